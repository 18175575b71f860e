"""The page as people see it: the CSP the server sends, and screenshots of the main states on a laptop
(1440×900) and a projector (1920×1080, projector mode) in artifacts/screenshots/ — look at them."""

import json
import urllib.request

import pytest

from conftest import LAPTOP, PROJECTOR, preset_json, set_viewport

CSP = ("default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; object-src 'none'; "
       "base-uri 'none'; frame-ancestors 'none'")


def test_the_page_is_served_with_the_content_security_policy(server):
    with urllib.request.urlopen(server.url + "/") as resp:
        assert resp.headers["Content-Security-Policy"] == CSP
        html = resp.read().decode()
    assert "<script>" not in html and " style=" not in html and " onclick" not in html.lower()
    with urllib.request.urlopen(server.url + "/js/main.js") as resp:
        assert resp.headers["Content-Type"].startswith("text/javascript")


def step_to(page, n):
    page.q("#replay-start").click()
    for _ in range(n):
        page.q("#replay-forward").click()


def test_laptop_screenshots(page):
    set_viewport(page.d, LAPTOP)
    page.open("/?preset=seed-demo&lang=en")
    page.screenshot("laptop-1-start")
    page.touch(40, 100, expect_hit="redView")
    page.screenshot("laptop-2-seed-touched")
    step_to(page, 9)
    page.screenshot("laptop-3-replay-step")
    page.open("/?preset=overlapping-siblings&lang=en")
    page.touch(200, 320, expect_hit="frontCard")
    page.tree_row("backCard").click()
    page.screenshot("laptop-4-misses-why")
    page.open("/?preset=rotated-view&lang=en")
    page.touch(95, 225, expect_hit="background")
    page.screenshot("laptop-5-rotated")
    page.open("/?preset=two-windows&lang=en")
    page.touch(100, 100, expect_hit="bannerView")
    page.screenshot("laptop-6-two-windows")
    page.open("/?preset=seed-demo&lang=zh")
    page.touch(40, 100, expect_hit="redView")
    step_to(page, 7)
    page.screenshot("laptop-7-chinese")
    page.q("[data-lang='en']").click()


@pytest.mark.http_errors
def test_laptop_editor_error_screenshot(page):
    set_viewport(page.d, LAPTOP)
    page.open("/?preset=seed-demo&lang=en")
    hierarchy = preset_json("seed-demo.json")
    red = hierarchy["root"]["subviews"][0]["subviews"][0]["subviews"][0]
    red["alpha"] = 2
    red["frame"] = [0, 0, "wide", 10]
    page.set_editor(json.dumps(hierarchy, indent=2))
    page.wait(lambda d: page.q("#errors").is_displayed())
    page.qa("#errors .error")[0].click()
    page.screenshot("laptop-8-editor-errors")


def test_projector_screenshots(page):
    set_viewport(page.d, PROJECTOR)
    page.open("/?preset=seed-demo&lang=en")
    if page.q("#projector-button").get_attribute("aria-pressed") != "true":
        page.q("#projector-button").click()
    assert "projector" in page.q("body").get_attribute("class")
    page.touch(40, 100, expect_hit="redView")
    step_to(page, 13)
    page.screenshot("projector-1-seed-replay")
    # Projector mode is the presenter's own address (issue 32: never remembered by the browser).
    page.open("/?preset=subview-outside-parent&lang=zh&projector=1")
    assert "projector" in page.q("body").get_attribute("class")
    page.touch(187, 570, expect_hit="root")
    # The projector stage has no view list: a view is selected with a Shift-click on the drawing.
    page.js("""const g = [...document.querySelectorAll('#drawing [data-view-id]')].find(e => e.getAttribute('data-view-id') === 'centerButton');
               g.querySelector('rect.bg').dispatchEvent(new MouseEvent('click', {bubbles: true, shiftKey: true}));""")
    page.screenshot("projector-2-outside-parent-zh")
    page.q("#projector-button").click()
    page.q("[data-lang='en']").click()
    set_viewport(page.d, LAPTOP)
