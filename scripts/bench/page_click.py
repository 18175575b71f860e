#!/usr/bin/env python3
"""Click on the drawing → the touch's answer painted, timed in headless Chromium against the release server
(figures, not assertions).

    swift build -c release --product hittrace --product hittrace-bench
    python3 scripts/bench/page_click.py [--clicks 21] [--rounds 1] [--public DIR ...]

(--public, repeatable: copies of public/ to serve, say an older commit's and this one's, measured in turn in one
run against the same release server binary, --rounds times over, and printed side by side.)

Starts `.build/release/hittrace serve` (own temporary database) and headless Chromium (selenium, as the page
tests; CHROME_BIN and CHROMEDRIVER as there), opens each hierarchy stored (?h=, as a link or an import opens
it), and clicks the drawing with real mouse input (the DevTools protocol's Input.dispatchMouseEvent: press and
release, as a mouse does) `--clicks` times, in turn at two points whose hit views differ, far apart and 0.6 s
apart (each click a single tap of its own). Each click is timed in the page, from the release (the pointerup
event's time) to:
  shown   — the hit view's name written in the result (#hit-view);
  painted — the first frame after that has run (a requestAnimationFrame, then a task);
  settled — every panel drawn: what the page leaves for after that frame (the tree's marks, the steps, the
            timeline, the why card, the labels: ui/dom.js's afterPaint, at background priority) done too;
and the parts: `hittrace-touch-server` (the page's request, from the touch posted until its answer: the
server's work and the socket) and `hittrace-touch-shown` (posted → the answer shown everywhere: drawing,
result, tree, replay, timeline). Printed: median, best and worst over the clicks, with the machine's load.

Hierarchies: the realistic ~100-view iPhone screen (`hittrace-bench --print-realistic`) and the 96-view
navigation-push dump from the team's data when it is beside the repository (skipped, and said so, when not).
"""

import os
import time

from page_common import arguments, each_screen, print_side_by_side, screens, wait


# Arms the page for one click: resolves with the timings once the frame after the answer has run. The answer is
# seen as the store's new trace, told to a subscriber added after every component's (so "shown" is once each
# has drawn it); the same hit view twice is a new answer too. The click itself is sent by the DevTools protocol
# once this has returned (the promise is kept on window).
ARM_JS = """
const done = arguments[arguments.length - 1];
(async () => {
  const { state, subscribe } = await import('./js/state/store.js');
  if (!window.__traceHook) {
    window.__traceHook = true;
    subscribe(['trace'], () => { if (window.__onTrace && state.trace) window.__onTrace(); });
  }
  performance.clearMarks(); performance.clearMeasures();
  const last = (name) => { const e = performance.getEntriesByName(name).pop(); return e ? e.duration : null; };
  window.__click = new Promise((resolve) => {
    let released = null;
    addEventListener('pointerup', (e) => { released = e.timeStamp; }, { capture: true, once: true });
    window.__onTrace = () => {
      if (released === null) return;
      window.__onTrace = null;
      const shown = performance.now();
      // The frame after the answer: its end is the first task after it ("painted"); what the page leaves for
      // after that frame (components' afterPaint work, at background priority) is done by the first background
      // task posted after it ("settled").
      requestAnimationFrame(() => {
        let painted = null;
        setTimeout(() => { painted = performance.now() - released; });
        const settle = () => resolve({
          shown: shown - released, painted: painted ?? performance.now() - released, settled: performance.now() - released,
          server: last('hittrace-touch-server'), trace: last('hittrace-touch-shown'), hit: state.trace.hitView,
        });
        if (window.scheduler && scheduler.postTask) scheduler.postTask(settle, { priority: 'background' });
        else setTimeout(settle, 300);
      });
    };
  });
  done(true);
})().catch((err) => done({ error: String(err) }));
"""

