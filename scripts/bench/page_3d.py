#!/usr/bin/env python3
"""Turning the 3D layers of a 300-view hierarchy: frame intervals in headless Chromium (figures, not assertions).

    swift build -c release --product hittrace
    python3 scripts/bench/page_3d.py [--views 300] [--seconds 4] [--rounds 1] [--public DIR ...]

(--public, repeatable: copies of public/ to serve, say an older commit's and this one's, measured in turn in one
run against the same release server binary, --rounds times over, and printed side by side.)

Starts `.build/release/hittrace serve` (own temporary database) and headless Chromium (selenium, as the page
tests; CHROME_BIN and CHROMEDRIVER as there; 1440×900), stores a generated hierarchy of `--views` views (a screen
of cards, each holding a title, a subtitle, a button with its label and a badge, and every fourth card half
covered by the next), opens it with a tap answered (the ray drawn) and the 3D layers on, and drags on them for
`--seconds`: one pointer move per frame, sent from inside the page at each requestAnimationFrame, as a mouse
dragging steadily would. Printed: the intervals between animation frames while turning — median, 95th
percentile, worst, and the frames a second the median gives — with the machine's load before and after.
"""

import os
import statistics
import time

from page_common import arguments, in_turn, percentile, store, wait


# Drags on the 3D layers for `seconds`, one pointer move a frame; resolves with the frames' times.
TURN_JS = """
const [seconds, done] = [arguments[0], arguments[arguments.length - 1]];
const root = document.querySelector('#layers3d');
const r = root.getBoundingClientRect();
const at = (i) => ({ clientX: r.left + r.width / 2 + 120 * Math.sin(i / 40), clientY: r.top + r.height / 2 + 40 * Math.cos(i / 55),
  pointerId: 7, pointerType: 'mouse', button: 0, buttons: 1, bubbles: true });
root.dispatchEvent(new PointerEvent('pointerdown', at(0)));
const times = [];
let i = 0;
const frame = (t) => {
  times.push(t);
  i += 1;
  if (t - times[0] >= seconds * 1000) {
    root.dispatchEvent(new PointerEvent('pointerup', at(i)));
    done(times);
    return;
  }
  root.dispatchEvent(new PointerEvent('pointermove', at(i)));
  requestAnimationFrame(frame);
};
requestAnimationFrame(frame);
"""


def hierarchy(views):
    """A 390×844 screen of cards in two columns: 6 views a card, every fourth card half covering the one below."""
    cards = []
    for i in range(max(1, -(-(views - 2) // 6))):
        x, y = 12 + (i % 2) * 186, 10 + (i // 2) * 32
        cards.append({"id": f"card{i}", "class": "UIView", "frame": [x, y, 180, 48 if i % 4 == 0 else 28],
                      "backgroundColor": ["#e3f2fd", "#fff3e0", "#e8f5e9", "#fce4ec"][i % 4], "subviews": [
            {"id": f"title{i}", "class": "UILabel", "text": f"Card {i}", "frame": [8, 4, 80, 12]},
            {"id": f"subtitle{i}", "class": "UILabel", "text": "Details", "frame": [8, 16, 80, 8]},
            {"id": f"button{i}", "class": "UIButton", "frame": [112, 4, 60, 20], "backgroundColor": "#1e88e5", "subviews": [
                {"id": f"buttonLabel{i}", "class": "UIButtonLabel", "text": "Open", "frame": [8, 2, 44, 16]}]},
            {"id": f"badge{i}", "class": "UIView", "frame": [92, 6, 14, 14], "backgroundColor": "#e53935"},
        ]})
    return {"name": f"{views} views for the 3D benchmark", "root": {"id": "window", "class": "UIWindow", "frame": [0, 0, 390, 844],
            "subviews": [{"id": "content", "class": "UIView", "frame": [0, 0, 390, 844], "backgroundColor": "#ffffff", "subviews": cards}]}}


def bench(drv, url, hid, seconds):
    drv.get(f"{url}/?h={hid}&x=330&y=20&step=all&lang=en")
    wait(drv, "return document.body.classList.contains('ready') && document.querySelector('#hit-view').textContent")
    drv.execute_script("document.querySelector('#layers3d-button').click()")
    wait(drv, "return !document.querySelector('#layers3d').hidden")
    time.sleep(1.0)
    times = drv.execute_async_script(TURN_JS, seconds)
    return [b - a for a, b in zip(times, times[1:])]


def main():
    args = arguments(__doc__, views=300, seconds=4.0)
    body = hierarchy(args.views)
    load = os.getloadavg()
    print("HitTrace page: turning the 3D layers (release server, headless Chromium 1440×900; figures, not assertions)")
    print(f"machine: {os.cpu_count()} cores, load average {load[0]:.2f} {load[1]:.2f} {load[2]:.2f} at the start")
    publics = args.public
    collected = {public: [] for public in publics}
    views = []

    def measure(drv, url, public):
        stored = store(url, body)
        views.append(stored["viewCount"])
        collected[public].extend(bench(drv, url, stored["id"], args.seconds))

    in_turn(publics, args.rounds, measure, script_timeout=120)
    load = os.getloadavg()
    print(f"load average {load[0]:.2f} {load[1]:.2f} {load[2]:.2f} at the end")
    print(f"{views[0]} views, turned for {args.seconds:g} s per round ({args.rounds} rounds); frame intervals in ms")
    for i, public in enumerate(publics):
        values = collected[public]
        median = statistics.median(values)
        print(f"  [{i + 1}] {public}: {len(values)} frames, median {median:.1f} ({1000 / median:.0f} frames a second), "
              f"p95 {percentile(values, 95):.1f}, worst {max(values):.1f}")


if __name__ == "__main__":
    main()
