"""A link restores everything a person looked at (issue 31 item 2): each kind of link is made in the page by doing
what a person does, read from the address bar or the Share button, then opened in a fresh browser profile (a new
Chromium with an empty profile: nothing remembered), and the screen there is compared with the screen it was
made from — the hierarchy (with its edits and fixes), the touch, the replay's step (the last one when the link
was made while the replay played by itself), the view selected and its why-not, the hit map, 3D and its angle,
zoom and pan, search and language."""

import json
import os
import shutil
import tempfile
import time

import pytest
from selenium import webdriver
from selenium.webdriver.chrome.options import Options
from selenium.webdriver.chrome.service import Service
from selenium.webdriver.common.action_chains import ActionChains

from conftest import LAPTOP, WATCH_JS, Page, set_viewport
from test_whynot import COVERED, load
from timeline_helpers import hold

# What is on the screen, as the store holds it and as the page shows it.
SCREEN_JS = """
const done = arguments[arguments.length - 1];
import('./js/state/store.js').then(({ state }) => {
  const tapPoint = (t) => {
    const e = t && Array.isArray(t.sequence) ? t.sequence : null;
    const tap = e && e.length === 2 && e[0].phase === 'began' && e[1].phase === 'ended' && e[0].x === e[1].x && e[0].y === e[1].y;
    return tap ? { x: e[0].x, y: e[0].y } : t;
  };
  const q = (css) => document.querySelector(css);
  const steps = state.trace && Array.isArray(state.trace.steps) ? state.trace.steps.length : 0;
  done({
    views: [...document.querySelectorAll('#drawing [data-view-id]')].map((e) => e.getAttribute('data-view-id')),
    // A click is recorded as a one-finger sequence and linked as its point (?x=&y=): the same tap.
    touch: tapPoint(state.touch), hit: q('#hit-view').textContent,
    step: state.replay.overview ? 'all' : state.replay.pos === steps ? 'last' : state.replay.pos,
    selected: state.selected, inspected: q('#inspector .inspector-head .vid.big')?.textContent ?? null,
    why: q('#selection-card').hidden ? null : q('#why').dataset.kind,
    whyNot: q('#why-not').hidden ? null : (q('#why-not').dataset.status || null),
    tryFix: Boolean(q('#try-fix')),
    hitMap: state.options.hitMap && Boolean(q('#drawing [data-hitmap-view]')),
    layers3d: { ...state.layers3d, shown: !q('#layers3d').hidden },
    // Zoom and pan as a link writes them (points to 2 decimals, the scale to 4), to a tenth of a point.
    view: state.view && !state.view.fitted ? [state.view.x, state.view.y, state.view.scale * 100].map((v) => Math.round(v * 10) / 10) : null,
    viewBox: state.view && !state.view.fitted ? q('#drawing').getAttribute('viewBox').split(' ').map((v) => Math.round(Number(v))) : null,
    search: q('#view-search').value, language: document.documentElement.lang,
  });
});
"""


# Whether the address's fragment (#json=…) unpacks to the hierarchy the page shows (state.input).
ADDRESS_CARRIES_INPUT_JS = """
const done = arguments[arguments.length - 1];
Promise.all([import('./js/derive/packed.js'), import('./js/state/store.js')]).then(async ([{ unpackHierarchy }, { state }]) => {
  const packed = new URLSearchParams(location.hash.replace(/^#/, '')).get('json');
  const carried = packed ? await unpackHierarchy(packed) : null;
  done(carried !== null && JSON.stringify(carried) === JSON.stringify(state.input));
});
"""


@pytest.fixture
def fresh(server):
    """Opens a link in a new Chromium with an empty profile of its own; closed after the test."""
    browsers = []
    profiles = []

    def open_link(url):
        profile = tempfile.mkdtemp(prefix="hittrace-fresh-")
        profiles.append(profile)
        opts = Options()
        opts.binary_location = os.environ.get("CHROME_BIN", "/usr/bin/chromium")
        for arg in ("--no-sandbox", "--headless=new", "--disable-gpu", "--disable-dev-shm-usage", f"--user-data-dir={profile}",
                    f"--window-size={LAPTOP[0]},{LAPTOP[1]}", "--hide-scrollbars", "--lang=en-US", "--force-color-profile=srgb"):
            opts.add_argument(arg)
        drv = webdriver.Chrome(service=Service(os.environ.get("CHROMEDRIVER", "/usr/bin/chromedriver")), options=opts)
        browsers.append(drv)
        drv.execute_cdp_cmd("Page.addScriptToEvaluateOnNewDocument", {"source": WATCH_JS})
        set_viewport(drv, LAPTOP)
        page = Page(drv, server)
        drv.get(url)
        page.wait(lambda d: d.execute_script("return document.body.classList.contains('ready')"), timeout=20)
        return page

    yield open_link
    for drv in browsers:
        drv.quit()
    for profile in profiles:
        shutil.rmtree(profile, ignore_errors=True)


