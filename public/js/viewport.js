// The drawing's viewport: zoom (wheel, trackpad pinch, two-finger pinch on a touch screen, buttons,
// keyboard), pan (middle- or Ctrl-drag, two fingers, Shift-wheel, arrow keys), fit the screen, fit the
// selected view, isolate a subtree. On a touch screen one finger is a touch on the hierarchy
// (drawing-input.js), and so are two fingers that stay put (a two-finger tap or hold, posted as one
// sequence); two fingers that move — apart, together or along — zoom and pan, and the touch they began is
// dropped (onPinchStart).
//
// The view is {x, y, scale}: the point at the stage's top-left corner and pixels per point. It is set by
// hand (the viewBox), never by the browser's "meet", so nothing moves when the stage is resized or a
// result appears: a resize keeps the top-left point and the scale.
//
// "Fit" fits the screen (the windows' frames), not every view: a dimming view at (−375, −667, 1125×2001)
// does not shrink a 375×667 screen to a stamp. What lies beyond the screen is drawn faded, and a chip says
// how many views extend beyond it, with a button to see them all.
import { s, h, num, setAttributes } from './dom.js';
import { t } from './i18n.js';
import { screenCorners } from './derive/model.js';

/** Room around a fitted box, in pixels: all round, and at least this much under the toolbar (top) and above
 *  the "beyond the screen" chip (bottom, when it is shown). */
const ROOM_PX = { pad: 16, top: 50, bottom: 44 };
/** Pixels per point: the bounds, and the factor of one step (buttons, keys). */
const ZOOM = { min: 0.02, max: 64, step: 1.25 };
/** Two fingers whose distance apart or midpoint moves this far (px) pinch; less, they are a touch. */
const PINCH_SLOP_PX = 10;

export class Viewport {
  /**
   * svg: the drawing; stage: its container (gets the toolbar and the "beyond the screen" chip);
   * onChange(): after every change of view (labels are placed again, the overlay rescaled);
   * onPinchStart(): two fingers moved: the gesture being recorded is no touch.
   */
  constructor(svg, stage, { onChange = () => {}, onPinchStart = () => {}, selected = () => null, model = () => null } = {}) {
    this.svg = svg;
    this.onPinchStart = onPinchStart;
    this.fingers = new Map(); // pointerId → client point, for every finger on the drawing
    this.pinch = null;
    this.stage = stage;
    this.onChange = onChange;
    this.selected = selected;
    this.modelOf = model;
    this.view = null;
    this.isolated = null;
    this.pan = null;
    this.buildToolbar();
    svg.addEventListener('wheel', (event) => this.handleWheel(event), { passive: false });
    // Capture: a pan starts before the gesture recorder sees the press (it ignores Ctrl and the middle button).
    svg.addEventListener('pointerdown', (event) => this.handleDown(event), true);
    svg.addEventListener('pointermove', (event) => this.handleMove(event));
    svg.addEventListener('pointerup', (event) => this.handleUp(event));
    svg.addEventListener('pointercancel', (event) => this.handleUp(event));
    svg.addEventListener('lostpointercapture', (event) => { if (event.pointerType === 'touch') this.fingerUp(event); });
    svg.addEventListener('auxclick', (event) => { if (event.button === 1) event.preventDefault(); });
    stage.addEventListener('keydown', (event) => this.handleKey(event));
    if (!stage.hasAttribute('tabindex')) stage.tabIndex = 0;
    this.size = this.clientSize();
    new ResizeObserver(() => {
      const size = this.clientSize();
      if (size.width === this.size.width && size.height === this.size.height) return;
      const first = !this.size.width || !this.size.height;
      this.size = size;
      if (first && this.model) this.fitScreen();
      else this.apply();
    }).observe(svg);
  }

  clientSize() {
    const r = this.svg.getBoundingClientRect();
    return { width: r.width, height: r.height };
  }

