// The touch result: the hit view (#hit-view), the hitTest order as one line with arrows
// (#hit-test-order), the responder chain as a path, what fires, and the misses as sentences.
import { h, clear, pt } from './dom.js';
import { t } from './i18n.js';
import { missSentence, reasonLabel, richText } from './explain.js';
import { receiptSentence, sentenceOf } from './receipt.js';

const ARROW = ' → ';

export class Result {
  constructor(els, { onSelect, onHover }) {
    Object.assign(this, { els, onSelect, onHover });
    this.trace = null;
    this.orderTokens = [];
  }

  clear() {
    this.trace = null;
    this.els.empty.hidden = false;
    this.els.result.hidden = true;
    this.els.missesCard.hidden = true;
    this.els.touchPoint.textContent = '';
    this.els.hitView.textContent = '';
  }

  show(trace) {
    this.trace = trace;
    const { els } = this;
    els.empty.hidden = true;
    els.result.hidden = false;
    const point = trace.point || trace.touch || {};
    els.touchPoint.textContent = t('touchAt', { point: pt(point) });

    els.hitView.textContent = trace.hitView ?? '';
    els.hitView.classList.toggle('none', !trace.hitView);
    els.hitViewNote.textContent = trace.hitView ? '' : t('hitNone');
    // The hit-test view and who received the touches are different facts; say both.
    const receipt = receiptSentence(trace);
    if (receipt) els.hitViewNote.replaceChildren(...richText(receipt));
    els.hitViewNote.classList.toggle('receipt-note', Boolean(receipt));
    if (trace.hitView) this.linkify(els.hitView, trace.hitView);

    // hitTest order: the textContent is exactly "window → root → … → redView".
    const order = clear(els.order);
    this.orderTokens = [];
    const ids = Array.isArray(trace.hitTestOrder) ? trace.hitTestOrder : [];
    ids.forEach((id, i) => {
      if (i > 0) order.append(h('span', { class: 'arrow', text: ARROW }));
      const token = h('span', { class: `token${id === trace.hitView ? ' is-hit' : ''}`, text: String(id) });
      this.linkify(token, id);
      this.orderTokens.push(token);
      order.append(token);
    });
    if (!ids.length) order.append(h('span', { class: 'muted', text: '—' }));

    // Responder chain: views (clickable), then view controllers, the window, scene, application.
    const chain = clear(els.chain);
    const responders = Array.isArray(trace.responderChain) ? trace.responderChain : [];
    responders.forEach((r, i) => {
      if (i > 0) chain.append(h('span', { class: 'arrow', text: ARROW }));
      const label = r.id ?? r.name ?? r.kind;
      const item = h('span', { class: `responder kind-${r.kind}`, title: r.name && r.id ? `${r.name} (${r.kind})` : String(r.kind) },
        h('span', { text: String(label) }));
      if (r.kind === 'view' || r.kind === 'window') this.linkify(item, r.id);
      chain.append(item);
    });
    if (!responders.length) chain.append(h('span', { class: 'muted', text: '—' }));

    this.showActions(trace);
    this.showMisses(trace);
  }

  showActions(trace) {
    const actions = trace.delivery && Array.isArray(trace.delivery.actions) ? trace.delivery.actions : [];
    this.els.actionsBlock.hidden = actions.length === 0;
    const box = clear(this.els.actions);
    // The same action repeated back to back (scrollViewDidScroll on every move) reads as one, counted.
    const runs = [];
    for (const a of actions) {
      const label = `${a.source ?? ''} ${a.event ?? ''}`.trim();
      const last = runs[runs.length - 1];
      if (last && last.label === label && a.event !== 'recognized') last.count += 1;
      else runs.push({ label, count: 1 });
    }
    runs.forEach((run, i) => {
      if (i > 0) box.append(h('span', { class: 'arrow', text: ARROW }));
      box.append(h('span', { class: 'action', text: run.count > 1 ? `${run.label} ×${run.count}` : run.label }));
    });
  }

  showMisses(trace) {
    const misses = Array.isArray(trace.misses) ? trace.misses : [];
    const list = clear(this.els.misses);
    this.els.missesCard.hidden = false;
    if (!misses.length) {
      list.append(h('li', { class: 'muted no-misses', text: t('noMisses') }));
      return;
    }
    // A cause several misses share is said once, before them.
    for (const group of Array.isArray(trace.missGroups) ? trace.missGroups : []) {
      const item = h('li', { class: 'miss-group', 'data-group-kind': group.kind, 'data-group-view': String(group.view ?? '') },
        h('span', { class: 'badge badge-group', text: `×${group.count}` }), h('div', { class: 'miss-text' }, ...richText(sentenceOf(group))));
      this.linkify(item, group.view);
      list.append(item);
    }
    misses.forEach((miss, i) => {
      const item = h('li', { class: 'miss', 'data-miss-view': String(miss.view) },
        h('span', { class: 'badge badge-miss', text: String(i + 1) }),
        h('div', { class: 'miss-body' },
          h('div', { class: 'miss-head' },
            h('code', { class: 'vid', text: String(miss.view) }),
            miss.reason ? h('span', { class: `reason reason-${miss.reason}`, text: reasonLabel(miss.reason) }) : null),
          h('div', { class: 'miss-text' }, ...missSentence(miss))));
      this.linkify(item, miss.view);
      list.append(item);
    });
  }

  /** Clicking or hovering the element selects / highlights the view. */
  linkify(el, id) {
    if (id === undefined || id === null) return;
    el.classList.add('linked');
    el.addEventListener('click', () => this.onSelect(String(id)));
    el.addEventListener('pointerenter', () => this.onHover(String(id)));
    el.addEventListener('pointerleave', () => this.onHover(null));
  }

  /** Marks the hitTest-order tokens reached by the replay (pos steps shown). */
  progress(steps, pos, overview) {
    if (!this.orderTokens.length) return;
    let calls = 0;
    let currentView = null;
    if (!overview) {
      for (let i = 0; i < pos && i < steps.length; i += 1) {
        if (steps[i].call === 'hitTest') calls += 1;
      }
      currentView = pos > 0 ? steps[pos - 1].view : null;
    }
    this.orderTokens.forEach((token, i) => {
      token.classList.toggle('is-future', !overview && i >= calls);
      token.classList.toggle('is-current', !overview && i === calls - 1 && token.textContent === String(currentView));
    });
  }
}
