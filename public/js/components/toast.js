// A short message at the bottom of the page ("Link copied"), from the store's state.notice.
import { setHidden } from '../ui/dom.js';
import { t } from '../ui/i18n.js';
import { state, subscribe } from '../state/store.js';

const SHOWN_MS = 3200;

export class Toast {
  constructor(el) {
    this.el = el;
    this.timer = null;
    subscribe(['notice'], () => this.render());
  }

  render() {
    const notice = state.notice;
    if (!notice) return;
    this.el.textContent = notice.text ?? t(notice.key, notice.params);
    this.el.className = `toast ${notice.kind}`;
    setHidden(this.el, false);
    clearTimeout(this.timer);
    this.timer = setTimeout(() => { this.el.hidden = true; }, SHOWN_MS);
  }
}
