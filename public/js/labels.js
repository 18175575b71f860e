// Labels that never overlap (the projector stage): each view's id label is tried in the four corners of
// its view (inside its bounds, as draw.js places it), in an order that keeps the labels of the views the
// lesson is about; a label that fits nowhere free is hidden (its view keeps its <title> and its tree row).
// Everything is measured on screen (client rectangles), so it holds at whatever size the drawing is.
// Kept in one module so that a shared placement (the "real apps" page's) can replace it in one place.

const PAD = 2; // px kept free around each label

function overlaps(a, b) {
  return a.left < b.right + PAD && b.left < a.right + PAD && a.top < b.bottom + PAD && b.top < a.bottom + PAD;
}

/** Puts every moved or hidden label back where draw.js drew it. */
export function restoreLabels(svg) {
  for (const caption of svg.querySelectorAll('text.window-caption')) {
    caption.classList.remove('label-hidden');
    if (caption.dataset.placedY) {
      caption.setAttribute('y', caption.dataset.placedY);
      delete caption.dataset.placedY;
    }
  }
  for (const label of svg.querySelectorAll('text.v-label')) {
    label.classList.remove('label-hidden');
    const saved = label.dataset.placed;
    if (saved) {
      const [x, y, anchor, baseline] = saved.split('|');
      label.setAttribute('x', x);
      label.setAttribute('y', y);
      label.setAttribute('text-anchor', anchor);
      label.setAttribute('dominant-baseline', baseline);
      delete label.dataset.placed;
    }
  }
}

function boundsOf(label) {
  const bg = label.parentNode && label.parentNode.querySelector(':scope > rect.bg');
  if (!bg) return null;
  const n = (name) => Number(bg.getAttribute(name)) || 0;
  return { x: n('x'), y: n('y'), width: n('width'), height: n('height') };
}

function corners(b) {
  return [
    { x: b.x + 4, y: b.y + 4, anchor: 'start', baseline: 'hanging' },
    { x: b.x + b.width - 4, y: b.y + 4, anchor: 'end', baseline: 'hanging' },
    { x: b.x + 4, y: b.y + b.height - 4, anchor: 'start', baseline: 'alphabetic' },
    { x: b.x + b.width - 4, y: b.y + b.height - 4, anchor: 'end', baseline: 'alphabetic' },
  ];
}

const visible = (r) => r.width > 0 && r.height > 0;

/**
 * Moves or hides labels so that no two overlap each other or any of `obstacles` (client rectangles: the
 * step's sentence, say). `first`: view ids whose labels are placed before the others.
 */
export function resolveLabels(svg, { obstacles = [], first = [] } = {}) {
  restoreLabels(svg);
  const placed = obstacles.filter(visible).map((r) => ({ left: r.left, top: r.top, right: r.right, bottom: r.bottom }));
  // Window captions ("bannerWindow · windowLevel 1000") are stacked by draw.js for its own small type: at the
  // size they are shown here each is tried where it is, then a line higher or lower (inside the drawing),
  // and hidden when no place is free.
  const scale = (svg.getScreenCTM() || { a: 1 }).a || 1;
  const frame = svg.getBoundingClientRect();
  for (const caption of svg.querySelectorAll('text.window-caption')) {
    const r0 = caption.getBoundingClientRect();
    if (!visible(r0)) continue;
    const y0 = Number(caption.getAttribute('y'));
    const line = (r0.height + PAD + 1) / scale;
    let spot = null;
    for (const shift of [0, -1, -2, 1, 2, 3, 4]) {
      caption.setAttribute('y', String(y0 + shift * line));
      const r = caption.getBoundingClientRect();
      if (r.top >= frame.top - 0.5 && r.bottom <= frame.bottom + 0.5 && !placed.some((p) => overlaps(r, p))) {
        spot = r;
        break;
      }
    }
    caption.dataset.placedY = String(y0);
    if (spot) {
      placed.push(spot);
    } else {
      caption.setAttribute('y', String(y0));
      caption.classList.add('label-hidden');
    }
  }
  const labels = [...svg.querySelectorAll('text.v-label')];
  const rank = (label) => {
    const id = label.parentNode && label.parentNode.getAttribute('data-view-id');
    const i = first.indexOf(id);
    return i < 0 ? first.length : i;
  };
  labels.sort((a, b) => rank(a) - rank(b)); // stable: document order among equals
  for (const label of labels) {
    const now = label.getBoundingClientRect();
    if (!visible(now)) continue; // hidden views, labels switched off
    if (!placed.some((p) => overlaps(now, p))) {
      placed.push(now);
      continue;
    }
    const original = [label.getAttribute('x'), label.getAttribute('y'), label.getAttribute('text-anchor'), label.getAttribute('dominant-baseline')];
    const bounds = boundsOf(label);
    let spot = null;
    for (const c of bounds ? corners(bounds) : []) {
      label.setAttribute('x', String(c.x));
      label.setAttribute('y', String(c.y));
      label.setAttribute('text-anchor', c.anchor);
      label.setAttribute('dominant-baseline', c.baseline);
      const r = label.getBoundingClientRect();
      if (!placed.some((p) => overlaps(r, p))) {
        spot = r;
        break;
      }
    }
    label.dataset.placed = original.join('|');
    if (spot) {
      placed.push(spot);
    } else {
      const [x, y, anchor, baseline] = original;
      label.setAttribute('x', x);
      label.setAttribute('y', y);
      label.setAttribute('text-anchor', anchor);
      label.setAttribute('dominant-baseline', baseline);
      label.classList.add('label-hidden');
    }
  }
}
