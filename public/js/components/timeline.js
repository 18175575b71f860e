// The delivery panel under the drawing: what happened to a touch over time (trace.delivery). A strip of
// what the app sees fire, in order; the scroll outcome; each recognizer's final state; then one row per
// timeline entry (time, kind, target, event or new state, and the server's reason). Rows link to the view
// they concern, so hovering one outlines it on the drawing and clicking selects it.
// The delivery comes from the server and names come from strangers: every field is read defensively and
// reaches the page as text only. It draws the store's trace; whether it is open is the store's timelineOpen.
import { h, clear, setHidden, afterPaint, noneChanged } from '../ui/dom.js';
import { t, tParts } from '../ui/i18n.js';
import { richText, code } from '../ui/explain.js';
import { kindIcon, KINDS } from '../ui/timeline-icons.js';
import { linked } from '../ui/linked.js';
import {
  deliveryOf, objects, text, groupRuns, stateClass, stateMark, ms, seconds, scrollSentence,
} from '../ui/timeline-format.js';
import { state, subscribe, select, hover, setTimelineOpen } from '../state/store.js';
import { summarize } from '../derive/touch-summary.js';
import { nameOf } from '../derive/model.js';

/** A recognizer's state or a phase held back, in the page's words ("began" is 开始 in 中文); an event name or
 *  anything the strings do not know (a control event such as touchUpInside is code) as it is. */
function phaseWord(value) {
  const key = `tlPhase.${value}`;
  const word = t(key);
  return word === key ? value : word;
}

/** Rows drawn at most; a long drag is summarised by grouping first, then cut here. */
const MAX_ROWS = 400;

export class Timeline {
  /** els: {panel, toggle, body, gesture, actionsBlock, actions, scrolls, recognizers, rows, empty, truncated}. */
  constructor(els) {
    this.els = els;
    this.rows = [];
    els.toggle.addEventListener('click', () => setTimelineOpen(!state.timelineOpen));
    els.rows.addEventListener('keydown', (event) => this.handleKey(event));
    subscribe(['timelineOpen'], () => this.renderOpen(), { now: true });
    // A touch's timeline once the frame showing its answer is painted (it is below the fold, or in a phone tab).
    const later = afterPaint(() => this.render());
    subscribe(['trace', 'language'], (changed) => (noneChanged(changed, ['language']) ? later() : later.now()), { now: true });
  }

  get trace() {
    return state.trace;
  }

  model() {
    return state.model;
  }

  renderOpen() {
    const open = state.timelineOpen;
    this.els.toggle.setAttribute('aria-expanded', String(open));
    setHidden(this.els.body, !open);
  }

  /**
   * The delivery of the trace (a trace without one says so). No touch yet: no panel, and the drawing has the
   * whole height. (A panel kept empty would keep the split still, but it shrinks the drawing below the size at
   * which every whole point can be clicked exactly.)
   */
  render() {
    const { els } = this;
    if (!this.trace) {
      this.rows = [];
      setHidden(els.panel, true);
      return;
    }
    const delivery = deliveryOf(this.trace);
    setHidden(els.panel, false);
    this.renderCaption();
    if (!delivery) {
      for (const el of [els.actionsBlock, els.scrolls, els.recognizers, els.rows, els.truncated]) setHidden(el, true);
      clear(els.rows);
      this.rows = [];
      setHidden(els.empty, false);
      els.empty.textContent = t('tlNoDelivery');
      return;
    }

    const actions = objects(delivery.actions);
    const entries = objects(delivery.timeline);
    // With two fingers down, which finger a view's event is about matters; with one it is noise.
    this.manyFingers = new Set(objects(delivery.touches).map((f) => f.finger)).size > 1;
    // "Nothing fires" is an answer too (a drag on a plain view), so the strip stays unless nothing happened at all.
    setHidden(els.actionsBlock, actions.length === 0 && entries.length === 0);
    clear(els.actions);
    groupRuns(actions, (a) => [a.source, a.event]).forEach((run, i) => els.actions.append(this.fire(run, i)));
    if (!actions.length) els.actions.append(h('li', { class: 'fires-none muted', text: t('tlNothingFires') }));

    // A huge touch is cut short by the server (a work budget): say so before anything else is read as whole.
    const truncated = delivery.truncated && typeof delivery.truncated === 'object' ? delivery.truncated : null;
    setHidden(els.truncated, !truncated);
    els.truncated.textContent = truncated ? t('tlTruncated', { message: text(truncated.message) || text(truncated.omittedEntries) }) : '';

    const scrolls = objects(delivery.scrolls);
    setHidden(clear(els.scrolls), scrolls.length === 0);
    for (const scroll of scrolls) els.scrolls.append(h('p', { class: `scroll-outcome${scroll.scrolled ? ' scrolled' : ''}` }, ...scrollSentence(scroll, this.model())));

    // Only the recognizers that saw a touch (the server may list others with sawTouch: false).
    const recognizers = objects(delivery.recognizers).filter((r) => r.sawTouch !== false);
    setHidden(clear(els.recognizers), recognizers.length === 0);
    if (recognizers.length) {
      els.recognizers.append(h('span', { class: 'label', text: t('tlRecognizers') }),
        ...recognizers.map((r) => this.recognizerChip(r)));
    }

    const runs = groupRuns(entries, (e) => [e.kind, e.target, e.event, e.state, e.receivedBy, e.finger]);
    clear(els.rows);
    this.rows = runs.slice(0, MAX_ROWS).map((run, i) => this.row(run, i));
    els.rows.append(...this.rows);
    // Not an option of the list box: a note at its end.
    if (runs.length > MAX_ROWS) els.rows.append(h('li', { class: 'tl-more muted', role: 'none', text: t('tlMore', { n: runs.length - MAX_ROWS }) }));
    if (this.rows.length) this.rows[0].tabIndex = 0;
    setHidden(els.rows, this.rows.length === 0);
    setHidden(els.empty, this.rows.length > 0);
    els.empty.textContent = this.rows.length ? '' : t('tlEmpty');
  }

