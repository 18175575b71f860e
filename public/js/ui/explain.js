// Plain-language sentences for steps, misses and "why did this view (not) get the touch?".
// A miss is said in the server's own `message` (the trace was asked for in the page's language); when the
// server sends none, the sentence is built from the reason code with the string tables.
import { t, tParts } from './i18n.js';
import { h, pt } from './dom.js';
import { receiptSentence } from './receipt.js';
import { touchKey } from './phone.js';
import { nameOf } from '../derive/model.js';

const REASONS = ['hidden', 'userInteractionDisabled', 'alphaBelowThreshold', 'disabledControl', 'outsideBounds',
  'hitSelf', 'hitDescendant', 'override'];

export function code(text) {
  return h('code', { class: 'vid', text: String(text) });
}

/** Selectors (pointInside:withEvent:) and points ((40, -384)) in running text: never broken inside a word. A
 *  selector of several parts may go on the next line only after one of its colons, where Xcode lines them up. */
const UNBROKEN = /[A-Za-z_]\w*(?::\w*)+|\(-?[\d.]+, -?[\d.]+\)/g;

/** `parts` (strings and nodes) with every selector and point in its strings wrapped so that no line breaks it
 *  but after a selector's colon. */
export function keepCodeWhole(parts) {
  return parts.flatMap((part) => {
    if (typeof part !== 'string') return [part];
    const out = [];
    let last = 0;
    for (const match of part.matchAll(UNBROKEN)) {
      const pieces = match[0].match(/[^:]*:|[^:]+$/g);
      out.push(part.slice(last, match.index), ...pieces.flatMap((piece, i) => [...(i ? [h('wbr')] : []), h('span', { class: 'nobr', text: piece })]));
      last = match.index + match[0].length;
    }
    out.push(part.slice(last));
    return out.filter((p) => p !== '');
  });
}

/** A view named as people name it (its display name), in code font; its id when the model does not know it. */
export function viewName(model, id) {
  return code(nameOf(model, id));
}

/** A short label for a reason code ("hidden", "user interaction off", …). */
export function reasonLabel(reason) {
  if (!reason) return '';
  const key = `reason.${reason}`;
  const text = t(key);
  return text === key ? String(reason) : text;
}

function useServer(message) {
  return typeof message === 'string' && message.trim() !== '';
}

/**
 * A server sentence as nodes: `backticked` ids become code elements (as text, never markup) — a view of `model`
 * named as people name it (its display name) — and the first letter is capitalised ("covered by `x`, …" reads
 * as a sentence on its own).
 */
export function richText(message, model = null) {
  const text = String(message);
  const parts = text.split('`');
  const nodes = [];
  parts.forEach((part, i) => {
    if (part === '') return;
    if (i % 2 === 1 && i < parts.length - 1) nodes.push(model && model.get(part) ? viewName(model, part) : code(part));
    else nodes.push(part);
  });
  // Capitalise a plain first word ("covered", "its", "the"), never an id such as "frontCard".
  if (typeof nodes[0] === 'string' && /^[a-z]+\b/.test(nodes[0]) && !/^[a-z]+[A-Z0-9_]/.test(nodes[0])) {
    nodes[0] = nodes[0].charAt(0).toUpperCase() + nodes[0].slice(1);
  }
  return nodes;
}

/** The sentence for one step, as nodes to append (built here in both languages: it teaches). */
export function stepSentence(step, model) {
  const view = viewName(model, step.view);
  const node = model && model.get(step.view);
  const overridden = node && node.view.pointInside !== 'default';
  switch (step.call) {
    case 'hitTest':
      return tParts('step.hitTest', { view, point: pt(step.point) });
    case 'pointInside':
      if (overridden) return tParts(step.result ? 'step.pointInsideOverrideTrue' : 'step.pointInsideOverrideFalse', { view, point: pt(step.point) });
      return tParts(step.result ? 'step.pointInsideTrue' : 'step.pointInsideFalse', { view, point: pt(step.point) });
    case 'return': {
      const result = step.result === null || step.result === undefined ? code('nil') : viewName(model, step.result);
      const key = REASONS.includes(step.reason) ? `step.return.${step.reason}` : 'step.return.other';
      const override = node && node.view.hitTest !== 'default' ? JSON.stringify(node.view.hitTest) : '';
      return tParts(key, { view, result, reason: reasonLabel(step.reason), override });
    }
    default:
      return step.message ? [step.message] : [String(step.call)];
  }
}

/** The sentence for one miss ("why not this one?"); the server's own when it sent one. */
export function missSentence(miss, model) {
  if (useServer(miss.message)) return richText(miss.message, model);
  const view = viewName(model, miss.view);
  const by = miss.by ? viewName(model, miss.by) : null;
  const reason = miss.reason;
  if (by && miss.by !== miss.view) {
    const key = `miss.by.${reason}`;
    if (t(key) !== key) return tParts(key, { view, by });
    return tParts('miss.by.other', { view, by, reason: reasonLabel(reason) });
  }
  const key = `miss.self.${reason}`;
  if (t(key) !== key) return tParts(key, { view });
  if (miss.message) return richText(miss.message, model);
  return tParts('miss.self.other', { view, reason: reasonLabel(reason) });
}

/**
 * Why did `id` get the touch or not? The hit view, one of its ancestors (on the responder chain),
 * a view listed in `misses`, or else a view whose area does not contain the point.
 */
export function whySentence(id, trace, model) {
  if (!trace) return { kind: 'none', parts: [t(touchKey('why.noTouch'))] };
  if (trace.hitView && id === trace.hitView) {
    // The hit-test view is not always who receives the touches: the receipt says when it is not.
    const receipt = receiptSentence(trace);
    if (receipt) return { kind: 'hit-not-received', parts: richText(receipt, model) };
    return { kind: 'hit', parts: tParts('why.hit', { view: viewName(model, id) }) };
  }
  const miss = Array.isArray(trace.misses) ? trace.misses.find((m) => m.view === id) : null;
  if (miss) return { kind: 'miss', parts: missSentence(miss, model) };
  if (trace.hitView && model) {
    const chain = model.ancestry(trace.hitView);
    const index = chain.indexOf(id);
    if (index > 0) {
      return { kind: 'ancestor', parts: tParts('why.ancestor', { view: viewName(model, id), child: viewName(model, chain[index - 1]), hit: viewName(model, trace.hitView) }) };
    }
  }
  return { kind: 'outside', parts: [t('why.outside')] };
}
