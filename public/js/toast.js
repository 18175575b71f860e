// A short message at the bottom of the page ("Link copied").

let timer = null;

export function toast(text, kind = '') {
  const el = document.querySelector('#toast');
  el.textContent = text;
  el.className = `toast ${kind}`;
  el.hidden = false;
  clearTimeout(timer);
  timer = setTimeout(() => { el.hidden = true; }, 3200);
}
