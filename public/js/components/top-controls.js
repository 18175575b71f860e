// The top bar's controls: the preset menu, the share button, projector mode and the language.
import { h } from '../ui/dom.js';
import { t } from '../ui/i18n.js';
import { state, subscribe, setProjector, setLanguage } from '../state/store.js';
import { presetTitle, showsPreset } from '../derive/presets.js';

export class TopControls {
  /** els: {presetSelect, share, projector, languages (the [data-lang] buttons)}; onPreset(id), onShare(). */
  constructor(els, { onPreset, onShare }) {
    this.els = els;
    els.presetSelect.addEventListener('change', () => { if (els.presetSelect.value) onPreset(els.presetSelect.value); });
    els.share.addEventListener('click', onShare);
    els.projector.addEventListener('click', () => setProjector(!state.projector));
    for (const button of els.languages) button.addEventListener('click', () => setLanguage(button.dataset.lang));
    subscribe(['presets', 'preset', 'presetJSON', 'input', 'language', 'sharing', 'projector'], (changed) => this.render(changed), { now: true });
  }

  render(changed) {
    const { els } = this;
    if (changed.has('presets') || changed.has('language')) {
      els.presetSelect.replaceChildren(h('option', { value: '', text: t('presetPlaceholder') }),
        ...state.presets.map((p) => h('option', { value: p.id, text: presetTitle(p, state.language) })));
    }
    // The preset's name while the hierarchy shown is it; edited or pasted JSON is none of them.
    const chosen = showsPreset(state) ? state.preset.id : '';
    if (els.presetSelect.value !== chosen) els.presetSelect.value = chosen;
    els.share.disabled = state.sharing;
    els.projector.setAttribute('aria-pressed', String(state.projector));
    for (const button of els.languages) button.setAttribute('aria-pressed', String(button.dataset.lang === state.language));
  }
}
