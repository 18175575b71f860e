// The page's modes as classes of <body>, which style.css reads: projector, predict (and predict-pending while
// the class guesses, predict-stepping while it predicts step by step), answer-kept (nothing on the page gives the
// answer away: while the class guesses, while it watches the replay of its guess before the verdict, and at a
// lesson's stop until its answer is revealed), later-steps-kept (the replay's later calls hidden while the answer
// is kept and the class walks the calls), lesson-revealed, data-phone-tab (the tab a phone shows under the
// result), editing (the JSON tab, a wider left column), results-stale (what is shown is the answer before a
// refused change), ready (started from its address), touch-device (fingers, not a mouse).
import { state, subscribe } from '../state/store.js';
import { isTouchDevice } from '../ui/phone.js';
import { stepsOf } from '../derive/replay.js';

export class PageModes {
  constructor(body) {
    this.body = body;
    body.classList.toggle('touch-device', isTouchDevice());
    subscribe(['projector', 'predict', 'lesson', 'trace', 'replay', 'phoneTab', 'tab', 'stale', 'ready'], () => this.render(), { now: true });
  }

  render() {
    const { classList } = this.body;
    const { predict, replay } = state;
    classList.toggle('projector', state.projector);
    classList.toggle('predict', predict.on);
    classList.toggle('predict-pending', predict.on && predict.pending);
    classList.toggle('predict-stepping', Boolean(predict.on && predict.pending && predict.guess !== undefined));
    const atEnd = replay.overview || replay.pos >= stepsOf(state.trace).length;
    const watching = predict.on && !predict.pending && predict.guess !== undefined && !atEnd;
    const lessonKept = Boolean(state.lesson.stop) && !state.lesson.revealed;
    classList.toggle('answer-kept', (predict.on && predict.pending) || watching || lessonKept);
    classList.toggle('later-steps-kept', watching || lessonKept);
    classList.toggle('lesson-revealed', Boolean(state.lesson.stop) && state.lesson.revealed);
    this.body.dataset.phoneTab = state.phoneTab;
    classList.toggle('editing', state.tab === 'json');
    classList.toggle('results-stale', state.stale);
    classList.toggle('ready', state.ready);
  }
}
