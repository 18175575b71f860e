// The page's entry: makes each component from its part of the page (each subscribes to the store and draws
// what the store says: js/components/), gives the components the actions they ask for (js/actions/), subscribes
// the actions that follow the store (the hit map, why-not, the replay's timer, the trace's words in a new
// language), and starts from the link: the store is restored from it (derive/link.js), then what it names is
// loaded. Each element of index.html is handed to one component here, and only here.
import * as store from './state/store.js';
import { state, subscribe } from './state/store.js';
import { remembered, rememberChanges } from './state/remembered.js';
import { LINK_KEYS, stateFromLink, pickLanguage } from './derive/link.js';
import { STOPS } from './derive/lessons.js';
import {
  loadPresetList, applyText, loadPreset, loadStored, loadPacked, importDump, editView, undo, redo, tryFix,
} from './actions/hierarchy.js';
import { packForAddress } from './actions/address.js';
import { touch, openStoredTrace, retranslate } from './actions/touch.js';
import { share } from './actions/share.js';
import { refreshHitMap, previewHitMap, endHitMapPreview, downloadHitMap } from './actions/hitmap.js';
import { askWhyNot } from './actions/why-not.js';
import { syncReplay } from './actions/replay.js';
import { publishRoomLink } from './actions/room-link.js';
import { StaticText } from './components/static-text.js';
import { PageModes } from './components/page-modes.js';
import { TopControls } from './components/top-controls.js';
import { HierarchyHead } from './components/hierarchy-head.js';
import { Search } from './components/search.js';
import { Tree } from './components/tree.js';
import { Inspector } from './components/inspector.js';
import { Editor } from './components/editor.js';
import { PasteOffer } from './components/paste-offer.js';
import { Stage } from './components/stage.js';
import { Drawing } from './components/drawing.js';
import { Viewport } from './components/viewport.js';
import { HitMapView } from './components/hitmap.js';
import { Labels } from './components/labels.js';
import { DragEdit } from './components/drag-edit.js';
import { StageToolbar } from './components/stage-toolbar.js';
import { Layers3D } from './components/layers3d.js';
import { TouchInput } from './components/touch-input.js';
import { Callout } from './components/callout.js';
import { ProjectorStage } from './components/projector.js';
import { ShareLink } from './components/share-link.js';
import { RoomCode } from './components/room-code.js';
import { PhoneTabs } from './components/phone-tabs.js';
import { TouchForm } from './components/touch-form.js';
import { DisplayOptions } from './components/display-options.js';
import { Result } from './components/result.js';
import { SelectionResult } from './components/selection.js';
import { PresetHint } from './components/preset-hint.js';
import { Compare } from './components/compare.js';
import { Predict } from './components/predict.js';
import { Replay } from './components/replay.js';
import { CodePanel } from './components/code-panel.js';
import { Timeline } from './components/timeline.js';
import { Lessons } from './components/lessons.js';
import { Toast } from './components/toast.js';

/** The element of index.html with `selector` (main.js looks each up once, and hands it to its component). */
const $ = (selector) => document.querySelector(selector);

// ---- the state this browser remembers and the link names ----

const fromBrowser = remembered();
const link = stateFromLink(location.search, location.hash);
const { selected: linkedSelection, replay: linkedStep, lesson: linkedLesson, projector: linkedProjector, ...linked } = link.state;
const browserLanguage = (navigator.language || '').toLowerCase().startsWith('zh') ? 'zh' : 'en';
store.restore({ language: pickLanguage(fromBrowser.language) || browserLanguage, timelineOpen: fromBrowser.timelineOpen, ...linked });
// Projector mode only when the address says so (the presenter's own link): never remembered from an earlier page.
store.setProjector(Boolean(linkedProjector));
// What a link chose is remembered, as a choice made on the page is.
rememberChanges(['language'].filter((key) => key in link.state));

// ---- the components, each given its part of the page ----

