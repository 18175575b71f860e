// The drawing's options (hidden views, alpha, touch-blocked marks, labels, the hit map): checkboxes that show
// and change the store's state.options.
import { state, subscribe, setOptions } from '../state/store.js';

export class DisplayOptions {
  /** inputs: {hidden, alpha, blocked, labels, hitMap} (checkboxes). */
  constructor(inputs) {
    this.inputs = inputs;
    for (const [name, input] of Object.entries(inputs)) input.addEventListener('change', () => setOptions({ [name]: input.checked }));
    subscribe(['options'], () => this.render(), { now: true });
  }

  render() {
    for (const [name, input] of Object.entries(this.inputs)) input.checked = state.options[name];
  }
}
