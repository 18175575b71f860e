// The drawing's viewport: zoom (wheel, trackpad pinch, two-finger pinch on a touch screen, keyboard), pan
// (middle- or Ctrl-drag, two fingers, Shift-wheel, arrow keys), fit the screen, fit the selected view, isolate a
// subtree (the toolbar has buttons for them: stage-toolbar.js). On a touch screen one finger is a touch on the
// hierarchy (touch-input.js), and so are two fingers that stay put (a two-finger tap or hold, posted as one
// sequence); two fingers that move — apart, together or along — zoom and pan, and the touch they began is
// dropped (the store's interaction says 'pinching').
//
// The view is the store's state.view {x, y, scale, fitted} (fitted: the screen fitted, not chosen; a link leaves
// it out), null until fitted (derive/viewport.js). It is set by hand (the viewBox), never by the browser's
// "meet". A fitted screen is fitted again whenever the drawing changes size (the window resized, a panel opened);
// a view the user chose (zoomed, panned, a link's) keeps its top-left point and scale. What lies beyond the
// screen is drawn faded, and a chip says how many views extend beyond it, with a button to see them all. It
// owns the drawing's viewBox, its g.beyond-layer and the chip (#beyond-screen).
import { s, h, num, setAttributes, setHidden } from '../ui/dom.js';
import { t } from '../ui/i18n.js';
import { state, subscribe, setView, setStageSize, setInteraction, isolate } from '../state/store.js';
import { screenCorners } from '../derive/model.js';
import {
  ZOOM, clamp, beyondCount, effectiveView, fittedAll, fittedScreen, fittedTo, zoomed, panned, viewBox,
} from '../derive/viewport.js';

/** Two fingers whose distance apart or midpoint moves this far (px) pinch; less, they are a touch. */
const PINCH_SLOP_PX = 10;

export class Viewport {
  /** svg: the drawing (with its g.beyond-layer); stage: its container (keys); beyond: the chip. */
  constructor(svg, stage, beyond) {
    this.svg = svg;
    this.stage = stage;
    this.beyond = beyond;
    this.fade = svg.querySelector(':scope > g.beyond-layer');
    this.fingers = new Map(); // pointerId → client point, for every finger on the drawing (in flight)
    this.pinch = null;
    this.pan = null;
    svg.addEventListener('wheel', (event) => this.handleWheel(event), { passive: false });
    // Capture: a pan starts before the gesture recorder sees the press (it ignores Ctrl and the middle button).
    svg.addEventListener('pointerdown', (event) => this.handleDown(event), true);
    svg.addEventListener('pointermove', (event) => this.handleMove(event));
    svg.addEventListener('pointerup', (event) => this.handleUp(event));
    svg.addEventListener('pointercancel', (event) => this.handleUp(event));
    svg.addEventListener('lostpointercapture', (event) => { if (event.pointerType === 'touch') this.fingerUp(event); });
    svg.addEventListener('auxclick', (event) => { if (event.button === 1) event.preventDefault(); });
    stage.addEventListener('keydown', (event) => this.handleKey(event));
    new ResizeObserver(() => {
      const r = svg.getBoundingClientRect();
      setStageSize(r.width, r.height);
    }).observe(svg);
    const r = svg.getBoundingClientRect();
    setStageSize(r.width, r.height);
    subscribe(['model'], () => this.renderBeyond(true));
    subscribe(['language'], () => this.renderBeyond(false));
    subscribe(['model', 'view', 'stageSize', 'align', 'isolated'], () => this.apply(), { now: true });
    subscribe(['revealRequest'], () => this.reveal(state.revealRequest.id));
  }

  /** The viewBox of the view shown. A screen fitted (no view chosen) is fitted again for every size of the
   *  drawing and every hierarchy; a view chosen is kept (its top-left point and scale). */
  apply() {
    const { width, height } = state.stageSize;
    if (!width || !height) return;
    if (!state.view || state.view.fitted) {
      const fitted = fittedScreen(state);
      const was = state.view;
      if (fitted && !(was && was.x === fitted.x && was.y === fitted.y && was.scale === fitted.scale)) {
        setView({ ...fitted, fitted: true });
        return;
      }
    }
    const view = state.view;
    if (!view) return;
    setAttributes(this.svg, { viewBox: viewBox(view, state.stageSize), preserveAspectRatio: 'xMinYMin meet' });
  }

