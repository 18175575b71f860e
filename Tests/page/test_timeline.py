"""The delivery timeline under the drawing, against the real server: its rows from the keyboard, both languages,
links to a gesture, markup in ids shown as text, and screenshots at a projector's size. (How each gesture is made
and posted: test_gestures.py; odd delivery shapes: test_timeline_shapes.py.)"""

import json
from urllib.parse import parse_qs, urlparse

from selenium.webdriver.common.keys import Keys

from conftest import LAPTOP, set_viewport
from test_security import IMG, SCRIPT, assert_inert
from timeline_helpers import (CARD, SCROLL, drag, fires, hold, open_preset, row, timeline_rows, wait_timeline,
                              watch_touches)


def test_timeline_rows_work_from_the_keyboard(page):
    open_preset(page, CARD)
    page.tap(110, 315)
    wait_timeline(page)
    page.q("#replay-end").click()
    step_before = page.text("#step-counter")
    rows = page.qa("#timeline-rows .tl-row")
    assert [r.get_attribute("tabindex") for r in rows].count("0") == 1  # one tab stop for the list
    rows[0].send_keys(Keys.END)  # End moves within the timeline, not the replay
    assert page.js("return document.activeElement.dataset.timelineIndex") == str(len(rows) - 1)
    assert page.text("#step-counter") == step_before
    page.keys(Keys.HOME, Keys.ARROW_DOWN)
    focused = page.js("return document.activeElement")
    assert focused.get_attribute("data-timeline-index") == "1"
    page.keys(Keys.ENTER)
    target = focused.get_attribute("data-timeline-target")
    page.wait(lambda d: "is-selected" in page.view_class(target))
    # The panel folds away (and back) from its heading button.
    page.q("#timeline-toggle").send_keys(Keys.ENTER)
    page.wait(lambda d: not page.q("#timeline-body").is_displayed())
    assert page.q("#timeline-toggle").get_attribute("aria-expanded") == "false"
    page.q("#timeline-toggle").send_keys(Keys.SPACE)
    page.wait(lambda d: page.q("#timeline-body").is_displayed())


def test_the_timeline_speaks_chinese(page):
    open_preset(page, CARD, lang="zh")
    hold(page, 100, 200, 0.7)
    wait_timeline(page)
    assert page.text("#timeline-title") == "触摸随时间的传递"
    assert page.text("#timeline-gesture").startswith("长按")
    assert "识别器" in page.text("#timeline-rows")
    page.q("[data-lang='en']").click()
    page.wait(lambda d: page.text("#timeline-title") == "Touch delivery over time")
    assert "recognizer" in page.text("#timeline-rows")


def test_a_shared_link_replays_the_gesture_not_just_its_point(page, server):
    open_preset(page, CARD)
    hold(page, 100, 200, 0.7)
    wait_timeline(page)
    page.q("#share-button").click()
    page.wait(lambda d: "t" in parse_qs(urlparse(d.current_url).query), message="the link never named the stored trace")
    query = parse_qs(urlparse(page.d.current_url).query)
    assert "x" not in query  # a point would replay the hold as a tap
    status, trace = server.api("GET", f"/api/traces/{query['t'][0]}")
    assert status == 200 and trace["hierarchyId"] == query["h"][0]
    assert [e["phase"] for e in trace["touch"]["sequence"]] == ["began", "ended"]
    page.open(urlparse(page.d.current_url).path + "?" + urlparse(page.d.current_url).query)
    page.wait(lambda d: page.qa("#timeline-rows .tl-row"), message="the shared gesture's timeline never appeared")
    # The hold the link replays is the one recorded (at least the 0.7 s held; longer when the machine is busy).
    held = trace["touch"]["sequence"][-1]["t"] - trace["touch"]["sequence"][0]["t"]
    assert held >= 0.7
    caption = page.text("#timeline-gesture")
    assert caption.startswith("press and hold · ")
    assert abs(float(caption.split(" · ")[1].split(" ")[0]) - held) < 0.006, caption
    assert fires(page) == ["cardHold began", "cardHold ended"]
    # A tap on the stored hierarchy goes back to a point link (the point as the click landed: with the timeline
    # open the drawing is smaller, and a pixel may be more than a point; the timeline, drawn after the answer's
    # first frame, has stopped changing the drawing's size).
    page.settle("#timeline")
    page.tap(110, 315)

    def tap_linked(d):
        query = parse_qs(urlparse(d.current_url).query)
        return "t" not in query and "x" in query and abs(float(query["x"][0]) - 110) <= 1 and abs(float(query["y"][0]) - 315) <= 1

    # (While the tap is in flight the address may still name the hold's point: it is written at most every
    # 250 ms, and names the tap once its answer is shown.)
    page.wait(tap_linked, message=f"the link never named the tap: {page.d.current_url}")


