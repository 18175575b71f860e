// The loaded preset's hint and its suggested touch (#preset-hint, #suggest-button), in the page's language;
// the button makes the touch (onTouch), replayed as it runs.
import { setHidden } from '../ui/dom.js';
import { t } from '../ui/i18n.js';
import { state, subscribe } from '../state/store.js';
import { presetHint } from '../derive/presets.js';

export class PresetHint {
  /** els: {hint, suggest}; onTouch(touch): the preset's suggested touch. */
  constructor(els, { onTouch }) {
    this.els = els;
    els.suggest.addEventListener('click', () => { if (state.preset && state.preset.touch) onTouch(state.preset.touch); });
    subscribe(['preset', 'language'], () => this.render(), { now: true });
  }

  render() {
    const { hint, suggest } = this.els;
    const p = state.preset;
    if (p && p.touch) {
      setHidden(suggest, false);
      suggest.textContent = t('suggestTouch', { point: `(${p.touch.x}, ${p.touch.y})` });
      suggest.title = presetHint(p, state.language) || '';
    } else {
      setHidden(suggest, true);
    }
    hint.textContent = p ? presetHint(p, state.language) : '';
  }
}
