// A normalized hierarchy from the API (every default filled in) turned back into the short input
// form for the editor: the defaults that hold for every class left out, `frame` where the view is not
// transformed, every other field as the server wrote it. What a class implies is the server's to know (its class
// table): `userInteractionEnabled` is written as the server gave it.
import { IDENTITY, isIdentity } from './model.js';

const round = (v) => (typeof v === 'number' ? Math.round(v * 1e6) / 1e6 : v);

/** Fields the normalized form writes that the input takes back as they are, with the value each has for every
 *  class when not given (docs/API.md, "Hierarchy format"): left out when they have it. */
const UNIVERSAL_DEFAULTS = {
  hidden: false, alpha: 1, clipsToBounds: false, enabled: true, pointInside: 'default', hitTest: 'default',
  handlesTouches: false, multipleTouchEnabled: false, exclusiveTouch: false, gestureRecognizerShouldBegin: 'default',
  scrollEnabled: true, delaysContentTouches: true, canCancelContentTouches: true, touchesShouldBegin: true,
  touchesShouldCancel: 'default', bounces: true, pagingEnabled: false, zoomScale: 1, continuous: true, on: false,
  momentary: false, autorepeat: true, wraps: false, stepValue: 1,
};
/** Written from others (the frame from center and bounds, a scroll view's contentOffset is its bounds' origin),
 *  or derived by the server (behavior, displayName): never in the editor's form. */
const NOT_WRITTEN = new Set(['id', 'class', 'base', 'frame', 'center', 'bounds', 'transform', 'anchorPoint',
  'contentOffset', 'behavior', 'displayName', 'windowLevel', 'viewController', 'subviews']);
const ZERO_INSETS = JSON.stringify({ top: 0, left: 0, bottom: 0, right: 0 });

function compactView(v, isWindow) {
  const out = {};
  if (v.id !== undefined) out.id = v.id;
  if (v.class !== undefined) out.class = v.class;
  if (v.base !== undefined) out.base = v.base;
  const anchor = v.anchorPoint || { x: 0.5, y: 0.5 };
  const defaultAnchor = anchor.x === 0.5 && anchor.y === 0.5;
  const transform = v.transform && typeof v.transform === 'object' ? { ...IDENTITY, ...v.transform } : IDENTITY;
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
  for (const [key, value] of Object.entries(v)) {
    if (NOT_WRITTEN.has(key) || value === undefined || value === null) continue;
    if (key in UNIVERSAL_DEFAULTS && value === UNIVERSAL_DEFAULTS[key]) continue;
    if ((key === 'contentInset' && JSON.stringify(value) === ZERO_INSETS)
      || (Array.isArray(value) && value.length === 0 && key !== 'assumed')
      || (key === 'attributes' && !Object.keys(value).length)) continue;
    out[key] = value;
  }
  if (isWindow && typeof v.windowLevel === 'number' && v.windowLevel !== 0) out.windowLevel = v.windowLevel;
  if (v.viewController) {
    const vc = v.viewController;
    out.viewController = typeof vc === 'object' && Object.keys(vc).length === 1 && vc.class ? vc.class : vc;
  }
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

/** Text to import rather than edit: anything that is not JSON (a recursiveDescription dump, XCTest's
 * debugDescription, an Appium page source, _printHierarchy with a dump, idb's describe-all list, EarlGrey's
 * hierarchy, Detox's XML, LookInside's text), and the JSON of other tools: Sentry's view-hierarchy.json
 * (`rendering_system`), an Appium `{"value": "…"}` response, one idb element (`AXFrame`) and LookInside's
 * JSON (`displayItems`). The server recognises the format from the content. */
export function isDumpText(text) {
  const trimmed = String(text || '').trim();
  if (trimmed === '') return false;
  if (!trimmed.startsWith('{')) return true;
  return /"(rendering_system|displayItems|AXFrame)"\s*:/.test(trimmed) || /^\{\s*"value"\s*:\s*"/.test(trimmed);
}
