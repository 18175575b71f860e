// The hierarchy as a stack of planes, as numbers (components/layers3d.js draws them). Each view is a plane at
// its box on screen, lifted in the order UIKit draws views — the reverse of the order the hit-test walk asks
// them (rule book §1, the engine's HitTestEngine): windows back to front by windowLevel then their place in the
// array, each view before its subviews, subviews from the first (back-most) to the last (front-most). A view is
// lifted one level above its superview and above every view drawn before it that it overlaps on screen, so a
// cover is always in front of what it covers, and views that overlap nothing drawn before them share a level
// (as Xcode's view debugger stacks them: the order is kept wherever it can be seen, the stack stays low).
import { screenCorners } from './model.js';

/** Where the 3D view starts, and where Fit puts it back: tilted and turned (degrees), levels `gap` px apart. */
export const DEFAULT_ANGLE = Object.freeze({ rotX: 52, rotZ: -28, gap: 36 });
/** The perspective's distance (px): as far as CSS's `perspective: 1600px` looked. */
const DISTANCE = 1600;
/** The tallest the stack is drawn (px): a fifth of the perspective's distance, so that a deep stack (a real app's
 *  60 levels) stays well in front of the eye rather than passing it, and leaves the screen room to be seen. */
const MAX_HEIGHT = DISTANCE / 5;

/** The spacing the levels are drawn at: `gap` px, or less when `levels` levels that far apart would be taller
 *  than MAX_HEIGHT. */
export function spacing(gap, levels) {
  return Math.min(gap, MAX_HEIGHT / Math.max(levels - 1, 1));
}

/** The nodes of `model` in the order UIKit draws them (back to front), at most `limit` of them. */
export function drawOrder(model, limit = Infinity) {
  const out = [];
  const visit = (node) => {
    if (out.length >= limit) return;
    out.push(node);
    for (const child of node.children) visit(child);
  };
  for (const { view } of model.windowOrder) {
    const node = model.get(view.id);
    if (node) visit(node);
  }
  return out;
}

/**
 * The stack: one plane per view drawn (`limit` at most), back to front, each { node, id, box (its box on screen:
 * {x, y, width, height}), corners (its four corners on screen), level, order (its place in the drawing order) },
 * and `levels`, the number of levels.
 */
export function stackOf(model, limit = Infinity) {
  const planes = [];
  const byNode = new Map();
  let levels = 0;
  for (const node of drawOrder(model, limit)) {
    const corners = screenCorners(node);
    const xs = corners.map((p) => p.x);
    const ys = corners.map((p) => p.y);
    const box = { x: Math.min(...xs), y: Math.min(...ys), width: Math.max(...xs) - Math.min(...xs), height: Math.max(...ys) - Math.min(...ys) };
    const parent = node.parent ? byNode.get(node.parent) : null;
    let level = parent ? parent.level + 1 : 0;
    for (const below of planes) {
      if (below.level >= level && overlaps(below.box, box)) level = below.level + 1;
    }
    const plane = { node, id: node.view.id, box, corners, level, order: planes.length };
    planes.push(plane);
    byNode.set(node, plane);
    levels = Math.max(levels, level + 1);
  }
  return { planes, levels };
}

