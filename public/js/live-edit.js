// Live editing: a property changed in the inspector or on the drawing is written into the JSON,
// drawn and re-traced at once; undo and redo (the outcome shown after it: edit-outcome.js).
import { $ } from './dom.js';
import * as store from './state/store.js';
import { state } from './state/store.js';
import { views } from './views.js';
import { prettyJSON } from './derive/hierarchy-text.js';
import { rawAt, writeProp } from './inspector-edit.js';
import { applyText } from './hierarchy.js';
import { previewHitMap } from './hitmap-toggle.js';

/** The hierarchy's JSON with one property of one view changed, or null (no such view, or a dump). */
function edited(id, prop, value) {
  const node = state.model && state.model.get(id);
  if (!node || !state.input || views.editor.isDump) return null;
  const input = JSON.parse(JSON.stringify(state.input));
  const raw = rawAt(input, node.path);
  if (!raw) return null;
  writeProp(raw, prop, value);
  return input;
}

/** One property of one view changed: written into the JSON, drawn and re-traced at once. */
export function editView(id, prop, value) {
  const { editor, compare } = views;
  const input = edited(id, prop, value);
  if (!input) return;
  store.markEdited(id);
  store.startEdit(state.trace ? state.trace.hitView : null);
  if (state.trace) compare.pin(state.trace, state.model, 'compareBeforeEdit');
  const text = prettyJSON(input);
  // The re-trace's request goes out first (applyText sends it before its first await); the editor's text,
  // which the JSON tab shows, follows.
  applyText(text, { validate: true, input });
  editor.setText(text);
}

/** A property about to change (a view being dragged): the hit map follows it, nothing else changes yet. */
export function previewEdit(id, prop, value) {
  previewHitMap(() => edited(id, prop, value));
}

/** A text from the undo history (null: nothing to undo or redo). */
export function applyHistory(text) {
  if (text === null) return;
  store.startEdit(state.trace ? state.trace.hitView : null);
  views.editor.setText(text);
  applyText(text, { validate: true });
}

/** The undo and redo buttons, and Ctrl/Cmd+Z (Shift for redo) outside text fields. */
export function installUndo() {
  const { history } = views;
  $('#undo-button').addEventListener('click', () => applyHistory(history.undo()));
  $('#redo-button').addEventListener('click', () => applyHistory(history.redo()));
  document.addEventListener('keydown', (event) => {
    if (!(event.ctrlKey || event.metaKey) || event.altKey || event.key.toLowerCase() !== 'z') return;
    const target = event.target;
    if (target instanceof HTMLElement && (target.tagName === 'TEXTAREA' || (target.tagName === 'INPUT' && target.type !== 'checkbox'))) return;
    event.preventDefault();
    applyHistory(event.shiftKey ? history.redo() : history.undo());
  });
}
