// The hit map: when shown, the map of who gets a touch where, for the hierarchy drawn. Nothing is stored for a
// map: a stored hierarchy's comes from its own route, an edited one's with its edit's answer (state.hitMapAsked,
// put there by actions/hierarchy.js before the new hierarchy is drawn) or from the one-shot route, a dragged
// view's from the one-shot route frame by frame. Drawing it is components/hitmap.js's, from state.hitMap.
import * as api from '../api.js';
import * as store from '../state/store.js';
import { state } from '../state/store.js';
import { abort, begin } from '../state/requests.js';
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

/** The map that came with the edit of the hierarchy drawn, at `step`, or null. → { map, askedAt, answeredAt }. */
function mapHere(step) {
  const mine = state.hitMapAsked;
  if (!mine || mine.input !== state.input || mine.step !== step) return null;
  store.setHitMapAsked(null);
  return { map: mine.answered.map, askedAt: mine.askedAt, answeredAt: mine.answered.at };
}

/** The map for the hierarchy drawn at `step`, asked for now. → { map, askedAt, answeredAt }. */
async function mapAsked(step, signal) {
  const askedAt = instrument.now();
  const map = await mapOf(state.input, step, signal);
  return { map, askedAt, answeredAt: instrument.now() };
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
    // The map that came with the edit is drawn in this task, before the drawing is laid out for the overlay.
    const step = stepFor(state.model.bbox);
    const model = state.model;
    const { map, askedAt, answeredAt } = mapHere(step) || await mapAsked(step, signal);
    if (signal.aborted || state.model !== model) return;
    store.setHitMap({ map, model, timing: { askedAt, answeredAt, editStart } }); // timed where it is drawn
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
      store.setHitMap({ map, model, timing: { movedAt } });
      store.setHitMapPreview({ shown: true });
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
