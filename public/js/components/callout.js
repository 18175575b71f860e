// "Why not this one?" beside the view itself (#callout, on the stage), when the selected view is one of the
// misses: its number and the sentence, placed again after every change of selection, trace, view or size. Not in
// 3D: it points at the view's box on the flat drawing, which the layers cover (the planes name the view there,
// and the card beside the result says why).
import { h, clientBoxOf, coalesced } from '../ui/dom.js';
import { showCallout, hideCallout } from '../ui/callout.js';
import { missSentence } from '../ui/explain.js';
import { state, subscribe } from '../state/store.js';

export class Callout {
  /** els: {box (#callout), stage, svg (the drawing)}. */
  constructor(els) {
    this.els = els;
    this.schedule = coalesced(() => this.place()); // once, after the drawing's own drawing
    new ResizeObserver(() => this.schedule()).observe(els.stage);
    subscribe(['trace', 'selected', 'model', 'view', 'stageSize', 'language', 'layers3d'], () => this.schedule());
  }

  place() {
    const { box, stage, svg } = this.els;
    const misses = state.trace && Array.isArray(state.trace.misses) ? state.trace.misses : [];
    const index = misses.findIndex((m) => m.view === state.selected);
    const rect = index >= 0 && state.model && !state.layers3d.on ? clientBoxOf(svg, state.model.get(state.selected)) : null;
    if (!rect) {
      hideCallout(box);
      return;
    }
    showCallout(box, stage, rect, [
      h('span', { class: 'badge badge-miss', text: String(index + 1) }),
      h('span', { class: 'callout-text' }, ...missSentence(misses[index], state.model)),
    ]);
  }
}
