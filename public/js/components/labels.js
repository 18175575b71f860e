// Labels on the drawing that never overlap, are never clipped and never sit in a view they do not name. They are
// placed in screen pixels after every change of view, selection, hover or replay step, greedily by priority:
// the view hovered, the step's view, the hit view, the selected view and its ancestors, search matches, then the
// rest by size on screen. A label may lie over its own view, the views that hold it (its ancestors) and the views
// drawn behind it whose box holds its view's whole box (a backdrop: a dimming view, a shadow), and over no other
// view's box — not a subview's, not a sibling's, not a view's in front — so that the name read is the name of
// the innermost box it is in. Each tries the corners of its view; the first ranks also try just outside it, and
// are never left out: with no such place, they go beside their view wherever there is room, drawn as a tag
// (`.is-tag`). A view too small for its name inside, or whose places were all taken, gets a second chance once
// all are placed: just outside it, above, below or beside it (still over no box it does not name), so that every
// view of a lesson is named at a projector's and a phone's size. The others, when no place is free, are left out
// (their names are in the view's tooltip and in the tree). A long name is cut with "…" to its view's width (a short name never is: it goes whole or not at all);
// the full name shows on hover (the hovered view's label is never cut) and in the view's tooltip.
//
// The overlay's own marks (the touch marker, miss badges) are obstacles placed first, and so are the store's
// `labelObstacles` (client rectangles: the projector stage's sentence) and the elements laid over the drawing
// (the toolbar, the "beyond the screen" chip: `covers`). The step's local point ("redView: (40, 100)") goes
// beside the touch marker, at the first corner clear of them, and is an obstacle in turn. Window captions
// ("bannerWindow · windowLevel 1000") are stacked for their own small type: at the size they are shown each is
// tried where it is, then a line higher or lower (inside the drawing), and hidden when no place is free. This is
// the page's one label placement: normal mode and the projector stage both use it. The names are the views'
// display names (the server's: `UIButton "Reset DSN"`). It owns the drawing's g.labels-layer.
import { s, num, coalesced, afterPaint, noneChanged } from '../ui/dom.js';
import { state, subscribe } from '../state/store.js';
import { screenCorners, nameOf } from '../derive/model.js';
import { searchMatches } from '../derive/search.js';
import { replayStep } from '../derive/replay.js';
import { drawOrder } from '../derive/layers3d.js';

/** At most this many labels; a name cut with "…" keeps at least `minChars` and is at most `width` px wide; a
 *  name of `whole` characters or fewer is never cut. */
const LIMITS = { labels: 400, minChars: 8, whole: 12, width: 280 };
/** The side of the cells the views' boxes are indexed by (px), to find the boxes under a label quickly. */
const CELL = 64;
/** Pixels kept between labels and other text (GAP), and between a label and its view's edge (INSET). */
const GAP = 2;
const INSET = 3;
/** The cells (px) the last pass tries places for a label on, and about how many it may cut a view's area in
 *  (coarser cells, at most twice as big, for a big view: a hover places every label again). */
const SCAN_STEP = 3;
const SCAN_CELLS = 6000;

/** The changes the labels are placed again for at once; for the others (a new trace, a replay step), after the
 *  frame showing them. */
const AT_ONCE = ['model', 'selected', 'hovered', 'search', 'options', 'isolated', 'view', 'stageSize', 'labelObstacles',
  'projector', 'language'];

export class Labels {
  /** svg: #drawing, with its g.labels-layer; covers: the elements laid over the drawing (no label under them). */
  constructor(svg, { covers = [] } = {}) {
    this.svg = svg;
    this.covers = covers;
    this.layer = svg.querySelector(':scope > g.labels-layer');
    this.canvas = document.createElement('canvas').getContext('2d');
    this.widths = new Map();
    // Placed once, at the end of the task that changed what they depend on (after the drawing and the viewport);
    // for a new trace or replay step, once the frame showing its answer is painted (the hit view's outline and
    // the result come first: the names follow in the next frame).
    this.schedule = coalesced(() => this.placeLater.now());
    this.placeLater = afterPaint(() => this.place());
    new ResizeObserver(() => this.schedule()).observe(svg);
    subscribe([...AT_ONCE, 'trace', 'replay'], (changed) => (noneChanged(changed, AT_ONCE) ? this.placeLater() : this.schedule()));
  }

