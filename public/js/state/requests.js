// Request channels: "the latest answer wins". Each channel ('trace', 'hitmap', 'why-not', …) holds one
// AbortController; starting a request on it aborts the one before, whose fetch is cancelled and whose caller
// sees its signal aborted (and drops what it was doing). The page's only guard against stale answers. Which
// request is under way on each channel is page state, so it lives here in state/.

const controllers = new Map();

/** A new request on `channel`: the previous one is aborted. → its AbortSignal (pass it to api.js). */
export function begin(channel) {
  controllers.get(channel)?.abort();
  const controller = new AbortController();
  controllers.set(channel, controller);
  return controller.signal;
}

/** Aborts what is under way on `channel` (nothing new starts). */
export function abort(channel) {
  controllers.get(channel)?.abort();
  controllers.delete(channel);
}

/** Whether `err` is a request aborted by a later one (not a failure to report). */
export function isAborted(err) {
  return Boolean(err && err.code === 'aborted');
}
