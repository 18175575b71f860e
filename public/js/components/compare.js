// Two results side by side: a pinned one (a touch pinned with the pin button, or automatically the result
// before an edit) and the current one. Two small drawings (compare-drawing.js): each side's hierarchy with
// its touch, hitTest path and hit view, what changed marked on both — the views an edit changed, the views
// one path visits and the other does not, the hit view when it differs. Under them, row by row: where the
// touch was, the hit view, the hitTest order, the responder chain, the views that missed.
// It draws the store's state.pinned beside the trace shown (the other side is empty until the next trace), and
// owns #compare-card.
import { h, num, setHidden, afterPaint, noneChanged } from '../ui/dom.js';
import { t } from '../ui/i18n.js';
import { compareDrawing, changedViews } from '../ui/compare-drawing.js';
import { state, subscribe, select, pin } from '../state/store.js';
import { tracePoint } from '../derive/link.js';
import { nameOf } from '../derive/model.js';

const MAX_NAMED = 12;

export class Compare {
  constructor(card) {
    this.card = card;
    const later = afterPaint(() => this.render()); // for a new touch, once the frame showing its answer is painted
    subscribe(['pinned', 'trace', 'language'], (changed) => (noneChanged(changed, ['pinned', 'language']) ? later() : later.now()), { now: true });
  }

  render() {
    const { card } = this;
    const pinned = state.pinned ? { ...summary(state.pinned.trace, state.pinned.model), ...state.pinned } : null;
    const current = pinned && state.trace && state.trace !== state.pinned.trace && state.model
      ? { ...summary(state.trace, state.model), trace: state.trace, model: state.model } : null;
    card.replaceChildren();
    setHidden(card, !pinned);
    if (!pinned) return;
    card.append(
      h('div', { class: 'card-head' }, h('h3', { text: t('compareTitle') }),
        h('button', { type: 'button', class: 'btn small ghost', id: 'unpin-button', text: t('compareUnpin'), on: { click: () => pin(null) } })),
      ...(current ? this.drawings(pinned, current) : []),
      this.table(pinned, current));
  }

  /** The two drawings, what differs marked on both, and the changed views named under them. */
  drawings(pinned, current) {
    const changed = changedViews(pinned.model, current.model);
    const ids = new Set(changed.keys());
    const before = new Set(pinned.trace.hitTestOrder || []);
    const after = new Set(current.trace.hitTestOrder || []);
    const hitDiffers = pinned.hit !== current.hit;
    const side = (s, path, other, key, name) => h('figure', { class: 'compare-side', 'data-compare-side': name },
      compareDrawing(s, { changed: ids, pathDiffers: new Set([...path].filter((id) => !other.has(id))), hitDiffers },
        { label: t(key), onSelect: select }),
      h('figcaption', {}, h('span', { class: 'label', text: t(key) }), h('code', { class: hitDiffers ? 'vid changed' : 'vid', text: s.hit })));
    const named = [...changed].slice(0, MAX_NAMED).map(([id, fields]) => `${nameOf(current.model.get(id) ? current.model : pinned.model, id)} (${fields.join(', ')})`);
    if (changed.size > MAX_NAMED) named.push(t('compareMore', { n: changed.size - MAX_NAMED }));
    const list = named.join(' · ');
    return [
      h('div', { class: 'compare-sides' },
        side(pinned, before, after, pinned.captionKey, 'pinned'), side(current, after, before, 'compareNow', 'now')),
      h('p', { class: 'compare-legend' },
        h('span', { class: 'swatch swatch-changed' }), h('span', { text: t('compareLegendChanged') }),
        h('span', { class: 'swatch swatch-path' }), h('span', { text: t('compareLegendPath') })),
      h('p', { class: 'compare-changes', id: 'compare-changes', text: list ? t('compareChanged', { list }) : t('compareNoChange') }),
    ];
  }

  table(pinned, current) {
    const rows = [
      ['compareTouch', (s) => s.point],
      ['hitViewLabel', (s) => s.hit],
      ['hitTestOrder', (s) => s.order],
      ['responderChain', (s) => s.chain],
      ['missesTitle', (s) => s.misses],
    ];
    return h('table', { class: 'compare-table' },
      h('thead', {}, h('tr', {}, h('th', {}), h('th', { text: t(pinned.captionKey) }), h('th', { text: t('compareNow') }))),
      h('tbody', {}, rows.map(([key, get]) => {
        const a = get(pinned);
        const b = current ? get(current) : '';
        const changed = current && a !== b;
        return h('tr', { class: changed ? 'changed' : '', 'data-compare-row': key },
          h('th', { text: t(key) }), h('td', { text: a || '—' }), h('td', { class: changed ? 'changed' : '', text: current ? b || '—' : '' }));
      })));
  }
}

/** A trace's rows of the table, its views named as `model` names them. */
function summary(trace, model) {
  const p = tracePoint(trace);
  const name = (id) => nameOf(model, id);
  return {
    point: p ? `(${num(p.x)}, ${num(p.y)})` : '',
    hit: trace.hitView ? name(trace.hitView) : 'nil',
    order: (trace.hitTestOrder || []).map(name).join(' → '),
    chain: (trace.responderChain || []).map((r) => (r.id && (r.kind === 'view' || r.kind === 'window') ? name(r.id) : r.id || r.name)).join(' → '),
    misses: (trace.misses || []).map((m) => `${name(m.view)} (${m.reason})`).join(', '),
  };
}
