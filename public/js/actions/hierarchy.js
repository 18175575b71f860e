// Hierarchies: loading one (a preset, a stored one, an imported dump), the editor's text applied, one
// property edited (in the inspector or on the drawing), undo and redo, a proven fix tried. Every hierarchy the
// page draws is the server's normalized form (each view's behaviour, defaults and display name decided by the
// engine): an edit is sent once to POST /api/hit-test with its touch, and comes back normalized, traced and,
// when the map is shown, mapped — nothing is stored until the user shares.
import * as api from '../api.js';
import * as store from '../state/store.js';
import { state } from '../state/store.js';
import { begin, isAborted } from '../state/requests.js';
import { Model } from '../derive/model.js';
import { parseJSONText } from '../derive/jsonpath.js';
import { compactHierarchy, prettyJSON, isDumpText } from '../derive/hierarchy-text.js';
import { editedInput, editedNormalized, applyChanges, describeError } from '../derive/edit.js';
import { stepFor } from '../derive/hitmap-grid.js';
import { presetList } from '../derive/presets.js';
import { unpackHierarchy } from '../derive/packed.js';
import { sameScreen } from '../derive/viewport.js';
import * as instrument from '../instrument.js';

/** Where the page asks for a trace when there is no touch: the answer still says whether the server takes
 *  the hierarchy, and brings it normalized. */
const PROBE = Object.freeze({ x: 0, y: 0 });

/** The list of presets (public/presets/index.json). */
export async function loadPresetList() {
  try {
    store.setPresets(presetList(await api.presetIndex()));
  } catch {
    store.setPresets([]);
  }
}

/** The hierarchy `model` (of the editor's JSON `input`) shown, with the editor's `status` and the views an edit
 *  changed marked: the view chosen is kept while the screen is the same. */
function showHierarchy(input, model, { status = null, edited = [] } = {}) {
  store.setHierarchy(input, model, { status, edited, keepView: !state.model || sameScreen(state.model, model) });
}

/** A request failed: said under the touch form (and, for a refused hierarchy, in the editor); what is shown
 *  is marked out of date. */
function failed(err) {
  const shown = describeError(err, state.model);
  store.setStale(Boolean(state.trace) || Boolean(state.model));
  store.endEdit();
  if (shown.refused) store.setEditor({ errors: shown.errors, title: { key: 'apiErrors', params: { n: shown.errors.length } } });
  store.setApiError(shown);
}

/** The map of `input` at `step` came in the edit's answer (asked for at `askedAt`, here at `at`): the store
 *  says so, so that the map drawn for the new hierarchy (actions/hitmap.js) is this one, drawn in the same task. */
function mapArrived(input, step, map, askedAt, at) {
  store.setHitMapAsked(Object.freeze({ input, step, askedAt, answered: { map: Object.assign(map, { hierarchyInput: input }), at } }));
}

/** The trace of the edit's answer shown, the touch it was made for still the page's; after an edit, its
 *  outcome (the hit view before and after, how long it took). */
function showEditTrace(trace, { autoplay = false, step = null } = {}) {
  const edit = state.edit;
  const s0 = instrument.now();
  const outcome = edit ? { was: edit.before, now: trace.hitView ?? null, ms: Math.round(instrument.now() - edit.start) } : null;
  store.setTrace(trace, { autoplay, step, outcome });
  instrument.traceShown(s0, { edit: Boolean(edit) });
}

/**
 * Applies the editor's text: parsed, sent once with the touch (and the map's step when the map is shown), and
 * drawn from the server's answer — the hierarchy and its trace in one go, with one layout. `input`: the text
 * already parsed (an edit made it from the hierarchy); `normalized`: its normalized form, when the page made it
 * (one property of a view it has: the answer then needs no hierarchy). `record`: the text is an undo step (not
 * when it is one).
 * A later text supersedes this one while it waits; a touch made meanwhile is traced on the new hierarchy.
 */
export async function applyText(text, { input: given = null, normalized = null, record = true, autoplay = false, step = null } = {}) {
  const applying = begin('apply');
  const dump = isDumpText(text);
  const parsed = !text.trim() || dump ? null : given ? { value: given } : parseJSONText(text);
  const input = parsed && !parsed.error ? parsed.value : null;
  // The request goes out first; the editor's text, the undo step and the rest follow while it is on its way.
  // The map's step is the screen's drawn now (an edit rarely changes the screen; when it does, the map is asked
  // for again at the new screen's step).
  const mapStep = input && state.options.hitMap && state.model ? stepFor(state.model.bbox) : null;
  const touch = state.touch;
  const sent = instrument.now();
  const request = input ? api.oneShot(input, touch || PROBE, { hitMapStep: mapStep, normalized: !normalized, signal: applying }) : null;
  store.setText(text);
  // Edited: no longer the stored hierarchy (the address bar carries it until it is shared); undone back to it,
  // the stored hierarchy again.
  store.followStored(text);
  if (!text.trim()) return;
  if (dump) {
    store.setEditor({ status: { key: 'dumpDetected', kind: 'info' } });
    return;
  }
  if (record) store.recordHistory(text);
  if (parsed.error) {
    store.setEditor({ errors: [parsed.error], title: { key: 'syntaxError' } });
    store.setStale(Boolean(state.model));
    store.endEdit();
    return;
  }
  store.setEditor();
  let answer;
  try {
    answer = await request;
  } catch (err) {
    if (applying.aborted || isAborted(err)) return;
    failed(err);
    return;
  }
  const answeredAt = instrument.now();
  if (applying.aborted) return;
  instrument.editAnswered(sent, answeredAt);
  if (mapStep !== null && answer.hitMap) mapArrived(input, mapStep, answer.hitMap, sent, answeredAt);
  const model = new Model(normalized || answer.hierarchy, { rootKey: input.root ? 'root' : 'windows' });
  const r0 = instrument.now();
  showHierarchy(input, model, { status: { key: 'validOk', kind: 'ok' }, edited: state.edit ? state.edit.views : [] });
  instrument.redrawn(r0);
  if (!state.touch) {
    store.endEdit();
    return;
  }
  if (state.touch === touch) {
    showEditTrace(answer.trace, { autoplay, step });
    return;
  }
  // A touch was made while the edit was on its way: it is traced on the new hierarchy.
  const signal = begin('trace');
  try {
    const trace = await api.hitTest(input, state.touch, signal);
    if (!signal.aborted && state.input === input) showEditTrace(trace);
  } catch (err) {
    if (!signal.aborted) failed(err);
  }
}

