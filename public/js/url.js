// The address bar: what a link asks for (/?h=ID&x=X&y=Y, or /?h=ID&t=TRACE for a gesture over time,
// ?preset=, ?lang=, ?projector=), and putting the current state back into it.

/** What the page was opened with. */
export function launchParams() {
  const params = new URLSearchParams(location.search);
  const x = Number(params.get('x'));
  const y = Number(params.get('y'));
  const hasPoint = params.has('x') && params.has('y') && params.get('x') !== '' && params.get('y') !== '';
  return {
    id: params.get('h') || null,
    trace: params.get('t') || null,
    point: hasPoint && Number.isFinite(x) && Number.isFinite(y) ? { x, y } : null,
    preset: params.get('preset'),
    projector: params.has('projector') ? params.get('projector') !== '0' : null,
  };
}

/**
 * Puts /?h=ID&x=X&y=Y (or ?preset=…) in the address bar, keeping ?lang= (as the current language)
 * and ?projector= when the page was opened with them; returns the full URL.
 */
export function setUrl(params, lang) {
  const url = new URL(location.origin + location.pathname);
  const current = new URLSearchParams(location.search);
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== null) url.searchParams.set(key, String(value));
  }
  if (current.has('lang')) url.searchParams.set('lang', lang);
  if (current.has('projector')) url.searchParams.set('projector', current.get('projector'));
  history.replaceState(null, '', url);
  return url.href;
}
