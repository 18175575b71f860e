// A normalized hierarchy from the API (every default filled in) turned back into the short input
// form for the editor: defaults left out, `frame` where the view is not transformed.
import { isIdentity, transformOf } from './model.js';
import { behaviorOf, interactiveByDefault, isKind } from './uikit.js';

const round = (v) => (typeof v === 'number' ? Math.round(v * 1e6) / 1e6 : v);

function compactView(v, isWindow) {
  const out = {};
  if (v.id !== undefined) out.id = v.id;
  if (v.class !== undefined) out.class = v.class;
  if (v.base !== undefined) out.base = v.base;
  const anchor = v.anchorPoint || { x: 0.5, y: 0.5 };
  const defaultAnchor = anchor.x === 0.5 && anchor.y === 0.5;
  const transform = transformOf(v.transform);
  const bounds = v.bounds;
  if (v.center && bounds && isIdentity(transform) && defaultAnchor) {
    out.frame = [round(v.center.x - bounds.width / 2), round(v.center.y - bounds.height / 2), round(bounds.width), round(bounds.height)];
    if (bounds.x !== 0 || bounds.y !== 0) out.bounds = { x: round(bounds.x), y: round(bounds.y), width: round(bounds.width), height: round(bounds.height) };
  } else if (v.center && bounds) {
    out.center = { x: round(v.center.x), y: round(v.center.y) };
    out.bounds = { x: round(bounds.x), y: round(bounds.y), width: round(bounds.width), height: round(bounds.height) };
    if (!isIdentity(transform)) out.transform = Object.fromEntries(Object.entries(transform).map(([k, x]) => [k, round(x)]));
    if (!defaultAnchor) out.anchorPoint = anchor;
  } else if (v.frame) {
    out.frame = v.frame;
    if (v.bounds) out.bounds = v.bounds;
    if (v.transform) out.transform = v.transform;
    if (v.anchorPoint) out.anchorPoint = v.anchorPoint;
  }
  if (v.contentSize !== undefined) out.contentSize = v.contentSize;
  if (v.hidden === true) out.hidden = true;
  if (typeof v.alpha === 'number' && v.alpha !== 1) out.alpha = v.alpha;
  const behavior = behaviorOf(v.class || (isWindow ? 'UIWindow' : 'UIView'), v.base);
  if (typeof v.userInteractionEnabled === 'boolean' && v.userInteractionEnabled !== interactiveByDefault(behavior)) {
    out.userInteractionEnabled = v.userInteractionEnabled;
  }
  if (v.enabled === false && isKind(behavior, 'UIControl')) out.enabled = false;
  if (v.clipsToBounds === true) out.clipsToBounds = true;
  if (v.backgroundColor !== undefined && v.backgroundColor !== null) out.backgroundColor = v.backgroundColor;
  if (v.text !== undefined && v.text !== null) out.text = v.text;
  if (v.tag !== undefined && v.tag !== null) out.tag = v.tag;
  if (v.attributes && typeof v.attributes === 'object' && Object.keys(v.attributes).length) out.attributes = v.attributes;
  for (const key of ['scrollEnabled', 'delaysContentTouches', 'canCancelContentTouches']) {
    if (v[key] === false) out[key] = false;
  }
  if (isWindow && typeof v.windowLevel === 'number' && v.windowLevel !== 0) out.windowLevel = v.windowLevel;
  if (v.viewController) {
    const vc = v.viewController;
    out.viewController = typeof vc === 'object' && Object.keys(vc).length === 1 && vc.class ? vc.class : vc;
  }
  if (v.pointInside !== undefined && v.pointInside !== 'default') out.pointInside = v.pointInside;
  if (v.hitTest !== undefined && v.hitTest !== 'default') out.hitTest = v.hitTest;
  if (Array.isArray(v.gestureRecognizers) && v.gestureRecognizers.length) out.gestureRecognizers = v.gestureRecognizers;
  if (Array.isArray(v.subviews) && v.subviews.length) out.subviews = v.subviews.map((s) => compactView(s, false));
  return out;
}

/** The editor form of a hierarchy from GET /api/hierarchies/{id}. */
export function compactHierarchy(normalized) {
  const out = {};
  if (normalized.name) out.name = normalized.name;
  if (normalized.windowScene === false) out.windowScene = false;
  const windows = Array.isArray(normalized.windows) ? normalized.windows : normalized.root ? [normalized.root] : [];
  if (windows.length === 1 && !normalized.windows?.[0]?.windowLevel) out.root = compactView(windows[0], true);
  else out.windows = windows.map((w) => compactView(w, true));
  return out;
}

/**
 * Pretty JSON with short arrays of numbers (frames) kept on one line, as people write them.
 */
export function prettyJSON(value) {
  const text = JSON.stringify(value, null, 2);
  return text.replace(/\[\s*(-?[\d.e+-]+(?:,\s*-?[\d.e+-]+){1,5})\s*\]/g, (m, inner) => `[${inner.split(/,\s*/).join(', ')}]`)
    .replace(/\{\s*("(?:x|y|width|height|a|b|c|d|tx|ty|top|left|bottom|right)": -?[\d.e+-]+(?:,\s*"(?:x|y|width|height|a|b|c|d|tx|ty|top|left|bottom|right)": -?[\d.e+-]+){1,5})\s*\}/g,
      (m, inner) => `{${inner.split(/,\s*/).join(', ')}}`);
}
