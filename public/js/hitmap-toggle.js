// The hit-map option: when checked, the map of who gets a touch where, for the hierarchy loaded. Nothing is
// stored for a map: an edited hierarchy's comes in its edit's answer, or from the one-shot route.
import * as api from './api.js';
import { $ } from './dom.js';
import { t } from './i18n.js';
import { state, setHitMapAsked, setHitMapPreview } from './state/store.js';
import { views } from './views.js';
import { stepFor } from './hitmap.js';
import { Model, normalizeHierarchy } from './derive/model.js';
import { toast } from './toast.js';
import { abort, begin, isAborted } from './state/requests.js';

/** The map of `input` at `step`, nothing stored: a stored hierarchy's from its own route (its id makes the
 *  picture's download link), an edited one's from the one-shot route (hitmap.js downloads its picture by
 *  posting it again). */
function mapOf(input, step, signal) {
  if (input === state.input && state.storedId) return api.hitMap(state.storedId, { step }, signal);
  return api.oneShotHitMap(input, { step }, signal).then((map) => Object.assign(map, { hierarchyInput: input }));
}

/** The step of the map for `model` when the map is shown, else null (no map to ask for with an edit). */
export function hitMapStep(model) {
  return $('#opt-hitmap').checked && state.model ? stepFor(model.bbox) : null;
}

/** The map of an edited hierarchy at `step` comes in the edit's answer (`map`, a promise of it), so the redraw
 *  can draw it in the same frame. → a promise settled (never rejected) once the answer is here. */
export function expectHitMap(input, step, map) {
  const asked = Object.freeze({
    input, step, askedAt: performance.now(), answered: null,
    map: map.then((value) => Object.assign(value, { hierarchyInput: input })),
  });
  setHitMapAsked(asked); // the map coming with the edit's answer (state.hitMapAsked)
  // Once here, the store's entry says so (unless another edit's map was asked for, or this one taken, meanwhile).
  return asked.map.then((value) => {
    if (state.hitMapAsked === asked) setHitMapAsked(Object.freeze({ ...asked, answered: { map: value, at: performance.now() } }));
  }, () => {}); // refreshHitMap reports a failure when it takes the map
}

/** The map for the hierarchy loaded at `step`: the one asked for early when it is that one, else asked now.
 *  → { map, askedAt, answeredAt }. */
async function mapFor(step, signal) {
  const early = state.hitMapAsked;
  const mine = early && early.input === state.input && early.step === step ? early : null;
  setHitMapAsked(null);
  if (mine) {
    try {
      const map = await mine.map;
      return { map, askedAt: mine.askedAt, answeredAt: mine.answered ? mine.answered.at : performance.now() };
    } catch (err) {
      if (!isAborted(err)) throw err; // the edit's request gave way to a touch: the map is asked for alone
    }
  }
  const askedAt = performance.now();
  const map = await mapOf(state.input, step, signal);
  return { map, askedAt, answeredAt: performance.now() };
}

/** The map asked for early for the hierarchy loaded at `step`, when its answer is already here, else null. */
function mapHere(step) {
  const mine = state.hitMapAsked;
  if (!mine || !mine.answered || mine.input !== state.input || mine.step !== step) return null;
  setHitMapAsked(null);
  return { map: mine.answered.map, askedAt: mine.askedAt, answeredAt: mine.answered.at };
}

// A view being dragged: the map of each new frame, asked for one at a time (the latest frame waits while one
// is on its way), through the one-shot route (nothing stored for a frame the user passes through). What is
// under way is the store's state.hitMapPreview: { busy, next, shown }.

/** Draws the map of the hierarchy `edited()` makes (a view where the user is dragging it) when the map is
 *  shown; it is made only for the frames sent, not for those a later move replaced. Timed as the performance
 *  measure 'hittrace-hitmap-preview': from the move to the map drawn. */
export function previewHitMap(edited) {
  if (!$('#opt-hitmap').checked || !state.model) return;
  setHitMapPreview({ next: { edited, movedAt: performance.now() } });
  if (!state.hitMapPreview.busy) sendPreview();
}

async function sendPreview() {
  const { edited, movedAt } = state.hitMapPreview.next;
  setHitMapPreview({ next: null, busy: true });
  const signal = begin('hitmap-preview');
  try {
    const input = edited();
    if (!input) return;
    const model = new Model(normalizeHierarchy(input));
    const map = await api.oneShotHitMap(input, { step: stepFor(model.bbox) }, signal);
    // Dropped when the drag ended or the hierarchy was redrawn meanwhile (the request was aborted).
    if (!signal.aborted) {
      views.hitMapView.show(map, model, views.drawing.hitMapLayer);
      setHitMapPreview({ shown: true });
      performance.measure('hittrace-hitmap-preview', { start: movedAt });
    }
  } catch {
    // A frame with no answer (the server gone, a hierarchy it refuses): the last map stays; the release's
    // edit reports what is wrong, as any edit does.
  } finally {
    setHitMapPreview({ busy: false });
    if (state.hitMapPreview.next) sendPreview();
  }
}

/** The drag ended without an edit (released where it began, or cancelled): the hierarchy's own map again. */
export function endHitMapPreview() {
  abort('hitmap-preview');
  setHitMapPreview({ next: null });
  if (state.hitMapPreview.shown) refreshHitMap();
}

/** Draws the map for the hierarchy loaded, or clears it when the option is off. Timed as performance
 *  measures (scripts/bench/page_hitmap.py, the page tests): 'hittrace-hitmap' (asked for → drawn), its parts
 *  'hittrace-hitmap-server' (the request until its answer; a map asked for early may have been answered before
 *  the redraw took it) and 'hittrace-hitmap-draw', and after an edit 'hittrace-hitmap-drawn' (from the mark
 *  'hittrace-edit' to the map drawn). */
export async function refreshHitMap() {
  const { hitMapView, drawing } = views;
  const signal = begin('hitmap');
  // The hierarchy drawn now is what the map shows: a drag's preview still on its way is dropped.
  abort('hitmap-preview');
  setHitMapPreview({ shown: false });
  if (!$('#opt-hitmap').checked || !state.model || !state.input) {
    setHitMapAsked(null);
    hitMapView.clear();
    abort('hitmap');
    return;
  }
  const editStart = state.editStart; // the mark 'hittrace-edit' of the edit under way, or null
  try {
    // An answer already here is drawn in this task, before the drawing is laid out for the overlay.
    const step = stepFor(state.model.bbox);
    const { map, askedAt, answeredAt } = mapHere(step) || await mapFor(step, signal);
    if (signal.aborted) return;
    const d0 = performance.now();
    hitMapView.show(map, state.model, drawing.hitMapLayer);
    performance.measure('hittrace-hitmap-server', { start: askedAt, end: answeredAt });
    performance.measure('hittrace-hitmap-draw', { start: d0 });
    performance.measure('hittrace-hitmap', { start: askedAt });
    if (editStart !== null) performance.measure('hittrace-hitmap-drawn', { start: editStart });
  } catch (err) {
    if (signal.aborted) return;
    hitMapView.clear();
    toast(t('hitMapFailed', { message: err.message }), 'error');
  }
}
