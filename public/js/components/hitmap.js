// The hit map on the drawing: every point tinted by the view that receives a touch there, the dead zones
// of interactive views hatched, and the touch-target audit as a list whose findings highlight their view.
// It draws the store's state.hitMap (actions/hitmap.js asks for it) into the drawing's g.hitmap-layer and the
// card #audit-card, both its own.
import { s, h, clear, num, setAttributes, setHidden } from '../ui/dom.js';
import { t, tParts, plural, language } from '../ui/i18n.js';
import { richText, viewName } from '../ui/explain.js';
import { linked } from '../ui/linked.js';
import { state, subscribe, select } from '../state/store.js';
import { screenCorners } from '../derive/model.js';
import { mapRectangles, hitMapSvgUrl } from '../derive/hitmap-grid.js';
import { now, hitMapDrawn, previewDrawn } from '../instrument.js';

/** A stable, well-spread hue per view index (golden angle), so neighbours differ. */
function tint(index) {
  return `hsl(${(index * 137.508) % 360} 70% 55%)`;
}

export class HitMapView {
  /**
   * els: {layer (the drawing's g.hitmap-layer), card, list, summary}; onDownload(): the picture of the map of an
   * unsaved hierarchy → a promise of {blob, input} (or null). `live`: drawn from the store (false: drawn only
   * by show(), as a test's fresh copy is).
   */
  constructor({ layer, card, list, summary }, { onDownload = async () => null, live = true } = {}) {
    Object.assign(this, { layer, card, list, summary, onDownload });
    this.map = null; // the map drawn
    this.model = null;
    if (live) subscribe(['hitMap', 'language'], () => this.render());
  }

  /** The store's map; a new one is timed (instrument.js) from its request, or a drag's move, to drawn. */
  render() {
    const shown = state.hitMap;
    if (!shown) {
      this.clear();
    } else if (shown.map !== this.map || shown.model !== this.model) {
      const drawStart = now();
      this.show(shown.map, shown.model);
      const { timing = {} } = shown;
      if (timing.movedAt !== undefined) previewDrawn(timing.movedAt);
      else if (timing.askedAt !== undefined) hitMapDrawn({ ...timing, drawStart });
    } else {
      this.renderList();
    }
  }

  clear() {
    this.map = null;
    this.model = null;
    this.listed = null;
    clear(this.layer);
    clear(this.list);
    setHidden(this.card, true);
  }

  /** Draws `map` (on the hierarchy `model`) into the layer and lists the findings. */
  show(map, model) {
    this.map = map;
    this.model = model;
    this.drawMap();
    this.renderList();
  }

  /**
   * The tints are painted on a canvas (one pixel per grid cell) shown as one <foreignObject> in the
   * drawing's screen coordinates, not an element per cell. Each receiving view keeps one empty <path> with
   * data-hitmap-view (its region, for tests and tools); each dead zone is one hatched <path>. A map drawn again
   * into the same layer (an edit) keeps the canvas and every element that is still the same: a new canvas and
   * new elements would make the page lay out and composite the drawing again.
   */
  drawMap() {
    const { layer, map } = this;
    const { canvas, image, tints } = this.mapFrame(layer);
    for (const old of layer.querySelectorAll('[data-audit-highlight]')) {
      if (old.matches('.audit-box')) old.remove();
      else old.removeAttribute('data-audit-highlight');
    }
    const step = map.step;
    const x0 = map.region.x;
    const y0 = map.region.y;
    const rects = mapRectangles(map);
    const columns = map.map.length ? map.map[0].reduce((sum, v, k) => (k % 2 ? sum + v : sum), 0) : 0;
    const rows = map.map.length;
    const width = Math.max(1, columns);
    const height = Math.max(1, rows);
    // Setting a canvas's size clears it, even to the same size.
    if (canvas.width !== width || canvas.height !== height) Object.assign(canvas, { width, height });
    const ctx = canvas.getContext('2d');
    ctx.clearRect(0, 0, width, height);
    const regions = new Map(); // view index → path data
    for (const r of rects) {
      if (r.view < 0) continue;
      ctx.fillStyle = tint(r.view);
      ctx.fillRect(r.column, r.row, r.columns, r.rows);
      const d = `M${num(x0 + r.column * step)} ${num(y0 + r.row * step)}h${num(r.columns * step)}v${num(r.rows * step)}h${num(-r.columns * step)}z`;
      regions.set(r.view, (regions.get(r.view) || '') + d);
    }
    // The canvas itself, stretched over the screen's box (no PNG encoded and decoded on the way).
    setAttributes(image, { x: num(x0), y: num(y0), width: num(columns * step), height: num(rows * step) });
    const drawn = new Map([...tints.querySelectorAll('[data-hitmap-view]')].map((el) => [el.getAttribute('data-hitmap-view'), el]));
    for (const [index, d] of regions) {
      const id = map.views[index];
      const el = drawn.get(id);
      drawn.delete(id);
      if (el) setAttributes(el, { d });
      else tints.append(s('path', { class: 'hitmap-region', d, 'data-hitmap-view': id }));
    }
    for (const el of drawn.values()) el.remove();
    const zones = new Map([...layer.querySelectorAll(':scope > [data-dead-zone]')].map((el) => [el.getAttribute('data-dead-zone'), el]));
    map.deadZones.forEach((zone, i) => {
      const fresh = this.deadZone(zone, rects, i);
      const el = zones.get(zone.view);
      zones.delete(zone.view);
      if (!el) layer.append(fresh);
      else if (!el.isEqualNode(fresh)) el.replaceWith(fresh);
    });
    for (const el of zones.values()) el.remove();
  }

