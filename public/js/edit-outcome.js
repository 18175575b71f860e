// An edit's outcome: how long its re-trace took, the hit view before and after, and the views edited since
// the hierarchy was loaded marked in the tree and on the drawing. Shown when the trace after an edit is (touches.js).
import { $, h } from './dom.js';
import { t } from './i18n.js';
import * as store from './state/store.js';
import { state } from './state/store.js';

/** After an edit: how long the re-trace took, and the hit view before and after. */
export function showEditOutcome(before, trace) {
  const box = $('#edit-diff');
  if (state.editStart === null) {
    if (box) box.hidden = true;
    return;
  }
  const ms = Math.round(performance.now() - state.editStart);
  const was = state.beforeEdit ?? (before && before.hitView) ?? null;
  store.endEdit();
  markEditedViews();
  if (!box) return;
  const now = trace.hitView ?? null;
  box.replaceChildren(
    h('span', { class: 'label', text: t('editBefore') }), h('code', { class: 'vid', text: String(was ?? 'nil') }),
    h('span', { text: ' → ' }),
    h('span', { class: 'label', text: t('editAfter') }), h('code', { class: `vid${was !== now ? ' changed' : ''}`, text: String(now ?? 'nil') }),
    h('span', { class: 'muted', text: ` · ${t('editTiming', { ms })}` }));
  box.hidden = false;
}

/** Views edited since the hierarchy was loaded: marked in the tree and on the drawing. */
export function markEditedViews() {
  for (const g of $('#drawing').querySelectorAll('[data-view-id]')) g.classList.toggle('is-edited', state.edited.has(g.getAttribute('data-view-id')));
  for (const row of $('#tree').querySelectorAll('[data-tree-id]')) row.classList.toggle('is-edited', state.edited.has(row.getAttribute('data-tree-id')));
}
