// Presets: public/presets/index.json lists the teaching hierarchies with English and Chinese titles, a
// one-line hint each, and a touch worth trying. Their words, in a language.

function localized(value, lang) {
  if (!value) return '';
  if (typeof value === 'string') return value;
  return value[lang] || value.en || '';
}

export function presetTitle(preset, lang) {
  return localized(preset.title, lang) || preset.id;
}

export function presetHint(preset, lang) {
  return localized(preset.hint, lang);
}

/** The presets of index.json's answer that can be loaded. */
export function presetList(data) {
  const list = Array.isArray(data) ? data : Array.isArray(data && data.presets) ? data.presets : [];
  return list.filter((p) => p && typeof p.id === 'string' && typeof p.file === 'string');
}

/** Whether state `s` shows a preset as shipped (loaded and not edited since): the preset menu names it, a link
 *  names it by ?preset=. */
export function showsPreset(s) {
  return Boolean(s.preset) && Boolean(s.input) && s.presetJSON === JSON.stringify(s.input);
}
