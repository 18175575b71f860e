// The inspector (#inspector): the selected view, named as people name it; its key properties, what its source
// says of it (its text, title, accessibility identifier, label and value) and what an importer assumed; and the
// edit form, one input per property (data-prop="hidden", "alpha", "userInteractionEnabled", "enabled",
// "clipsToBounds", "frame" with data-part="x|y|width|height"), each change reported as onEdit(id, prop, value).
// Why the view did or did not get the touch, and its fix, are beside the result (components/selection.js). Drawn
// again when the view changes (an edit, an undo, a fix), it keeps its scroll and the field being edited.
import { h, clear, num, pt } from '../ui/dom.js';
import { t } from '../ui/i18n.js';
import { touchKey } from '../ui/phone.js';
import { state, subscribe, setTab, requestEditor } from '../state/store.js';
import { isControl, isIdentity, nameOf, attributeText } from '../derive/model.js';

/** What a source may say of a view, as the inspector lists it: the field, and where the view holds it. */
const SOURCE_FIELDS = [
  ['text', (view) => view.text],
  ['title', (view) => view.attributes?.title],
  ['accessibilityIdentifier', (view) => view.attributes?.accessibilityIdentifier],
  ['accessibilityLabel', (view) => view.attributes?.accessibilityLabel ?? view.attributes?.label],
  ['accessibilityValue', (view) => view.attributes?.accessibilityValue ?? view.attributes?.value],
];

export class Inspector {
  /** el: #inspector; onEdit(id, prop, value). */
  constructor(el, { onEdit }) {
    Object.assign(this, { el, onEdit });
    this.unsaved = null; // the edit form's "not saved" mark
    subscribe(['selected', 'model', 'language'], () => this.render(), { now: true });
    subscribe(['edited'], () => this.renderEdited());
  }

  render() {
    // The field being edited keeps the keyboard, and the inspector its scroll, when it is drawn again (an edit
    // changes what it says).
    const focused = this.focusedField();
    const { scrollTop } = this.el;
    const el = clear(this.el);
    this.unsaved = null;
    const node = state.selected && state.model ? state.model.get(state.selected) : null;
    if (!node) {
      el.append(h('p', { class: 'muted', text: t(touchKey('inspectorEmpty')) })); // no "Shift-click" on phones
      return;
    }
    const { view } = node;
    const name = nameOf(state.model, view.id);
    el.append(
      h('div', { class: 'inspector-head' },
        h('code', { class: 'vid big', text: name, translate: 'no' }),
        name !== view.id ? h('code', { class: 'vid raw-id', text: view.id, translate: 'no' }) : null,
        h('span', { class: 'muted', text: view.base ? `${view.class} : ${view.base}` : view.class }),
        h('button', { type: 'button', class: 'btn small ghost', text: t('showInJson'), on: { click: () => this.showInJSON(node) } })),
      this.properties(node),
      this.editForm(node));
    if (focused) this.el.querySelector(focused)?.focus({ preventScroll: true });
    if (this.el.scrollTop !== scrollTop) this.el.scrollTop = scrollTop;
  }

  /** The inspector's "show in JSON": the editor, at the view's place. */
  showInJSON(node) {
    setTab('json');
    requestEditor({ kind: 'path', path: node.path });
  }

  /** The inspector's edit field that has the focus, as a selector into the inspector, or null. */
  focusedField() {
    const el = document.activeElement;
    const prop = el instanceof HTMLElement && this.el.contains(el) ? el.closest('[data-prop]') : null;
    if (!prop) return null;
    const part = el.getAttribute('data-part');
    return `[data-prop="${CSS.escape(prop.getAttribute('data-prop'))}"]${part ? ` [data-part="${CSS.escape(part)}"]` : ''}`;
  }