  name(id) {
    return nameOf(state.model, id);
  }

  measure(text, px, font) {
    const key = `${px}|${text}`;
    let w = this.widths.get(key);
    if (w === undefined) {
      this.canvas.font = `650 ${px}px ${font}`;
      w = this.canvas.measureText(text).width;
      if (this.widths.size > 20000) this.widths.clear();
      this.widths.set(key, w);
    }
    return w;
  }

  /** Places every label again for the current view of the drawing. */
  place() {
    const { layer, svg } = this;
    const model = state.model;
    layer.replaceChildren();
    const ctm = svg.getScreenCTM();
    if (!model || !ctm) return;
    const style = getComputedStyle(svg);
    const px = parseFloat(style.getPropertyValue('--label-px')) || 11;
    const font = style.getPropertyValue('--mono') || 'monospace';
    const lh = Math.ceil(px * 1.25);
    const stage = svg.getBoundingClientRect();
    const placed = [];
    // Obstacles: the page's own (the projector's sentence), the overlay's marks, the step's local point;
    // then the captions.
    const covers = this.covers.filter((el) => !el.hidden).map((el) => el.getBoundingClientRect());
    for (const r of [...state.labelObstacles, ...covers, ...markRects(ctm)]) {
      if (r.width && r.height) placed.push(padded(r));
    }
    this.placeStepPoint(ctm, stage, placed);
    placeCaptions(layer, model, ctm, stage, placed);
    if (!state.options.labels) return;
    const hideHidden = !state.options.hidden;
    const keep = state.isolated && model.get(state.isolated) ? subtree(model.get(state.isolated)) : null;
    const { step: current, showHit } = replayStep(state);
    const { hovered, selected } = state;
    const step = current ? current.view : null;
    const hit = showHit && state.trace ? state.trace.hitView : null;
    const matches = new Set(searchMatches(model, state.search.query));
    const path = new Set(selected ? model.ancestry(selected) : []);
    const rank = (id) => (id === hovered ? 0 : id === step ? 1 : id === hit ? 2 : id === selected ? 3
      : matches.has(id) ? 4 : path.has(id) ? 5 : 9);
    // Every view drawn, in the order it is drawn (its box on screen, its place), indexed by where it lies.
    const drawn = new Map();
    const grid = new Map();
    for (const node of drawOrder(model)) {
      const id = node.view.id;
      if (drawn.has(id) || (hideHidden && node.effectiveHidden) || (keep && !keep.has(id))) continue;
      const box = clientBox(node, ctm);
      drawn.set(id, { node, box, order: drawn.size });
      if (box.right < stage.left || box.left > stage.right || box.bottom < stage.top || box.top > stage.bottom) continue;
      for (const key of cells(box, stage)) {
        if (!grid.has(key)) grid.set(key, []);
        grid.get(key).push(id);
      }
    }
    const candidates = [];
    for (const [id, { node, box }] of drawn) {
      if (box.right < stage.left || box.left > stage.right || box.bottom < stage.top || box.top > stage.bottom) continue;
      const r = rank(id);
      const area = (box.right - box.left) * (box.bottom - box.top);
      const small = r === 9 && (box.right - box.left < 36 || box.bottom - box.top < lh + 2);
      candidates.push({ id, node, box, rank: r, area, small });
    }
    candidates.sort((a, b) => a.rank - b.rank || b.area - a.area || a.node.depth - b.node.depth);
    /** The boxes its label may not lie over that reach into the area `near` about candidate `c`'s box. */
    const forbidden = (c, near) => {
      const own = new Set(model.ancestry(c.id));
      const mine = drawn.get(c.id).order;
      const out = new Map();
      for (const key of cells(near, stage)) {
        for (const id of grid.get(key) || []) {
          if (own.has(id) || out.has(id)) continue;
          const other = drawn.get(id);
          if (other.order < mine && holds(other.box, c.box)) continue;
          out.set(id, other.box);
        }
      }
      return out.values();
    };
    /** Whether a label at `r` for candidate `c` would lie over the box of a view it does not name (not its own,
     *  an ancestor's, or a backdrop's: drawn before it, holding its whole box); touching one by half a pixel
     *  is not lying over it. */
    const over = (r, c) => {
      for (const b of forbidden(c, r)) {
        if (r.left < b.right - 0.5 && b.left < r.right - 0.5 && r.top < b.bottom - 0.5 && b.top < r.bottom - 0.5) return true;
      }
      return false;
    };
    const k = 1 / (ctm.a || 1);
    const inverse = ctm.inverse();
    let count = 0;
    const unplaced = [];
    const last = [];
    // The corners first, then just outside, then (the last chance) wherever a free place is in or beside the
    // view's box, its name as short as it may be cut: a view is left out only when no such place is free.
    const passes = [[candidates, 'corners'], [unplaced, 'outside'], [last, 'anywhere']];
    for (const [list, pass] of passes) for (const c of list) {
      if (count >= LIMITS.labels) break;
      if (c.small && pass === 'corners') {
        unplaced.push(c);
        continue;
      }
      const full = this.name(c.id);
      const boxWidth = c.box.right - c.box.left - 2 * INSET;
      const width = (t) => this.measure(t, px, font);
      // The last pass: as long as the view is wide, else as short as a name may be cut.
      const limit = c.rank === 0 ? LIMITS.width * 2
        : pass === 'anywhere' ? Math.min(LIMITS.width, Math.max(boxWidth, width(shortest(full))))
          : Math.min(LIMITS.width, Math.max(boxWidth, c.rank < 9 ? 160 : pass === 'outside' ? 120 : 0));
      let text = fit(full, limit, width);
      let w = text ? Math.ceil(width(text)) : 0;
      // Over the boxes it names only; for the first ranks, else beside the view wherever there is room (a tag).
      let tag = false;
      let spot = null;
      if (text && pass === 'anywhere') {
        // As wide as its view, else as short as it may be cut.
        const short = fit(full, width(shortest(full)), width);
        const texts = short && short !== text ? [text, short] : [text];
        const widths = texts.map((t) => Math.ceil(width(t)));
        const near = scanArea(c.box, widths[0], lh, stage);
        const found = this.scan(c, widths, lh, [...placed.filter((r) => touches(r, near)), ...forbidden(c, near)], stage);
        if (found) {
          spot = found;
          text = texts[found.which];
          w = widths[found.which];
        }
      } else if (text) {
        spot = this.spot(c, w, lh, placed, stage, (r) => !over(r, c), { outside: pass === 'outside' });
      }
      if (!spot && text && c.rank < 9) {
        spot = this.spot(c, w, lh, placed, stage, () => true, { far: true });
        tag = Boolean(spot);
      }
      if (!spot) {
        if (pass === 'corners') unplaced.push(c);
        else if (pass === 'outside') last.push(c);
        continue;
      }
      placed.push(padded({ left: spot.left, top: spot.top, right: spot.left + w, bottom: spot.top + lh }));
      const p = new DOMPoint(spot.left, spot.top).matrixTransform(inverse);
      const attrs = {
        class: `v-label rank-${c.rank}${tag ? ' is-tag' : ''}`, 'data-label-for': c.id,
        transform: `translate(${num4(p.x)} ${num4(p.y)}) scale(${num4(k)})`,
        x: 0, y: num(lh / 2), 'dominant-baseline': 'central',
      };
      const label = s('text', attrs, text);
      if (text !== full) label.setAttribute('data-full-name', full);
      layer.append(label);
      count += 1;
    }
  }