def hostile_card():
    return {
        "name": "hostile card",
        "root": {
            "id": "window", "class": "UIWindow", "frame": [0, 0, 375, 667],
            "subviews": [{
                "id": IMG, "class": "UIView", "frame": [0, 0, 375, 400],
                "gestureRecognizers": [{"id": SCRIPT, "type": "tap"}],
                "subviews": [{"id": f"{SCRIPT}Btn", "class": "UIButton", "frame": [20, 20, 200, 60]}],
            }],
        },
    }


def test_markup_in_ids_is_text_in_the_timeline(page, server):
    hierarchy_id = server.store(hostile_card())
    page.open(f"/?h={hierarchy_id}&lang=en")
    watch_touches(page)
    page.tap(60, 50)  # on the button
    wait_timeline(page)
    rows = timeline_rows(page)
    assert [SCRIPT, "stateChanged"] in [[r[1], r[2]] for r in rows]
    assert f"{SCRIPT}Btn touchUpInside" in fires(page)
    assert page.js("return [...document.querySelectorAll('#timeline-recognizers [data-recognizer]')].map(c => c.dataset.recognizer)") == [SCRIPT]
    assert page.text("#timeline-recognizers code") == SCRIPT
    reason_codes = page.js("return [...document.querySelectorAll('#timeline-rows .tl-reason code')].map(c => c.textContent)")
    assert SCRIPT in reason_codes
    # Hovering the recognizer's row outlines its view, whose id is markup too.
    row(page, "recognizer", SCRIPT, "stateChanged").click()
    page.wait(lambda d: "is-selected" in (page.view_class(IMG) or ""))
    assert_inert(page)


def test_timeline_screenshots_at_projector_size(page):
    """1280×800, the size of many classroom projectors: normal and projector mode, English and Chinese."""
    size = (1280, 800)
    set_viewport(page.d, size)
    open_preset(page, SCROLL)
    page.tap(295, 148)
    wait_timeline(page)
    page.q("#replay-end").click()
    page.screenshot("timeline-1-scroll-tap-1280")
    drag(page, 100, 420, 0, -150, steps=10)
    wait_timeline(page, 2)
    page.q("#replay-end").click()
    page.js("document.querySelector('.stage-panel').scrollTop = 1e6")
    page.screenshot("timeline-2-scroll-drag-rows-1280")
    open_preset(page, CARD)
    hold(page, 110, 315, 0.9)
    wait_timeline(page)
    page.q("#replay-end").click()
    page.screenshot("timeline-3-card-hold-1280")
    page.q("#projector-button").click()
    page.js("document.querySelector('.stage-panel').scrollTop = 1e6")
    page.screenshot("timeline-4-card-hold-projector-1280")
    page.q("[data-lang='zh']").click()
    page.screenshot("timeline-5-card-hold-projector-zh-1280")
    page.q("#projector-button").click()
    page.q("[data-lang='en']").click()
    # On a laptop: the picture for the README (docs/screenshot.png is copied from it by hand).
    set_viewport(page.d, LAPTOP)
    open_preset(page, CARD)
    hold(page, 110, 315, 0.9)
    wait_timeline(page)
    page.q("#replay-end").click()
    page.screenshot("timeline-6-laptop-card-hold")
    page.js("document.querySelector('.stage-panel').scrollTop = 260")
    page.screenshot("timeline-7-laptop-card-hold-scrolled")


def test_a_switch_shows_its_value_change(page):
    """Rules 3.12, 3.13: a click on a switch fires valueChanged with isOn before and after, shown beside the
    event; a click on a button fires primaryActionTriggered after touchUpInside."""
    page.open("/?lang=en")
    watch_touches(page)
    page.set_editor(json.dumps({"root": {"id": "window", "class": "UIWindow", "frame": [0, 0, 375, 667], "subviews": [
        {"id": "sw", "class": "UISwitch", "frame": [40, 100, 51, 31]},
        {"id": "ok", "class": "UIButton", "frame": [40, 300, 120, 44], "backgroundColor": "#1e88e5"}]}}))
    page.wait(lambda d: "sw" in page.drawn_ids())
    page.tap(60, 115)
    wait_timeline(page)
    assert fires(page) == ["sw touchDown", "sw valueChanged", "sw touchUpInside"]
    values = [el.text for el in page.qa("#timeline-actions .fire-value")]
    assert values == ["isOn false → true"], values
    page.tap(100, 320)
    wait_timeline(page, 2)
    page.wait(lambda d: fires(page) == ["ok touchDown", "ok touchUpInside", "ok primaryActionTriggered"],
              message=f"the button's fires: {fires(page)}")
    assert page.problems() == []
