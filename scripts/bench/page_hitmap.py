#!/usr/bin/env python3
"""The hit map live on the page: from a property toggled in the inspector to the map redrawn, on a
100-view hierarchy, with a release `hittrace serve` and headless Chromium. Figures, not assertions.

    python3 scripts/bench/page_hitmap.py BINARY [edits]      (scripts/bench-page-hitmap.sh builds and runs it)

The page stamps `window.__hittraceHitMapMs` when it has drawn a map (hitmap-toggle.js: the time spent storing
the edited hierarchy, waiting for POST …/hit-map, drawing, and `drawnAt`, performance.now() at the end). Each
edit clicks `#inspector [data-prop=hidden]` from inside the page, right after reading performance.now(), and
waits for a map drawn after that instant: "change → drawn" is drawnAt minus that instant, in the page's own
clock; "→ next frame" adds the wait for the second animation frame after it (the picture on screen).
"""
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
BINARY = Path(sys.argv[1]) if len(sys.argv) > 1 else REPO / ".build" / "release" / "hittrace"
EDITS = int(sys.argv[2]) if len(sys.argv) > 2 else 30


def hierarchy(n=100):
    """A 100-view screen: a window, a content view, and 98 tiles, every third a button, every fifth with a
    label inside (so the map has receivers, dead zones and audit findings to draw)."""
    tiles = []
    for i in range(n - 2 - (n - 2) // 5):
        tile = {"id": f"v{i}", "class": "UIButton" if i % 3 == 0 else "UIView",
                "frame": [(i % 6) * 62 + 2, (i // 6) * 44 + 2, 58, 40]}
        if i % 5 == 0:
            tile["subviews"] = [{"id": f"label{i}", "class": "UILabel", "frame": [4, 4, 40, 16], "text": "tile"}]
        tiles.append(tile)
    count = 2 + len(tiles) + sum(len(t.get("subviews", [])) for t in tiles)
    while count < n:
        tiles.append({"id": f"extra{count}", "class": "UIView", "frame": [0, 700, 10, 10]})
        count += 1
    return {"name": f"{n} views", "root": {"id": "window", "class": "UIWindow", "frame": [0, 0, 375, 812], "subviews": [
        {"id": "content", "frame": [0, 0, 375, 812], "subviews": tiles}]}}


def start_server(tmp):
    cmd = [str(BINARY), "serve", "--host", "127.0.0.1", "--port", "0", "--db", str(Path(tmp) / "db.sqlite"),
           "--public", str(REPO / "public"), "--rules", str(REPO / "docs" / "UIKIT-RULES.md")]
    proc = subprocess.Popen(cmd, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
    lines = queue.Queue()
    threading.Thread(target=lambda: [lines.put(l.strip()) for l in proc.stdout], daemon=True).start()
    return proc, lines.get(timeout=30)


def store(url, body):
    req = urllib.request.Request(url + "/api/hierarchies", data=json.dumps(body).encode(), method="POST",
                                 headers={"Content-Type": "application/json"})
    with urllib.request.urlopen(req, timeout=10) as resp:
        return json.loads(resp.read())["id"]


EDIT_JS = """
const done = arguments[arguments.length - 1];
const box = document.querySelector('#inspector [data-prop=hidden]');
if (!box) { done({ error: 'no #inspector [data-prop=hidden]' }); return; }
const t0 = performance.now();
box.click();
const poll = () => {
  const m = window.__hittraceHitMapMs;
  if (m && m.drawnAt > t0) {
    requestAnimationFrame(() => requestAnimationFrame(() => done({ ...m, t0, frame: performance.now() })));
  } else if (performance.now() - t0 > 20000) {
    done({ error: 'no map drawn within 20 s' });
  } else {
    setTimeout(poll, 1);
  }
};
poll();
"""


def main():
    h = hierarchy()
    with tempfile.TemporaryDirectory() as tmp:
        proc, url = start_server(tmp)
        opts = Options()
        opts.binary_location = os.environ.get("CHROME_BIN", "/usr/bin/chromium")
        for arg in ("--no-sandbox", "--headless=new", "--disable-gpu", "--disable-dev-shm-usage",
                    "--window-size=1440,900", "--lang=en-US"):
            opts.add_argument(arg)
        driver = webdriver.Chrome(service=Service(os.environ.get("CHROMEDRIVER", "/usr/bin/chromedriver")), options=opts)
        try:
            driver.set_script_timeout(30)
            wait = WebDriverWait(driver, 30, poll_frequency=0.05)
            hid = store(url, h)
            driver.get(f"{url}/?h={hid}&lang=en")
            wait.until(lambda d: d.execute_script("return document.body.classList.contains('ready')"))
            row = next(e for e in driver.find_elements(By.CSS_SELECTOR, "#tree [data-tree-id]") if e.get_attribute("data-tree-id") == "v7")
            row.click()
            wait.until(lambda d: d.find_elements(By.CSS_SELECTOR, "#inspector [data-prop=hidden]"))
            driver.find_element(By.CSS_SELECTOR, "#opt-hitmap").click()
            wait.until(lambda d: d.execute_script("return window.__hittraceHitMapMs"))
            views = driver.execute_script("return document.querySelectorAll('[data-hitmap-view]').length")
            samples = []
            for _ in range(EDITS):
                r = driver.execute_async_script(EDIT_JS)
                if "error" in r:
                    sys.exit(f"page_hitmap: {r['error']}")
                samples.append(r)
                time.sleep(0.05)
        finally:
            driver.quit()
            proc.terminate()
            proc.wait(timeout=15)

    def figures(values):
        values = sorted(values)
        p90 = values[min(len(values) - 1, int(0.9 * len(values)))]
        return f"median {statistics.median(values):6.1f}  best {values[0]:6.1f}  p90 {p90:6.1f}  worst {values[-1]:6.1f}"

    count = 2 + sum(1 + len(t.get("subviews", [])) for t in h["root"]["subviews"][0]["subviews"])
    print(f"hit map live on the page: {count} views, {EDITS} edits (toggle `hidden` of v7 in the inspector), "
          f"release server, headless Chromium; ms")
    print(f"  change -> map drawn   {figures([s['drawnAt'] - s['t0'] for s in samples])}")
    print(f"  change -> next frame  {figures([s['frame'] - s['t0'] for s in samples])}")
    print(f"  of which: before the map is asked for {figures([s['drawnAt'] - s['t0'] - s['store'] - s['server'] - s['draw'] for s in samples])}")
    print(f"            store the edited hierarchy {figures([s['store'] for s in samples])}")
    print(f"            POST hit-map answered      {figures([s['server'] for s in samples])}")
    print(f"            drawing the map            {figures([s['draw'] for s in samples])}")
    print(f"  ({views} receiving regions drawn on the first map)")


if __name__ == "__main__":
    main()
