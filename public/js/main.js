// The page: wires the editor, the drawing, the tree, the result and the replay to the API.
// State lives here; the modules only draw what they are given and report what people do.
import * as api from './api.js';
import { hierarchyPath } from './api.js';
import { $, h } from './dom.js';
import { initLanguage, setLanguage, onLanguageChange, t, language, applyTo } from './i18n.js';
import { Model, normalizeHierarchy } from './model.js';
import { Drawing } from './draw.js';
import { Tree } from './tree.js';
import { Replay } from './replay.js';
import { Result } from './result.js';
import { Inspector } from './inspector.js';
import { Editor } from './editor.js';
import { parseJSONText } from './jsonpath.js';
import { compactHierarchy, prettyJSON } from './hierarchy-text.js';
import { loadPresets, presetTitle, presetHint } from './presets.js';
import { missSentence } from './explain.js';
import { showCallout, hideCallout } from './callout.js';
import { setUrl, launchParams } from './url.js';
import { toast } from './toast.js';
import { HitMapView, stepFor } from './hitmap.js';
import { Timeline } from './timeline.js';
import { GestureRecorder } from './gesture.js';
import { listenForGestures } from './drawing-input.js';
import { summarize } from './touch-summary.js';
// [classroom hook] issue 20: links that keep the lesson, the projector stage.
import { ShareState, lessonParams, applyStep } from './share-state.js';
import { ProjectorStage } from './projector.js';
import { initPhone } from './phone.js';
import { Predict } from './predict.js';
import { CodePanel } from './code-panel.js';
import { Lessons, lessonParam } from './lessons.js';

const state = {
  input: null, // the parsed JSON the API gets
  model: null,
  storedId: null, // set while the editor holds exactly the stored hierarchy
  storedText: null,
  trace: null,
  touch: null, // the last touch as posted: a point, a shorthand or a recorded sequence
  selected: null,
  presets: [],
  preset: null,
  presetName: null, // the preset file's own name, to tell it apart from an edited one
  seq: 0, // the latest request; older answers are dropped
};

initPhone(); // [classroom hook] words for fingers on touch devices (before the strings are applied)
initLanguage();

const drawing = new Drawing($('#drawing'), { onSelect: select, onHover: hover });
// Pressing, holding, dragging and double-clicking on the drawing: each gesture is posted as it was made.
const recorder = new GestureRecorder({ onGesture: (made) => touch(made), onProgress: (events) => drawing.setLiveTouch(events) });
listenForGestures($('#drawing'), drawing, recorder, { ready: () => Boolean(state.model && state.input) });
const timeline = new Timeline({
  panel: $('#timeline'), toggle: $('#timeline-toggle'), body: $('#timeline-body'), gesture: $('#timeline-gesture'),
  actionsBlock: $('#timeline-actions-block'), actions: $('#timeline-actions'), scrolls: $('#timeline-scrolls'),
  recognizers: $('#timeline-recognizers'), rows: $('#timeline-rows'), empty: $('#timeline-empty'),
  truncated: $('#timeline-truncated'),
}, { onSelect: select, onHover: hover, model: () => state.model });
// [classroom hook] the projector stage's sentence and labels; the link (#share-link) and its QR code (#qr).
const projector = new ProjectorStage({ stage: $('#stage'), sentence: $('#stage-sentence'), svg: $('#drawing'), qr: $('#qr') }, drawing);
const shareState = new ShareState({ link: $('#share-link'), qr: $('#qr') }, () => ({
  state, replay, projector: document.body.classList.contains('projector'), predict: document.body.classList.contains('predict'),
  lesson: lessons.current,
}));
const tree = new Tree($('#tree'), { onSelect: select, onHover: hover });
const inspector = new Inspector($('#inspector'), { onShowJSON: showInJSON });
const result = new Result({
  empty: $('#result-empty'), result: $('#result'), touchPoint: $('#touch-point'), hitView: $('#hit-view'),
  hitViewNote: $('#hit-view-note'), order: $('#hit-test-order'), chain: $('#responder-chain'),
  actionsBlock: $('#actions-block'), actions: $('#actions'), missesCard: $('#misses-card'), misses: $('#misses'),
}, { onSelect: select, onHover: hover });
const replay = new Replay({
  list: $('#steps'), counter: $('#step-counter'), narration: $('#step-narration'), start: $('#replay-start'),
  back: $('#replay-back'), play: $('#replay-play'), forward: $('#replay-forward'), end: $('#replay-end'),
  speed: $('#replay-speed'),
}, { onStep: showStep });
// [classroom hook] predict first: the answer covered until the class has guessed.
const predict = new Predict({ button: $('#predict-button'), panel: $('#predict') }, replay, { onChange: () => shareState.update() });
// [classroom hook] the code as it runs, beside the replay.
const codePanel = new CodePanel({ panel: $('#code-panel'), code: $('#code-lines'), stack: $('#code-stack'), note: $('#code-note'), stackEmpty: $('#code-stack-empty') });
// [classroom hook] lessons: each stop loads its preset and makes its touch.
const lessons = new Lessons({ button: $('#lessons-button'), card: $('#lesson') }, {
  go: async (stop) => {
    await loadPreset(stop.preset);
    await touch(stop.touch, { autoplay: !revealNext });
  },
  onChange: () => shareState.update(),
});
const hitMapView = new HitMapView({ card: $('#audit-card'), list: $('#audit'), summary: $('#audit-summary') }, { onSelect: select });
const editor = new Editor({
  textarea: $('#json-input'), gutter: $('#gutter'), errors: $('#errors'), status: $('#editor-status'),
  badge: $('#error-badge'), importButton: $('#import-button'), fileInput: $('#file-input'), formatButton: $('#format-button'),
}, { onChange: (text) => applyText(text, { validate: true }), onImport: importDump });