/** A new hierarchy from `text`, applied (`touch`: traced with it; a stored one is shown as stored, unchecked). */
async function loadText(text, { preset = null, presetName = null, presetJSON = null, touch = null, autoplay = false, step = null } = {}) {
  store.loadHierarchy({ text, preset, presetName, presetJSON });
  if (touch) store.setTouch(touch);
  await applyText(text, { record: false, autoplay, step });
}

/** A preset from public/presets, with `touch` traced on it (replayed as it runs when `autoplay`; at `step`, a
 *  link's {pos, overview}, when given). */
export async function loadPreset(id, { touch = null, autoplay = false, step = null } = {}) {
  const preset = state.presets.find((p) => p.id === id);
  if (!preset) return;
  try {
    const parsed = JSON.parse(await api.presetFile(preset.file));
    await loadText(prettyJSON(parsed), {
      preset, presetName: typeof parsed.name === 'string' ? parsed.name : '', presetJSON: JSON.stringify(parsed), touch, autoplay, step,
    });
  } catch (err) {
    store.notify({ key: 'presetFailed', params: { message: err.message }, kind: 'error' });
  }
}

/** Edited JSON an address carried (#json=, derive/packed.js), with `touch` traced on it as loadPreset's is;
 *  → whether it could be read. */
export async function loadPacked(packed, { touch = null, autoplay = false, step = null } = {}) {
  const input = await unpackHierarchy(packed);
  if (!input) {
    store.setStageMessage({ key: 'packedFailed' });
    return false;
  }
  await loadText(prettyJSON(input), { touch, autoplay, step });
  return true;
}

/** A stored hierarchy (a link's ?h=), in the editor's short form, drawn as the server normalized it. */
export async function loadStored(id) {
  try {
    const normalized = await api.getHierarchy(id);
    showStored(id, normalized);
    return true;
  } catch (err) {
    store.setStageMessage({ key: 'loadFailed', params: { id, message: err.message } });
    return false;
  }
}

/** The hierarchy stored under `id`, normalized: its short form in the editor, its model drawn. */
function showStored(id, normalized, { shared = false } = {}) {
  const compact = compactHierarchy(normalized);
  const text = prettyJSON(compact);
  store.loadHierarchy({ text, storedId: id, storedShared: shared });
  begin('apply'); // a text still on its way is not what is shown now
  showHierarchy(compact, new Model(normalized, { rootKey: compact.root ? 'root' : 'windows' }));
}

/** A dump pasted or opened (recursiveDescription text, another tool's format): stored by the server, which
 *  recognises the format, and shown. */
export async function importDump(text) {
  store.setText(text);
  store.setEditor({ status: { key: 'importing', kind: 'info' } });
  try {
    const stored = await api.storeHierarchy(text);
    const normalized = await api.getHierarchy(stored.id);
    showStored(stored.id, normalized);
    store.setEditor({ status: { key: 'imported', kind: 'ok', params: { n: stored.viewCount ?? state.model.viewCount } } });
  } catch (err) {
    const shown = describeError(err, state.model);
    store.setEditor({ errors: shown.errors, title: { key: 'importFailed', params: { status: err.status || '—' } } });
    store.setStale(Boolean(state.model)); // what is on screen is the hierarchy before the paste
  }
}

/** A change of the hierarchy under way: the mark 'hittrace-edit', the hit view before it, the views it edits. */
function startEdit(views = []) {
  store.startEdit(instrument.markEdit(), state.trace ? state.trace.hitView ?? null : null, views);
}

/** One property of one view changed (the inspector, a drag on the drawing): written into the JSON, drawn and
 *  re-traced at once; the result before it is pinned beside the new one. */
export function editView(id, prop, value) {
  if (isDumpText(state.text)) return;
  const input = editedInput(state.input, state.model, id, prop, value);
  if (!input) return;
  startEdit([id]);
  const normalized = editedNormalized(state.model, id, prop, value);
  if (state.trace) store.pin({ trace: state.trace, model: state.model, captionKey: 'compareBeforeEdit' });
  applyText(prettyJSON(input), { input, normalized });
}

/** A step back (-1) or forward (1) in the undo history, applied as an edit. */
function travel(delta) {
  const text = store.moveHistory(delta);
  if (text === null) return;
  startEdit();
  applyText(text, { record: false });
}

export function undo() {
  travel(-1);
}

export function redo() {
  travel(1);
}

/** "Try the fix": a proven fix's changes applied to the JSON, as one edit (one undo step takes it back, and the
 *  address with it); the touch is traced again with it, the selection stays. */
export async function tryFix(changes) {
  if (!state.input || !Array.isArray(changes) || !changes.length) return;
  const input = applyChanges(state.input, changes);
  startEdit(changes.map((c) => c.view));
  await applyText(prettyJSON(input), { input });
  store.notify({ key: 'whyNot.applied', params: { n: changes.length } });
}
