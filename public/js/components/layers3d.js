// The hierarchy as exploded layers (as Xcode's view debugger shows it), drawn on a canvas: every view a plane at
// its box on screen, stacked in the order UIKit draws views (derive/layers3d.js: a view above its superview and
// above every view drawn before it that it overlaps, so a cover is in front of what it covers). Drag to turn the
// stack, the wheel to spread the levels; Fit (the toolbar) puts the angle back. The touch is a ray through the
// stack, and the views it passes through are marked where it pierces them; the hit, selected, hovered and
// replay-step views are lit and named (their display names). A click picks the front-most plane under the
// pointer (selected); hovering names it. Whether it is shown, its angle and spacing are the store's
// state.layers3d. The canvas holds, as its accessible content, the planes front to back (one <li
// data-layer-view> each, with its level and marks). It owns #layers3d.
import { h, setHidden } from '../ui/dom.js';
import { cssColor } from '../ui/colors.js';
import { t } from '../ui/i18n.js';
import { state, subscribe, select, hover, setLayers3D } from '../state/store.js';
import { nameOf } from '../derive/model.js';
import { screenBox } from '../derive/viewport.js';
import { replayStep } from '../derive/replay.js';
import { stackOf, projector, fitStack, inside, flat, spacing } from '../derive/layers3d.js';

/** At most this many planes (the drawing's own limit). */
const MAX_VIEWS = 1500;
/** A pointer that moves less than this (px) between press and release clicks. */
const CLICK_SLOP = 3;
/** A plane's name is cut with "…" to this width (px); the hovered plane's never is. */
const LABEL_WIDTH = 260;

export class Layers3D {
  /** root: #layers3d, holding a canvas whose content is the planes' list. */
  constructor(root) {
    this.root = root;
    this.canvas = root.querySelector('canvas');
    this.list = this.canvas.querySelector('ol');
    this.ctx = this.canvas.getContext('2d');
    this.stack = null; // derive/layers3d.js's stack of the model built
    this.byLevel = []; // its planes in the order they are drawn
    this.built = null; // the model the stack was built for
    this.items = new Map(); // view id → its <li>
    this.styles = []; // each plane's (byLevel's) fill and outline, worked out once per model
    this.onScreen = []; // each plane's (the stack's) corners on screen, as `inside` reads them
    this.batches = []; // per level, back to front: its planes (byLevel indices) by fill colour, blockers, outlines
    this.xy = new Float64Array(0); // each plane's (byLevel's) corners as last drawn (px): 8 numbers a plane
    this.shown = new Uint8Array(0); // whether each plane was drawn last time (hidden views can be left out)
    this.drawnCount = 0;
    this.lit = { key: null, marks: null }; // marks() as last worked out, and for what
    this.names = new Map(); // a lit plane's label as last cut: `${id}|${mark}|${language}` → { text, width }
    this.size = { width: 0, height: 0 };
    this.fit = null; // { scale, center }
    this.frame = 0; // the animation frame asked for, or 0
    this.colors = null;
    let drag = null; // a turn in flight
    root.addEventListener('pointerdown', (e) => {
      if (e.button !== 0) return;
      drag = { x: e.clientX, y: e.clientY, startX: e.clientX, startY: e.clientY, moved: false };
      try {
        root.setPointerCapture(e.pointerId);
      } catch {
        // a pointer already released: its up event follows anyway
      }
    });
    root.addEventListener('pointermove', (e) => {
      if (!drag) {
        const id = this.pick(e);
        if (id !== state.hovered) hover(id);
        return;
      }
      const dx = e.clientX - drag.x;
      const dy = e.clientY - drag.y;
      if (Math.hypot(e.clientX - drag.startX, e.clientY - drag.startY) > CLICK_SLOP) drag.moved = true;
      drag.x = e.clientX;
      drag.y = e.clientY;
      if (!drag.moved) return;
      const { rotX, rotZ } = state.layers3d;
      setLayers3D({ rotZ: rotZ + dx * 0.4, rotX: Math.max(0, Math.min(85, rotX - dy * 0.4)) });
    });
    root.addEventListener('pointerup', (e) => {
      const wasClick = drag && !drag.moved;
      drag = null;
      if (wasClick) select(this.pick(e));
    });
    root.addEventListener('pointercancel', () => { drag = null; });
    root.addEventListener('pointerleave', () => { if (!drag && state.hovered) hover(null); });
    root.addEventListener('wheel', (e) => {
      e.preventDefault();
      setLayers3D({ gap: Math.max(2, Math.min(80, state.layers3d.gap * Math.exp(-e.deltaY * 0.002))) });
    }, { passive: false });
    new ResizeObserver(() => this.resize()).observe(root);
    subscribe(['layers3d', 'model', 'options'], () => this.render(), { now: true });
    subscribe(['trace', 'replay', 'selected', 'hovered', 'language'], () => this.light());
  }

