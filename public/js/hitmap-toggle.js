// The hit-map option: when checked, the map of who gets a touch where, for the hierarchy loaded.
import * as api from './api.js';
import { $ } from './dom.js';
import { t } from './i18n.js';
import { state } from './store.js';
import { views } from './views.js';
import { stepFor } from './hitmap.js';
import { toast } from './toast.js';

let hitMapSeq = 0;
// The hierarchy's JSON → { promise, id } it was stored under for a map; `id` is set once known, so a map asked
// for again (a property toggled back, an undo) goes out at once, without waiting for a task.
const storedForMap = new Map();
let early = null; // the map asked for as an edit was sent: { input, step, askedAt, stored, map }

/** A hierarchy (not the one loaded from the store) stored once for maps: { promise, id }. */
function storedFor(input) {
  const key = JSON.stringify(input);
  if (!storedForMap.has(key)) {
    const entry = { id: null };
    entry.promise = api.storeHierarchy(input).then((stored) => (entry.id = stored.id));
    entry.promise.catch(() => storedForMap.delete(key)); // a failed store is tried again next time
    storedForMap.set(key, entry);
  }
  return storedForMap.get(key);
}

/** Asks for the map of an edited hierarchy as soon as the edit is sent, beside its re-trace, so the redraw
 *  can draw it in the same frame. The step is the current screen's: refreshHitMap asks again if the edited
 *  screen needs another. → a promise settled (never rejected) once the answer is here, or null (no map shown). */
export function askHitMapEarly(input) {
  if (!$('#opt-hitmap').checked || !state.model) return null;
  const step = stepFor(state.model.bbox);
  const askedAt = performance.now();
  const entry = storedFor(input);
  const stored = entry.id ? Promise.resolve({ id: entry.id, storedAt: askedAt })
    : entry.promise.then((id) => ({ id, storedAt: performance.now() }));
  // Sent in this task when the id is known: answered while the page redraws.
  const map = entry.id ? api.hitMap(entry.id, { step }) : stored.then(({ id }) => api.hitMap(id, { step }));
  early = { input, step, askedAt, stored, map };
  return map.then(() => {}, () => {}); // refreshHitMap reports a failure when it takes the map
}

/** The map for the hierarchy loaded at `step`: the one asked for early when it is that one, else asked now.
 *  → { map, askedAt, storedAt, answeredAt }. */
async function mapFor(step) {
  const mine = early && early.input === state.input && early.step === step ? early : null;
  early = null;
  if (mine) {
    const { storedAt } = await mine.stored;
    return { map: await mine.map, askedAt: mine.askedAt, storedAt, answeredAt: performance.now() };
  }
  const askedAt = performance.now();
  const id = state.storedId || await storedFor(state.input).promise;
  const storedAt = performance.now();
  const map = await api.hitMap(id, { step });
  return { map, askedAt, storedAt, answeredAt: performance.now() };
}

/** Draws the map for the hierarchy loaded, or clears it when the option is off. Timed as performance
 *  measures (scripts/bench/page_hitmap.py, the page tests): 'hittrace-hitmap' (asked for → drawn), its parts
 *  'hittrace-hitmap-store' (storing the hierarchy), 'hittrace-hitmap-server' (POST …/hit-map until its
 *  answer; a map asked for early may have been answered before the redraw took it) and 'hittrace-hitmap-draw',
 *  and after an edit 'hittrace-hitmap-drawn' (from the mark 'hittrace-edit' to the map drawn). */
export async function refreshHitMap() {
  const { hitMapView, drawing } = views;
  const seq = ++hitMapSeq;
  if (!$('#opt-hitmap').checked || !state.model || !state.input) {
    early = null;
    hitMapView.clear();
    return;
  }
  const editStart = state.editStart; // the mark 'hittrace-edit' of the edit under way, or null
  try {
    const { map, askedAt, storedAt, answeredAt } = await mapFor(stepFor(state.model.bbox));
    if (seq !== hitMapSeq) return;
    const d0 = performance.now();
    hitMapView.show(map, state.model, drawing.hitMapLayer);
    performance.measure('hittrace-hitmap-store', { start: askedAt, end: storedAt });
    performance.measure('hittrace-hitmap-server', { start: storedAt, end: answeredAt });
    performance.measure('hittrace-hitmap-draw', { start: d0 });
    performance.measure('hittrace-hitmap', { start: askedAt });
    if (editStart !== null) performance.measure('hittrace-hitmap-drawn', { start: editStart });
  } catch (err) {
    if (seq !== hitMapSeq) return;
    hitMapView.clear();
    toast(t('hitMapFailed', { message: err.message }), 'error');
  }
}
