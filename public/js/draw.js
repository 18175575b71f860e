// The drawing: the hierarchy to scale as nested SVG groups (one <g data-view-id> per view, carrying
// the view's local→superview matrix), and an overlay in screen coordinates for the touch, the hit
// view, the current replay step, the selection and the "why not" badges.
import { s, clear, num, matchAttributes } from './dom.js';
import { cssColor, luminance } from './colors.js';
import { localToSuper, screenCorners, isControl, sameShape, ownProperties } from './derive/model.js';
import { touchPath } from './touch-path.js';

const MARGIN = 16;
const MAX_DRAWN = 6000;

export class Drawing {
  constructor(svg, { onSelect, onHover }) {
    Object.assign(this, { svg, onSelect, onHover });
    this.model = null;
    this.groups = new Map(); // view id → <g>
    this.drawnFrom = new Map(); // view id → what its <g> was drawn from (drawnFrom)
    this.trace = null;
    this.selected = null;
    this.hovered = null;
    this.step = null;
    this.showHit = true;
    this.live = []; // the events of a gesture being made now (drawing-input.js)
    this.heldFor = null; // seconds the finger has been down, while it is
    svg.addEventListener('click', (event) => this.handleClick(event));
    svg.addEventListener('pointermove', (event) => this.handleHover(event));
    svg.addEventListener('pointerleave', () => this.setHover(null, true));
    new ResizeObserver(() => this.renderOverlay()).observe(svg);
  }

  /** Draws a hierarchy. An edit that keeps every view where it was in the tree (sameShape) redraws only the
   *  views it changed, in place: rebuilding every element would make the page lay out the whole drawing again. */
  setModel(model) {
    const previous = this.model;
    this.model = model;
    if (this.viewLayer && this.viewLayer.isConnected && sameShape(previous, model)) this.update(model);
    else this.rebuild(model);
  }

  rebuild(model) {
    this.groups.clear();
    this.drawnFrom.clear();
    clear(this.svg);
    const captions = windowCaptions(model);
    const box = model.bbox;
    const top = Math.min(box.y - MARGIN, ...captions.map((c) => c.y - 14));
    const bottom = box.y + box.height + MARGIN;
    this.svg.setAttribute('viewBox', `${num(box.x - MARGIN)} ${num(top)} ${num(box.width + 2 * MARGIN)} ${num(bottom - top)}`);
    this.svg.setAttribute('preserveAspectRatio', 'xMidYMid meet');
    this.svg.append(this.defs());
    this.screenLayer = s('g', { class: 'screens' });
    this.viewLayer = s('g', { class: 'views' });
    this.captionLayer = s('g', { class: 'captions' });
    this.overlay = s('g', { class: 'overlay' });
    // The hit map's tints and dead zones (hitmap.js fill it): above the views, below the marks.
    this.hitMapLayer = s('g', { class: 'hitmap-layer' });
    this.svg.append(this.screenLayer, this.viewLayer, this.captionLayer, this.hitMapLayer, this.overlay);
    const groupOf = new Map(); // node → its <g> (ids may repeat in a hierarchy the API refuses)
    eachDrawn(model, (node, clip) => {
      const g = this.drawView(node, clip);
      groupOf.set(node, g);
      this.groups.set(node.view.id, g);
      this.drawnFrom.set(node.view.id, drawnFrom(node, clip));
      if (node.parent) subviewLayer(groupOf.get(node.parent)).append(g);
      else this.viewLayer.append(g);
    });
    this.drawScreens(model, captions);
    this.renderOverlay();
  }

  /** The same views as drawn: a view whose own drawing depends on something new is drawn again off the page
   *  and its group updated where it differs, leaving its subviews' groups in place. */
  update(model) {
    eachDrawn(model, (node, clip) => {
      const id = node.view.id;
      const from = drawnFrom(node, clip);
      if (this.drawnFrom.get(id) === from) return;
      this.drawnFrom.set(id, from);
      updateGroup(this.groups.get(id), this.drawView(node, clip));
    });
    this.drawScreens(model, windowCaptions(model));
    this.renderOverlay();
  }

