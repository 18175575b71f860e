"""Issue 20, phones (390×844, touch): the drawing on the first screen with the answer right under it, a tap on the
drawing is a touch, a swipe outside the drawing scrolls the page, and no words for a mouse ("Shift-click")."""

import pytest

from conftest import set_viewport

PHONE = (390, 844)


@pytest.fixture
def phone(page):
    page.d.execute_cdp_cmd("Emulation.setDeviceMetricsOverride",
                           {"width": PHONE[0], "height": PHONE[1], "deviceScaleFactor": 2, "mobile": True})
    page.d.execute_cdp_cmd("Emulation.setTouchEmulationEnabled", {"enabled": True, "maxTouchPoints": 5})
    yield page
    page.d.execute_cdp_cmd("Emulation.setTouchEmulationEnabled", {"enabled": False})
    set_viewport(page.d, (1440, 900))


def finger(page, points, pause=0.02):
    """A one-finger touch through the browser's input pipeline (as a phone's), along `points` (client px)."""
    import time
    x, y = points[0]
    page.d.execute_cdp_cmd("Input.dispatchTouchEvent", {"type": "touchStart", "touchPoints": [{"x": x, "y": y}]})
    for x, y in points[1:]:
        time.sleep(pause)
        page.d.execute_cdp_cmd("Input.dispatchTouchEvent", {"type": "touchMove", "touchPoints": [{"x": x, "y": y}]})
    time.sleep(pause)
    page.d.execute_cdp_cmd("Input.dispatchTouchEvent", {"type": "touchEnd", "touchPoints": []})


def rect(page, css):
    return page.js("const b = document.querySelector(arguments[0]).getBoundingClientRect(); return {top: b.top, bottom: b.bottom, left: b.left, right: b.right}", css)


@pytest.mark.parametrize("lang", ["en", "zh"])
def test_on_a_phone_the_drawing_comes_first_and_a_tap_on_it_is_a_touch(phone, lang):
    page = phone
    page.open(f"/?preset=seed-demo&lang={lang}")
    stage = rect(page, "#stage")
    page.screenshot(f"classroom-phone-{lang}-start")
    assert stage["top"] < 844 * 0.25, f"the drawing starts at {stage['top']} px"
    assert stage["bottom"] <= 844, "the drawing runs off the first screen"
    assert page.js("return document.body.classList.contains('touch-device')")
    text = page.js("return document.body.innerText")
    assert "Shift" not in text, "words for a mouse on a phone"
    page.screenshot(f"classroom-phone-{lang}-start")
    cx, cy = page.client_point(40, 100)
    finger(page, [(cx, cy)])
    page.wait_text("#hit-view", "redView")
    hit = rect(page, "#hit-view")
    assert hit["bottom"] <= 844 and hit["top"] >= stage["bottom"] - 1, f"the answer is not right under the drawing: {hit}"
    page.screenshot(f"classroom-phone-{lang}-answer")


def test_on_a_phone_a_swipe_outside_the_drawing_scrolls_the_page(phone):
    page = phone
    page.open("/?preset=seed-demo&lang=en")
    page.wait(lambda d: page.js("return document.body.classList.contains('ready')"))
    below = rect(page, "#stage")["bottom"] + 40
    assert below < 844 - 100
    start = page.js("return scrollY")
    finger(page, [(200, 780 - i * 30) for i in range(12)], pause=0.016)
    page.wait(lambda d: page.js("return scrollY") > start + 50, message="a swipe outside the drawing did not scroll the page")
    # The swipe was no touch on the hierarchy.
    assert page.js("return document.querySelector('#result').hidden")
