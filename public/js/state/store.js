// The page's state, all of it, in one place. Read it through `state` (read-only: assigning to it throws);
// change it only through the functions below, each of which says what changed. Components subscribe to the
// keys they draw from (`subscribe`) and render from `state`; actions (async work) and components change it
// through these functions. The shareable link is a pure function of this state (derive/link.js), and the state
// a link describes is a pure function of the link.
//
// What is NOT here, on purpose: what a component keeps to do its drawing (the elements it made, what it drew
// them from, to redraw only what changed) and a pointer still in flight (a drag being made, a pinch); the
// request under way on each channel is in requests.js, the timers in timers.js.
//
// Changes are announced after they are made, key by key, synchronously: a change made by a subscriber while
// others are being told is announced once the current round is over (so every subscriber of a round sees the
// whole change, and nobody is told in the middle of another's drawing).

const current = {
  // ---- the hierarchy ----
  input: null, // the hierarchy JSON the API gets (the editor's text, parsed)
  model: null, // derive/model.js's Model of the hierarchy as the server normalized it
  text: '', // the editor's text as last set by the page (a load, an edit, an undo); typing changes it too
  storedId: null, // set while the editor holds exactly the stored hierarchy
  storedText: null,
  storedShared: false, // the stored hierarchy was stored shared by this page (kept by the server until deleted)
  saved: null, // the hierarchy last stored or opened stored, { id, text, shared }: the editor holding its text again
  // (an undo back to it) is the stored hierarchy again
  inline: null, // the unsaved hierarchy as the address bar carries it: { input, encoded } (derive/link.js)
  presets: [],
  preset: null, // the preset loaded (null when the hierarchy is not one)
  presetName: null, // the preset file's own name, to tell it apart from an edited one
  presetJSON: null, // the preset file as loaded (compact JSON): an unedited preset is linked as ?preset=
  history: Object.freeze({ stack: [], pos: -1 }), // every text applied is a step (undo / redo)
  edited: new Set(), // views edited since the hierarchy was loaded
  edit: null, // an edit under way: { start (the mark 'hittrace-edit'), before (the hit view before it), views }
  editOutcome: null, // the last edit's outcome: { was, now, ms } (the hit view before and after)
  editor: Object.freeze({ status: null, errors: null }), // status: {key, kind, params}; errors: {list, title}
  editorRequest: null, // what the editor is asked to do once: { kind: 'path' | 'paste', path, seq }
  revealRequest: null, // a view to bring into sight on the drawing once: { id, seq }
  stale: false, // what is on screen is the answer for the hierarchy before a change that was refused
  apiError: null, // the last request's failure as shown under the touch form: {status, message, path, refused}
  stageMessage: null, // { key, params }: the stage could not show the hierarchy
  // ---- the touch ----
  touch: null, // the last touch as posted: a point, a shorthand or a recorded sequence
  trace: null,
  revealNext: false, // the next trace is shown revealed even in predict mode (a link made at a given step)
  replay: Object.freeze({ pos: 0, overview: true, playing: false, speed: 1 }), // pos: steps shown (0…n)
  liveTouch: Object.freeze({ events: [], heldFor: null }), // a gesture being made on the drawing
  // ---- selection ----
  selected: null,
  hovered: null,
  whyNot: null, // { view, status: 'loading' | 'failed' | 'answered', answer, message }
  // ---- modes and view settings ----
  language: 'en', // 'en' or 'zh'
  tab: 'tree', // 'tree' or 'json'
  options: Object.freeze({ hidden: true, alpha: true, blocked: true, labels: true, hitMap: false }),
  projector: false,
  roomLink: null, // the room's short link (the projector's QR code): { query (derive/link.js's roomQuery), id, url }
  phoneTab: 'steps', // on a phone, what is shown under the result: 'steps', 'timeline', 'views' or 'more'
  qrSize: 1, // the QR code's size on the projector stage: 1, 2 or 3 (derive/room-code.js)
  predict: Object.freeze({
    on: false, pending: false, stepsOn: false,
    guess: undefined, // undefined: not guessed yet; '' (no view) or a view id
    points: [], k: 0, answers: [], marked: false, // predicting each hitTest call (derive/predict-steps.js)
  }),
  lesson: Object.freeze({ stop: null, revealed: false }), // 1-based stop, or null
  dragEdit: false, // moving and resizing views on the drawing
  layers3d: Object.freeze({ on: false, rotX: 52, rotZ: -28, gap: 36 }), // derive/layers3d.js's DEFAULT_ANGLE
  view: null, // the drawing's viewport {x, y, scale} (the point at its top-left, pixels per point); null: fitted
  stageSize: Object.freeze({ width: 0, height: 0 }), // the drawing's size on screen, in pixels
  align: 'center', // where a fitted box sits: 'center', or 'start' (the projector stage)
  isolated: null, // the view whose subtree alone is drawn
  interaction: null, // 'panning' while the drawing is being panned
  search: Object.freeze({ query: '', index: -1 }), // index: the match picked (Enter), -1 none
  treeCollapsed: new Set(), // rows of the tree collapsed by the keyboard
  labelObstacles: [], // client rectangles the drawing's labels keep clear of (the projector's sentence)
  pinned: null, // { trace, model, captionKey }: the result shown beside the current one
  hitMap: null, // the map drawn: { map (the API's answer, with hierarchyId or hierarchyInput), model, timing }
  hitMapAsked: null, // the map that came with an edit's answer: { input, step, askedAt, answered: { map, at } }
  hitMapPreview: Object.freeze({ busy: false, next: null, shown: false }), // a drag's preview
  timelineOpen: true,
  notice: null, // a toast: { key, params, kind, text, seq }
  sharing: false,
  ready: false, // the page has started from its address
};

