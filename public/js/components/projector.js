// The projector stage (body.projector): the drawing as large as the screen allows, the current step's
// sentence large on the stage beside the view it is about (#stage-sentence), the current step row kept in
// view, and labels that never overlap (labels.js, the page's one label placement, keeps clear of the sentence:
// its box is the store's labelObstacles). Sizes are set in style.css ("classroom" section).
import { h, clear, pt, clientBoxOf, setHidden } from '../ui/dom.js';
import { t, tParts } from '../ui/i18n.js';
import { stepSentence, viewName, keepCodeWhole } from '../ui/explain.js';
import { state, subscribe, setLabelObstacles } from '../state/store.js';
import { replayStep } from '../derive/replay.js';

const GAP = 16; // px between the sentence and the drawing / the stage's edge
const SIDE_MIN = 260; // the narrowest gutter the sentence goes into beside the drawing
const FONT_MIN = 20; // px: the smallest type on the projector; a narrow box sets a long selector smaller, never breaks it

export class ProjectorStage {
  /** els: {stage, sentence, svg (the drawing), qr (the room's code, #room-code), toolbar (the zoom buttons)}. */
  constructor(els) {
    this.els = els;
    this.frame = 0;
    new ResizeObserver(() => this.schedule()).observe(els.stage);
    if (els.qr) new ResizeObserver(() => this.schedule()).observe(els.qr); // the room's code shown, hidden or resized
    subscribe(['projector', 'trace', 'model', 'replay', 'language', 'view', 'stageSize'], () => this.schedule(), { now: true });
  }

  schedule() {
    cancelAnimationFrame(this.frame);
    // Next frame: after the drawing's own resize handling has set the label size for the new scale.
    this.frame = requestAnimationFrame(() => this.place());
  }

  place() {
    const box = this.els.sentence;
    if (!state.projector || !state.model) {
      setHidden(box, true);
      if (state.labelObstacles.length) setLabelObstacles([]);
      return;
    }
    const about = this.fill();
    if (!about) {
      setHidden(box, true);
      if (state.labelObstacles.length) setLabelObstacles([]);
      return;
    }
    setHidden(box, false);
    this.position(about);
    const r = box.getBoundingClientRect();
    setLabelObstacles([{ left: r.left, top: r.top, right: r.right, bottom: r.bottom, width: r.width, height: r.height }]);
  }

  /** Writes the sentence; answers the id of the view it is about (null: nothing to say). */
  fill() {
    const box = clear(this.els.sentence);
    const { step, showHit } = replayStep(state);
    const model = state.model;
    const trace = state.trace;
    const finished = Boolean(trace) && showHit;
    if (step) {
      box.dataset.call = step.call;
      box.append(
        h('div', { class: 'sentence-head' },
          h('span', { class: `step-call call-${step.call}`, text: step.call }), ' ', viewName(model, step.view),
          step.point ? h('span', { class: 'sentence-point' }, ` ${t('localPoint')} `, h('span', { class: 'nobr', text: pt(step.point) })) : ''),
        h('div', { class: 'sentence-text' }, ...keepCodeWhole(stepSentence(step, model))));
      return step.view;
    }
    const hit = trace && trace.hitView;
    if (finished && hit && model.get(hit)) {
      box.dataset.call = 'answer';
      box.append(h('div', { class: 'sentence-text' }, ...keepCodeWhole(tParts('why.hit', { view: viewName(model, hit) }))));
      return hit;
    }
    if (finished && !hit) {
      box.dataset.call = 'answer';
      box.append(h('div', { class: 'sentence-text', text: t('projectorNoHit') }));
      return null;
    }
    return null;
  }

  /** Beside the drawing, level with the view, when a gutter is wide enough; else above or below the view. */
  position(viewId) {
    const { stage, sentence: box, svg } = this.els;
    const s = stage.getBoundingClientRect();
    const screens = svg.querySelector('.screens');
    const d = screens ? screens.getBoundingClientRect() : s;
    const v = clientBoxOf(svg, state.model.get(viewId)) || { left: d.left, right: d.right, top: d.top, bottom: d.bottom };
    const left = d.left - s.left;
    const right = s.right - d.right;
    const side = Math.max(left, right);
    let x;
    let width;
    box.style.width = '';
    if (side >= SIDE_MIN) {
      width = Math.min(side - 2 * GAP, 520);
      box.style.width = `${width}px`;
      x = right >= left ? d.right - s.left + GAP : d.left - s.left - GAP - width;
      box.dataset.side = right >= left ? 'right' : 'left';
    } else {
      width = Math.min(s.width - 2 * GAP, 560);
      box.style.width = `${width}px`;
      x = Math.max(GAP, Math.min(s.width - GAP - width, (v.left + v.right) / 2 - s.left - width / 2));
      box.dataset.side = 'over';
    }
    fitFont(box);
    const height = box.offsetHeight;
    let y;
    if (box.dataset.side === 'over') {
      const below = v.bottom - s.top + GAP;
      y = below + height <= s.height - GAP ? below : v.top - s.top - GAP - height;
    } else {
      y = (v.top + v.bottom) / 2 - s.top - height / 2;
    }
    // Keep clear of the QR code in the stage's bottom-right corner when beside it: narrower, to stay level with
    // a view low on the screen, when the gutter left of the code is wide enough; else above the code.
    const qr = this.els.qr && !this.els.qr.hidden ? this.els.qr.getBoundingClientRect() : null;
    let floor = s.height;
    if (qr && box.dataset.side === 'right' && x + width > qr.left - s.left && y + height > qr.top - s.top - GAP) {
      const narrow = qr.left - s.left - GAP - x;
      if (narrow >= SIDE_MIN - 2 * GAP && fitsAt(box, narrow)) {
        const taller = box.offsetHeight;
        y = (v.top + v.bottom) / 2 - s.top - taller / 2;
        y = Math.max(GAP, Math.min(s.height - GAP - taller, y));
        box.style.left = `${Math.round(x)}px`;
        box.style.top = `${Math.round(y)}px`;
        return;
      }
      floor = qr.top - s.top;
      box.style.width = `${width}px`;
      fitFont(box);
    }
    y = Math.max(GAP, Math.min(floor - GAP - height, y));
    // Below the zoom buttons in the stage's top-right corner when it would run under them.
    const bar = this.els.toolbar ? this.els.toolbar.getBoundingClientRect() : null;
    if (bar && bar.width && x < bar.right - s.left && x + width > bar.left - s.left && y < bar.bottom - s.top + GAP) {
      y = Math.min(bar.bottom - s.top + GAP, Math.max(GAP, floor - GAP - height));
    }
    box.style.left = `${Math.round(x)}px`;
    box.style.top = `${Math.round(y)}px`;
  }
}

/** Whether the sentence fits `width` px (its type made smaller as far as FONT_MIN); it is left at that width. */
function fitsAt(box, width) {
  box.style.width = `${width}px`;
  fitFont(box);
  return box.scrollWidth <= box.clientWidth + 1;
}

/** The sentence's type made smaller (to FONT_MIN at least) until its widest unbroken part — a selector such as
 *  pointInside:withEvent: or a point, which never wrap — fits the box's width. */
function fitFont(box) {
  box.style.fontSize = '';
  let size = parseFloat(getComputedStyle(box).fontSize);
  while (box.scrollWidth > box.clientWidth + 1 && size > FONT_MIN) {
    size = Math.max(FONT_MIN, size - 2);
    box.style.fontSize = `${size}px`;
  }
}