# Two points of the screen far apart (more than a tap's 45 pt reach), whose hit views differ where the screen has
# two (the navpush dump's pushed view covers all of it: then its two points), in client pixels.
POINTS_JS = """
const done = arguments[arguments.length - 1];
(async () => {
  const { state } = await import('./js/state/store.js');
  const svg = document.querySelector('#drawing');
  const ctm = svg.getScreenCTM();
  const b = document.querySelector('#drawing .screen').getBBox();
  const picks = [];
  const seen = new Set();
  let fallback = null;
  for (let j = 1; j < 12 && picks.length < 2; j += 1) {
    for (let i = 1; i < 8 && picks.length < 2; i += 1) {
      const x = b.x + (b.width * i) / 8;
      const y = b.y + (b.height * j) / 12;
      const p = new DOMPoint(x, y).matrixTransform(ctm);
      const r = await fetch('/api/hit-test', { method: 'POST', headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ hierarchy: state.input, touch: { x, y } }) });
      const hit = (await r.json()).hitView;
      if (hit && !seen.has(hit) && (!picks.length || Math.hypot(x - picks[0].x, y - picks[0].y) > 120)) {
        seen.add(hit);
        picks.push({ x, y, cx: p.x, cy: p.y, hit });
      }
      if (hit && !fallback && picks.length && hit === picks[0].hit && Math.hypot(x - picks[0].x, y - picks[0].y) > 120) {
        fallback = { x, y, cx: p.x, cy: p.y, hit };
      }
    }
  }
  if (picks.length === 1 && fallback) picks.push(fallback);
  done(picks);
})().catch((err) => done({ error: String(err) }));
"""


def click(drv, x, y):
    """A mouse click at client (x, y): moved there, pressed, released, as real input."""
    for kind, extra in (("mouseMoved", {}), ("mousePressed", {"button": "left", "buttons": 1, "clickCount": 1}),
                        ("mouseReleased", {"button": "left", "buttons": 0, "clickCount": 1})):
        drv.execute_cdp_cmd("Input.dispatchMouseEvent", {"type": kind, "x": x, "y": y, **extra})


def bench(drv, url, hid, clicks):
    drv.get(f"{url}/?h={hid}&lang=en")
    wait(drv, "return document.body.classList.contains('ready') && document.querySelector('#drawing .screen')")
    time.sleep(0.5)
    points = drv.execute_async_script(POINTS_JS)
    if not isinstance(points, list) or len(points) < 2:
        raise RuntimeError(f"no two points with different hit views: {points}")
    samples = []
    for i in range(clicks):
        p = points[i % 2]
        armed = drv.execute_async_script(ARM_JS)
        if armed is not True:
            raise RuntimeError(f"could not arm the page: {armed}")
        click(drv, p["cx"], p["cy"])
        sample = drv.execute_async_script("const done = arguments[arguments.length - 1]; window.__click.then(done);")
        samples.append(sample)
        time.sleep(0.6)  # past the double-tap window: the next click is a tap of its own
    return points, samples


MEASURES = (("shown", "click -> hit view shown"), ("painted", "click -> next frame painted"),
            ("settled", "click -> every panel drawn"),
            ("server", "  request (posted -> answer)"), ("trace", "  posted -> shown everywhere"))


def main():
    args = arguments(__doc__, clicks=21)
    inputs = screens()
    load = os.getloadavg()
    print("HitTrace page: click -> answer painted (release server, headless Chromium; figures, not assertions)")
    print(f"machine: {os.cpu_count()} cores, load average {load[0]:.2f} {load[1]:.2f} {load[2]:.2f} at the start")
    publics = args.public
    collected = each_screen(inputs, publics, args.rounds, bench, args.clicks)
    load = os.getloadavg()
    print(f"load average {load[0]:.2f} {load[1]:.2f} {load[2]:.2f} at the end")
    for i, public in enumerate(publics):
        print(f"[{i + 1}] {public}")
    for name, _, _ in inputs:
        views, points, samples = collected[(name, publics[0])]
        where = " and ".join(f"({p['x']:.0f}, {p['y']:.0f}) -> {p['hit']}" for p in points)
        print(f"{name}, {views} views ({len(samples)} clicks per copy at {where}); median (best–worst) in ms")
        print_side_by_side(MEASURES, [collected[(name, public)][2] for public in publics], 30)


if __name__ == "__main__":
    main()
