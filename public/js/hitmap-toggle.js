// The hit-map option: when checked, the map of who gets a touch where, for the hierarchy loaded.
import * as api from './api.js';
import { $ } from './dom.js';
import { t } from './i18n.js';
import { state } from './store.js';
import { views } from './views.js';
import { stepFor } from './hitmap.js';
import { toast } from './toast.js';

let hitMapSeq = 0;
const storedForMap = new Map(); // the hierarchy's JSON → the id it was stored under for a map

/** The hit map needs a stored hierarchy: the one loaded, or this JSON stored once. */
async function storedIdForMap() {
  if (state.storedId) return state.storedId;
  const key = JSON.stringify(state.input);
  if (!storedForMap.has(key)) storedForMap.set(key, (await api.storeHierarchy(state.input)).id);
  return storedForMap.get(key);
}

/** Draws the map for the hierarchy loaded, or clears it when the option is off. */
export async function refreshHitMap() {
  const { hitMapView, drawing } = views;
  const seq = ++hitMapSeq;
  if (!$('#opt-hitmap').checked || !state.model || !state.input) {
    hitMapView.clear();
    return;
  }
  try {
    const t0 = performance.now();
    const id = await storedIdForMap();
    const t1 = performance.now();
    const map = await api.hitMap(id, { step: stepFor(state.model.bbox) });
    if (seq !== hitMapSeq) return;
    const t2 = performance.now();
    hitMapView.show(map, state.model, drawing.hitMapLayer);
    // Timings for the benchmark-style page test and scripts/bench-page-hitmap.sh: storing, the server's
    // answer, drawing, and when the map was drawn (performance.now()).
    const drawnAt = performance.now();
    window.__hittraceHitMapMs = { store: Math.round(t1 - t0), server: Math.round(t2 - t1), draw: Math.round(drawnAt - t2), drawnAt };
  } catch (err) {
    if (seq !== hitMapSeq) return;
    hitMapView.clear();
    toast(t('hitMapFailed', { message: err.message }), 'error');
  }
}