// ---- selection and hover, kept in step between the drawing, the tree and the inspector ----

function select(id) {
  state.selected = id && state.model && state.model.get(id) ? id : null;
  drawing.setSelected(state.selected);
  tree.setSelected(state.selected);
  inspector.show(state.selected ? state.model.get(state.selected) : null, state.trace, state.model);
  placeCallout();
}

/** "Why not this one?" beside the view itself, when the selected view is one of the misses. */
function placeCallout() {
  const misses = state.trace && Array.isArray(state.trace.misses) ? state.trace.misses : [];
  const index = misses.findIndex((m) => m.view === state.selected);
  const rect = index >= 0 ? drawing.clientBox(state.selected) : null;
  if (!rect) {
    hideCallout($('#callout'));
    return;
  }
  showCallout($('#callout'), $('#stage'), rect, [
    h('span', { class: 'badge badge-miss', text: String(index + 1) }),
    h('span', { class: 'callout-text' }, ...missSentence(misses[index])),
  ]);
}

function hover(id) {
  drawing.setHover(id);
  tree.setHover(id);
}

function showStep(step, pos) {
  drawing.setShowHit(replay.overview || pos >= replay.steps.length);
  drawing.setStep(step);
  tree.setStep(step);
  result.progress(replay.steps, pos, replay.overview);
  // [classroom hook] the step's sentence on the projector stage; the link names the step.
  projector.show(step, state.trace, state.model, { finished: replay.overview || pos >= replay.steps.length });
  shareState.update();
  predict.onStep(); // [classroom hook]
  codePanel.show(replay.steps, pos, replay.overview, state.model); // [classroom hook]
}

// ---- loading hierarchies ----

/** Parses and draws the editor text; with validate, asks the API too (and re-runs the last touch). */
async function applyText(text, { validate = false } = {}) {
  if (state.storedId && text !== state.storedText) {
    // Edited: no longer the stored hierarchy, so the link in the address bar no longer describes it.
    state.storedId = null;
    setUrl({}, language());
  }
  editor.updateDumpButton();
  if (!text.trim()) return;
  if (editor.isDump) {
    editor.clearErrors();
    editor.setStatus(t('dumpDetected'), 'info');
    return;
  }
  const parsed = parseJSONText(text);
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
  state.input = input;
  setModel(new Model(normalizeHierarchy(input)));
  if (validate) {
    const seq = ++state.seq;
    const probe = state.touch || { x: state.model.bbox.x + 1, y: state.model.bbox.y + 1 };
    try {
      const trace = await api.hitTest(input, probe);
      if (seq !== state.seq) return;
      editor.setStatus(t('validOk'), 'ok');
      if (state.touch) showTrace(trace, { autoplay: false });
    } catch (err) {
      if (seq !== state.seq) return;
      showApiError(err);
    }
  }
}