/** The state, read-only. */
export const state = Object.freeze(Object.defineProperties({}, Object.fromEntries(
  Object.keys(current).map((key) => [key, { get: () => current[key], enumerable: true }]))));

const subscribers = [];
const round = { pending: null };

/** Calls `fn(changed)` after every change of one of `keys` (changed: the Set of keys changed), in
 *  subscription order; with `now`, once at once too (as if every key had changed). */
export function subscribe(keys, fn, { now = false } = {}) {
  for (const key of keys) if (!(key in current)) throw new Error(`no state key ${key}`);
  subscribers.push({ keys, fn });
  if (now) fn(new Set(keys));
}

/** Makes the changes in `patch` (top-level keys of the state), then tells the subscribers. */
function commit(patch) {
  const changed = [];
  for (const [key, value] of Object.entries(patch)) {
    if (!(key in current)) throw new Error(`no state key ${key}`);
    if (current[key] !== value) {
      current[key] = value;
      changed.push(key);
    }
  }
  if (!changed.length) return;
  if (round.pending) {
    for (const key of changed) round.pending.add(key);
    return;
  }
  round.pending = new Set(changed);
  try {
    while (round.pending.size) {
      const told = round.pending;
      round.pending = new Set();
      for (const { keys, fn } of subscribers) if (keys.some((key) => told.has(key))) fn(told);
    }
  } finally {
    round.pending = null;
  }
}

const frozen = (base, changes) => Object.freeze({ ...base, ...changes });

// ---- the hierarchy ----

/** A hierarchy loaded afresh (a preset, a link, an import, a fix): nothing edited, its text the only undo step. */
export function loadHierarchy({ text, storedId = null, storedShared = false, preset = null, presetName = null, presetJSON = null }) {
  commit({
    text, storedId, storedText: storedId ? text : null, storedShared: Boolean(storedId) && storedShared,
    saved: storedId ? Object.freeze({ id: storedId, text, shared: Boolean(storedShared) }) : null,
    preset, presetName, presetJSON, edited: new Set(), edit: null, editOutcome: null,
    history: Object.freeze({ stack: [text], pos: 0 }), trace: null, touch: null,
    replay: frozen(current.replay, { pos: 0, overview: true, playing: false }),
  });
}

