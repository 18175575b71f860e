// The drawing's toolbar: zoom in and out, fit the screen (in 3D, the first angle too), fit the selected view,
// isolate the selected view's subtree, move views on the drawing, the layers in 3D, and the zoom level. Each
// button changes the store; the viewport, the drag editor and the 3D layers draw what it says. Its buttons'
// static words are index.html's (components/static-text.js); the isolate button's title names the view
// isolated.
import { setAttributes } from '../ui/dom.js';
import { t } from '../ui/i18n.js';
import { state, subscribe, setView, isolate, setDragEdit, setLayers3D } from '../state/store.js';
import { nameOf } from '../derive/model.js';
import { ZOOM, effectiveView, fittedTo, zoomed } from '../derive/viewport.js';
import { DEFAULT_ANGLE } from '../derive/layers3d.js';

export class StageToolbar {
  /** els: {zoomIn, zoomOut, fit, fitSelection, isolate, dragEdit, layers3d, zoomLevel}. */
  constructor(els) {
    this.els = els;
    const zoom = (factor) => {
      const view = effectiveView(state);
      if (view) setView(zoomed(view, state.stageSize, factor));
    };
    els.zoomIn.addEventListener('click', () => zoom(ZOOM.step));
    els.zoomOut.addEventListener('click', () => zoom(1 / ZOOM.step));
    // Fit fits the screen, and in 3D puts the angle and the spacing back as well.
    els.fit.addEventListener('click', () => {
      setView(null);
      if (state.layers3d.on) setLayers3D(DEFAULT_ANGLE);
    });
    els.fitSelection.addEventListener('click', () => {
      setView(state.selected ? fittedTo(state.model, state.selected, state.stageSize, { align: state.align }) : null);
    });
    els.isolate.addEventListener('click', () => isolate(state.isolated ? null : state.selected));
    els.dragEdit.addEventListener('click', () => setDragEdit(!state.dragEdit));
    els.layers3d.addEventListener('click', () => setLayers3D({ on: !state.layers3d.on }));
    subscribe(['view', 'isolated', 'dragEdit', 'layers3d', 'language', 'model'], () => this.render(), { now: true });
  }

  render() {
    const { els } = this;
    const zoom = state.view ? `${Math.round(state.view.scale * 100)}%` : '';
    if (els.zoomLevel.textContent !== zoom) els.zoomLevel.textContent = zoom;
    setAttributes(els.isolate, {
      'aria-pressed': String(Boolean(state.isolated)),
      title: state.isolated ? t('vpIsolateOff', { id: nameOf(state.model, state.isolated) }) : t('vpIsolate'),
    });
    setAttributes(els.dragEdit, { 'aria-pressed': String(state.dragEdit) });
    setAttributes(els.layers3d, { 'aria-pressed': String(state.layers3d.on) });
  }
}
