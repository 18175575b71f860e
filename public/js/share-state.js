// Links that keep the lesson: the hierarchy (?preset= or ?h=), the touch (?x=&y= for a tap, ?g= for a
// shorthand gesture, ?t= for a stored trace), the replay step (?step=N, or ?step=all for the overview), the
// language (?lang=), projector and predict mode (?projector=1, ?predict=1). #share-link always holds the
// link for what is on screen now; the projector stage shows it as a QR code (#qr, made by the server).
//
// The part that names the hierarchy and the touch (the "base") is worked out once per touch (refreshBase): an
// unedited preset is named as such, a stored hierarchy by its id; edited JSON has no link until the Share
// button stores it (nothing is stored per edit); a recorded gesture rides in ?g= when short, else it is linked
// as its stored trace (?t=, made by the Share button). The step, language and modes are added on every change
// (update), without a request.
import { language } from './i18n.js';

/** What the link asks for beyond what url.js reads: the step, predict mode and a shorthand gesture. */
/** The longest recorded gesture (as JSON) carried in a link's ?g=; a QR code must still scan from afar. */
const MAX_INLINE = 600;

export function lessonParams() {
  const params = new URLSearchParams(location.search);
  const stepText = params.get('step');
  let step = null;
  if (stepText === 'all') step = 'all';
  else if (stepText !== null && /^\d+$/.test(stepText)) step = Number(stepText);
  let gesture = null;
  try {
    const parsed = params.has('g') ? JSON.parse(params.get('g')) : null;
    if (parsed && typeof parsed === 'object' && (typeof parsed.gesture === 'string' || Array.isArray(parsed.sequence))) gesture = parsed;
  } catch {
    gesture = null;
  }
  return { step, gesture, predict: params.has('predict') ? params.get('predict') !== '0' : null };
}

/** Shows the step a link names: N (0…n) steps shown, or 'all' (the overview, every step, the answer). */
export function applyStep(replay, step) {
  if (!replay.steps.length) return;
  replay.pause();
  if (step === 'all') {
    replay.overview = true;
    replay.pos = replay.steps.length;
    replay.update();
  } else {
    replay.goto(step);
  }
}

export class ShareState {
  /**
   * els: {link (an <a>), qr (an <img>)}; get(): {state, replay, projector, predict} read at each update.
   */
  constructor(els, get) {
    this.els = els;
    this.get = get;
    this.base = null; // URLSearchParams naming the hierarchy and the touch, or null while unknown
    this.qrTimer = null;
    this.qrFor = null;
    this.link = '';
  }

  /** Works out the base again (after a new touch, a preset, an edit); then updates the link. */
  refreshBase() {
    this.base = this.baseFor(this.get().state);
    this.update();
  }

  baseFor(state) {
    if (!state.input) return null;
    const params = new URLSearchParams();
    const touch = state.touch;
    const isTap = touch && !Array.isArray(touch.sequence) && typeof touch.gesture !== 'string' && Number.isFinite(touch.x);
    const isShorthand = touch && typeof touch.gesture === 'string';
    const unsavedPreset = !state.storedId && state.preset && state.presetJSON === JSON.stringify(state.input);
    // Edited JSON has no link until it is shared (the Share button stores it).
    if (!state.storedId && !unsavedPreset) return null;
    // A recorded gesture short enough rides in the link itself (?g=); a longer one needs its stored trace,
    // which the Share button makes (a link is never a reason to post a touch the class did not make).
    const isSequence = touch && Array.isArray(touch.sequence);
    const inline = isSequence && JSON.stringify(touch).length <= MAX_INLINE;
    if (isSequence && !inline && !(state.trace && state.trace.id && state.storedId && state.trace.hierarchyId === state.storedId)) return null;
    if (unsavedPreset && (!touch || isTap || isShorthand || inline)) {
      params.set('preset', state.preset.id);
    } else if (state.storedId) {
      params.set('h', state.storedId);
      if (isSequence && !inline) {
        params.set('t', state.trace.id);
        return params;
      }
    } else {
      return null; // a preset with a long recorded gesture: linked once shared (its trace stored)
    }
    if (isTap) {
      params.set('x', String(touch.x));
      params.set('y', String(touch.y));
    } else if (isShorthand || inline) {
      params.set('g', JSON.stringify(touch));
    }
    return params;
  }

  /** The link for what is on screen now (the base, the step, the language, the modes). */
  compose() {
    if (!this.base) return '';
    const { replay, projector, predict, lesson } = this.get();
    const params = new URLSearchParams(this.base);
    if (lesson && params.has('preset')) params.set('lesson', String(lesson));
    // While the class is still guessing (predict first), the link asks again: no step.
    const guessing = predict && document.body.classList.contains('predict-pending');
    if (replay && replay.steps.length && !guessing && (params.has('x') || params.has('g') || params.has('t'))) {
      params.set('step', replay.overview ? 'all' : String(replay.pos));
    }
    params.set('lang', language());
    if (projector) params.set('projector', '1');
    if (predict) params.set('predict', '1');
    return `${location.origin}${location.pathname}?${params.toString()}`;
  }

  update() {
    this.link = this.compose();
    const a = this.els.link;
    if (a) {
      a.hidden = !this.link;
      if (this.link) a.href = this.link;
      else a.removeAttribute('href');
    }
    this.scheduleQR();
  }

  /** The QR code follows the link, once it has stopped changing for a moment (a replay steps often). */
  scheduleQR() {
    const img = this.els.qr;
    if (!img) return;
    const { projector } = this.get();
    clearTimeout(this.qrTimer);
    if (!projector || !this.link) {
      img.hidden = true;
      return;
    }
    if (this.qrFor === this.link) {
      img.hidden = false;
      return;
    }
    this.qrTimer = setTimeout(() => {
      const link = this.link;
      img.onload = () => {
        img.dataset.link = link; // what the code shown encodes (the page tests read it back)
        if (link === this.link) img.hidden = false;
      };
      img.src = `/api/qr?text=${encodeURIComponent(link)}`;
      this.qrFor = link;
    }, 250);
  }
}