  /** "long press · 0.82 s" — what the person did, read from the touch as the server echoed it. */
  renderCaption() {
    const summary = summarize(this.trace.touch);
    const parts = [];
    if (summary) {
      // "2 fingers" says it all for a touch of several fingers; a pinch also names itself.
      if (summary.kind !== 'multiFinger') {
        parts.push(summary.kind === 'multiTap' ? t('gesture.multiTap', { n: summary.taps }) : t(`gesture.${summary.kind}`));
      }
      if (summary.fingers > 1) parts.push(t('gestureFingers', { n: summary.fingers }));
      if (summary.duration !== null && summary.duration > 0) parts.push(t('gestureSeconds', { s: seconds(summary.duration) }));
      if (summary.distance !== null && summary.distance > 0) parts.push(t('gesturePoints', { d: Math.round(summary.distance) }));
    }
    this.els.gesture.textContent = parts.join(' · ');
    this.els.gesture.dataset.gesture = summary ? summary.kind : '';
  }

  /** One thing the app sees fire: its order, time, source and event. */
  fire(run, i) {
    const a = run.first;
    const item = h('li', { class: `fire ${stateClass(a.event)}`, 'data-fire-source': text(a.source), 'data-fire-event': text(a.event) },
      h('span', { class: 'fire-index', text: String(i + 1) }),
      h('span', { class: 'fire-time', text: ms(a.t) }),
      code(this.label(a.source)),
      h('span', { class: 'fire-event', text: text(a.event) }),
      valueChangeOf(a) ? h('span', { class: 'fire-value', text: valueChangeOf(a) }) : null,
      run.count > 1 ? h('span', { class: 'tl-count', text: `×${run.count}` }) : null);
    this.link(item, this.viewOf(a.source, 'auto'));
    return item;
  }

  recognizerChip(r) {
    const state = text(r.state);
    const chip = h('span', {
      class: `recognizer-chip ${stateClass(state)}`, 'data-recognizer': text(r.id), 'data-state': state,
      title: [r.view ? t('tlRecognizerOn', { type: text(r.type), view: this.label(r.view) }) : text(r.type), text(r.note)].filter(Boolean).join('. '),
    },
    kindIcon('recognizer'),
    h('code', { class: 'vid', text: text(r.id) }),
    r.builtIn ? h('span', { class: 'builtin', text: t('tlBuiltIn') }) : null,
    h('span', { class: 'tl-state', title: state, text: `${stateMark(state)} ${phaseWord(state)}` }));
    this.link(chip, this.viewOf(r.id, 'recognizer'));
    return chip;
  }

