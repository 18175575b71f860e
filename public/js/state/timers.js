// Timers by name ('replay', …): starting one stops the one before under that name. Which timer is running is
// page state, so it lives here in state/, beside the request channels (requests.js).

const timers = new Map(); // name → { id, ms }

/** Calls `fn` every `ms` milliseconds under `name`; a timer already running under it at the same interval is
 *  left running, one at another interval is stopped first. */
export function every(name, ms, fn) {
  if (timers.get(name)?.ms === ms) return;
  stop(name);
  timers.set(name, { id: setInterval(fn, ms), ms });
}

/** Stops the timer running under `name`, if any. */
export function stop(name) {
  clearInterval(timers.get(name)?.id);
  timers.delete(name);
}

/** Whether a timer runs under `name`. */
export function running(name) {
  return timers.has(name);
}
