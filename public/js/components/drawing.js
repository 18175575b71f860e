// The drawing: the hierarchy to scale as nested SVG groups (one <g data-view-id> per view, carrying the view's
// local→superview matrix), and an overlay in screen coordinates for the touch, the hit view, the current replay
// step, the selection, the why-not answer's blockers and the misses' badges. It owns the drawing's classes
// (the options, searching, isolating, panning, moving views) and two of its layers, g.views and g.overlay
// (index.html holds every layer, each one component's: g.screens with them, g.beyond-layer the viewport's,
// g.hitmap-layer the hit map's, g.labels-layer the labels', g.drag-edit-layer the drag editor's). It draws
// from the store and redraws what a change touches: an edit that keeps every view where it was redraws only
// the views it changed, in place.
import { s, clear, num, matchAttributes, coalesced } from '../ui/dom.js';
import { cssColor, luminance } from '../ui/colors.js';
import { touchPath } from '../ui/touch-path.js';
import { state, subscribe, select, hover } from '../state/store.js';
import { localToSuper, screenCorners, isControl, sameShape, ownProperties, nameOf } from '../derive/model.js';
import { searchMatches } from '../derive/search.js';
import { replayStep } from '../derive/replay.js';

const MAX_DRAWN = 6000;

export class Drawing {
  /** svg: #drawing, with its layers (index.html). `live`: drawn from the store (false: drawn only by setModel, as
   *  a test's fresh copy is). */
  constructor(svg, { live = true } = {}) {
    this.svg = svg;
    this.screenLayer = svg.querySelector(':scope > g.screens');
    this.viewLayer = svg.querySelector(':scope > g.views');
    this.overlay = svg.querySelector(':scope > g.overlay');
    this.model = null; // the model drawn
    this.groups = new Map(); // view id → <g>
    this.drawnFrom = new Map(); // view id → what its <g> was drawn from (drawnFrom)
    this.marked = { selected: null, matches: new Set(), edited: new Set(), isolated: null }; // the marks drawn
    // The overlay is drawn once, at the end of the task that changed it (ui/dom.js's coalesced).
    this.renderOverlay = coalesced(() => this.drawOverlay());
    if (!live) return;
    svg.addEventListener('click', (event) => {
      // Shift- or Alt-click selects; a plain click is a touch, recorded as a gesture (touch-input.js).
      if (state.model && (event.shiftKey || event.altKey)) select(this.viewIdAt(event));
    });
    svg.addEventListener('pointermove', (event) => { if (this.viewIdAt(event) !== state.hovered) hover(this.viewIdAt(event)); });
    svg.addEventListener('pointerleave', () => hover(null));
    new ResizeObserver(() => this.renderOverlay()).observe(svg);
    subscribe(['model'], () => this.setModel(state.model));
    subscribe(['options', 'search', 'isolated', 'interaction', 'dragEdit'], () => this.renderClasses(), { now: true });
    subscribe(['model', 'selected', 'search', 'edited', 'isolated'], () => this.renderMarks());
    subscribe(['model', 'trace', 'replay', 'selected', 'hovered', 'whyNot', 'liveTouch', 'view', 'stageSize', 'language'],
      () => this.renderOverlay());
  }

  /** Draws a hierarchy. An edit that keeps every view where it was in the tree (sameShape) redraws only the
   *  views it changed, in place: rebuilding every element would make the page lay out the whole drawing again. */
  setModel(model) {
    const previous = this.model;
    this.model = model;
    if (!model) {
      clear(this.viewLayer);
      clear(this.screenLayer);
      this.groups.clear();
      this.drawnFrom.clear();
    } else if (this.viewLayer.firstChild && sameShape(previous, model)) this.update(model);
    else this.rebuild(model);
    this.renderOverlay();
  }

  rebuild(model) {
    this.groups.clear();
    this.drawnFrom.clear();
    this.marked = { selected: null, matches: new Set(), edited: new Set(), isolated: null };
    clear(this.viewLayer);
    const groupOf = new Map(); // node → its <g> (ids may repeat in a hierarchy the API refuses)
    eachDrawn(model, (node, clip) => {
      const g = this.drawView(node, clip);
      groupOf.set(node, g);
      this.groups.set(node.view.id, g);
      this.drawnFrom.set(node.view.id, drawnFrom(node, clip));
      if (node.parent) subviewLayer(groupOf.get(node.parent)).append(g);
      else this.viewLayer.append(g);
    });
    this.drawScreens(model);
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
    this.drawScreens(model);
  }

