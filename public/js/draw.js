// The drawing: the hierarchy to scale as nested SVG groups (one <g data-view-id> per view, carrying
// the view's local→superview matrix), and an overlay in screen coordinates for the touch, the hit
// view, the current replay step, the selection and the "why not" badges.
import { s, clear, num } from './dom.js';
import { cssColor, luminance } from './colors.js';
import { localToSuper, screenCorners, apply, isControl } from './model.js';
import { touchPath } from './touch-path.js';

const MARGIN = 16;
const MAX_DRAWN = 6000;

export class Drawing {
  constructor(svg, { onSelect, onHover }) {
    Object.assign(this, { svg, onSelect, onHover });
    this.model = null;
    this.groups = new Map(); // view id → <g>
    this.trace = null;
    this.selected = null;
    this.hovered = null;
    this.step = null;
    this.showHit = true;
    this.live = []; // the events of a gesture being made now (drawing-input.js)
    this.heldFor = null; // seconds the finger has been down, while it is
    this.clipCounter = 0;
    svg.addEventListener('click', (event) => this.handleClick(event));
    svg.addEventListener('pointermove', (event) => this.handleHover(event));
    svg.addEventListener('pointerleave', () => this.setHover(null, true));
    new ResizeObserver(() => this.renderOverlay()).observe(svg);
  }

  setModel(model) {
    this.model = model;
    this.groups.clear();
    clear(this.svg);
    this.clipCounter = 0;
    // Several windows: each is captioned above its top edge (stacked when tops coincide), with its level.
    const multi = model.windowOrder.length > 1;
    const captions = [];
    if (multi) {
      const tops = [];
      for (const { view } of [...model.windowOrder].reverse()) {
        const node = model.get(view.id);
        if (!node) continue;
        const corners = screenCorners(node);
        const x = Math.min(...corners.map((p) => p.x));
        const y = Math.min(...corners.map((p) => p.y));
        const k = tops.filter((t) => Math.abs(t - y) < 4).length;
        tops.push(y);
        captions.push({ x, y: y - 6 - k * 15, text: `${view.id} · windowLevel ${num(view.windowLevel || 0)}`, front: captions.length === 0 });
      }
    }
    const box = model.bbox;
    const top = Math.min(box.y - MARGIN, ...captions.map((c) => c.y - 14));
    const bottom = box.y + box.height + MARGIN;
    this.svg.setAttribute('viewBox', `${num(box.x - MARGIN)} ${num(top)} ${num(box.width + 2 * MARGIN)} ${num(bottom - top)}`);
    this.svg.setAttribute('preserveAspectRatio', 'xMidYMid meet');
    this.svg.append(this.defs());
    const screens = s('g', { class: 'screens' });
    const views = s('g', { class: 'views' });
    const captionLayer = s('g', { class: 'captions' });
    this.overlay = s('g', { class: 'overlay' });
    // The hit map's tints and dead zones (hitmap.js fill it): above the views, below the marks.
    this.hitMapLayer = s('g', { class: 'hitmap-layer' });
    this.svg.append(screens, views, captionLayer, this.hitMapLayer, this.overlay);
    this.drawnCount = 0;
    if (!this.externalLabels) {
      // Labels keep a constant size on screen; in points that is this many per character.
      const labelPx = parseFloat(getComputedStyle(this.svg).getPropertyValue('--label-px')) || 11;
      this.charWidth = 0.62 * labelPx / this.scale();
      this.labelHeight = 1.2 * labelPx / this.scale();
    }
    for (const { view } of model.windowOrder) {
      const node = model.get(view.id);
      if (!node) continue;
      screens.append(s('polygon', { class: 'screen', points: polygonPoints(screenCorners(node)) }));
      views.append(this.drawView(node, multi));
    }
    for (const c of captions) {
      captionLayer.append(s('text', { class: `window-caption${c.front ? ' front' : ''}`, x: num(c.x), y: num(c.y), text: c.text }));
    }
    this.renderOverlay();
  }

