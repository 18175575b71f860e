// A callout on the stage: a short text box beside a view (right, then left when there is room for
// a readable column; else below or above it; else in the stage's top-left corner).

const GAP = 10;
const PAD = 8;
const MAX_WIDTH = 300;
const MIN_COLUMN = 200;

/** Shows `parts` (nodes and strings) beside `rect` (client coordinates) inside `stage`. */
export function showCallout(box, stage, rect, parts) {
  box.replaceChildren(...parts);
  box.hidden = false;
  const s = stage.getBoundingClientRect();
  const r = { left: rect.left - s.left, right: rect.right - s.left, top: rect.top - s.top, bottom: rect.bottom - s.top };
  const room = { right: s.width - r.right - GAP - PAD, left: r.left - GAP - PAD };
  let width = 0;
  const measure = (w) => {
    width = Math.min(MAX_WIDTH, w);
    box.style.width = `${width}px`;
    return box.offsetHeight;
  };
  let left;
  let top;
  if (room.right >= MIN_COLUMN) {
    measure(room.right);
    [left, top] = [r.right + GAP, r.top];
  } else if (room.left >= MIN_COLUMN) {
    measure(room.left);
    [left, top] = [r.left - GAP - width, r.top];
  } else {
    const height = measure(Math.min(MAX_WIDTH + 20, s.width - 2 * PAD));
    left = Math.min(Math.max(PAD, r.left), s.width - width - PAD);
    if (s.height - r.bottom - GAP - PAD >= height) top = r.bottom + GAP;
    else if (r.top - GAP - PAD >= height) top = r.top - GAP - height;
    else [left, top] = [PAD, PAD];
  }
  top = Math.max(PAD, Math.min(top, s.height - box.offsetHeight - PAD));
  box.style.left = `${left}px`;
  box.style.top = `${top}px`;
}

export function hideCallout(box) {
  box.hidden = true;
}
