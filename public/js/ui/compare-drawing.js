// One side of "side by side" (compare.js) as a small drawing: the hierarchy's screen with every view as its
// box on screen, the views the touch's hitTest visited outlined, the hit view, the touch point, and what
// differs from the other side — views whose properties changed (an edit), and views on this side's
// hitTest path but not on the other's (two touches, or an edit that moved the answer).
import { s, num } from './dom.js';
import { screenCorners, nameOf } from '../derive/model.js';
import { cssColor } from './colors.js';
import { screenBox } from '../derive/viewport.js';
import { tracePoint } from '../derive/link.js';

const MAX_VIEWS = 1500;
const MARGIN = 12;

/**
 * side: { model, trace }; marks: { changed: Set of ids, pathDiffers: Set of ids, hitDiffers: boolean };
 * onSelect(id): a view clicked. Returns the <svg>.
 */
export function compareDrawing(side, marks, { label, onSelect }) {
  const { model, trace } = side;
  const box = screenBox(model);
  const svg = s('svg', {
    class: 'compare-drawing', role: 'img', 'aria-label': label,
    viewBox: `${num(box.x - MARGIN)} ${num(box.y - MARGIN)} ${num(box.width + 2 * MARGIN)} ${num(box.height + 2 * MARGIN)}`,
    preserveAspectRatio: 'xMidYMid meet',
  });
  const order = new Set(trace ? trace.hitTestOrder || [] : []);
  const hit = trace ? trace.hitView : null;
  const views = s('g', { class: 'cmp-views' });
  const outlines = s('g', { class: 'cmp-marks' });
  for (const node of model.order.slice(0, MAX_VIEWS)) {
    const id = node.view.id;
    const points = screenCorners(node).map((p) => `${num(p.x)},${num(p.y)}`).join(' ');
    const fill = cssColor(node.view.backgroundColor);
    const shape = s('polygon', {
      class: `cmp-view${node.effectiveHidden ? ' is-hidden' : ''}`, 'data-cmp-view': id, points,
      fill: fill || 'none', 'fill-opacity': num(fill ? 0.55 * Math.max(0.15, Math.min(1, node.effectiveAlpha)) : 0),
    });
    shape.append(s('title', { text: nameOf(model, id) }));
    views.append(shape);
    const classes = [];
    if (marks.changed.has(id)) classes.push('is-changed');
    if (order.has(id)) classes.push('on-path');
    if (marks.pathDiffers.has(id)) classes.push('path-differs');
    if (id === hit) classes.push(marks.hitDiffers ? 'is-hit hit-differs' : 'is-hit');
    if (classes.length) outlines.append(s('polygon', { class: `cmp-mark ${classes.join(' ')}`, 'data-cmp-mark': id, points }));
  }
  svg.append(views, outlines);
  const p = trace ? tracePoint(trace) : null;
  if (p) {
    svg.append(s('g', { class: 'cmp-touch', transform: `translate(${num(p.x)} ${num(p.y)})` },
      s('circle', { class: 'ring', r: num(Math.max(box.width, box.height) / 45) })));
  }
  // A click selects the front-most view under it (the marks and the touch let clicks through: CSS).
  svg.addEventListener('click', (event) => {
    const under = event.target instanceof Element ? event.target.closest('[data-cmp-view]') : null;
    if (under) onSelect(under.getAttribute('data-cmp-view'));
  });
  return svg;
}

/** The views whose properties differ between two models (or that only one has): id → the fields changed. */
export function changedViews(before, after) {
  const changed = new Map();
  if (!before || !after || before === after) return changed;
  for (const node of after.order) {
    const old = before.get(node.view.id);
    const fields = old ? differingFields(old, node) : ['added'];
    if (fields.length) changed.set(node.view.id, fields);
  }
  for (const node of before.order) if (!after.get(node.view.id)) changed.set(node.view.id, ['removed']);
  return changed;
}

const FIELDS = ['hidden', 'alpha', 'userInteractionEnabled', 'enabled', 'clipsToBounds', 'backgroundColor', 'text',
  'windowLevel', 'pointInside', 'hitTest', 'gestureRecognizers', 'transform', 'anchorPoint', 'contentSize'];

function differingFields(a, b) {
  const same = (x, y) => JSON.stringify(x) === JSON.stringify(y);
  const fields = FIELDS.filter((f) => !same(a.view[f], b.view[f]));
  // Where a view is on screen: its frame (center and bounds) or its place in the tree.
  if (!same(a.view.center, b.view.center) || !same(a.view.bounds, b.view.bounds)) fields.unshift('frame');
  const parent = (n) => (n.parent ? n.parent.view.id : null);
  if (parent(a) !== parent(b) || (a.parent && a.parent.children.indexOf(a) !== b.parent.children.indexOf(b))) fields.push('superview');
  if (a.view.class !== b.view.class) fields.push('class');
  return fields;
}
