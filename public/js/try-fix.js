// "Try the fix": a proven fix's changes applied to the JSON in the editor, and the same touch run again.
import { t } from './i18n.js';
import * as store from './state/store.js';
import { state } from './state/store.js';
import { prettyJSON } from './derive/hierarchy-text.js';
import { loadText } from './hierarchy.js';
import { touch } from './touches.js';
import { toast } from './toast.js';
import { applyChanges } from './whynot.js';

export async function tryFix(changes) {
  if (!state.input || !Array.isArray(changes) || !changes.length) return;
  const made = state.touch;
  const selected = state.selected;
  await loadText(prettyJSON(applyChanges(state.input, changes)));
  if (made) await touch(made);
  if (selected && state.model && state.model.get(selected)) store.select(selected);
  toast(t('whyNot.applied', { n: changes.length }));
}
