// Selection and hover, kept in step between the drawing, the tree and the inspector; the replay's step
// shown on the drawing and the tree.
import { $, h } from './dom.js';
import { state } from './state/store.js';
import { views } from './views.js';
import { missSentence } from './explain.js';
import { showCallout, hideCallout } from './callout.js';

/** Draws the selected view everywhere (subscribed to the store's 'selection'). */
export function showSelection() {
  const { drawing, tree, inspector, inspectorEdit } = views;
  const focused = focusedField();
  drawing.setSelected(state.selected);
  tree.setSelected(state.selected);
  inspector.show(state.selected ? state.model.get(state.selected) : null, state.trace, state.model);
  // The edit form under the inspector's properties.
  if (state.selected) inspectorEdit.show($('#inspector'), state.model.get(state.selected), { edited: state.edited.has(state.selected) });
  // The inspector was drawn again (an edit changes what it says): the field being edited keeps the keyboard.
  if (focused) $(focused, $('#inspector'))?.focus({ preventScroll: true });
}

/** The inspector's edit field that has the focus, as a selector into the inspector, or null. */
function focusedField() {
  const el = document.activeElement;
  const prop = el instanceof HTMLElement && el.closest('#inspector') ? el.closest('[data-prop]') : null;
  if (!prop) return null;
  const part = el.getAttribute('data-part');
  return `[data-prop="${CSS.escape(prop.getAttribute('data-prop'))}"]${part ? ` [data-part="${CSS.escape(part)}"]` : ''}`;
}

/** "Why not this one?" beside the view itself, when the selected view is one of the misses: placed after
 *  every overlay drawing (main.js), so after any change of selection, trace or view. */
export function placeCallout() {
  const misses = state.trace && Array.isArray(state.trace.misses) ? state.trace.misses : [];
  const index = misses.findIndex((m) => m.view === state.selected);
  const rect = index >= 0 ? views.drawing.clientBox(state.selected) : null;
  if (!rect) {
    hideCallout($('#callout'));
    return;
  }
  showCallout($('#callout'), $('#stage'), rect, [
    h('span', { class: 'badge badge-miss', text: String(index + 1) }),
    h('span', { class: 'callout-text' }, ...missSentence(misses[index])),
  ]);
}

export function hover(id) {
  views.drawing.setHover(id);
  views.tree.setHover(id);
}

/** The replay's step `step` (at `pos`) on the drawing, the tree and the result. */
export function showStep(step, pos) {
  const { drawing, tree, result, replay, projector, shareState, predict, codePanel } = views;
  drawing.setShowHit(replay.overview || pos >= replay.steps.length);
  drawing.setStep(step);
  tree.setStep(step);
  result.progress(replay.steps, pos, replay.overview);
  // The step's sentence on the projector stage; the link names the step; predict mode; the code as it runs.
  projector.show(step, state.trace, state.model, { finished: replay.overview || pos >= replay.steps.length });
  shareState.update();
  predict.onStep();
  codePanel.show(replay.steps, pos, replay.overview, state.model);
}
