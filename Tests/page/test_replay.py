"""Replaying the traversal: every call in order, step forward and back, the keyboard, play."""

from selenium.webdriver.common.keys import Keys

from conftest import preset_json


def current_step(page):
    current = page.qa("#steps [data-step].is-current")
    assert len(current) <= 1
    return int(current[0].get_attribute("data-step")) if current else None


def test_steps_are_listed_in_order_and_can_be_stepped(page, server):
    page.open("/?preset=seed-demo&lang=en")
    page.touch(40, 100, expect_hit="redView")
    status, trace = server.api("POST", "/api/hit-test",
                               {"hierarchy": preset_json("seed-demo.json"), "touch": {"x": 40, "y": 100}})
    assert status == 200

    steps = page.steps()
    assert [int(s.get_attribute("data-step")) for s in steps] == list(range(len(trace["steps"])))
    # Each row names the call and the view, in the API's order.
    for row, step in zip(steps, trace["steps"]):
        assert page.js("return arguments[0].querySelector('.step-call').textContent", row) == step["call"]
        assert page.js("return arguments[0].querySelector('.step-view').textContent", row) == step["view"]
    assert current_step(page) is None  # a fresh trace opens as an overview

    page.q("#replay-start").click()
    assert current_step(page) is None
    page.q("#replay-forward").click()
    assert current_step(page) == 0
    assert "window" in page.text("#step-narration")
    for _ in range(3):
        page.q("#replay-forward").click()
    assert current_step(page) == 3
    page.q("#replay-back").click()
    assert current_step(page) == 2
    # The current view is outlined on the drawing and in the tree.
    step = trace["steps"][2]
    assert page.qa("#drawing .mark.step")
    assert "is-step" in page.row_class(step["view"])
    # Later steps are dimmed, earlier ones are not.
    assert "is-future" in steps[5].get_attribute("class")
    assert "is-future" not in steps[1].get_attribute("class")

    # Keyboard: arrows step (focus outside the editor), Home goes back to the start.
    page.js("document.activeElement && document.activeElement.blur()")
    page.keys(Keys.ARROW_RIGHT)
    assert current_step(page) == 3
    page.keys(Keys.ARROW_RIGHT, Keys.ARROW_RIGHT)
    assert current_step(page) == 5
    page.keys(Keys.ARROW_LEFT)
    assert current_step(page) == 4
    page.keys(Keys.END)
    assert current_step(page) == len(trace["steps"]) - 1
    # The early return of yellowView is explained (outside its bounds).
    yellow_return = next(i for i, s in enumerate(trace["steps"]) if s["call"] == "return" and s["view"] == "yellowView")
    page.js("document.querySelectorAll('#steps [data-step]')[arguments[0]].click()", yellow_return)
    assert current_step(page) == yellow_return
    assert "outside" in page.text("#step-narration")
    assert "outside bounds" in page.text(f"#steps [data-step='{yellow_return}']")


def test_play_runs_to_the_end_and_pause_stops(page):
    page.open("/?preset=seed-demo&lang=en")
    page.touch(40, 100, expect_hit="redView")
    n = len(page.steps())
    page.js("const s = document.querySelector('#replay-speed'); s.value = '4'; s.dispatchEvent(new Event('change'))")
    page.q("#replay-play").click()
    page.wait(lambda d: current_step(page) is not None and current_step(page) >= 1)
    page.q("#replay-play").click()  # pause
    paused_at = current_step(page)
    page.js("return new Promise(r => setTimeout(r, 600))")
    assert current_step(page) == paused_at
    page.q("#replay-play").click()  # resume
    page.wait(lambda d: current_step(page) == n - 1, timeout=15, message="the replay never reached the last step")
    assert "playing" not in page.q("#replay-play").get_attribute("class")
    # The hitTest order line shows progress while stepping: the current token is highlighted.
    page.q("#replay-start").click()
    page.q("#replay-forward").click()
    assert page.text("#hit-test-order .token.is-current") == "window"
