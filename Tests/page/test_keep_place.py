"""The page keeps the user's place (issue 31 item 1): the view selected, the inspector's scroll and the field being
edited survive touches, edits, fixes, undos and a change of language; the hit view is marked, never selected;
"Why?" and "Try the fix" sit beside the result; every change is one undo step, and the address bar names what
is on screen (edited JSON carried in its fragment, the stored hierarchy's ?h= again once undone back to it)."""

import json
from urllib.parse import urlparse

from test_phone import phone  # noqa: F401 (a fixture: 390×844 with touch)
from test_whynot import COVERED, load

STATE_JS = """return import('./js/state/store.js').then(({ state }) => ({
  selected: state.selected, hit: state.trace ? state.trace.hitView : null, text: state.text,
  storedId: state.storedId, history: state.history.pos }))"""


def shown(page):
    return page.js(STATE_JS)


def inspected(page):
    return page.text("#inspector .inspector-head .vid.big")


def address(page):
    url = urlparse(page.d.current_url)
    return url.query, url.fragment


def view_in(text, view_id):
    found = []

    def walk(v):
        if v["id"] == view_id:
            found.append(v)
        for s in v.get("subviews", []):
            walk(s)
    walk(json.loads(text)["root"])
    return found[0]


def test_the_selection_stays_through_touches_edits_fixes_undos_and_languages(page):
    load(page, COVERED)
    page.touch(60, 50, expect_hit="dimmingView")
    # Nothing was selected: the hit view is marked in the tree, not selected.
    assert shown(page)["selected"] is None
    page.q("#tab-tree").click()
    assert "is-hit" in page.row_class("dimmingView") and "is-selected" not in page.row_class("dimmingView")
    page.tree_row("errorButton").click()
    page.wait(lambda d: inspected(page) == "errorButton")
    # "Why?" and the fix beside the result, for the view selected.
    page.wait(lambda d: page.qa("#selection-card #try-fix"), message="no Try the fix beside the result")
    assert not page.q("#selection-card").get_attribute("hidden")
    assert page.text("#selection-name") == "errorButton"
    assert page.q("#why").get_attribute("data-kind") == "miss"
    page.screenshot("keep-place-selection-en")

    # Another touch: the selection stays; the hit view is the new one's.
    page.touch(300, 500, expect_hit="dimmingView")
    assert shown(page)["selected"] == "errorButton" and inspected(page) == "errorButton"

    # An edit from the inspector: the same view, the same field focused, the inspector's scroll kept.
    page.js("document.querySelector('#inspector').scrollTop = 60")
    scroll = page.js("return document.querySelector('#inspector').scrollTop")
    before_edit = shown(page)
    address_before_edit = address(page)
    page.q("#inspector [data-prop=userInteractionEnabled]").click()
    page.wait(lambda d: shown(page)["history"] == before_edit["history"] + 1, message="the edit is no undo step")
    page.wait(lambda d: view_in(shown(page)["text"], "errorButton").get("userInteractionEnabled") is False)
    page.settle("#inspector")
    assert shown(page)["selected"] == "errorButton" and inspected(page) == "errorButton"
    assert page.js("return document.activeElement.getAttribute('data-prop')") == "userInteractionEnabled"
    assert page.js("return document.querySelector('#inspector').scrollTop") == scroll
    # The address names the edited hierarchy: its fragment changed with it.
    page.wait(lambda d: address(page)[1] != address_before_edit[1], message="the address still names the unedited JSON")
    assert address(page)[1].startswith("json=")

    # One undo takes the edit back, and the address with it.
    page.q("#undo-button").click()
    page.wait(lambda d: shown(page)["text"] == before_edit["text"], message="undo did not restore the hierarchy")
    page.wait(lambda d: address(page) == address_before_edit, message="undo did not restore the address")
    assert shown(page)["selected"] == "errorButton"

    # Try the fix: one undo step; the selection stays and now gets the touch.
    page.touch(60, 50, expect_hit="dimmingView")
    page.wait(lambda d: page.qa("#try-fix"), message="no fix offered")
    before_fix = shown(page)
    address_before_fix = address(page)
    page.q("#try-fix").click()
    page.wait_text("#hit-view", "errorButton")
    assert shown(page)["selected"] == "errorButton" and inspected(page) == "errorButton"
    assert shown(page)["history"] == before_fix["history"] + 1
    page.wait(lambda d: address(page) != address_before_fix, message="the address still names the unfixed hierarchy")
    page.q("#undo-button").click()
    page.wait(lambda d: shown(page)["text"] == before_fix["text"], message="undo did not take the fix back")
    page.wait(lambda d: address(page) == address_before_fix, message="undo did not restore the address")
    page.wait_text("#hit-view", "dimmingView")
    assert shown(page)["selected"] == "errorButton"

    # A change of language: the same view, in the inspector and beside the result.
    page.q(".lang-toggle [data-lang=zh]").click()
    page.wait(lambda d: page.js("return document.documentElement.lang").startswith("zh"))
    assert shown(page)["selected"] == "errorButton" and inspected(page) == "errorButton"
    assert page.text("#selection-name") == "errorButton"
    page.screenshot("keep-place-selection-zh")


