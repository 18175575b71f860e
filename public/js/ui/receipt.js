// The words of the why-not data in the page's language: `sentence` when the answer was made for
// this language, else `text[lang]` (a stored trace carries both). Never a half-translated mix. And the
// receipt: whether the hit-test view really got the touch, so the hit view, the inspector and the timeline
// say the same thing.
import { language } from './i18n.js';

export function sentenceOf(item) {
  if (!item) return '';
  if (typeof item.sentence === 'string') return item.sentence;
  const text = item.text || {};
  return text[language()] || text.en || '';
}

/** The receipt's sentence when the hit-test view did not simply get the touch (never heard of it, was
 *  cancelled, or is a control that did not fire), else null. */
export function receiptSentence(trace) {
  const r = trace && trace.receipt;
  if (!r || !r.hitView) return null;
  const phases = Array.isArray(r.phases) ? r.phases : [];
  const troubled = !r.heard || phases.includes('touchesCancelled') || r.controlFired === false;
  return troubled ? sentenceOf(r) : null;
}
