// The hit-map option: when checked, the map of who gets a touch where, for the hierarchy loaded.
import * as api from './api.js';
import { $ } from './dom.js';
import { t } from './i18n.js';
import { state } from './store.js';
import { views } from './views.js';
import { stepFor } from './hitmap.js';
import { toast } from './toast.js';

let hitMapSeq = 0;
const storedForMap = new Map(); // the hierarchy's JSON → the promise of the id it was stored under for a map
let early = null; // the map asked for as an edit was sent: { input, step, stored, map }

/** The id a hierarchy (not the one loaded from the store) is stored under for a map, stored once. */
function storedIdFor(input) {
  const key = JSON.stringify(input);
  if (!storedForMap.has(key)) {
    const id = api.storeHierarchy(input).then((stored) => stored.id);
    id.catch(() => storedForMap.delete(key)); // a failed store is tried again next time
    storedForMap.set(key, id);
  }
  return storedForMap.get(key);
}

/** Asks for the map of an edited hierarchy as soon as the edit is sent, beside its re-trace, so the map is
 *  under way while the page redraws. The step is the current screen's: refreshHitMap asks again if the
 *  edited screen needs another. */
export function askHitMapEarly(input) {
  if (!$('#opt-hitmap').checked || !state.model) return;
  const step = stepFor(state.model.bbox);
  const askedAt = performance.now();
  const stored = storedIdFor(input).then((id) => ({ id, storedAt: performance.now() }));
  const map = stored.then(({ id }) => api.hitMap(id, { step }));
  map.catch(() => {}); // refreshHitMap reports a failure when it takes the map
  early = { input, step, askedAt, stored, map };
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
  const id = state.storedId || await storedIdFor(state.input);
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
