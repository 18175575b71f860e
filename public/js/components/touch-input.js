// The pointer on the drawing, fed to a GestureRecorder (ui/gesture.js): press, move and release with the
// events' own times, each point converted to the hierarchy's screen points exactly as a click is. Each gesture
// is posted as it was made (onTouch); while it is being made, its events so far and how long the finger has
// been down are the store's state.liveTouch (the drawing draws the path). Shift- or Alt-clicks are left to the
// drawing (they select a view without touching); no touches while views are moved on the drawing; two fingers
// that pinch (the store's interaction 'pinching') drop the touch they began. It owns no element.
import { svgPoint } from '../ui/dom.js';
import { GestureRecorder } from '../ui/gesture.js';
import { state, subscribe, setLiveTouch } from '../state/store.js';

/** While a finger is down the drawing shows for how long, this often: a hold has no events of its own. */
const CLOCK_MS = 100;

export class TouchInput {
  constructor(svg, { onTouch }) {
    const recorder = new GestureRecorder({
      onGesture: (made) => onTouch(made),
      onProgress: (events) => setLiveTouch(events.slice(), events.length ? state.liveTouch.heldFor : null),
    });
    subscribe(['interaction'], () => { if (state.interaction === 'pinching') recorder.drop(); });
    listen(svg, recorder, { ready: () => Boolean(state.model && state.input) && !state.dragEdit });
  }
}

function listen(svg, recorder, { ready }) {
  const at = (event) => svgPoint(svg, event);
  let clock = null; // the hold's clock, while a finger is down (in flight)
  const tick = () => {
    // Event times and performance.now() share one origin, so this is the hold as the sequence will say it.
    const held = recorder.heldFor(performance.now());
    const seconds = held === null ? null : held / 1000;
    if (seconds !== state.liveTouch.heldFor) setLiveTouch(state.liveTouch.events, seconds);
    if (held === null) {
      clearInterval(clock);
      clock = null;
    }
  };
  svg.addEventListener('pointerdown', (event) => {
    if (!ready() || event.button !== 0 || event.shiftKey || event.altKey || event.ctrlKey || event.metaKey) return;
    const point = at(event);
    if (!point) return;
    // Keep the pointer's events while the finger wanders off the drawing, and keep the browser from
    // selecting text or starting a native drag meanwhile.
    try {
      svg.setPointerCapture(event.pointerId);
    } catch {
      // an already released pointer: its up event follows anyway
    }
    event.preventDefault();
    recorder.down(event.pointerId, event.timeStamp, point);
    if (clock === null) clock = setInterval(tick, CLOCK_MS);
  });
  svg.addEventListener('pointermove', (event) => {
    if (!recorder.isDown(event.pointerId)) return;
    const point = at(event);
    if (point) recorder.move(event.pointerId, event.timeStamp, point);
  });
  svg.addEventListener('pointerup', (event) => {
    if (recorder.isDown(event.pointerId)) recorder.up(event.pointerId, event.timeStamp, at(event));
  });
  svg.addEventListener('pointercancel', (event) => {
    if (recorder.isDown(event.pointerId)) recorder.cancel(event.pointerId, event.timeStamp, at(event));
  });
  // Capture lost with the pointer still down (the window lost focus, say): no release will come.
  svg.addEventListener('lostpointercapture', (event) => {
    if (recorder.isDown(event.pointerId)) recorder.cancel(event.pointerId, event.timeStamp, null);
  });
}
