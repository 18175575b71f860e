// Replaying the traversal (#replay-card): every hitTest / pointInside call and every return, in order, one at a
// time. Where the replay is (state.replay: `pos` steps shown, 0…n; the overview lists every step with none
// current) and whether it plays are the store's; actions/replay.js keeps the timer. A fresh trace opens in the
// overview. The keyboard: ← → step, Home End, space plays; the steps are one Tab stop (the current step), ↑ ↓
// move between them, Enter goes to one. In predict mode, each predicted call's row says whether the class was
// right.
import { h, clear, pt, scrollWithin, setText, setAttributes, setHidden, afterPaint, noneChanged } from '../ui/dom.js';
import { t, tParts } from '../ui/i18n.js';
import { stepSentence, reasonLabel, viewName } from '../ui/explain.js';
import { state, subscribe, setReplay } from '../state/store.js';
import { nameOf } from '../derive/model.js';
import { stepsOf } from '../derive/replay.js';

export class Replay {
  /** els: {card, list, counter, narration, start, back, play, forward, end, speed}. */
  constructor(els) {
    this.els = els;
    this.rows = [];
    els.start.addEventListener('click', () => this.goto(0));
    els.back.addEventListener('click', () => this.back());
    els.forward.addEventListener('click', () => this.forward());
    els.end.addEventListener('click', () => this.goto(stepsOf(state.trace).length));
    els.play.addEventListener('click', () => this.toggle());
    els.speed.addEventListener('change', () => setReplay({ speed: Number(els.speed.value) || 1 }));
    els.list.addEventListener('keydown', (event) => this.handleRowKey(event));
    document.addEventListener('keydown', (event) => this.handleKey(event));
    // Drawn from the trace (a new hierarchy comes with its trace: an edit's answer), in the model's names.
    // A touch's rows once the frame showing its answer is painted (then marked at the step shown); until then
    // the step shown is not marked on rows of the trace before.
    this.renderLater = afterPaint(() => {
      this.render();
      this.update();
    });
    subscribe(['trace', 'language'], (changed) => (noneChanged(changed, ['language']) ? this.renderLater() : this.renderLater.now()), { now: true });
    subscribe(['trace', 'language', 'replay', 'predict'], () => { if (!this.renderLater.pending) this.update(); }, { now: true });
  }

  get steps() {
    return stepsOf(state.trace);
  }

  /** The rows, one per step (again after a change of language). */
  render() {
    setHidden(this.els.card, !state.trace);
    const model = state.model;
    const list = clear(this.els.list);
    this.rows = this.steps.map((step, i) => {
      const result = [];
      if (step.call === 'pointInside') {
        result.push(h('span', { class: `result ${step.result ? 'yes' : 'no'}`, text: step.result ? '✓ true' : '✗ false' }));
      } else if (step.call === 'return') {
        result.push(h('span', { class: `result ${step.result ? 'yes' : 'no'}`, text: `→ ${step.result ? nameOf(model, step.result) : 'nil'}` }));
        if (step.reason) result.push(h('span', { class: `reason reason-${step.reason}`, text: reasonLabel(step.reason) }));
      }
      const row = h('li', {
        class: `step call-${step.call}`, 'data-step': String(i), role: 'button', tabindex: '-1',
        on: { click: () => this.goto(i + 1) },
      },
      h('span', { class: 'step-index', text: String(i + 1) }),
      h('span', { class: 'step-body' },
        h('span', { class: 'step-call', text: step.call }),
        h('span', { class: 'step-view', 'data-view': String(step.view), text: nameOf(model, step.view) }),
        step.call === 'return' ? null : h('span', { class: 'step-point', text: pt(step.point) }),
        ...result));
      row.style.setProperty('--depth', String(Number.isFinite(step.depth) ? step.depth : 0));
      list.append(row);
      return row;
    });
  }

  goto(pos) {
    setReplay({ overview: false, pos: Math.max(0, Math.min(this.steps.length, pos)) });
  }

  forward() {
    const { overview, pos } = state.replay;
    setReplay({ playing: false });
    this.goto(overview ? 1 : pos + 1);
  }

  back() {
    const { overview, pos } = state.replay;
    setReplay({ playing: false });
    this.goto(overview ? this.steps.length : pos - 1);
  }

  toggle() {
    if (state.replay.playing) {
      setReplay({ playing: false });
      return;
    }
    const n = this.steps.length;
    if (!n) return;
    const { overview, pos } = state.replay;
    setReplay({ playing: true, overview: false, pos: overview || pos >= n ? 0 : pos });
  }