  /** The layer's hatch pattern, and the canvas of tints in its <foreignObject>: made once per layer. */
  mapFrame(layer) {
    let tints = layer.querySelector(':scope > .hitmap-tints');
    if (!tints) {
      clear(layer);
      const image = s('foreignObject', { class: 'hitmap-canvas' });
      image.append(document.createElement('canvas'));
      tints = s('g', { class: 'hitmap-tints' }, image);
      layer.append(s('defs', {}, s('pattern', {
        id: 'ht-dead-hatch', patternUnits: 'userSpaceOnUse', width: 6, height: 6, patternTransform: 'rotate(45)',
      }, s('line', { x1: 0, y1: 0, x2: 0, y2: 6, class: 'dead-hatch-line' }))), tints);
    }
    const image = tints.querySelector(':scope > .hitmap-canvas');
    return { tints, image, canvas: image.querySelector('canvas') };
  }

  /** The lost part of a dead zone: cells whose receiver is neither the view nor one of its subviews, cut to
   * the view's outline on screen (one hatched path). */
  deadZone(zone, rects, i) {
    const { map, model } = this;
    const node = model.get(zone.view);
    const group = s('g', { class: 'dead-zone', 'data-dead-zone': zone.view });
    if (!node) return group;
    const clipId = `dead-zone-clip-${i}`;
    const outline = s('polygon', { points: screenCorners(node).map((p) => `${num(p.x)},${num(p.y)}`).join(' ') });
    group.append(s('clipPath', { id: clipId }, outline));
    const step = map.step;
    const box = screenCorners(node);
    const minX = Math.min(...box.map((p) => p.x));
    const maxX = Math.max(...box.map((p) => p.x));
    const minY = Math.min(...box.map((p) => p.y));
    const maxY = Math.max(...box.map((p) => p.y));
    let d = '';
    for (const r of rects) {
      const x = map.region.x + r.column * step;
      const y = map.region.y + r.row * step;
      const w = r.columns * step;
      const hgt = r.rows * step;
      if (x > maxX || x + w < minX || y > maxY || y + hgt < minY) continue;
      if (r.view >= 0 && this.reaches(map.views[r.view], zone.view)) continue;
      d += `M${num(x)} ${num(y)}h${num(w)}v${num(hgt)}h${num(-w)}z`;
    }
    if (d) group.append(s('path', { class: 'hatch', 'clip-path': `url(#${clipId})`, d, fill: 'url(#ht-dead-hatch)' }));
    return group;
  }

  /** Whether a touch received by `receiver` reaches `view`: it is the view or one of its subviews. */
  reaches(receiver, view) {
    for (let n = this.model.get(receiver); n; n = n.parent) if (n.view.id === view) return true;
    return false;
  }

