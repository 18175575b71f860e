// The static markup's words (index.html): every element marked data-i18n (its text), data-i18n-title,
// -aria and -placeholder gets its string in the page's language, and the document its language and title.
// A component whose element carries such a mark leaves those words to this one. On a device whose main
// pointer is a finger, the strings that name mouse actions are their ".touch" forms.
import { state, subscribe } from '../state/store.js';
import { t } from '../ui/i18n.js';
import { isTouchDevice, TOUCH_KEYS } from '../ui/phone.js';

const MARKS = [['i18n', (el, text) => { el.textContent = text; }], ['i18nTitle', (el, text) => { el.title = text; }],
  ['i18nAria', (el, text) => el.setAttribute('aria-label', text)], ['i18nPlaceholder', (el, text) => { el.placeholder = text; }]];

export class StaticText {
  constructor(root = document) {
    this.root = root;
    if (isTouchDevice()) {
      for (const el of root.querySelectorAll('[data-i18n], [data-i18n-aria]')) {
        for (const attr of ['i18n', 'i18nAria']) {
          const key = el.dataset[attr];
          if (key && TOUCH_KEYS.includes(key)) el.dataset[attr] = `${key}.touch`;
        }
      }
    }
    subscribe(['language'], () => this.render(), { now: true });
  }

  render() {
    document.documentElement.lang = state.language === 'zh' ? 'zh-CN' : 'en';
    for (const [mark, write] of MARKS) {
      const attr = `data-${mark.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`;
      for (const el of this.root.querySelectorAll(`[${attr}]`)) write(el, t(el.dataset[mark]));
    }
    document.title = t('pageTitle');
  }
}
