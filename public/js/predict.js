// Predict first (#predict, ?predict=1): after a touch the answer stays covered (body.predict-pending) until
// the class has picked the view it thinks gets the touch; then the replay plays from the first step and, at
// the last, says whether the guess was right. The candidates are the views under the finger (those whose
// bounds hold the point, and those the trace says did not get it), in the hierarchy's order, and "no view".
import { h, clear } from './dom.js';
import { t, tParts } from './i18n.js';
import { code } from './explain.js';

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
    this.setPending(false);
    this.render();
    this.replay.goto(0);
    this.replay.play();
  }

  /** Called at every replay step: the verdict appears with the last step. */
  onStep() {
    this.render();
  }

  render() {
    const panel = clear(this.els.panel);
    panel.hidden = !this.on || !this.trace;
    if (panel.hidden) return;
    if (this.guess === undefined && this.pending) {
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
    const done = !this.replay.overview && this.replay.pos >= this.replay.steps.length;
    if (done || this.replay.overview) {
      const answer = this.trace.hitView || NONE;
      const right = answer === this.guess;
      panel.append(h('p', { class: `predict-verdict ${right ? 'right' : 'wrong'}`, 'data-predict-verdict': right ? 'right' : 'wrong' },
        ...(right ? tParts('predictRight', { view: answer ? code(answer) : t('predictNone') })
          : tParts('predictWrong', { view: answer ? code(answer) : t('predictNone') }))));
    } else {
      panel.append(h('p', { class: 'predict-watch muted', text: t('predictWatch') }));
    }
  }
}
