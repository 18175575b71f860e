// Reading a delivery for the timeline: its parts as lists whatever the server sent, runs of repeated events,
// and the words, marks and numbers the rows show. No DOM here but the sentence parts for a scroll.
import { tParts } from './i18n.js';
import { code } from './explain.js';

const GOOD = new Set(['recognized', 'ended', 'touchUpInside']);
const BAD = new Set(['failed', 'cancelled', 'touchCancel', 'touchUpOutside', 'touchDragExit', 'touchDragOutside']);
const ACTIVE = new Set(['began', 'changed', 'touchDown', 'touchDragInside', 'touchDragEnter']);

/** The trace's delivery object, or null when it has none (or something that is not an object). */
export function deliveryOf(trace) {
  const d = trace && trace.delivery;
  return d && typeof d === 'object' && !Array.isArray(d) ? d : null;
}

/** The objects in a list (anything else in it is skipped); [] for what is not a list. */
export function objects(value) {
  return Array.isArray(value) ? value.filter((v) => v && typeof v === 'object') : [];
}

/** A field as text: '' for absent or null. */
export function text(value) {
  return value === undefined || value === null ? '' : String(value);
}

/** Consecutive entries with the same key become one run {first, last, count}: 40 moves read as one row. */
export function groupRuns(items, keyOf) {
  const runs = [];
  let key = null;
  for (const item of items) {
    const k = JSON.stringify(keyOf(item));
    const run = runs[runs.length - 1];
    if (run && k === key && isRepeatable(item)) {
      run.last = item;
      run.count += 1;
    } else {
      runs.push({ first: item, last: item, count: 1 });
    }
    key = k;
  }
  return runs;
}

/** Only what a moving finger repeats is grouped; two touchesBegan in a row stay two rows. */
function isRepeatable(item) {
  return ['touchesMoved', 'scrolled', 'changed', 'touchDragInside', 'touchDragOutside', 'scrollViewDidScroll'].includes(item.event)
    || (item.event === 'stateChanged' && item.state === 'changed')
    || (item.event === 'controlEvent' && ['touchDragInside', 'touchDragOutside'].includes(item.state));
}

/** The class for an outcome: state-good, state-bad, state-active or none. */
export function stateClass(state) {
  if (GOOD.has(state)) return 'state-good';
  if (BAD.has(state)) return 'state-bad';
  if (ACTIVE.has(state)) return 'state-active';
  return '';
}

/** A mark that carries the outcome without colour: ✓ done, ✗ failed or cancelled, ▸ under way. */
export function stateMark(state) {
  if (GOOD.has(state)) return '✓';
  if (BAD.has(state)) return '✗';
  if (ACTIVE.has(state)) return '▸';
  return '';
}

/** Seconds as whole milliseconds ("80 ms"). */
export function ms(t) {
  return Number.isFinite(t) ? `${Math.round(t * 1000)} ms` : '—';
}

export function seconds(value) {
  return String(Math.round(value * 100) / 100);
}

/** "SV scrolled by (0, 90). contentOffset is now (0, 90)." as nodes. */
export function scrollSentence(scroll) {
  const view = code(text(scroll.view));
  const by = scroll.by && typeof scroll.by === 'object' ? scroll.by : {};
  const offset = scroll.contentOffset && typeof scroll.contentOffset === 'object' ? scroll.contentOffset : null;
  if (!scroll.scrolled) return tParts('tlNotScrolled', { view });
  const parts = tParts('tlScrolled', { view, by: `(${coord(by.x)}, ${coord(by.y)})` });
  // The sentences' separator is in the strings: a space in English, none after a Chinese full stop.
  if (offset) parts.push(...tParts('tlContentOffset', { offset: `(${coord(offset.x)}, ${coord(offset.y)})` }));
  return parts;
}

function coord(v) {
  return Number.isFinite(v) ? String(Math.round(v * 100) / 100) : '?';
}
