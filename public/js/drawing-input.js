// The pointer on the drawing, fed to a GestureRecorder: press, move and release with the events' own
// times, each point converted to the hierarchy's screen points exactly as a click is (Drawing.screenPoint).
// Shift- or Alt-clicks are left to the drawing (they select a view without touching).

/** While a finger is down the drawing shows for how long, this often: a hold has no events of its own. */
const CLOCK_MS = 100;

export function listenForGestures(svg, drawing, recorder, { ready }) {
  const at = (event) => drawing.screenPoint(event);
  let clock = null;
  const tick = () => {
    // Event times and performance.now() share one origin, so this is the hold as the sequence will say it.
    const held = recorder.heldFor(performance.now());
    drawing.setHeldFor(held === null ? null : held / 1000);
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
