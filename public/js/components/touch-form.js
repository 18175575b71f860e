// The touch typed in: a gesture picked from the menu (tap, double tap, press and hold, drag) at the point
// typed; a drag also says where it ends (two more fields, shown only for it; empty means 100 pt up). The point
// fields follow the touch shown.
import { state, subscribe } from '../state/store.js';
import { tracePoint } from '../derive/link.js';

export class TouchForm {
  /** els: {form, gesture, x, y, dragTo, toX, toY}; onTouch(touch): the touch the form describes. */
  constructor(els, { onTouch }) {
    this.els = els;
    els.form.addEventListener('submit', (event) => {
      event.preventDefault();
      const typed = this.typed();
      if (typed) onTouch(typed);
    });
    els.gesture.addEventListener('change', () => { els.dragTo.hidden = els.gesture.value !== 'drag'; });
    subscribe(['trace'], () => this.render());
  }

  render() {
    const point = tracePoint(state.trace);
    if (!point) return;
    this.els.x.value = String(point.x);
    this.els.y.value = String(point.y);
  }

  /** The touch the form describes: a bare point for a tap, else the API's shorthand; null when it describes none. */
  typed() {
    const { els } = this;
    const x = Number(els.x.value);
    const y = Number(els.y.value);
    if (!Number.isFinite(x) || !Number.isFinite(y)) return null;
    switch (els.gesture.value) {
      case 'doubleTap': return { gesture: 'doubleTap', x, y };
      case 'longPress': return { gesture: 'longPress', x, y };
      case 'drag': {
        const toX = els.toX.value === '' ? x : Number(els.toX.value);
        const toY = els.toY.value === '' ? y - 100 : Number(els.toY.value);
        if (!Number.isFinite(toX) || !Number.isFinite(toY)) return null;
        return { gesture: 'drag', from: [x, y], to: [toX, toY] };
      }
      default: return { x, y };
    }
  }
}
