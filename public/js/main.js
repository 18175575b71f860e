// The page's wiring: makes the components from the DOM, subscribes what draws to the store's changes,
// connects the controls to what they do, and starts from the address bar. The state is in store.js; each
// concern is its module (hierarchy.js, touches.js, share.js, hitmap-toggle.js, selection.js, ui.js…).
import { $ } from './dom.js';
import { initLanguage, setLanguage, onLanguageChange, applyTo } from './i18n.js';
import { Drawing } from './draw.js';
import { Tree } from './tree.js';
import { Replay } from './replay.js';
import { Result } from './result.js';
import { Inspector } from './inspector.js';
import { Editor } from './editor.js';
import { HitMapView } from './hitmap.js';
import { Timeline } from './timeline.js';
import { GestureRecorder } from './gesture.js';
import { listenForGestures } from './drawing-input.js';
import { loadPresets } from './presets.js';
import { launchParams } from './url.js';
import * as store from './state/store.js';
import { state } from './state/store.js';
import { views, setViews } from './views.js';
import { showSelection, placeCallout, hover, showStep } from './selection.js';
import { applyText, importDump, showHierarchy, showViewCount, showTitle, loadPreset, loadStored } from './hierarchy.js';
import { touch, showTrace, touchTyped, touchSuggested, showDragFields, retranslate } from './touches.js';
import { share } from './share.js';
import { refreshHitMap, endHitMapPreview } from './hitmap-toggle.js';
import { updatePresetSelect, updateSuggestion } from './preset-menu.js';
import { showTab, showInJSON, readOptions, setProjector, rememberedProjector } from './ui.js';
import { WhyNotPanel } from './whynot.js';
import { tryFix } from './try-fix.js';
// navigation, labels, search, live editing, undo/redo, compare, honest state, paste, keyboard.
import { Viewport } from './viewport.js';
import { Labels } from './labels.js';
import { Search, markMatches } from './search.js';
import { InspectorEdit, viewAt } from './inspector-edit.js';
import { History } from './history.js';
import { renderPasteOffer } from './paste-offer.js';
import { installKeyboard } from './keyboard.js';
import { DragEdit } from './drag-edit.js';
import { Layers3D } from './layers3d.js';
import { Compare } from './compare.js';
import { nameTreeRows } from './names.js';
import { editView, previewEdit, installUndo } from './live-edit.js';
// links that keep the lesson, the projector stage, predict first, the code panel, lessons, phones.
import { ShareState, lessonParams, applyStep } from './share-state.js';
import { ProjectorStage } from './projector.js';
import { initPhone } from './phone.js';
import { Predict } from './predict.js';
import { CodePanel } from './code-panel.js';
import { Lessons, lessonParam } from './lessons.js';

initPhone(); // words for fingers on touch devices (before the strings are applied)
initLanguage();

// ---- the components ----

