// Phones and tablets: words for fingers instead of a mouse (no "Shift-click"). On a device whose main
// pointer is a finger, body gets .touch-device and the elements that name mouse actions switch to their
// ".touch" strings (the strings tables hold both). The layout itself is in style.css (the classroom section).

const TOUCH_KEYS = ['inspectorEmpty', 'drawingLabel', 'stageHint', 'noTouchYet', 'why.noTouch'];

export function isTouchDevice() {
  const coarse = typeof matchMedia === 'function' && matchMedia('(pointer: coarse)').matches;
  return coarse || (navigator.maxTouchPoints || 0) > 0;
}

/** The key to use for `key` on this device: `key.touch` where the tables have one. */
export function touchKey(key) {
  return isTouchDevice() && TOUCH_KEYS.includes(key) ? `${key}.touch` : key;
}

/** Marks the body and points the static elements at their touch strings; call before applying a language. */
export function initPhone(root = document) {
  if (!isTouchDevice()) return;
  document.body.classList.add('touch-device');
  for (const el of root.querySelectorAll('[data-i18n], [data-i18n-aria]')) {
    for (const attr of ['i18n', 'i18nAria']) {
      const key = el.dataset[attr];
      if (key && TOUCH_KEYS.includes(key)) el.dataset[attr] = `${key}.touch`;
    }
  }
}