  defs() {
    const hatch = s('pattern', {
      id: 'ht-hatch', patternUnits: 'userSpaceOnUse', width: 7, height: 7, patternTransform: 'rotate(45)',
    }, s('rect', { width: 7, height: 7, class: 'hatch-bg' }), s('line', { x1: 0, y1: 0, x2: 0, y2: 7, class: 'hatch-line' }));
    return s('defs', {}, hatch);
  }

  drawView(node, showLevel) {
    const { view } = node;
    const m = localToSuper(view);
    const { x, y, width, height } = view.bounds;
    const classes = ['view'];
    if (node.effectiveHidden) classes.push('is-hidden');
    if (node.effectiveAlpha < 0.01) classes.push('is-transparent');
    if (node.blocker) classes.push('is-blocked');
    const g = s('g', {
      class: classes.join(' '),
      'data-view-id': view.id,
      transform: `matrix(${m.map((v) => num(v)).join(' ')})`,
    });
    this.groups.set(view.id, g);
    this.drawnCount += 1;
    g.append(s('title', { text: describe(view) }));

    const fill = cssColor(view.backgroundColor);
    const bg = s('rect', {
      class: fill ? 'bg' : 'bg no-fill', x: num(x), y: num(y), width: num(Math.max(width, 0)), height: num(Math.max(height, 0)),
    });
    if (fill) {
      bg.setAttribute('fill', fill);
      bg.setAttribute('fill-opacity', num(Math.max(0, Math.min(1, node.effectiveAlpha))));
    }
    g.append(bg);
    // The view itself stops the touch (not only inherits it): hatch it.
    if (node.blocker === view.id) {
      g.append(s('rect', { class: 'blocked-mark', x: num(x), y: num(y), width: num(Math.max(width, 0)), height: num(Math.max(height, 0)) }));
    }
    g.append(s('rect', { class: 'outline', x: num(x), y: num(y), width: num(Math.max(width, 0)), height: num(Math.max(height, 0)) }));

    if (view.text) g.append(this.textOf(view, fill, node.effectiveAlpha));

    const children = s('g', { class: 'children' });
    if (view.clipsToBounds) {
      const id = `ht-clip-${(this.clipCounter += 1)}`;
      g.append(s('clipPath', { id, clipPathUnits: 'userSpaceOnUse' },
        s('rect', { x: num(x), y: num(y), width: num(Math.max(width, 0)), height: num(Math.max(height, 0)) })));
      children.setAttribute('clip-path', `url(#${id})`);
    }
    for (const child of node.children) {
      if (this.drawnCount >= MAX_DRAWN) break;
      children.append(this.drawView(child, showLevel));
    }
    g.append(children);
    // labels.js places the labels when externalLabels is set (never overlapping).
    if (!this.externalLabels && !(showLevel && !node.parent)) g.append(this.labelOf(node));
    return g;
  }

  textOf(view, fill, alpha) {
    const { x, y, width, height } = view.bounds;
    const size = Math.max(6, Math.min(17, height * 0.45, (width / Math.max(view.text.length, 1)) * 1.9));
    const centred = isControl(view) || view.behavior === 'UIButton';
    const dark = !fill || luminance(fill) > 0.45;
    const text = s('text', {
      class: `v-text ${dark ? 'on-light' : 'on-dark'}`,
      x: num(centred ? x + width / 2 : x + 6),
      y: num(y + height / 2),
      'text-anchor': centred ? 'middle' : 'start',
      'dominant-baseline': 'central',
      'font-size': num(size),
      text: view.text.length > 80 ? `${view.text.slice(0, 79)}…` : view.text,
    });
    text.setAttribute('fill-opacity', num(Math.max(0.15, Math.min(1, alpha))));
    return text;
  }

