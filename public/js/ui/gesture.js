// Pointer gestures made on the drawing become one touch for the API: {"sequence": [...]} with the real
// times of the real pointer events, in the hierarchy's screen points. This file is the bookkeeping only
// (no DOM): the page feeds it down / move / up / cancel with the event's time and point, and it calls
// onGesture once the gesture is over.
//
// A gesture is over when every finger is up. A stroke that looks like a tap is posted at once (the answer
// appears without waiting), and for DOUBLE_TAP_WINDOW_MS another press continues the same sequence: the
// second tap is posted again as ONE sequence with two taps and the real gap between them (a double-tap
// recognizer only sees both taps that way), which upgrades the single tap shown meanwhile.

export const DOUBLE_TAP_WINDOW_MS = 350;
/** At most this many moved events a second per finger: enough for any recognizer, small to post. */
export const MOVES_PER_SECOND = 60;
/** A stroke that moves less than this (pt) and is released within TAP_MAX_MS may be part of a multi-tap. */
const TAP_SLOP = 10;
const TAP_MAX_MS = 500;
/** A press farther than this (pt) from the first tap is no second tap of it: a tap's allowable movement,
 *  measured against where the first tap came down (rules 4.E, 4.25). */
const MULTI_TAP_REACH = 45;
/** A triple tap is the most any recognizer asks for in practice; a fourth press starts afresh. */
const MAX_TAPS = 3;
const MAX_FINGERS = 10;
/** The API takes 10,000 events; a minute of dragging at 60 Hz stays well under. */
const MAX_EVENTS = 9000;

export class GestureRecorder {
  /**
   * onGesture(touch): the finished touch. onProgress(events): the events so far, while recording
   * (to draw the finger's path live), and [] when the recording ends.
   */
  constructor({ onGesture, onProgress = () => {}, setTimer = (fn, ms) => setTimeout(fn, ms), clearTimer = (id) => clearTimeout(id) }) {
    Object.assign(this, { onGesture, onProgress, setTimer, clearTimer });
    this.reset();
  }

  reset() {
    this.events = [];
    this.t0 = null;
    this.fingers = new Map(); // pointerId → {finger, downAt, start, last, pending}
    this.strokes = []; // {tapLike, start} per finished stroke
    this.clearTimer(this.timer);
    this.timer = null;
  }

  /** Whether a gesture is being recorded (a finger down, or waiting for a second tap). */
  get active() {
    return this.fingers.size > 0 || this.timer !== null;
  }

  isDown(pointerId) {
    return this.fingers.has(pointerId);
  }

  /** How long (ms) the oldest finger now down has been down, at timeMs; null when none is. */
  heldFor(timeMs) {
    if (!this.fingers.size) return null;
    return timeMs - Math.min(...[...this.fingers.values()].map((s) => s.downAt));
  }

  down(pointerId, timeMs, point) {
    if (this.timer !== null) {
      if (distance(point, this.strokes[0].start) > MULTI_TAP_REACH) {
        // Elsewhere on the screen: UIKit counts no second tap there. The tap already posted stands, and this
        // press starts a touch of its own.
        this.drop();
      } else {
        // The press that turns a tap into a double tap: same sequence, real gap.
        this.clearTimer(this.timer);
        this.timer = null;
      }
    }
    // A pointer pressed again while still marked down lost its release somewhere (outside the window, say):
    // its stroke ends as cancelled, so the page can never be stuck waiting for it.
    if (this.fingers.has(pointerId)) this.cancel(pointerId, timeMs, null);
    if (this.fingers.size >= MAX_FINGERS) return;
    if (this.t0 === null) this.t0 = timeMs;
    const finger = firstFreeFinger(this.fingers);
    const state = { finger, downAt: timeMs, start: point, last: { timeMs, point }, pending: null, far: false };
    this.fingers.set(pointerId, state);
    this.push('began', timeMs, point, finger);
  }

  move(pointerId, timeMs, point) {
    const state = this.fingers.get(pointerId);
    if (!state) return;
    if (distance(point, state.start) > TAP_SLOP) state.far = true;
    if (samePoint(point, state.last.point)) {
      state.pending = null;
      return;
    }
    if (timeMs - state.last.timeMs >= 1000 / MOVES_PER_SECOND) {
      state.pending = null;
      this.record(state, timeMs, point);
    } else {
      // Too soon after the last one: kept, and sent later if no other move replaces it.
      state.pending = { timeMs, point };
    }
  }

  up(pointerId, timeMs, point) {
    this.finish(pointerId, timeMs, point, 'ended');
  }

  cancel(pointerId, timeMs, point) {
    this.finish(pointerId, timeMs, point, 'cancelled');
  }

  finish(pointerId, timeMs, point, phase) {
    const state = this.fingers.get(pointerId);
    if (!state) return;
    // The final position always arrives: a throttled move first, then the release point itself.
    if (state.pending) this.record(state, state.pending.timeMs, state.pending.point);
    const at = point || state.last.point;
    if (distance(at, state.start) > TAP_SLOP) state.far = true;
    if (!samePoint(at, state.last.point)) this.record(state, timeMs, at);
    this.push(phase, timeMs, at, state.finger);
    this.fingers.delete(pointerId);
    this.strokes.push({ tapLike: phase === 'ended' && !state.far && timeMs - state.downAt <= TAP_MAX_MS, start: state.start });
    if (this.fingers.size > 0) return;
    const taps = this.strokes.length;
    if (this.strokes.every((s) => s.tapLike) && taps < MAX_TAPS) {
      // Posted now; kept open for a second tap, which posts the longer sequence (an upgrade).
      this.onGesture({ sequence: this.events.slice() }, { provisional: true });
      this.timer = this.setTimer(() => this.drop(), DOUBLE_TAP_WINDOW_MS);
    } else {
      this.post();
    }
  }

  record(state, timeMs, point) {
    state.last = { timeMs, point };
    this.push('moved', timeMs, point, state.finger);
  }

  push(phase, timeMs, point, finger) {
    if (this.events.length >= MAX_EVENTS && phase === 'moved') return;
    const previous = this.events.length ? this.events[this.events.length - 1].t : 0;
    // Seconds, to the millisecond; never earlier than the event before (the API wants time order).
    const t = Math.max(previous, Math.round(timeMs - this.t0) / 1000);
    this.events.push({ t, phase, x: point.x, y: point.y, finger });
    this.onProgress(this.events);
  }

  /** Nothing more is sent: the double-tap window closed (the tap already posted stands), or a second
   *  finger came down on a touch screen to pinch the drawing (viewport.js). */
  drop() {
    this.reset();
    this.onProgress([]);
  }

  post() {
    const sequence = this.events;
    this.reset();
    this.onProgress([]);
    if (sequence.length) this.onGesture({ sequence });
  }
}

function firstFreeFinger(fingers) {
  const used = new Set([...fingers.values()].map((s) => s.finger));
  let finger = 0;
  while (used.has(finger)) finger += 1;
  return finger;
}

function samePoint(a, b) {
  return a.x === b.x && a.y === b.y;
}

function distance(a, b) {
  return Math.hypot(a.x - b.x, a.y - b.y);
}
