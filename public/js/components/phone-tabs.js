// On a phone (classroom.css, max-width 760px): the drawing, the result and the selected view's why come first,
// and the rest — the steps, the timeline, the view list, the misses and the touch form — behind these tabs
// (#phone-tabs), one shown at a time (body[data-phone-tab], the store's phoneTab). Elsewhere they are not shown.
import { state, subscribe, setPhoneTab } from '../state/store.js';

export class PhoneTabs {
  constructor(nav) {
    this.tabs = [...nav.querySelectorAll('[data-phone-tab]')];
    for (const tab of this.tabs) tab.addEventListener('click', () => setPhoneTab(tab.dataset.phoneTab));
    nav.addEventListener('keydown', (event) => this.move(event));
    subscribe(['phoneTab'], () => this.render(), { now: true });
  }

  render() {
    for (const tab of this.tabs) {
      const on = tab.dataset.phoneTab === state.phoneTab;
      if (tab.getAttribute('aria-selected') !== String(on)) tab.setAttribute('aria-selected', String(on));
      tab.tabIndex = on ? 0 : -1;
    }
  }

  /** ← and → move along the tabs (one tab stop), as a tab list does. */
  move(event) {
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
    const shown = this.tabs.filter((tab) => tab.offsetParent !== null);
    const i = shown.findIndex((tab) => tab.dataset.phoneTab === state.phoneTab);
    const next = shown[(i + (event.key === 'ArrowRight' ? 1 : shown.length - 1)) % shown.length];
    if (!next) return;
    event.preventDefault();
    setPhoneTab(next.dataset.phoneTab);
    next.focus();
  }
}
