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
  for (const caption of svg.querySelectorAll('text.window-caption')) {
    const r = caption.getBoundingClientRect();
    if (visible(r)) placed.push(r);
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
