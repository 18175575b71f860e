#!/usr/bin/env python3
"""The hit map live on the page: from a property toggled in the inspector to the map redrawn, and from each
move of a view being dragged to the map of its new frame, on a 100-view hierarchy (--views N for another
size), with a release
`hittrace serve` and headless Chromium. Figures, not assertions.

    python3 scripts/bench/page_hitmap.py [--binary BINARY] [--edits 30] [--views 100] [--public DIR ...]
    (scripts/bench-page-hitmap.sh builds and runs it)

--public: copies of public/ to serve, one server each, edits alternating between them (say an older commit's
and this one's, to compare two versions in one run on the same load); default: this repository's.

The page times a map as performance measures (public/js/instrument.js): 'hittrace-hitmap-drawn' from the mark
'hittrace-edit' (the inspector's change) to the map drawn, and its parts 'hittrace-hitmap' (asked for → drawn),
'hittrace-hitmap-server' and 'hittrace-hitmap-draw'. Each edit clicks
`#inspector [data-prop=hidden]` from inside the page and waits for 'hittrace-hitmap-drawn': "change → drawn" is
its duration, in the page's own clock; "→ painted" is the first frame after it, the picture on screen (as
scripts/bench/page_edit.py times it: checked at every animation frame, then a task once that frame is done).
The same again with v7's alpha set to a new value at each edit (a hierarchy the page has not stored: its map
comes from the one-shot route). Then, with "edit on the drawing" on, v7 is pressed and moved 1 pt to the right at a time (pointer events
dispatched in the page); each move is timed to the measure 'hittrace-hitmap-preview' (the map of the new frame
drawn) and to the frame after it.
"""
import argparse
import json
import os
import queue
import statistics
import subprocess
import sys
import tempfile
import threading
import time
import urllib.request
from pathlib import Path

from selenium import webdriver
from selenium.webdriver.chrome.options import Options
from selenium.webdriver.chrome.service import Service
from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import WebDriverWait

REPO = Path(__file__).resolve().parents[2]


