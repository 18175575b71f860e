// Links: the page's state as a link, and a link as the state it restores — two pure functions, each the other's
// inverse on what a link can say (Tests/page/test_link.py holds them to that).
//
// What a link says:
//   the hierarchy  ?preset=ID (an unedited preset) or ?h=ID (a stored one). Edited JSON is stored nowhere until
//                  the Share button stores it (nothing is stored per edit), so the address bar carries it itself,
//                  packed in its fragment: #json=… (derive/packed.js; a fragment never reaches the server). The
//                  link to share (the Share button's, the QR code's) has no fragment: it names stored hierarchies.
//   the touch      ?x=&y= (a tap), ?g=JSON (a shorthand gesture, or a recorded one short enough for a QR code),
//                  ?t=ID (a gesture's stored trace on the stored hierarchy; a point would replay it as a tap);
//                  beside #json=, a longer recorded gesture is #g=JSON
//   the replay     ?step=N (N steps shown) or ?step=all (the overview); while the replay plays by itself, the
//                  last step (the recipient sees where it ends, not where it was when the link was made; the
//                  room's link has none, roomQuery); none while the class is still guessing
//   the selection  ?sel=ID (its why-not follows from it and the touch)
//   the drawing    ?map=1 (the hit map), ?off=hidden,alpha,blocked,labels (options turned off), ?3d=rotX,rotZ,gap,
//                  ?view=x,y,scale (zoom and pan), ?iso=ID (a subtree isolated), ?edit=1 (moving views)
//   the panels     ?q=TEXT (the search), ?tab=json
//   the lesson     ?lesson=N (with a preset; &explain=1 once its answer is revealed), ?lang=en|zh, ?predict=1
//   the presenter  ?projector=1, in the address bar only (addressLink): projector mode is the presenter's own,
//                  so a link handed on (Share, the room's QR code) opens the page as it is on its own screen
//
// Three links are made from one state: the link (linkQuery: Share and #share-link), the address bar's
// (addressLink: the link, edited JSON in its fragment, and the presenter's projector mode, so a reload keeps them) and the room's (roomQuery:
// what the class opens from the projector's QR code — see there).
import { summarize } from './touch-summary.js';
import { showsPreset } from './presets.js';

/** The state the links are made from: a change of any other part of the state changes none of them. */
export const LINK_KEYS = ['input', 'inline', 'storedId', 'preset', 'presetJSON', 'touch', 'trace', 'lesson', 'replay', 'predict', 'selected',
  'options', 'layers3d', 'view', 'isolated', 'dragEdit', 'search', 'tab', 'language', 'projector'];

/** The longest recorded gesture (as JSON) carried in a link's ?g=; a QR code must still scan from afar. */
export const MAX_INLINE = 600;
const OPTIONS = ['hidden', 'alpha', 'blocked', 'labels'];

/** Where the touch came down: the trace's point (a bare-point touch is its own point). */
export function tracePoint(trace) {
  const point = trace && (trace.point || trace.touch);
  return point && Number.isFinite(point.x) && Number.isFinite(point.y) ? point : null;
}

export function isTap(touch) {
  const summary = summarize(touch);
  return !summary || (summary.kind === 'tap' && summary.taps === 1);
}

function isBarePoint(touch) {
  return Boolean(touch) && !Array.isArray(touch.sequence) && typeof touch.gesture !== 'string' && Number.isFinite(touch.x);
}

/** Whether the hierarchy of state `s` is stored nowhere: neither a stored one nor a preset as shipped (edited
 *  JSON, a paste). */
export function isUnsaved(s) {
  return Boolean(s.input) && !s.storedId && !showsPreset(s);
}

/** Whether the address bar can carry the hierarchy of state `s` itself (edited JSON, packed: state.inline). */
function carried(s) {
  return Boolean(s.inline && s.inline.input === s.input && s.inline.encoded);
}

/**
 * The params naming the hierarchy and the touch of state `s`, or null when what is shown cannot be linked.
 * `fragment`: the address bar's own link, whose fragment (these params too) carries edited JSON and a long
 * recorded gesture on it.
 */