  /** The first free spot, row by row, for a label lh high and as wide as the first of `widths` that finds one,
   *  in the view's box or just beside it (at most a label's height or width away): where the view shows between
   *  its subviews and the views in front of it → { left, top, which (the width's index) }, or null. The area is
   *  cut in cells of SCAN_STEP px or a little more; a cell any forbidden rectangle touches (`blocked`: the boxes the label may not lie
   *  over, and what is placed) is taken, and a summed-area table finds the first run of free cells a label
   *  needs, so a view is tried everywhere at the cost of its area, not of its area times the obstacles. */
  scan(c, widths, lh, blocked, stage) {
    const { left, top, right, bottom } = scanArea(c.box, Math.max(...widths), lh, stage);
    // Cells of SCAN_STEP px, coarser (up to twice) for a big view, so that a view costs at most about SCAN_CELLS.
    const step = Math.min(2 * SCAN_STEP, Math.max(SCAN_STEP, Math.sqrt(((right - left) * (bottom - top)) / SCAN_CELLS)));
    const cols = Math.floor((right - left) / step);
    const rows = Math.floor((bottom - top) / step);
    const needY = Math.ceil(lh / step);
    if (cols < 1 || rows < needY) return null;
    const taken = new Uint8Array(cols * rows);
    for (const r of blocked) {
      const x0 = Math.max(0, Math.floor((r.left - left) / step));
      const x1 = Math.min(cols - 1, Math.ceil((r.right - left) / step) - 1);
      const y0 = Math.max(0, Math.floor((r.top - top) / step));
      const y1 = Math.min(rows - 1, Math.ceil((r.bottom - top) / step) - 1);
      for (let y = y0; y <= y1; y += 1) taken.fill(1, y * cols + x0, y * cols + x1 + 1);
    }
    // sums[(y + 1) * (cols + 1) + (x + 1)]: the taken cells above and left of (x, y), inclusive.
    const stride = cols + 1;
    const sums = new Uint32Array(stride * (rows + 1));
    for (let y = 0; y < rows; y += 1) {
      let row = 0;
      for (let x = 0; x < cols; x += 1) {
        row += taken[y * cols + x];
        sums[(y + 1) * stride + x + 1] = sums[y * stride + x + 1] + row;
      }
    }
    if (sums[rows * stride + cols] === cols * rows) return null;
    for (let which = 0; which < widths.length; which += 1) {
      const needX = Math.ceil(widths[which] / step);
      // A narrower label stays as near its view as its own width.
      const near = scanArea(c.box, widths[which], lh, stage);
      const x0 = Math.max(0, Math.ceil((near.left - left) / step));
      const x1 = Math.min(cols, Math.floor((near.right - left) / step));
      for (let y = 0; y + needY <= rows; y += 1) {
        for (let x = x0; x + needX <= x1; x += 1) {
          const n = sums[(y + needY) * stride + x + needX] - sums[y * stride + x + needX] - sums[(y + needY) * stride + x] + sums[y * stride + x];
          if (!n) return { left: left + x * step, top: top + y * step, which };
        }
      }
    }
    return null;
  }

