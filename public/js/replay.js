// Replaying the traversal: every hitTest / pointInside call and every return, in order, one at a
// time. `pos` counts the steps shown (0…n); the current step is steps[pos − 1]. A fresh trace opens
// in "overview": every step listed, none current.
import { h, clear, pt, scrollWithin } from './dom.js';
import { t, tParts } from './i18n.js';
import { stepSentence, reasonLabel, code } from './explain.js';

const BASE_INTERVAL_MS = 900;

export class Replay {
  constructor(els, { onStep }) {
    this.els = els;
    this.onStep = onStep;
    this.steps = [];
    this.model = null;
    this.pos = 0;
    this.overview = true;
    this.timer = null;
    els.start.addEventListener('click', () => this.goto(0));
    els.back.addEventListener('click', () => this.back());
    els.forward.addEventListener('click', () => this.forward());
    els.end.addEventListener('click', () => this.goto(this.steps.length));
    els.play.addEventListener('click', () => this.toggle());
    els.speed.addEventListener('change', () => { if (this.timer) this.schedule(); });
    document.addEventListener('keydown', (event) => this.handleKey(event));
  }

  load(trace, model, { autoplay = false } = {}) {
    this.pause();
    this.model = model;
    this.steps = Array.isArray(trace && trace.steps) ? trace.steps : [];
    this.render();
    if (autoplay && this.steps.length) {
      this.pos = 0;
      this.overview = false;
      this.update();
      this.play();
    } else {
      this.pos = this.steps.length;
      this.overview = true;
      this.update();
    }
  }

  clear() {
    this.pause();
    this.steps = [];
    this.pos = 0;
    this.overview = true;
    clear(this.els.list);
    this.update();
  }

  /** Rebuilds the rows (after a language change, say). */
  render() {
    const list = clear(this.els.list);
    this.rows = this.steps.map((step, i) => {
      const result = [];
      if (step.call === 'pointInside') {
        result.push(h('span', { class: `result ${step.result ? 'yes' : 'no'}`, text: step.result ? '✓ true' : '✗ false' }));
      } else if (step.call === 'return') {
        result.push(h('span', { class: `result ${step.result ? 'yes' : 'no'}`, text: `→ ${step.result ?? 'nil'}` }));
        if (step.reason) result.push(h('span', { class: `reason reason-${step.reason}`, text: reasonLabel(step.reason) }));
      }
      const row = h('li', {
        class: `step call-${step.call}`,
        'data-step': String(i),
        on: { click: () => this.goto(i + 1) },
      },
      h('span', { class: 'step-index', text: String(i + 1) }),
      h('span', { class: 'step-body' },
        h('span', { class: 'step-call', text: step.call }),
        h('span', { class: 'step-view', text: String(step.view) }),
        step.call === 'return' ? null : h('span', { class: 'step-point', text: pt(step.point) }),
        ...result));
      row.style.setProperty('--depth', String(Number.isFinite(step.depth) ? step.depth : 0));
      list.append(row);
      return row;
    });
  }

  goto(pos) {
    this.overview = false;
    this.pos = Math.max(0, Math.min(this.steps.length, pos));
    this.update();
  }

  forward() {
    this.pause();
    if (this.overview) this.goto(1);
    else this.goto(this.pos + 1);
  }

  back() {
    this.pause();
    if (this.overview) this.goto(this.steps.length);
    else this.goto(this.pos - 1);
  }

  toggle() {
    if (this.timer) this.pause();
    else this.play();
  }

  play() {
    if (!this.steps.length) return;
    if (this.overview || this.pos >= this.steps.length) this.goto(0);
    this.els.play.classList.add('playing');
    this.els.play.setAttribute('aria-pressed', 'true');
    this.els.play.title = t('pause');
    this.schedule();
  }

  schedule() {
    clearInterval(this.timer);
    const speed = Number(this.els.speed.value) || 1;
    const tick = () => {
      this.goto(this.pos + 1);
      if (this.pos >= this.steps.length) this.pause();
    };
    this.timer = setInterval(tick, BASE_INTERVAL_MS / speed);
    if (this.pos === 0) tick();
  }

  pause() {
    clearInterval(this.timer);
    this.timer = null;
    this.els.play.classList.remove('playing');
    this.els.play.setAttribute('aria-pressed', 'false');
    this.els.play.title = t('play');
  }

  get current() {
    return !this.overview && this.pos > 0 ? this.steps[this.pos - 1] : null;
  }

  update() {
    const n = this.steps.length;
    const current = this.current;
    (this.rows || []).forEach((row, i) => {
      const isCurrent = current !== null && i === this.pos - 1;
      row.classList.toggle('is-current', isCurrent);
      row.classList.toggle('is-future', !this.overview && i >= this.pos);
      if (isCurrent) row.setAttribute('aria-current', 'step');
      else row.removeAttribute('aria-current');
      if (isCurrent) scrollWithin(this.els.list, row);
    });
    this.els.counter.textContent = n === 0 ? '' : this.overview ? t('stepsTotal', { n }) : t('stepOf', { i: this.pos, n });
    this.els.back.disabled = n === 0 || (!this.overview && this.pos === 0);
    this.els.forward.disabled = n === 0 || (!this.overview && this.pos >= n);
    this.els.start.disabled = n === 0;
    this.els.end.disabled = n === 0;
    this.els.play.disabled = n === 0;
    this.narrate(current);
    this.onStep(current, this.overview ? n : this.pos);
  }

  narrate(step) {
    const box = clear(this.els.narration);
    if (!step) {
      box.append(h('span', { class: 'muted' }, ...(this.steps.length ? tParts('replayHint') : [])));
      return;
    }
    const head = h('div', { class: 'narration-head' },
      h('span', { class: `step-call call-${step.call}`, text: step.call }), ' ', code(step.view),
      step.point ? h('span', { class: 'narration-point', text: ` ${t('localPoint')} ${pt(step.point)}` }) : '');
    box.append(head, h('div', { class: 'narration-text' }, ...stepSentence(step, this.model)));
  }

  handleKey(event) {
    if (!this.steps.length || event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
    const target = event.target;
    const typing = target instanceof HTMLElement
      && (target.isContentEditable || ['TEXTAREA', 'SELECT'].includes(target.tagName)
        || (target.tagName === 'INPUT' && !['checkbox', 'radio', 'button'].includes(target.type)));
    if (typing) return;
    if (target instanceof HTMLElement && target.closest('[role="tree"]') && ['ArrowUp', 'ArrowDown'].includes(event.key)) return;
    switch (event.key) {
      case 'ArrowRight':
        this.forward();
        break;
      case 'ArrowLeft':
        this.back();
        break;
      case 'Home':
        this.pause();
        this.goto(0);
        break;
      case 'End':
        this.pause();
        this.goto(this.steps.length);
        break;
      case ' ':
        if (target instanceof HTMLElement && ['BUTTON', 'A'].includes(target.tagName)) return;
        this.toggle();
        break;
      default:
        return;
    }
    event.preventDefault();
  }
}
