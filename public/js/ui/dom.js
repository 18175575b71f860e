// Tiny DOM helpers. Every piece of data from a hierarchy reaches the page through
// textContent or setAttribute: nothing here ever parses a string as markup.
import { screenCorners } from '../derive/model.js';

const SVG_NS = 'http://www.w3.org/2000/svg';

/**
 * Builds an HTML element: h('div', {class: 'x', dataset: {a: '1'}, on: {click: fn}}, child, 'text').
 * Strings among the children become text nodes.
 */
export function h(tag, attrs = {}, ...children) {
  return build(document.createElement(tag), attrs, children);
}

/** The same for SVG elements. */
export function s(tag, attrs = {}, ...children) {
  return build(document.createElementNS(SVG_NS, tag), attrs, children);
}

function build(el, attrs, children) {
  for (const [key, value] of Object.entries(attrs || {})) {
    if (value === undefined || value === null || value === false) continue;
    if (key === 'on') {
      for (const [type, fn] of Object.entries(value)) el.addEventListener(type, fn);
    } else if (key === 'dataset') {
      for (const [k, v] of Object.entries(value)) el.dataset[k] = String(v);
    } else if (key === 'text') {
      el.textContent = String(value);
    } else {
      el.setAttribute(key, value === true ? '' : String(value));
    }
  }
  append(el, children);
  return el;
}

function append(el, children) {
  for (const child of children.flat(Infinity)) {
    if (child === undefined || child === null || child === false) continue;
    el.append(child instanceof Node ? child : document.createTextNode(String(child)));
  }
}

/** Sets the attributes given, writing only those whose value differs (a write the same invalidates layout). */
export function setAttributes(el, attrs) {
  for (const [name, value] of Object.entries(attrs)) if (el.getAttribute(name) !== value) el.setAttribute(name, value);
}

/** Gives `el` the attributes of `model` (but `skip`), writing only the ones that differ. */
export function matchAttributes(el, model, skip = '') {
  for (const { name, value } of model.attributes) if (name !== skip && el.getAttribute(name) !== value) el.setAttribute(name, value);
  for (const { name } of [...el.attributes]) if (name !== skip && !model.hasAttribute(name)) el.removeAttribute(name);
}

/** Removes every child of el. */
export function clear(el) {
  while (el.firstChild) el.firstChild.remove();
  return el;
}


/** Formats a coordinate for people: at most two decimals, no trailing zeros. */
export function num(value) {
  if (typeof value !== 'number' || !Number.isFinite(value)) return String(value);
  const rounded = Math.round(value * 100) / 100;
  return Object.is(rounded, -0) ? '0' : String(rounded);
}

export function pt(p) {
  return p ? `(${num(p.x)}, ${num(p.y)})` : '';
}

/**
 * Scrolls `container` (never the page) so that `el`, one of its descendants, is in view.
 * Reading offsets through getBoundingClientRect works whatever the offsetParent is.
 */
export function scrollWithin(container, el) {
  // Just before the next frame, once per container (the last element asked for): measured with the layout
  // the frame needs anyway, not a layout forced in the middle of a redraw.
  // The element asked for is kept on the container itself (the caller's DOM), not in this module.
  const queued = container[SCROLL_TARGET] !== undefined;
  container[SCROLL_TARGET] = el;
  if (queued) return;
  requestAnimationFrame(() => {
    const target = container[SCROLL_TARGET];
    container[SCROLL_TARGET] = undefined;
    if (!target.isConnected) return;
    const c = container.getBoundingClientRect();
    const r = target.getBoundingClientRect();
    if (r.top < c.top) container.scrollTop -= c.top - r.top + 8;
    else if (r.bottom > c.bottom) container.scrollTop += r.bottom - c.bottom + 8;
  });
}

const SCROLL_TARGET = Symbol('scroll target');

/** The point of an SVG's user space under a pointer event (the hierarchy's screen points, on the drawing), or
 *  null. Whole points read best ("a touch at (40, 100)"); when zoomed in far, a tenth is kept. */
export function svgPoint(svg, event) {
  const ctm = svg.getScreenCTM();
  if (!ctm) return null;
  const p = new DOMPoint(event.clientX, event.clientY).matrixTransform(ctm.inverse());
  const step = ctm.a >= 3 ? 10 : 1;
  return { x: Math.round(p.x * step) / step, y: Math.round(p.y * step) / step };
}

/** Points per pixel of an SVG on screen (to keep a marker a constant size on screen). */
export function pointsPerPixel(svg) {
  const ctm = svg.getScreenCTM();
  return ctm && ctm.a > 0 ? 1 / ctm.a : 1;
}

/** The box on screen (client pixels) of the view `node` drawn in `svg`, or null. */
export function clientBoxOf(svg, node) {
  const ctm = svg.getScreenCTM();
  if (!node || !ctm) return null;
  const points = screenCorners(node).map((p) => new DOMPoint(p.x, p.y).matrixTransform(ctm));
  const xs = points.map((p) => p.x);
  const ys = points.map((p) => p.y);
  return { left: Math.min(...xs), top: Math.min(...ys), right: Math.max(...xs), bottom: Math.max(...ys) };
}

/**
 * `fn`, called once after the next frame is on screen, however many times it was asked for before: for what a
 * change redraws that is not the answer the person is looking at (a touch's answer is painted in its first frame;
 * the tree's marks, the steps, the timeline and the why card follow in the next tasks, at background priority).
 * A timer stands in for the frame when none comes (a hidden tab). `later.pending`: asked for and not yet run;
 * `later.now()`: run at once instead (a change the person is looking at), and not again after the frame.
 */
export function afterPaint(fn) {
  const later = () => {
    if (later.pending) return;
    later.pending = true;
    const run = () => {
      if (!later.pending) return;
      later.pending = false;
      fn();
    };
    const { scheduler } = globalThis;
    requestAnimationFrame(() => (scheduler && scheduler.postTask ? scheduler.postTask(run, { priority: 'background' }) : setTimeout(run)));
    setTimeout(run, AFTER_PAINT_AT_MOST_MS);
  };
  later.pending = false;
  later.now = () => {
    later.pending = false;
    fn();
  };
  return later;
}

/** How long afterPaint's work waits at most for a frame (ms). */
const AFTER_PAINT_AT_MOST_MS = 250;

/** Whether none of `keys` is among the parts of the store changed (a subscriber's `changed`). */
export function noneChanged(changed, keys) {
  return !keys.some((key) => changed.has(key));
}

/** `fn`, called once at the end of the task that asked for it, however many times it asked (a drawing that
 *  reads the layout asks many times while a trace is shown: trace, selection, replay step, marks…). */
export function coalesced(fn) {
  let queued = false;
  return () => {
    if (queued) return;
    queued = true;
    queueMicrotask(() => {
      queued = false;
      fn();
    });
  };
}

/** Sets an element's text when it differs (writing the same text still makes the page lay it out again). */
export function setText(el, text) {
  const value = String(text);
  if (el.textContent !== value) el.textContent = value;
}

/** Hides or shows an element when that changes (hiding it again still makes the page work out its style). */
export function setHidden(el, hidden) {
  if (el.hidden !== Boolean(hidden)) el.hidden = Boolean(hidden);
}