export function linkBase(s, fragment = null) {
  if (!s.input) return null;
  const params = new URLSearchParams();
  const { touch, trace } = s;
  // A tap, however it was made (typed, or recorded on the drawing), is linked as its point.
  const point = touch && isTap(touch) ? (isBarePoint(touch) ? touch : tracePoint(trace)) : null;
  const tap = Boolean(point);
  const shorthand = Boolean(touch) && typeof touch.gesture === 'string';
  const sequence = Boolean(touch) && Array.isArray(touch.sequence);
  const inline = sequence && JSON.stringify(touch).length <= MAX_INLINE;
  const storedTrace = Boolean(trace && trace.id && s.storedId && trace.hierarchyId === s.storedId);
  if (s.storedId) {
    params.set('h', s.storedId);
    // A gesture on the stored hierarchy is its stored trace when there is one: the exact touch, by id.
    if (touch && !tap && storedTrace) {
      params.set('t', trace.id);
      return params;
    }
  } else if (!isUnsaved(s)) {
    params.set('preset', s.preset.id);
  } else if (fragment && carried(s)) {
    fragment.set('json', s.inline.encoded);
  } else {
    return null; // edited JSON: linked once shared
  }
  if (tap) {
    params.set('x', String(point.x));
    params.set('y', String(point.y));
  } else if (shorthand || inline) {
    params.set('g', JSON.stringify(touch));
  } else if (sequence && fragment && fragment.has('json')) {
    fragment.set('g', JSON.stringify(touch));
  } else if (sequence) {
    return null; // a long recorded gesture: linked once shared (its trace stored)
  }
  return params;
}

function round(v, digits) {
  const k = 10 ** digits;
  return String(Math.round(v * k) / k);
}

/** The link's query for state `s` (without "?"), or '' when what is shown cannot be linked. `fragment`
 *  (URLSearchParams): the address bar's link, with edited JSON in its fragment (linkBase). */
export function linkQuery(s, fragment = null) {
  const params = linkBase(s, fragment);
  if (!params) return '';
  if (s.lesson.stop && params.has('preset')) {
    params.set('lesson', String(s.lesson.stop));
    if (s.lesson.revealed) params.set('explain', '1');
  }
  // While the class is still guessing (predict first), the link asks again: no step. While the replay plays by
  // itself, no step was chosen: the link shows where it ends (the room's link has none while it plays: roomQuery).
  const steps = Array.isArray(s.trace && s.trace.steps) ? s.trace.steps.length : 0;
  const guessing = s.predict.on && s.predict.pending;
  const touched = params.has('x') || params.has('g') || params.has('t') || Boolean(fragment && fragment.has('g'));
  if (steps && !guessing && touched) {
    params.set('step', s.replay.playing ? String(steps) : s.replay.overview ? 'all' : String(s.replay.pos));
  }
  if (s.selected) params.set('sel', s.selected);
  if (s.options.hitMap) params.set('map', '1');
  const off = OPTIONS.filter((o) => !s.options[o]);
  if (off.length) params.set('off', off.join(','));
  if (s.layers3d.on) params.set('3d', [round(s.layers3d.rotX, 1), round(s.layers3d.rotZ, 1), round(s.layers3d.gap, 1)].join(','));
  if (s.view && !s.view.fitted) params.set('view', [round(s.view.x, 2), round(s.view.y, 2), round(s.view.scale, 4)].join(','));
  if (s.isolated) params.set('iso', s.isolated);
  if (s.dragEdit) params.set('edit', '1');
  if (s.search.query) params.set('q', s.search.query);
  if (s.tab === 'json') params.set('tab', 'json');
  params.set('lang', s.language);
  if (s.predict.on) params.set('predict', '1');
  return params.toString();
}

/** The address bar's query for state `s`: the link (or only the language while what is shown has none), and the
 *  presenter's projector mode. Without the fragment addressLink carries beside it. */
export function addressQuery(s) {
  return addressLink(s).query;
}

/** What the presenter's own screen chose and a student's screen makes for itself: the zoom and pan (a phone
 *  fits its own screen), moving views, the JSON tab, the search. */
const PRESENTER_ONLY = ['view', 'edit', 'tab', 'q'];

/**
 * The room's link (the QR code on the projector), '' when what is shown has none: the same hierarchy, touch,
 * lesson stop, selection, drawing options, predict mode and language as the presenter's, opened on the student's
 * own screen as it is (no projector mode, no zoom). The step is the one the presenter stands at; while the replay
 * plays there is none, so the link (and its code) holds still while it runs, and opens the stop from its start
 * as the room saw it begin: asked first while the answer is kept (predict, a lesson not yet revealed), else
 * replayed from the first step.
 */