/** Whether two boxes overlap with some area (touching edges do not). */
function overlaps(a, b) {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

/**
 * The camera as a projector: writes where the point (x, y on screen in points, `level`) of the stack is drawn
 * (px in the canvas) into out[at] and out[at + 1], and returns its depth (towards the viewer). The screen's box
 * `screen` is centred at `center` (px), `scale` px per point; the stack is turned `rotZ` degrees about its
 * vertical axis, then tilted `rotX` degrees towards the viewer, levels `gap` px apart, seen in perspective from
 * DISTANCE px. (Writing into an array the caller keeps: a frame of a turn projects every plane's corners
 * without making an object for each.)
 */
export function projector({ rotX, rotZ, gap }, screen, scale, center) {
  const rz = (rotZ * Math.PI) / 180;
  const rx = (rotX * Math.PI) / 180;
  const cz = Math.cos(rz);
  const sz = Math.sin(rz);
  const cx = Math.cos(rx);
  const sx = Math.sin(rx);
  const mx = screen.x + screen.width / 2;
  const my = screen.y + screen.height / 2;
  return (x, y, level, out, at) => {
    const px = (x - mx) * scale;
    const py = (y - my) * scale;
    const pz = level * gap;
    // rotateZ, then rotateX (CSS's rotateX(a) rotateZ(b) applied to the plane's point).
    const x1 = px * cz - py * sz;
    const y1 = px * sz + py * cz;
    const y2 = y1 * cx - pz * sx;
    const z2 = y1 * sx + pz * cx;
    const k = DISTANCE / Math.max(DISTANCE - z2, 1);
    out[at] = center.x + x1 * k;
    out[at + 1] = center.y + y2 * k;
    return z2;
  };
}

/** The camera (see projector): a point of the stack (x, y, `level`) → where it is drawn, { x, y, depth }. */
export function camera(angle, screen, scale, center) {
  const project = projector(angle, screen, scale, center);
  const out = [0, 0];
  return (x, y, level) => {
    const depth = project(x, y, level, out, 0);
    return { x: out[0], y: out[1], depth };
  };
}

/** The stack of `levels` levels seen at DEFAULT_ANGLE, fitted to `size` (px) with room around it: { scale (px
 *  per point), center (where the screen's centre is drawn, px) }. The levels' spacing is in pixels and does not
 *  scale: the fit is found again at the scale found, until it settles. */
export function fitStack(levels, screen, size) {
  const middle = { x: size.width / 2, y: size.height / 2 };
  if (!size.width || !size.height || !screen.width || !screen.height) return { scale: 1, center: middle };
  const top = Math.max(levels - 1, 0);
  const corners = [[screen.x, screen.y], [screen.x + screen.width, screen.y], [screen.x, screen.y + screen.height],
    [screen.x + screen.width, screen.y + screen.height]];
  // The box the screen's corners at the bottom and the top of the stack are drawn in, at `scale`.
  const extent = (scale) => {
    const at = camera({ ...DEFAULT_ANGLE, gap: spacing(DEFAULT_ANGLE.gap, levels) }, screen, scale, { x: 0, y: 0 });
    const points = [0, top].flatMap((level) => corners.map(([x, y]) => at(x, y, level)));
    const xs = points.map((p) => p.x);
    const ys = points.map((p) => p.y);
    return { minX: Math.min(...xs), maxX: Math.max(...xs), minY: Math.min(...ys), maxY: Math.max(...ys) };
  };
  let scale = Math.min(size.width / screen.width, size.height / screen.height) * 0.5;
  for (let round = 0; round < 4; round += 1) {
    const box = extent(scale);
    scale *= Math.min((size.width * 0.84) / Math.max(box.maxX - box.minX, 1), (size.height * 0.78) / Math.max(box.maxY - box.minY, 1));
  }
  const box = extent(scale);
  return { scale, center: { x: middle.x - (box.minX + box.maxX) / 2, y: middle.y - (box.minY + box.maxY) / 2 } };
}

/** Whether the point (x, y) lies inside the polygon of `count` corners whose coordinates are xy[at], xy[at + 1],
 *  … (x then y, corner after corner: a plane's corners on screen or as drawn). */
export function inside(xy, x, y, at = 0, count = (xy.length - at) / 2) {
  let hit = false;
  for (let i = 0, j = count - 1; i < count; j = i, i += 1) {
    const ax = xy[at + 2 * i];
    const ay = xy[at + 2 * i + 1];
    const bx = xy[at + 2 * j];
    const by = xy[at + 2 * j + 1];
    if ((ay > y) !== (by > y) && x < ((bx - ax) * (y - ay)) / (by - ay) + ax) hit = !hit;
  }
  return hit;
}

/** A list of points [{x, y}] as the flat coordinates `inside` reads. */
export function flat(points) {
  return points.flatMap((p) => [p.x, p.y]);
}
