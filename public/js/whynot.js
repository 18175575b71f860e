// "Why not my view?": for the view picked in the tree or on the drawing, every blocker on its
// way (from POST /api/why-not, sentences in the page's language), each drawn on the drawing (the cover
// outlined, the ancestor's bounds shown), and the smallest proven fix with a "try the fix" button that
// applies the changes to the JSON in the editor and runs the touch again.
//
// Hooks: Inspector calls `show(el, id)` after its "why" line (inspector.js, option onWhy); the Drawing calls
// `marks(drawing, k)` from renderOverlay (draw.js, `extraMarks`); main.js wires both and `onTryFix`.
import { h, clear } from './dom.js';
import { t } from './i18n.js';
import * as api from './api.js';
import { begin } from './state/requests.js';
import { richText, code } from './explain.js';
import { sentenceOf } from './receipt.js';

/** The hierarchy JSON the editor holds, with a fix's changes applied (a deep copy; frames moved in place). */
export function applyChanges(input, changes) {
  const copy = JSON.parse(JSON.stringify(input));
  const parents = [];
  const walk = (view, parent) => {
    if (!view || typeof view !== 'object') return;
    if (typeof view.id === 'string') parents.push({ view, parent });
    for (const sub of Array.isArray(view.subviews) ? view.subviews : []) walk(sub, view);
  };
  if (copy.root) walk(copy.root, null);
  for (const w of Array.isArray(copy.windows) ? copy.windows : []) walk(w, copy);
  const find = (id) => parents.find((p) => p.view.id === id);
  for (const c of changes) {
    const found = find(c.view);
    if (!found) continue;
    const { view, parent } = found;
    if (c.recognizer && c.property === 'view') {
      // The recognizer moved to another view (UIGestureRecognizer.view): out of this view's list, into c.to's.
      const list = Array.isArray(view.gestureRecognizers) ? view.gestureRecognizers : [];
      const i = list.findIndex((r) => r.id === c.recognizer);
      const target = find(c.to);
      if (i >= 0 && target) {
        const [g] = list.splice(i, 1);
        if (!Array.isArray(target.view.gestureRecognizers)) target.view.gestureRecognizers = [];
        target.view.gestureRecognizers.push(g);
      }
    } else if (c.recognizer) {
      // A gesture recognizer's property (past the hit-test: cancelsTouchesInView, requireToFail, …).
      const g = (Array.isArray(view.gestureRecognizers) ? view.gestureRecognizers : []).find((r) => r.id === c.recognizer);
      if (g) g[c.property] = c.to;
    } else if (c.property === 'subviewIndex') {
      const list = parent && (parent === copy ? copy.windows : parent.subviews);
      if (Array.isArray(list)) {
        list.splice(list.indexOf(view), 1);
        list.push(view);
      }
    } else if (c.property === 'center') {
      const dx = c.to.x - c.from.x;
      const dy = c.to.y - c.from.y;
      if (Array.isArray(view.frame)) {
        view.frame[0] += dx;
        view.frame[1] += dy;
      } else if (view.frame && typeof view.frame === 'object') {
        view.frame.x += dx;
        view.frame.y += dy;
      } else {
        view.center = c.to;
      }
    } else {
      view[c.property] = c.to;
    }
  }
  return copy;
}

function valueText(v) {
  return typeof v === 'string' ? v : JSON.stringify(v);
}

/** One fix's changes: `view recognizer.property: from → to` each. */
function changeList(changes, cls) {
  const list = h('ul', { class: cls });
  changes.forEach((c) => list.append(h('li', { class: 'change', 'data-action': c.action },
    code(c.view), ...(c.recognizer ? [' ', code(c.recognizer)] : []), `.${c.property}: `, h('code', { text: valueText(c.from) }), ' → ', h('code', { text: valueText(c.to) }))));
  return list;
}

export class WhyNotPanel {
  /**
   * @param context () => ({input, touch, trace}) — the JSON the page holds, the last touch, its trace
   * @param onTryFix (changes) => void — applies the changes and runs the touch again
   * @param onSelect, onHover — view links
   * @param redraw () => void — the drawing's overlay, after the blockers change
   */
  constructor({ context, onTryFix, onSelect, onHover, redraw }) {
    Object.assign(this, { context, onTryFix, onSelect, onHover, redraw });
    this.answer = null;
  }

