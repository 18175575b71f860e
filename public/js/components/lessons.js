// Lessons (#lesson, #lessons-button): a short guided sequence over the presets (derive/lessons.js has the
// stops). The stop open and whether its explanation is shown are the store's state.lesson; going to a stop
// (its preset loaded, its touch made) is onGo(n)'s.
import { h, clear, setHidden } from '../ui/dom.js';
import { t } from '../ui/i18n.js';
import { state, subscribe, setLesson } from '../state/store.js';
import { STOPS } from '../derive/lessons.js';

export class Lessons {
  /** els: {button, card}; onGo(n): opens stop n (1-based). */
  constructor(els, { onGo }) {
    this.els = els;
    this.go = onGo;
    els.button.addEventListener('click', () => (state.lesson.stop ? this.close() : this.go(1)));
    subscribe(['lesson', 'language'], () => this.render(), { now: true });
  }

  close() {
    setLesson({ stop: null, revealed: false });
  }

  render() {
    const n = state.lesson.stop;
    const stop = n ? STOPS[n - 1] : null;
    this.els.button.setAttribute('aria-pressed', String(Boolean(stop)));
    const card = clear(this.els.card);
    setHidden(card, !stop);
    if (!stop) return;
    const lang = state.language;
    const explanation = h('p', { class: 'lesson-explanation', 'data-lesson-explanation': '', text: stop.explanation[lang] || stop.explanation.en });
    setHidden(explanation, !state.lesson.revealed);
    const reveal = h('button', {
      type: 'button', class: 'btn small', text: t('lessonExplain'),
      on: { click: () => setLesson({ revealed: true }) },
    });
    setHidden(reveal, state.lesson.revealed);
    card.append(
      h('div', { class: 'card-head' },
        h('h3', { text: `${t('lessonTitle')} · ${t(`lessonTheme.${stop.theme}`)}` }),
        h('span', { class: 'lesson-count', text: t('lessonStop', { i: n, n: STOPS.length }) })),
      h('p', { class: 'lesson-question', 'data-lesson-question': '', text: stop.question[lang] || stop.question.en }),
      reveal, explanation,
      h('div', { class: 'lesson-nav' },
        h('button', { type: 'button', class: 'btn small', disabled: n <= 1 ? '' : undefined, text: t('lessonPrev'), on: { click: () => this.go(n - 1) } }),
        h('button', { type: 'button', class: 'btn small primary', disabled: n >= STOPS.length ? '' : undefined, text: t('lessonNext'), on: { click: () => this.go(n + 1) } }),
        h('button', { type: 'button', class: 'btn small ghost', text: t('lessonClose'), on: { click: () => this.close() } })));
  }
}

