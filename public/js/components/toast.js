// A short message at the bottom of the page ("Link copied"), from the store's state.notice; said again in the
// page's language when it changes while the message is shown (for the rest of its time, not longer).
import { setHidden } from '../ui/dom.js';
import { t } from '../ui/i18n.js';
import { state, subscribe } from '../state/store.js';

const SHOWN_MS = 3200;

export class Toast {
  constructor(el) {
    this.el = el;
    this.timer = null;
    subscribe(['notice'], () => this.render());
    subscribe(['language'], () => { if (!this.el.hidden) this.say(); });
  }

  say() {
    const notice = state.notice;
    if (notice) this.el.textContent = notice.text ?? t(notice.key, notice.params);
  }

  render() {
    const notice = state.notice;
    if (!notice) return;
    this.say();
    this.el.className = `toast ${notice.kind}`;
    setHidden(this.el, false);
    clearTimeout(this.timer);
    this.timer = setTimeout(() => { this.el.hidden = true; }, SHOWN_MS);
  }
}
