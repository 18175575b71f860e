"""What the page benchmarks share (page_edit.py, page_click.py, page_3d.py): their command line, the release server on its own
temporary database serving a copy of public/, a hierarchy stored through the API, headless Chromium driven by
selenium as the page tests drive it (CHROME_BIN and CHROMEDRIVER as there; 1440×900), each screen measured on
every copy in turn, and their summaries side by side."""

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
import urllib.request
from pathlib import Path

from selenium import webdriver
from selenium.webdriver.chrome.options import Options
from selenium.webdriver.chrome.service import Service

REPO = Path(__file__).resolve().parents[2]
RELEASE = REPO / ".build" / "release"
NAVPUSH = REPO.parent / "shared" / "data" / "recursive-description" / "10-sentry-mock-uiwindow-navpush.txt"


def arguments(doc, **numbers):
    """The command line of a page benchmark: its own numbers (`name=default`: `--name N`) and the two every one
    takes, `--rounds` and `--public` (repeatable; the repository's public/ when none). `public` is the list."""
    parser = argparse.ArgumentParser(description=doc.split("\n")[0])
    for name, default in numbers.items():
        parser.add_argument(f"--{name}", type=type(default), default=default)
    parser.add_argument("--rounds", type=int, default=1, help="each copy of public/ measured this many times, in turn")
    parser.add_argument("--public", type=Path, action="append")
    args = parser.parse_args()
    args.public = args.public or [REPO / "public"]
    return args


def serve(work, public):
    """`hittrace serve` (release) on loopback with its database in `work`, serving `public` → (process, URL)."""
    binary = RELEASE / "hittrace"
    if not binary.exists():
        sys.exit(f"{binary} is missing: swift build -c release --product hittrace")
    proc = subprocess.Popen([str(binary), "serve", "--host", "127.0.0.1", "--port", "0", "--db", str(work / "db.sqlite"),
                             "--public", str(public), "--rules", str(REPO / "docs" / "UIKIT-RULES.md")],
                            stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
    return proc, proc.stdout.readline().strip()


def store(url, body, content_type="application/json"):
    """Stores `body` (text, or an object sent as JSON) → the API's answer."""
    data = body if isinstance(body, str) else json.dumps(body)
    req = urllib.request.Request(url + "/api/hierarchies", data=data.encode(), method="POST",
                                 headers={"Content-Type": content_type})
    with urllib.request.urlopen(req, timeout=30) as resp:
        return json.load(resp)


def browser(script_timeout=30):
    opts = Options()
    opts.binary_location = os.environ.get("CHROME_BIN", "/usr/bin/chromium")
    for arg in ("--no-sandbox", "--headless=new", "--disable-gpu", "--disable-dev-shm-usage", "--window-size=1440,900"):
        opts.add_argument(arg)
    drv = webdriver.Chrome(service=Service(os.environ.get("CHROMEDRIVER", "/usr/bin/chromedriver")), options=opts)
    drv.set_script_timeout(script_timeout)
    drv.execute_cdp_cmd("Emulation.setDeviceMetricsOverride", {"width": 1440, "height": 900, "deviceScaleFactor": 1, "mobile": False})
    return drv


def wait(drv, script, timeout=20):
    """Polls `script` in the page until it returns something true → that value."""
    end = time.time() + timeout
    while time.time() < end:
        value = drv.execute_script(script)
        if value:
            return value
        time.sleep(0.05)
    raise RuntimeError(f"timed out waiting for: {script}")


def summary(samples, key):
    """(median, best, worst) of the samples' `key`, or None when none has it."""
    values = [s[key] for s in samples if s.get(key) is not None]
    return (statistics.median(values), min(values), max(values)) if values else None


def percentile(values, p):
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(round(p / 100 * (len(ordered) - 1))))]


def in_turn(publics, rounds, measure, script_timeout=30):
    """Each copy of public/ measured in turn, `rounds` times over (so the machine's load falls on all of them),
    each time by a fresh server and browser: measure(drv, url, public)."""
    for _ in range(rounds):
        for public in publics:
            with tempfile.TemporaryDirectory() as tmp:
                proc, url = serve(Path(tmp), public)
                drv = browser(script_timeout)
                try:
                    measure(drv, url, public)
                finally:
                    drv.quit()
                    proc.terminate()
                    proc.wait(timeout=15)


def each_screen(inputs, publics, rounds, bench, count):
    """Every input stored and measured by bench(drv, url, hierarchy id, count) → (what it found, samples) on each
    copy of public/, in turn → {(input name, public): (view count, what the first round found, all samples)}."""
    collected = {}

    def measure(drv, url, public):
        for name, body, content_type in inputs:
            stored = store(url, body, content_type)
            found, samples = bench(drv, url, stored["id"], count)
            views, first, before = collected.get((name, public), (stored["viewCount"], found, []))
            collected[(name, public)] = (views, first, before + samples)

    in_turn(publics, rounds, measure)
    return collected


def print_side_by_side(measures, samples_of_each_copy, width):
    """One line a measure: its median (best–worst) for each copy of public/, [1], [2], … side by side."""
    for key, what in measures:
        cells = []
        for samples in samples_of_each_copy:
            m = summary(samples, key)
            cells.append(f"{m[0]:6.1f} ({m[1]:.1f}–{m[2]:.1f})" if m else "     —")
        print(f"  {what:<{width}} " + "   ".join(f"[{i + 1}] {c:<22}" for i, c in enumerate(cells)))


def screens():
    """The hierarchies the page benchmarks open: (name, body, content type) of the realistic ~100-view iPhone screen
    (`hittrace-bench --print-realistic`) and the 96-view navigation-push dump from the team's data when it is
    beside the repository (skipped, and said so, when not)."""
    inputs = []
    realistic = subprocess.run([str(RELEASE / "hittrace-bench"), "--print-realistic"], capture_output=True, text=True)
    if realistic.returncode != 0:
        sys.exit("hittrace-bench is missing: swift build -c release --product hittrace-bench")
    inputs.append(("realistic screen", realistic.stdout, "application/json"))
    if NAVPUSH.exists():
        inputs.append(("navpush dump", NAVPUSH.read_text(), "text/plain"))
    else:
        print(f"(skipped: {NAVPUSH} is absent; the real dump is team data, not in the repository)")
    return inputs
