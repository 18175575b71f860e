// The preset menu and the preset's suggested touch, in the current language.
import { $, h } from './dom.js';
import { t, language } from './i18n.js';
import { state } from './state/store.js';
import { presetTitle, presetHint } from './presets.js';

export function updatePresetSelect() {
  const select = $('#preset-select');
  select.replaceChildren(h('option', { value: '', text: t('presetPlaceholder') }),
    ...state.presets.map((p) => h('option', { value: p.id, text: presetTitle(p, language()) })));
  select.value = state.preset ? state.preset.id : '';
}

export function updateSuggestion() {
  const button = $('#suggest-button');
  const p = state.preset;
  if (p && p.touch) {
    button.hidden = false;
    button.textContent = t('suggestTouch', { point: `(${p.touch.x}, ${p.touch.y})` });
    button.title = presetHint(p, language()) || '';
  } else {
    button.hidden = true;
  }
  const hint = $('#preset-hint');
  if (hint) hint.textContent = p ? presetHint(p, language()) : '';
}
