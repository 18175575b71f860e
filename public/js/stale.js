// Honest state: when a change is rejected (a JSON syntax error, an API error, a failed import), what is on
// screen is the answer for the hierarchy BEFORE the change. It is greyed and says so, until a change is
// accepted again.
import { $ } from './dom.js';
import { t } from './i18n.js';

const PANELS = ['#stage', '#result-card', '#misses-card', '#replay-card', '#timeline', '#audit-card'];

export function setStale(stale) {
  for (const sel of PANELS) {
    const el = $(sel);
    if (el) el.classList.toggle('stale', stale);
  }
  const note = $('#stale-note');
  if (note) {
    note.textContent = stale ? t('staleResults') : '';
    note.hidden = !stale;
  }
  document.body.classList.toggle('results-stale', stale);
}

export function isStale() {
  return document.body.classList.contains('results-stale');
}
