// Presets: public/presets/index.json lists the teaching hierarchies with English and Chinese
// titles, a one-line hint each, and a touch worth trying.

export async function loadPresets() {
  const response = await fetch('presets/index.json');
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  const data = await response.json();
  const list = Array.isArray(data) ? data : Array.isArray(data.presets) ? data.presets : [];
  return list.filter((p) => p && typeof p.id === 'string' && typeof p.file === 'string');
}

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
