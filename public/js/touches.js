// Touches: posting one (a point, a gesture shorthand, a recorded sequence; typed in the form or made on
// the drawing) and showing the trace that comes back.
import * as api from './api.js';
import { $ } from './dom.js';
import { language } from './i18n.js';
import * as store from './state/store.js';
import { state } from './state/store.js';
import { views } from './views.js';
import { setUrl } from './url.js';
import { linkParams, tracePoint } from './derive/links.js';
import { showApiError } from './api-error.js';
import { markStale } from './ui.js';
import { showEditOutcome } from './edit-outcome.js';
import { begin } from './state/requests.js';

/** Posts a touch: {x, y} (a tap), a shorthand such as {gesture: 'longPress', …}, or {sequence: […]}. */
export async function touch(input, { autoplay = false } = {}) {
  if (!state.model || !state.input) return;
  const signal = begin('trace'); // a touch or an edit's re-trace sent later wins
  const made = Array.isArray(input.sequence) || typeof input.gesture === 'string' ? input : { x: input.x, y: input.y };
  store.setTouch(made);
  try {
    const trace = state.storedId
      ? await api.touchStored(state.storedId, made, signal)
      : await api.hitTest(state.input, made, signal);
    if (signal.aborted) return;
    store.setTrace(trace, { autoplay });
    if (state.storedId) setUrl(linkParams(trace, state.storedId), language());
  } catch (err) {
    if (signal.aborted) return;
    showApiError(err);
  }
}

/**
 * The trace shown, asked for again in the page's language: the same trace (its id, its touch), its sentences
 * said in the new language. Resolves true when it replaced the trace (the caller redraws the words).
 */
export async function retranslate() {
  const trace = state.trace;
  if (!trace || (!trace.id && !state.touch)) return false;
  try {
    const again = trace.id ? await api.getTrace(trace.id) : await api.hitTest(state.input, state.touch);
    if (state.trace !== trace) return false; // a newer touch came meanwhile
    store.setStoredTrace(again);
    return true;
  } catch {
    return false;
  }
}

/** Draws the store's trace everywhere, or clears it (subscribed to the store's 'trace'). */
export function showTrace({ autoplay, previous }) {
  const { result, tree, drawing, replay, timeline, compare, shareState, predict } = views;
  const trace = state.trace;
  const edit = state.editStart !== null;
  if (!trace) {
    result.clear();
    tree.setTrace(null);
    drawing.setTrace(null);
    replay.clear();
    timeline.clear();
    $('#replay-card').hidden = true;
    $('#touch-error').hidden = true;
    return;
  }
  markStale(false);
  const point = tracePoint(trace);
  if (point) {
    $('#touch-x').value = String(point.x);
    $('#touch-y').value = String(point.y);
  }
  $('#touch-error').hidden = true;
  result.show(trace);
  tree.setTrace(trace);
  drawing.setTrace(trace);
  $('#replay-card').hidden = false;
  timeline.show(trace);
  replay.load(trace, state.model, { autoplay });
  store.select(trace.hitView && state.model.get(trace.hitView) ? trace.hitView : state.selected);
  showEditOutcome(previous, trace); // the hit view before and after an edit
  compare.setCurrent(trace, state.model);
  shareState.refreshBase(); // the link names this touch
  predict.onTrace(trace, state.model, { revealed: state.revealNext }); // the answer covered in predict mode
  store.setRevealNext(false);
  // An edit's outcome is on the page (the labels follow in a microtask, before the next frame).
  if (edit) performance.measure('hittrace-edit-traced', 'hittrace-edit');
}

// ---- the typed touch: a gesture picked from the menu at the point typed ----

/** Posts the touch the form describes, when it describes one. */
export function touchTyped() {
  const typed = typedTouch();
  if (typed) touch(typed);
}

/** The touch the form describes: a bare point for a tap (as before), else the API's shorthand. */
function typedTouch() {
  const x = Number($('#touch-x').value);
  const y = Number($('#touch-y').value);
  if (!Number.isFinite(x) || !Number.isFinite(y)) return null;
  switch ($('#touch-gesture').value) {
    case 'doubleTap': return { gesture: 'doubleTap', x, y };
    case 'longPress': return { gesture: 'longPress', x, y };
    case 'drag': {
      const toX = $('#touch-to-x').value === '' ? x : Number($('#touch-to-x').value);
      const toY = $('#touch-to-y').value === '' ? y - 100 : Number($('#touch-to-y').value);
      if (!Number.isFinite(toX) || !Number.isFinite(toY)) return null;
      return { gesture: 'drag', from: [x, y], to: [toX, toY] };
    }
    default: return { x, y };
  }
}

/** A drag needs where it ends: two more fields, shown only for it (empty means 100 pt up). */
export function showDragFields() {
  $('#drag-to').hidden = $('#touch-gesture').value !== 'drag';
}

/** The loaded preset's suggested touch, replayed as it runs. */
export function touchSuggested() {
  if (state.preset && state.preset.touch) touch(state.preset.touch, { autoplay: true });
}
