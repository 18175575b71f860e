"""Fixtures for the page tests: the real `hittrace serve` (the only server: the rules live once, in the engine), a headless
Chromium driven by Selenium, and a `page` helper that fails the test on any JS error, CSP violation
or unexpected console error.

    pip install -r Tests/page/requirements.txt
    swift build --product hittrace          # the binary the tests start
    pytest Tests/page                       # HITTRACE_BIN=… to use another binary
"""

import json
import os
import queue
import signal
import subprocess
import threading
import time
import urllib.error
import urllib.request
from pathlib import Path

import pytest
from selenium import webdriver
from selenium.common.exceptions import TimeoutException
from selenium.webdriver.chrome.options import Options
from selenium.webdriver.chrome.service import Service
from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import WebDriverWait

HERE = Path(__file__).resolve().parent
REPO = HERE.parents[1]
PUBLIC = REPO / "public"
PRESETS = PUBLIC / "presets"
SCREENSHOTS = REPO / "artifacts" / "screenshots"

LAPTOP = (1440, 900)
PROJECTOR = (1920, 1080)

# Runs before the page's own scripts in every document: records what must never happen.
WATCH_JS = """
window.__problems = [];
document.addEventListener('securitypolicyviolation', (e) => {
  window.__problems.push('CSP violation: ' + e.violatedDirective + ' ' + e.blockedURI);
});
window.addEventListener('error', (e) => { window.__problems.push('JS error: ' + e.message); });
window.addEventListener('unhandledrejection', (e) => { window.__problems.push('unhandled rejection: ' + e.reason); });
window.alert = (m) => { window.__problems.push('alert(' + m + ')'); };
"""


# ----------------------------------------------------------------------------- the server

class Server:
    def __init__(self, url, proc):
        self.url = url
        self.proc = proc

    def api(self, method, path, body=None, content_type="application/json"):
        """Calls the API directly; returns (status, parsed JSON or None)."""
        data = None
        if body is not None:
            data = body.encode() if isinstance(body, str) else json.dumps(body).encode()
        req = urllib.request.Request(self.url + path, data=data, method=method)
        if data is not None:
            req.add_header("Content-Type", content_type)
        try:
            with urllib.request.urlopen(req, timeout=10) as resp:
                text = resp.read().decode()
                return resp.status, json.loads(text) if text else None
        except urllib.error.HTTPError as err:
            text = err.read().decode()
            try:
                return err.code, json.loads(text)
            except ValueError:
                return err.code, None

    def store(self, hierarchy):
        status, body = self.api("POST", "/api/hierarchies", hierarchy)
        assert status == 201, body
        return body["id"]


@pytest.fixture(scope="session")
def server(tmp_path_factory):
    tmp = tmp_path_factory.mktemp("hittrace")
    binary = Path(os.environ.get("HITTRACE_BIN", REPO / ".build" / "debug" / "hittrace"))
    if not binary.exists():
        pytest.fail(f"{binary} does not exist: run `swift build --product hittrace`, or set HITTRACE_BIN")
    cmd = [str(binary), "serve", "--host", "127.0.0.1", "--port", "0",
           "--db", str(tmp / "db.sqlite"), "--public", str(PUBLIC),
           "--rules", str(REPO / "docs" / "UIKIT-RULES.md")]
    err = open(tmp / "server.stderr", "wb")
    proc = subprocess.Popen(cmd, stdout=subprocess.PIPE, stderr=err, text=True)
    lines = queue.Queue()

    def pump():
        for line in proc.stdout:
            lines.put(line.strip())

    threading.Thread(target=pump, daemon=True).start()
    try:
        url = lines.get(timeout=30)
    except queue.Empty:
        proc.kill()
        pytest.fail(f"the server printed no URL within 30 s; stderr: {(tmp / 'server.stderr').read_text()[-2000:]}")
    assert url.startswith("http://127.0.0.1:"), url
    yield Server(url, proc)
    proc.send_signal(signal.SIGTERM)
    try:
        proc.wait(timeout=15)
    except subprocess.TimeoutExpired:
        proc.kill()
        proc.wait()
    err.close()


