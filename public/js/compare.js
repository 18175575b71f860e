// Two results side by side: a pinned one (a touch pinned with the pin button, or automatically the result
// before an edit) and the current one, row by row — where the touch was, the hit view, the hitTest order,
// the responder chain, the views that missed — with what differs highlighted.
import { h, num } from './dom.js';
import { t } from './i18n.js';

export class Compare {
  constructor(card, { onSelect }) {
    this.card = card;
    this.onSelect = onSelect;
    this.pinned = null;
    this.current = null;
  }

  /** Pins a trace (a copy of what is compared), with a caption: "pinned touch" or "before the edit". */
  pin(trace, captionKey = 'comparePinned') {
    if (!trace) return;
    this.pinned = { ...summary(trace), captionKey };
    this.render();
  }

  unpin() {
    this.pinned = null;
    this.render();
  }

  setCurrent(trace) {
    this.current = trace ? summary(trace) : null;
    this.render();
  }

  render() {
    const { card, pinned, current } = this;
    card.replaceChildren();
    card.hidden = !pinned;
    if (!pinned) return;
    const rows = [
      ['compareTouch', (s) => s.point],
      ['hitViewLabel', (s) => s.hit],
      ['hitTestOrder', (s) => s.order],
      ['responderChain', (s) => s.chain],
      ['missesTitle', (s) => s.misses],
    ];
    const table = h('table', { class: 'compare-table' },
      h('thead', {}, h('tr', {}, h('th', {}), h('th', { text: t(pinned.captionKey) }), h('th', { text: t('compareNow') }))),
      h('tbody', {}, rows.map(([key, get]) => {
        const a = get(pinned);
        const b = current ? get(current) : '';
        const changed = current && a !== b;
        return h('tr', { class: changed ? 'changed' : '', 'data-compare-row': key },
          h('th', { text: t(key) }), h('td', { text: a || '—' }), h('td', { class: changed ? 'changed' : '', text: current ? b || '—' : '' }));
      })));
    card.append(
      h('div', { class: 'card-head' }, h('h3', { text: t('compareTitle') }),
        h('button', { type: 'button', class: 'btn small ghost', id: 'unpin-button', text: t('compareUnpin'), on: { click: () => this.unpin() } })),
      table);
  }
}

function summary(trace) {
  const p = trace.point || trace.touch || {};
  return {
    point: Number.isFinite(p.x) ? `(${num(p.x)}, ${num(p.y)})` : '',
    hit: String(trace.hitView ?? 'nil'),
    order: (trace.hitTestOrder || []).join(' → '),
    chain: (trace.responderChain || []).map((r) => r.id || r.name).join(' → '),
    misses: (trace.misses || []).map((m) => `${m.view} (${m.reason})`).join(', '),
  };
}
