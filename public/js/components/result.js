// The touch's result (#result-card, with #misses-card): where the touch was, the hit view (#hit-view), the
// hitTest order as one line with arrows (#hit-test-order), the responder chain as a path, what fires, and the
// misses as sentences — every view named as people name it (its display name). Around it: the request's error
// (#touch-error), the note that what is shown is out of date (#stale-note), an edit's outcome (#edit-diff: the
// hit view before and after, how long the re-trace took), and the pin button (the result kept beside the next).
// The replay marks the hitTest order's tokens it has reached.
import { h, clear, pt, setText, setHidden, afterPaint, noneChanged } from '../ui/dom.js';
import { t } from '../ui/i18n.js';
import { missSentence, reasonLabel, richText } from '../ui/explain.js';
import { receiptSentence, sentenceOf } from '../ui/receipt.js';
import { linked } from '../ui/linked.js';
import { state, subscribe, pin, setTab } from '../state/store.js';
import { nameOf } from '../derive/model.js';
import { stepsOf } from '../derive/replay.js';

/** A responder's kind in the page's words (a view controller, the application). */
function kindWord(kind) {
  const key = `responderKind.${kind}`;
  const word = t(key);
  return word === key ? String(kind) : word;
}

const ARROW = ' → ';

export class Result {
  /** els: {card, empty, result, touchPoint, hitView, hitViewNote, order, chain, actionsBlock, actions, missesCard,
   *  misses, error, staleNote, editDiff, pinButton}. */
  constructor(els) {
    this.els = els;
    this.orderTokens = [];
    els.pinButton.addEventListener('click', () => { if (state.trace) pin({ trace: state.trace, model: state.model, captionKey: 'comparePinned' }); });
    // Drawn from the trace (a new hierarchy comes with its trace: an edit's answer), in the model's names.
    // The misses card (below the result) once the frame showing a touch's answer is painted; the drawing's miss
    // badges come with the answer.
    this.missesLater = afterPaint(() => { if (state.trace) this.showMisses(state.trace); });
    subscribe(['trace', 'language'], (changed) => this.render(changed), { now: true });
    subscribe(['trace', 'replay', 'language'], () => this.progress());
    subscribe(['apiError', 'stale', 'editOutcome', 'edit', 'language', 'model'], () => this.renderNotes(), { now: true });
  }

  render(changed) {
    const { trace } = state;
    if (!trace) {
      this.clear();
      return;
    }
    const { els } = this;
    const model = state.model;
    const name = (id) => nameOf(model, id);
    setHidden(els.empty, true);
    setHidden(els.result, false);
    const point = trace.point || trace.touch || {};
    els.touchPoint.textContent = t('touchAt', { point: pt(point) });

    els.hitView.textContent = trace.hitView ? name(trace.hitView) : '';
    els.hitView.dataset.view = trace.hitView ?? '';
    els.hitView.title = trace.hitView ? name(trace.hitView) : '';
    els.hitView.classList.toggle('none', !trace.hitView);
    els.hitViewNote.textContent = trace.hitView ? '' : t('hitNone');
    // The hit-test view and who received the touches are different facts; say both.
    const receipt = receiptSentence(trace);
    if (receipt) els.hitViewNote.replaceChildren(...richText(receipt, model));
    els.hitViewNote.classList.toggle('receipt-note', Boolean(receipt));
    linked(els.hitView, trace.hitView);

    // hitTest order: the textContent is exactly "window → root → … → redView" (the views' names).
    const order = clear(els.order);
    this.orderTokens = [];
    const ids = Array.isArray(trace.hitTestOrder) ? trace.hitTestOrder : [];
    ids.forEach((id, i) => {
      if (i > 0) order.append(h('span', { class: 'arrow', text: ARROW }));
      const token = linked(h('span', { class: `token${id === trace.hitView ? ' is-hit' : ''}`, 'data-view': String(id), text: name(id) }), id);
      this.orderTokens.push(token);
      order.append(token);
    });
    if (!ids.length) order.append(h('span', { class: 'muted', text: '—' }));

    // Responder chain: views (clickable), then view controllers, the window, scene, application.
    const chain = clear(els.chain);
    const responders = Array.isArray(trace.responderChain) ? trace.responderChain : [];
    responders.forEach((r, i) => {
      if (i > 0) chain.append(h('span', { class: 'arrow', text: ARROW }));
      const isView = r.kind === 'view' || r.kind === 'window';
      const label = isView && r.id ? name(r.id) : r.id ?? r.name ?? r.kind;
      const item = h('span', { class: `responder kind-${r.kind}`, 'data-view': isView ? String(r.id ?? '') : undefined,
        title: r.name && r.id ? `${r.name} (${kindWord(r.kind)})` : r.name ? `${r.name} (${kindWord(r.kind)})` : kindWord(r.kind) }, h('span', { text: String(label) }));
      if (isView) linked(item, r.id);
      chain.append(item);
    });
    if (!responders.length) chain.append(h('span', { class: 'muted', text: '—' }));

    this.showActions(trace);
    if (noneChanged(changed, ['language'])) this.missesLater();
    else this.missesLater.now();
    this.progress();
  }

  clear() {
    const { els } = this;
    this.orderTokens = [];
    setHidden(els.empty, false);
    setHidden(els.result, true);
    setHidden(els.missesCard, true);
    els.touchPoint.textContent = '';
    els.hitView.textContent = '';
  }

