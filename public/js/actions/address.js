// The address bar names what is on screen. Edited JSON is stored nowhere until the Share button stores it, so
// the address carries it itself: packed (derive/packed.js) for the fragment derive/link.js writes (#json=…),
// each time the hierarchy shown changes and is not a stored one. The address of an edited hierarchy thus
// reopens it, and says it is unsaved (no ?h=).
import * as store from '../state/store.js';
import { state } from '../state/store.js';
import { packHierarchy } from '../derive/packed.js';

/** The longest packed hierarchy the address carries (characters); a bigger one is linked once shared. */
const MAX_PACKED = 256 * 1024;

export async function packForAddress() {
  const { input } = state;
  if (!input || state.storedId) {
    if (state.inline) store.setInline(null);
    return;
  }
  if (state.inline && state.inline.input === input) return;
  const encoded = await packHierarchy(input);
  if (state.input !== input || state.storedId) return; // a later hierarchy is shown meanwhile
  store.setInline(encoded.length <= MAX_PACKED ? { input, encoded } : null);
}
