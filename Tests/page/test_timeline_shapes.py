"""The timeline reads the server's delivery defensively: odd shapes (missing fields, extra fields, unknown kinds,
strings where objects belong) do not break the page, and names are text, never markup. The delivery here is
handcrafted and swapped into the real server's answer (the rest of the trace is real); the tests of the real
delivery are in test_timeline.py."""

from timeline_helpers import timeline_rows, wait_posted, watch_touches

IMG = "<img src=x onerror=alert(1)>"

CARD_TAP_ON_BUTTON = {
    "touches": [{"finger": 0, "view": "Btn", "window": "window"}],
    "recognizers": [
        {"id": "cardTap", "view": "card", "type": "tap", "builtIn": False, "state": "failed"},
        {"id": "cardHold", "view": "card", "type": "longPress", "builtIn": False, "state": "failed"},
    ],
    "timeline": [
        {"t": 0.0, "target": "cardTap", "kind": "recognizer", "event": "touchesBegan", "state": None},
        {"t": 0.0, "target": "Btn", "kind": "view", "event": "touchesBegan", "finger": 0, "receivedBy": "Btn",
         "reason": "`Btn` is the hit-test view"},
        {"t": 0.0, "target": "Btn", "kind": "control", "event": "controlEvent", "state": "touchDown"},
        {"t": 0.08, "target": "cardTap", "kind": "recognizer", "event": "stateChanged", "state": "failed",
         "reason": "`cardTap` failed: `Btn` is a `UIButton` and vetoes a foreign single tap"},
        {"t": 0.08, "target": "cardHold", "kind": "recognizer", "event": "stateChanged", "state": "failed",
         "reason": "the finger lifted before `cardHold`'s minimumPressDuration (0.5 s)"},
        {"t": 0.08, "target": "Btn", "kind": "view", "event": "touchesEnded", "finger": 0, "receivedBy": "Btn"},
        {"t": 0.08, "target": "Btn", "kind": "control", "event": "controlEvent", "state": "touchUpInside"},
    ],
    "actions": [{"t": 0.0, "source": "Btn", "event": "touchDown"}, {"t": 0.08, "source": "Btn", "event": "touchUpInside"}],
    "scrolls": [],
}

ODD = {
    "timeline": [
        {"t": "soon", "target": IMG, "kind": "<b>view</b>", "event": f"touchesBegan{IMG}", "reason": f"`{IMG}` and ``` stray `"},
        "not an object", None, 7,
        {"target": None},
        {"t": 0.1, "target": "card", "kind": "view", "event": "touchesMoved", "extra": {"nested": [1, 2]}},
        {"t": 0.2, "target": "card", "kind": "view", "event": "touchesMoved"},
        {"t": 0.3, "target": "card", "kind": "view", "event": "touchesMoved"},
        # A move that reaches a view and its control alternates; the cycle reads as two rows, each ×3.
        {"t": 0.4, "target": "Btn", "kind": "view", "event": "touchesMoved"},
        {"t": 0.4, "target": "Btn", "kind": "control", "event": "controlEvent", "state": "touchDragInside"},
        {"t": 0.5, "target": "Btn", "kind": "view", "event": "touchesMoved"},
        {"t": 0.5, "target": "Btn", "kind": "control", "event": "controlEvent", "state": "touchDragInside"},
        {"t": 0.6, "target": "Btn", "kind": "view", "event": "touchesMoved"},
        {"t": 0.6, "target": "Btn", "kind": "control", "event": "controlEvent", "state": "touchDragInside"},
        {"t": 0.7, "target": "Btn", "kind": "view", "event": "touchesEnded"},
    ],
    "actions": [{"source": IMG}, "x", {"t": 0.3, "source": "cardTap", "event": "recognized", "more": True}],
    "recognizers": [{"id": IMG, "state": IMG, "builtIn": "yes"}, 5],
    "scrolls": [{"view": IMG, "scrolled": True, "by": "far", "contentOffset": None}, {"view": "SV"}],
    "futureField": {"anything": True},
    "truncated": {"omittedEntries": 12, "stoppedEarly": False, "message": f"12 more were left out {IMG}"},
}


def open_card(page):
    page.open("/?preset=button-on-tappable-card&lang=en")
    watch_touches(page)


