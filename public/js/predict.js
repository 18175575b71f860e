// Predict first (#predict, ?predict=1): after a touch the answer stays covered (body.predict-pending) until
// the class has picked the view it thinks gets the touch; then the replay plays from the first step and, at
// the last, says whether the guess was right. The candidates are the views under the finger (those whose
// bounds hold the point, and those the trace says did not get it), in the hierarchy's order, and "no view".
// With "each step too" (#predict-steps) the class then predicts, before each hitTest call, which view is asked
// next (among the subviews of the view asking, or the windows); each prediction is marked right or wrong on
// the step it was about, and the score comes with the verdict.
import { h, clear } from './dom.js';
import { t, tParts } from './i18n.js';
import { code } from './explain.js';
import { stepPredictions } from './derive/predict-steps.js';

const NONE = '';

export class Predict {
  /** els: {button, panel}; replay: replay.js's Replay. */
  constructor(els, replay, { onChange }) {
    this.els = els;
    this.replay = replay;
    this.onChange = onChange;
    this.on = false;
    this.trace = null;
    this.model = null;
    this.guess = undefined; // undefined: not guessed yet; NONE: "no view"; else a view id
    this.stepsOn = false; // also predict which view is asked next at each step
    this.points = []; // the steps to predict: {index, answer, candidates}
    this.k = 0; // the point asked now (points.length: all asked)
    this.answers = []; // per point asked: the view the class picked
    this.marked = false; // the last call's mark is shown, with the way on
    els.button.addEventListener('click', () => this.setOn(!this.on));
  }

  setOn(on) {
    this.on = on;
    document.body.classList.toggle('predict', on);
    this.els.button.setAttribute('aria-pressed', String(on));
    if (!on) this.setPending(false);
    else if (this.trace && this.guess === undefined) this.ask();
    this.render();
    this.onChange();
  }

  setPending(pending) {
    this.pending = pending;
    document.body.classList.toggle('predict-pending', pending);
  }

  /** A new trace: in predict mode, cover the answer and ask (unless `revealed`: a link at a given step). */
  onTrace(trace, model, { revealed = false } = {}) {
    this.trace = trace;
    this.model = model;
    this.guess = undefined;
    this.points = [];
    this.answers = [];
    this.k = 0;
    this.marked = false;
    if (this.on && !revealed) this.ask();
    else this.setPending(false);
    this.render();
  }

  ask() {
    this.setPending(true);
    this.replay.pause();
    this.replay.goto(0);
  }

  candidates() {
    const trace = this.trace;
    if (!trace) return [];
    const ids = new Set();
    if (trace.hitView) ids.add(trace.hitView);
    // Every view whose bounds hold the point (its ancestors among them), and those the trace says missed it.
    for (const step of Array.isArray(trace.steps) ? trace.steps : []) if (step.call === 'pointInside' && step.result) ids.add(step.view);
    for (const m of Array.isArray(trace.misses) ? trace.misses : []) ids.add(m.view);
    const order = this.model ? this.model.order.map((n) => n.view.id) : [...ids];
    const known = [...ids].filter((id) => !this.model || this.model.get(id));
    return known.sort((a, b) => order.indexOf(a) - order.indexOf(b));
  }

  choose(id) {
    this.guess = id;
    this.points = this.stepsOn ? stepPredictions(this.trace, this.model) : [];
    this.answers = [];
    this.k = 0;
    this.marked = false;
    if (this.points.length) {
      // The steps before the first call to predict are shown; the answer stays covered until the verdict.
      this.replay.goto(this.points[0].index);
      this.render();
      return;
    }
    this.setPending(false);
    this.render();
    this.replay.goto(0);
    this.replay.play();
  }

  /** The class's prediction for the call asked now: the call is shown, marked right or wrong. */
  chooseStep(id) {
    const point = this.points[this.k];
    this.answers.push(id);
    this.k += 1;
    this.marked = true;
    this.replay.goto(point.index + 1);
    this.markRows();
    this.render();
  }

  /** On to the next call to predict, or, after the last, the rest of the steps and the verdict. */
  next() {
    this.marked = false;
    if (this.k < this.points.length) {
      this.replay.goto(this.points[this.k].index);
      this.render();
      return;
    }
    this.setPending(false);
    this.render();
    this.replay.play();
  }