  /** The step's local point ("redView: (40, 100)") beside the touch marker: above right of it, else below
   *  right, above left or below left — the first clear of what is placed and inside the stage (above right when
   *  none is). Drawn in pixels about the marker (scaled by points per pixel), so a move is a pixel offset. */
  placeStepPoint(ctm, stage, placed) {
    const { step } = replayStep(state);
    const point = state.trace && (state.trace.point || state.trace.touch);
    if (!step || !step.point || !point || !Number.isFinite(point.x) || !Number.isFinite(point.y)) return;
    const k = 1 / (ctm.a || 1);
    const text = s('text', { x: 14, y: -12, text: `${this.name(step.view)}: (${num(step.point.x)}, ${num(step.point.y)})` });
    this.layer.append(s('g', { class: 'local-point', transform: `translate(${num(point.x)} ${num(point.y)}) scale(${num(k)})` }, text));
    const r0 = text.getBoundingClientRect();
    if (!r0.width || !r0.height) return;
    const c = ringRect(ctm, point);
    const below = c.bottom + GAP - r0.top;
    const left = c.left - GAP - r0.right;
    const shifted = ([dx, dy]) => ({ left: r0.left + dx, top: r0.top + dy, right: r0.right + dx, bottom: r0.bottom + dy });
    const inside = (r) => r.left >= stage.left && r.top >= stage.top && r.right <= stage.right && r.bottom <= stage.bottom;
    const clear = (d) => inside(shifted(d)) && !overlapsAny(shifted(d), placed);
    const shift = [[0, 0], [0, below], [left, 0], [left, below]].find(clear) || [0, 0];
    text.setAttribute('x', num(14 + shift[0]));
    text.setAttribute('y', num(-12 + shift[1]));
    placed.push(padded(shifted(shift)));
  }