const select = store.select;
const drawing = new Drawing($('#drawing'), { onSelect: select, onHover: hover });
// "Why not" for the selected view, its blockers on the drawing, and "try the fix".
const whyNot = new WhyNotPanel({
  context: () => ({ input: state.input, touch: state.touch, trace: state.trace }),
  onTryFix: tryFix, onSelect: select, onHover: hover, redraw: () => drawing.renderOverlay(),
});
drawing.extraMarks = (d) => whyNot.marks(d);
// Labels placed so they never overlap (labels.js), after every overlay change; the viewport owns the viewBox.
const labels = new Labels($('#drawing'));
// After the overlay is drawn (once per task that changed it: draw.js coalesces); set once the viewport's
// toolbar, moving views (drag-edit.js) and the 3D layers (layers3d.js) exist, below.
function afterOverlay() {
  labels.set({
    hovered: drawing.hovered, selected: drawing.selected, step: drawing.step ? drawing.step.view : null,
    hit: drawing.showHit && drawing.trace ? drawing.trace.hitView : null,
  });
  labels.place();
  placeCallout();
  dragEdit.render();
  const p = drawing.trace && (drawing.trace.point || drawing.trace.touch);
  layers3d.update({
    hit: drawing.showHit && drawing.trace ? drawing.trace.hitView : null, selected: drawing.selected,
    step: drawing.step ? drawing.step.view : null, point: p && Number.isFinite(p.x) ? p : null,
  });
}
const viewport = new Viewport($('#drawing'), $('#stage'), {
  onChange: () => drawing.renderOverlay(), selected: () => state.selected, model: () => state.model,
  onPinchStart: () => recorder.drop(), // two fingers zoom: the first one's touch is dropped
});
// Moving and resizing views on the drawing (a toggle in the viewport's toolbar).
const dragEdit = new DragEdit($('#drawing'), viewport.toolbar, {
  drawing, model: () => state.model, selected: () => state.selected, onSelect: select, onEdit: editView,
  onPreview: previewEdit, onPreviewEnd: endHitMapPreview,
});
const layers3d = new Layers3D($('#stage'), viewport.toolbar, { onSelect: select });
drawing.afterOverlay = afterOverlay;
// The keyboard for linked chips, steps and the tree's expand/collapse.
const markTree = installKeyboard({ tree: $('#tree'), steps: $('#steps'), onTreeSelect: (id) => select(id) });
const search = new Search($('#view-search'), $('#view-search-count'), {
  onPick: (id) => { select(id); viewport.reveal(id); },
  onMatches: (ids) => { labels.set({ matches: ids }); markMatches($('#drawing'), $('#tree'), ids); drawing.renderOverlay(); },
});
// Pressing, holding, dragging and double-clicking on the drawing: each gesture is posted as it was made.
const recorder = new GestureRecorder({ onGesture: (made) => touch(made), onProgress: (events) => drawing.setLiveTouch(events) });
listenForGestures($('#drawing'), drawing, recorder, {
  // no touches while views are being moved on the drawing
  ready: () => Boolean(state.model && state.input) && !dragEdit.on,
});
const replay = new Replay({
  list: $('#steps'), counter: $('#step-counter'), narration: $('#step-narration'), start: $('#replay-start'),
  back: $('#replay-back'), play: $('#replay-play'), forward: $('#replay-forward'), end: $('#replay-end'),
  speed: $('#replay-speed'),
}, { onStep: showStep });
// The projector stage's sentence, placing the labels (labels.js) clear of it; the link (#share-link) and its
// QR code (#qr).
const projector = new ProjectorStage({ stage: $('#stage'), sentence: $('#stage-sentence'), svg: $('#drawing'), qr: $('#qr') }, drawing, labels);
const shareState = new ShareState({ link: $('#share-link'), qr: $('#qr') }, () => ({
  state, replay, projector: document.body.classList.contains('projector'), predict: document.body.classList.contains('predict'),
  lesson: lessons.current,
}));
// Predict first: the answer covered until the class has guessed.
const predict = new Predict({ button: $('#predict-button'), panel: $('#predict') }, replay, { onChange: () => shareState.update() });
// Lessons: each stop loads its preset and makes its touch.
const lessons = new Lessons({ button: $('#lessons-button'), card: $('#lesson') }, {
  go: async (stop) => {
    await loadPreset(stop.preset);
    await touch(stop.touch, { autoplay: !state.revealNext });
  },
  onChange: () => shareState.update(),
});
setViews({
  drawing, labels, viewport, dragEdit, layers3d, search, markTree,
  replay, projector, shareState, predict, lessons,
  // The code as it runs, beside the replay.
  codePanel: new CodePanel({ panel: $('#code-panel'), code: $('#code-lines'), stack: $('#code-stack'), note: $('#code-note'), stackEmpty: $('#code-stack-empty') }),
  // Live editing in the inspector, undo/redo.
  inspectorEdit: new InspectorEdit({ onEdit: editView }),
  history: new History({
    onChange: (hist) => {
      $('#undo-button').disabled = !hist.canUndo;
      $('#redo-button').disabled = !hist.canRedo;
    },
  }),
  // Two results side by side: a pinned touch, or the result before an edit, and now.
  compare: new Compare($('#compare-card'), { onSelect: (id) => select(id) }),
  timeline: new Timeline({
    panel: $('#timeline'), toggle: $('#timeline-toggle'), body: $('#timeline-body'), gesture: $('#timeline-gesture'),
    actionsBlock: $('#timeline-actions-block'), actions: $('#timeline-actions'), scrolls: $('#timeline-scrolls'),
    recognizers: $('#timeline-recognizers'), rows: $('#timeline-rows'), empty: $('#timeline-empty'),
    truncated: $('#timeline-truncated'),
  }, { onSelect: select, onHover: hover, model: () => state.model }),
  tree: new Tree($('#tree'), { onSelect: select, onHover: hover }),
  inspector: new Inspector($('#inspector'), { onShowJSON: showInJSON, onWhy: (slot, id) => whyNot.show(slot, id) }),
  result: new Result({
    empty: $('#result-empty'), result: $('#result'), touchPoint: $('#touch-point'), hitView: $('#hit-view'),
    hitViewNote: $('#hit-view-note'), order: $('#hit-test-order'), chain: $('#responder-chain'),
    actionsBlock: $('#actions-block'), actions: $('#actions'), missesCard: $('#misses-card'), misses: $('#misses'),
  }, { onSelect: select, onHover: hover }),
  hitMapView: new HitMapView({ card: $('#audit-card'), list: $('#audit'), summary: $('#audit-summary') }, { onSelect: select }),
  editor: new Editor({
    textarea: $('#json-input'), gutter: $('#gutter'), errors: $('#errors'), status: $('#editor-status'),
    badge: $('#error-badge'), importButton: $('#import-button'), fileInput: $('#file-input'), formatButton: $('#format-button'),
  }, {
    onChange: (text) => applyText(text, { validate: true }), onImport: importDump,
    // A click on an error also selects the view it names (the inspector opens on it).
    onErrorPicked: (error) => {
      const id = state.model && error.path ? viewAt(error.path, state.model) : null;
      if (id && id !== state.selected) select(id);
    },
  }),
});