  /**
   * The id label, in the first corner (top-left, top-right, bottom-left, bottom-right) where it does
   * not run into a subview's label. Labels sit above the view's subviews, so they stay readable.
   */
  labelOf(node) {
    const { view } = node;
    const { x, y, width, height } = view.bounds;
    const text = view.id;
    const taken = [];
    for (const child of node.children) {
      if (!child.label) continue;
      const p = apply(localToSuper(child.view), child.label);
      taken.push({ ...p, start: child.label.start, width: child.label.width });
    }
    const w = Math.min(text.length, 40) * (this.charWidth || 6.2);
    const lh = this.labelHeight || 12;
    const span = (c) => (c.start ? [c.x, c.x + c.width] : [c.x - c.width, c.x]);
    const corners = [
      { x: x + 4, y: y + 4, start: true, top: true },
      { x: x + width - 4, y: y + 4, start: false, top: true },
      { x: x + 4, y: y + height - 4, start: true, top: false },
      { x: x + width - 4, y: y + height - 4, start: false, top: false },
    ].map((c) => ({ ...c, width: w, cy: c.top ? c.y + lh / 2 : c.y - lh / 2 }));
    const clash = (c) => taken.some((o) => {
      const [a0, a1] = span(c);
      const [b0, b1] = span(o);
      return Math.abs(c.cy - o.y) < lh && a0 < b1 && b0 < a1;
    });
    const spot = corners.find((c) => !clash(c)) || corners[0];
    node.label = { x: spot.x, y: spot.cy, start: spot.start, width: w };
    return s('text', {
      class: 'v-label', x: num(spot.x), y: num(spot.y),
      'text-anchor': spot.start ? 'start' : 'end', 'dominant-baseline': spot.top ? 'hanging' : 'alphabetic', text,
    });
  }

  setOptions({ hidden, alpha, blocked, labels }) {
    this.svg.classList.toggle('hide-hidden', !hidden);
    this.svg.classList.toggle('no-alpha', !alpha);
    this.svg.classList.toggle('no-blocked', !blocked);
    this.svg.classList.toggle('no-labels', !labels);
  }

  setTrace(trace) {
    this.trace = trace;
    this.renderOverlay();
  }

  setSelected(id) {
    this.selected = id;
    for (const [vid, g] of this.groups) g.classList.toggle('is-selected', vid === id);
    this.renderOverlay();
  }

  setHover(id, notify = false) {
    if (this.hovered === id) return;
    this.hovered = id;
    this.renderOverlay();
    if (notify) this.onHover(id);
  }

  setStep(step) {
    this.step = step;
    this.renderOverlay();
  }

  /** While a replay is under way the answer (the hit view's outline) waits for the end. */
  setShowHit(show) {
    if (this.showHit === show) return;
    this.showHit = show;
    this.renderOverlay();
  }

  /** Screen point (the SVG's user space) for a mouse event. */
  screenPoint(event) {
    const ctm = this.svg.getScreenCTM();
    if (!ctm) return null;
    const p = new DOMPoint(event.clientX, event.clientY).matrixTransform(ctm.inverse());
    // Whole points read best ("a touch at (40, 100)"); when zoomed in far, keep a tenth.
    const step = ctm.a >= 3 ? 10 : 1;
    return { x: Math.round(p.x * step) / step, y: Math.round(p.y * step) / step };
  }

  viewIdAt(event) {
    const g = event.target instanceof Element ? event.target.closest('[data-view-id]') : null;
    return g ? g.getAttribute('data-view-id') : null;
  }

  /** Shift- or Alt-click selects; a plain click is a touch, recorded as a gesture (drawing-input.js). */
  handleClick(event) {
    if (!this.model) return;
    if (event.shiftKey || event.altKey) this.onSelect(this.viewIdAt(event));
  }

  /** The finger's path while a gesture is being made ([] once it is posted). */
  setLiveTouch(events) {
    this.live = events.slice();
    this.renderOverlay();
  }

  /** Seconds the finger has been down (null once it is up), shown beside it: how long a press is. */
  setHeldFor(seconds) {
    if (this.heldFor === seconds) return;
    this.heldFor = seconds;
    this.renderOverlay();
  }

  handleHover(event) {
    this.setHover(this.viewIdAt(event), true);
  }

  /** The view's on-screen box in client (CSS pixel) coordinates, or null. */
  clientBox(id) {
    const node = this.model && this.model.get(id);
    const ctm = this.svg.getScreenCTM();
    if (!node || !ctm) return null;
    const points = screenCorners(node).map((p) => new DOMPoint(p.x, p.y).matrixTransform(ctm));
    const xs = points.map((p) => p.x);
    const ys = points.map((p) => p.y);
    return { left: Math.min(...xs), top: Math.min(...ys), right: Math.max(...xs), bottom: Math.max(...ys) };
  }

