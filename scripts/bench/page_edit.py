#!/usr/bin/env python3
"""Edit → re-trace on the page, timed in headless Chromium against the release server (figures, not assertions).

    swift build -c release --product hittrace --product hittrace-bench
    python3 scripts/bench/page_edit.py [--runs 21] [--public DIR ...]

(--public, repeatable: copies of public/ to serve, say an older commit's and this one's, measured in turn in
one run against the same release server binary, --rounds times over (so that a change of the machine's load
falls on both), and printed side by side: each row's median for every copy.)

Starts `.build/release/hittrace serve` (own temporary database) and headless Chromium (selenium, as the page
tests; CHROME_BIN and CHROMEDRIVER as there), opens each hierarchy, touches it where a view answers, selects
the hit view and toggles its `hidden` in the inspector (#inspector [data-prop=hidden]) `--runs` times (on,
off, on…: the hit view changes every time). Each run is timed by the page's own performance entries, from
the mark `hittrace-edit` (the inspector's change) to:
  traced  — the measure `hittrace-edit-traced`: the server's answer shown everywhere (drawing, result,
            tree, replay, timeline, side by side);
  painted — the first frame after that, with the labels placed (a requestAnimationFrame, then a task);
and the parts: `hittrace-redraw` (the new model and its drawing: the hierarchy as the server normalized it, in
the edit's answer), `hittrace-edit-server` (the one-shot request, sent before the redraw, until its answer) and
`hittrace-show-trace` (showing the answer). Printed: median, best and worst over the runs.

Hierarchies: the realistic ~100-view iPhone screen (`hittrace-bench --print-realistic`) and the 96-view
navigation-push dump from the team's data when it is beside the repository (skipped, and said so, when not).
"""

import time

from page_common import arguments, each_screen, print_side_by_side, screens, wait


# One edit, timed in the page: resolves with the performance entries once the frame after it has run.
EDIT_JS = """
const done = arguments[arguments.length - 1];
performance.clearMarks(); performance.clearMeasures();
const last = (name) => { const e = performance.getEntriesByName(name).pop(); return e ? e.duration : null; };
document.querySelector("#inspector [data-prop='hidden']").click();
const t0 = performance.getEntriesByName('hittrace-edit').pop().startTime;
const frame = () => {
  if (!performance.getEntriesByName('hittrace-edit-traced').length) { requestAnimationFrame(frame); return; }
  setTimeout(() => done({
    traced: last('hittrace-edit-traced'), painted: performance.now() - t0, redraw: last('hittrace-redraw'),
    server: last('hittrace-edit-server'), show: last('hittrace-show-trace'),
    hit: document.querySelector('#hit-view').textContent,
  }));
};
requestAnimationFrame(frame);
"""


def bench(drv, url, hid, runs):
    drv.get(f"{url}/?h={hid}&lang=en")
    wait(drv, "return document.body.classList.contains('ready')")
    # A tap at the screen's centre, typed in the touch form.
    drv.execute_script("""
        const b = document.querySelector('#drawing .screen').getBBox();
        document.querySelector('#touch-x').value = Math.round(b.x + b.width / 2);
        document.querySelector('#touch-y').value = Math.round(b.y + b.height / 2);
        document.querySelector('#touch-form').requestSubmit();""")
    # The hit view's id (the page shows its display name, and keeps the id as data-view; an older page, the id).
    hit = wait(drv, "const e = document.querySelector('#hit-view'); return e.dataset.view || e.textContent")
    samples = []
    for _ in range(runs):
        # The view selected again (the selection stays through answers; an older page selected the hit view), so
        # each edit toggles the same view.
        drv.execute_script("document.querySelector(`#tree [data-tree-id='${arguments[0]}']`).click()", hit)
        wait(drv, "return document.querySelector(\"#inspector [data-prop='hidden']\")")
        sample = drv.execute_async_script(EDIT_JS)
        samples.append(sample)
        time.sleep(0.15)  # the provisional double-tap window and idle work of the last edit are over
    return hit, samples


MEASURES = (("traced", "edit -> trace shown"), ("painted", "edit -> next frame painted"),
            ("redraw", "  model + drawing"), ("server", "  request (sent first)"), ("show", "  showing the answer"))


def main():
    args = arguments(__doc__, runs=21)
    inputs = screens()
    print("HitTrace page: edit -> re-trace (release server, headless Chromium; figures, not assertions)")
    publics = args.public
    collected = each_screen(inputs, publics, args.rounds, bench, args.runs)
    for i, public in enumerate(publics):
        print(f"[{i + 1}] {public}")
    for name, _, _ in inputs:
        views, hit, samples = collected[(name, publics[0])]
        print(f"{name}, {views} views (touch answered by {hit}; {len(samples)} edits per copy, hidden on and off); "
              f"median (best–worst) in ms")
        print_side_by_side(MEASURES, [collected[(name, public)][2] for public in publics], 28)


if __name__ == "__main__":
    main()