def test_on_a_phone_why_and_the_fix_sit_under_the_result(phone):
    page = phone
    page.open("/?lang=zh")
    # On a phone the JSON editor and the view list are behind the Views tab (components/phone-tabs.js).
    page.q("[data-phone-tab=views]").click()
    page.set_editor(json.dumps(COVERED, indent=2))
    page.wait(lambda d: "errorButton" in page.drawn_ids())
    page.js("document.querySelector('#touch-x').value = 60; document.querySelector('#touch-y').value = 50;"
            "document.querySelector('#touch-form').requestSubmit();")
    page.wait_text("#hit-view", "dimmingView")
    page.q("#tab-tree").click()
    page.tree_row("errorButton").click()
    page.wait(lambda d: page.qa("#selection-card #try-fix"), message="no Try the fix beside the result")
    card = page.js("return document.querySelector('#selection-card').getBoundingClientRect().toJSON()")
    result = page.js("return document.querySelector('#result-card').getBoundingClientRect().toJSON()")
    assert card["top"] >= result["bottom"] - 1 and card["right"] <= 391, (card, result)
    # Nothing in the card runs off it.
    assert page.js("const c = document.querySelector('#selection-card'); return c.scrollWidth - c.clientWidth") <= 1
    page.q("#selection-card").location_once_scrolled_into_view
    page.screenshot("keep-place-selection-phone-zh")


def test_undo_back_to_a_shared_hierarchy_names_its_link_again(page):
    load(page, COVERED)
    page.touch(60, 50, expect_hit="dimmingView")
    page.q("#share-button").click()
    page.wait(lambda d: "h=" in address(page)[0], message="no ?h= once shared")
    shared = address(page)
    assert shared[1] == ""
    page.q("#tab-tree").click()
    page.tree_row("errorButton").click()
    page.wait(lambda d: page.qa("#inspector [data-prop=hidden]"))
    page.q("#inspector [data-prop=hidden]").click()
    # Edited: no longer the stored hierarchy; the address carries the edited JSON, and the stage says unsaved.
    page.wait(lambda d: address(page)[1].startswith("json="), message="the address still names the stored hierarchy")
    assert "h=" not in address(page)[0]
    assert not page.q("#unsaved-mark").get_attribute("hidden")
    page.q("#undo-button").click()
    page.wait(lambda d: shown(page)["storedId"] is not None, message="undone to the stored text, not the stored hierarchy")
    page.wait(lambda d: address(page)[0].split("&")[0] == shared[0].split("&")[0] and address(page)[1] == "",
              message=f"the address is {address(page)}, not the shared {shared}")
    assert page.q("#unsaved-mark").get_attribute("hidden")
