// Small pieces of the page around the stage: the tree/JSON tabs, the stage's message and staleness,
// the drawing's options, projector mode.
import { $ } from './dom.js';
import { views } from './views.js';
import { setStale } from './stale.js';

export function showTab(which) {
  const tree = which === 'tree';
  document.body.classList.toggle('editing', !tree);
  $('#tab-tree').setAttribute('aria-selected', String(tree));
  $('#tab-json').setAttribute('aria-selected', String(!tree));
  $('#tree-pane').hidden = !tree;
  $('#json-pane').hidden = tree;
}

/** The inspector's "show in JSON": the editor, at the view's place. */
export function showInJSON(node) {
  showTab('json');
  views.editor.selectPath(node.path);
}

export function stageMessage(text) {
  const box = $('#stage-message');
  box.textContent = text;
  box.hidden = !text;
}

/** The stage AND the results greyed and marked out of date (stale.js), or not. */
export function markStale(stale) {
  setStale(stale);
}

export function readOptions() {
  views.drawing.setOptions({
    hidden: $('#opt-hidden').checked, alpha: $('#opt-alpha').checked,
    blocked: $('#opt-blocked').checked, labels: $('#opt-labels').checked,
  });
  views.drawing.renderOverlay(); // labels follow the options
}

export function setProjector(on) {
  document.body.classList.toggle('projector', on);
  $('#projector-button').setAttribute('aria-pressed', String(on));
  // On the stage the drawing keeps to the left, leaving one wide gutter for the sentence (and the QR code).
  views.viewport.setAlign(on ? 'start' : 'center');
  views.projector.setOn(on);
  views.shareState.update();
  try {
    localStorage.setItem('hittrace.projector', on ? '1' : '0');
  } catch {
    // not remembered
  }
}

/** Projector mode as last chosen here (false when it cannot be remembered). */
export function rememberedProjector() {
  try {
    return localStorage.getItem('hittrace.projector') === '1';
  } catch {
    return false;
  }
}
