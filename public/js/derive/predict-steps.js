// The calls the class predicts step by step: before each hitTest call, which view is asked next. The choices
// are the views that could be asked at that moment — the subviews of the view whose hitTest is running that
// were not asked yet, or the windows not asked yet — so a call with a
// single choice is not asked.

/** [{index, answer, candidates}] for a trace's hitTest calls, in order. */
export function stepPredictions(trace, model) {
  const steps = Array.isArray(trace && trace.steps) ? trace.steps : [];
  if (!model) return [];
  const asked = new Set();
  const points = [];
  steps.forEach((step, index) => {
    if (step.call !== 'hitTest') return;
    const node = model.get(step.view);
    if (node) {
      const siblings = node.parent ? node.parent.children : model.order.filter((n) => !n.parent);
      // In the hierarchy's order, as the tree lists them: knowing that the last subview is asked first is the lesson.
      const candidates = siblings.map((n) => n.view.id).filter((id) => !asked.has(id));
      if (candidates.length > 1) points.push({ index, answer: step.view, candidates });
    }
    asked.add(step.view);
  });
  return points;
}
