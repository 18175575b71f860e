// Phones and tablets: words for fingers instead of a mouse (no "Shift-click"). On a device whose main
// pointer is a finger, body gets .touch-device (components/page-modes.js) and the strings that name mouse
// actions are their ".touch" forms (the strings tables hold both). The layout itself is in style.css (the
// classroom section).

export const TOUCH_KEYS = ['inspectorEmpty', 'drawingLabel', 'stageHint', 'noTouchYet', 'why.noTouch'];

export function isTouchDevice() {
  const coarse = typeof matchMedia === 'function' && matchMedia('(pointer: coarse)').matches;
  return coarse || (navigator.maxTouchPoints || 0) > 0;
}

/** The key to use for `key` on this device: `key.touch` where the tables have one. */
export function touchKey(key) {
  return isTouchDevice() && TOUCH_KEYS.includes(key) ? `${key}.touch` : key;
}
