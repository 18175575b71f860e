// The hit-map option: when checked, the map of who gets a touch where, for the hierarchy loaded.
import * as api from './api.js';
import { $ } from './dom.js';
import { t } from './i18n.js';
import { state } from './store.js';
import { views } from './views.js';
import { stepFor } from './hitmap.js';
import { Model, normalizeHierarchy } from './model.js';
import { toast } from './toast.js';

let hitMapSeq = 0;
// The hierarchy's JSON → { promise, id } it was stored under for a map; `id` is set once known, so a map asked
// for again (a property toggled back, an undo) goes out at once, without waiting for a task. The most recent
// STORED_KEPT are kept (every new value typed in the inspector is a new hierarchy).
const storedForMap = new Map();
const STORED_KEPT = 64;
let early = null; // the map asked for as an edit was sent: { input, step, askedAt, map, answered }

/** A hierarchy (not the one loaded from the store) stored once for maps: { promise, id }. */
function storedFor(input) {
  const key = JSON.stringify(input);
  if (!storedForMap.has(key)) {
    const entry = { id: null };
    entry.promise = api.storeHierarchy(input).then((stored) => (entry.id = stored.id));
    entry.promise.catch(() => { if (storedForMap.get(key) === entry) storedForMap.delete(key); }); // tried again next time
    storedForMap.set(key, entry);
    if (storedForMap.size > STORED_KEPT) storedForMap.delete(storedForMap.keys().next().value);
  }
  return storedForMap.get(key);
}

/** The map of `input` at `step`. A stored hierarchy's comes from its own route (its id makes the picture's
 *  download link); an edited one's from the one-shot route at once, without waiting for it to be stored: it is
 *  stored meanwhile, and the link added to the list when it is. */
function mapOf(input, step) {
  if (input === state.input && state.storedId) return api.hitMap(state.storedId, { step });
  const entry = storedFor(input);
  if (entry.id) return api.hitMap(entry.id, { step });
  return api.oneShotHitMap(input, { step }).then((map) => {
    entry.promise.then((id) => {
      map.hierarchyId = id;
      if (views.hitMapView.map === map) views.hitMapView.renderList();
    }, () => {});
    return map;
  });
}

/** Asks for the map of an edited hierarchy (`model` indexes it) as soon as the edit is sent, beside its
 *  re-trace, so the redraw can draw it in the same frame. → a promise settled (never rejected) once the answer
 *  is here, or null (no map shown). */
export function askHitMapEarly(input, model) {
  if (!$('#opt-hitmap').checked || !state.model) return null;
  const step = stepFor(model.bbox);
  const asked = { input, step, askedAt: performance.now(), map: mapOf(input, step), answered: null };
  early = asked;
  return asked.map.then((value) => { asked.answered = { map: value, at: performance.now() }; }, () => {}); // refreshHitMap reports a failure when it takes the map
}

/** The map for the hierarchy loaded at `step`: the one asked for early when it is that one, else asked now.
 *  → { map, askedAt, answeredAt }. */
async function mapFor(step) {
  const mine = early && early.input === state.input && early.step === step ? early : null;
  early = null;
  if (mine) {
    const map = await mine.map;
    return { map, askedAt: mine.askedAt, answeredAt: mine.answered ? mine.answered.at : performance.now() };
  }
  const askedAt = performance.now();
  const map = await mapOf(state.input, step);
  return { map, askedAt, answeredAt: performance.now() };
}

/** The map asked for early for the hierarchy loaded at `step`, when its answer is already here, else null. */
function mapHere(step) {
  const mine = early;
  if (!mine || !mine.answered || mine.input !== state.input || mine.step !== step) return null;
  early = null;
  return { map: mine.answered.map, askedAt: mine.askedAt, answeredAt: mine.answered.at };
}

// A view being dragged: the map of each new frame, asked for one at a time (the latest frame waits while one
// is on its way), through the one-shot route (nothing stored for a frame the user passes through).
const preview = { seq: 0, busy: false, next: null, shown: false };

/** Draws the map of the hierarchy `edited()` makes (a view where the user is dragging it) when the map is
 *  shown; it is made only for the frames sent, not for those a later move replaced. Timed as the performance
 *  measure 'hittrace-hitmap-preview': from the move to the map drawn. */
export function previewHitMap(edited) {
  if (!$('#opt-hitmap').checked || !state.model) return;
  preview.next = { edited, movedAt: performance.now() };
  if (!preview.busy) sendPreview();
}

async function sendPreview() {
  const { edited, movedAt } = preview.next;
  preview.next = null;
  preview.busy = true;
  const seq = preview.seq;
  try {
    const input = edited();
    if (!input) return;
    const model = new Model(normalizeHierarchy(input));
    const map = await api.oneShotHitMap(input, { step: stepFor(model.bbox) });
    // Dropped when the drag ended or the hierarchy was redrawn meanwhile.
    if (seq === preview.seq) {
      views.hitMapView.show(map, model, views.drawing.hitMapLayer);
      preview.shown = true;
      performance.measure('hittrace-hitmap-preview', { start: movedAt });
    }
  } catch {
    // A frame with no answer (the server gone, a hierarchy it refuses): the last map stays; the release's
    // edit reports what is wrong, as any edit does.
  } finally {
    preview.busy = false;
    if (preview.next) sendPreview();
  }
}

/** The drag ended without an edit (released where it began, or cancelled): the hierarchy's own map again. */
export function endHitMapPreview() {
  preview.seq += 1;
  preview.next = null;
  if (preview.shown) refreshHitMap();
}

/** Draws the map for the hierarchy loaded, or clears it when the option is off. Timed as performance
 *  measures (scripts/bench/page_hitmap.py, the page tests): 'hittrace-hitmap' (asked for → drawn), its parts
 *  'hittrace-hitmap-server' (the request until its answer; a map asked for early may have been answered before
 *  the redraw took it) and 'hittrace-hitmap-draw', and after an edit 'hittrace-hitmap-drawn' (from the mark
 *  'hittrace-edit' to the map drawn). */
export async function refreshHitMap() {
  const { hitMapView, drawing } = views;
  const seq = ++hitMapSeq;
  // The hierarchy drawn now is what the map shows: a drag's preview still on its way is dropped.
  preview.seq += 1;
  preview.shown = false;
  if (!$('#opt-hitmap').checked || !state.model || !state.input) {
    early = null;
    hitMapView.clear();
    return;
  }
  const editStart = state.editStart; // the mark 'hittrace-edit' of the edit under way, or null
  try {
    // An answer already here is drawn in this task, before the drawing is laid out for the overlay.
    const step = stepFor(state.model.bbox);
    const { map, askedAt, answeredAt } = mapHere(step) || await mapFor(step);
    if (seq !== hitMapSeq) return;
    const d0 = performance.now();
    hitMapView.show(map, state.model, drawing.hitMapLayer);
    performance.measure('hittrace-hitmap-server', { start: askedAt, end: answeredAt });
    performance.measure('hittrace-hitmap-draw', { start: d0 });
    performance.measure('hittrace-hitmap', { start: askedAt });
    if (editStart !== null) performance.measure('hittrace-hitmap-drawn', { start: editStart });
  } catch (err) {
    if (seq !== hitMapSeq) return;
    hitMapView.clear();
    toast(t('hitMapFailed', { message: err.message }), 'error');
  }
}