def screen(page):
    return page.d.execute_async_script(SCREEN_JS)


def settled(page):
    """The screen once it stops changing (the why-not and the hit map come after the touch's answer)."""
    last = None
    for _ in range(60):
        now = screen(page)
        if now == last:
            return now
        last = now
        time.sleep(0.25)
    return last


def same_screen(made, opened, what):
    a, b = settled(made), settled(opened)
    differ = {k: (a[k], b[k]) for k in a if a[k] != b[k]}
    assert not differ, f"{what}: {differ}"
    assert not opened.problems(), opened.problems()
    return b


def test_a_preset_link_with_every_part_restores_the_screen_in_a_fresh_profile(page, fresh):
    page.open("/?preset=seed-demo&lang=en")
    page.touch(40, 100, expect_hit="redView")
    page.wait(lambda d: page.qa("#steps [data-step]"))
    page.q("#replay-start").click()
    for _ in range(4):
        page.q("#replay-forward").click()
    page.q("#tab-tree").click()
    page.tree_row("grayView").click()
    page.q("#opt-hitmap").click()
    page.q("#view-search").send_keys("blue")
    page.q("#zoom-in").click()
    page.q("#layers3d-button").click()
    ActionChains(page.d).move_to_element(page.q("#layers3d")).click_and_hold().move_by_offset(50, 15).release().perform()
    page.q(".lang-toggle [data-lang=zh]").click()
    page.wait(lambda d: "lang=zh" in d.current_url)
    opened = fresh(page.d.current_url)
    shown = same_screen(page, opened, "preset link")
    assert shown["step"] == 4 and shown["selected"] == "grayView" and shown["hitMap"] and shown["layers3d"]["shown"]
    assert shown["view"] and shown["search"] == "blue" and shown["language"].startswith("zh") and shown["why"]


def test_edited_json_in_the_address_restores_the_screen_in_a_fresh_profile(page, fresh):
    load(page, COVERED)
    page.touch(60, 50, expect_hit="dimmingView")
    page.q("#tab-tree").click()
    page.tree_row("errorButton").click()
    page.wait(lambda d: page.qa("#try-fix"), message="no fix offered")
    # The fix tried: the address names the fixed hierarchy, and opens it. The address carried the edited JSON
    # before the fix too, and packs the new one asynchronously, after the answer is shown: wait until what it
    # carries is the hierarchy on the screen.
    page.q("#try-fix").click()
    page.wait_text("#hit-view", "errorButton")
    page.wait(lambda d: d.execute_async_script(ADDRESS_CARRIES_INPUT_JS), message="the address never named the fixed hierarchy")
    opened = fresh(page.d.current_url)
    shown = same_screen(page, opened, "edited JSON in the address")
    assert shown["hit"] == "errorButton" and shown["selected"] == "errorButton"
    made = page.d.execute_async_script("const d = arguments[0]; import('./js/state/store.js').then(({ state }) => d(JSON.stringify(state.input)))")
    again = opened.d.execute_async_script("const d = arguments[0]; import('./js/state/store.js').then(({ state }) => d(JSON.stringify(state.input)))")
    assert json.loads(made) == json.loads(again)


def test_the_shared_link_of_an_edited_hold_restores_the_screen_in_a_fresh_profile(page, fresh):
    load(page, COVERED)
    hold(page, 60, 50, 0.8)
    page.wait_text("#hit-view", "dimmingView")
    page.q("#tab-tree").click()
    page.tree_row("container").click()
    page.q("#share-button").click()
    page.wait(lambda d: "h=" in d.current_url and "t=" in d.current_url, message="no stored hierarchy and trace in the link")
    link = page.js("return document.querySelector('#share-link').href")
    assert "#" not in link and "h=" in link and "t=" in link, link
    opened = fresh(link)
    same_screen(page, opened, "shared link of a hold")


def test_a_link_made_while_the_replay_plays_opens_at_its_last_step(page, fresh):
    page.open("/?preset=seed-demo&x=40&y=100&lang=en")
    # Opened without a step: the replay plays by itself from the first step.
    page.wait(lambda d: page.js("return import('./js/state/store.js').then(({ state }) => state.replay.playing)"),
              message="the replay never played")
    url = page.d.current_url
    opened = fresh(url)
    shown = settled(opened)
    assert shown["step"] == "last", (url, shown["step"])
