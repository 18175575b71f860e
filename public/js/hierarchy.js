// Hierarchies: loading one (a preset, a stored one, an imported dump), the editor's text parsed, drawn
// and checked by the API as it is edited, and the hierarchy shown everywhere.
import * as api from './api.js';
import { $ } from './dom.js';
import { t, language } from './i18n.js';
import { Model, normalizeHierarchy } from './derive/model.js';
import { parseJSONText } from './derive/jsonpath.js';
import { compactHierarchy, prettyJSON } from './derive/hierarchy-text.js';
import { presetTitle } from './presets.js';
import * as store from './state/store.js';
import { state } from './state/store.js';
import { views } from './views.js';
import { setUrl } from './url.js';
import { toast } from './toast.js';
import { markStale, stageMessage } from './ui.js';
import { showApiError } from './api-error.js';
import { expectHitMap, hitMapStep, refreshHitMap } from './hitmap-toggle.js';
import { begin } from './state/requests.js';
import { updatePresetSelect, updateSuggestion } from './preset-menu.js';
import { touch } from './touches.js';
import { nameTreeRows } from './names.js';

/** Parses and draws the editor text; with validate, asks the API too (and re-runs the last touch). `input`:
 *  the text already parsed (an edit made it from the hierarchy), so it is not parsed again. */
export async function applyText(text, { validate = false, input: given = null } = {}) {
  const { editor } = views;
  const applying = begin('apply'); // any later text, even one refused, supersedes this one while it waits
  if (state.storedId && text !== state.storedText) {
    // Edited: no longer the stored hierarchy, so the link in the address bar no longer describes it.
    store.forgetStored();
    setUrl({}, language());
  }
  editor.updateDumpButton();
  if (!text.trim()) return;
  const { history } = views;
  if (!editor.isDump) history.record(text); // every text applied is an undo step
  if (editor.isDump) {
    editor.clearErrors();
    editor.setStatus(t('dumpDetected'), 'info');
    return;
  }
  const parsed = given ? { value: given } : parseJSONText(text);
  if (parsed.error) {
    editor.showErrors([parsed.error], t('syntaxError'));
    editor.setStatus('', '');
    markStale(true);
    return;
  }
  const input = parsed.value;
  editor.clearErrors();
  editor.setStatus('', '');
  markStale(false);
  // The touch is re-run first, and the new drawing waits for that answer (a few ms from the server) up to
  // ANSWER_WAIT_MS: the hierarchy and its trace are then drawn in one go, with one layout and one frame,
  // instead of the page laying out and painting the drawing twice. A slower answer finds the drawing there.
  // With no touch, a point on the screen is asked for all the same: the answer says whether the API takes the
  // hierarchy. The hit map, when shown, comes in the same answer (one request per edit, nothing stored) and is
  // drawn in the same frame. Timed as performance measures: 'hittrace-edit-server' (the request until its
  // answer), 'hittrace-redraw' (every view of the hierarchy drawn), 'hittrace-show-trace' (the trace shown).
  const model = new Model(normalizeHierarchy(input));
  const sent = performance.now();
  const probe = state.touch || { x: model.bbox.x + 1, y: model.bbox.y + 1 };
  const step = validate ? hitMapStep(model) : null;
  const signal = validate ? begin('trace') : null; // a touch sent meanwhile wins over this re-trace
  const both = validate ? api.traceEdit(input, probe, step, signal) : null;
  const answer = validate ? settled(both.then((a) => a.trace)) : null;
  const map = step !== null ? expectHitMap(input, step, both.then((a) => a.hitMap)) : null;
  const answers = [answer, map].filter(Boolean);
  if (answers.length) await Promise.race([Promise.all(answers), new Promise((resolve) => { setTimeout(resolve, ANSWER_WAIT_MS); })]);
  if (applying.aborted) return; // a later text is being applied: it draws
  const m0 = performance.now();
  store.setHierarchy(input, model);
  performance.measure('hittrace-redraw', { start: m0 });
  if (validate) {
    try {
      // An answer already here is shown in this task (awaiting it would let the drawing lay out alone first).
      const trace = answer.done ? answer.result() : await answer.then(() => answer.result());
      performance.measure('hittrace-edit-server', { start: sent, end: answer.answeredAt });
      if (signal.aborted) return;
      editor.setStatus(t('validOk'), 'ok');
      const s0 = performance.now();
      if (state.touch) store.setTrace(trace, { autoplay: false });
      performance.measure('hittrace-show-trace', { start: s0 });
    } catch (err) {
      if (signal.aborted) return;
      showApiError(err);
    }
  }
}