  /** The controls, the current row, the counter and the narration, as the store's replay says. */
  update() {
    const { els } = this;
    const n = this.steps.length;
    const { pos, overview, playing } = state.replay;
    const current = !overview && pos > 0 ? this.steps[pos - 1] : null;
    const answers = predictedRows(state.predict);
    this.rows.forEach((row, i) => {
      const isCurrent = current !== null && i === pos - 1;
      row.classList.toggle('is-current', isCurrent);
      row.classList.toggle('is-future', !overview && i >= pos);
      if (isCurrent) setAttributes(row, { 'aria-current': 'step' });
      else if (row.hasAttribute('aria-current')) row.removeAttribute('aria-current');
      if (isCurrent) scrollWithin(els.list, row);
      if (answers.has(i)) row.dataset.predicted = answers.get(i);
      else delete row.dataset.predicted;
    });
    // One Tab stop for the steps: the current one (else the first).
    const active = current !== null ? this.rows[pos - 1] : this.rows[0];
    for (const row of this.rows) setAttributes(row, { tabindex: row === active ? '0' : '-1' });
    setText(els.counter, n === 0 ? '' : overview ? t('stepsTotal', { n }) : t('stepOf', { i: pos, n }));
    els.back.disabled = n === 0 || (!overview && pos === 0);
    els.forward.disabled = n === 0 || (!overview && pos >= n);
    els.start.disabled = n === 0;
    els.end.disabled = n === 0;
    els.play.disabled = n === 0;
    els.play.classList.toggle('playing', playing);
    setAttributes(els.play, { 'aria-pressed': String(playing), title: t(playing ? 'pause' : 'play'), 'aria-label': t(playing ? 'pause' : 'play') });
    if (Number(els.speed.value) !== state.replay.speed) els.speed.value = String(state.replay.speed);
    this.narrate(current);
  }

  narrate(step) {
    const box = clear(this.els.narration);
    if (!step) {
      box.append(h('span', { class: 'muted' }, ...(this.steps.length ? tParts('replayHint') : [])));
      return;
    }
    const head = h('div', { class: 'narration-head' },
      h('span', { class: `step-call call-${step.call}`, text: step.call }), ' ', viewName(state.model, step.view),
      step.point ? h('span', { class: 'narration-point', text: ` ${t('localPoint')} ${pt(step.point)}` }) : '');
    box.append(head, h('div', { class: 'narration-text' }, ...stepSentence(step, state.model)));
  }

  /** ↑ ↓ between the steps, Enter or space on one goes to it. */
  handleRowKey(event) {
    const row = event.target instanceof HTMLElement ? event.target.closest('[data-step]') : null;
    if (!row || event.altKey || event.ctrlKey || event.metaKey) return;
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      event.stopPropagation();
      row.click();
    } else if (event.key === 'ArrowUp' || event.key === 'ArrowDown') {
      event.preventDefault();
      event.stopPropagation();
      const next = event.key === 'ArrowDown' ? row.nextElementSibling : row.previousElementSibling;
      if (!next) return;
      next.click();
      next.focus();
    }
  }

  handleKey(event) {
    if (!this.steps.length || event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
    const target = event.target;
    const typing = target instanceof HTMLElement
      && (target.isContentEditable || ['TEXTAREA', 'SELECT'].includes(target.tagName)
        || (target.tagName === 'INPUT' && !['checkbox', 'radio', 'button'].includes(target.type)));
    if (typing) return;
    if (target instanceof HTMLElement && target.closest('[role="tree"]') && ['ArrowUp', 'ArrowDown'].includes(event.key)) return;
    switch (event.key) {
      case 'ArrowRight':
        this.forward();
        break;
      case 'ArrowLeft':
        this.back();
        break;
      case 'Home':
        setReplay({ playing: false });
        this.goto(0);
        break;
      case 'End':
        setReplay({ playing: false });
        this.goto(this.steps.length);
        break;
      case ' ':
        if (target instanceof HTMLElement && ['BUTTON', 'A'].includes(target.tagName)) return;
        this.toggle();
        break;
      default:
        return;
    }
    event.preventDefault();
  }
}

/** Each predicted call's row (its step's index) → 'right' or 'wrong'. */
function predictedRows(predict) {
  const rows = new Map();
  predict.answers.forEach((id, k) => {
    const point = predict.points[k];
    if (point) rows.set(point.index, id === point.answer ? 'right' : 'wrong');
  });
  return rows;
}
