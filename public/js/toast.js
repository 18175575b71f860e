// A short message at the bottom of the page ("Link copied"). Its timer is kept on the #toast element.

const TIMER = Symbol('toast timer');

export function toast(text, kind = '') {
  const el = document.querySelector('#toast');
  el.textContent = text;
  el.className = `toast ${kind}`;
  el.hidden = false;
  clearTimeout(el[TIMER]);
  el[TIMER] = setTimeout(() => { el.hidden = true; }, 3200);
}
