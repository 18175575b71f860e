// Two results side by side: a pinned one (a touch pinned with the pin button, or automatically the result
// before an edit) and the current one. Two small drawings (compare-drawing.js): each side's hierarchy with
// its touch, hitTest path and hit view, what changed marked on both — the views an edit changed, the views
// one path visits and the other does not, the hit view when it differs. Under them, row by row: where the
// touch was, the hit view, the hitTest order, the responder chain, the views that missed.
import { h, num } from './dom.js';
import { t } from './i18n.js';
import { tracePoint } from './derive/links.js';
import { compareDrawing, changedViews } from './compare-drawing.js';

const MAX_NAMED = 12;

export class Compare {
  constructor(card, { onSelect }) {
    this.card = card;
    this.onSelect = onSelect;
    this.pinned = null;
    this.current = null;
  }

  /** Pins a trace on its hierarchy's model, with a caption: "pinned" or "before the edit". The other side
   *  is empty until the next trace (a touch, or the edit's re-trace) is shown. */
  pin(trace, model, captionKey = 'comparePinned') {
    if (!trace || !model) return;
    this.pinned = { ...summary(trace), trace, model, captionKey };
    this.current = null;
    this.render();
  }

  unpin() {
    this.pinned = null;
    this.render();
  }

  setCurrent(trace, model) {
    this.current = trace && model ? { ...summary(trace), trace, model } : null;
    this.render();
  }

  render() {
    const { card, pinned, current } = this;
    card.replaceChildren();
    card.hidden = !pinned;
    if (!pinned) return;
    card.append(
      h('div', { class: 'card-head' }, h('h3', { text: t('compareTitle') }),
        h('button', { type: 'button', class: 'btn small ghost', id: 'unpin-button', text: t('compareUnpin'), on: { click: () => this.unpin() } })),
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
        { label: t(key), onSelect: this.onSelect }),
      h('figcaption', {}, h('span', { class: 'label', text: t(key) }), h('code', { class: hitDiffers ? 'vid changed' : 'vid', text: s.hit })));
    const named = [...changed].slice(0, MAX_NAMED).map(([id, fields]) => `${id} (${fields.join(', ')})`);
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

function summary(trace) {
  const p = tracePoint(trace);
  return {
    point: p ? `(${num(p.x)}, ${num(p.y)})` : '',
    hit: String(trace.hitView ?? 'nil'),
    order: (trace.hitTestOrder || []).join(' → '),
    chain: (trace.responderChain || []).map((r) => r.id || r.name).join(' → '),
    misses: (trace.misses || []).map((m) => `${m.view} (${m.reason})`).join(', '),
  };
}