  render() {
    const { on } = state.layers3d;
    setHidden(this.root, !on);
    if (!on) return;
    if (this.built !== state.model) this.build();
    if (!this.size.width) this.resize();
    this.schedule();
  }

  /** The stack of the model shown, the planes' list (front to back), and what each frame of a turn draws alike:
   *  each plane's colours, and per level the planes of one fill (a level's planes never overlap: stackOf lifts
   *  a view above every one it overlaps, so a level's fills may go in one path, in any order). */
  build() {
    const model = state.model;
    this.built = model;
    this.stack = model ? stackOf(model, MAX_VIEWS) : null;
    // Drawn level by level, back to front (the painter's order: the stack is never seen from below).
    this.byLevel = this.stack ? [...this.stack.planes].sort((a, b) => a.level - b.level || a.order - b.order) : [];
    this.screen = model ? screenBox(model) : null;
    this.styles = this.byLevel.map(({ node }) => ({
      fill: cssColor(node.view.backgroundColor) || 'rgba(255, 255, 255, 0.45)',
      alpha: node.effectiveHidden ? 0.25 : 0.82, hidden: Boolean(node.effectiveHidden), blocker: Boolean(node.blocker),
    }));
    this.batches = [];
    this.byLevel.forEach((plane, i) => {
      let batch = this.batches[this.batches.length - 1];
      if (!batch || batch.level !== plane.level) {
        batch = { level: plane.level, fills: new Map(), blockers: [], outlines: [], hiddenOutlines: [] };
        this.batches.push(batch);
      }
      const style = this.styles[i];
      const key = `${style.fill}|${style.alpha}`;
      if (!batch.fills.has(key)) batch.fills.set(key, { fill: style.fill, alpha: style.alpha, list: [] });
      batch.fills.get(key).list.push(i);
      if (style.blocker) batch.blockers.push(i);
      (style.hidden ? batch.hiddenOutlines : batch.outlines).push(i);
    });
    this.onScreen = this.stack ? this.stack.planes.map((plane) => flat(plane.corners)) : [];
    this.xy = new Float64Array(this.byLevel.length * 8);
    this.shown = new Uint8Array(this.byLevel.length);
    this.drawnCount = 0;
    this.lit = { key: null, marks: null };
    this.names.clear();
    this.items.clear();
    const items = [];
    if (this.stack) {
      for (const plane of [...this.stack.planes].reverse()) {
        const li = h('li', { 'data-layer-view': plane.id, 'data-level': String(plane.level), text: nameOf(model, plane.id) });
        this.items.set(plane.id, li);
        items.push(li);
      }
    }
    this.list.replaceChildren(...items);
    this.refit();
    this.light();
  }

  /** The canvas follows its box (and the screen's pixel ratio); the stack is fitted again. */
  resize() {
    const r = this.root.getBoundingClientRect();
    if (!r.width || !r.height) return;
    const ratio = window.devicePixelRatio || 1;
    this.size = { width: r.width, height: r.height };
    this.canvas.width = Math.round(r.width * ratio);
    this.canvas.height = Math.round(r.height * ratio);
    this.canvas.style.width = `${r.width}px`;
    this.canvas.style.height = `${r.height}px`;
    this.refit();
    this.schedule();
  }

  refit() {
    this.fit = this.stack && this.screen ? fitStack(this.stack.levels, this.screen, this.size) : null;
  }

  /** The marks the planes' list and the drawing show: hit, selected, hovered, the step, pierced by the ray. */
  light() {
    if (!state.layers3d.on || this.built !== state.model || !this.stack) return;
    const marks = this.marks();
    for (const [id, li] of this.items) {
      li.classList.toggle('is-hit', id === marks.hit);
      li.classList.toggle('is-selected', id === state.selected);
      li.classList.toggle('is-step', id === marks.step);
      li.classList.toggle('is-pierced', marks.pierced.has(id));
    }
    this.root.dataset.ray = marks.point ? `${marks.point.x},${marks.point.y}` : '';
    this.schedule();
  }

  /** What is lit: the hit view (once the replay shows it), the step's view, the touch point and the views whose
   *  box holds it (the ray passes through them). Worked out again only when the trace, the replay or the stack
   *  changed (not at every frame of a turn). */
  marks() {
    const key = [state.trace, state.replay, this.stack];
    if (this.lit.key && key.every((part, i) => part === this.lit.key[i])) return this.lit.marks;
    const { step, showHit } = replayStep(state);
    const p = state.trace && (state.trace.point || state.trace.touch);
    const point = p && Number.isFinite(p.x) && Number.isFinite(p.y) ? p : null;
    const pierced = new Set();
    if (point && this.stack) {
      this.stack.planes.forEach((plane, i) => { if (inside(this.onScreen[i], point.x, point.y)) pierced.add(plane.id); });
    }
    const marks = { hit: showHit && state.trace ? state.trace.hitView : null, step: step ? step.view : null, point, pierced };
    this.lit = { key, marks };
    return marks;
  }