function setModel(model) {
  state.model = model;
  drawing.setModel(model);
  refreshHitMap();
  tree.setModel(model);
  $('#view-count').textContent = t('viewCount', { n: model.viewCount });
  showTitle();
  const stillThere = state.selected && model.get(state.selected) ? state.selected : null;
  select(stillThere);
  if (state.trace && !model.get(state.trace.hitView || '')) {
    // The views changed under the old trace: keep its marks only while they still make sense.
    drawing.setTrace(state.trace);
  }
  // [classroom hook] the drawing was rebuilt: labels placed again; the link names this hierarchy.
  projector.redrawn();
  shareState.refreshBase();
}

/** The hierarchy's name; for a preset as shipped, its title in the current language. */
function showTitle() {
  const title = $('#stage-title');
  title.removeAttribute('data-i18n');
  const name = state.model ? state.model.hierarchy.name : '';
  const preset = state.preset && state.presetName === name && language() !== 'en' ? presetTitle(state.preset, language()) : '';
  title.textContent = preset || name || t('untitled');
}

function markStale(stale) {
  $('#stage').classList.toggle('stale', stale);
}

function loadText(text, { storedId = null, preset = null } = {}) {
  state.storedId = storedId;
  state.storedText = storedId ? text : null;
  state.preset = preset;
  clearTrace();
  editor.setText(text);
  updatePresetSelect();
  updateSuggestion();
  return applyText(text, { validate: !storedId });
}

async function loadPreset(id) {
  const preset = state.presets.find((p) => p.id === id);
  if (!preset) return;
  try {
    const response = await fetch(`presets/${encodeURIComponent(preset.file)}`);
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    const parsed = JSON.parse(await response.text());
    state.presetName = typeof parsed.name === 'string' ? parsed.name : '';
    state.presetJSON = JSON.stringify(parsed); // [classroom hook] an unedited preset is linked as ?preset=
    await loadText(prettyJSON(parsed), { preset });
    setUrl({ preset: preset.id }, language());
  } catch (err) {
    toast(t('presetFailed', { message: err.message }), 'error');
  }
}

async function loadStored(id, touchPoint, traceId) {
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
    state.touch = trace.touch;
    showTrace(trace, { autoplay: true });
  } catch (err) {
    toast(t('traceFailed', { id: traceId, message: err.message }), 'error');
  }
}

async function importDump(text) {
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
  }
}

// ---- touches ----

/** Posts a touch: {x, y} (a tap), a shorthand such as {gesture: 'longPress', …}, or {sequence: […]}. */
async function touch(input, { autoplay = false } = {}) {
  if (!state.model || !state.input) return;
  const seq = ++state.seq;
  const made = Array.isArray(input.sequence) || typeof input.gesture === 'string' ? input : { x: input.x, y: input.y };
  state.touch = made;
  try {
    const trace = state.storedId
      ? await api.touchStored(state.storedId, made)
      : await api.hitTest(state.input, made);
    if (seq !== state.seq) return;
    showTrace(trace, { autoplay });
    if (state.storedId) setUrl(linkParams(trace), language());
  } catch (err) {
    if (seq !== state.seq) return;
    showApiError(err);
  }
}

/**
 * What a link to this touch on the stored hierarchy says: a tap is its point (?x=&y=, as links always
 * were); any other gesture is its stored trace (?t=), since a point would replay it as a tap.
 */
function linkParams(trace) {
  const point = tracePoint(trace);
  if (!isTap(trace.touch) && trace.id) return { h: state.storedId, t: trace.id };
  return { h: state.storedId, x: point?.x, y: point?.y };
}

function isTap(touch) {
  const summary = summarize(touch);
  return !summary || (summary.kind === 'tap' && summary.taps === 1);
}

/** Where the touch came down: the trace's point (a bare-point touch is its own point). */
function tracePoint(trace) {
  const point = trace && (trace.point || trace.touch);
  return point && Number.isFinite(point.x) && Number.isFinite(point.y) ? point : null;
}

function showTrace(trace, { autoplay }) {
  state.trace = trace;
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
  select(trace.hitView && state.model.get(trace.hitView) ? trace.hitView : state.selected);
  shareState.refreshBase(); // [classroom hook] the link names this touch
  predict.onTrace(trace, state.model, { revealed: revealNext }); // [classroom hook] cover the answer in predict mode
  revealNext = false;
}
let revealNext = false; // [classroom hook] a link at a given step shows it revealed, even in predict mode

