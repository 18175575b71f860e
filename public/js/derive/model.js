// The hierarchy as the page sees it: a client-side normalization of the API's input format
// (frame arrays, center/bounds, contentOffset, transform shorthands, class defaults), so an
// unsaved edit can be drawn at once; a normalized hierarchy from the API passes through unchanged.
// Geometry follows docs/API.md ("Hierarchy format") and docs/UIKIT-RULES.md rule 2.4:
// p_super = center + T·(q − (bounds.origin + anchor·bounds.size)).

import { behaviorOf, interactiveByDefault, isKind } from './uikit.js';

export const IDENTITY = Object.freeze({ a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0 });

export function isControl(view) {
  return isKind(view.behavior, 'UIControl');
}

function finite(value, fallback = 0) {
  return typeof value === 'number' && Number.isFinite(value) ? value : fallback;
}

function rectOf(value) {
  if (Array.isArray(value)) {
    return { x: finite(value[0]), y: finite(value[1]), width: finite(value[2]), height: finite(value[3]) };
  }
  if (value && typeof value === 'object') {
    return { x: finite(value.x), y: finite(value.y), width: finite(value.width), height: finite(value.height) };
  }
  return null;
}

function pointOf(value) {
  if (Array.isArray(value)) return { x: finite(value[0]), y: finite(value[1]) };
  if (value && typeof value === 'object') return { x: finite(value.x), y: finite(value.y) };
  return null;
}

/** `{a,b,c,d,tx,ty}`, `[a,b,c,d,tx,ty]` or `{rotate, scale, translate}` (scale, then rotate, then translate). */
export function transformOf(value) {
  if (!value || typeof value !== 'object') return { ...IDENTITY };
  if (Array.isArray(value)) {
    const [a, b, c, d, tx, ty] = value;
    return { a: finite(a, 1), b: finite(b), c: finite(c), d: finite(d, 1), tx: finite(tx), ty: finite(ty) };
  }
  if ('a' in value || 'b' in value || 'c' in value || 'd' in value) {
    return {
      a: finite(value.a, 1), b: finite(value.b), c: finite(value.c), d: finite(value.d, 1),
      tx: finite(value.tx), ty: finite(value.ty),
    };
  }
  const angle = (finite(value.rotate) * Math.PI) / 180;
  let sx = 1;
  let sy = 1;
  if (Array.isArray(value.scale)) [sx, sy] = [finite(value.scale[0], 1), finite(value.scale[1], 1)];
  else if (value.scale !== undefined) sx = sy = finite(value.scale, 1);
  const translate = Array.isArray(value.translate) ? value.translate : [0, 0];
  const cos = Math.cos(angle);
  const sin = Math.sin(angle);
  return {
    a: cos * sx, b: sin * sx, c: -sin * sy, d: cos * sy,
    tx: finite(value.translate?.x ?? translate[0]), ty: finite(value.translate?.y ?? translate[1]),
  };
}

export function isIdentity(t) {
  return t.a === 1 && t.b === 0 && t.c === 0 && t.d === 1 && t.tx === 0 && t.ty === 0;
}

/** Affine matrices as [a, b, c, d, e, f] (SVG's order): x' = a·x + c·y + e, y' = b·x + d·y + f. */
export function multiply(m, n) {
  return [
    m[0] * n[0] + m[2] * n[1],
    m[1] * n[0] + m[3] * n[1],
    m[0] * n[2] + m[2] * n[3],
    m[1] * n[2] + m[3] * n[3],
    m[0] * n[4] + m[2] * n[5] + m[4],
    m[1] * n[4] + m[3] * n[5] + m[5],
  ];
}

export function apply(m, p) {
  return { x: m[0] * p.x + m[2] * p.y + m[4], y: m[1] * p.x + m[3] * p.y + m[5] };
}

/** The view's local (bounds) space → its superview's space. */
export function localToSuper(view) {
  const { center, bounds, anchorPoint: anchor, transform: t } = view;
  const ox = bounds.x + anchor.x * bounds.width;
  const oy = bounds.y + anchor.y * bounds.height;
  return [t.a, t.b, t.c, t.d, t.a * -ox + t.c * -oy + t.tx + center.x, t.b * -ox + t.d * -oy + t.ty + center.y];
}

