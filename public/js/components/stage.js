// The stage around the drawing: its title (the hierarchy's name; for a preset as shipped, its title in the
// page's language) and whether it is unsaved (stored nowhere: the address carries it until Share stores it),
// its message when a hierarchy could not be shown, and its marks: out of date (greyed) and showing the 3D
// layers.
import { setText, setHidden } from '../ui/dom.js';
import { t } from '../ui/i18n.js';
import { state, subscribe } from '../state/store.js';
import { presetTitle } from '../derive/presets.js';
import { isUnsaved } from '../derive/link.js';

export class Stage {
  /** els: {stage, title, unsaved, message}. */
  constructor(els) {
    this.els = els;
    subscribe(['model', 'input', 'storedId', 'preset', 'presetName', 'language', 'stageMessage', 'stale', 'layers3d'],
      () => this.render(), { now: true });
  }

  render() {
    const { els } = this;
    const name = state.model ? state.model.hierarchy.name || '' : '';
    const preset = state.preset && state.presetName === name && state.language !== 'en' ? presetTitle(state.preset, state.language) : '';
    setText(els.title, preset || name || t('untitled'));
    const unsaved = isUnsaved(state);
    setHidden(els.unsaved, !unsaved);
    if (unsaved) {
      setText(els.unsaved, t('unsaved'));
      els.unsaved.title = t('unsavedTitle');
    }
    const message = state.stageMessage;
    setText(els.message, message ? t(message.key, message.params) : '');
    setHidden(els.message, !message);
    els.stage.classList.toggle('stale', state.stale);
    els.stage.classList.toggle('showing-3d', state.layers3d.on);
  }
}