def test_a_handcrafted_delivery_is_drawn_row_by_row(page):
    open_card(page)
    page.js("window.__deliveryOverride = arguments[0]", CARD_TAP_ON_BUTTON)
    page.q("#suggest-button").click()
    page.wait(lambda d: page.qa("#timeline-rows .tl-row"), message="the timeline never appeared")
    assert timeline_rows(page) == [
        ["recognizer", "cardTap", "touchesBegan", 1], ["view", "Btn", "touchesBegan", 1], ["control", "Btn", "controlEvent", 1],
        ["recognizer", "cardTap", "stateChanged", 1], ["recognizer", "cardHold", "stateChanged", 1],
        ["view", "Btn", "touchesEnded", 1], ["control", "Btn", "controlEvent", 1]]
    assert page.text("#timeline-actions") == "10 msBtntouchDown280 msBtntouchUpInside"
    # Backticked names are code elements, the rest stays a sentence.
    reason = page.q("#timeline-rows [data-timeline-index='3'] .tl-reason")
    assert [c.text for c in reason.find_elements("css selector", "code")] == ["cardTap", "Btn", "UIButton"]
    assert "vetoes a foreign single tap" in reason.text
    # The kind is said in words (and an icon), not by colour alone.
    assert page.text("#timeline-rows [data-timeline-index='3'] .tl-kind-label") == "recognizer"
    assert page.text("#timeline-rows [data-timeline-index='3'] .tl-event") == "→ ✗ failed"
    chips = page.js("return [...document.querySelectorAll('#timeline-recognizers [data-recognizer]')].map(c => c.dataset.recognizer + ':' + c.dataset.state)")
    assert chips == ["cardTap:failed", "cardHold:failed"]
    # A recognizer's row outlines its view: hovering cardTap's row outlines card; clicking selects it.
    page.q("#timeline-rows [data-timeline-index='3']").click()
    page.wait(lambda d: "is-selected" in page.view_class("card"))


def test_odd_shapes_and_markup_do_not_break_the_timeline(page):
    open_card(page)
    page.js("window.__deliveryOverride = arguments[0]", ODD)
    page.q("#suggest-button").click()
    page.wait(lambda d: page.qa("#timeline-rows .tl-row"), message="the timeline never appeared")
    rows = timeline_rows(page)
    assert rows[0] == ["other", IMG, f"touchesBegan{IMG}", 1]
    assert rows[-4:] == [["view", "card", "touchesMoved", 3],  # three moves in a row read as one row
                         ["view", "Btn", "touchesMoved", 3], ["control", "Btn", "controlEvent", 3],
                         ["view", "Btn", "touchesEnded", 1]]
    assert page.text("#timeline-rows [data-timeline-kind='control'] .tl-time") == "400 ms–600 ms"
    assert page.js("return document.querySelectorAll('#timeline img, #timeline b').length") == 0
    assert IMG in page.text("#timeline-rows")
    assert IMG in page.text("#timeline-recognizers")
    assert IMG in page.text("#timeline-scrolls")
    assert page.text("#timeline-truncated") == f"Cut short by the server: 12 more were left out {IMG}."
    # The page still works: another touch with no delivery at all says so.
    page.js("window.__deliveryOverride = null")
    page.q("#touch-form button").click()
    page.wait(lambda d: page.text("#timeline-empty") == "The server sent no delivery for this touch.")
    assert not page.qa("#timeline-rows .tl-row") and not page.q("#timeline-actions-block").is_displayed()


def test_an_empty_delivery_says_so(page):
    open_card(page)
    page.js("window.__deliveryOverride = {timeline: [], actions: []}")
    page.q("#suggest-button").click()
    wait_posted(page)
    page.wait(lambda d: page.q("#timeline-empty").is_displayed())
    assert "Nothing was delivered" in page.text("#timeline-empty")
    assert not page.q("#timeline-actions-block").is_displayed()


def test_a_very_long_timeline_is_cut_at_400_rows_and_says_how_many_more(page):
    open_card(page)
    many = [{"t": i / 100, "target": "card", "kind": "view", "event": "touchesBegan"} for i in range(450)]
    page.js("window.__deliveryOverride = arguments[0]", {"timeline": many, "actions": []})
    page.q("#suggest-button").click()
    page.wait(lambda d: len(page.qa("#timeline-rows .tl-row")) == 400, message="the rows were not cut at 400")
    assert page.text("#timeline-rows .tl-more") == "… and 50 more rows"
