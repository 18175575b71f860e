"""A click is a touch: the hit view, the hitTest order, the responder chain, the misses, and "why?"."""

import math

from conftest import preset_json

SEED_ORDER = "window → root → yellowView → grayView → blueView → redView"


def test_seed_demo_tap_on_red_view_reproduces_the_article(page):
    page.open("/?lang=en")
    # Pick the seed preset from the menu (starting from another one, so that the choice is a change).
    page.choose_preset("overlapping-siblings")
    page.wait(lambda d: "frontCard" in page.drawn_ids())
    page.choose_preset("seed-demo")
    page.wait(lambda d: "redView" in page.drawn_ids())

    page.touch(40, 100, expect_hit="redView")
    # The founding article's log: yellowView -> grayView -> blueView -> redView (after the window and root).
    assert page.text("#hit-test-order") == SEED_ORDER
    assert page.text("#responder-chain").startswith("redView → grayView → root → ViewController → window")
    assert "UIApplication" in page.text("#responder-chain")
    assert page.text("#touch-point") == "at (40, 100)"
    # The hit view is outlined on the drawing and marked in the tree.
    assert page.qa("#drawing .mark.hit")
    assert "is-hit" in page.row_class("redView")
    assert "No other view" in page.text("#misses")


def test_a_touch_outside_every_window_reaches_no_view(page):
    page.open("/?preset=seed-demo&lang=en")
    page.tap(-8, -8)  # in the margin around the screen
    page.wait(lambda d: page.q("#result").is_displayed())
    assert page.text("#hit-view") == ""
    assert "nil" in page.text("#hit-view-note")
    assert page.text("#responder-chain") == "—"
    assert not page.qa("#drawing .mark.hit")


def test_exact_coordinates_can_be_typed(page):
    page.open("/?preset=seed-demo&lang=en")
    page.q("#touch-x").send_keys("150")
    page.q("#touch-y").send_keys("400")
    page.q("#touch-form button").click()
    page.wait_text("#hit-view", "blueView")
    page.tap(40, 100)
    page.wait_text("#hit-view", "redView")
    assert page.q("#touch-x").get_attribute("value") == "40"


def test_tree_selection_answers_why_and_highlights_the_drawing(page):
    page.open("/?preset=seed-demo&lang=en")
    page.touch(40, 100, expect_hit="redView")

    page.tree_row("yellowView").click()
    page.wait(lambda d: "is-selected" in page.view_class("yellowView"))
    assert page.text("#why .why-text") == "The touch point is outside this view."
    assert page.q("#why").get_attribute("data-kind") == "outside"

    page.tree_row("grayView").click()
    page.wait(lambda d: page.q("#why").get_attribute("data-kind") == "ancestor")
    assert "redView" in page.text("#why")

    page.tree_row("redView").click()
    page.wait(lambda d: page.q("#why").get_attribute("data-kind") == "hit")

    # Shift-click selects the front-most drawn view without touching.
    page.tap(150, 400, shift=True)
    page.wait(lambda d: "is-selected" in page.row_class("blueView"))
    assert page.text("#hit-view") == "redView"
    assert page.text("#touch-point") == "at (40, 100)"


def test_misses_are_sentences_next_to_their_views(page):
    page.open("/?preset=overlapping-siblings&lang=en")
    page.touch(200, 320, expect_hit="frontCard")
    # Read in one go: rows read one by one can be replaced between two reads.
    rows = page.js("""return [...document.querySelectorAll('#misses .miss')].map(li => ({
        view: li.getAttribute('data-miss-view'), text: li.querySelector('.miss-text')?.textContent || ''}))""")
    missed = [r["view"] for r in rows]
    assert set(missed) >= {"backCard", "middleCard", "titleLabel"}
    for r in rows:
        assert len(r["text"]) > 20  # a sentence, not a code
    # Next to the views: a badge on the drawing and a note in the tree row.
    badges = {b.get_attribute("data-miss-view") for b in page.qa("#drawing .miss-badge")}
    assert badges == set(missed)
    note = page.tree_row("titleLabel").find_element("css selector", ".row-note")
    assert note.is_displayed()
    # "Why not this one?" from the tree: the miss sentence.
    page.tree_row("backCard").click()
    page.wait(lambda d: page.q("#why").get_attribute("data-kind") == "miss")
    assert "frontCard" in page.text("#why")
    # … and the same sentence stands beside the view on the drawing.
    callout = page.q("#callout")
    assert callout.is_displayed() and "frontCard" in callout.text
    box = page.js("return arguments[0].getBoundingClientRect().toJSON()", page.view("backCard"))
    near = page.js("return arguments[0].getBoundingClientRect().toJSON()", callout)
    assert abs(near["top"] - box["top"]) < 40
    page.tree_row("frontCard").click()
    page.wait(lambda d: not page.q("#callout").is_displayed())


