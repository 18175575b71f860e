// The share button: stores the hierarchy as shared (kept by the server until deleted; the only time the page
// stores one it did not import) and a gesture's trace when needed, and copies the link.
import * as api from './api.js';
import { $ } from './dom.js';
import { t, language } from './i18n.js';
import * as store from './state/store.js';
import { state } from './state/store.js';
import { views } from './views.js';
import { setUrl } from './url.js';
import { toast } from './toast.js';
import { linkParams, isTap } from './derive/links.js';
import { showApiError } from './api-error.js';

export async function share() {
  if (!state.input) return;
  const button = $('#share-button');
  button.disabled = true;
  try {
    if (!state.storedId || !state.storedShared) {
      const stored = await api.storeHierarchy(state.input, { shared: true });
      store.setStored(stored.id, views.editor.text, { shared: true });
    }
    let trace = state.trace;
    if (trace && !isTap(state.touch) && trace.hierarchyId !== state.storedId) {
      // A gesture made on unsaved JSON has no stored trace yet: store it with the hierarchy.
      trace = await api.touchStored(state.storedId, state.touch);
      store.setStoredTrace(trace); // the same trace, now stored: the link can name it (?t=)
    }
    setUrl(trace ? linkParams(trace, state.storedId) : { h: state.storedId }, language());
    // The link copied keeps the lesson: step, language, projector and predict mode.
    await views.shareState.refreshBase();
    const url = views.shareState.link || location.href;
    try {
      await navigator.clipboard.writeText(url);
      toast(t('shareCopied'));
    } catch {
      toast(t('shareInAddressBar'));
    }
  } catch (err) {
    showApiError(err);
  } finally {
    button.disabled = false;
  }
}
