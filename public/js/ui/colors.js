// Colours from a hierarchy are strangers' strings: only values the browser itself parses as a CSS
// colour (or a known UIKit colour name) are used, always through setAttribute, never as markup.

const UIKIT_COLORS = new Map([
  ['clear', 'transparent'], ['clearcolor', 'transparent'],
  ['systemred', '#ff3b30'], ['systemorange', '#ff9500'], ['systemyellow', '#ffcc00'],
  ['systemgreen', '#34c759'], ['systemmint', '#00c7be'], ['systemteal', '#30b0c7'],
  ['systemcyan', '#32ade6'], ['systemblue', '#007aff'], ['systemindigo', '#5856d6'],
  ['systempurple', '#af52de'], ['systempink', '#ff2d55'], ['systembrown', '#a2845e'],
  ['systemgray', '#8e8e93'], ['systemgray2', '#aeaeb2'], ['systemgray3', '#c7c7cc'],
  ['systemgray4', '#d1d1d6'], ['systemgray5', '#e5e5ea'], ['systemgray6', '#f2f2f7'],
  ['systembackground', '#ffffff'], ['secondarysystembackground', '#f2f2f7'],
  ['label', '#000000'], ['secondarylabel', '#3c3c4399'], ['separator', '#3c3c4349'],
  ['darkgray', '#555555'], ['lightgray', '#aaaaaa'],
]);

const cache = new Map();

/** A CSS colour for the value, or null when it is not one. */
export function cssColor(value) {
  if (typeof value !== 'string') return null;
  const raw = value.trim();
  if (!raw || raw.length > 64) return null;
  if (cache.has(raw)) return cache.get(raw);
  const key = raw.replace(/^UIColor\./i, '').replace(/Color$/i, '').toLowerCase();
  let result = null;
  if (UIKIT_COLORS.has(key)) result = UIKIT_COLORS.get(key);
  else if (UIKIT_COLORS.has(raw.toLowerCase())) result = UIKIT_COLORS.get(raw.toLowerCase());
  else if (!/url\(|var\(|expression|[;{}<>]/i.test(raw) && CSS.supports('color', raw)) result = raw;
  else if (CSS.supports('color', key)) result = key;
  cache.set(raw, result);
  return result;
}

/** Relative luminance of a colour (0 dark … 1 light), for choosing a text colour on it. */
const luminanceCache = new Map();

export function luminance(color) {
  if (luminanceCache.has(color)) return luminanceCache.get(color);
  const probe = document.createElement('span');
  probe.style.color = color;
  document.body.append(probe);
  const rgb = getComputedStyle(probe).color.match(/[\d.]+/g) || ['255', '255', '255'];
  probe.remove();
  const [r, g, b] = rgb.slice(0, 3).map((c) => {
    const v = Number(c) / 255;
    return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
  });
  const alpha = rgb.length > 3 ? Number(rgb[3]) : 1;
  const l = 0.2126 * r + 0.7152 * g + 0.0722 * b;
  const result = alpha * l + (1 - alpha) * 1;
  luminanceCache.set(color, result);
  return result;
}
