// Predict first (#predict, #predict-button; ?predict=1): after a touch the answer stays covered (the store's
// predict.pending; body.predict-pending) until the class has picked the view it thinks gets the touch; then the
// replay plays from the first step and, at the last, says whether the guess was right. The candidates are the
// views under the finger (those whose bounds hold the point, and those the trace says did not get it), in the
// hierarchy's order, and "no view". With "each step too" (#predict-steps) the class then predicts, before each
// hitTest call, which view is asked next (among the subviews of the view asking, or the windows); each
// prediction is marked right or wrong on the step it was about (the replay's rows), and the score comes with
// the verdict. Every part of it is the store's state.predict.
import { h, clear, setHidden } from '../ui/dom.js';
import { t, tParts } from '../ui/i18n.js';
import { viewName } from '../ui/explain.js';
import { state, subscribe, setPredict, setReplay } from '../state/store.js';
import { nameOf } from '../derive/model.js';
import { stepPredictions } from '../derive/predict-steps.js';
import { stepsOf } from '../derive/replay.js';

const NONE = '';

export class Predict {
  /** els: {button, panel}. */
  constructor(els) {
    this.els = els;
    els.button.addEventListener('click', () => this.setOn(!state.predict.on));
    subscribe(['predict', 'trace', 'replay', 'language'], () => this.render(), { now: true });
  }

  /** Predict mode on (the trace shown is asked about, unless already guessed) or off. */
  setOn(on) {
    const asking = on && Boolean(state.trace) && state.predict.guess === undefined;
    setPredict({ on, pending: asking });
    if (asking) setReplay({ playing: false, overview: false, pos: 0 });
  }

  candidates() {
    const { trace, model } = state;
    if (!trace) return [];
    const ids = new Set();
    if (trace.hitView) ids.add(trace.hitView);
    // Every view whose bounds hold the point (its ancestors among them), and those the trace says missed it.
    for (const step of stepsOf(trace)) if (step.call === 'pointInside' && step.result) ids.add(step.view);
    for (const m of Array.isArray(trace.misses) ? trace.misses : []) ids.add(m.view);
    const order = model ? model.order.map((n) => n.view.id) : [...ids];
    const known = [...ids].filter((id) => !model || model.get(id));
    return known.sort((a, b) => order.indexOf(a) - order.indexOf(b));
  }

  choose(id) {
    const points = state.predict.stepsOn ? stepPredictions(state.trace, state.model) : [];
    if (points.length) {
      // The steps before the first call to predict are shown; the answer stays covered until the verdict.
      setPredict({ guess: id, points, answers: [], k: 0, marked: false });
      setReplay({ playing: false, overview: false, pos: points[0].index });
      return;
    }
    setPredict({ guess: id, points, answers: [], k: 0, marked: false, pending: false });
    setReplay({ playing: true, overview: false, pos: 0 });
  }

  /** The class's prediction for the call asked now: the call is shown, marked right or wrong. */
  chooseStep(id) {
    const { points, k, answers } = state.predict;
    setPredict({ answers: [...answers, id], k: k + 1, marked: true });
    setReplay({ overview: false, pos: points[k].index + 1 });
  }

  /** On to the next call to predict, or, after the last, the rest of the steps and the verdict. */
  next() {
    const { points, k } = state.predict;
    if (k < points.length) {
      setPredict({ marked: false });
      setReplay({ overview: false, pos: points[k].index });
      return;
    }
    setPredict({ marked: false, pending: false });
    setReplay({ playing: true });
  }

  /** Right predictions of the calls asked so far. */
  score() {
    const { answers, points } = state.predict;
    return answers.filter((id, k) => id === points[k].answer).length;
  }

  render() {
    const { on, pending, guess, stepsOn, points } = state.predict;
    const { trace, model } = state;
    this.els.button.setAttribute('aria-pressed', String(on));
    const panel = clear(this.els.panel);
    setHidden(panel, !on || !trace);
    if (panel.hidden) return;
    if (guess === undefined && pending) {
      panel.append(h('label', { class: 'predict-steps-option' },
        h('input', { type: 'checkbox', id: 'predict-steps', checked: stepsOn, on: { change: (e) => setPredict({ stepsOn: e.target.checked }) } }),
        ' ', t('predictStepsOption')));
      panel.append(h('p', { class: 'predict-ask', text: t('predictAsk') }),
        h('div', { class: 'predict-choices' },
          ...this.candidates().map((id) => h('button', {
            type: 'button', class: 'btn predict-choice', 'data-predict-view': id, text: nameOf(model, id), on: { click: () => this.choose(id) },
          })),
          h('button', { type: 'button', class: 'btn predict-choice', 'data-predict-view': NONE, text: t('predictNone'), on: { click: () => this.choose(NONE) } })));
      return;
    }
    if (guess === undefined) return;
    const said = guess === NONE ? t('predictNone') : viewName(model, guess);
    panel.append(h('p', { class: 'predict-said' }, ...tParts('predictYouSaid', { view: said })));
    if (pending) {
      this.renderStep(panel);
      return;
    }
    const { overview, pos } = state.replay;
    const done = !overview && pos >= stepsOf(trace).length;
    if (done || overview) {
      const answer = trace.hitView || NONE;
      const right = answer === guess;
      const view = answer ? viewName(model, answer) : t('predictNone');
      panel.append(h('p', { class: `predict-verdict ${right ? 'right' : 'wrong'}`, 'data-predict-verdict': right ? 'right' : 'wrong' },
        ...(right ? tParts('predictRight', { view }) : tParts('predictWrong', { view }))));
      if (points.length) {
        panel.append(h('p', { class: 'predict-score', id: 'predict-score', 'data-right': String(this.score()), 'data-total': String(points.length),
          text: t('predictScore', { right: this.score(), n: points.length }) }));
      }
    } else {
      panel.append(h('p', { class: 'predict-watch muted', text: t('predictWatch') }));
    }
  }

  /** Step by step: the call asked now with its choices, or the last call's mark and the way on. */
  renderStep(panel) {
    const { points, k, answers, marked } = state.predict;
    const model = state.model;
    const last = answers.length - 1;
    if (marked && last >= 0) {
      const point = points[last];
      const right = answers[last] === point.answer;
      panel.append(h('p', { class: `predict-step-verdict ${right ? 'right' : 'wrong'}`, 'data-predict-step-verdict': right ? 'right' : 'wrong' },
        ...tParts(right ? 'predictStepRight' : 'predictStepWrong', { view: viewName(model, point.answer) })));
      panel.append(h('p', { class: 'predict-score muted', text: t('predictScoreSoFar', { right: this.score(), n: answers.length }) }));
      panel.append(h('button', { type: 'button', class: 'btn', id: 'predict-continue',
        text: t(k < points.length ? 'predictNextStep' : 'predictReveal'), on: { click: () => this.next() } }));
      return;
    }
    const point = points[k];
    panel.append(h('p', { class: 'predict-ask', text: t('predictStepAsk', { i: k + 1, n: points.length }) }),
      h('div', { class: 'predict-choices' },
        ...point.candidates.map((id) => h('button', {
          type: 'button', class: 'btn predict-choice', 'data-predict-step-view': id, text: nameOf(model, id), on: { click: () => this.chooseStep(id) },
        }))));
  }
}