// ---- what the store's changes redraw ----

store.subscribe('hierarchy', showHierarchy);
store.subscribe('trace', showTrace);
store.subscribe('selection', showSelection);

// ---- the controls ----

$('#touch-form').addEventListener('submit', (event) => {
  event.preventDefault();
  touchTyped();
});
$('#touch-gesture').addEventListener('change', showDragFields);
$('#tab-tree').addEventListener('click', () => showTab('tree'));
$('#tab-json').addEventListener('click', () => showTab('json'));
$('#share-button').addEventListener('click', share);
$('#projector-button').addEventListener('click', () => setProjector(!document.body.classList.contains('projector')));
$('#preset-select').addEventListener('change', (event) => {
  if (lessons.current) lessons.close(); // a preset picked by hand leaves the lesson
  if (event.target.value) loadPreset(event.target.value);
});
$('#suggest-button').addEventListener('click', touchSuggested);
for (const id of ['#opt-hidden', '#opt-alpha', '#opt-blocked', '#opt-labels']) $(id).addEventListener('change', readOptions);
$('#opt-hitmap').addEventListener('change', refreshHitMap);
$('#pin-button').addEventListener('click', () => views.compare.pin(state.trace, state.model));
installUndo();
for (const button of document.querySelectorAll('[data-lang]')) {
  button.addEventListener('click', () => setLanguage(button.dataset.lang));
}

/** Everything with words in it, again in the new language; the server's sentences are asked for again. */
onLanguageChange(() => {
  relabel();
  retranslate().then((replaced) => { if (replaced) showRetranslated(); });
  if (views.hitMapView.map) refreshHitMap();
});

/** The same trace in the new language: the views that hold it take it, then every word is drawn again. */
function showRetranslated() {
  const { tree, drawing, timeline, replay } = views;
  tree.setTrace(state.trace);
  drawing.setTrace(state.trace);
  timeline.trace = state.trace;
  replay.steps = Array.isArray(state.trace.steps) ? state.trace.steps : [];
  relabel();
}

function relabel() {
  const { tree, result, replay, timeline, hitMapView, compare } = views;
  applyTo(document);
  updatePresetSelect();
  updateSuggestion();
  if (state.model) {
    tree.setModel(state.model);
    markTree(); // the rebuilt rows: expandable, named, matches marked
    nameTreeRows($('#tree'), state.model);
    search.setModel(state.model);
    showViewCount();
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
  viewport.relabel(); // the toolbar's buttons, moving views' and the 3D layers' among them
  compare.render();
  search.relabel();
  renderPasteOffer($('#paste-offer'));
  if (hitMapView.map) hitMapView.renderList();
  select(state.selected);
  // The projector's sentence in the new language; the lesson; the link's ?lang=.
  projector.schedule();
  lessons.render();
  shareState.update();
}

new ResizeObserver(() => placeCallout()).observe($('#stage'));

// ---- starting from the address bar: a stored hierarchy (?h=, with a touch or a trace) or a preset ----

async function start() {
  readOptions();
  renderPasteOffer($('#paste-offer'));
  const { id, point, trace, preset: wanted, projector: projectorParam } = launchParams();
  const lesson = lessonParams(); // ?step=, ?g= (a shorthand gesture), ?predict=
  if (lesson.predict) predict.setOn(true);
  store.setRevealNext(lesson.step !== null);
  setProjector(projectorParam !== null ? projectorParam : rememberedProjector());
  store.setPresets(await loadPresets().catch(() => []));
  updatePresetSelect();
  const stop = lessonParam(); // ?lesson=N opens stop N
  if (stop && !id) {
    await lessons.go(stop);
  } else if (id) {
    await loadStored(id, point, trace);
  } else {
    const preset = state.presets.find((p) => p.id === wanted) || state.presets[0];
    if (preset) await loadPreset(preset.id);
    if (point) await touch(point, { autoplay: lesson.step === null });
  }
  // A shorthand gesture (?g=) and the step the link was made at (?step=).
  if (lesson.gesture && !point && !trace && !stop) await touch(lesson.gesture, { autoplay: lesson.step === null });
  if (lesson.step !== null) applyStep(replay, lesson.step);
  document.body.classList.add('ready');
}

start();
