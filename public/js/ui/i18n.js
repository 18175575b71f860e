// The page's words: one string table per language (strings/en.js, strings/zh.js), in the store's language
// (state.language). Strings only: which language is chosen, from the link or what this browser remembered, is
// the store's; the static markup's strings are applied by components/static-text.js.
import en from './strings/en.js';
import zh from './strings/zh.js';
import { state } from '../state/store.js';

const TABLES = { en, zh };

export function language() {
  return state.language;
}

function lookup(key) {
  const table = TABLES[state.language] || en;
  if (key in table) return table[key];
  if (key in en) return en[key];
  return key;
}

/** The string for key with {name} placeholders filled in (as text). */
export function t(key, params = {}) {
  return lookup(key).replace(/\{(\w+)\}/g, (m, name) => (name in params ? String(params[name]) : m));
}

/**
 * The string for key as a list of strings and nodes, so that a placeholder can be a DOM node
 * (an id set in code font, say). Append the result with el.append(...parts).
 */
export function tParts(key, params = {}) {
  const parts = [];
  const template = lookup(key);
  const used = new Set();
  let last = 0;
  for (const match of template.matchAll(/\{(\w+)\}/g)) {
    parts.push(template.slice(last, match.index));
    let value = params[match[1]];
    // A node can stand in one place only: a placeholder used twice gets a copy.
    if (value instanceof Node) {
      if (used.has(value)) value = value.cloneNode(true);
      used.add(value);
    }
    parts.push(value === undefined ? match[0] : value instanceof Node ? value : String(value));
    last = match.index + match[0].length;
  }
  parts.push(template.slice(last));
  return parts.filter((p) => p !== '');
}

/** "1 dead zone", "2 dead zones": the key's .one form when n is 1 (and the language has one). */
export function plural(key, n) {
  const one = `${key}.one`;
  return n === 1 && lookup(one) !== one ? one : key;
}
