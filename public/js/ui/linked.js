// A view link: an element of a panel (a chain chip, an order token, a miss, a blocker, a timeline row, an audit
// finding) that selects its view when clicked and outlines it while hovered. It is a Tab stop, and Enter or
// Space clicks it, as a button would.
import { select, hover } from '../state/store.js';

const LINK = Symbol('linked view');

/** Makes `el` a link to the view `id` (`onSelect(id)` on a click: selecting it by default), or no link when
 *  there is no view; an element linked again links to the new view. Returns `el`. */
export function linked(el, id, { onSelect = select } = {}) {
  const view = id === undefined || id === null || id === '' ? null : String(id);
  el.classList.toggle('linked', view !== null);
  if (view === null) {
    if (el[LINK]) el[LINK].view = null;
    return el;
  }
  if (!el.hasAttribute('tabindex')) el.tabIndex = 0;
  if (!el.hasAttribute('role')) el.setAttribute('role', 'button');
  if (el[LINK]) {
    Object.assign(el[LINK], { view, onSelect });
    return el;
  }
  const link = { view, onSelect };
  el[LINK] = link;
  el.addEventListener('click', () => { if (link.view !== null) link.onSelect(link.view); });
  el.addEventListener('pointerenter', () => { if (link.view !== null) hover(link.view); });
  el.addEventListener('pointerleave', () => { if (link.view !== null) hover(null); });
  el.addEventListener('keydown', (event) => {
    if (link.view !== null && (event.key === 'Enter' || event.key === ' ') && !event.altKey && !event.ctrlKey && !event.metaKey) {
      event.preventDefault();
      el.click();
    }
  });
  return el;
}
