// Touches: posting one (a point, a gesture shorthand, a recorded sequence; typed in the form or made on the
// drawing), a link's stored trace shown, and the trace shown asked for again in another language.
import * as api from '../api.js';
import * as store from '../state/store.js';
import { state } from '../state/store.js';
import { begin } from '../state/requests.js';
import { describeError } from '../derive/edit.js';
import * as instrument from '../instrument.js';

/** A request failed: said under the touch form; what is shown is marked out of date. */
function failed(err) {
  store.setStale(Boolean(state.trace) || Boolean(state.model));
  store.setApiError(describeError(err, state.model));
}

/**
 * Posts a touch: {x, y} (a tap), a shorthand such as {gesture: 'longPress', …}, or {sequence: […]}, on the
 * hierarchy shown (stored: the trace is stored too and a link can name it). `autoplay`: the replay runs from
 * the first step; `step`: the replay shows that step ({pos, overview}, a link's ?step=).
 */
export async function touch(input, { autoplay = false, step = null } = {}) {
  if (!state.model || !state.input) return;
  const signal = begin('trace'); // a touch sent later wins
  const made = Array.isArray(input.sequence) || typeof input.gesture === 'string' ? input : { x: input.x, y: input.y };
  const hierarchy = state.input;
  const sent = instrument.markTouch();
  store.setTouch(made);
  try {
    const trace = state.storedId
      ? await api.touchStored(state.storedId, made, signal)
      : await api.hitTest(hierarchy, made, signal);
    // Dropped when a later touch was sent, or the hierarchy changed meanwhile (an edit traces the touch itself).
    if (signal.aborted || state.input !== hierarchy) return;
    const answered = instrument.now();
    store.setTrace(trace, { autoplay, step });
    instrument.touchShown(sent, answered);
  } catch (err) {
    if (!signal.aborted) failed(err);
  }
}

/** A link to a gesture names its stored trace (?t=): shown as it was, the touch kept for edits to re-run. */
export async function openStoredTrace(traceId, { step = null } = {}) {
  try {
    const trace = await api.getTrace(traceId);
    if (trace.hierarchyId !== state.storedId) return;
    store.setTouch(trace.touch);
    store.setTrace(trace, { autoplay: step === null, step });
  } catch (err) {
    store.notify({ key: 'traceFailed', params: { id: traceId, message: err.message }, kind: 'error' });
  }
}

/** The trace shown, asked for again in the page's language: the same trace (its id, its touch), its sentences
 *  said in the new language. */
export async function retranslate() {
  const trace = state.trace;
  if (!trace || (!trace.id && !state.touch)) return;
  const signal = begin('retranslate');
  try {
    const again = trace.id ? await api.getTrace(trace.id) : await api.hitTest(state.input, state.touch, signal);
    if (!signal.aborted && state.trace === trace) store.setStoredTrace(again);
  } catch {
    // the words stay in the language they were said in
  }
}
