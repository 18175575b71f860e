// The hit map as numbers: the grid step the page asks for, and the map's runs as rectangles.

/** Grid points the page asks for at most; a bigger screen gets a coarser step. */
const MAX_POINTS = 400000;

/** The step for a screen box: 1 pt when it fits, else the smallest whole step that does. */
export function stepFor(box) {
  const area = Math.max(1, box.width * box.height);
  return area <= MAX_POINTS ? 1 : Math.ceil(Math.sqrt(area / MAX_POINTS));
}

/**
 * The map's runs as rectangles: a run repeated unchanged on the next rows grows downwards instead of
 * adding a rectangle per row, so a layout of rectangles stays a few hundred elements.
 */
export function mapRectangles(map) {
  const rects = [];
  let open = new Map(); // "start:length:view" → rectangle still growing
  map.map.forEach((row, j) => {
    const next = new Map();
    let start = 0;
    for (let k = 0; k < row.length; k += 2) {
      const view = row[k];
      const length = row[k + 1];
      const key = `${start}:${length}:${view}`;
      const rect = open.get(key);
      if (rect) {
        rect.rows += 1;
        next.set(key, rect);
      } else {
        const fresh = { view, column: start, row: j, columns: length, rows: 1 };
        rects.push(fresh);
        next.set(key, fresh);
      }
      start += length;
    }
    open = next;
  });
  return rects;
}

/** The address of a stored hierarchy's hit map as an SVG picture (receiving areas, dead zones, the audit's findings). */
export function hitMapSvgUrl(id, { step, audit } = {}) {
  const query = new URLSearchParams();
  if (step) query.set('step', String(step));
  if (audit) query.set('audit', audit);
  const q = query.toString();
  return `/api/hierarchies/${encodeURIComponent(id)}/hit-map.svg${q ? `?${q}` : ''}`;
}
