// The finger's path on the drawing: for a touch made of a sequence, each finger's positions as a line
// from where it came down (a ring) to where it lifted (a dot). Taps and holds that do not move draw
// nothing here; the touch marker already shows where they were.
import { s, num } from './dom.js';

/** An SVG group in screen points, or null when no finger moved. `k` is points per pixel (marker size). */
export function touchPath(events, k, { live = false, heldFor = null } = {}) {
  if (!Array.isArray(events) || !events.length) return null;
  const strokes = [];
  const open = new Map(); // finger → the stroke it is drawing
  for (const e of events) {
    if (!e || !Number.isFinite(e.x) || !Number.isFinite(e.y)) continue;
    const finger = Number.isFinite(e.finger) ? e.finger : 0;
    if (e.phase === 'began' || !open.has(finger)) {
      const stroke = { points: [], ended: false };
      strokes.push(stroke);
      open.set(finger, stroke);
    }
    const stroke = open.get(finger);
    stroke.points.push({ x: e.x, y: e.y });
    if (e.phase === 'ended' || e.phase === 'cancelled') {
      stroke.ended = true;
      open.delete(finger);
    }
  }
  const group = s('g', { class: `touch-path${live ? ' live' : ''}` });
  for (const stroke of strokes) {
    const { points } = stroke;
    const first = points[0];
    const last = points[points.length - 1];
    const moved = points.some((p) => p.x !== first.x || p.y !== first.y);
    if (moved) {
      const line = points.map((p) => `${num(p.x)},${num(p.y)}`).join(' ');
      group.append(s('polyline', { class: 'path-halo', points: line }), s('polyline', { class: 'path-line', points: line }));
      group.append(s('circle', { class: 'path-end', cx: num(last.x), cy: num(last.y), r: num(4 * k) }));
    }
    // While recording, a finger still down gets a ring where it is now.
    if (live && !stroke.ended) group.append(s('circle', { class: 'path-now', cx: num(last.x), cy: num(last.y), r: num(12 * k) }));
  }
  // Every finger up but the gesture not yet sent: the page waits for a second tap; a dashed ring says so.
  const down = strokes.find((stroke) => !stroke.ended);
  if (live && !down && strokes.length) {
    const last = strokes[strokes.length - 1].points.slice(-1)[0];
    group.append(s('circle', { class: 'path-waiting', cx: num(last.x), cy: num(last.y), r: num(12 * k) }));
  }
  // The first finger still down carries the clock ("0.6 s"), so a person can see when a hold becomes long.
  if (live && down && heldFor !== null) {
    const at = down.points[down.points.length - 1];
    // Drawn at a constant size on screen, as the local-point label is: scaled by points per pixel.
    group.append(s('g', { class: 'path-clock', transform: `translate(${num(at.x)} ${num(at.y)}) scale(${num(k)})` },
      s('text', { x: 16, y: -14, text: `${heldFor.toFixed(1)} s` })));
  }
  return group.childNodes.length ? group : null;
}
