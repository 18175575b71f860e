// An error from the API: under the touch form, and for a refused hierarchy (400, 422) in the editor too.
import { hierarchyPath } from './api.js';
import { $, h } from './dom.js';
import { t } from './i18n.js';
import { views } from './views.js';
import { showTab } from './ui.js';

export function showApiError(err) {
  const refused = err.status === 422 || err.status === 400;
  if (refused) {
    const errors = err.errors.map((e) => ({ ...e, path: hierarchyPath(e.path) }));
    views.editor.showErrors(errors, t('apiErrors', { n: errors.length }));
    views.editor.setStatus('', '');
  }
  const box = $('#touch-error');
  box.replaceChildren(
    h('strong', { text: err.status === 0 ? t('networkError') : t('apiErrorTitle', { status: err.status }) }),
    h('span', { text: ` ${err.message}` }),
    err.path ? h('code', { class: 'error-path', text: hierarchyPath(err.path) }) : '',
    refused ? h('button', { type: 'button', class: 'btn small ghost', text: t('showErrors'), on: { click: () => showTab('json') } }) : '');
  box.hidden = false;
}
