// Editing the selected view in the inspector: one input per property (data-prop="hidden", "alpha",
// "userInteractionEnabled", "enabled", "clipsToBounds", "frame" with data-part="x|y|width|height").
// Each change is reported as onEdit(id, prop, value); the page writes it into the hierarchy's JSON and
// re-runs the current touch through the one-shot endpoint (nothing is stored until the user shares).
import { h, num } from './dom.js';
import { t } from './i18n.js';
import { isControl, isIdentity } from './derive/model.js';

export class InspectorEdit {
  constructor({ onEdit }) {
    this.onEdit = onEdit;
  }

  /** Appends the edit form for node's view to the inspector element (after Inspector.show). */
  show(el, node, { edited = false } = {}) {
    if (!node) return;
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
    el.append(h('fieldset', { class: 'edit-props', id: 'edit-props' },
      h('legend', {}, t('editTitle'), edited ? h('span', { class: 'edit-unsaved', text: ` · ${t('editUnsaved')}` }) : null),
      ...rows));
  }
}

/** The raw JSON object of the view at a model path such as `$.root.subviews[0].subviews[2]`. */
export function rawAt(input, path) {
  let cur = input;
  const re = /\.([A-Za-z_$][\w$]*)|\[(\d+)\]/g;
  let m;
  const body = path.startsWith('$') ? path.slice(1) : path;
  while ((m = re.exec(body))) {
    if (cur == null) return null;
    cur = m[1] !== undefined ? cur[m[1]] : cur[Number(m[2])];
  }
  return cur && typeof cur === 'object' ? cur : null;
}

/** Writes one property into a raw view object, in the input format. */
export function writeProp(raw, prop, value) {
  if (prop === 'frame') {
    const [x, y, width, height] = value;
    raw.frame = [x, y, width, height];
    delete raw.center;
    if (Array.isArray(raw.bounds)) raw.bounds = [raw.bounds[0], raw.bounds[1], width, height];
    else if (raw.bounds && typeof raw.bounds === 'object') raw.bounds = { ...raw.bounds, width, height };
    return;
  }
  raw[prop] = value;
}

/** A path as people read it: `$.root.subviews[0].subviews[2].frame.width` → `overlay.frame.width`. */
export function viewPath(path, model) {
  if (typeof path !== 'string' || !model) return path;
  let best = null;
  for (const node of model.order) {
    const p = node.path;
    if (path === p || path.startsWith(`${p}.`) || path.startsWith(`${p}[`)) {
      if (!best || p.length > best.path.length) best = node;
    }
  }
  return best ? `${best.view.id}${path.slice(best.path.length)}` : path;
}

/** The view a path is about (its longest view prefix), or null. */
export function viewAt(path, model) {
  const named = viewPath(path, model);
  if (named === path || typeof named !== 'string') return null;
  for (const node of model.order) if (named === node.view.id || named.startsWith(`${node.view.id}.`)) return node.view.id;
  return null;
}
