// The replay as the page shows it: `pos` counts the steps shown (0…n); the current step is steps[pos − 1]; the
// overview lists every step with none current. While a replay is under way the answer (the hit view) waits for
// the end.

/** The steps of a trace ([] when it has none). */
export function stepsOf(trace) {
  return Array.isArray(trace && trace.steps) ? trace.steps : [];
}

/** The current step of state `st` (null in the overview and before the first), and whether the answer (the
 *  hit view) is shown: in the overview and once every step is. */
export function replayStep(st) {
  const steps = stepsOf(st.trace);
  const { pos, overview } = st.replay;
  return { step: !overview && pos > 0 ? steps[pos - 1] || null : null, showHit: overview || pos >= steps.length };
}
