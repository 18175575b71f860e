// "Why not my view?": for the selected view, every blocker on its way and the smallest proven fix, from
// POST /api/why-not (sentences in the page's language) for the hierarchy and the touch shown. Asked again
// whenever the selection, the trace or the language changes; the answer is the store's state.whyNot, which the
// inspector lists and the drawing outlines.
import * as api from '../api.js';
import * as store from '../state/store.js';
import { state } from '../state/store.js';
import { begin, abort } from '../state/requests.js';

/** Whether the view `id` is asked about: not the hit view, unless the receipt says its touch was taken past
 *  the hit-test (a recognizer, a control that did not fire, a view that never heard of it). */
function worthAsking(id, trace) {
  if (trace.hitView !== id) return true;
  const r = trace.receipt;
  return Boolean(r && ((Array.isArray(r.takers) && r.takers.length) || r.controlFired === false || !r.heard));
}

export async function askWhyNot() {
  const { input, touch, trace, selected: id } = state;
  if (!input || !touch || !trace || !id || !worthAsking(id, trace)) {
    abort('why-not');
    store.setWhyNot(null);
    return;
  }
  const signal = begin('why-not');
  store.setWhyNot({ view: id, status: 'loading' });
  try {
    const answer = await api.whyNot(input, touch, id, signal);
    if (!signal.aborted) store.setWhyNot({ view: id, status: 'answered', answer });
  } catch (err) {
    if (!signal.aborted) store.setWhyNot({ view: id, status: 'failed', message: err.message });
  }
}