  row(run, i) {
    const e = run.first;
    const kind = KINDS.includes(e.kind) ? e.kind : 'other';
    const statePhase = e.event === 'stateChanged' || e.event === 'controlEvent';
    const shown = statePhase ? e.state : e.event;
    // Other events may carry a detail in `state` too, such as the phase a scroll view holds back ("held touchesBegan").
    const detail = !statePhase && typeof e.state === 'string' && e.state ? e.state : null;
    const head = h('div', { class: 'tl-line' },
      h('span', { class: 'tl-time', text: run.count > 1 ? `${ms(e.t)}–${ms(run.last.t)}` : ms(e.t) }),
      h('span', { class: 'tl-kind' }, kindIcon(kind), h('span', { class: 'tl-kind-label', text: t(`tlKind.${kind}`) })),
      h('span', { class: 'tl-target' }, h('code', { class: 'vid', text: this.label(e.target) }),
        this.manyFingers && Number.isFinite(e.finger) ? h('span', { class: 'tl-finger', text: t('tlFinger', { n: e.finger }) }) : null),
      h('span', { class: `tl-event ${stateClass(shown)}`, title: text(e.event) },
        e.event === 'stateChanged' ? h('span', { class: 'tl-arrow', text: '→ ' }) : null,
        stateMark(shown) ? h('span', { class: 'tl-mark', 'aria-hidden': 'true', text: `${stateMark(shown)} ` }) : null,
        statePhase ? phaseWord(text(shown)) : text(shown),
        detail ? h('span', { class: 'tl-detail', title: detail, text: ` ${phaseWord(detail)}` }) : null,
        run.count > 1 ? h('span', { class: 'tl-count', text: `×${run.count}` }) : null));
    const notes = [];
    if (e.receivedBy !== undefined && e.receivedBy !== null && e.receivedBy !== e.target) {
      notes.push(h('span', { class: 'tl-received' }, ...tParts('tlReceivedBy', { responder: code(this.label(e.receivedBy)) })));
    }
    // A run of moves: its last reason is the latest news (the scroll offset it reached, say).
    const reason = run.last.reason;
    // The server's sentence, in the page's language (the trace was asked for in it).
    if (typeof reason === 'string' && reason.trim()) notes.push(h('span', { class: 'tl-reason' }, ...richText(reason, state.model)));
    const row = h('li', {
      class: `tl-row kind-${kind}`, role: 'option', tabindex: '-1', 'aria-selected': 'false',
      'data-timeline-index': String(i), 'data-timeline-kind': kind, 'data-timeline-target': text(e.target),
      'data-timeline-event': text(e.event), 'data-timeline-count': String(run.count),
    }, head, notes.length ? h('div', { class: 'tl-notes' }, ...notes) : null);
    const view = this.viewOf(e.target, kind);
    row.addEventListener('click', () => this.activate(i, view));
    row.addEventListener('pointerenter', () => hover(view));
    row.addEventListener('pointerleave', () => hover(null));
    row.addEventListener('focus', () => hover(view));
    row.addEventListener('blur', () => hover(null));
    return row;
  }

  /** Selects the row's view on the drawing and marks the row. */
  activate(i, view) {
    this.rows.forEach((row, j) => {
      row.setAttribute('aria-selected', String(j === i));
      row.tabIndex = j === i ? 0 : -1;
    });
    if (view) select(view);
  }

  /**
   * The drawn view an entry concerns: a recognizer's own view (from `recognizers`, else the part of a
   * built-in id such as "SV.pan" before the dot), or the target itself. Null when it is not drawn.
   */
  viewOf(target, kind) {
    const model = this.model();
    if (target === undefined || target === null || !model) return null;
    const id = String(target);
    const drawn = (v) => (v !== undefined && v !== null && model.get(String(v)) ? String(v) : null);
    if (kind !== 'recognizer' && drawn(id)) return id;
    const recognizer = objects(deliveryOf(this.trace)?.recognizers).find((r) => r.id === id);
    if (recognizer && drawn(recognizer.view)) return String(recognizer.view);
    const dot = id.lastIndexOf('.');
    if (dot > 0 && drawn(id.slice(0, dot))) return id.slice(0, dot);
    return drawn(id);
  }

  /** An entry's target, responder or source as people name it: a drawn view by its display name, anything
   *  else (a recognizer, a view controller, the application) as the server wrote it. */
  label(value) {
    const id = text(value);
    const model = this.model();
    return model && model.get(id) ? nameOf(model, id) : id;
  }

  link(el, view) {
    if (view) linked(el, view);
  }

  /** ↑ ↓ Home End move along the rows (the rows are one tab stop); Enter or space selects the view. */
  handleKey(event) {
    const i = this.rows.indexOf(event.target);
    if (i < 0) return;
    let next = null;
    switch (event.key) {
      case 'ArrowDown': next = Math.min(this.rows.length - 1, i + 1); break;
      case 'ArrowUp': next = Math.max(0, i - 1); break;
      case 'Home': next = 0; break;
      case 'End': next = this.rows.length - 1; break;
      case 'Enter':
      case ' ':
        event.target.click();
        event.preventDefault();
        return;
      default:
        return;
    }
    // Handled here, so the replay's own arrow / Home / End keys leave it alone (it checks defaultPrevented).
    event.preventDefault();
    this.rows[i].tabIndex = -1;
    this.rows[next].tabIndex = 0;
    this.rows[next].focus();
  }
}

/** A valueChanged's value as the row shows it ("isOn false → true"), or '' (rules 3.13–3.16). */
function valueChangeOf(a) {
  const v = a && a.value;
  if (!v || typeof v !== 'object') return '';
  return `${text(v.property)} ${text(v.before)} → ${text(v.after)}`;
}