  buildToolbar() {
    this.toolbar = h('div', { class: 'vp-toolbar', role: 'group', 'data-i18n-aria': 'vpToolbar', 'aria-label': t('vpToolbar') },
      toolButton('zoom-in', 'vpZoomIn', '+', () => this.zoomBy(ZOOM.step)),
      toolButton('zoom-out', 'vpZoomOut', '−', () => this.zoomBy(1 / ZOOM.step)),
      toolButton('zoom-fit', 'vpFit', '⤢', () => this.fitScreen()),
      toolButton('zoom-selection', 'vpFitSelection', '◎', () => this.fitSelected()),
      toolButton('isolate-button', 'vpIsolate', '◧', () => this.toggleIsolate()),
      this.zoomLabel = h('span', { class: 'vp-zoom', id: 'zoom-level' }));
    this.beyond = h('div', { class: 'vp-beyond', id: 'beyond-screen', hidden: true });
    this.stage.append(this.toolbar, this.beyond);
  }

  /** A new drawing (draw.js has rebuilt the SVG): keep the view when the screen is the same, else fit. */
  setModel(model) {
    const previous = this.model;
    this.model = model;
    this.screen = screenBox(model);
    this.content = model.bbox;
    this.addFade();
    if (this.isolated && !model.get(this.isolated)) this.isolated = null;
    this.applyIsolation();
    const sameScreen = previous && this.view && this.lastScreen && sameBox(this.lastScreen, this.screen);
    this.lastScreen = this.screen;
    this.updateBeyond();
    if (sameScreen) this.apply();
    else this.fitScreen();
  }

  /** Fades what lies beyond the screen (a frame with the screen as its hole), above the views. */
  addFade() {
    const views = this.svg.querySelector('g.views');
    if (!views) return;
    const big = 1e6;
    const holes = this.model.windowOrder.map(({ view }) => this.model.get(view.id)).filter(Boolean)
      .map((node) => `M${screenCorners(node).map((p) => `${num(p.x)},${num(p.y)}`).join('L')}Z`).join('');
    const fade = s('path', {
      class: 'beyond-fade', 'fill-rule': 'evenodd',
      d: `M${-big},${-big}H${big}V${big}H${-big}Z${holes}`,
    });
    const edge = s('path', { class: 'screen-edge', d: holes });
    const layer = s('g', { class: 'beyond-layer' }, fade, edge);
    const drawn = this.svg.querySelector('g.beyond-layer'); // the drawing was updated in place, not rebuilt
    if (!drawn) views.after(layer);
    else if (!drawn.isEqualNode(layer)) drawn.replaceWith(layer);
  }

  updateBeyond() {
    const { model, screen } = this;
    let n = 0;
    for (const node of model.order) {
      if (node.effectiveHidden) continue;
      const c = screenCorners(node);
      const out = c.some((p) => p.x < screen.x - 0.5 || p.y < screen.y - 0.5
        || p.x > screen.x + screen.width + 0.5 || p.y > screen.y + screen.height + 0.5);
      if (out) n += 1;
    }
    this.beyondCount = n;
    this.renderBeyond();
  }

  renderBeyond() {
    const n = this.beyondCount || 0;
    this.beyond.hidden = n === 0;
    this.beyond.replaceChildren();
    if (!n) return;
    this.beyond.append(h('span', { text: t(n === 1 ? 'vpBeyondOne' : 'vpBeyond', { n }) }),
      h('button', { type: 'button', class: 'btn small ghost', id: 'zoom-all', text: t('vpFitAll'), on: { click: () => this.fitAll() } }));
  }

  /** Strings again (a language change). */
  relabel() {
    for (const b of this.toolbar.querySelectorAll('[data-i18n-title]')) {
      b.title = t(b.dataset.i18nTitle);
      b.setAttribute('aria-label', t(b.dataset.i18nAria));
    }
    this.toolbar.setAttribute('aria-label', t('vpToolbar'));
    this.renderBeyond();
    this.renderIsolateButton();
  }

  // ---- changing the view ----

  /** Where a fitted box sits across the stage: 'center', or 'start' (the projector stage: the drawing to the
   *  left, one wide gutter on the right for the step's sentence). A change fits the screen again. */
  setAlign(align) {
    if (align === (this.align || 'center')) return;
    this.align = align;
    if (this.model) this.fitScreen();
  }

