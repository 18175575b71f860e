// The replay playing: one step every interval (the speed chosen), until the last. Whether it plays is the
// store's (state.replay.playing); this keeps the timer in step with it.
import * as store from '../state/store.js';
import { state } from '../state/store.js';
import { every, stop, running } from '../state/timers.js';

const BASE_INTERVAL_MS = 900;

/** Starts, restarts (a new speed) or stops the replay's timer as state.replay says. */
export function syncReplay() {
  const { playing, speed } = state.replay;
  if (!playing) {
    stop('replay');
    return;
  }
  const tick = () => {
    const steps = Array.isArray(state.trace && state.trace.steps) ? state.trace.steps.length : 0;
    const pos = Math.min(steps, state.replay.pos + 1);
    store.setReplay({ pos, overview: false, playing: pos < steps });
  };
  const starting = !running('replay');
  every('replay', BASE_INTERVAL_MS / (speed || 1), tick);
  if (starting && state.replay.pos === 0) tick();
}