def hierarchy(n=100):
    """An n-view screen: a window, a content view, and tiles, every third a button, every fifth with a label
    inside (so the map has receivers, dead zones and audit findings to draw). 100 views: 6 columns of
    58x40 pt tiles; past 100 the tiles shrink (k = ceil(sqrt(n / 100)) times more columns, k times smaller) so
    that they still fit the screen."""
    k = 1
    while k * k * 100 < n:
        k += 1
    tiles = []
    for i in range(n - 2 - (n - 2) // 5):
        tile = {"id": f"v{i}", "class": "UIButton" if i % 3 == 0 else "UIView",
                "frame": [(i % (6 * k)) * 62 / k + 2, (i // (6 * k)) * 44 / k + 2, 58 / k, 40 / k]}
        if i % 5 == 0:
            tile["subviews"] = [{"id": f"label{i}", "class": "UILabel", "frame": [4 / k, 4 / k, 40 / k, 16 / k], "text": "tile"}]
        tiles.append(tile)
    count = 2 + len(tiles) + sum(len(t.get("subviews", [])) for t in tiles)
    while count < n:
        tiles.append({"id": f"extra{count}", "class": "UIView", "frame": [0, 700, 10, 10]})
        count += 1
    return {"name": f"{n} views", "root": {"id": "window", "class": "UIWindow", "frame": [0, 0, 375, 812], "subviews": [
        {"id": "content", "frame": [0, 0, 375, 812], "subviews": tiles}]}}


def start_server(binary, tmp, public):
    cmd = [str(binary), "serve", "--host", "127.0.0.1", "--port", "0", "--db", str(Path(tmp) / "db.sqlite"),
           "--public", str(public), "--rules", str(REPO / "docs" / "UIKIT-RULES.md")]
    proc = subprocess.Popen(cmd, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
    lines = queue.Queue()
    threading.Thread(target=lambda: [lines.put(l.strip()) for l in proc.stdout], daemon=True).start()
    return proc, lines.get(timeout=30)


def store(url, body):
    req = urllib.request.Request(url + "/api/hierarchies", data=json.dumps(body).encode(), method="POST",
                                 headers={"Content-Type": "application/json"})
    with urllib.request.urlopen(req, timeout=10) as resp:
        return json.loads(resp.read())["id"]


# Resolves the script with fields(entry) and "painted" once the measure `name` is there: the first animation
# frame that finds it is the one that paints it, and the task after that frame runs once it is painted.
PAINTED_JS = """
const painted = (name, t0, done, fields) => {
  const frame = () => {
    const entry = performance.getEntriesByName(name).pop();
    if (entry) setTimeout(() => done({ ...fields(entry), painted: performance.now() - t0 }));
    else if (performance.now() - t0 > 20000) done({ error: `no ${name} within 20 s` });
    else requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
};
"""

EDIT_JS = PAINTED_JS + """
const done = arguments[arguments.length - 1];
const alpha = arguments[0]; // null: toggle hidden; a number: set alpha to it
const input = document.querySelector(`#inspector [data-prop=${alpha === null ? 'hidden' : 'alpha'}]`);
if (!input) { done({ error: 'no #inspector [data-prop=hidden] or [data-prop=alpha]' }); return; }
performance.clearMarks(); performance.clearMeasures();
if (alpha === null) input.click();
else { input.value = String(alpha); input.dispatchEvent(new Event('change', { bubbles: true })); }
const t0 = performance.getEntriesByName('hittrace-edit').pop().startTime;
const last = (name) => { const e = performance.getEntriesByName(name).pop(); return e ? e.duration : null; };
painted('hittrace-hitmap-drawn', t0, done, (drawn) => ({
  drawn: drawn.duration, asked: last('hittrace-hitmap'), server: last('hittrace-hitmap-server'),
  draw: last('hittrace-hitmap-draw'), traced: last('hittrace-edit-traced') }));
"""

# One step of a drag (the view pressed by DRAG_START_JS with "edit on the drawing" on): a pointer move of 1 pt
# to the right, timed from the move to the measure 'hittrace-hitmap-preview' (the map of the new frame drawn,
# through the one-shot POST /api/hit-map), and to the frame after it, as EDIT_JS does.
DRAG_STEP_JS = PAINTED_JS + """
const done = arguments[arguments.length - 1];
const drag = window.__benchDrag;
performance.clearMarks(); performance.clearMeasures();
drag.x += drag.scale;
const t0 = performance.now();
drag.target.dispatchEvent(new PointerEvent('pointermove', { bubbles: true, cancelable: true, pointerId: 1, pointerType: 'mouse',
                                                            isPrimary: true, buttons: 1, clientX: drag.x, clientY: drag.y }));
painted('hittrace-hitmap-preview', t0, done, (drawn) => ({ drawn: drawn.startTime + drawn.duration - t0 }));
"""

# Presses on v7's centre with "edit on the drawing" on, for DRAG_STEP_JS.
DRAG_START_JS = """
const svg = document.querySelector('#drawing');
if (!svg.classList.contains('drag-editing')) document.querySelector('#drag-edit-button').click();
const g = [...svg.querySelectorAll('g.views [data-view-id]')].find((e) => e.getAttribute('data-view-id') === 'v7');
const r = g.querySelector(':scope > rect.outline').getBoundingClientRect();
const drag = { x: r.left + r.width / 2, y: r.top + r.height / 2, scale: svg.getScreenCTM().a };
drag.target = document.elementFromPoint(drag.x, drag.y);
drag.target.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true, cancelable: true, pointerId: 1, pointerType: 'mouse',
                                                            isPrimary: true, button: 0, buttons: 1, clientX: drag.x, clientY: drag.y }));
window.__benchDrag = drag;
return drag.target.closest('[data-view-id]') ? drag.target.closest('[data-view-id]').getAttribute('data-view-id') : null;
"""


def open_page(binary, tmp, public, h):
    """A server for `public` and a browser on the hierarchy with v7 selected and the hit map on."""
    proc, url = start_server(binary, tmp, public)
    opts = Options()
    opts.binary_location = os.environ.get("CHROME_BIN", "/usr/bin/chromium")
    for arg in ("--no-sandbox", "--headless=new", "--disable-gpu", "--disable-dev-shm-usage",
                "--window-size=1440,900", "--lang=en-US"):
        opts.add_argument(arg)
    driver = webdriver.Chrome(service=Service(os.environ.get("CHROMEDRIVER", "/usr/bin/chromedriver")), options=opts)
    driver.set_script_timeout(30)
    wait = WebDriverWait(driver, 30, poll_frequency=0.05)
    driver.get(f"{url}/?h={store(url, h)}&lang=en")
    wait.until(lambda d: d.execute_script("return document.body.classList.contains('ready')"))
    row = next(e for e in driver.find_elements(By.CSS_SELECTOR, "#tree [data-tree-id]") if e.get_attribute("data-tree-id") == "v7")
    row.click()
    wait.until(lambda d: d.find_elements(By.CSS_SELECTOR, "#inspector [data-prop=hidden]"))
    driver.find_element(By.CSS_SELECTOR, "#opt-hitmap").click()
    wait.until(lambda d: d.execute_script("return performance.getEntriesByName('hittrace-hitmap').length"))
    return proc, driver


def figures(values):
    values = sorted(values)
    p90 = values[min(len(values) - 1, int(0.9 * len(values)))]
    return f"median {statistics.median(values):6.1f}  best {values[0]:6.1f}  p90 {p90:6.1f}  worst {values[-1]:6.1f}"


def report(name, samples, views):
    print(f"{name}: ({views} receiving regions drawn on the first map)")
    print(f"  change -> map drawn   {figures([s['drawn'] for s in samples])}")
    print(f"  change -> painted     {figures([s['painted'] for s in samples])}")
    traced = [s['traced'] for s in samples if s['traced'] is not None]
    if traced:
        print(f"  (change -> trace shown {figures(traced)})")
    print(f"  of which: before the map is asked for {figures([s['drawn'] - s['asked'] for s in samples])}")
    print(f"            map asked -> answered      {figures([s['server'] for s in samples])}")
    print(f"            drawing the map            {figures([s['draw'] for s in samples])}")


def alternate(pages, script, times, arg=lambda i: None):
    """Runs `script` (with arg(i) the i-th time) `times` times in each page, the pages taking turns: each page's
    results."""
    samples = [[] for _ in pages]
    for i in range(times):
        for (_, driver), mine in zip(pages, samples):
            r = driver.execute_async_script(script, arg(i))
            if "error" in r:
                sys.exit(f"page_hitmap: {r['error']}")
            mine.append(r)
            time.sleep(0.05)
    return samples


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--binary", type=Path, default=REPO / ".build" / "release" / "hittrace")
    parser.add_argument("--edits", type=int, default=30)
    parser.add_argument("--public", type=Path, action="append")
    parser.add_argument("--views", type=int, default=100, help="views in the hierarchy (default 100)")
    args = parser.parse_args()
    publics = args.public or [REPO / "public"]
    h = hierarchy(args.views)
    pages = []
    with tempfile.TemporaryDirectory() as tmp:
        try:
            for i, public in enumerate(publics):
                work = Path(tmp) / str(i)
                work.mkdir()
                pages.append(open_page(args.binary, work, public, h))
            views = [d.execute_script("return document.querySelectorAll('[data-hitmap-view]').length") for _, d in pages]
            samples = alternate(pages, EDIT_JS, args.edits)
            # alpha 0.99, 0.98, …: a hierarchy the page has not seen at every edit (its map without a store first).
            fresh = alternate(pages, EDIT_JS, args.edits, lambda i: round(0.99 - 0.01 * (i % 90), 2))
            for _, driver in pages:
                pressed = driver.execute_script(DRAG_START_JS)
                if pressed != "v7":
                    sys.exit(f"page_hitmap: the drag pressed {pressed!r}, not v7")
            drags = alternate(pages, DRAG_STEP_JS, args.edits)
        finally:
            for proc, driver in pages:
                driver.quit()
                proc.terminate()
                proc.wait(timeout=15)

    count = 2 + sum(1 + len(t.get("subviews", [])) for t in h["root"]["subviews"][0]["subviews"])
    print(f"hit map live on the page: {count} views, {args.edits} edits (toggle `hidden` of v7 in the inspector), "
          f"release server, headless Chromium; ms")
    for public, mine, n, new, dragged in zip(publics, samples, views, fresh, drags):
        report(str(public), mine, n)
        print(f"  v7's alpha set to a new value, {len(new)} edits (a hierarchy not seen before: the one-shot map):")
        print(f"    change -> map drawn   {figures([s['drawn'] for s in new])}")
        print(f"    change -> painted     {figures([s['painted'] for s in new])}")
        print(f"  drag v7 by 1 pt, {len(dragged)} moves (the map of each new frame, one-shot POST /api/hit-map):")
        print(f"    move -> map drawn   {figures([s['drawn'] for s in dragged])}")
        print(f"    move -> painted     {figures([s['painted'] for s in dragged])}")


if __name__ == "__main__":
    main()