  fitBox(box, padPx = ROOM_PX.pad) {
    const { width, height } = this.size;
    if (!width || !height || !box) return;
    // The toolbar sits along the top: the box starts below it.
    // The "beyond the screen" chip sits along the bottom when shown.
    const top = Math.max(padPx, ROOM_PX.top);
    const bottom = this.beyondCount ? Math.max(padPx, ROOM_PX.bottom) : padPx;
    const sx = (width - 2 * padPx) / Math.max(box.width, 1e-6);
    const sy = (height - top - bottom) / Math.max(box.height, 1e-6);
    const scale = clamp(Math.min(sx, sy), ZOOM.min, ZOOM.max);
    this.view = {
      scale,
      x: this.align === 'start' ? box.x - padPx / scale : box.x + box.width / 2 - width / 2 / scale,
      y: box.y + box.height / 2 - (top + (height - top - bottom) / 2) / scale,
    };
    this.apply();
  }

  fitScreen() {
    if (this.isolated) return this.fitNode(this.isolated);
    // Several windows' captions sit above their top edge: a little more room there.
    const multi = this.model && this.model.windowOrder.length > 1;
    const box = this.screen;
    this.fitBox(multi ? { ...box, y: box.y - 30, height: box.height + 30 } : box);
  }

  fitAll() {
    this.fitBox(this.content);
  }

  fitSelected() {
    const id = this.selected();
    if (id) this.fitNode(id);
    else this.fitScreen();
  }

  /** Brings a view into sight: fitted when it is not wholly on the stage now (or far too small to see). */
  reveal(id) {
    const node = this.model && this.model.get(id);
    const ctm = this.svg.getScreenCTM();
    if (!node || !ctm || !this.view) return;
    const r = this.svg.getBoundingClientRect();
    const pts = screenCorners(node).map((p) => new DOMPoint(p.x, p.y).matrixTransform(ctm));
    const inside = pts.every((p) => p.x >= r.left && p.x <= r.right && p.y >= r.top && p.y <= r.bottom);
    const xs = pts.map((p) => p.x);
    const ys = pts.map((p) => p.y);
    const tiny = Math.max(...xs) - Math.min(...xs) < 6 && Math.max(...ys) - Math.min(...ys) < 6;
    if (!inside || tiny) this.fitNode(id);
  }

  fitNode(id) {
    const node = this.model && this.model.get(id);
    if (!node) return;
    const c = screenCorners(node);
    const xs = c.map((p) => p.x);
    const ys = c.map((p) => p.y);
    const box = { x: Math.min(...xs), y: Math.min(...ys), width: Math.max(...xs) - Math.min(...xs), height: Math.max(...ys) - Math.min(...ys) };
    this.fitBox(box, 40);
  }

  /** Zooms by factor about a client point (the stage's centre by default): that point stays put. */
  zoomBy(factor, clientX, clientY) {
    if (!this.view) return;
    const r = this.svg.getBoundingClientRect();
    const px = clientX === undefined ? r.width / 2 : clientX - r.left;
    const py = clientY === undefined ? r.height / 2 : clientY - r.top;
    const { x, y, scale } = this.view;
    const next = clamp(scale * factor, ZOOM.min, ZOOM.max);
    const ax = x + px / scale;
    const ay = y + py / scale;
    this.view = { scale: next, x: ax - px / next, y: ay - py / next };
    this.apply();
  }

  panBy(dxPx, dyPx) {
    if (!this.view) return;
    this.view = { ...this.view, x: this.view.x - dxPx / this.view.scale, y: this.view.y - dyPx / this.view.scale };
    this.apply();
  }

  apply() {
    if (!this.view) return;
    const { width, height } = this.size;
    if (!width || !height) return;
    const { x, y, scale } = this.view;
    setAttributes(this.svg, { viewBox: `${num4(x)} ${num4(y)} ${num4(width / scale)} ${num4(height / scale)}`, preserveAspectRatio: 'xMinYMin meet' });
    const zoom = `${Math.round(scale * 100)}%`;
    if (this.zoomLabel.textContent !== zoom) this.zoomLabel.textContent = zoom;
    this.onChange();
  }

  // ---- isolating a subtree ----

  toggleIsolate(id = this.selected()) {
    this.isolated = this.isolated || !id ? null : id;
    this.applyIsolation();
    this.fitScreen();
  }