  /** The windows' outlines. */
  drawScreens(model) {
    const fresh = model.windowOrder.map(({ view }) => model.get(view.id)).filter(Boolean)
      .map((node) => s('polygon', { class: 'screen', points: polygonPoints(screenCorners(node)) }));
    const same = fresh.length === this.screenLayer.children.length && fresh.every((p, i) => p.isEqualNode(this.screenLayer.children[i]));
    if (!same) this.screenLayer.replaceChildren(...fresh);
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

  /** The drawing's own classes: the options, a search under way, a subtree isolated, panning, moving views. */
  renderClasses() {
    const { classList } = this.svg;
    const { options } = state;
    classList.toggle('hide-hidden', !options.hidden);
    classList.toggle('no-alpha', !options.alpha);
    classList.toggle('no-blocked', !options.blocked);
    classList.toggle('no-labels', !options.labels);
    classList.toggle('searching', Boolean(state.search.query.trim()) && searchMatches(state.model, state.search.query).length > 0);
    classList.toggle('isolating', Boolean(state.isolated));
    classList.toggle('panning', state.interaction === 'panning');
    classList.toggle('drag-editing', state.dragEdit);
  }

  /** The views' marks: selected, matched by the search, edited, and the isolated subtree with its path. */
  renderMarks() {
    if (!this.model) return;
    const selected = state.selected;
    const matches = new Set(searchMatches(state.model, state.search.query));
    const { edited, isolated } = state;
    const was = this.marked;
    for (const [id, g] of this.groups) {
      if ((id === selected) !== (id === was.selected)) g.classList.toggle('is-selected', id === selected);
      if (matches.has(id) !== was.matches.has(id)) g.classList.toggle('is-match', matches.has(id));
      if (edited.has(id) !== was.edited.has(id)) g.classList.toggle('is-edited', edited.has(id));
    }
    if (isolated !== was.isolated) {
      for (const el of this.viewLayer.querySelectorAll('.iso-keep, .iso-path')) el.classList.remove('iso-keep', 'iso-path');
      const g = isolated ? this.groups.get(isolated) : null;
      if (g) {
        g.classList.add('iso-keep');
        for (let p = g.parentElement; p && p !== this.svg; p = p.parentElement) if (p.hasAttribute('data-view-id')) p.classList.add('iso-path');
      }
    }
    this.marked = { selected, matches, edited, isolated };
    this.renderClasses();
  }

  /** The view's id under a pointer event, or null. */
  viewIdAt(event) {
    const g = event.target instanceof Element ? event.target.closest('g.views [data-view-id]') : null;
    return g ? g.getAttribute('data-view-id') : null;
  }

  /** Pixels per point, to keep markers a constant size on screen: the viewport's own scale (its viewBox is the
   *  drawing's size over it), so that drawing the marks never asks the browser for the layout in the middle of
   *  a task (getScreenCTM after the panels changed lays the whole page out, then again for the frame). */
  scale() {
    const { view, stageSize } = state;
    if (view && view.scale > 0 && stageSize.width && stageSize.height) return view.scale;
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

  drawOverlay() {
    clear(this.overlay);
    if (!this.model) return;
    const k = 1 / this.scale();
    if (this.svg.style.getPropertyValue('--k') !== String(k)) this.svg.style.setProperty('--k', String(k));
    const { trace, selected, hovered } = state;
    const { step, showHit } = replayStep(state);
    if (hovered && hovered !== selected) this.add(this.outline(hovered, 'hover'));
    const hit = showHit && trace && trace.hitView;
    if (hit) this.add(this.outline(trace.hitView, 'hit'));
    if (selected && !(hit && trace.hitView === selected)) this.add(this.outline(selected, 'selected'));
    if (step) this.add(this.outline(step.view, `step call-${step.call}`));
    // The selected view's blockers (the why-not answer): covers outlined, ancestors' bounds shown.
    for (const el of this.blockerMarks()) this.add(el);
    if (trace && Array.isArray(trace.misses)) {
      trace.misses.forEach((miss, i) => {
        const node = this.model.get(miss.view);
        if (!node) return;
        const corners = screenCorners(node);
        // The top-right corner of the view's box: the name label usually sits top-left.
        const cx = Math.max(...corners.map((p) => p.x));
        const cy = Math.min(...corners.map((p) => p.y));
        const badge = s('g', { class: 'miss-badge', 'data-miss-view': miss.view, transform: `translate(${num(cx)} ${num(cy)}) scale(${num(k)})` },
          s('title', { text: nameOf(this.model, miss.view) }),
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
    }
    const live = state.liveTouch;
    if (live.events.length) this.add(touchPath(live.events, k, { live: true, heldFor: live.heldFor }));
  }

  /** The why-not answer's blockers drawn: covers outlined, ancestors' bounds shown, the rest marked. */
  blockerMarks() {
    const answer = state.whyNot && state.whyNot.answer;
    if (!answer || !Array.isArray(answer.blockers)) return [];
    const out = [];
    const seen = new Set();
    for (const b of answer.blockers) {
      if (!b.view || seen.has(`${b.kind}:${b.view}`)) continue;
      seen.add(`${b.kind}:${b.view}`);
      const cls = b.kind === 'covered' || b.kind === 'coveredByWindow' ? 'blocker-cover'
        : b.kind === 'outsideAncestor' ? 'blocker-ancestor' : 'blocker-other';
      const mark = this.outline(b.view, cls);
      if (mark) {
        mark.setAttribute('data-blocker', b.kind);
        out.push(mark);
      }
    }
    return out;
  }

  add(el) {
    if (el) this.overlay.append(el);
  }
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

/** The view's tooltip: its name, its class (and base), and its id when the name is not it. */
function describe(view) {
  const cls = view.base ? `${view.class} : ${view.base}` : view.class;
  const name = view.displayName || view.id;
  return name === view.id ? `${cls} — ${view.id}` : `${name} — ${cls} — ${view.id}`;
}