/** The four corners of the view's bounds, in screen coordinates. */
export function screenCorners(node) {
  const { x, y, width, height } = node.view.bounds;
  return [
    apply(node.matrix, { x, y }),
    apply(node.matrix, { x: x + width, y }),
    apply(node.matrix, { x: x + width, y: y + height }),
    apply(node.matrix, { x, y: y + height }),
  ];
}

function normalizeView(raw, ctx, isWindow) {
  const source = raw && typeof raw === 'object' && !Array.isArray(raw) ? raw : {};
  const cls = typeof source.class === 'string' && source.class ? source.class : isWindow ? 'UIWindow' : 'UIView';
  const base = typeof source.base === 'string' ? source.base : undefined;
  const behavior = behaviorOf(cls, base);
  const anchorPoint = pointOf(source.anchorPoint) || { x: 0.5, y: 0.5 };
  const frame = rectOf(source.frame);
  let bounds = rectOf(source.bounds);
  if (!bounds) bounds = { x: 0, y: 0, width: frame ? frame.width : 0, height: frame ? frame.height : 0 };
  const offset = pointOf(source.contentOffset);
  if (offset) bounds = { ...bounds, x: offset.x, y: offset.y };
  const center = pointOf(source.center) || (frame
    ? { x: frame.x + anchorPoint.x * frame.width, y: frame.y + anchorPoint.y * frame.height }
    : { x: anchorPoint.x * bounds.width, y: anchorPoint.y * bounds.height });
  const view = {
    id: typeof source.id === 'string' ? source.id : source.id != null ? String(source.id) : ctx.generateId(cls),
    class: cls,
    base,
    behavior,
    center,
    bounds,
    transform: transformOf(source.transform),
    anchorPoint,
    hidden: source.hidden === true,
    alpha: typeof source.alpha === 'number' ? source.alpha : 1,
    userInteractionEnabled: typeof source.userInteractionEnabled === 'boolean'
      ? source.userInteractionEnabled
      : interactiveByDefault(behavior),
    enabled: source.enabled !== false,
    clipsToBounds: source.clipsToBounds === true,
    backgroundColor: typeof source.backgroundColor === 'string' ? source.backgroundColor : undefined,
    text: typeof source.text === 'string' ? source.text : source.text != null ? String(source.text) : undefined,
    windowLevel: isWindow ? finite(source.windowLevel) : undefined,
    viewController: typeof source.viewController === 'string'
      ? { class: source.viewController }
      : source.viewController && typeof source.viewController === 'object' ? source.viewController : undefined,
    pointInside: source.pointInside ?? 'default',
    hitTest: source.hitTest ?? 'default',
    gestureRecognizers: Array.isArray(source.gestureRecognizers) ? source.gestureRecognizers : [],
    contentSize: source.contentSize,
    // what an import kept as text (accessibilityLabel, title, …): names and search read it.
    attributes: source.attributes && typeof source.attributes === 'object' ? source.attributes : undefined,
    subviews: [],
  };
  const subviews = Array.isArray(source.subviews) ? source.subviews : [];
  view.subviews = subviews.map((child) => normalizeView(child, ctx, false));
  return view;
}

/** Returns `{name, windowScene, windows}` for any accepted input (root or windows). */
export function normalizeHierarchy(input) {
  const source = input && typeof input === 'object' ? input : {};
  // Generated ids follow the engine: "<class>-<n>" in pre-order, skipping every id the document uses.
  const used = new Set();
  const collect = (raw) => {
    if (!raw || typeof raw !== 'object') return;
    if (typeof raw.id === 'string') used.add(raw.id);
    if (Array.isArray(raw.subviews)) raw.subviews.forEach(collect);
  };
  (Array.isArray(source.windows) ? source.windows : [source.root]).forEach(collect);
  const counters = new Map();
  const ctx = {
    generateId(cls) {
      let n = counters.get(cls) || 0;
      let candidate;
      do {
        n += 1;
        candidate = `${cls}-${n}`;
      } while (used.has(candidate));
      counters.set(cls, n);
      used.add(candidate);
      return candidate;
    },
  };
  let windows = [];
  let rootKey = 'windows';
  if (Array.isArray(source.windows)) windows = source.windows;
  else if (source.root) {
    windows = [source.root];
    rootKey = 'root';
  }
  return {
    name: typeof source.name === 'string' ? source.name : '',
    windowScene: source.windowScene !== false,
    windows: windows.map((w) => normalizeView(w, ctx, true)),
    rootKey,
  };
}

