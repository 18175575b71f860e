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
import * as store from './store.js';
import { state } from './store.js';
import { views, setViews } from './views.js';
import { showSelection, placeCallout, hover, showStep } from './selection.js';
import { applyText, importDump, showHierarchy, showViewCount, showTitle, loadPreset, loadStored } from './hierarchy.js';
import { touch, showTrace, touchTyped, touchSuggested, showDragFields } from './touches.js';
import { share } from './share.js';
import { refreshHitMap } from './hitmap-toggle.js';
import { updatePresetSelect, updateSuggestion } from './preset-menu.js';
import { showTab, showInJSON, readOptions, setProjector, rememberedProjector } from './ui.js';
import { WhyNotPanel } from './whynot.js';
import { tryFix } from './try-fix.js';

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
// Pressing, holding, dragging and double-clicking on the drawing: each gesture is posted as it was made.
const recorder = new GestureRecorder({ onGesture: (made) => touch(made), onProgress: (events) => drawing.setLiveTouch(events) });
listenForGestures($('#drawing'), drawing, recorder, { ready: () => Boolean(state.model && state.input) });
setViews({
  drawing,
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
  replay: new Replay({
    list: $('#steps'), counter: $('#step-counter'), narration: $('#step-narration'), start: $('#replay-start'),
    back: $('#replay-back'), play: $('#replay-play'), forward: $('#replay-forward'), end: $('#replay-end'),
    speed: $('#replay-speed'),
  }, { onStep: showStep }),
  hitMapView: new HitMapView({ card: $('#audit-card'), list: $('#audit'), summary: $('#audit-summary') }, { onSelect: select }),
  editor: new Editor({
    textarea: $('#json-input'), gutter: $('#gutter'), errors: $('#errors'), status: $('#editor-status'),
    badge: $('#error-badge'), importButton: $('#import-button'), fileInput: $('#file-input'), formatButton: $('#format-button'),
  }, { onChange: (text) => applyText(text, { validate: true }), onImport: importDump }),
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
$('#preset-select').addEventListener('change', (event) => { if (event.target.value) loadPreset(event.target.value); });
$('#suggest-button').addEventListener('click', touchSuggested);
for (const id of ['#opt-hidden', '#opt-alpha', '#opt-blocked', '#opt-labels']) $(id).addEventListener('change', readOptions);
$('#opt-hitmap').addEventListener('change', refreshHitMap);
for (const button of document.querySelectorAll('[data-lang]')) {
  button.addEventListener('click', () => setLanguage(button.dataset.lang));
}

/** Everything with words in it, again in the new language. */
onLanguageChange(() => {
  const { tree, result, replay, timeline, hitMapView } = views;
  applyTo(document);
  updatePresetSelect();
  updateSuggestion();
  if (state.model) {
    tree.setModel(state.model);
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
  if (hitMapView.map) hitMapView.renderList();
  select(state.selected);
});

new ResizeObserver(() => placeCallout()).observe($('#stage'));

// ---- starting from the address bar: a stored hierarchy (?h=, with a touch or a trace) or a preset ----

async function start() {
  readOptions();
  const { id, point, trace, preset: wanted, projector } = launchParams();
  setProjector(projector !== null ? projector : rememberedProjector());
  store.setPresets(await loadPresets().catch(() => []));
  updatePresetSelect();
  if (id) {
    await loadStored(id, point, trace);
  } else {
    const preset = state.presets.find((p) => p.id === wanted) || state.presets[0];
    if (preset) await loadPreset(preset.id);
    if (point) await touch(point, { autoplay: true });
  }
  document.body.classList.add('ready');
}

start();
