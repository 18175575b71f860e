// What this browser remembers between visits (localStorage): the language, projector mode and whether the
// timeline is open. Read once at start, as a link's defaults (a link says otherwise and wins); written when the
// store's value changes. Nothing else reads or writes localStorage.
import { state, subscribe } from './store.js';

const KEYS = { language: 'hittrace.lang', projector: 'hittrace.projector', timelineOpen: 'hittrace.timeline' };

function read(key) {
  try {
    return localStorage.getItem(key);
  } catch {
    return null; // private mode: nothing remembered
  }
}

function write(key, value) {
  try {
    localStorage.setItem(key, value);
  } catch {
    // private mode: the choice lasts for this page only
  }
}

/** What was remembered: { language (a raw value, or null), projector, timelineOpen }. */
export function remembered() {
  return {
    language: read(KEYS.language),
    projector: read(KEYS.projector) === '1',
    timelineOpen: read(KEYS.timelineOpen) !== 'closed',
  };
}

/** From now on, each change of these parts of the state is remembered; `now`: the keys remembered at once too
 *  (those a link chose). */
export function rememberChanges(now = []) {
  const writes = {
    language: () => write(KEYS.language, state.language),
    projector: () => write(KEYS.projector, state.projector ? '1' : '0'),
    timelineOpen: () => write(KEYS.timelineOpen, state.timelineOpen ? 'open' : 'closed'),
  };
  for (const [key, remember] of Object.entries(writes)) subscribe([key], remember, { now: now.includes(key) });
}
