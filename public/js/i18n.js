// Languages: one string table per language (strings/en.js, strings/zh.js). The choice comes from
// ?lang=, then localStorage, then the browser; it is remembered in localStorage.
// The language chosen is the store's (state.language); this module reads it, and says where it came from.
import en from './strings/en.js';
import zh from './strings/zh.js';
import { state, setLanguage as storeLanguage, subscribe } from './state/store.js';

const TABLES = { en, zh };
const STORAGE_KEY = 'hittrace.lang';

export function initLanguage() {
  const fromUrl = new URLSearchParams(location.search).get('lang');
  let stored = null;
  try {
    stored = localStorage.getItem(STORAGE_KEY);
  } catch {
    stored = null;
  }
  const browser = (navigator.language || '').toLowerCase().startsWith('zh') ? 'zh' : 'en';
  storeLanguage(pick(fromUrl) || pick(stored) || browser); // the strings applied (below)
  if (pick(fromUrl)) remember(state.language);
}

function pick(value) {
  if (!value) return null;
  const v = value.toLowerCase();
  if (v.startsWith('zh')) return 'zh';
  if (v.startsWith('en')) return 'en';
  return null;
}

function remember(value) {
  try {
    localStorage.setItem(STORAGE_KEY, value);
  } catch {
    // Private mode: the choice lasts for this page only.
  }
}

export function language() {
  return state.language;
}

/** Switches the page's language: remembered, in the address bar when it names one, every string applied, then
 *  the store's 'language' subscribers (onLanguageChange) called. */
export function setLanguage(value) {
  const next = pick(value) || 'en';
  if (next === state.language) return;
  remember(next);
  const url = new URL(location.href);
  if (url.searchParams.has('lang')) {
    url.searchParams.set('lang', next);
    history.replaceState(history.state, '', url);
  }
  storeLanguage(next);
}

// Every string in the new language first, before what the page subscribes (onLanguageChange) redraws.
subscribe('language', () => applyTo(document));

export function onLanguageChange(fn) {
  subscribe('language', () => fn(state.language));
}

function lookup(key) {
  const table = TABLES[state.language];
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

/** Fills every element marked data-i18n (text), data-i18n-title, -aria, -placeholder. */
export function applyTo(root) {
  document.documentElement.lang = state.language === 'zh' ? 'zh-CN' : 'en';
  for (const el of root.querySelectorAll('[data-i18n]')) el.textContent = t(el.dataset.i18n);
  for (const el of root.querySelectorAll('[data-i18n-title]')) el.title = t(el.dataset.i18nTitle);
  for (const el of root.querySelectorAll('[data-i18n-aria]')) el.setAttribute('aria-label', t(el.dataset.i18nAria));
  for (const el of root.querySelectorAll('[data-i18n-placeholder]')) el.placeholder = t(el.dataset.i18nPlaceholder);
  for (const el of root.querySelectorAll('[data-lang]')) el.setAttribute('aria-pressed', String(el.dataset.lang === state.language));
  document.title = t('pageTitle');
}