  /** Fills `el` (inside the inspector) with the why-not answer for `id`, fetched for the current touch. */
  async show(el, id) {
    const signal = begin('why-not');
    const { input, touch, trace } = this.context();
    this.setAnswer(null);
    const box = h('div', { id: 'why-not', class: 'why-not' });
    el.append(box);
    // The hit-test view is asked too when the receipt says its touch was taken past the hit-test.
    const r = trace && trace.receipt;
    const taken = r && ((Array.isArray(r.takers) && r.takers.length) || r.controlFired === false || !r.heard);
    if (!input || !touch || !trace || !id || (trace.hitView === id && !taken)) return;
    box.append(h('p', { class: 'muted', text: t('whyNot.loading') }));
    let answer;
    try {
      answer = await api.whyNot(input, touch, id, signal);
    } catch (err) {
      if (signal.aborted) return;
      clear(box).append(h('p', { class: 'muted', text: t('whyNot.failed', { message: err.message }) }));
      return;
    }
    if (signal.aborted) return;
    this.setAnswer(answer);
    this.render(clear(box), answer);
  }

  setAnswer(answer) {
    this.answer = answer;
    if (this.redraw) this.redraw();
  }

  render(box, answer) {
    box.dataset.status = answer.status;
    box.append(h('div', { class: 'why-not-status' }, ...richText(sentenceOf(answer))));
    const blockers = Array.isArray(answer.blockers) ? answer.blockers : [];
    if (blockers.length) {
      box.append(h('div', { class: 'why-not-label', text: t('whyNot.blockers', { n: blockers.length }) }));
      const list = h('ol', { class: 'why-not-blockers' });
      blockers.forEach((b) => {
        const item = h('li', { class: `blocker blocker-${b.kind}`, 'data-kind': b.kind, 'data-view': String(b.view ?? '') },
          h('span', { class: 'blocker-kind', text: t(`whyNot.kind.${b.kind}`) }), ' ', ...richText(sentenceOf(b)));
        this.linkify(item, b.view);
        list.append(item);
      });
      box.append(list);
    }
    const fix = answer.fix;
    if (fix && fix.found && Array.isArray(fix.changes) && fix.changes.length) {
      box.append(h('div', { class: 'why-not-label', text: t('whyNot.fix', { n: fix.changes.length }) }));
      box.append(changeList(fix.changes, 'why-not-changes'));
      box.append(h('p', { class: 'muted small', text: t('whyNot.proven', { runs: fix.search ? fix.search.runs : 0 }) }));
      box.append(h('button', { type: 'button', id: 'try-fix', class: 'btn small', text: t('whyNot.tryFix'),
        on: { click: () => this.onTryFix(fix.changes) } }));
      // The other sets of the same size that work too (a recognizer moved elsewhere, a delegate's answer…).
      const others = Array.isArray(fix.alternatives) ? fix.alternatives.filter((a) => Array.isArray(a) && a.length) : [];
      if (others.length) {
        box.append(h('div', { class: 'why-not-label', text: t('whyNot.alternatives', { n: others.length }) }));
        const list = h('ol', { class: 'why-not-alternatives' });
        others.forEach((changes) => list.append(h('li', { class: 'alternative', 'data-actions': changes.map((c) => c.action).join(' ') },
          changeList(changes, 'why-not-alternative-changes'),
          h('button', { type: 'button', class: 'btn small try-alternative', text: t('whyNot.tryThis'),
            on: { click: () => this.onTryFix(changes) } }))));
        box.append(list);
      }
    } else if (fix && !fix.found && (answer.status === 'missed' || answer.status === 'taken')) {
      box.append(h('p', { class: 'muted', text: sentenceOf(fix) }));
    }
  }

  linkify(el, id) {
    if (!id) return;
    el.classList.add('linked');
    el.addEventListener('click', () => this.onSelect(String(id)));
    el.addEventListener('pointerenter', () => this.onHover(String(id)));
    el.addEventListener('pointerleave', () => this.onHover(null));
  }

  /** The blockers drawn: covers outlined, ancestors' bounds shown, the rest marked. */
  marks(drawing) {
    const answer = this.answer;
    if (!answer || !Array.isArray(answer.blockers)) return [];
    const out = [];
    const seen = new Set();
    for (const b of answer.blockers) {
      if (!b.view || seen.has(`${b.kind}:${b.view}`)) continue;
      seen.add(`${b.kind}:${b.view}`);
      const cls = b.kind === 'covered' || b.kind === 'coveredByWindow' ? 'blocker-cover'
        : b.kind === 'outsideAncestor' ? 'blocker-ancestor' : 'blocker-other';
      const mark = drawing.outline(b.view, cls);
      if (mark) {
        mark.setAttribute('data-blocker', b.kind);
        out.push(mark);
      }
    }
    return out;
  }
}
