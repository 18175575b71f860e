// The drawing's viewport as numbers: the view {x, y, scale} (the point at the drawing's top-left corner, and
// pixels per point) fitted to a box, zoomed about a point, panned. The components that change it (the viewport's
// input, the toolbar, the keyboard) and the store's link all use these; nothing here touches the page.
//
// "Fit" fits the screen (the windows' frames), not every view: a dimming view at (−375, −667, 1125×2001)
// does not shrink a 375×667 screen to a stamp.
import { screenCorners } from './model.js';

/** Room around a fitted box, in pixels: all round, and at least this much under the toolbar (top) and above
 *  the "beyond the screen" chip (bottom, when it is shown). */
export const ROOM_PX = { pad: 16, top: 50, bottom: 44 };
/** Pixels per point: the bounds, and the factor of one step (buttons, keys). */
export const ZOOM = { min: 0.02, max: 64, step: 1.25 };

export function clamp(v, lo, hi) {
  return Math.max(lo, Math.min(hi, v));
}

/** The box of points that holds `corners`. */
function boxOf(corners) {
  const xs = corners.map((p) => p.x);
  const ys = corners.map((p) => p.y);
  return { x: Math.min(...xs), y: Math.min(...ys), width: Math.max(...xs) - Math.min(...xs), height: Math.max(...ys) - Math.min(...ys) };
}

/** The union of the windows' frames on screen (the whole drawing's box when there is no such frame). */
export function screenBox(model) {
  const corners = [];
  for (const { view } of model.windowOrder) {
    const node = model.get(view.id);
    if (node) corners.push(...screenCorners(node));
  }
  const box = corners.length ? boxOf(corners) : null;
  return box && box.width >= 1 && box.height >= 1 ? box : model.bbox;
}

/** How many views (not hidden) reach beyond the screen. */
export function beyondCount(model) {
  const screen = screenBox(model);
  let n = 0;
  for (const node of model.order) {
    if (node.effectiveHidden) continue;
    const out = screenCorners(node).some((p) => p.x < screen.x - 0.5 || p.y < screen.y - 0.5
      || p.x > screen.x + screen.width + 0.5 || p.y > screen.y + screen.height + 0.5);
    if (out) n += 1;
  }
  return n;
}

/** The view that fits `box` into a drawing of `size` px: centred, or at the left for align 'start' (the
 *  projector stage keeps one wide gutter on the right); `beyond`: the chip along the bottom is shown. */
export function fitted(box, size, { align = 'center', beyond = false, pad = ROOM_PX.pad } = {}) {
  const { width, height } = size;
  if (!width || !height || !box) return null;
  const top = Math.max(pad, ROOM_PX.top);
  const bottom = beyond ? Math.max(pad, ROOM_PX.bottom) : pad;
  const sx = (width - 2 * pad) / Math.max(box.width, 1e-6);
  const sy = (height - top - bottom) / Math.max(box.height, 1e-6);
  const scale = clamp(Math.min(sx, sy), ZOOM.min, ZOOM.max);
  return {
    scale,
    x: align === 'start' ? box.x - pad / scale : box.x + box.width / 2 - width / 2 / scale,
    y: box.y + box.height / 2 - (top + (height - top - bottom) / 2) / scale,
  };
}

/** The view fitting the view `id` (with room around it), or null. */
export function fittedTo(model, id, size, options = {}) {
  const node = model && model.get(id);
  return node ? fitted(boxOf(screenCorners(node)), size, { ...options, pad: 40 }) : null;
}

/** The view fitting the screen of `s` (the store's state): the isolated subtree when there is one; several
 *  windows' captions above their top edge get a little more room. */
export function fittedScreen(s) {
  if (!s.model) return null;
  const options = { align: s.align, beyond: beyondCount(s.model) > 0 };
  if (s.isolated && s.model.get(s.isolated)) return fittedTo(s.model, s.isolated, s.stageSize, options);
  const box = screenBox(s.model);
  const multi = s.model.windowOrder.length > 1;
  return fitted(multi ? { ...box, y: box.y - 30, height: box.height + 30 } : box, s.stageSize, options);
}

/** The view shown for state `s`: the one chosen (zoomed, panned), else the screen fitted. */
export function effectiveView(s) {
  return s.view || fittedScreen(s);
}

/** Whether two models show the same screen (an edit that moved no window): the view chosen is kept. */
export function sameScreen(a, b) {
  if (!a || !b) return false;
  const p = screenBox(a);
  const q = screenBox(b);
  return p.x === q.x && p.y === q.y && p.width === q.width && p.height === q.height;
}

/** Every view, beyond the screen too. */
export function fittedAll(s) {
  return s.model ? fitted(s.model.bbox, s.stageSize, { align: s.align, beyond: beyondCount(s.model) > 0 }) : null;
}

/** `view` zoomed by `factor` about the drawing's pixel (px, py) (its centre by default): that point stays put. */
export function zoomed(view, size, factor, px = size.width / 2, py = size.height / 2) {
  if (!view) return null;
  const { x, y, scale } = view;
  const next = clamp(scale * factor, ZOOM.min, ZOOM.max);
  const ax = x + px / scale;
  const ay = y + py / scale;
  return { scale: next, x: ax - px / next, y: ay - py / next };
}

/** `view` moved by (dx, dy) pixels (the drawing follows the pointer). */
export function panned(view, dx, dy) {
  return view ? { scale: view.scale, x: view.x - dx / view.scale, y: view.y - dy / view.scale } : null;
}

/** The SVG viewBox for `view` in a drawing of `size`. */
export function viewBox(view, size) {
  const num4 = (v) => String(Math.round(v * 1e4) / 1e4);
  return `${num4(view.x)} ${num4(view.y)} ${num4(size.width / view.scale)} ${num4(size.height / view.scale)}`;
}
