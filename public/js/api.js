// The HTTP API (docs/API.md). Every call resolves to data or throws an ApiError carrying the
// server's {code, message, path, errors}; a network failure becomes an ApiError too. Answers with sentences
// (traces, hit maps) are asked for in the page's language (?lang=).
import { language } from './i18n.js';

/** `path` with `?lang=` of the page's language. */
export function inLanguage(path) {
  return `${path}${path.includes('?') ? '&' : '?'}lang=${encodeURIComponent(language())}`;
}

export class ApiError extends Error {
  constructor(status, body) {
    const error = (body && body.error) || {};
    super(error.message || `HTTP ${status}`);
    this.status = status;
    this.code = error.code || (status === 0 ? 'network' : 'http_error');
    this.path = error.path || null;
    const listed = Array.isArray(error.errors) ? error.errors : [];
    this.errors = listed.length
      ? listed.map((e) => ({ path: e && e.path ? String(e.path) : null, message: String((e && e.message) || '') }))
      : [{ path: this.path, message: this.message }];
  }
}

async function request(method, url, body, contentType = 'application/json') {
  let response;
  try {
    response = await fetch(url, {
      method,
      headers: body === undefined ? { Accept: 'application/json' } : { 'Content-Type': contentType, Accept: 'application/json' },
      body: body === undefined ? undefined : contentType === 'application/json' ? JSON.stringify(body) : body,
    });
  } catch (err) {
    throw new ApiError(0, { error: { code: 'network', message: String(err && err.message ? err.message : err) } });
  }
  const text = await response.text();
  let data = null;
  if (text) {
    try {
      data = JSON.parse(text);
    } catch {
      data = null;
    }
  }
  if (!response.ok) {
    throw new ApiError(response.status, data && data.error ? data : { error: { message: text.slice(0, 300) || response.statusText } });
  }
  return data;
}

/** One-shot hit test, nothing stored: for touches on unsaved JSON. */
export function hitTest(hierarchy, touch) {
  return request('POST', inLanguage('/api/hit-test'), { hierarchy, touch });
}

/** Stores a hierarchy (an object, or recursiveDescription text) → {id, viewCount, ...}. */
export function storeHierarchy(hierarchyOrText) {
  return typeof hierarchyOrText === 'string'
    ? request('POST', '/api/hierarchies', hierarchyOrText, 'text/plain; charset=utf-8')
    : request('POST', '/api/hierarchies', hierarchyOrText);
}

export function getHierarchy(id) {
  return request('GET', `/api/hierarchies/${encodeURIComponent(id)}`);
}

/** Touches a stored hierarchy; the trace is stored too and comes back with its "id". */
export function touchStored(id, touch) {
  return request('POST', inLanguage(`/api/hierarchies/${encodeURIComponent(id)}/touches`), touch);
}

/** The hit map of a stored hierarchy: {step, region?} → the receiving view per grid point, areas, dead zones, audit. */
export function hitMap(id, body) {
  // The map remembers its hierarchy, for the picture's download link (hitmap.js).
  return request('POST', inLanguage(`/api/hierarchies/${encodeURIComponent(id)}/hit-map`), body)
    .then((map) => Object.assign(map, { hierarchyId: id }));
}

/** The hit map of a hierarchy brought along (unsaved JSON, a view being dragged): nothing stored. */
export function oneShotHitMap(hierarchy, options) {
  return request('POST', inLanguage('/api/hit-map'), { hierarchy, ...options });
}

/** The hit map as an SVG picture (receiving areas, dead zones, the audit's findings). */
export function hitMapSvgUrl(id, { step, audit } = {}) {
  const query = new URLSearchParams();
  if (step) query.set('step', String(step));
  if (audit) query.set('audit', audit);
  const q = query.toString();
  return `/api/hierarchies/${encodeURIComponent(id)}/hit-map.svg${q ? `?${q}` : ''}`;
}

export function getTrace(id) {
  return request('GET', inLanguage(`/api/traces/${encodeURIComponent(id)}`));
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
