// What kind of gesture a touch is, for a one-line caption ("press and hold · 0.82 s"): a bare point,
// a shorthand, or a recorded sequence, read the same way whether the page made it or the server echoed it.

/** Movement (pt) under which a finger counts as staying put, as a tap recognizer's allowableMovement. */
const STILL = 10;
/** UIKit's default minimumPressDuration: a press at least this long reads as a long press. */
const LONG_PRESS = 0.5;

/**
 * {kind, taps, fingers, duration (s) or null, distance (pt) or null}; kind is one of tap, doubleTap,
 * multiTap, longPress, drag, pinch, multiFinger, or other (a shorthand this page does not know).
 */
export function summarize(touch) {
  if (!touch || typeof touch !== 'object') return null;
  if (Array.isArray(touch.sequence)) return summarizeSequence(touch.sequence);
  if (typeof touch.gesture === 'string') return summarizeShorthand(touch);
  if (Number.isFinite(touch.x) && Number.isFinite(touch.y)) return { kind: 'tap', taps: 1, fingers: 1, duration: null, distance: null };
  return null;
}

function summarizeShorthand(touch) {
  const number = (v) => (Number.isFinite(v) ? v : null);
  switch (touch.gesture) {
    case 'tap': return { kind: 'tap', taps: 1, fingers: 1, duration: null, distance: null };
    case 'doubleTap': return { kind: 'doubleTap', taps: 2, fingers: 1, duration: null, distance: null };
    case 'longPress': return { kind: 'longPress', taps: 1, fingers: 1, duration: number(touch.duration) ?? 0.8, distance: null };
    case 'drag': {
      const from = pointOf(touch.from);
      const to = pointOf(touch.to);
      return { kind: 'drag', taps: 1, fingers: 1, duration: number(touch.duration) ?? 0.3, distance: from && to ? Math.hypot(to.x - from.x, to.y - from.y) : null };
    }
    case 'pinch': return { kind: 'pinch', taps: 1, fingers: 2, duration: number(touch.duration) ?? 0.4, distance: null };
    default: return { kind: 'other', taps: 1, fingers: 1, duration: null, distance: null };
  }
}

function summarizeSequence(sequence) {
  const events = sequence.filter((e) => e && typeof e === 'object' && Number.isFinite(e.t));
  if (!events.length) return null;
  const fingers = new Map(); // finger → {start, far}
  let strokes = 0;
  let moved = 0;
  for (const e of events) {
    const finger = Number.isFinite(e.finger) ? e.finger : 0;
    const p = { x: e.x, y: e.y };
    if (e.phase === 'began') {
      strokes += 1;
      fingers.set(finger, { start: p });
    }
    const f = fingers.get(finger);
    if (f && Number.isFinite(p.x) && Number.isFinite(p.y)) moved = Math.max(moved, Math.hypot(p.x - f.start.x, p.y - f.start.y));
  }
  const duration = events[events.length - 1].t - events[0].t;
  const fingerCount = new Set(events.map((e) => (Number.isFinite(e.finger) ? e.finger : 0))).size;
  const base = { taps: strokes, fingers: fingerCount, duration, distance: moved };
  if (fingerCount > 1) return { ...base, kind: 'multiFinger' };
  if (moved > STILL) return { ...base, kind: 'drag' };
  if (strokes === 2) return { ...base, kind: 'doubleTap' };
  if (strokes > 2) return { ...base, kind: 'multiTap' };
  return { ...base, kind: duration >= LONG_PRESS ? 'longPress' : 'tap' };
}

function pointOf(value) {
  if (Array.isArray(value) && value.length >= 2) return { x: Number(value[0]), y: Number(value[1]) };
  if (value && Number.isFinite(value.x) && Number.isFinite(value.y)) return value;
  return null;
}
