// The hit map: when shown, the map of who gets a touch where, for the hierarchy drawn. Nothing is stored for a
// map: a stored hierarchy's comes from its own route, an edited one's with its edit's answer (state.hitMapAsked,
// put there by actions/hierarchy.js) or from the one-shot route, a dragged view's from the one-shot route frame
// by frame. Drawing it is components/hitmap.js's, from the store's state.hitMap.
import * as api from '../api.js';
import * as store from '../state/store.js';
import { state } from '../state/store.js';
import { abort, begin, isAborted } from '../state/requests.js';
import { stepFor } from '../derive/hitmap-grid.js';
import { editedInput } from '../derive/edit.js';
import * as instrument from '../instrument.js';

/** The map of `input` at `step`, nothing stored: a stored hierarchy's from its own route (its id makes the
 *  picture's download link), an edited one's from the one-shot route (its picture is downloaded by posting the
 *  hierarchy again). */
function mapOf(input, step, signal) {
  if (input === state.input && state.storedId) return api.hitMap(state.storedId, { step }, signal);
  return api.oneShotHitMap(input, { step }, signal).then((map) => Object.assign(map, { hierarchyInput: input }));
}

/** The map for the hierarchy drawn at `step`: the one asked for with its edit when it is that one, else asked
 *  now. → { map, askedAt, answeredAt }. */
async function mapFor(step, signal) {
  const early = state.hitMapAsked;
  const mine = early && early.input === state.input && early.step === step ? early : null;
  store.setHitMapAsked(null);
  if (mine) {
    try {
      const map = await mine.map;
      return { map, askedAt: mine.askedAt, answeredAt: mine.answered ? mine.answered.at : instrument.now() };
    } catch (err) {
      if (!isAborted(err)) throw err; // the edit's request gave way to a later one: the map is asked for alone
    }
  }
  const askedAt = instrument.now();
  const map = await mapOf(state.input, step, signal);
  return { map, askedAt, answeredAt: instrument.now() };
}

/** The map asked for with the edit of the hierarchy drawn at `step`, when its answer is already here, else null. */
function mapHere(step) {
  const mine = state.hitMapAsked;
  if (!mine || !mine.answered || mine.input !== state.input || mine.step !== step) return null;
  store.setHitMapAsked(null);
  return { map: mine.answered.map, askedAt: mine.askedAt, answeredAt: mine.answered.at };
}

/** Draws the map for the hierarchy drawn (in the store: state.hitMap), or clears it when the map is not shown.
 *  Called on every new hierarchy, and when the option or the language changes. */
export async function refreshHitMap() {
  const signal = begin('hitmap');
  // The hierarchy drawn now is what the map shows: a drag's preview still on its way is dropped.
  abort('hitmap-preview');
  store.setHitMapPreview({ shown: false });
  if (!state.options.hitMap || !state.model || !state.input) {
    store.setHitMapAsked(null);
    store.setHitMap(null);
    abort('hitmap');
    return;
  }
  const editStart = state.edit ? state.edit.start : null;
  try {
    // An answer already here is drawn in this task, before the drawing is laid out for the overlay.
    const step = stepFor(state.model.bbox);
    const model = state.model;
    const { map, askedAt, answeredAt } = mapHere(step) || await mapFor(step, signal);
    if (signal.aborted || state.model !== model) return;
    const drawStart = instrument.now();
    store.setHitMap({ map, model });
    instrument.hitMapDrawn({ askedAt, answeredAt, drawStart, editStart });
  } catch (err) {
    if (signal.aborted) return;
    store.setHitMap(null);
    store.notify({ key: 'hitMapFailed', params: { message: err.message }, kind: 'error' });
  }
}

// A view being dragged: the map of each new frame, asked for one at a time (the latest frame waits while one
// is on its way), through the one-shot route (nothing stored for a frame the user passes through). What is
// under way is the store's state.hitMapPreview: { busy, next, shown }.

/** The map of the hierarchy with the view `id`'s `prop` at `value` (a view where the user is dragging it), when
 *  the map is shown; made only for the frames sent, not for those a later move replaced. */
export function previewHitMap(id, prop, value) {
  if (!state.options.hitMap || !state.model) return;
  store.setHitMapPreview({ next: { id, prop, value, movedAt: instrument.now() } });
  if (!state.hitMapPreview.busy) sendPreview();
}

async function sendPreview() {
  const { id, prop, value, movedAt } = state.hitMapPreview.next;
  store.setHitMapPreview({ next: null, busy: true });
  const signal = begin('hitmap-preview');
  try {
    const model = state.model;
    const input = editedInput(state.input, model, id, prop, value);
    if (!input) return;
    const map = await api.oneShotHitMap(input, { step: stepFor(model.bbox) }, signal);
    // Dropped when the drag ended or the hierarchy was redrawn meanwhile (the request was aborted).
    if (!signal.aborted) {
      store.setHitMap({ map, model, preview: true });
      store.setHitMapPreview({ shown: true });
      instrument.previewDrawn(movedAt);
    }
  } catch {
    // A frame with no answer (the server gone, a hierarchy it refuses): the last map stays; the release's
    // edit reports what is wrong, as any edit does.
  } finally {
    store.setHitMapPreview({ busy: false });
    if (state.hitMapPreview.next) sendPreview();
  }
}

/** The drag ended without an edit (released where it began, or cancelled): the hierarchy's own map again. */
export function endHitMapPreview() {
  abort('hitmap-preview');
  store.setHitMapPreview({ next: null });
  if (state.hitMapPreview.shown) refreshHitMap();
}

/** The picture of the map shown of an unsaved hierarchy (posted again; nothing stored), saved as a file. */
export async function downloadHitMap() {
  const shown = state.hitMap && state.hitMap.map;
  if (!shown || !shown.hierarchyInput) return null;
  try {
    return { blob: await api.oneShotHitMapSvg(shown.hierarchyInput, { step: shown.step, audit: 'hig' }), input: shown.hierarchyInput };
  } catch {
    return null;
  }
}