  /** The first free spot for a w×lh label that `allowed` allows: the view's corners, then (for the first
   *  ranks) just outside it; `outside` (the second pass): only just outside it; `far`: farther out too (a tag
   *  beside the view, wherever there is room). */
  spot(c, w, lh, placed, stage, allowed, { far = false, outside = false } = {}) {
    const { box } = c;
    const around = [{ left: box.left, top: box.top - lh - GAP }, { left: box.left, top: box.bottom + GAP },
      { left: box.right + GAP, top: box.top }, { left: box.left - w - GAP, top: box.top },
      { left: box.right - w, top: box.top - lh - GAP }, { left: box.right - w, top: box.bottom + GAP }];
    const tries = outside ? around : [
      { left: box.left + INSET, top: box.top + INSET },
      { left: box.right - INSET - w, top: box.top + INSET },
      { left: box.left + INSET, top: box.bottom - INSET - lh },
      { left: box.right - INSET - w, top: box.bottom - INSET - lh },
    ];
    if (box.bottom - box.top > 4 * lh) {
      tries.push({ left: box.left + INSET, top: box.top + INSET + lh + GAP }, { left: box.left + INSET, top: box.bottom - INSET - 2 * lh - GAP });
    }
    if (c.rank < 9 && !outside) tries.push(...around);
    if (far) {
      for (const d of [1, 2, 3, 4, 6, 8]) {
        const dy = d * (lh + GAP);
        tries.push({ left: box.left, top: box.top - lh - GAP - dy }, { left: box.left, top: box.bottom + GAP + dy },
          { left: box.right + GAP, top: box.top + dy }, { left: box.left - w - GAP, top: box.top + dy });
      }
    }
    for (const p of tries) {
      const r = { left: p.left, top: p.top, right: p.left + w, bottom: p.top + lh };
      if (r.left < stage.left || r.top < stage.top || r.right > stage.right || r.bottom > stage.bottom) continue;
      if (c.rank === 9 && !outside && (r.left < box.left - 0.5 || r.right > box.right + 0.5)) continue;
      if (overlapsAny(r, placed) || !allowed(r)) continue;
      return p;
    }
    return null;
  }
}

/** Several windows: each is captioned above its top edge (stacked when tops coincide), with its level. */
function windowCaptions(model) {
  if (model.windowOrder.length < 2) return [];
  const captions = [];
  const tops = [];
  for (const { view } of [...model.windowOrder].reverse()) {
    const node = model.get(view.id);
    if (!node) continue;
    const corners = screenCorners(node);
    const x = Math.min(...corners.map((p) => p.x));
    const y = Math.min(...corners.map((p) => p.y));
    const k = tops.filter((t) => Math.abs(t - y) < 4).length;
    tops.push(y);
    captions.push({ x, y: y - 6 - k * 15, text: `${nameOf(model, view.id)} · windowLevel ${num(view.windowLevel || 0)}`, front: captions.length === 0 });
  }
  return captions;
}

/** Window captions where they are, else a line higher or lower inside the drawing, else hidden. */
function placeCaptions(layer, model, ctm, stage, placed) {
  for (const c of windowCaptions(model)) {
    const caption = s('text', { class: `window-caption${c.front ? ' front' : ''}`, x: num(c.x), y: num(c.y), text: c.text });
    layer.append(caption);
    const r0 = caption.getBoundingClientRect();
    if (!r0.width || !r0.height) continue;
    const line = (r0.height + GAP + 1) / (ctm.a || 1);
    let spot = null;
    for (const shift of [0, -1, -2, 1, 2, 3, 4]) {
      caption.setAttribute('y', String(c.y + shift * line));
      const r = shift === 0 ? r0 : caption.getBoundingClientRect();
      if (r.top >= stage.top - 0.5 && r.bottom <= stage.bottom + 0.5 && !overlapsAny(r, placed)) {
        spot = r;
        break;
      }
    }
    if (spot) {
      placed.push(padded(spot));
    } else {
      caption.setAttribute('y', num(c.y));
      caption.classList.add('label-hidden');
    }
  }
}

/** The touch marker's ring (9 px about the touch) in client pixels. */
function ringRect(ctm, point) {
  const c = new DOMPoint(point.x, point.y).matrixTransform(ctm);
  return { left: c.x - 9, top: c.y - 9, right: c.x + 9, bottom: c.y + 9, width: 18, height: 18 };
}

