// The page's state, in one place. Read it through `state` (read-only: assigning to it throws); change it
// only through the functions below. Changes others draw from are announced to subscribers:
//   'hierarchy' — a new hierarchy (input and model) is loaded or edited
//   'trace'     — a trace is shown, with { autoplay, previous }, or cleared (state.trace is then null)
//   'selection' — the selected view changed (or was re-chosen)
//   'language'  — the page's language changed (i18n.js applies the strings first)

const current = {
  input: null, // the parsed JSON the API gets
  model: null,
  storedId: null, // set while the editor holds exactly the stored hierarchy
  storedText: null,
  storedShared: false, // the stored hierarchy was stored shared by this page (kept by the server until deleted)
  trace: null,
  touch: null, // the last touch as posted: a point, a shorthand or a recorded sequence
  selected: null,
  presets: [],
  preset: null,
  presetName: null, // the preset file's own name, to tell it apart from an edited one
  presetJSON: null, // the preset file as loaded (compact JSON): an unedited preset is linked as ?preset=
  revealNext: false, // the next trace is shown revealed even in predict mode (a link made at a given step)
  // Live editing: views edited since the hierarchy was loaded, the hit view before the last edit, when the
  // last edit started (to time the re-trace; null when no edit is under way).
  edited: new Set(),
  beforeEdit: null,
  editStart: null,
  language: 'en', // 'en' or 'zh' (i18n.js picks it from ?lang=, localStorage or the browser)
  // The hit map's requests: the map coming with an edit's answer ({ input, step, askedAt, map, answered }), and
  // a drag's preview (the frame on its way, the latest frame waiting, whether a preview is drawn).
  hitMapAsked: null,
  hitMapPreview: Object.freeze({ busy: false, next: null, shown: false }),
};

/** The state, read-only. */
export const state = Object.freeze(Object.defineProperties({}, Object.fromEntries(
  Object.keys(current).map((key) => [key, { get: () => current[key], enumerable: true }]))));

const subscribers = new Map();

/** Calls `fn` after every change of `topic` ('hierarchy', 'trace' or 'selection'), in subscription order. */
export function subscribe(topic, fn) {
  if (!subscribers.has(topic)) subscribers.set(topic, []);
  subscribers.get(topic).push(fn);
}

function publish(topic, detail) {
  for (const fn of subscribers.get(topic) || []) fn(detail);
}

// ---- the hierarchy ----

/** The hierarchy as parsed from the editor and its model. */
export function setHierarchy(input, model) {
  current.input = input;
  current.model = model;
  publish('hierarchy');
}

/** The editor now holds exactly the hierarchy stored under `id` (as `text`), or nothing stored (null);
 *  `shared` when this page stored it shared (a hierarchy opened by a link or imported is stored again to share). */
export function setStored(id, text = null, { shared = false } = {}) {
  current.storedId = id;
  current.storedText = id ? text : null;
  current.storedShared = Boolean(id) && shared;
}

/** The editor no longer holds the stored hierarchy (it was edited). */
export function forgetStored() {
  current.storedId = null;
}

// ---- presets ----

export function setPresets(presets) {
  current.presets = presets;
}

/** The preset loaded (null when the hierarchy is not one). */
export function setPreset(preset) {
  current.preset = preset;
}

/** The name a preset file gives its hierarchy. */
export function setPresetName(name) {
  current.presetName = name;
}

/** The preset file as loaded, as compact JSON (to tell an unedited preset from an edited one in links). */
export function setPresetJSON(json) {
  current.presetJSON = json;
}

// ---- touches and traces ----

export function setTouch(touch) {
  current.touch = touch;
}

export function setTrace(trace, { autoplay = false } = {}) {
  const previous = current.trace;
  current.trace = trace;
  publish('trace', { autoplay, previous });
}

/** The trace shown, replaced by itself stored under an id (the Share button stored a gesture) or said in
 *  another language: nothing to redraw but its words. */
export function setStoredTrace(trace) {
  current.trace = trace;
}

/** Whether the next trace is shown revealed in predict mode (a link made at a given step). */
export function setRevealNext(on) {
  current.revealNext = on;
}

/** No trace and no touch. */
export function clearTrace() {
  const previous = current.trace;
  current.trace = null;
  current.touch = null;
  publish('trace', { autoplay: false, previous });
}

// ---- live editing ----

/** The view `id` was edited (in the inspector or on the drawing). */
export function markEdited(id) {
  current.edited.add(id);
}

/** A new hierarchy: nothing edited yet. */
export function resetEdited() {
  current.edited = new Set();
}

/** An edit starts now; `beforeHitView` is the hit view before it. The performance mark 'hittrace-edit' is
 *  where the page's edit timings start (touches.js measures 'hittrace-edit-traced' from it). */
export function startEdit(beforeHitView) {
  current.beforeEdit = beforeHitView;
  current.editStart = performance.mark('hittrace-edit').startTime;
}

/** The edit's outcome was shown, or it was refused. */
export function endEdit() {
  current.editStart = null;
}

// ---- language ----

/** The page's language ('en' or 'zh'). */
export function setLanguage(language) {
  current.language = language;
  publish('language');
}

// ---- the hit map's requests ----

/** The map asked for with an edit (hitmap-toggle.js), or null once taken. */
export function setHitMapAsked(asked) {
  current.hitMapAsked = asked;
}

/** A drag's hit-map preview: `changes` of { busy, next, shown }. */
export function setHitMapPreview(changes) {
  current.hitMapPreview = Object.freeze({ ...current.hitMapPreview, ...changes });
}

// ---- selection ----

/** Selects the view `id` when the model has it, else nothing. */
export function select(id) {
  current.selected = id && current.model && current.model.get(id) ? id : null;
  publish('selection');
}