/**
 * The hierarchy as the server normalized it (`model`), from the JSON the editor holds (`input`), shown: nothing
 * out of date or failed any more, the editor's `status` ({key, kind} or null) and no problems, the views an edit
 * changed (`edited`) marked. The view chosen is kept only when `keepView` (the same screen); an isolated or
 * selected view only while the hierarchy has it.
 */
export function setHierarchy(input, model, { status = null, edited = [], keepView = true } = {}) {
  const has = (id) => Boolean(id && model.get(id));
  commit({
    input, model, stageMessage: null, apiError: null, stale: false,
    editor: Object.freeze({ status: status ? Object.freeze({ params: {}, ...status }) : null, errors: null }),
    edited: edited.every((id) => current.edited.has(id)) ? current.edited : new Set([...current.edited, ...edited]),
    ...(keepView ? {} : { view: null }),
    isolated: has(current.isolated) ? current.isolated : null,
    selected: has(current.selected) ? current.selected : null,
  });
}

/** The editor's text (typed, or set by the page). */
export function setText(text) {
  commit({ text });
}

/** The text now applied: a new undo step unless it is the current one. At most `limit` steps are kept. */
export function recordHistory(text, limit = 200) {
  const { stack, pos } = current.history;
  if (pos >= 0 && stack[pos] === text) return;
  const next = [...stack.slice(0, pos + 1), text].slice(-limit);
  commit({ history: Object.freeze({ stack: next, pos: next.length - 1 }) });
}

/** One step back (-1) or forward (1) in the undo history → the text there, or null when there is none. */
export function moveHistory(delta) {
  const { stack, pos } = current.history;
  const next = pos + delta;
  if (next < 0 || next >= stack.length || pos < 0) return null;
  commit({ history: Object.freeze({ stack, pos: next }) });
  return stack[next];
}

/** The editor now holds exactly the hierarchy stored under `id` (as `text`); `shared` when this page stored it
 *  shared (a hierarchy opened by a link or imported is stored again to share). */
export function setStored(id, text, { shared = false } = {}) {
  const saved = Object.freeze({ id, text, shared: Boolean(shared) });
  commit({ storedId: id, storedText: text, storedShared: saved.shared, saved });
}

/** The editor's text `text` applied: the stored hierarchy when it is the text last stored (an undo back to it),
 *  else nothing stored (edited JSON, which the address bar carries itself until it is shared). */
export function followStored(text) {
  const { saved } = current;
  const same = Boolean(saved) && saved.text === text;
  commit({ storedId: same ? saved.id : null, storedText: same ? saved.text : null, storedShared: same && saved.shared });
}

/** The unsaved hierarchy `input` as the address bar carries it (`encoded`), or none. */
export function setInline(inline) {
  commit({ inline: inline ? Object.freeze(inline) : null });
}

export function setPresets(presets) {
  commit({ presets });
}

/** An edit starts (`start`: the mark 'hittrace-edit'; `before`: the hit view before it; `views`: the views it
 *  changes, marked edited once it is shown). */
export function startEdit(start, before, views = []) {
  commit({ edit: Object.freeze({ start, before, views }) });
}

/** The edit under way is over: its outcome shown ({ was, now, ms }), or none (it was refused). */
export function endEdit(outcome = null) {
  commit({ edit: null, ...(outcome ? { editOutcome: Object.freeze(outcome) } : {}) });
}

/** The editor's status line — a string key (with params) and its kind ('ok', 'info'), or none — and the problems
 *  it lists ([{path, label, message, offset?}]) under a title ({key, params}), or none. */
export function setEditor({ status = null, errors = null, title = null } = {}) {
  commit({
    editor: Object.freeze({
      status: status ? Object.freeze({ params: {}, kind: '', ...status }) : null,
      errors: errors ? Object.freeze({ list: errors, title }) : null,
    }),
  });
}