export function roomQuery(s) {
  const query = linkQuery(s);
  if (!query) return '';
  const params = new URLSearchParams(query);
  for (const key of PRESENTER_ONLY) params.delete(key);
  if (s.replay.playing) params.delete('step');
  return params.toString();
}

/** The address bar's link for state `s`: { query, fragment } (without "?" and "#"): the link, or only the
 *  language while what is shown has none, and the presenter's projector mode (the address bar's alone: never in
 *  a link handed on). Edited JSON is carried in the fragment (#json=…) once it is packed (state.inline), so the
 *  address names what is on screen. */
export function addressLink(s) {
  const fragment = new URLSearchParams();
  const query = linkQuery(s, fragment);
  const params = new URLSearchParams(query || { lang: s.language });
  if (s.projector) params.set('projector', '1');
  return { query: params.toString(), fragment: query ? fragment.toString() : '' };
}

function numbers(text, n) {
  const parts = typeof text === 'string' ? text.split(',').map(Number) : [];
  return parts.length === n && parts.every(Number.isFinite) ? parts : null;
}

/** A language as people write it ('zh-CN', 'en-US'), as the page's: 'en', 'zh' or null. */
export function pickLanguage(value) {
  if (!value) return null;
  const v = String(value).toLowerCase();
  if (v.startsWith('zh')) return 'zh';
  if (v.startsWith('en')) return 'en';
  return null;
}

/**
 * What the link `query` (a location.search, with or without "?") and its `fragment` (a location.hash) restore:
 * `open`, what to load ({preset}, {h} or {json}: edited JSON, packed; with the touch: {point}, {gesture} or
 * {traceId}), and `state`, the parts of the store it sets (only those the link names: the others keep what the
 * browser remembered or the defaults).
 */
export function stateFromLink(query, fragment = '') {
  const params = new URLSearchParams(query);
  const carried = new URLSearchParams(String(fragment).replace(/^#/, ''));
  if (carried.get('json')) for (const key of ['json', 'g']) if (carried.get(key)) params.set(key, carried.get(key));
  const get = (key) => (params.has(key) && params.get(key) !== '' ? params.get(key) : null);
  const open = {};
  if (get('h')) open.h = get('h');
  else if (get('preset')) open.preset = get('preset');
  else if (get('json')) open.json = get('json');
  const x = Number(get('x'));
  const y = Number(get('y'));
  if (get('x') !== null && get('y') !== null && Number.isFinite(x) && Number.isFinite(y)) open.point = { x, y };
  if (get('t')) open.traceId = get('t');
  try {
    const g = get('g') ? JSON.parse(get('g')) : null;
    if (g && typeof g === 'object' && (typeof g.gesture === 'string' || Array.isArray(g.sequence))) open.gesture = g;
  } catch {
    // not a gesture: left out
  }
  const state = {};
  const step = get('step');
  if (step === 'all') state.replay = { overview: true };
  else if (step !== null && /^\d+$/.test(step)) state.replay = { overview: false, pos: Number(step) };
  if (get('sel')) state.selected = get('sel');
  const options = {};
  if (params.has('map')) options.hitMap = get('map') !== '0';
  if (params.has('off')) for (const o of OPTIONS) options[o] = !(get('off') || '').split(',').includes(o);
  if (Object.keys(options).length) state.options = options;
  const layers = numbers(get('3d'), 3);
  if (layers) state.layers3d = { on: true, rotX: layers[0], rotZ: layers[1], gap: layers[2] };
  const view = numbers(get('view'), 3);
  if (view && view[2] > 0) state.view = { x: view[0], y: view[1], scale: view[2] };
  if (get('iso')) state.isolated = get('iso');
  if (params.has('edit')) state.dragEdit = get('edit') !== '0';
  if (get('q')) state.search = { query: get('q'), index: -1 };
  if (get('tab') === 'json' || get('tab') === 'tree') state.tab = get('tab');
  const lesson = get('lesson');
  if (lesson && /^\d+$/.test(lesson) && Number(lesson) >= 1) state.lesson = { stop: Number(lesson), revealed: get('explain') === '1' };
  if (pickLanguage(get('lang'))) state.language = pickLanguage(get('lang'));
  if (params.has('projector')) state.projector = get('projector') !== '0';
  if (params.has('predict')) state.predict = { on: get('predict') !== '0' };
  return { open, state };
}
