// One small icon per kind of timeline entry, so that views, recognizers, controls and scroll views differ
// by shape as well as by colour (and the row says the kind in words too).
import { s } from './dom.js';

export const KINDS = ['view', 'recognizer', 'control', 'scrollView'];

const SHAPES = {
  // a plain rectangle: a view receiving touches
  view: () => [s('rect', { x: 3, y: 4, width: 14, height: 12, rx: 1.5 })],
  // a fingertip with a ripple: a gesture recognizer watching the touch
  recognizer: () => [s('circle', { cx: 10, cy: 10, r: 3, class: 'fill' }), s('path', { d: 'M4.5 6.5a7 7 0 000 7M15.5 6.5a7 7 0 010 7' })],
  // a pill with a centred bar: a control (a button)
  control: () => [s('rect', { x: 2.5, y: 6, width: 15, height: 8, rx: 4 }), s('path', { d: 'M7.5 10h5' })],
  // a frame with up and down arrows: a scroll view
  scrollView: () => [s('rect', { x: 4, y: 2.5, width: 12, height: 15, rx: 1.5 }), s('path', { d: 'M10 6v8M7.5 8.5L10 6l2.5 2.5M7.5 11.5L10 14l2.5-2.5' })],
  other: () => [s('circle', { cx: 10, cy: 10, r: 5 })],
};

export function kindIcon(kind) {
  const shape = SHAPES[kind] || SHAPES.other;
  return s('svg', { class: `icon kind-icon kind-icon-${SHAPES[kind] ? kind : 'other'}`, viewBox: '0 0 20 20', 'aria-hidden': 'true' }, ...shape());
}
