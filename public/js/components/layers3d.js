// The hierarchy as exploded layers (as Xcode's View Debugger shows it): every view a plane at its box on
// screen, lifted by its depth in the tree; drag to rotate, the wheel to spread the layers. The touch is a
// ray through the stack; the hit view, the selected view and the replay's current view are lit. Whether it is
// shown, its angle and its spacing are the store's state.layers3d. CSS 3D transforms only: one <div> per view
// (up to MAX_VIEWS), in #layers3d.
import { h, num, setHidden } from '../ui/dom.js';
import { cssColor } from '../ui/colors.js';
import { state, subscribe, select, setLayers3D } from '../state/store.js';
import { screenCorners, nameOf } from '../derive/model.js';
import { screenBox } from '../derive/viewport.js';
import { replayStep } from '../derive/replay.js';

const MAX_VIEWS = 1500;

export class Layers3D {
  /** root: #layers3d (with its .layers3d-scene); stage: the drawing's container, whose size the planes fit. */
  constructor(root, stage) {
    this.root = root;
    this.stage = stage;
    this.scene = root.querySelector('.layers3d-scene');
    this.planes = new Map();
    this.built = null; // the model the planes were built for
    let drag = null; // a rotation in flight
    root.addEventListener('pointerdown', (e) => {
      drag = { x: e.clientX, y: e.clientY, moved: false };
      root.setPointerCapture(e.pointerId);
    });
    root.addEventListener('pointermove', (e) => {
      if (!drag) return;
      const dx = e.clientX - drag.x;
      const dy = e.clientY - drag.y;
      if (Math.abs(dx) + Math.abs(dy) > 2) drag.moved = true;
      drag.x = e.clientX;
      drag.y = e.clientY;
      const { rotX, rotZ } = state.layers3d;
      setLayers3D({ rotZ: rotZ + dx * 0.4, rotX: Math.max(0, Math.min(85, rotX - dy * 0.4)) });
    });
    root.addEventListener('pointerup', (e) => {
      const wasClick = drag && !drag.moved;
      drag = null;
      if (!wasClick) return;
      const plane = document.elementFromPoint(e.clientX, e.clientY)?.closest('[data-layer-view]');
      if (plane) select(plane.getAttribute('data-layer-view'));
    });
    root.addEventListener('wheel', (e) => {
      e.preventDefault();
      setLayers3D({ gap: Math.max(2, Math.min(80, state.layers3d.gap * Math.exp(-e.deltaY * 0.002))) });
    }, { passive: false });
    subscribe(['layers3d', 'model'], (changed) => this.render(changed), { now: true });
    subscribe(['trace', 'replay', 'selected'], () => this.light());
  }

  render(changed) {
    const { on } = state.layers3d;
    setHidden(this.root, !on);
    if (!on) return;
    if (this.built !== state.model) this.build();
    else if (changed.has('layers3d')) this.layout();
  }

  build() {
    const model = state.model;
    this.built = model;
    this.scene.replaceChildren();
    this.planes.clear();
    if (!model) return;
    const screen = screenBox(model);
    const r = this.stage.getBoundingClientRect();
    this.scale = Math.min((r.width * 0.5) / screen.width, (r.height * 0.5) / screen.height);
    this.screen = screen;
    this.maxDepth = 0;
    let n = 0;
    for (const node of model.order) {
      if (n >= MAX_VIEWS) break;
      if (this.planes.has(node.view.id)) continue;
      n += 1;
      const c = screenCorners(node);
      const xs = c.map((p) => p.x);
      const ys = c.map((p) => p.y);
      const box = { x: Math.min(...xs), y: Math.min(...ys), w: Math.max(...xs) - Math.min(...xs), h: Math.max(...ys) - Math.min(...ys) };
      const plane = h('div', {
        class: `layer-plane${node.effectiveHidden ? ' is-hidden' : ''}${node.blocker ? ' is-blocked' : ''}`,
        'data-layer-view': node.view.id, title: nameOf(model, node.view.id),
      });
      const fill = cssColor(node.view.backgroundColor);
      if (fill) plane.style.background = fill;
      plane.style.width = `${num(box.w * this.scale)}px`;
      plane.style.height = `${num(box.h * this.scale)}px`;
      plane.dataset.depth = String(node.depth);
      plane.dataset.x = String((box.x - screen.x - screen.width / 2) * this.scale);
      plane.dataset.y = String((box.y - screen.y - screen.height / 2) * this.scale);
      this.maxDepth = Math.max(this.maxDepth, node.depth);
      this.planes.set(node.view.id, plane);
      this.scene.append(plane);
    }
    this.ray = h('div', { class: 'layer-ray', id: 'layer-ray', hidden: true });
    this.scene.append(this.ray);
    this.layout();
    this.light();
  }

  layout() {
    const { gap, rotX, rotZ } = state.layers3d;
    for (const plane of this.planes.values()) {
      const z = Number(plane.dataset.depth) * gap;
      plane.style.transform = `translate3d(${plane.dataset.x}px, ${plane.dataset.y}px, ${num(z)}px)`;
    }
    this.placeRay();
    this.scene.style.transform = `rotateX(${num(rotX)}deg) rotateZ(${num(rotZ)}deg)`;
  }

  /** Lights the hit, selected and current-step views; the touch point becomes a ray. */
  light() {
    if (!state.layers3d.on || this.built !== state.model) return;
    const { step, showHit } = replayStep(state);
    const hit = showHit && state.trace ? state.trace.hitView : null;
    for (const [id, plane] of this.planes) {
      plane.classList.toggle('is-hit', id === hit);
      plane.classList.toggle('is-selected', id === state.selected);
      plane.classList.toggle('is-step', Boolean(step) && id === step.view);
    }
    this.placeRay();
  }

  placeRay() {
    if (!this.ray) return;
    const p = state.trace && (state.trace.point || state.trace.touch);
    const point = p && Number.isFinite(p.x) ? p : null;
    setHidden(this.ray, !point);
    if (!point || !this.screen) return;
    const x = (point.x - this.screen.x - this.screen.width / 2) * this.scale;
    const y = (point.y - this.screen.y - this.screen.height / 2) * this.scale;
    const height = (this.maxDepth + 3) * state.layers3d.gap;
    this.ray.style.height = `${num(height)}px`;
    // A vertical line through the stack: stood up on the screen's plane at the touch point.
    this.ray.style.transform = `translate3d(${num(x)}px, ${num(y)}px, 0) rotateX(90deg)`;
  }
}