/** How long an edit's drawing waits for its trace (see applyText). */
const ANSWER_WAIT_MS = 60;

/** A request's promise that never rejects and says, once settled, when (answeredAt) and what (result()). */
function settled(promise) {
  const wrapped = promise.then((value) => ({ value }), (error) => ({ error })).then((outcome) => {
    wrapped.done = true;
    wrapped.answeredAt = performance.now();
    wrapped.result = () => {
      if (outcome.error) throw outcome.error;
      return outcome.value;
    };
  });
  return wrapped;
}

/** Draws the store's hierarchy everywhere (subscribed to the store's 'hierarchy'). */
export function showHierarchy() {
  const { drawing, tree, labels, viewport, layers3d, search, markTree, projector, shareState } = views;
  const model = state.model;
  drawing.setModel(model);
  // The new drawing gets its labels layer, its view (kept when the screen is the same) and the search.
  labels.setModel(model);
  viewport.setModel(model);
  layers3d.setModel(model);
  refreshHitMap();
  tree.setModel(model);
  search.setModel(model);
  markTree();
  nameTreeRows($('#tree'), model);
  showViewCount();
  showTitle();
  const stillThere = state.selected && model.get(state.selected) ? state.selected : null;
  store.select(stillThere);
  if (state.trace && !model.get(state.trace.hitView || '')) {
    // The views changed under the old trace: keep its marks only while they still make sense.
    drawing.setTrace(state.trace);
  }
  // The drawing was rebuilt: the projector's sentence and labels placed again; the link names this hierarchy.
  projector.redrawn();
  shareState.refreshBase();
}

export function showViewCount() {
  $('#view-count').textContent = t('viewCount', { n: state.model.viewCount });
}

/** The hierarchy's name; for a preset as shipped, its title in the current language. */
export function showTitle() {
  const title = $('#stage-title');
  title.removeAttribute('data-i18n');
  const name = state.model ? state.model.hierarchy.name : '';
  const preset = state.preset && state.presetName === name && language() !== 'en' ? presetTitle(state.preset, language()) : '';
  title.textContent = preset || name || t('untitled');
}

export function loadText(text, { storedId = null, preset = null } = {}) {
  store.setStored(storedId, text);
  store.setPreset(preset);
  store.clearTrace();
  views.editor.setText(text);
  views.history.reset(text);
  store.resetEdited();
  updatePresetSelect();
  updateSuggestion();
  return applyText(text, { validate: !storedId });
}

export async function loadPreset(id) {
  const preset = state.presets.find((p) => p.id === id);
  if (!preset) return;
  try {
    const response = await fetch(`presets/${encodeURIComponent(preset.file)}`);
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    const parsed = JSON.parse(await response.text());
    store.setPresetName(typeof parsed.name === 'string' ? parsed.name : '');
    store.setPresetJSON(JSON.stringify(parsed)); // an unedited preset is linked as ?preset=
    await loadText(prettyJSON(parsed), { preset });
    setUrl({ preset: preset.id }, language());
  } catch (err) {
    toast(t('presetFailed', { message: err.message }), 'error');
  }
}

export async function loadStored(id, touchPoint, traceId) {
  try {
    const normalized = await api.getHierarchy(id);
    const text = prettyJSON(compactHierarchy(normalized));
    await loadText(text, { storedId: id });
    if (traceId) await showStoredTrace(id, traceId);
    else if (touchPoint) await touch(touchPoint, { autoplay: true });
  } catch (err) {
    stageMessage(t('loadFailed', { id, message: err.message }));
  }
}

/** A link to a gesture names its stored trace (?t=): shown as it was, the touch kept for edits to re-run. */
async function showStoredTrace(id, traceId) {
  try {
    const trace = await api.getTrace(traceId);
    if (trace.hierarchyId !== id) return;
    store.setTouch(trace.touch);
    store.setTrace(trace, { autoplay: true });
  } catch (err) {
    toast(t('traceFailed', { id: traceId, message: err.message }), 'error');
  }
}

export async function importDump(text) {
  const { editor } = views;
  editor.setStatus(t('importing'), 'info');
  try {
    const stored = await api.storeHierarchy(text);
    const normalized = await api.getHierarchy(stored.id);
    await loadText(prettyJSON(compactHierarchy(normalized)), { storedId: stored.id });
    editor.setStatus(t('imported', { n: stored.viewCount ?? state.model.viewCount }), 'ok');
    setUrl({ h: stored.id }, language());
  } catch (err) {
    editor.setStatus('', '');
    editor.showErrors(err.errors, t('importFailed', { status: err.status || '—' }));
    markStale(Boolean(state.model)); // what is on screen is the hierarchy before the paste
  }
}