  schedule() {
    if (this.frame || !state.layers3d.on) return;
    this.frame = requestAnimationFrame(() => {
      this.frame = 0;
      this.draw();
    });
  }

  /** The colours of the page's marks (style.css's custom properties), read once. */
  palette() {
    if (!this.colors) {
      const style = getComputedStyle(this.root);
      const read = (name, fallback) => style.getPropertyValue(name).trim() || fallback;
      this.colors = {
        hit: read('--hit', '#059669'), selected: read('--accent', '#4f46e5'), step: read('--step', '#7c3aed'),
        ray: read('--miss', '#dc2626'), font: read('--mono', 'monospace'),
      };
    }
    return this.colors;
  }

  /** One frame: every plane projected (into this.xy), then level by level, back to front, the level's fills
   *  (one path per colour), the blockers' tint, the outlines (one path for the plain ones, one for the hidden
   *  ones' dashes), the marked planes' outlines and where the ray pierces them; the ray between the levels; the
   *  lit planes' names last. */
  draw() {
    const { ctx, stack, fit, size, byLevel, styles, xy, shown } = this;
    const ratio = this.canvas.width / Math.max(size.width, 1);
    ctx.setTransform(ratio, 0, 0, ratio, 0, 0);
    ctx.clearRect(0, 0, size.width, size.height);
    this.drawnCount = 0;
    if (!stack || !fit || !state.model) return;
    const colors = this.palette();
    const { rotX, rotZ, gap } = state.layers3d;
    const project = projector({ rotX, rotZ, gap: spacing(gap, stack.levels) }, this.screen, fit.scale, fit.center);
    const marks = this.marks();
    const { selected, hovered } = state;
    const hideHidden = !state.options.hidden;
    for (let i = 0; i < byLevel.length; i += 1) {
      const plane = byLevel[i];
      shown[i] = hideHidden && styles[i].hidden ? 0 : 1;
      if (!shown[i]) continue;
      this.drawnCount += 1;
      for (let c = 0; c < 4; c += 1) project(plane.corners[c].x, plane.corners[c].y, plane.level, xy, i * 8 + c * 2);
    }
    const quad = (i) => {
      const at = i * 8;
      ctx.moveTo(xy[at], xy[at + 1]);
      ctx.lineTo(xy[at + 2], xy[at + 3]);
      ctx.lineTo(xy[at + 4], xy[at + 5]);
      ctx.lineTo(xy[at + 6], xy[at + 7]);
      ctx.closePath();
    };
    const path = (list) => {
      ctx.beginPath();
      let any = false;
      for (const i of list) {
        if (!shown[i]) continue;
        quad(i);
        any = true;
      }
      return any;
    };
    // The ray from below the stack to above it, drawn a level at a time between the planes it passes.
    const ray = marks.point;
    const end = [0, 0];
    const rayPart = (from, to) => {
      if (!ray) return;
      project(ray.x, ray.y, from, end, 0);
      ctx.strokeStyle = colors.ray;
      ctx.lineWidth = 2.5;
      ctx.setLineDash([]);
      ctx.beginPath();
      ctx.moveTo(end[0], end[1]);
      project(ray.x, ray.y, to, end, 0);
      ctx.lineTo(end[0], end[1]);
      ctx.stroke();
    };
    const lit = [];
    let level = -1.5;
    let first = 0;
    for (const batch of this.batches) {
      const count = batch.outlines.length + batch.hiddenOutlines.length;
      rayPart(level, batch.level);
      level = batch.level;
      for (const { fill, alpha, list } of batch.fills.values()) {
        if (!path(list)) continue;
        ctx.globalAlpha = alpha;
        ctx.fillStyle = fill;
        ctx.fill();
      }
      if (batch.blockers.length && path(batch.blockers)) {
        ctx.globalAlpha = 0.82;
        ctx.fillStyle = 'rgba(220, 38, 38, 0.12)';
        ctx.fill();
      }
      ctx.globalAlpha = 1;
      ctx.lineWidth = 1;
      ctx.strokeStyle = 'rgba(15, 23, 42, 0.45)';
      for (const [list, dash] of [[batch.outlines, []], [batch.hiddenOutlines, [5, 3]]]) {
        if (!path(list)) continue;
        ctx.setLineDash(dash);
        ctx.stroke();
      }
      // The marked planes of the level over the plain outlines, each in its own colour.
      for (let i = first; i < first + count; i += 1) {
        if (!shown[i]) continue;
        const { id } = byLevel[i];
        const pierced = marks.pierced.has(id);
        const mark = id === marks.step ? 'step' : id === marks.hit ? 'hit' : id === selected ? 'selected' : pierced ? 'ray' : null;
        if (mark) {
          ctx.setLineDash(styles[i].hidden || mark === 'step' ? [5, 3] : []);
          ctx.lineWidth = mark === 'ray' ? 1.25 : 3;
          ctx.strokeStyle = colors[mark];
          ctx.beginPath();
          quad(i);
          ctx.stroke();
        }
        if (pierced) {
          // Where the touch's ray passes through the view.
          project(ray.x, ray.y, level, end, 0);
          ctx.fillStyle = colors.ray;
          ctx.beginPath();
          ctx.arc(end[0], end[1], 3.5, 0, Math.PI * 2);
          ctx.fill();
        }
        if (mark === 'hit' || mark === 'selected' || mark === 'step' || id === hovered) lit.push({ id, at: i * 8, mark: !mark || mark === 'ray' ? 'hover' : mark });
      }
      first += count;
    }
    rayPart(level, (stack.levels || 0) + 1.5);
    ctx.setLineDash([]);
    this.drawLabels(lit, colors);
  }

