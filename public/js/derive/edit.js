// Edits as data: one property of one view written into the editor's JSON, a fix's changes applied to it, and
// the JSON paths the API names turned into the names people read (`$.root.subviews[0].alpha` → `redView.alpha`).

/** The raw JSON object of the view at a model path such as `$.root.subviews[0].subviews[2]`. */
export function rawAt(input, path) {
  let cur = input;
  const re = /\.([A-Za-z_$][\w$]*)|\[(\d+)\]/g;
  let m;
  const body = path.startsWith('$') ? path.slice(1) : path;
  while ((m = re.exec(body))) {
    if (cur == null) return null;
    cur = m[1] !== undefined ? cur[m[1]] : cur[Number(m[2])];
  }
  return cur && typeof cur === 'object' ? cur : null;
}

/** Writes one property into a raw view object, in the input format. */
export function writeProp(raw, prop, value) {
  if (prop === 'frame') {
    const [x, y, width, height] = value;
    raw.frame = [x, y, width, height];
    delete raw.center;
    if (Array.isArray(raw.bounds)) raw.bounds = [raw.bounds[0], raw.bounds[1], width, height];
    else if (raw.bounds && typeof raw.bounds === 'object') raw.bounds = { ...raw.bounds, width, height };
    return;
  }
  raw[prop] = value;
}

/** A copy of `input` with one property of the view `id` (of `model`) changed, or null when it has no such view. */
export function editedInput(input, model, id, prop, value) {
  const node = model && model.get(id);
  if (!node || !input) return null;
  const copy = JSON.parse(JSON.stringify(input));
  const raw = rawAt(copy, node.path);
  if (!raw) return null;
  writeProp(raw, prop, value);
  return copy;
}

/** The properties an edit of one view changes in the hierarchy's normalized form just as in its input: values
 *  the view holds as they are (what a class implies is not among them), and its frame. */
export const PLAIN_PROPS = new Set(['hidden', 'alpha', 'userInteractionEnabled', 'enabled', 'clipsToBounds', 'frame']);

/**
 * The normalized hierarchy of `model` with one property of the view `id` changed as `editedInput` changes the
 * input (a new hierarchy: the views on the way to it copied, every other view shared), or null when the edit is
 * not one of PLAIN_PROPS. A frame is the view's untransformed frame: its centre and its bounds' size follow it.
 */
export function editedNormalized(model, id, prop, value) {
  const node = model && model.get(id);
  if (!node || !PLAIN_PROPS.has(prop)) return null;
  const view = { ...node.view };
  if (prop === 'frame') {
    const [x, y, width, height] = value;
    const { anchorPoint: a } = view;
    view.frame = { x, y, width, height };
    view.center = { x: x + a.x * width, y: y + a.y * height };
    view.bounds = { ...view.bounds, width, height };
  } else {
    view[prop] = value;
  }
  let copy = view;
  for (let n = node; n.parent; n = n.parent) {
    const parent = { ...n.parent.view, subviews: n.parent.view.subviews.slice() };
    parent.subviews[n.parent.children.indexOf(n)] = copy;
    copy = parent;
  }
  const windows = model.hierarchy.windows.slice();
  windows[windows.indexOf(rootOf(node).view)] = copy;
  return { ...model.hierarchy, windows };
}

function rootOf(node) {
  let n = node;
  while (n.parent) n = n.parent;
  return n;
}

/** The hierarchy JSON with a fix's changes applied (a deep copy; frames moved in place). */
export function applyChanges(input, changes) {
  const copy = JSON.parse(JSON.stringify(input));
  const parents = [];
  const walk = (view, parent) => {
    if (!view || typeof view !== 'object') return;
    if (typeof view.id === 'string') parents.push({ view, parent });
    for (const sub of Array.isArray(view.subviews) ? view.subviews : []) walk(sub, view);
  };
  if (copy.root) walk(copy.root, null);
  for (const w of Array.isArray(copy.windows) ? copy.windows : []) walk(w, copy);
  const find = (id) => parents.find((p) => p.view.id === id);
  for (const c of changes) {
    const found = find(c.view);
    if (!found) continue;
    const { view, parent } = found;
    if (c.recognizer && c.property === 'view') {
      // The recognizer moved to another view (UIGestureRecognizer.view): out of this view's list, into c.to's.
      const list = Array.isArray(view.gestureRecognizers) ? view.gestureRecognizers : [];
      const i = list.findIndex((r) => r.id === c.recognizer);
      const target = find(c.to);
      if (i >= 0 && target) {
        const [g] = list.splice(i, 1);
        if (!Array.isArray(target.view.gestureRecognizers)) target.view.gestureRecognizers = [];
        target.view.gestureRecognizers.push(g);
      }
    } else if (c.recognizer) {
      // A gesture recognizer's property (past the hit-test: cancelsTouchesInView, requireToFail, …).
      const g = (Array.isArray(view.gestureRecognizers) ? view.gestureRecognizers : []).find((r) => r.id === c.recognizer);
      if (g) g[c.property] = c.to;
    } else if (c.property === 'subviewIndex') {
      const list = parent && (parent === copy ? copy.windows : parent.subviews);
      if (Array.isArray(list)) {
        list.splice(list.indexOf(view), 1);
        list.push(view);
      }
    } else if (c.property === 'center') {
      const dx = c.to.x - c.from.x;
      const dy = c.to.y - c.from.y;
      if (Array.isArray(view.frame)) {
        view.frame[0] += dx;
        view.frame[1] += dy;
      } else if (view.frame && typeof view.frame === 'object') {
        view.frame.x += dx;
        view.frame.y += dy;
      } else {
        view.center = c.to;
      }
    } else {
      view[c.property] = c.to;
    }
  }
  return copy;
}

/** A path as people read it: `$.root.subviews[0].subviews[2].frame.width` → `overlay.frame.width`. */
export function viewPath(path, model) {
  if (typeof path !== 'string' || !model) return path;
  let best = null;
  for (const node of model.order) {
    const p = node.path;
    if (path === p || path.startsWith(`${p}.`) || path.startsWith(`${p}[`)) {
      if (!best || p.length > best.path.length) best = node;
    }
  }
  return best ? `${best.view.id}${path.slice(best.path.length)}` : path;
}

/** The view a path is about (its longest view prefix), or null. */
export function viewAt(path, model) {
  const named = viewPath(path, model);
  if (named === path || typeof named !== 'string') return null;
  for (const node of model.order) if (named === node.view.id || named.startsWith(`${node.view.id}.`)) return node.view.id;
  return null;
}

/**
 * Paths in a /api/hit-test answer start at the request body ($.hierarchy.root…); the editor holds
 * the hierarchy itself ($.root…).
 */
export function hierarchyPath(path) {
  if (typeof path !== 'string') return path;
  if (path === '$.hierarchy') return '$';
  return path.startsWith('$.hierarchy.') || path.startsWith('$.hierarchy[') ? `$${path.slice('$.hierarchy'.length)}` : path;
}

/** An API error as the page shows it: its problems each at the editor's path and named by the view, and
 *  whether the hierarchy was refused (400, 422). */
export function describeError(err, model) {
  const refused = err.status === 422 || err.status === 400;
  const errors = (err.errors || []).map((e) => {
    const path = hierarchyPath(e.path);
    return { ...e, path, label: viewPath(path, model) };
  });
  return {
    status: err.status, message: err.message, refused, errors,
    path: err.path ? viewPath(hierarchyPath(err.path), model) : null,
  };
}
