// The selected view against the touch shown (#selection-card, beside the result): why it did or did not get
// the touch (#why), and "why not?" — every blocker on its way and the smallest proven fix, with "Try the fix"
// (#why-not: the store's state.whyNot, which actions/why-not.js asks for). A touch or an edit leaves the
// selection where the user put it, so this card answers for the same view after each; the hit view is marked in
// the result, not selected. Each change is reported as onTryFix(changes).
import { h, clear, setHidden, setText, afterPaint, noneChanged } from '../ui/dom.js';
import { t } from '../ui/i18n.js';
import { whySentence, richText, code, viewName } from '../ui/explain.js';
import { sentenceOf } from '../ui/receipt.js';
import { linked } from '../ui/linked.js';
import { state, subscribe } from '../state/store.js';
import { nameOf } from '../derive/model.js';

export class SelectionResult {
  /** els: {card, name, why, whyNot}; onTryFix(changes). */
  constructor(els, { onTryFix }) {
    Object.assign(this, { els, onTryFix });
    // For a new touch, once the frame showing its answer is painted; for a new selection, at once.
    const later = afterPaint(() => this.render());
    subscribe(['selected', 'model', 'trace', 'language'], (changed) => (noneChanged(changed, ['selected', 'model', 'language']) ? later() : later.now()), { now: true });
    subscribe(['whyNot'], () => this.renderWhyNot());
  }

  /** The card: shown for a selected view once there is a touch to answer for. */
  render() {
    const { els } = this;
    const node = state.selected && state.model ? state.model.get(state.selected) : null;
    setHidden(els.card, !node || !state.trace);
    if (!node || !state.trace) return;
    const name = nameOf(state.model, node.view.id);
    setText(els.name, name);
    els.name.title = name;
    linked(els.name, node.view.id);
    const why = whySentence(node.view.id, state.trace, state.model);
    els.why.dataset.kind = why.kind;
    els.why.className = `why why-${why.kind}`;
    els.why.replaceChildren(h('span', { class: 'why-label', text: t('whyLabel') }), h('span', { class: 'why-text' }, ...why.parts));
    this.renderWhyNot();
  }

  /** The why-not answer for the selected view: loading, failed, or every blocker and the fix. */
  renderWhyNot() {
    const box = this.els.whyNot;
    const whyNot = state.whyNot && state.whyNot.view === state.selected ? state.whyNot : null;
    clear(box);
    delete box.dataset.status;
    setHidden(box, !whyNot);
    if (!whyNot) return;
    if (whyNot.status === 'loading') box.append(h('p', { class: 'muted', text: t('whyNot.loading') }));
    else if (whyNot.status === 'failed') box.append(h('p', { class: 'muted', text: t('whyNot.failed', { message: whyNot.message }) }));
    else this.renderAnswer(box, whyNot.answer);
  }

  renderAnswer(box, answer) {
    const model = state.model;
    box.dataset.status = answer.status;
    // The view that got the touch, or is on its way (an ancestor): the "why" line above has said so already.
    const said = (answer.status === 'hit' || answer.status === 'onHitPath') && !(Array.isArray(answer.blockers) && answer.blockers.length);
    if (!said) box.append(h('div', { class: 'why-not-status' }, ...richText(sentenceOf(answer), model)));
    const fix = answer.fix;
    // The fix first, next to the answer it changes: what to do before the list of everything in the way.
    if (fix && fix.found && Array.isArray(fix.changes) && fix.changes.length) {
      box.append(h('div', { class: 'why-not-fix' },
        h('div', { class: 'why-not-label', text: t('whyNot.fix', { n: fix.changes.length }) }),
        changeList(model, fix.changes, 'why-not-changes'),
        h('div', { class: 'why-not-try' },
          h('button', { type: 'button', id: 'try-fix', class: 'btn small primary', text: t('whyNot.tryFix'),
            on: { click: () => this.onTryFix(fix.changes) } }),
          h('span', { class: 'muted small', text: t('whyNot.proven', { runs: fix.search ? fix.search.runs : 0 }) }))));
    } else if (fix && !fix.found && (answer.status === 'missed' || answer.status === 'taken')) {
      box.append(h('p', { class: 'muted', text: sentenceOf(fix) }));
    }
    const blockers = Array.isArray(answer.blockers) ? answer.blockers : [];
    if (blockers.length) {
      box.append(h('div', { class: 'why-not-label', text: t('whyNot.blockers', { n: blockers.length }) }));
      const list = h('ol', { class: 'why-not-blockers' });
      blockers.forEach((b) => {
        list.append(linked(h('li', { class: `blocker blocker-${b.kind}`, 'data-kind': b.kind, 'data-view': String(b.view ?? '') },
          h('span', { class: 'blocker-kind', text: t(`whyNot.kind.${b.kind}`) }), ' ', ...richText(sentenceOf(b), model)), b.view));
      });
      box.append(list);
    }
    // The other sets of the same size that work too (a recognizer moved elsewhere, a delegate's answer…).
    const others = fix && fix.found && Array.isArray(fix.alternatives) ? fix.alternatives.filter((a) => Array.isArray(a) && a.length) : [];
    if (others.length) {
      const list = h('ol', { class: 'why-not-alternatives' });
      others.forEach((changes) => list.append(h('li', { class: 'alternative', 'data-actions': changes.map((c) => c.action).join(' ') },
        changeList(model, changes, 'why-not-alternative-changes'),
        h('button', { type: 'button', class: 'btn small try-alternative', text: t('whyNot.tryThis'),
          on: { click: () => this.onTryFix(changes) } }))));
      box.append(h('div', { class: 'why-not-label', text: t('whyNot.alternatives', { n: others.length }) }), list);
    }
  }
}

function valueText(v) {
  return typeof v === 'string' ? v : JSON.stringify(v);
}

/** One fix's changes, a list of `view recognizer.property: from → to`, the views named as `model` names them. */
function changeList(model, changes, cls) {
  const list = h('ul', { class: cls });
  changes.forEach((c) => list.append(h('li', { class: 'change', 'data-action': c.action },
    viewName(model, c.view), ...(c.recognizer ? [' ', code(c.recognizer)] : []), `.${c.property}: `,
    h('code', { text: valueText(c.from) }), ' → ', h('code', { text: valueText(c.to) }))));
  return list;
}
