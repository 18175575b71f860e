// The hierarchy as exploded layers (as Xcode's View Debugger shows it): every view a plane at its box on
// screen, lifted by its depth in the tree; drag to rotate, the wheel to spread the layers. The touch is a
// ray through the stack; the hit view, the selected view and the replay's current view are lit.
// CSS 3D transforms only: one <div> per view (up to MAX_VIEWS).
import { h, num } from './dom.js';
import { screenCorners } from './derive/model.js';
import { cssColor } from './colors.js';
import { screenBox, addToolToggle } from './viewport.js';

const MAX_VIEWS = 1500;

export class Layers3D {
  constructor(stage, toolbar, { onSelect }) {
    this.stage = stage;
    this.onSelect = onSelect;
    this.on = false;
    this.rot = { x: 52, z: -28 };
    this.gap = 36;
    this.planes = new Map();
    this.root = h('div', { class: 'layers3d', id: 'layers3d', hidden: true });
    this.scene = h('div', { class: 'layers3d-scene' });
    this.root.append(this.scene);
    stage.append(this.root);
    this.button = addToolToggle(toolbar, 'layers3d-button', 'layers3d', '3D', () => this.toggle(), 'vp-3d');
    let drag = null;
    this.root.addEventListener('pointerdown', (e) => {
      drag = { x: e.clientX, y: e.clientY, moved: false };
      this.root.setPointerCapture(e.pointerId);
    });
    this.root.addEventListener('pointermove', (e) => {
      if (!drag) return;
      const dx = e.clientX - drag.x;
      const dy = e.clientY - drag.y;
      if (Math.abs(dx) + Math.abs(dy) > 2) drag.moved = true;
      drag.x = e.clientX;
      drag.y = e.clientY;
      this.rot.z += dx * 0.4;
      this.rot.x = Math.max(0, Math.min(85, this.rot.x - dy * 0.4));
      this.applyRotation();
    });
    this.root.addEventListener('pointerup', (e) => {
      const wasClick = drag && !drag.moved;
      drag = null;
      if (!wasClick) return;
      const plane = document.elementFromPoint(e.clientX, e.clientY)?.closest('[data-layer-view]');
      if (plane) this.onSelect(plane.getAttribute('data-layer-view'));
    });
    this.root.addEventListener('wheel', (e) => {
      e.preventDefault();
      this.gap = Math.max(2, Math.min(80, this.gap * Math.exp(-e.deltaY * 0.002)));
      this.layout();
    }, { passive: false });
  }

  toggle(on = !this.on) {
    this.on = on;
    this.root.hidden = !on;
    this.button.setAttribute('aria-pressed', String(on));
    this.stage.classList.toggle('showing-3d', on);
    if (on) this.build();
  }

  setModel(model) {
    this.model = model;
    if (this.on) this.build();
  }

  build() {
    const { model } = this;
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
        'data-layer-view': node.view.id, title: node.view.id,
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
    this.update(this.last || {});
  }

  layout() {
    for (const plane of this.planes.values()) {
      const z = Number(plane.dataset.depth) * this.gap;
      plane.style.transform = `translate3d(${plane.dataset.x}px, ${plane.dataset.y}px, ${num(z)}px)`;
    }
    this.placeRay();
    this.applyRotation();
  }

  applyRotation() {
    this.scene.style.transform = `rotateX(${num(this.rot.x)}deg) rotateZ(${num(this.rot.z)}deg)`;
  }

  /** Lights the hit, selected and current-step views; the touch point becomes a ray. */
  update({ hit = null, selected = null, step = null, point = null } = {}) {
    this.last = { hit, selected, step, point };
    if (!this.on) return;
    for (const [id, plane] of this.planes) {
      plane.classList.toggle('is-hit', id === hit);
      plane.classList.toggle('is-selected', id === selected);
      plane.classList.toggle('is-step', id === step);
    }
    this.placeRay();
  }

  placeRay() {
    if (!this.ray) return;
    const point = this.last && this.last.point;
    this.ray.hidden = !point;
    if (!point || !this.screen) return;
    const x = (point.x - this.screen.x - this.screen.width / 2) * this.scale;
    const y = (point.y - this.screen.y - this.screen.height / 2) * this.scale;
    const height = (this.maxDepth + 3) * this.gap;
    this.ray.style.height = `${num(height)}px`;
    // A vertical line through the stack: stood up on the screen's plane at the touch point.
    this.ray.style.transform = `translate3d(${num(x)}px, ${num(y)}px, 0) rotateX(90deg)`;
  }
}