  applyIsolation() {
    const svg = this.svg;
    svg.classList.toggle('isolating', Boolean(this.isolated));
    for (const el of svg.querySelectorAll('.iso-keep, .iso-path')) el.classList.remove('iso-keep', 'iso-path');
    if (this.isolated) {
      const g = [...svg.querySelectorAll('g.views [data-view-id]')].find((e) => e.getAttribute('data-view-id') === this.isolated);
      if (g) {
        g.classList.add('iso-keep');
        for (let p = g.parentElement; p && p !== svg; p = p.parentElement) if (p.hasAttribute('data-view-id')) p.classList.add('iso-path');
      }
    }
    this.renderIsolateButton();
  }

  renderIsolateButton() {
    const b = this.toolbar.querySelector('#isolate-button');
    b.setAttribute('aria-pressed', String(Boolean(this.isolated)));
    b.title = this.isolated ? t('vpIsolateOff', { id: this.isolated }) : t('vpIsolate');
  }

  // ---- input ----

  handleWheel(event) {
    if (!this.view) return;
    event.preventDefault();
    const unit = event.deltaMode === 1 ? 16 : event.deltaMode === 2 ? this.size.height : 1;
    const dx = event.deltaX * unit;
    const dy = event.deltaY * unit;
    if (event.shiftKey) {
      this.panBy(-(dx || dy), 0);
    } else if (!event.ctrlKey && Math.abs(dx) > Math.abs(dy)) {
      this.panBy(-dx, 0); // a trackpad's sideways scroll
    } else {
      // A wheel notch (~100 px) is one step; a trackpad pinch (Ctrl + small deltas) is smooth.
      const factor = Math.exp(-dy * (event.ctrlKey ? 0.01 : 0.0022));
      this.zoomBy(factor, event.clientX, event.clientY);
    }
  }

  handleDown(event) {
    if (event.pointerType === 'touch') {
      this.fingerDown(event);
      return;
    }
    const panning = event.button === 1 || (event.button === 0 && (event.ctrlKey || event.metaKey));
    if (!panning || !this.view) return;
    event.preventDefault();
    event.stopPropagation();
    this.pan = { id: event.pointerId, x: event.clientX, y: event.clientY };
    this.svg.classList.add('panning');
    capture(this.svg, event.pointerId);
  }

  handleMove(event) {
    if (event.pointerType === 'touch') this.fingerMove(event);
    if (!this.pan || event.pointerId !== this.pan.id) return;
    this.panBy(event.clientX - this.pan.x, event.clientY - this.pan.y);
    this.pan.x = event.clientX;
    this.pan.y = event.clientY;
  }

  handleUp(event) {
    if (event.pointerType === 'touch') this.fingerUp(event);
    if (!this.pan || event.pointerId !== this.pan.id) return;
    this.pan = null;
    this.svg.classList.remove('panning');
  }

  // ---- two fingers: pinch to zoom about their midpoint, move them together to pan ----

  fingerDown(event) {
    this.fingers.set(event.pointerId, { x: event.clientX, y: event.clientY });
    capture(this.svg, event.pointerId); // its release reaches the drawing wherever it is: no finger left behind
    if (this.fingers.size < 2 || !this.view) return;
    // A finger more during a pinch pinches on from here; else two fingers down may be a touch, until they move.
    if (this.pinch) this.startPinch(this.twoFingers());
    else this.twoDown = this.twoFingers();
  }

  /** From two fingers at `at`: the point under their midpoint stays under it, the scale follows their spread. */
  startPinch(at) {
    const { x, y, scale } = this.view;
    this.pinch = { spread: Math.max(at.spread, 1), scale, anchor: { x: x + at.mid.x / scale, y: y + at.mid.y / scale } };
    this.svg.classList.add('panning');
  }

  fingerMove(event) {
    const finger = this.fingers.get(event.pointerId);
    if (!finger) return;
    finger.x = event.clientX;
    finger.y = event.clientY;
    if (this.fingers.size < 2 || !this.twoDown) return;
    const { mid, spread } = this.twoFingers();
    if (!this.pinch) {
      const was = this.twoDown;
      if (Math.abs(spread - was.spread) < PINCH_SLOP_PX && Math.hypot(mid.x - was.mid.x, mid.y - was.mid.y) < PINCH_SLOP_PX) return;
      this.onPinchStart();
      this.startPinch(was); // from where the fingers came down: their movement so far counts
    }
    const { anchor } = this.pinch;
    const scale = clamp(this.pinch.scale * (spread / this.pinch.spread), ZOOM.min, ZOOM.max);
    this.view = { scale, x: anchor.x - mid.x / scale, y: anchor.y - mid.y / scale };
    this.apply();
  }