  /** Fades what lies beyond the screen (a frame with the screen as its hole), above the views; the chip. */
  renderBeyond(modelChanged) {
    const model = state.model;
    if (modelChanged) {
      const holes = model ? model.windowOrder.map(({ view }) => model.get(view.id)).filter(Boolean)
        .map((node) => `M${screenCorners(node).map((p) => `${num(p.x)},${num(p.y)}`).join('L')}Z`).join('') : '';
      const big = 1e6;
      const fresh = model ? [
        s('path', { class: 'beyond-fade', 'fill-rule': 'evenodd', d: `M${-big},${-big}H${big}V${big}H${-big}Z${holes}` }),
        s('path', { class: 'screen-edge', d: holes }),
      ] : [];
      const same = fresh.length === this.fade.children.length && fresh.every((el, i) => el.isEqualNode(this.fade.children[i]));
      if (!same) this.fade.replaceChildren(...fresh);
      this.beyondCount = model ? beyondCount(model) : 0;
    }
    const n = this.beyondCount || 0;
    setHidden(this.beyond, n === 0);
    if (this.beyond.firstChild) this.beyond.replaceChildren();
    if (!n) return;
    this.beyond.append(h('span', { text: t(n === 1 ? 'vpBeyondOne' : 'vpBeyond', { n }) }),
      h('button', { type: 'button', class: 'btn small ghost', id: 'zoom-all', text: t('vpFitAll'), on: { click: () => setView(fittedAll(state)) } }));
  }

  /** Brings a view into sight: fitted when it is not wholly on the stage now (or far too small to see). */
  reveal(id) {
    const node = state.model && state.model.get(id);
    const ctm = this.svg.getScreenCTM();
    if (!node || !ctm) return;
    const r = this.svg.getBoundingClientRect();
    const pts = screenCorners(node).map((p) => new DOMPoint(p.x, p.y).matrixTransform(ctm));
    const inside = pts.every((p) => p.x >= r.left && p.x <= r.right && p.y >= r.top && p.y <= r.bottom);
    const xs = pts.map((p) => p.x);
    const ys = pts.map((p) => p.y);
    const tiny = Math.max(...xs) - Math.min(...xs) < 6 && Math.max(...ys) - Math.min(...ys) < 6;
    if (!inside || tiny) setView(fittedTo(state.model, id, state.stageSize, { align: state.align }));
  }

  /** Zooms by `factor` about a client point (the drawing's centre by default): that point stays put. */
  zoomBy(factor, clientX, clientY) {
    const view = effectiveView(state);
    if (!view) return;
    const r = this.svg.getBoundingClientRect();
    setView(zoomed(view, state.stageSize, factor, clientX === undefined ? undefined : clientX - r.left,
      clientY === undefined ? undefined : clientY - r.top));
  }

  panBy(dx, dy) {
    const view = effectiveView(state);
    if (view) setView(panned(view, dx, dy));
  }

  // ---- input ----

  handleWheel(event) {
    if (!effectiveView(state)) return;
    event.preventDefault();
    const unit = event.deltaMode === 1 ? 16 : event.deltaMode === 2 ? state.stageSize.height : 1;
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
    if (!panning || !effectiveView(state)) return;
    event.preventDefault();
    event.stopPropagation();
    this.pan = { id: event.pointerId, x: event.clientX, y: event.clientY };
    setInteraction('panning');
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
    setInteraction(null);
  }

  // ---- two fingers: pinch to zoom about their midpoint, move them together to pan ----

  fingerDown(event) {
    this.fingers.set(event.pointerId, { x: event.clientX, y: event.clientY });
    capture(this.svg, event.pointerId); // its release reaches the drawing wherever it is: no finger left behind
    if (this.fingers.size < 2 || !effectiveView(state)) return;
    // A finger more during a pinch pinches on from here; else two fingers down may be a touch, until they move.
    if (this.pinch) this.startPinch(this.twoFingers());
    else this.twoDown = this.twoFingers();
  }

  /** From two fingers at `at`: the point under their midpoint stays under it, the scale follows their spread. */
  startPinch(at) {
    const { x, y, scale } = effectiveView(state);
    this.pinch = { spread: Math.max(at.spread, 1), scale, anchor: { x: x + at.mid.x / scale, y: y + at.mid.y / scale } };
    setInteraction('panning');
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
      setInteraction('pinching'); // the touch the fingers began is dropped (touch-input.js)
      this.startPinch(was); // from where the fingers came down: their movement so far counts
    }
    const { anchor } = this.pinch;
    const scale = clamp(this.pinch.scale * (spread / this.pinch.spread), ZOOM.min, ZOOM.max);
    setView({ scale, x: anchor.x - mid.x / scale, y: anchor.y - mid.y / scale });
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
      setInteraction(null);
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
    const fitSelected = () => setView(state.selected ? fittedTo(state.model, state.selected, state.stageSize, { align: state.align }) : null);
    const actions = {
      '+': () => this.zoomBy(ZOOM.step), '=': () => this.zoomBy(ZOOM.step), '-': () => this.zoomBy(1 / ZOOM.step),
      0: () => setView(null), f: fitSelected, a: () => setView(fittedAll(state)), i: () => isolate(state.isolated ? null : state.selected),
      ArrowLeft: () => this.panBy(pan, 0), ArrowRight: () => this.panBy(-pan, 0),
      ArrowUp: () => this.panBy(0, pan), ArrowDown: () => this.panBy(0, -pan),
      Escape: () => { if (state.isolated) isolate(null); },
    };
    const action = actions[event.key];
    if (!action) return;
    event.preventDefault(); // the replay's ← → (on the document) leave a focused stage alone
    action();
  }
}

function capture(el, pointerId) {
  try {
    el.setPointerCapture(pointerId);
  } catch {
    // released already
  }
}