new StaticText(document);
new PageModes(document.body);
new TopControls({
  presetSelect: $('#preset-select'), share: $('#share-button'), projector: $('#projector-button'),
  languages: document.querySelectorAll('.lang-toggle [data-lang]'),
}, {
  onPreset: (id) => {
    store.setLesson({ stop: null, revealed: false }); // a preset picked by hand leaves the lesson
    loadPreset(id);
  },
  onShare: share,
});
new HierarchyHead({
  tabTree: $('#tab-tree'), tabJson: $('#tab-json'), treePane: $('#tree-pane'), jsonPane: $('#json-pane'),
  viewCount: $('#view-count'), undo: $('#undo-button'), redo: $('#redo-button'),
}, { onUndo: undo, onRedo: redo });
new Search($('#view-search'), $('#view-search-count'));
new Tree($('#tree'));
new Inspector($('#inspector'), { onEdit: editView });
new Editor({
  textarea: $('#json-input'), gutter: $('#gutter'), errors: $('#errors'), status: $('#editor-status'),
  badge: $('#error-badge'), importButton: $('#import-button'), fileInput: $('#file-input'), formatButton: $('#format-button'),
}, { onChange: (text) => applyText(text), onImport: importDump });
new PasteOffer($('#paste-offer'));
const stage = $('#stage');
new Stage({ stage, title: $('#stage-title'), unsaved: $('#unsaved-mark'), message: $('#stage-message') });
const drawing = $('#drawing');
new Drawing(drawing);
const beyond = $('#beyond-screen');
new Viewport(drawing, stage, beyond);
new HitMapView({ layer: drawing.querySelector(':scope > g.hitmap-layer'), card: $('#audit-card'), list: $('#audit'), summary: $('#audit-summary') },
  { onDownload: downloadHitMap });
// The hit map: for every new hierarchy and language, and when the option turns it on or off; drawn as soon as
// the drawing is (a map that came with an edit, in the same task), before the panels are.
subscribe(['model', 'language', 'options'], (changed) => {
  if (changed.has('model') || changed.has('language') || state.options.hitMap !== Boolean(state.hitMap)) refreshHitMap();
});
const toolbar = $('#vp-toolbar');
new Labels(drawing, { covers: [toolbar, beyond] });
new DragEdit(drawing, stage, { onEdit: editView, onPreview: previewHitMap, onPreviewEnd: endHitMapPreview });
new StageToolbar({
  zoomIn: $('#zoom-in'), zoomOut: $('#zoom-out'), fit: $('#zoom-fit'), fitSelection: $('#zoom-selection'),
  isolate: $('#isolate-button'), dragEdit: $('#drag-edit-button'), layers3d: $('#layers3d-button'), zoomLevel: $('#zoom-level'),
});
new Layers3D($('#layers3d'));
new TouchInput(drawing, { onTouch: (made) => touch(made) });
new Callout({ box: $('#callout'), stage, svg: drawing });
// The room's QR code; the projector's sentence keeps clear of it.
const roomCode = $('#room-code');
new ProjectorStage({ stage, sentence: $('#stage-sentence'), svg: drawing, qr: roomCode, toolbar });
new RoomCode({ figure: roomCode, img: $('#qr'), url: $('#room-code-url'), smaller: $('#qr-smaller'), larger: $('#qr-larger') });
new ShareLink({ link: $('#share-link') });
new PhoneTabs($('#phone-tabs'));
new TouchForm({
  form: $('#touch-form'), gesture: $('#touch-gesture'), x: $('#touch-x'), y: $('#touch-y'), dragTo: $('#drag-to'),
  toX: $('#touch-to-x'), toY: $('#touch-to-y'),
}, { onTouch: (typed) => touch(typed) });
new DisplayOptions({
  hidden: $('#opt-hidden'), alpha: $('#opt-alpha'), blocked: $('#opt-blocked'), labels: $('#opt-labels'), hitMap: $('#opt-hitmap'),
});
new Result({
  card: $('#result-card'), empty: $('#result-empty'), result: $('#result'), touchPoint: $('#touch-point'), hitView: $('#hit-view'),
  hitViewNote: $('#hit-view-note'), order: $('#hit-test-order'), chain: $('#responder-chain'), actionsBlock: $('#actions-block'),
  actions: $('#actions'), missesCard: $('#misses-card'), misses: $('#misses'), error: $('#touch-error'),
  staleNote: $('#stale-note'), editDiff: $('#edit-diff'), pinButton: $('#pin-button'),
});
new SelectionResult({ card: $('#selection-card'), name: $('#selection-name'), why: $('#why'), whyNot: $('#why-not') }, { onTryFix: tryFix });
new PresetHint({ hint: $('#preset-hint'), suggest: $('#suggest-button') }, { onTouch: (made) => touch(made, { autoplay: true }) });
new Compare($('#compare-card'));
new Predict({ button: $('#predict-button'), panel: $('#predict') });
new Replay({
  card: $('#replay-card'), list: $('#steps'), counter: $('#step-counter'), narration: $('#step-narration'), start: $('#replay-start'),
  back: $('#replay-back'), play: $('#replay-play'), forward: $('#replay-forward'), end: $('#replay-end'), speed: $('#replay-speed'),
});
new CodePanel({ panel: $('#code-panel'), code: $('#code-lines'), stack: $('#code-stack'), note: $('#code-note'), stackEmpty: $('#code-stack-empty') });
new Timeline({
  panel: $('#timeline'), toggle: $('#timeline-toggle'), body: $('#timeline-body'), gesture: $('#timeline-gesture'),
  actionsBlock: $('#timeline-actions-block'), actions: $('#timeline-actions'), scrolls: $('#timeline-scrolls'),
  recognizers: $('#timeline-recognizers'), rows: $('#timeline-rows'), empty: $('#timeline-empty'), truncated: $('#timeline-truncated'),
});
new Lessons({ button: $('#lessons-button'), card: $('#lesson') }, { onGo: (n) => goToStop(n) });
new Toast($('#toast'));

