// The server's sentences in the page's language. The server writes its sentences in English only (timeline
// reasons, the hit map's dead-zone causes); until it answers ?lang=zh, the page builds the Chinese sentence
// from the structured fields beside each sentence (kind, event, state, target; reason and by) and keeps the
// rule numbers the English cites, so rules.js still links them. In English the server's sentence is shown.
import { language, t, tParts } from './i18n.js';
import { richText, code, missSentence } from './explain.js';

const RULE_REF = /(?:^|[\s(,;§])((?:[0-9]\.(?:[0-9]{1,2}[a-z]?|[A-Z])|RC\.[0-9]{1,2}|S\.[0-9]{1,2}|§[0-9]))(?=[\s),;]|$)/g;

/** The rule numbers an English sentence cites, in order, once each. */
export function ruleRefs(sentence) {
  const refs = [];
  for (const m of String(sentence || '').matchAll(RULE_REF)) if (!refs.includes(m[1])) refs.push(m[1]);
  return refs;
}

const text = (v) => (v === undefined || v === null ? '' : String(v));

/** A timeline entry's reason as nodes: the server's sentence in English, built from its fields otherwise. */
export function timelineReason(entry) {
  const reason = entry.reason;
  if (language() === 'en') return richText(reason);
  const target = code(text(entry.target));
  const state = code(text(entry.state));
  let key;
  switch (entry.event) {
    case 'touchesBegan': key = entry.kind === 'view' ? 'tlWhy.began' : 'tlWhy.beganOther'; break;
    case 'touchesMoved': key = 'tlWhy.moved'; break;
    case 'touchesEnded': key = 'tlWhy.ended'; break;
    case 'touchesCancelled': key = 'tlWhy.cancelled'; break;
    case 'held': key = 'tlWhy.held'; break;
    case 'discarded': key = 'tlWhy.discarded'; break;
    case 'stateChanged': key = 'tlWhy.state'; break;
    case 'controlEvent': key = 'tlWhy.control'; break;
    case 'scrolled': key = 'tlWhy.scrolled'; break;
    default: key = 'tlWhy.other';
  }
  const parts = tParts(key, { target, state });
  const refs = ruleRefs(reason);
  if (refs.length) parts.push(` (${refs.join(', ')})`);
  return parts;
}

/** A dead zone's causes as nodes: each cause is a miss (reason, by), said as the "why not" list says it. */
export function deadZoneCauses(zone) {
  const parts = [];
  zone.causes.forEach((cause, i) => {
    if (i > 0) parts.push(t('listSeparator'));
    const sentence = missSentence({ view: zone.view, reason: cause.reason, by: cause.by, message: cause.message });
    parts.push(...sentence);
  });
  return parts;
}

/** "1 dead zone", "2 dead zones": the key's .one form when n is 1 (and the language has one). */
export function plural(key, n) {
  const one = `${key}.one`;
  return n === 1 && t(one) !== one ? one : key;
}
