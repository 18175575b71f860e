// The HTTP API (docs/API.md), and the page's own files (the presets). Every call resolves to data or throws an
// ApiError carrying the server's {code, message, path, errors}; a network failure becomes an ApiError too.
// Answers with sentences (traces, hit maps) are asked for in the page's language (?lang=). A call given a
// `signal` (state/requests.js: one per channel) is cancelled when a later request on its channel starts: it
// throws an ApiError whose code is 'aborted'. Only actions call these (and the page's entry, main.js).
import { state } from './state/store.js';

/** `path` with `?lang=` of the page's language. */
function inLanguage(path) {
  return `${path}${path.includes('?') ? '&' : '?'}lang=${encodeURIComponent(state.language)}`;
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

/** The answer to one request, or an ApiError. `accept`: 'application/json', or another type answered as a Blob. */
async function request(method, url, body, { contentType = 'application/json', signal, accept = 'application/json' } = {}) {
  let response;
  let text;
  try {
    response = await fetch(url, {
      method,
      signal,
      headers: body === undefined ? { Accept: accept } : { 'Content-Type': contentType, Accept: accept },
      body: body === undefined ? undefined : contentType === 'application/json' ? JSON.stringify(body) : body,
    });
    if (response.ok && accept !== 'application/json') return await response.blob();
    text = await response.text();
  } catch (err) {
    const aborted = signal && signal.aborted;
    throw new ApiError(0, { error: { code: aborted ? 'aborted' : 'network', message: String(err && err.message ? err.message : err) } });
  }
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
export function hitTest(hierarchy, touch, signal) {
  return request('POST', inLanguage('/api/hit-test'), { hierarchy, touch }, { signal });
}

/** The one request an edited hierarchy makes, nothing stored → {trace, hierarchy?, hitMap?}: its trace for
 *  `touch`; the hierarchy as the server normalized it (each view's behaviour and display name given) unless
 *  `normalized` is false (the page made it already: one property of a view it has); and, when `hitMapStep` is a
 *  number, its hit map at that step. */
export function oneShot(hierarchy, touch, { hitMapStep = null, normalized = true, signal } = {}) {
  const include = [...(normalized ? ['hierarchy'] : []), ...(typeof hitMapStep === 'number' ? ['hitMap'] : [])];
  const body = { hierarchy, touch, include, ...(typeof hitMapStep === 'number' ? { hitMap: { step: hitMapStep } } : {}) };
  return request('POST', inLanguage('/api/hit-test'), body, { signal });
}

/** Stores a hierarchy (an object, or recursiveDescription text) → {id, viewCount, ...}. `shared`: kept until
 *  deleted (the Share button); else an unshared one, which the server's retention evicts once unused. */
export function storeHierarchy(hierarchyOrText, { shared = false } = {}) {
  const url = shared ? '/api/hierarchies?shared=true' : '/api/hierarchies';
  return typeof hierarchyOrText === 'string'
    ? request('POST', url, hierarchyOrText, { contentType: 'text/plain; charset=utf-8' })
    : request('POST', url, hierarchyOrText);
}

export function getHierarchy(id) {
  return request('GET', `/api/hierarchies/${encodeURIComponent(id)}`);
}

/** Touches a stored hierarchy; the trace is stored too and comes back with its "id". With its miss groups,
 *  which the result panel shows (a stored trace's answers leave them out unless asked). */
export function touchStored(id, touch, signal) {
  return request('POST', inLanguage(`/api/hierarchies/${encodeURIComponent(id)}/touches?include=missGroups`), touch, { signal });
}

/** The hit map of a stored hierarchy: {step, region?} → the receiving view per grid point, areas, dead zones, audit. */
export function hitMap(id, body, signal) {
  // The map remembers its hierarchy, for the picture's download link (hitmap.js).
  return request('POST', inLanguage(`/api/hierarchies/${encodeURIComponent(id)}/hit-map`), body, { signal })
    .then((map) => Object.assign(map, { hierarchyId: id }));
}

/** The hit map of a hierarchy brought along (unsaved JSON, a view being dragged): nothing stored. */
export function oneShotHitMap(hierarchy, options, signal) {
  return request('POST', inLanguage('/api/hit-map'), { hierarchy, ...options }, { signal });
}

/** The picture of an unsaved hierarchy's hit map (as hitMapSvgUrl's), nothing stored → a Blob. */
export function oneShotHitMapSvg(hierarchy, { step, audit } = {}) {
  return request('POST', '/api/hit-map.svg', { hierarchy, step, audit }, { accept: 'image/svg+xml' });
}

/** Why `view` did not get the touch, for a hierarchy brought along (the inspector's "Why?"). */
export function whyNot(hierarchy, touch, view, signal) {
  return request('POST', inLanguage('/api/why-not'), { hierarchy, touch, view }, { signal });
}

/** Keeps a page link's query under a short id (POST /api/links) → {id, url: '/l/{id}', page, query, createdAt}. */
export function createLink(query, signal) {
  return request('POST', '/api/links', { query }, { signal });
}

export function getTrace(id) {
  return request('GET', inLanguage(`/api/traces/${encodeURIComponent(id)}?include=missGroups`));
}

/** The list of presets (public/presets/index.json). */
export async function presetIndex() {
  const response = await fetch('presets/index.json');
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  return response.json();
}

/** A preset's file, as text. */
export async function presetFile(file) {
  const response = await fetch(`presets/${encodeURIComponent(file)}`);
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  return response.text();
}