function clearTrace() {
  state.trace = null;
  state.touch = null;
  result.clear();
  tree.setTrace(null);
  drawing.setTrace(null);
  replay.clear();
  timeline.clear();
  $('#replay-card').hidden = true;
  $('#touch-error').hidden = true;
}


function showApiError(err) {
  if (err.status === 422 || err.status === 400) {
    const errors = err.errors.map((e) => ({ ...e, path: hierarchyPath(e.path) }));
    editor.showErrors(errors, t('apiErrors', { n: errors.length }));
    editor.setStatus('', '');
  }
  const box = $('#touch-error');
  box.replaceChildren(
    h('strong', { text: err.status === 0 ? t('networkError') : t('apiErrorTitle', { status: err.status }) }),
    h('span', { text: ` ${err.message}` }),
    err.path ? h('code', { class: 'error-path', text: hierarchyPath(err.path) }) : '',
    err.status === 422 || err.status === 400 ? h('button', { type: 'button', class: 'btn small ghost', text: t('showErrors'), on: { click: () => showTab('json') } }) : '');
  box.hidden = false;
}

// ---- share ----

async function share() {
  if (!state.input) return;
  const button = $('#share-button');
  button.disabled = true;
  try {
    if (!state.storedId) {
      const stored = await api.storeHierarchy(state.input);
      state.storedId = stored.id;
      state.storedText = editor.text;
    }
    let trace = state.trace;
    if (trace && !isTap(state.touch) && trace.hierarchyId !== state.storedId) {
      // A gesture made on unsaved JSON has no stored trace yet: store it with the hierarchy.
      trace = await api.touchStored(state.storedId, state.touch);
      state.trace = trace; // [classroom hook] the same trace, now stored: the link can name it (?t=)
    }
    setUrl(trace ? linkParams(trace) : { h: state.storedId }, language());
    // [classroom hook] the link copied keeps the lesson: step, language, projector and predict mode.
    await shareState.refreshBase();
    const url = shareState.link || location.href;
    try {
      await navigator.clipboard.writeText(url);
      toast(t('shareCopied'));
    } catch {
      toast(t('shareInAddressBar'));
    }
  } catch (err) {
    showApiError(err);
  } finally {
    button.disabled = false;
  }
}


// ---- presets ----

function updatePresetSelect() {
  const select = $('#preset-select');
  select.replaceChildren(h('option', { value: '', text: t('presetPlaceholder') }),
    ...state.presets.map((p) => h('option', { value: p.id, text: presetTitle(p, language()) })));
  select.value = state.preset ? state.preset.id : '';
}

function updateSuggestion() {
  const button = $('#suggest-button');
  const p = state.preset;
  if (p && p.touch) {
    button.hidden = false;
    button.textContent = t('suggestTouch', { point: `(${p.touch.x}, ${p.touch.y})` });
    button.title = presetHint(p, language()) || '';
  } else {
    button.hidden = true;
  }
  const hint = $('#preset-hint');
  if (hint) hint.textContent = p ? presetHint(p, language()) : '';
}

// ---- small pieces of UI ----

function showTab(which) {
  const tree = which === 'tree';
  document.body.classList.toggle('editing', !tree);
  $('#tab-tree').setAttribute('aria-selected', String(tree));
  $('#tab-json').setAttribute('aria-selected', String(!tree));
  $('#tree-pane').hidden = !tree;
  $('#json-pane').hidden = tree;
}

function showInJSON(node) {
  showTab('json');
  editor.selectPath(node.path);
}

function stageMessage(text) {
  const box = $('#stage-message');
  box.textContent = text;
  box.hidden = !text;
}


// ---- the hit map ----

let hitMapSeq = 0;
const storedForMap = new Map(); // the hierarchy's JSON → the id it was stored under for a map

/** The hit map needs a stored hierarchy: the one loaded, or this JSON stored once. */
async function storedIdForMap() {
  if (state.storedId) return state.storedId;
  const key = JSON.stringify(state.input);
  if (!storedForMap.has(key)) storedForMap.set(key, (await api.storeHierarchy(state.input)).id);
  return storedForMap.get(key);
}

async function refreshHitMap() {
  const seq = ++hitMapSeq;
  if (!$('#opt-hitmap').checked || !state.model || !state.input) {
    hitMapView.clear();
    return;
  }
  try {
    const id = await storedIdForMap();
    const map = await api.hitMap(id, { step: stepFor(state.model.bbox) });
    if (seq !== hitMapSeq) return;
    hitMapView.show(map, state.model, drawing.hitMapLayer);
  } catch (err) {
    if (seq !== hitMapSeq) return;
    hitMapView.clear();
    toast(t('hitMapFailed', { message: err.message }), 'error');
  }
}