// ---- the actions that follow the store ----

subscribe(['selected', 'trace', 'language'], askWhyNot);
subscribe(['replay'], syncReplay);
subscribe(['language'], retranslate);
subscribe(['input', 'storedId'], packForAddress);
subscribe([...LINK_KEYS, 'ready'], publishRoomLink);

/** A lesson's stop `n`: its preset loaded and its touch made, at the step a link names, else at its first step
 *  (the answer is kept until the class has walked to it or the teacher reveals it: body.answer-kept). */
async function goToStop(n, { step = null, revealed = false } = {}) {
  const stop = STOPS[n - 1];
  if (!stop) return;
  store.setLesson({ stop: n, revealed });
  await loadPreset(stop.preset, { touch: stop.touch, step });
  // Not the overview (its last rows say the answer): the class walks the calls from the first.
  if (!step && !revealed && state.replay.overview && state.lesson.stop === n) store.setReplay({ pos: 0, overview: false, playing: false });
}

// ---- starting from the address bar: a lesson, a stored hierarchy (?h=, with a touch or a trace) or a preset ----

async function start() {
  await loadPresetList();
  const { open } = link;
  const step = linkedStep ? { overview: Boolean(linkedStep.overview), pos: linkedStep.pos ?? 0 } : null;
  store.setRevealNext(step !== null);
  const made = open.point || open.gesture || null;
  if (linkedLesson && linkedLesson.stop && !open.h) {
    await goToStop(linkedLesson.stop, { step, revealed: linkedLesson.revealed });
  } else if (open.h) {
    if (await loadStored(open.h)) {
      if (open.traceId) await openStoredTrace(open.traceId, { step });
      else if (made) await touch(made, { autoplay: step === null, step });
    }
  } else if (open.json) {
    await loadPacked(open.json, { touch: made, autoplay: step === null, step });
  } else {
    const preset = state.presets.find((p) => p.id === open.preset) || state.presets[0];
    if (preset) await loadPreset(preset.id, { touch: made, autoplay: step === null, step });
  }
  store.setRevealNext(false);
  if (linkedSelection) store.select(linkedSelection);
  store.setReady();
}

start();
