// Moving and resizing a view on the drawing. With "edit on the drawing" on (the store's state.dragEdit: the ✥
// button of the drawing's toolbar, or E on the stage), a press on a view selects it and dragging moves it;
// dragging one of the selected view's corner handles resizes it. Touches are off meanwhile. While dragging, each
// new frame goes to onPreview(id, 'frame', [x, y, width, height]) (the hit map follows it) and onPreviewEnd()
// when the drag ends without an edit; on release the new frame goes to onEdit(id, 'frame', [x, y, width,
// height]) — written into the JSON and re-traced like an inspector edit. It owns the drawing's
// g.drag-edit-layer (the handles, and the ghost of the frame being dragged; the drag itself is in flight here).
// Only views without a transform are moved (a frame means little under a rotation).
import { s, num, svgPoint, pointsPerPixel } from '../ui/dom.js';
import { state, subscribe, select, setDragEdit } from '../state/store.js';
import { screenCorners, isIdentity } from '../derive/model.js';

const HANDLE_PX = 9;

export class DragEdit {
  /** svg: #drawing (its g.drag-edit-layer); stage: its container (the E key). */
  constructor(svg, stage, { onEdit, onPreview = () => {}, onPreviewEnd = () => {} }) {
    Object.assign(this, { svg, onEdit, onPreview, onPreviewEnd });
    this.layer = svg.querySelector(':scope > g.drag-edit-layer');
    this.drag = null;
    svg.addEventListener('pointerdown', (e) => this.down(e), true);
    svg.addEventListener('pointermove', (e) => this.move(e), true);
    svg.addEventListener('pointerup', (e) => this.up(e), true);
    svg.addEventListener('pointercancel', () => this.cancel(), true);
    stage.addEventListener('keydown', (e) => {
      if (e.key === 'e' && !e.ctrlKey && !e.metaKey && !e.altKey && e.target === e.currentTarget) {
        e.preventDefault();
        setDragEdit(!state.dragEdit);
      }
    });
    subscribe(['dragEdit'], () => this.cancel());
    subscribe(['dragEdit', 'selected', 'model', 'view', 'stageSize'], () => this.render());
  }

  /** The editable frame of a view (in its superview's points), or null. */
  frameOf(id) {
    const node = state.model && state.model.get(id);
    if (!node) return null;
    const { view } = node;
    if (!isIdentity(view.transform) || view.anchorPoint.x !== 0.5 || view.anchorPoint.y !== 0.5 || !node.parent) return null;
    return {
      node,
      frame: { x: view.center.x - view.bounds.width / 2, y: view.center.y - view.bounds.height / 2, width: view.bounds.width, height: view.bounds.height },
    };
  }

  /** Screen points → the superview's points, for a move (the linear part of the superview's matrix, inverted). */
  toParent(node, dx, dy) {
    const [a, b, c, d] = node.parent.matrix;
    const det = a * d - b * c || 1;
    return { x: (d * dx - c * dy) / det, y: (-b * dx + a * dy) / det };
  }

  down(event) {
    if (!state.dragEdit || event.button !== 0 || event.ctrlKey || event.metaKey) return;
    event.preventDefault();
    event.stopPropagation();
    const point = svgPoint(this.svg, event);
    const handle = event.target instanceof Element ? event.target.getAttribute('data-handle') : null;
    let id = state.selected;
    if (!handle) {
      const g = event.target instanceof Element ? event.target.closest('g.views [data-view-id]') : null;
      id = g ? g.getAttribute('data-view-id') : null;
      if (id !== state.selected) select(id);
    }
    const editable = id && this.frameOf(id);
    if (!editable || !point) return;
    this.drag = { id, handle, start: point, ...editable, current: { ...editable.frame }, pointerId: event.pointerId };
    try {
      this.svg.setPointerCapture(event.pointerId);
    } catch {
      // gone already
    }
  }

  move(event) {
    if (!this.drag || event.pointerId !== this.drag.pointerId) return;
    event.stopPropagation();
    const p = svgPoint(this.svg, event);
    if (!p) return;
    const { node, frame, handle, start } = this.drag;
    const dl = this.toParent(node, p.x - start.x, p.y - start.y);
    const dx = Math.round(dl.x);
    const dy = Math.round(dl.y);
    const f = { ...frame };
    if (!handle) {
      f.x += dx;
      f.y += dy;
    } else {
      if (handle.includes('l')) { f.x += Math.min(dx, frame.width); f.width = Math.max(0, frame.width - dx); }
      if (handle.includes('r')) f.width = Math.max(0, frame.width + dx);
      if (handle.includes('t')) { f.y += Math.min(dy, frame.height); f.height = Math.max(0, frame.height - dy); }
      if (handle.includes('b')) f.height = Math.max(0, frame.height + dy);
    }
    const moved = ['x', 'y', 'width', 'height'].some((k) => f[k] !== this.drag.current[k]);
    this.drag.current = f;
    this.render();
    if (moved) this.onPreview(this.drag.id, 'frame', [f.x, f.y, f.width, f.height]);
  }

  up(event) {
    if (!this.drag || event.pointerId !== this.drag.pointerId) return;
    event.stopPropagation();
    const { id, frame, current } = this.drag;
    this.drag = null;
    this.render();
    if (['x', 'y', 'width', 'height'].some((k) => current[k] !== frame[k])) {
      this.onEdit(id, 'frame', [current.x, current.y, current.width, current.height]);
    } else {
      this.onPreviewEnd();
    }
  }

  cancel() {
    const dragging = Boolean(this.drag);
    this.drag = null;
    this.render();
    if (dragging) this.onPreviewEnd();
  }

  /** The selected view's handles, and the ghost of the frame being dragged. */
  render() {
    if (this.layer.firstChild) this.layer.replaceChildren();
    if (!state.dragEdit) return;
    const id = this.drag ? this.drag.id : state.selected;
    const editable = id && this.frameOf(id);
    if (!editable) return;
    const { node } = editable;
    const f = this.drag ? this.drag.current : editable.frame;
    // The frame in the superview's space, drawn with the superview's matrix.
    const m = node.parent.matrix;
    const k = pointsPerPixel(this.svg);
    this.layer.append(s('g', { transform: `matrix(${m.map((v) => num(v)).join(' ')})` },
      s('rect', { class: 'drag-ghost', x: num(f.x), y: num(f.y), width: num(f.width), height: num(f.height) })));
    if (!this.drag) {
      const corners = screenCorners(node);
      const names = ['tl', 'tr', 'br', 'bl'];
      corners.forEach((p, i) => this.layer.append(s('rect', {
        class: 'drag-handle', 'data-handle': names[i],
        x: num(p.x - (HANDLE_PX / 2) * k), y: num(p.y - (HANDLE_PX / 2) * k), width: num(HANDLE_PX * k), height: num(HANDLE_PX * k),
      })));
    }
  }
}
