// Reading a delivery for the timeline: its parts as lists whatever the server sent, runs of repeated events,
// and the words, marks and numbers the rows show. No DOM here but the sentence parts for a scroll.
import { tParts } from './i18n.js';
import { viewName } from './explain.js';

const GOOD = new Set(['recognized', 'ended', 'touchUpInside', 'primaryActionTriggered', 'valueChanged']);
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

/** A finger's move repeats a few entries at most (touchesMoved, then the control's touchDragInside, say). */
const MAX_CYCLE = 3;

/**
 * Runs {first, last, count}: 40 moves read as one row. Entries that repeat back to back become one run;
 * so does a short cycle repeating back to back (touchesMoved, touchDragInside, touchesMoved, …): one run per
 * member of the cycle, each with the repeat count, in the cycle's order.
 */
export function groupRuns(items, keyOf) {
  const keys = items.map((item) => JSON.stringify(keyOf(item)));
  const runs = [];
  let i = 0;
  while (i < items.length) {
    const cycle = repeatedCycle(items, keys, i);
    if (cycle) {
      const { length, repeats } = cycle;
      for (let j = 0; j < length; j += 1) {
        runs.push({ first: items[i + j], last: items[i + (repeats - 1) * length + j], count: repeats });
      }
      i += length * repeats;
    } else {
      runs.push({ first: items[i], last: items[i], count: 1 });
      i += 1;
    }
  }
  return runs;
}

/** The shortest block of repeatable entries at i that repeats right after it: {length, repeats}, or null. */
function repeatedCycle(items, keys, i) {
  for (let length = 1; length <= MAX_CYCLE && i + 2 * length <= items.length; length += 1) {
    if (!items.slice(i, i + length).every(isRepeatable)) continue;
    const same = (repeat) => keys.slice(i + repeat * length, i + (repeat + 1) * length).join('\n') === keys.slice(i, i + length).join('\n');
    let repeats = 1;
    while (i + (repeats + 1) * length <= items.length && same(repeats)) repeats += 1;
    if (repeats > 1) return { length, repeats };
  }
  return null;
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

/** "SV scrolled by (0, 90). contentOffset is now (0, 90)." as nodes, the scroll view named as `model` names it. */
export function scrollSentence(scroll, model) {
  const view = viewName(model, text(scroll.view));
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
