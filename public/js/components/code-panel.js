// The code as it runs: UIKit's default hitTest(_:with:) and point(inside:with:) as readable pseudo-code (our
// own, in UIKit's names), the line the current replay step is on highlighted, and the stack of nested
// hitTest calls with each one's local point. The code is code: it is not translated; its notes are.
import { h, clear, pt, setText, setHidden } from '../ui/dom.js';
import { t } from '../ui/i18n.js';
import { state, subscribe } from '../state/store.js';
import { nameOf } from '../derive/model.js';
import { stepsOf } from '../derive/replay.js';

// Numbered from 1 as an editor numbers them: the numbers are what steps point at.
const CODE = `override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
    guard !isHidden, isUserInteractionEnabled, alpha >= 0.01 else { return nil }
    guard self.point(inside: point, with: event) else { return nil }
    for subview in subviews.reversed() {
        let local = subview.convert(point, from: self)
        if let hit = subview.hitTest(local, with: event) { return hit }
    }
    return self
}

override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
    return bounds.contains(point)
}`;

/** The line a step is on: entering hitTest, asking point(inside:), or returning for its reason. */
export function lineFor(step) {
  if (!step) return null;
  switch (step.call) {
    case 'hitTest': return 2;
    case 'pointInside': return 12;
    case 'return':
      switch (step.reason) {
        case 'hidden': case 'userInteractionDisabled': case 'alphaBelowThreshold': case 'disabledControl': return 2;
        case 'outsideBounds': return 3;
        case 'hitDescendant': return 6;
        case 'hitSelf': return 8;
        default: return 9;
      }
    default: return null;
  }
}

/** The nested hitTest calls under way at step `pos` (1…n): [{view, point}], outermost first. */
export function stackAt(steps, pos) {
  const stack = [];
  for (let i = 0; i < pos && i < steps.length; i += 1) {
    const step = steps[i];
    if (step.call === 'hitTest') stack.push({ view: step.view, point: step.point });
    // A return ends its frame, but the frame is shown while it returns (at its own step).
    if (step.call === 'return' && i < pos - 1) stack.pop();
  }
  return stack;
}

export class CodePanel {
  /** els: {panel (<details>), code, stack, note, stackEmpty}. */
  constructor(els) {
    this.els = els;
    this.render();
    subscribe(['trace', 'replay', 'language'], () => this.show(), { now: true });
  }

  render() {
    const code = clear(this.els.code);
    this.lines = new Map();
    CODE.split('\n').forEach((text, i) => {
      const n = i + 1;
      const li = h('li', { class: 'code-line', 'data-line': String(n) },
        h('span', { class: 'code-no', text: String(n) }), h('span', { class: 'code-text', text }));
      this.lines.set(n, li);
      code.append(li);
    });
  }

  /** The replay's step (state.replay): its line, and the hitTest calls under way. */
  show() {
    const steps = stepsOf(state.trace);
    const { pos, overview } = state.replay;
    const model = state.model;
    const step = !overview && pos > 0 ? steps[pos - 1] : null;
    const line = lineFor(step);
    for (const [n, li] of this.lines) {
      li.classList.toggle('is-current', n === line);
      li.classList.toggle('is-caller', step && step.call === 'pointInside' && n === 3);
    }
    const stack = clear(this.els.stack);
    const frames = step ? stackAt(steps, pos) : [];
    frames.forEach((frame, i) => {
      const li = h('li', { class: `frame${i === frames.length - 1 ? ' is-top' : ''}`, 'data-frame-view': frame.view },
        h('code', { class: 'frame-call', text: `${nameOf(model, frame.view)}.hitTest(${pt(frame.point)})` }));
      li.style.setProperty('--i', String(i));
      stack.append(li);
    });
    const node = step && model ? model.get(step.view) : null;
    const overridden = node && (node.view.hitTest !== 'default' || node.view.pointInside !== 'default');
    setText(this.els.note, overridden ? t('codeOverridden', { view: nameOf(model, step.view) }) : '');
    setHidden(this.els.note, !overridden);
    setHidden(this.els.stackEmpty, frames.length > 0);
  }
}