// ---- the typed touch: a gesture picked from the menu at the point typed ----

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
function showDragFields() {
  $('#drag-to').hidden = $('#touch-gesture').value !== 'drag';
}

function readOptions() {
  drawing.setOptions({
    hidden: $('#opt-hidden').checked, alpha: $('#opt-alpha').checked,
    blocked: $('#opt-blocked').checked, labels: $('#opt-labels').checked,
  });
}

function setProjector(on) {
  document.body.classList.toggle('projector', on);
  $('#projector-button').setAttribute('aria-pressed', String(on));
  projector.setOn(on); // [classroom hook]
  shareState.update();
  try {
    localStorage.setItem('hittrace.projector', on ? '1' : '0');
  } catch {
    // not remembered
  }
}

// ---- wiring ----

$('#touch-form').addEventListener('submit', (event) => {
  event.preventDefault();
  const typed = typedTouch();
  if (typed) touch(typed);
});
$('#touch-gesture').addEventListener('change', showDragFields);
$('#tab-tree').addEventListener('click', () => showTab('tree'));
$('#tab-json').addEventListener('click', () => showTab('json'));
$('#share-button').addEventListener('click', share);
$('#projector-button').addEventListener('click', () => setProjector(!document.body.classList.contains('projector')));
$('#preset-select').addEventListener('change', (event) => {
  if (lessons.current) lessons.close(); // [classroom hook] a preset picked by hand leaves the lesson
  if (event.target.value) loadPreset(event.target.value);
});
$('#suggest-button').addEventListener('click', () => { if (state.preset && state.preset.touch) touch(state.preset.touch, { autoplay: true }); });
for (const id of ['#opt-hidden', '#opt-alpha', '#opt-blocked', '#opt-labels']) $(id).addEventListener('change', readOptions);
$('#opt-hitmap').addEventListener('change', refreshHitMap);
for (const button of document.querySelectorAll('[data-lang]')) {
  button.addEventListener('click', () => setLanguage(button.dataset.lang));
}
onLanguageChange(() => {
  applyTo(document);
  updatePresetSelect();
  updateSuggestion();
  if (state.model) {
    tree.setModel(state.model);
    $('#view-count').textContent = t('viewCount', { n: state.model.viewCount });
    showTitle();
  }
  if (state.trace) {
    result.show(state.trace);
    const { pos, overview } = replay;
    replay.render();
    replay.pos = pos;
    replay.overview = overview;
    replay.update();
  }
  timeline.render();
  if (hitMapView.map) hitMapView.renderList();
  select(state.selected);
  // [classroom hook] the sentence in the new language; the link's ?lang=.
  projector.schedule();
  lessons.render();
  shareState.update();
});

new ResizeObserver(() => placeCallout()).observe($('#stage'));

async function start() {
  readOptions();
  let projector = false;
  try {
    projector = localStorage.getItem('hittrace.projector') === '1';
  } catch {
    projector = false;
  }
  const { id, point, trace, preset: wanted, projector: projectorParam } = launchParams();
  const lesson = lessonParams(); // [classroom hook] ?step=, ?g= (a shorthand gesture), ?predict=
  if (lesson.predict) predict.setOn(true);
  revealNext = lesson.step !== null;
  if (projectorParam !== null) projector = projectorParam;
  setProjector(projector);
  state.presets = await loadPresets().catch(() => []);
  updatePresetSelect();
  const stop = lessonParam(); // [classroom hook] ?lesson=N opens stop N
  if (stop && !id) {
    await lessons.go(stop);
  } else if (id) {
    await loadStored(id, point, trace);
  } else {
    const preset = state.presets.find((p) => p.id === wanted) || state.presets[0];
    if (preset) await loadPreset(preset.id);
    if (point) await touch(point, { autoplay: lesson.step === null });
  }
  // [classroom hook] a shorthand gesture (?g=) and the step the link was made at (?step=).
  if (lesson.gesture && !point && !trace && !stop) await touch(lesson.gesture, { autoplay: lesson.step === null });
  if (lesson.step !== null) applyStep(replay, lesson.step);
  document.body.classList.add('ready');
}

start();