def matrix_of(el):
    values = el.get_attribute("transform").removeprefix("matrix(").removesuffix(")").split()
    return [float(v) for v in values]


def test_drawing_follows_frames_bounds_transforms_and_marks(page):
    # A rotated view is drawn rotated: its group carries the 30° rotation.
    page.open("/?preset=rotated-view&lang=en")
    a, b, c, d, _, _ = matrix_of(page.view("sticker"))
    assert math.isclose(a, math.cos(math.radians(30)), abs_tol=0.01)
    assert math.isclose(b, math.sin(math.radians(30)), abs_tol=0.01)
    assert math.isclose(c, -b, abs_tol=0.01) and math.isclose(d, a, abs_tol=0.01)
    # A corner of its bounding box is not the sticker: the view behind gets the touch.
    page.touch(95, 225, expect_hit="background")

    # A scroll view's offset (bounds.origin) shifts its content up by 150 pt, and it clips.
    page.open("/?preset=scroll-offset&lang=en")
    scroll = page.view("scrollView")
    assert page.js("return arguments[0].querySelector(':scope > .children').getAttribute('clip-path')", scroll)
    _, _, _, _, tx, ty = matrix_of(page.view("row3"))
    assert (tx, ty) == (10, 300)  # row3 sits at (10, 300) in content coordinates …
    page.touch(187, 300, expect_hit="row3")  # … which is screen y 300 + 150 − 100 = 350 inside the scroll view

    # Hidden, alpha and interaction off are visibly marked, and the marks can be switched off.
    page.open("/?preset=hidden-alpha-interaction&lang=en")
    hidden = page.view("hiddenCover")
    assert "is-hidden" in hidden.get_attribute("class")
    assert hidden.is_displayed()
    assert "is-transparent" in page.view_class("fadedCover")
    assert page.js("return !!arguments[0].querySelector(':scope > .blocked-mark')", page.view("glassCover"))
    page.q("#opt-hidden").click()
    page.wait(lambda d: not page.view("hiddenCover").is_displayed())
    page.q("#opt-hidden").click()
    page.q("#opt-blocked").click()
    page.wait(lambda d: not page.js(
        "return getComputedStyle(arguments[0].querySelector('.blocked-mark')).display !== 'none'", page.view("glassCover")))
    page.q("#opt-blocked").click()
    page.touch(187, 300, expect_hit="buttonC")  # through the non-interactive glass


def test_windows_are_drawn_by_level_and_touched_front_first(page):
    page.open("/?preset=two-windows&lang=en")
    order = page.js("return [...document.querySelectorAll('#drawing .views > [data-view-id]')].map(e => e.getAttribute('data-view-id'))")
    # bannerWindow comes first in the array but has the higher windowLevel: it is drawn in front (last).
    assert order == ["mainWindow", "bannerWindow"]
    assert preset_json("two-windows.json")["windows"][0]["id"] == "bannerWindow"
    page.touch(100, 100, expect_hit="bannerView")
    assert page.text("#hit-test-order").startswith("bannerWindow")
    page.touch(100, 400, expect_hit="inboxList")
    assert page.text("#hit-test-order").startswith("bannerWindow → mainWindow")
