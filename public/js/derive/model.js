// The hierarchy as the page sees it: the server's normalized form (docs/API.md, "Normalized form": every default
// filled in, every id assigned, each view's `displayName` and `behavior` given), indexed. The server decides
// everything a class implies (a UIKit class table lives once, in the engine): the page reads `behavior`,
// `enabled` (written for controls only) and `userInteractionEnabled` as they come.
// Geometry follows docs/API.md and docs/UIKIT-RULES.md rule 2.4:
// p_super = center + T·(q − (bounds.origin + anchor·bounds.size)).

export const IDENTITY = Object.freeze({ a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0 });

/** A control (the normalized form writes `enabled` for controls only). */
export function isControl(view) {
  return typeof view.enabled === 'boolean';
}

/** The name people use for the view `id` (the server's displayName), or the id itself. */
export function nameOf(model, id) {
  const node = model && id !== null && id !== undefined ? model.get(String(id)) : null;
  return node && typeof node.view.displayName === 'string' && node.view.displayName ? node.view.displayName : String(id ?? '');
}

/** A text attribute's value as the app has it: a dump prints text in quotes (`accessibilityLabel = 'Close'`),
 *  which are the dump's, not the text's. */
export function attributeText(value) {
  return typeof value === 'string' && value.length >= 2 && value.startsWith("'") && value.endsWith("'") ? value.slice(1, -1) : value;
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

/**
 * Indexes a normalized hierarchy (`{name?, windowScene, windows}` as the server writes it): every view gets a node
 * with its parent, depth, screen matrix, inherited visibility and the JSON path where the editor's JSON has it
 * (`$.root.subviews[0]…` when that JSON gives one `root`, else `$.windows[i]…`: pass `rootKey`).
 */
export class Model {
  constructor(hierarchy, { rootKey = 'windows' } = {}) {
    this.hierarchy = hierarchy;
    this.rootKey = rootKey === 'root' && hierarchy.windows.length === 1 ? 'root' : 'windows';
    this.nodes = new Map(); // id → node (the first view with that id)
    this.order = []; // nodes in tree order (depth first, back to front)
    this.duplicates = [];
    // Windows are drawn back to front: by windowLevel, then by their place in the array.
    this.windowOrder = hierarchy.windows
      .map((view, index) => ({ view, index }))
      .sort((p, q) => (p.view.windowLevel || 0) - (q.view.windowLevel || 0) || p.index - q.index);
    hierarchy.windows.forEach((view, index) => {
      const path = this.rootKey === 'root' ? '$.root' : `$.windows[${index}]`;
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
    (view.subviews || []).forEach((child, i) => {
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