/**
 * Indexes a normalized hierarchy: every view gets a node with its parent, depth, screen matrix,
 * inherited visibility and the JSON path where it was written ($.root.subviews[0]…).
 */
export class Model {
  constructor(hierarchy) {
    this.hierarchy = hierarchy;
    this.nodes = new Map(); // id → node (the first view with that id)
    this.order = []; // nodes in tree order (depth first, back to front)
    this.duplicates = [];
    // Windows are drawn back to front: by windowLevel, then by their place in the array.
    this.windowOrder = hierarchy.windows
      .map((view, index) => ({ view, index }))
      .sort((p, q) => (p.view.windowLevel || 0) - (q.view.windowLevel || 0) || p.index - q.index);
    hierarchy.windows.forEach((view, index) => {
      const path = hierarchy.rootKey === 'root' ? '$.root' : `$.windows[${index}]`;
      this.add(view, null, [1, 0, 0, 1, 0, 0], 0, path, index);
    });
    this.bbox = this.computeBox();
  }

  add(view, parent, parentMatrix, depth, path, windowIndex) {
    const matrix = multiply(parentMatrix, localToSuper(view));
    const node = {
      view, parent, depth, matrix, path, windowIndex,
      effectiveHidden: view.hidden || Boolean(parent && parent.effectiveHidden),
      effectiveAlpha: view.alpha * (parent ? parent.effectiveAlpha : 1),
      blockedBy: parent && parent.blocker ? parent.blocker : null,
      children: [],
    };
    // The nearest ancestor-or-self that stops hit-testing for its whole subtree (rule 1.4).
    node.blocker = node.blockedBy || (!view.userInteractionEnabled || view.hidden || view.alpha < 0.01
      || (isControl(view) && !view.enabled) ? view.id : null);
    if (this.nodes.has(view.id)) this.duplicates.push(view.id);
    else this.nodes.set(view.id, node);
    this.order.push(node);
    if (parent) parent.children.push(node);
    view.subviews.forEach((child, i) => {
      this.add(child, node, matrix, depth + 1, `${path}.subviews[${i}]`, windowIndex);
    });
    return node;
  }

  computeBox() {
    let minX = Infinity;
    let minY = Infinity;
    let maxX = -Infinity;
    let maxY = -Infinity;
    for (const node of this.order) {
      for (const p of screenCorners(node)) {
        minX = Math.min(minX, p.x);
        minY = Math.min(minY, p.y);
        maxX = Math.max(maxX, p.x);
        maxY = Math.max(maxY, p.y);
      }
    }
    if (!Number.isFinite(minX)) return { x: 0, y: 0, width: 375, height: 667 };
    return { x: minX, y: minY, width: Math.max(maxX - minX, 1), height: Math.max(maxY - minY, 1) };
  }

  get(id) {
    return this.nodes.get(id);
  }

  /** ids of the view and its ancestors, the view first. */
  ancestry(id) {
    const ids = [];
    for (let node = this.nodes.get(id); node; node = node.parent) ids.push(node.view.id);
    return ids;
  }

  get viewCount() {
    return this.order.length;
  }
}

/** A view's own properties (its subviews left out) as one string: what a drawing of the view alone shows. */
export function ownProperties(view) {
  const { subviews, ...own } = view;
  return JSON.stringify(own);
}

/** Whether two models have the same views (unique ids) under the same superviews, in the same order and the
 *  same windows: an edit of properties only, which the drawing and the tree update in place. */
export function sameShape(a, b) {
  if (!a || !b || a.order.length !== b.order.length || a.windowOrder.length !== b.windowOrder.length) return false;
  if (a.duplicates.length || b.duplicates.length) return false;
  for (let i = 0; i < a.order.length; i += 1) {
    const p = a.order[i];
    const q = b.order[i];
    if (p.view.id !== q.view.id || (p.parent && p.parent.view.id) !== (q.parent && q.parent.view.id)) return false;
  }
  return a.windowOrder.every((w, i) => w.view.id === b.windowOrder[i].view.id);
}
