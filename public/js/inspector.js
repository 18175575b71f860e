// The selected view: why it did or did not get the touch, then its key properties.
import { h, clear, num, pt } from './dom.js';
import { t } from './i18n.js';
import { touchKey } from './phone.js';
import { isControl, isIdentity } from './derive/model.js';
import { whySentence } from './explain.js';

export class Inspector {
  constructor(el, { onShowJSON, onWhy }) {
    this.el = el;
    this.onShowJSON = onShowJSON;
    this.onWhy = onWhy; // the why-not panel (whynot.js) fills a slot under the "why" line
  }

  show(node, trace, model) {
    const el = clear(this.el);
    if (!node) {
      el.append(h('p', { class: 'muted', text: t(touchKey('inspectorEmpty')) })); // no "Shift-click" on phones
      return;
    }
    const { view } = node;
    const why = whySentence(view.id, trace, model);
    const slot = h('div', { class: 'why-not-slot' });
    el.append(
      h('div', { class: 'inspector-head' },
        h('code', { class: 'vid big', text: view.id }),
        h('span', { class: 'muted', text: view.base ? `${view.class} : ${view.base}` : view.class }),
        h('button', { type: 'button', class: 'btn small ghost', text: t('showInJson'), on: { click: () => this.onShowJSON(node) } })),
      h('div', { id: 'why', class: `why why-${why.kind}`, 'data-kind': why.kind },
        h('span', { class: 'why-label', text: t('whyLabel') }), h('span', { class: 'why-text' }, ...why.parts)),
      slot,
      this.properties(node));
    if (this.onWhy) this.onWhy(slot, view.id);
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
    if (view.text) row('text', view.text, false, true); // the app's own words: data, not ours to translate
    if (node.blocker && node.blocker !== view.id) row(t('blockedByLabel'), node.blocker, true);
    return h('dl', { class: 'props' }, rows);
  }
}
