// The page's timings, in one place: the performance marks and measures the page benchmarks
// (scripts/bench/page_edit.py, scripts/bench/page_hitmap.py) and the page tests read by name. Nothing else in
// public/js calls performance.mark or performance.measure (Tests/page/test_import_graph.py holds it to that).
//
//   hittrace-edit            (mark) an edit starts: an inspector change, a drag released, an undo, a fix
//   hittrace-edit-server     the edit's one request, until its answer
//   hittrace-redraw          the edited hierarchy drawn everywhere
//   hittrace-show-trace      the edit's trace shown everywhere
//   hittrace-edit-traced     from the mark to the edit's answer shown
//   hittrace-hitmap          a map asked for → drawn; its parts hittrace-hitmap-server and hittrace-hitmap-draw
//   hittrace-hitmap-drawn    from the mark 'hittrace-edit' to the edit's map drawn
//   hittrace-hitmap-preview  a view dragged → the map of its new frame drawn
//   hittrace-touch           (mark) a touch posted: a click on the drawing, the form, a link
//   hittrace-touch-server    the touch's request, until its answer
//   hittrace-touch-shown     from the mark to the touch's answer shown everywhere

/** Now, in the clock the marks use (ms). */
export function now() {
  return performance.now();
}

/** Marks the start of an edit → its time. */
export function markEdit() {
  return performance.mark('hittrace-edit').startTime;
}

/** The edit's request, from `start` to its answer at `end`. */
export function editAnswered(start, end) {
  performance.measure('hittrace-edit-server', { start, end });
}

/** The hierarchy drawn everywhere, since `start`. */
export function redrawn(start) {
  performance.measure('hittrace-redraw', { start });
}

/** The trace shown everywhere, since `start`; after an edit, the edit's whole time too. */
export function traceShown(start, { edit = false } = {}) {
  performance.measure('hittrace-show-trace', { start });
  if (edit) performance.measure('hittrace-edit-traced', 'hittrace-edit');
}

/** A map drawn: asked for at `askedAt`, answered at `answeredAt`, drawn since `drawStart`; `editStart`: the
 *  mark of the edit it came with, or null. */
export function hitMapDrawn({ askedAt, answeredAt, drawStart, editStart = null }) {
  performance.measure('hittrace-hitmap-server', { start: askedAt, end: answeredAt });
  performance.measure('hittrace-hitmap-draw', { start: drawStart });
  performance.measure('hittrace-hitmap', { start: askedAt });
  if (editStart !== null) performance.measure('hittrace-hitmap-drawn', { start: editStart });
}

/** A dragged view's map drawn, since the move at `movedAt`. */
export function previewDrawn(movedAt) {
  performance.measure('hittrace-hitmap-preview', { start: movedAt });
}

/** Marks a touch posted → its time. */
export function markTouch() {
  return performance.mark('hittrace-touch').startTime;
}

/** The touch posted at `start` answered at `end`, and shown everywhere since. */
export function touchShown(start, end) {
  performance.measure('hittrace-touch-server', { start, end });
  performance.measure('hittrace-touch-shown', { start });
}
