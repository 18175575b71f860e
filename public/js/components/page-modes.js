// The page's modes as classes of <body>, which style.css reads: projector, predict (and predict-pending while
// the class guesses, predict-stepping while it predicts step by step), editing (the JSON tab, a wider left
// column), results-stale (what is shown is the answer before a refused change), ready (started from its
// address), touch-device (fingers, not a mouse).
import { state, subscribe } from '../state/store.js';
import { isTouchDevice } from '../ui/phone.js';

export class PageModes {
  constructor(body) {
    this.body = body;
    body.classList.toggle('touch-device', isTouchDevice());
    subscribe(['projector', 'predict', 'tab', 'stale', 'ready'], () => this.render(), { now: true });
  }

  render() {
    const { classList } = this.body;
    const { predict } = state;
    classList.toggle('projector', state.projector);
    classList.toggle('predict', predict.on);
    classList.toggle('predict-pending', predict.on && predict.pending);
    classList.toggle('predict-stepping', Boolean(predict.on && predict.pending && predict.guess !== undefined));
    classList.toggle('editing', state.tab === 'json');
    classList.toggle('results-stale', state.stale);
    classList.toggle('ready', state.ready);
  }
}
