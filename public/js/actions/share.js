// The share button: stores the hierarchy as shared (kept by the server until deleted; the only time the page
// stores one it did not import) and a gesture's trace when needed, then copies the link (derive/link.js's,
// which the address bar shows too).
import * as api from '../api.js';
import * as store from '../state/store.js';
import { state } from '../state/store.js';
import { isTap, linkQuery } from '../derive/link.js';

export async function share() {
  if (!state.input || state.sharing) return;
  store.setSharing(true);
  try {
    if (!state.storedId || !state.storedShared) {
      const stored = await api.storeHierarchy(state.input, { shared: true });
      store.setStored(stored.id, state.text, { shared: true });
    }
    const trace = state.trace;
    if (trace && !isTap(state.touch) && trace.hierarchyId !== state.storedId) {
      // A gesture made on unsaved JSON has no stored trace yet: store it with the hierarchy.
      store.setStoredTrace(await api.touchStored(state.storedId, state.touch)); // the link can name it (?t=)
    }
    const link = `${location.origin}${location.pathname}?${linkQuery(state)}`;
    try {
      await navigator.clipboard.writeText(link);
      store.notify({ key: 'shareCopied' });
    } catch {
      store.notify({ key: 'shareInAddressBar' });
    }
  } catch (err) {
    store.setApiError({ status: err.status, message: err.message, path: null, refused: false });
  } finally {
    store.setSharing(false);
  }
}