/** The overlay's marks no label may cover, in client pixels: the touch marker's ring and the misses' badges
 *  (9 px circles at the top-right corner of each view that missed the touch). */
function markRects(ctm) {
  const { trace, model } = state;
  const rects = [];
  const point = trace && (trace.point || trace.touch);
  if (point && Number.isFinite(point.x) && Number.isFinite(point.y)) rects.push(ringRect(ctm, point));
  for (const miss of trace && Array.isArray(trace.misses) ? trace.misses : []) {
    const node = model.get(miss.view);
    if (!node) continue;
    const corners = screenCorners(node);
    const c = new DOMPoint(Math.max(...corners.map((p) => p.x)), Math.min(...corners.map((p) => p.y))).matrixTransform(ctm);
    rects.push({ left: c.x - 9, top: c.y - 9, right: c.x + 9, bottom: c.y + 9, width: 18, height: 18 });
  }
  return rects;
}

/** The ids of a node and every view under it. */
function subtree(node) {
  const ids = new Set();
  const walk = (n) => {
    ids.add(n.view.id);
    n.children.forEach(walk);
  };
  walk(node);
  return ids;
}

/** The text cut with "…" to at most `limit` px, or '' when it is too short to cut (LIMITS.whole) or fewer than
 *  LIMITS.minChars would show. */
function fit(text, limit, width) {
  if (width(text) <= limit) return text;
  if (text.length <= LIMITS.whole) return '';
  let lo = 0;
  let hi = text.length;
  while (lo < hi) {
    const mid = Math.ceil((lo + hi) / 2);
    if (width(`${text.slice(0, mid)}…`) <= limit) lo = mid;
    else hi = mid - 1;
  }
  return lo >= LIMITS.minChars ? `${text.slice(0, lo)}…` : '';
}

/** Where the last pass looks for a w×lh label of a view whose box is `box`: in it or beside it, in the stage. */
function scanArea(box, w, lh, stage) {
  return { left: Math.max(box.left - w - GAP, stage.left), top: Math.max(box.top - lh - GAP, stage.top),
    right: Math.min(box.right + w + GAP, stage.right), bottom: Math.min(box.bottom + lh + GAP, stage.bottom) };
}

/** Whether two client rectangles share some area. */
function touches(a, b) {
  return a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
}

/** The shortest a name may be said: whole when short (LIMITS.whole), else its first LIMITS.minChars and "…". */
function shortest(text) {
  return text.length <= LIMITS.whole ? text : `${text.slice(0, LIMITS.minChars)}…`;
}

/** A client rectangle with GAP around it. */
function padded(r) {
  return { left: r.left - GAP, top: r.top - GAP, right: r.right + GAP, bottom: r.bottom + GAP };
}

function overlapsAny(r, placed) {
  return placed.some((o) => touches(r, o));
}

/** Whether box `a` holds box `b` whole (client rectangles, half a pixel of slack). */
function holds(a, b) {
  return a.left <= b.left + 0.5 && a.top <= b.top + 0.5 && a.right >= b.right - 0.5 && a.bottom >= b.bottom - 0.5;
}

/** The keys of the CELL-sized cells (in the stage's pixels) a client rectangle `r` covers. */
function cells(r, stage) {
  const keys = [];
  const x0 = Math.floor((Math.max(r.left, stage.left) - stage.left) / CELL);
  const x1 = Math.floor((Math.min(r.right, stage.right) - stage.left) / CELL);
  const y0 = Math.floor((Math.max(r.top, stage.top) - stage.top) / CELL);
  const y1 = Math.floor((Math.min(r.bottom, stage.bottom) - stage.top) / CELL);
  for (let x = x0; x <= x1; x += 1) for (let y = y0; y <= y1; y += 1) keys.push(`${x},${y}`);
  return keys;
}

function clientBox(node, ctm) {
  const pts = screenCorners(node).map((p) => new DOMPoint(p.x, p.y).matrixTransform(ctm));
  const xs = pts.map((p) => p.x);
  const ys = pts.map((p) => p.y);
  return { left: Math.min(...xs), top: Math.min(...ys), right: Math.max(...xs), bottom: Math.max(...ys) };
}

function num4(v) {
  return String(Math.round(v * 1e4) / 1e4);
}
