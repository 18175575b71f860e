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
import { stackOf, camera, fitStack, inside } from '../derive/layers3d.js';

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
    this.drawn = []; // each plane's corners as last drawn (px), back to front
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

  /** The stack of the model shown, and the planes' list (front to back). */
  build() {
    const model = state.model;
    this.built = model;
    this.stack = model ? stackOf(model, MAX_VIEWS) : null;
    // Drawn level by level, back to front (the painter's order: the stack is never seen from below).
    this.byLevel = this.stack ? [...this.stack.planes].sort((a, b) => a.level - b.level || a.order - b.order) : [];
    this.screen = model ? screenBox(model) : null;
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
   *  box holds it (the ray passes through them). */
  marks() {
    const { step, showHit } = replayStep(state);
    const p = state.trace && (state.trace.point || state.trace.touch);
    const point = p && Number.isFinite(p.x) && Number.isFinite(p.y) ? p : null;
    const pierced = new Set();
    if (point && this.stack) for (const plane of this.stack.planes) if (inside(plane.corners, point.x, point.y)) pierced.add(plane.id);
    return { hit: showHit && state.trace ? state.trace.hitView : null, step: step ? step.view : null, point, pierced };
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

  draw() {
    const { ctx, stack, fit, size } = this;
    const ratio = this.canvas.width / Math.max(size.width, 1);
    ctx.setTransform(ratio, 0, 0, ratio, 0, 0);
    ctx.clearRect(0, 0, size.width, size.height);
    this.drawn = [];
    if (!stack || !fit || !state.model) return;
    const colors = this.palette();
    const at = camera(state.layers3d, this.screen, fit.scale, fit.center);
    const marks = this.marks();
    const { selected, hovered } = state;
    const hideHidden = !state.options.hidden;
    // The ray from below the stack to above it, drawn a level at a time between the planes it passes.
    const ray = marks.point;
    const rayPart = (from, to) => {
      if (!ray) return;
      const a = at(ray.x, ray.y, from);
      const b = at(ray.x, ray.y, to);
      ctx.strokeStyle = colors.ray;
      ctx.lineWidth = 2.5;
      ctx.setLineDash([]);
      ctx.beginPath();
      ctx.moveTo(a.x, a.y);
      ctx.lineTo(b.x, b.y);
      ctx.stroke();
    };
    let level = -1.5;
    const lit = [];
    for (const plane of this.byLevel) {
      const { node } = plane;
      if (hideHidden && node.effectiveHidden) continue;
      if (plane.level !== level) {
        rayPart(level, plane.level);
        level = plane.level;
      }
      const c = plane.corners.map((p) => at(p.x, p.y, plane.level));
      this.drawn.push({ plane, corners: c });
      ctx.beginPath();
      ctx.moveTo(c[0].x, c[0].y);
      for (let i = 1; i < 4; i += 1) ctx.lineTo(c[i].x, c[i].y);
      ctx.closePath();
      const fill = cssColor(node.view.backgroundColor);
      ctx.globalAlpha = node.effectiveHidden ? 0.25 : 0.82;
      ctx.fillStyle = fill || 'rgba(255, 255, 255, 0.45)';
      ctx.fill();
      if (node.blocker) {
        ctx.fillStyle = 'rgba(220, 38, 38, 0.12)';
        ctx.fill();
      }
      ctx.globalAlpha = 1;
      const id = plane.id;
      const pierced = marks.pierced.has(id);
      const mark = id === marks.step ? 'step' : id === marks.hit ? 'hit' : id === selected ? 'selected' : pierced ? 'ray' : null;
      ctx.setLineDash(node.effectiveHidden || mark === 'step' ? [5, 3] : []);
      ctx.lineWidth = mark ? (mark === 'ray' ? 1.25 : 3) : 1;
      ctx.strokeStyle = mark ? colors[mark] : 'rgba(15, 23, 42, 0.45)';
      ctx.stroke();
      if (pierced) {
        // Where the touch's ray passes through the view.
        const p = at(ray.x, ray.y, plane.level);
        ctx.fillStyle = colors.ray;
        ctx.beginPath();
        ctx.arc(p.x, p.y, 3.5, 0, Math.PI * 2);
        ctx.fill();
      }
      if (mark === 'hit' || mark === 'selected' || mark === 'step' || id === hovered) lit.push({ id, corners: c, mark: !mark || mark === 'ray' ? 'hover' : mark });
    }
    rayPart(level, (stack.levels || 0) + 1.5);
    ctx.setLineDash([]);
    this.drawLabels(lit, colors);
  }

  /** The lit planes' names, each at the first corner of its plane where it overlaps no other name. */
  drawLabels(lit, colors) {
    const { ctx } = this;
    const px = 12;
    ctx.font = `650 ${px}px ${colors.font}`;
    ctx.textBaseline = 'middle';
    const placed = [];
    const order = ['hover', 'step', 'hit', 'selected'];
    lit.sort((a, b) => order.indexOf(a.mark) - order.indexOf(b.mark));
    for (const { id, corners, mark } of lit) {
      const full = nameOf(state.model, id);
      const text = mark === 'hover' ? full : cut(ctx, full, LABEL_WIDTH);
      const w = ctx.measureText(text).width + 10;
      const hgt = px + 8;
      const spots = [...corners].sort((a, b) => a.y - b.y || a.x - b.x)
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
    const label = t('layers3dLabel', { n: this.drawn.length });
    if (this.canvas.getAttribute('aria-label') !== label) this.canvas.setAttribute('aria-label', label);
  }

  /** The front-most plane drawn under a pointer event, or null. */
  pick(event) {
    const r = this.canvas.getBoundingClientRect();
    const x = event.clientX - r.left;
    const y = event.clientY - r.top;
    for (let i = this.drawn.length - 1; i >= 0; i -= 1) {
      if (inside(this.drawn[i].corners, x, y)) return this.drawn[i].plane.id;
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