/** Asks the editor to show a JSON path ({kind: 'path', path}) or to take a paste ({kind: 'paste'}). */
export function requestEditor(request) {
  commit({ editorRequest: Object.freeze({ ...request, seq: (current.editorRequest?.seq || 0) + 1 }) });
}

/** What is shown is (true) or is not (false) the answer for the hierarchy before a refused change. */
export function setStale(stale) {
  commit({ stale });
}

/** A request failed ({status, message, path, refused}), or the last one did not (null). */
export function setApiError(error) {
  commit({ apiError: error ? Object.freeze(error) : null });
}

export function setStageMessage(message) {
  commit({ stageMessage: message ? Object.freeze(message) : null });
}

// ---- touches and traces ----

export function setTouch(touch) {
  commit({ touch });
}

/**
 * A trace shown, and everything that starts again with it: the replay (from the first step, playing, when
 * `autoplay`; at `step`, {pos, overview}, when a link names one; else the overview), predict mode's question
 * (asked again unless the trace comes revealed: a link made at a given step); after an edit, its `outcome`
 * ({was, now, ms}: the edit is over). The selection stays where the user put it: the hit view is marked on the
 * drawing, the tree and the result, not selected.
 */
export function setTrace(trace, { autoplay = false, step = null, outcome = null } = {}) {
  const n = Array.isArray(trace && trace.steps) ? trace.steps.length : 0;
  let replay = { pos: n, overview: true, playing: false };
  if (step) replay = step.overview ? replay : { pos: Math.max(0, Math.min(n, step.pos)), overview: false, playing: false };
  else if (autoplay && n) replay = { pos: 0, overview: false, playing: true };
  const revealed = current.revealNext || Boolean(step);
  const asking = current.predict.on && !revealed && Boolean(trace);
  if (asking) replay = { pos: 0, overview: false, playing: false };
  commit({
    trace, apiError: null, stale: false, revealNext: false, editOutcome: outcome ? Object.freeze(outcome) : null,
    ...(outcome ? { edit: null } : {}),
    replay: frozen(current.replay, replay),
    predict: frozen(current.predict, { pending: asking, guess: undefined, points: [], k: 0, answers: [], marked: false }),
  });
}

/** The trace shown, replaced by itself stored under an id (the Share button stored a gesture) or said in
 *  another language. */
export function setStoredTrace(trace) {
  commit({ trace });
}

/** Whether the next trace is shown revealed in predict mode (a link made at a given step). */
export function setRevealNext(on) {
  commit({ revealNext: on });
}

/** The replay: `changes` of { pos, overview, playing, speed }. */
export function setReplay(changes) {
  commit({ replay: frozen(current.replay, changes) });
}

/** The gesture being made on the drawing: its events so far and how long the finger has been down (s). */
export function setLiveTouch(events, heldFor = null) {
  commit({ liveTouch: Object.freeze({ events, heldFor }) });
}

// ---- selection ----

/** Selects the view `id` when the model has it, else nothing. */
export function select(id) {
  commit({ selected: id && current.model && current.model.get(id) ? id : null });
}

export function hover(id) {
  commit({ hovered: id || null });
}

/** The why-not answer for the selected view: { view, status, answer, message }, or null. */
export function setWhyNot(whyNot) {
  commit({ whyNot: whyNot ? Object.freeze(whyNot) : null });
}

// ---- modes and view settings ----

export function setLanguage(language) {
  commit({ language });
}

export function setTab(tab) {
  commit({ tab });
}

/** The drawing's options: `changes` of { hidden, alpha, blocked, labels, hitMap }. */
export function setOptions(changes) {
  commit({ options: frozen(current.options, changes) });
}

/** Projector mode: the drawing fitted again, to the left of the stage (one wide gutter for the sentence). */
export function setProjector(on) {
  const align = on ? 'start' : 'center';
  commit({ projector: on, align, ...(align !== current.align ? { view: null } : {}) });
}