  /** The windows' outlines and, when there are several, their captions. */
  drawScreens(model, captions) {
    this.screenLayer.replaceChildren(...model.windowOrder.map(({ view }) => model.get(view.id)).filter(Boolean)
      .map((node) => s('polygon', { class: 'screen', points: polygonPoints(screenCorners(node)) })));
    this.captionLayer.replaceChildren(...captions.map((c) => s('text', {
      class: `window-caption${c.front ? ' front' : ''}`, x: num(c.x), y: num(c.y), text: c.text,
    })));
  }

  defs() {
    const hatch = s('pattern', {
      id: 'ht-hatch', patternUnits: 'userSpaceOnUse', width: 7, height: 7, patternTransform: 'rotate(45)',
    }, s('rect', { width: 7, height: 7, class: 'hatch-bg' }), s('line', { x1: 0, y1: 0, x2: 0, y2: 7, class: 'hatch-line' }));
    return s('defs', {}, hatch);
  }

  /** One view's group, with an empty group for its subviews last; `clip` numbers its clipPath (when it clips).
   *  It reads the view and the node's effectiveHidden, effectiveAlpha and blocker only: drawnFrom lists them. */
  drawView(node, clip) {
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
    g[DRAWN_CLASSES] = classes;
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
      const id = `ht-clip-${clip}`;
      g.append(s('clipPath', { id, clipPathUnits: 'userSpaceOnUse' },
        s('rect', { x: num(x), y: num(y), width: num(Math.max(width, 0)), height: num(Math.max(height, 0)) })));
      children.setAttribute('clip-path', `url(#${id})`);
    }
    g.append(children);
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
    captions.push({ x, y: y - 6 - k * 15, text: `${view.id} · windowLevel ${num(view.windowLevel || 0)}`, front: captions.length === 0 });
  }
  return captions;
}

/** Calls f(node, clip) for every view drawn, superviews first, windows back to front, at most MAX_DRAWN views;
 *  `clip` numbers the views that clip their subviews, in that order (their clipPath's id), else 0. */
function eachDrawn(model, f) {
  let drawn = 0;
  let clips = 0;
  const visit = (node) => {
    drawn += 1;
    f(node, node.view.clipsToBounds ? (clips += 1) : 0);
    for (const child of node.children) {
      if (drawn >= MAX_DRAWN) break;
      visit(child);
    }
  };
  for (const { view } of model.windowOrder) {
    const node = model.get(view.id);
    if (node) visit(node);
  }
}

/** Everything drawView reads, as one string: a view drawn from the same string is drawn the same. */
function drawnFrom(node, clip) {
  return `${ownProperties(node.view)}|${node.effectiveHidden}|${node.effectiveAlpha}|${node.blocker}|${clip}`;
}

/** The group drawView leaves for a view's subviews (its last child). */
function subviewLayer(g) {
  return g.lastElementChild;
}

/** The classes drawView gave a view's group, kept on the group: others (selected, edited, matched, isolated)
 *  belong to the page's state and are kept when the group is updated. */
const DRAWN_CLASSES = Symbol('drawn classes');

/** Makes a drawn view's group `g` what `fresh` (the same view drawn again, without subviews) is, leaving its
 *  subviews' groups in place and writing nothing that is already the same. */
function updateGroup(g, fresh) {
  const before = g[DRAWN_CLASSES] || [];
  const after = fresh[DRAWN_CLASSES] || [];
  for (const c of before) if (!after.includes(c)) g.classList.remove(c);
  for (const c of after) if (!before.includes(c)) g.classList.add(c);
  g[DRAWN_CLASSES] = after;
  matchAttributes(g, fresh, 'class');
  const subviews = subviewLayer(g);
  const freshSubviews = subviewLayer(fresh);
  matchAttributes(subviews, freshSubviews);
  const own = [...g.children].filter((el) => el !== subviews);
  const freshOwn = [...fresh.children].filter((el) => el !== freshSubviews);
  if (own.length === freshOwn.length && own.every((el, i) => el.isEqualNode(freshOwn[i]))) return;
  for (const el of own) el.remove();
  subviews.before(...freshOwn);
}

function polygonPoints(points) {
  return points.map((p) => `${num(p.x)},${num(p.y)}`).join(' ');
}

function describe(view) {
  const cls = view.base ? `${view.class} : ${view.base}` : view.class;
  return `${cls} — ${view.id}`;
}
