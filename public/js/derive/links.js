// What a link to a touch on a stored hierarchy says, and the facts about a touch it depends on.
import { summarize } from './touch-summary.js';

/**
 * What a link to this touch on the stored hierarchy `storedId` says: a tap is its point (?x=&y=, as links
 * always were); any other gesture is its stored trace (?t=), since a point would replay it as a tap.
 */
export function linkParams(trace, storedId) {
  const point = tracePoint(trace);
  if (!isTap(trace.touch) && trace.id) return { h: storedId, t: trace.id };
  return { h: storedId, x: point?.x, y: point?.y };
}

export function isTap(touch) {
  const summary = summarize(touch);
  return !summary || (summary.kind === 'tap' && summary.taps === 1);
}

/** Where the touch came down: the trace's point (a bare-point touch is its own point). */
export function tracePoint(trace) {
  const point = trace && (trace.point || trace.touch);
  return point && Number.isFinite(point.x) && Number.isFinite(point.y) ? point : null;
}