  properties(node) {
    const { view } = node;
    const rows = [];
    const row = (key, value, warn = false, data = false) => rows.push(
      h('dt', { text: key }), h('dd', { class: warn ? 'warn' : '', text: value, ...(data ? { translate: 'no' } : {}) }));
    if (view.behavior && view.behavior !== view.class) row(t('inspectorBehavior'), view.behavior); // 中文 label
    const b = view.bounds;
    row('center', pt(view.center));
    row('bounds', `(${num(b.x)}, ${num(b.y)}, ${num(b.width)}, ${num(b.height)})`, b.x !== 0 || b.y !== 0);
    if (!isIdentity(view.transform)) {
      const m = view.transform;
      const deg = Math.round((Math.atan2(m.b, m.a) * 180) / Math.PI * 10) / 10;
      row('transform', `[${[m.a, m.b, m.c, m.d, m.tx, m.ty].map(num).join(', ')}]${deg ? ` ≈ ${deg}°` : ''}`, true);
    }
    if (view.anchorPoint.x !== 0.5 || view.anchorPoint.y !== 0.5) row('anchorPoint', pt(view.anchorPoint), true);
    row('hidden', String(view.hidden), view.hidden);
    row('alpha', num(view.alpha), view.alpha < 0.01);
    row('userInteractionEnabled', String(view.userInteractionEnabled), !view.userInteractionEnabled);
    if (isControl(view)) row('enabled', String(view.enabled), !view.enabled);
    if (view.clipsToBounds) row('clipsToBounds', 'true');
    if (view.windowLevel !== undefined) row('windowLevel', num(view.windowLevel));
    if (view.pointInside !== 'default') row('pointInside', JSON.stringify(view.pointInside), true);
    if (view.hitTest !== 'default') row('hitTest', JSON.stringify(view.hitTest), true);
    if (view.viewController) row('viewController', String(view.viewController.class ?? ''));
    if (view.gestureRecognizers.length) {
      row('gestureRecognizers', view.gestureRecognizers.map((g) => `${g.type ?? '?'}${g.id ? ` (${g.id})` : ''}`).join(', '));
    }
    // What the view's source says of it: the app's own words, data not ours to translate.
    for (const [field, read] of SOURCE_FIELDS) {
      const value = attributeText(read(view));
      if (typeof value === 'string' && value !== '') rows.push(h('dt', { text: field }), h('dd', { class: 'source-field', 'data-field': field, text: value, translate: 'no' }));
    }
    // Fields the importer filled in from UIKit's defaults: what rests on them is an assumption.
    if (Array.isArray(view.assumed) && view.assumed.length) row(t('inspectorAssumed'), view.assumed.join(', '), true);
    if (node.blocker && node.blocker !== view.id) row(t('blockedByLabel'), nameOf(state.model, node.blocker), true);
    return h('dl', { class: 'props' }, rows);
  }

  /** The edit form of the view, under its properties. */
  editForm(node) {
    const { view } = node;
    const id = view.id;
    const check = (prop, on) => h('label', { class: 'edit-check' },
      h('input', {
        type: 'checkbox', 'data-prop': prop, checked: on,
        on: { change: (event) => this.onEdit(id, prop, event.target.checked) },
      }), h('code', { text: prop }));
    const alpha = h('input', {
      type: 'number', 'data-prop': 'alpha', min: '0', max: '1', step: '0.05', value: num(view.alpha),
      on: { change: (event) => {
        const v = Number(event.target.value);
        if (Number.isFinite(v)) this.onEdit(id, 'alpha', Math.max(0, Math.min(1, v)));
      } },
    });
    const rows = [
      check('hidden', view.hidden),
      check('userInteractionEnabled', view.userInteractionEnabled),
      isControl(view) ? check('enabled', view.enabled) : null,
      check('clipsToBounds', view.clipsToBounds),
      h('label', { class: 'edit-num' }, h('code', { text: 'alpha' }), alpha),
    ];
    const frameable = isIdentity(view.transform) && view.anchorPoint.x === 0.5 && view.anchorPoint.y === 0.5;
    if (frameable) {
      const f = {
        x: view.center.x - view.bounds.width / 2, y: view.center.y - view.bounds.height / 2,
        width: view.bounds.width, height: view.bounds.height,
      };
      const parts = ['x', 'y', 'width', 'height'];
      const inputs = parts.map((part) => h('input', {
        type: 'number', step: 'any', 'data-part': part, value: num(f[part]), 'aria-label': `frame.${part}`,
        on: { change: () => {
          const values = inputs.map((i) => Number(i.value));
          if (values.every(Number.isFinite) && values[2] >= 0 && values[3] >= 0) this.onEdit(id, 'frame', values);
        } },
      }));
      rows.push(h('div', { class: 'edit-frame', 'data-prop': 'frame', role: 'group', 'aria-label': t('editFrame') },
        h('code', { text: 'frame' }), ...inputs));
    } else {
      rows.push(h('p', { class: 'muted edit-note', text: t('editTransformed') }));
    }
    this.unsaved = h('span', { class: 'edit-unsaved', text: ` · ${t('editUnsaved')}`, hidden: !state.edited.has(id) });
    return h('fieldset', { class: 'edit-props', id: 'edit-props' }, h('legend', {}, t('editTitle'), this.unsaved), ...rows);
  }

  /** "Not saved" beside the edit form's title, for a view edited since the hierarchy was loaded. */
  renderEdited() {
    if (this.unsaved && state.selected) this.unsaved.hidden = !state.edited.has(state.selected);
  }
}