/** The room's short link ({ query, id, url }) as the server stored it, or none. */
export function setRoomLink(link) {
  commit({ roomLink: link ? Object.freeze(link) : null });
}

/** On a phone, the tab shown under the result. */
export function setPhoneTab(tab) {
  commit({ phoneTab: tab });
}

/** The QR code's size on the projector stage (1 to 3). */
export function setQRSize(size) {
  commit({ qrSize: size });
}

/** Predict first: `changes` of { on, pending, stepsOn, guess, points, k, answers, marked }. */
export function setPredict(changes) {
  commit({ predict: frozen(current.predict, changes) });
}

/** The lesson: `changes` of { stop, revealed }. */
export function setLesson(changes) {
  commit({ lesson: frozen(current.lesson, changes) });
}

export function setDragEdit(on) {
  commit({ dragEdit: on });
}

/** The 3D layers: `changes` of { on, rotX, rotZ, gap }. */
export function setLayers3D(changes) {
  commit({ layers3d: frozen(current.layers3d, changes) });
}

/** The drawing's viewport {x, y, scale}, or null to fit the screen. */
export function setView(view) {
  commit({ view: view ? Object.freeze(view) : null });
}

export function setStageSize(width, height) {
  if (current.stageSize.width === width && current.stageSize.height === height) return;
  commit({ stageSize: Object.freeze({ width, height }) });
}

/** Asks the drawing's viewport to bring the view `id` into sight. */
export function reveal(id) {
  commit({ revealRequest: Object.freeze({ id, seq: (current.revealRequest?.seq || 0) + 1 }) });
}

/** Isolates the subtree of the view `id` (null: every view again), fitted to the drawing. */
export function isolate(id) {
  commit({ isolated: id || null, view: null });
}

export function setInteraction(interaction) {
  commit({ interaction });
}

/** The search: `changes` of { query, index }. */
export function setSearch(changes) {
  commit({ search: frozen(current.search, changes) });
}

export function setTreeCollapsed(ids) {
  commit({ treeCollapsed: ids });
}

export function setLabelObstacles(rects) {
  commit({ labelObstacles: rects });
}

/** A result pinned beside the current one ({trace, model, captionKey}), or none. */
export function pin(pinned) {
  commit({ pinned: pinned ? Object.freeze(pinned) : null });
}

/** The hit map drawn ({map, model, timing: {askedAt, answeredAt, editStart} or {movedAt}}), or none. */
export function setHitMap(hitMap) {
  commit({ hitMap: hitMap ? Object.freeze(hitMap) : null });
}

/** The map that came with an edit's answer (actions/hierarchy.js), or null once taken (actions/hitmap.js). */
export function setHitMapAsked(asked) {
  commit({ hitMapAsked: asked });
}

/** A drag's hit-map preview: `changes` of { busy, next, shown }. */
export function setHitMapPreview(changes) {
  commit({ hitMapPreview: frozen(current.hitMapPreview, changes) });
}

export function setTimelineOpen(open) {
  commit({ timelineOpen: open });
}

/** A short message at the bottom of the page: a string key with its params, or a text as it is. */
export function notify({ key = null, params = {}, text = null, kind = '' }) {
  commit({ notice: Object.freeze({ key, params, text, kind, seq: (current.notice?.seq || 0) + 1 }) });
}

export function setSharing(on) {
  commit({ sharing: on });
}

export function setReady() {
  commit({ ready: true });
}

/** Several parts of the state at once, as a link gives them (derive/link.js's stateFromLink): only the keys of
 *  the state it names, each a whole value. */
export function restore(parts) {
  const patch = {};
  for (const [key, value] of Object.entries(parts)) {
    if (!(key in current)) continue;
    patch[key] = value && typeof value === 'object' && !(value instanceof Set) && !Array.isArray(value) ? Object.freeze({ ...current[key], ...value }) : value;
  }
  commit(patch);
}