  /** Pixels per point, to keep markers a constant size on screen. */
  scale() {
    const ctm = this.svg.getScreenCTM();
    return ctm && ctm.a > 0 ? ctm.a : 1;
  }

  outline(id, cls) {
    const node = this.model && this.model.get(id);
    if (!node) return null;
    const points = polygonPoints(screenCorners(node));
    return s('g', { class: `mark ${cls}` },
      s('polygon', { class: 'halo', points }), s('polygon', { class: 'line', points }));
  }

  /** Redraws the overlay once, at the end of the task that asked: showing a trace asks many times (trace,
   *  selection, replay step, why-not marks…), and each drawing reads the layout (the scale) afresh. */
  renderOverlay() {
    if (this.overlayQueued) return;
    this.overlayQueued = true;
    queueMicrotask(() => {
      this.overlayQueued = false;
      this.drawOverlay();
    });
  }

  drawOverlay() {
    if (!this.overlay) return;
    clear(this.overlay);
    const k = 1 / this.scale();
    this.svg.style.setProperty('--k', String(k));
    const trace = this.trace;
    if (this.hovered && this.hovered !== this.selected) this.add(this.outline(this.hovered, 'hover'));
    const hit = this.showHit && trace && trace.hitView;
    if (hit) this.add(this.outline(trace.hitView, 'hit'));
    if (this.selected && !(hit && trace.hitView === this.selected)) this.add(this.outline(this.selected, 'selected'));
    if (this.step) this.add(this.outline(this.step.view, `step call-${this.step.call}`));
    // The selected view's blockers (whynot.js): covers outlined, ancestors' bounds shown.
    if (this.extraMarks) for (const el of this.extraMarks(this)) this.add(el);
    if (trace && Array.isArray(trace.misses)) {
      trace.misses.forEach((miss, i) => {
        const node = this.model.get(miss.view);
        if (!node) return;
        const corners = screenCorners(node);
        // The top-right corner of the view's box: the id label usually sits top-left.
        const cx = Math.max(...corners.map((p) => p.x));
        const cy = Math.min(...corners.map((p) => p.y));
        const badge = s('g', { class: 'miss-badge', 'data-miss-view': miss.view, transform: `translate(${num(cx)} ${num(cy)}) scale(${num(k)})` },
          s('circle', { r: 9 }), s('text', { 'text-anchor': 'middle', 'dominant-baseline': 'central', text: String(i + 1) }));
        this.add(badge);
      });
    }
    const point = trace && (trace.point || trace.touch);
    if (point && Number.isFinite(point.x) && Number.isFinite(point.y)) {
      const marker = s('g', { class: 'touch-marker', transform: `translate(${num(point.x)} ${num(point.y)}) scale(${num(k)})` },
        s('circle', { class: 'ripple', r: 16 }),
        s('circle', { class: 'ring', r: 9 }),
        s('circle', { class: 'dot', r: 3 }));
      this.add(marker);
      if (trace.touch && Array.isArray(trace.touch.sequence)) this.add(touchPath(trace.touch.sequence, k));
      if (this.step && this.step.point) {
        const label = `${this.step.view}: (${num(this.step.point.x)}, ${num(this.step.point.y)})`;
        this.add(s('g', { class: 'local-point', transform: `translate(${num(point.x)} ${num(point.y)}) scale(${num(k)})` },
          s('text', { x: 14, y: -12, text: label })));
      }
    }
    if (this.live.length) this.add(touchPath(this.live, k, { live: true, heldFor: this.heldFor }));
    // after every overlay change (view, selection, hover, step): labels are placed again.
    if (this.afterOverlay) this.afterOverlay();
  }

  add(el) {
    if (el) this.overlay.append(el);
  }
}

function polygonPoints(points) {
  return points.map((p) => `${num(p.x)},${num(p.y)}`).join(' ');
}

function describe(view) {
  const cls = view.base ? `${view.class} : ${view.base}` : view.class;
  return `${cls} — ${view.id}`;
}