  /** The lit planes' names, each at the first corner of its plane where it overlaps no other name (the few lit
   *  planes only: the others are named in the list and on hover). */
  drawLabels(lit, colors) {
    const { ctx, xy } = this;
    const px = 12;
    ctx.font = `650 ${px}px ${colors.font}`;
    ctx.textBaseline = 'middle';
    const placed = [];
    const order = ['hover', 'step', 'hit', 'selected'];
    lit.sort((a, b) => order.indexOf(a.mark) - order.indexOf(b.mark));
    for (const { id, at, mark } of lit) {
      const { text, width } = this.label(id, mark === 'hover');
      const w = width + 10;
      const hgt = px + 8;
      const corners = [0, 1, 2, 3].map((c) => ({ x: xy[at + 2 * c], y: xy[at + 2 * c + 1] }));
      const spots = corners.sort((a, b) => a.y - b.y || a.x - b.x)
        .map((p) => ({ x: Math.min(Math.max(p.x - w / 2, 2), this.size.width - w - 2), y: Math.min(Math.max(p.y - hgt - 4, 2), this.size.height - hgt - 2) }));
      const spot = spots.find((s) => !placed.some((o) => s.x < o.x + o.w && o.x < s.x + w && s.y < o.y + o.h && o.y < s.y + hgt)) || spots[0];
      placed.push({ x: spot.x, y: spot.y, w, h: hgt });
      ctx.fillStyle = 'rgba(255, 255, 255, 0.94)';
      ctx.strokeStyle = mark === 'hover' ? 'rgba(15, 23, 42, 0.55)' : colors[mark];
      ctx.lineWidth = 1.5;
      ctx.beginPath();
      ctx.roundRect(spot.x, spot.y, w, hgt, 5);
      ctx.fill();
      ctx.stroke();
      ctx.fillStyle = '#0f172a';
      ctx.fillText(text, spot.x + 5, spot.y + hgt / 2 + 0.5);
    }
    const label = t('layers3dLabel', { n: this.drawnCount });
    if (this.canvas.getAttribute('aria-label') !== label) this.canvas.setAttribute('aria-label', label);
  }

  /** A plane's name as its label says it (`whole`: never cut, the hovered plane's) and its width in the label's
   *  font (set), measured once per model and language rather than at every frame of a turn. */
  label(id, whole) {
    const key = `${id}|${whole}|${state.language}`;
    let label = this.names.get(key);
    if (!label) {
      const full = nameOf(state.model, id);
      const text = whole ? full : cut(this.ctx, full, LABEL_WIDTH);
      label = { text, width: this.ctx.measureText(text).width };
      this.names.set(key, label);
    }
    return label;
  }

  /** The front-most plane drawn under a pointer event, or null. */
  pick(event) {
    const r = this.canvas.getBoundingClientRect();
    const x = event.clientX - r.left;
    const y = event.clientY - r.top;
    for (let i = this.byLevel.length - 1; i >= 0; i -= 1) {
      if (this.shown[i] && inside(this.xy, x, y, i * 8, 4)) return this.byLevel[i].id;
    }
    return null;
  }
}

/** `text` cut with "…" to at most `limit` px in the canvas's font. */
function cut(ctx, text, limit) {
  if (ctx.measureText(text).width <= limit) return text;
  let lo = 0;
  let hi = text.length;
  while (lo < hi) {
    const mid = Math.ceil((lo + hi) / 2);
    if (ctx.measureText(`${text.slice(0, mid)}…`).width <= limit) lo = mid;
    else hi = mid - 1;
  }
  return `${text.slice(0, lo)}…`;
}