  /** A finger lifted: two or more left pinch on from where they are; the last one up ends the pinch (a
   *  finger left alone meanwhile is no touch). */
  fingerUp(event) {
    if (!this.fingers.delete(event.pointerId)) return;
    if (this.fingers.size < 2 && !this.pinch) this.twoDown = null;
    if (!this.pinch) return;
    if (this.fingers.size >= 2) {
      this.startPinch(this.twoFingers());
    } else if (this.fingers.size === 0) {
      this.twoDown = null;
      this.pinch = null;
      this.svg.classList.remove('panning');
    }
  }

  /** The first two fingers' midpoint (in the drawing's pixels) and their distance apart. */
  twoFingers() {
    const [a, b] = this.fingers.values();
    const r = this.svg.getBoundingClientRect();
    return { mid: { x: (a.x + b.x) / 2 - r.left, y: (a.y + b.y) / 2 - r.top }, spread: Math.hypot(a.x - b.x, a.y - b.y) };
  }

  handleKey(event) {
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    const target = event.target;
    if (target instanceof HTMLElement && ['INPUT', 'TEXTAREA', 'SELECT', 'BUTTON'].includes(target.tagName)) return;
    const pan = 60;
    const actions = {
      '+': () => this.zoomBy(ZOOM.step), '=': () => this.zoomBy(ZOOM.step), '-': () => this.zoomBy(1 / ZOOM.step),
      0: () => this.fitScreen(), f: () => this.fitSelected(), a: () => this.fitAll(), i: () => this.toggleIsolate(),
      ArrowLeft: () => this.panBy(pan, 0), ArrowRight: () => this.panBy(-pan, 0),
      ArrowUp: () => this.panBy(0, pan), ArrowDown: () => this.panBy(0, -pan),
      Escape: () => { if (this.isolated) this.toggleIsolate(); },
    };
    const action = actions[event.key];
    if (!action) return;
    event.preventDefault(); // the replay's ← → (on the document) leave a focused stage alone
    action();
  }
}

/** A button of the drawing's toolbar, titled and named by the string `key` (relabel() renews both). */
function toolButton(id, key, label, onClick, attrs = {}) {
  return h('button', {
    type: 'button', class: 'vp-btn', id, 'data-i18n-title': key, 'data-i18n-aria': key, title: t(key), 'aria-label': t(key),
    ...attrs, on: { click: onClick },
  }, label);
}

/** A toggle added to the drawing's toolbar by another module (moving views, the 3D layers), before the zoom
 *  level; the viewport's relabel() renews its title with the others'. */
export function addToolToggle(toolbar, id, key, label, onClick, className = '') {
  const button = toolButton(id, key, label, onClick, { class: `vp-btn ${className}`.trim(), 'aria-pressed': 'false' });
  toolbar.insertBefore(button, toolbar.querySelector('.vp-zoom'));
  return button;
}

/** The union of the windows' frames on screen. */
export function screenBox(model) {
  let minX = Infinity;
  let minY = Infinity;
  let maxX = -Infinity;
  let maxY = -Infinity;
  for (const { view } of model.windowOrder) {
    const node = model.get(view.id);
    if (!node) continue;
    for (const p of screenCorners(node)) {
      minX = Math.min(minX, p.x);
      minY = Math.min(minY, p.y);
      maxX = Math.max(maxX, p.x);
      maxY = Math.max(maxY, p.y);
    }
  }
  if (!Number.isFinite(minX) || maxX - minX < 1 || maxY - minY < 1) return model.bbox;
  return { x: minX, y: minY, width: maxX - minX, height: maxY - minY };
}

function sameBox(a, b) {
  return a.x === b.x && a.y === b.y && a.width === b.width && a.height === b.height;
}

function capture(el, pointerId) {
  try {
    el.setPointerCapture(pointerId);
  } catch {
    // released already
  }
}

function clamp(v, lo, hi) {
  return Math.max(lo, Math.min(hi, v));
}

function num4(v) {
  return String(Math.round(v * 1e4) / 1e4);
}