  /** The findings under the drawing; the same findings again (an edit that changed none) keep their list. */
  renderList() {
    const { map } = this;
    const shown = JSON.stringify([language(), map.hierarchyId, map.step, map.deadZones, map.audit]);
    if (shown === this.listed && this.list.isConnected) {
      for (const li of this.list.querySelectorAll('.finding.is-active')) li.classList.remove('is-active');
      setHidden(this.card, false);
      return;
    }
    this.listed = shown;
    clear(this.list);
    const items = [
      ...map.deadZones.map((z) => ({ kind: 'deadZone', view: z.view, text: deadZoneText(z, this.model), zone: z })),
      ...map.audit.map((f) => ({ kind: f.kind, view: f.view, text: richText(f.message, this.model), finding: f })),
    ];
    // "1 dead zone": the singular forms (i18n.js plural).
    const dead = map.deadZones.length;
    const findings = map.audit.length;
    this.summary.textContent = t('auditSummary', {
      dead: t(plural('auditDeadCount', dead), { n: dead }), findings: t(plural('auditFindingCount', findings), { n: findings }), step: num(map.step),
    });
    if (map.hierarchyId) {
      this.summary.append(' ', h('a', {
        class: 'hitmap-download', href: hitMapSvgUrl(map.hierarchyId, { step: map.step, audit: 'hig' }),
        download: `${map.hierarchyId}-hit-map.svg`, text: t('hitMapDownload'),
      }));
    } else if (map.hierarchyInput) {
      // Unsaved: the picture of the map shown when clicked (the list outlives edits that change no finding)
      // is drawn then, from its hierarchy posted again; nothing is stored.
      const link = h('a', { class: 'hitmap-download', href: '#', text: t('hitMapDownload') });
      link.addEventListener('click', (event) => {
        event.preventDefault();
        this.onDownload().then((picture) => {
          if (!picture) return;
          const save = h('a', { href: URL.createObjectURL(picture.blob), download: `${fileStem(picture.input)}-hit-map.svg` });
          save.click();
          setTimeout(() => URL.revokeObjectURL(save.href), 1000);
        });
      });
      this.summary.append(' ', link);
    }
    for (const item of items) {
      this.list.append(linked(h('li', {
        class: `finding kind-${item.kind}`, 'data-audit-view': item.view, 'data-audit-kind': item.kind,
      }, h('span', { class: 'reason', text: t(`audit_${item.kind}`) }), h('span', { class: 'finding-text' }, ...(Array.isArray(item.text) ? item.text : [item.text]))),
      item.view, { onSelect: () => this.highlight(item) }));
    }
    if (!items.length) this.list.append(h('li', { class: 'no-findings', text: t('auditNone') }));
    setHidden(this.card, false);
  }

  /** Selects the finding's view and outlines what the finding is about on the drawing. */
  highlight(item) {
    for (const li of this.list.querySelectorAll('.finding')) {
      li.classList.toggle('is-active', li.dataset.auditView === item.view && li.dataset.auditKind === item.kind);
    }
    for (const old of this.layer.querySelectorAll('[data-audit-highlight]')) old.remove();
    select(item.view);
    const box = item.finding ? item.finding.receivingBox : null;
    if (box) {
      this.layer.append(s('rect', {
        class: 'audit-box', 'data-audit-highlight': item.view,
        x: num(box.x), y: num(box.y), width: num(box.width), height: num(box.height),
      }));
    } else {
      const zone = this.layer.querySelector(`[data-dead-zone="${CSS.escape(item.view)}"]`);
      if (zone) zone.setAttribute('data-audit-highlight', item.view);
    }
  }
}

// The causes are the server's sentences, in the page's language (the map was asked for in it); views by their
// display names.
function deadZoneText(z, model) {
  const sentences = [];
  z.causes.forEach((cause, i) => {
    if (i > 0) sentences.push(t('listSeparator'));
    sentences.push(...richText(cause.message, model));
  });
  const causes = h('span', { class: 'causes' }, ...sentences);
  return tParts(z.entirely ? 'auditDeadAll' : 'auditDeadPart', { view: viewName(model, z.view), lost: num(z.lostArea), visible: num(z.visibleArea), causes });
}

/** The unsaved hierarchy's name as a file name ("Seed demo" → "seed-demo"), or "hierarchy". */
function fileStem(input) {
  const name = input && typeof input.name === 'string' ? input.name : '';
  return name.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '') || 'hierarchy';
}