# ----------------------------------------------------------------------------- the browser

@pytest.fixture(scope="session")
def driver():
    opts = Options()
    opts.binary_location = os.environ.get("CHROME_BIN", "/usr/bin/chromium")
    for arg in ("--no-sandbox", "--headless=new", "--disable-gpu", "--disable-dev-shm-usage",
                f"--window-size={LAPTOP[0]},{LAPTOP[1]}", "--hide-scrollbars", "--lang=en-US",
                "--force-color-profile=srgb"):
        opts.add_argument(arg)
    opts.set_capability("goog:loggingPrefs", {"browser": "ALL"})
    drv = webdriver.Chrome(service=Service(os.environ.get("CHROMEDRIVER", "/usr/bin/chromedriver")), options=opts)
    drv.execute_cdp_cmd("Page.addScriptToEvaluateOnNewDocument", {"source": WATCH_JS})
    set_viewport(drv, LAPTOP)
    yield drv
    drv.quit()


def set_viewport(drv, size):
    drv.execute_cdp_cmd("Emulation.setDeviceMetricsOverride",
                        {"width": size[0], "height": size[1], "deviceScaleFactor": 1, "mobile": False})


class Page:
    """What a test does with the page, in the page's own terms."""

    def __init__(self, driver, server):
        self.d = driver
        self.server = server

    # navigation
    def open(self, path="/?lang=en"):
        self.d.get(self.server.url + path)
        self.wait(lambda d: d.execute_script("return document.body.classList.contains('ready')"), timeout=20,
                  message="the page never finished starting (body.ready)")
        return self

    def wait(self, condition, timeout=10, message=""):
        try:
            return WebDriverWait(self.d, timeout, poll_frequency=0.05).until(condition)
        except TimeoutException:
            raise AssertionError(message or "timed out") from None

    def wait_text(self, css, expected, timeout=10):
        self.wait(lambda d: self.text(css) == expected, timeout,
                  f"{css} never read {expected!r} (it reads {self.text(css)!r})")

    # reading
    def q(self, css):
        return self.d.find_element(By.CSS_SELECTOR, css)

    def qa(self, css):
        return self.d.find_elements(By.CSS_SELECTOR, css)

    def text(self, css):
        els = self.qa(css)
        return self.d.execute_script("return arguments[0].textContent", els[0]) if els else None

    def js(self, script, *args):
        return self.d.execute_script(script, *args)

    def view(self, view_id):
        """The drawn <g> of a view (data-view-id is the test hook)."""
        for el in self.qa("#drawing [data-view-id]"):
            if el.get_attribute("data-view-id") == view_id:
                return el
        raise AssertionError(f"no drawn view {view_id!r}")

    def tree_row(self, view_id):
        for el in self.qa("#tree [data-tree-id]"):
            if el.get_attribute("data-tree-id") == view_id:
                return el
        raise AssertionError(f"no tree row {view_id!r}")

    def view_class(self, view_id):
        """The class attribute of a drawn view, read in one go (the drawing may be rebuilt meanwhile)."""
        return self.js("""const g = [...document.querySelectorAll('#drawing [data-view-id]')]
            .find(e => e.getAttribute('data-view-id') === arguments[0]); return g ? g.getAttribute('class') : null""", view_id)

    def row_class(self, view_id):
        return self.js("""const r = [...document.querySelectorAll('#tree [data-tree-id]')]
            .find(e => e.getAttribute('data-tree-id') === arguments[0]); return r ? r.getAttribute('class') : null""", view_id)

    def drawn_ids(self):
        return self.js("return [...document.querySelectorAll('#drawing [data-view-id]')].map(e => e.getAttribute('data-view-id'))")

    # doing
    def client_point(self, x, y):
        """Where screen point (x, y) of the hierarchy is in the browser window."""
        return self.js("""
            const m = document.querySelector('#drawing').getScreenCTM();
            const p = new DOMPoint(arguments[0], arguments[1]).matrixTransform(m);
            return [p.x, p.y];""", x, y)

    def tap(self, x, y, shift=False):
        """A real mouse click on the drawing at the hierarchy's screen point (x, y)."""
        cx, cy = self.client_point(x, y)
        actions = ActionChains(self.d)
        actions.w3c_actions.pointer_action.move_to_location(int(round(cx)), int(round(cy)))
        actions.w3c_actions.key_action.pause()
        if shift:
            actions.key_down(Keys.SHIFT)
        actions.click()
        if shift:
            actions.key_up(Keys.SHIFT)
        actions.perform()

    def touch(self, x, y, expect_hit):
        self.tap(x, y)
        self.wait_text("#hit-view", expect_hit)
        self.settle("#result")

    def steps(self):
        """The traversal's rows once drawn: they are drawn after the frame that paints the answer, so a test that
        has just seen the hit view waits for them."""
        self.wait(lambda d: self.qa("#steps [data-step]"), message="the steps were never drawn")
        return self.qa("#steps [data-step]")

    def settle(self, css, quiet=0.45, timeout=5):
        """Waits until the element's markup has not changed for `quiet` seconds: a tap's answer is shown at
        once and may be redrawn (a double-tap window closing, the receipt, labels placed), and reading rows
        while they are replaced finds stale elements."""
        end = time.time() + timeout
        last, since = None, time.time()
        while time.time() < end:
            current = self.js("const e = document.querySelector(arguments[0]); return e ? e.innerHTML : null", css)
            if current != last:
                last, since = current, time.time()
            elif time.time() - since >= quiet:
                return
            time.sleep(0.05)

    def choose_preset(self, preset_id):
        self.js("""const s = document.querySelector('#preset-select'); s.value = arguments[0];
                   s.dispatchEvent(new Event('change', {bubbles: true}));""", preset_id)
        self.wait(lambda d: preset_id in d.current_url, message=f"preset {preset_id} never loaded")

    def keys(self, *keys):
        ActionChains(self.d).send_keys(*keys).perform()

    def set_editor(self, text):
        """Replaces the JSON editor's text as typing would (an input event)."""
        self.q("#tab-json").click()
        self.js("""const t = document.querySelector('#json-input'); t.value = arguments[0];
                   t.dispatchEvent(new Event('input', {bubbles: true}));""", text)

    def screenshot(self, name):
        SCREENSHOTS.mkdir(parents=True, exist_ok=True)
        path = SCREENSHOTS / f"{name}.png"
        time.sleep(0.25)  # let transitions settle
        self.d.save_screenshot(str(path))
        return path

    # health
    def problems(self):
        return self.js("return window.__problems || []") or []

    def console_errors(self, allow_http_errors=False):
        errors = []
        for entry in self.d.get_log("browser"):
            if entry["level"] != "SEVERE":
                continue
            message = entry["message"]
            if allow_http_errors and "the server responded with a status of 4" in message:
                continue
            errors.append(message)
        return errors


@pytest.fixture
def page(driver, server, request):
    driver.get_log("browser")  # drop what earlier tests left
    set_viewport(driver, LAPTOP)
    p = Page(driver, server)
    yield p
    allow = request.node.get_closest_marker("http_errors") is not None
    problems = p.problems()
    errors = p.console_errors(allow_http_errors=allow)
    csp = [e for e in errors if "Content Security Policy" in e or "Refused to" in e]
    assert not problems, f"the page recorded problems: {problems}"
    assert not csp, f"CSP violations: {csp}"
    assert not errors, f"console errors: {errors}"


def preset_json(name):
    return json.loads((PRESETS / name).read_text())


def preset_index():
    return json.loads((PRESETS / "index.json").read_text())["presets"]
