// An error from the API: under the touch form, and for a refused hierarchy (400, 422) in the editor too.
import { hierarchyPath } from './api.js';
import { $, h } from './dom.js';
import { t } from './i18n.js';
import { views } from './views.js';
import { showTab, markStale } from './ui.js';
import * as store from './state/store.js';
import { state } from './state/store.js';
import { viewPath } from './inspector-edit.js';

export function showApiError(err) {
  markStale(Boolean(state.trace) || Boolean(state.model)); // the old results are not the answer
  store.endEdit();
  const refused = err.status === 422 || err.status === 400;
  if (refused) {
    // Each error named by its view (`overlay.frame.width`), not $.root.subviews[0]…
    const errors = err.errors.map((e) => {
      const path = hierarchyPath(e.path);
      return { ...e, path, label: viewPath(path, state.model) };
    });
    views.editor.showErrors(errors, t('apiErrors', { n: errors.length }));
    views.editor.setStatus('', '');
  }
  const box = $('#touch-error');
  box.replaceChildren(
    h('strong', { text: err.status === 0 ? t('networkError') : t('apiErrorTitle', { status: err.status }) }),
    h('span', { text: ` ${err.message}` }),
    err.path ? h('code', { class: 'error-path', text: viewPath(hierarchyPath(err.path), state.model) }) : '',
    refused ? h('button', { type: 'button', class: 'btn small ghost', text: t('showErrors'), on: { click: () => showTab('json') } }) : '');
  box.hidden = false;
}