  /** Each predicted call's row in the replay: right or wrong. */
  markRows() {
    const rows = this.replay.rows || [];
    for (const row of rows) delete row.dataset.predicted;
    this.answers.forEach((id, k) => {
      const row = rows[this.points[k].index];
      if (row) row.dataset.predicted = id === this.points[k].answer ? 'right' : 'wrong';
    });
  }

  /** Right predictions of the calls asked so far. */
  score() {
    return this.answers.filter((id, k) => id === this.points[k].answer).length;
  }

  /** Called at every replay step: the verdict appears with the last step. */
  onStep() {
    this.markRows();
    this.render();
  }

  render() {
    // Step by step, the steps already played are shown (the later ones and the answer stay covered).
    document.body.classList.toggle('predict-stepping', Boolean(this.pending && this.guess !== undefined));
    const panel = clear(this.els.panel);
    panel.hidden = !this.on || !this.trace;
    if (panel.hidden) return;
    if (this.guess === undefined && this.pending) {
      panel.append(h('label', { class: 'predict-steps-option' },
        h('input', { type: 'checkbox', id: 'predict-steps', checked: this.stepsOn, on: { change: (e) => { this.stepsOn = e.target.checked; } } }),
        ' ', t('predictStepsOption')));
      panel.append(h('p', { class: 'predict-ask', text: t('predictAsk') }),
        h('div', { class: 'predict-choices' },
          ...this.candidates().map((id) => h('button', {
            type: 'button', class: 'btn predict-choice', 'data-predict-view': id, text: id, on: { click: () => this.choose(id) },
          })),
          h('button', { type: 'button', class: 'btn predict-choice', 'data-predict-view': NONE, text: t('predictNone'), on: { click: () => this.choose(NONE) } })));
      return;
    }
    if (this.guess === undefined) return;
    const said = this.guess === NONE ? t('predictNone') : code(this.guess);
    panel.append(h('p', { class: 'predict-said' }, ...tParts('predictYouSaid', { view: said })));
    if (this.pending) {
      this.renderStep(panel);
      return;
    }
    const done = !this.replay.overview && this.replay.pos >= this.replay.steps.length;
    if (done || this.replay.overview) {
      const answer = this.trace.hitView || NONE;
      const right = answer === this.guess;
      panel.append(h('p', { class: `predict-verdict ${right ? 'right' : 'wrong'}`, 'data-predict-verdict': right ? 'right' : 'wrong' },
        ...(right ? tParts('predictRight', { view: answer ? code(answer) : t('predictNone') })
          : tParts('predictWrong', { view: answer ? code(answer) : t('predictNone') }))));
      if (this.points.length) {
        panel.append(h('p', { class: 'predict-score', id: 'predict-score', 'data-right': String(this.score()), 'data-total': String(this.points.length),
          text: t('predictScore', { right: this.score(), n: this.points.length }) }));
      }
    } else {
      panel.append(h('p', { class: 'predict-watch muted', text: t('predictWatch') }));
    }
  }

  /** Step by step: the call asked now with its choices, or the last call's mark and the way on. */
  renderStep(panel) {
    const last = this.answers.length - 1;
    if (this.marked && last >= 0) {
      const point = this.points[last];
      const right = this.answers[last] === point.answer;
      panel.append(h('p', { class: `predict-step-verdict ${right ? 'right' : 'wrong'}`, 'data-predict-step-verdict': right ? 'right' : 'wrong' },
        ...tParts(right ? 'predictStepRight' : 'predictStepWrong', { view: code(point.answer) })));
      panel.append(h('p', { class: 'predict-score muted', text: t('predictScoreSoFar', { right: this.score(), n: this.answers.length }) }));
      panel.append(h('button', { type: 'button', class: 'btn', id: 'predict-continue',
        text: t(this.k < this.points.length ? 'predictNextStep' : 'predictReveal'), on: { click: () => this.next() } }));
      return;
    }
    const point = this.points[this.k];
    panel.append(h('p', { class: 'predict-ask', text: t('predictStepAsk', { i: this.k + 1, n: this.points.length }) }),
      h('div', { class: 'predict-choices' },
        ...point.candidates.map((id) => h('button', {
          type: 'button', class: 'btn predict-choice', 'data-predict-step-view': id, text: id, on: { click: () => this.chooseStep(id) },
        }))));
  }
}
