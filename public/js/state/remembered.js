// What this browser remembers between visits (localStorage): the language and whether the timeline is open.
// Read once at start, as a link's defaults (a link says otherwise and wins); written when the store's value
// changes. Nothing else reads or writes localStorage. No mode is remembered: projector mode is the presenter's
// for the link they opened (its address bar says so), and a phone that once opened a projector's link must not
// open the next one on the projector stage.
import { state, subscribe } from './store.js';

const KEYS = { language: 'hittrace.lang', timelineOpen: 'hittrace.timeline' };
/** What earlier pages remembered and this one no longer does: forgotten at start. */
const FORGOTTEN = ['hittrace.projector'];

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

/** What was remembered: { language (a raw value, or null), timelineOpen }. */
export function remembered() {
  for (const key of FORGOTTEN) {
    try {
      localStorage.removeItem(key);
    } catch {
      // private mode: nothing was remembered
    }
  }
  return {
    language: read(KEYS.language),
    timelineOpen: read(KEYS.timelineOpen) !== 'closed',
  };
}

/** From now on, each change of these parts of the state is remembered; `now`: the keys remembered at once too
 *  (those a link chose). */
export function rememberChanges(now = []) {
  const writes = {
    language: () => write(KEYS.language, state.language),
    timelineOpen: () => write(KEYS.timelineOpen, state.timelineOpen ? 'open' : 'closed'),
  };
  for (const [key, remember] of Object.entries(writes)) subscribe([key], remember, { now: now.includes(key) });
}