  showActions(trace) {
    const actions = trace.delivery && Array.isArray(trace.delivery.actions) ? trace.delivery.actions : [];
    setHidden(this.els.actionsBlock, actions.length === 0);
    const box = clear(this.els.actions);
    // The same action repeated back to back (scrollViewDidScroll on every move) reads as one, counted.
    const runs = [];
    const model = state.model;
    // The source as people name it when it is a drawn view (a recognizer or a controller as the server wrote it).
    const source = (id) => (model && id !== undefined && id !== null && model.get(String(id)) ? nameOf(model, id) : id ?? '');
    for (const a of actions) {
      const label = `${source(a.source)} ${a.event ?? ''}`.trim();
      const last = runs[runs.length - 1];
      if (last && last.label === label && a.event !== 'recognized') last.count += 1;
      else runs.push({ label, count: 1 });
    }
    runs.forEach((run, i) => {
      if (i > 0) box.append(h('span', { class: 'arrow', text: ARROW }));
      box.append(h('span', { class: 'action', text: run.count > 1 ? `${run.label} ×${run.count}` : run.label }));
    });
  }

  /** The misses, each cause said once: a cause several views share is one sentence naming them, its views'
   *  own sentences behind a disclosure; a view missed for a cause of its own is said on its own. Numbered as
   *  the drawing's badges are (the trace's order). */
  showMisses(trace) {
    const model = state.model;
    const misses = Array.isArray(trace.misses) ? trace.misses : [];
    const list = clear(this.els.misses);
    setHidden(this.els.missesCard, false);
    if (!misses.length) {
      list.append(h('li', { class: 'muted no-misses', text: t('noMisses') }));
      return;
    }
    const groups = Array.isArray(trace.missGroups) ? trace.missGroups : [];
    const grouped = new Set(groups.flatMap((g) => (Array.isArray(g.views) ? g.views.map(String) : [])));
    const row = (miss) => linked(h('li', { class: 'miss', 'data-miss-view': String(miss.view) },
      h('span', { class: 'badge badge-miss', text: String(misses.indexOf(miss) + 1) }),
      h('div', { class: 'miss-body' },
        h('div', { class: 'miss-head' },
          h('code', { class: 'vid', text: nameOf(model, miss.view), title: nameOf(model, miss.view) }),
          miss.reason ? h('span', { class: `reason reason-${miss.reason}`, text: reasonLabel(miss.reason) }) : null),
        h('div', { class: 'miss-text' }, ...missSentence(miss, model)))), miss.view);
    for (const group of groups) {
      const views = Array.isArray(group.views) ? group.views.filter((id) => id !== null && id !== undefined) : [];
      list.append(linked(h('li', { class: 'miss-group', 'data-group-kind': group.kind, 'data-group-view': String(group.view ?? '') },
        h('span', { class: 'badge badge-group', text: `×${group.count}` }),
        h('div', { class: 'miss-body' },
          h('div', { class: 'miss-text' }, ...richText(sentenceOf(group), model)),
          h('div', { class: 'miss-group-views' }, ...views.map((id) => linked(h('code', { class: 'vid', text: nameOf(model, id), 'data-view': String(id) }), id))))),
      group.view));
    }
    for (const miss of misses) if (!grouped.has(String(miss.view))) list.append(row(miss));
    const each = misses.filter((miss) => grouped.has(String(miss.view)));
    if (each.length) {
      list.append(h('li', { class: 'miss-each' },
        h('details', {},
          h('summary', { text: t('missesEach', { n: each.length }) }),
          h('ol', { class: 'misses' }, ...each.map(row)))));
    }
  }

  /** Marks the hitTest-order tokens reached by the replay (pos steps shown). */
  progress() {
    if (!this.orderTokens.length) return;
    const steps = stepsOf(state.trace);
    const { pos, overview } = state.replay;
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
      token.classList.toggle('is-current', !overview && i === calls - 1 && token.dataset.view === String(currentView));
    });
  }

  /** The request's error, the out-of-date note, and the last edit's outcome. */
  renderNotes() {
    const { els } = this;
    const model = state.model;
    els.card.classList.toggle('stale', state.stale);
    setText(els.staleNote, state.stale ? t('staleResults') : '');
    setHidden(els.staleNote, !state.stale);
    const err = state.apiError;
    setHidden(els.error, !err);
    if (err) {
      els.error.replaceChildren(
        h('strong', { text: err.status === 0 ? t('networkError') : t('apiErrorTitle', { status: err.status }) }),
        h('span', { text: ` ${err.message}` }),
        err.path ? h('code', { class: 'error-path', text: err.path }) : '',
        err.refused ? h('button', { type: 'button', class: 'btn small ghost', text: t('showErrors'), on: { click: () => setTab('json') } }) : '');
    }
    const outcome = state.editOutcome;
    setHidden(els.editDiff, !outcome || Boolean(state.edit));
    if (!outcome) return;
    const was = outcome.was === null ? 'nil' : nameOf(model, outcome.was);
    const now = outcome.now === null ? 'nil' : nameOf(model, outcome.now);
    els.editDiff.replaceChildren(
      h('span', { class: 'label', text: t('editBefore') }), h('code', { class: 'vid', text: was }),
      h('span', { text: ' → ' }),
      h('span', { class: 'label', text: t('editAfter') }), h('code', { class: `vid${outcome.was !== outcome.now ? ' changed' : ''}`, text: now }),
      h('span', { class: 'muted', text: ` · ${t('editTiming', { ms: outcome.ms })}` }));
  }
}
