"""Issue 20, the page for a classroom: links that keep the lesson (step, language), the projector stage (the
current row and the step's sentence on screen at every step, labels that never overlap) and the QR code of the
current link (decoded with zbarimg). Issue 32: projector mode is the presenter's alone (in the address bar, never
in a link handed on, never remembered)."""

import re
import shutil
import subprocess
from urllib.parse import parse_qs, urlparse

import pytest

from conftest import SCREENSHOTS, set_viewport

PROJECTOR_SIZE = (1440, 900)


def query(url):
    return {k: v[0] for k, v in parse_qs(urlparse(url).query).items()}


def share_link(page):
    return page.js("const a = document.querySelector('#share-link'); return a && !a.hidden ? a.href : ''")


def current_step(page):
    return page.js("const r = document.querySelector('#steps .is-current'); return r ? Number(r.dataset.step) + 1 : null")


def wait_link(page, **expected):
    def ok(_):
        q = query(share_link(page))
        return all(q.get(k) == v for k, v in expected.items())
    page.wait(ok, message=f"#share-link never had {expected} (it is {share_link(page)!r})")
    return share_link(page)


def open_link(page, link):
    u = urlparse(link)
    page.open(f"{u.path}?{u.query}")


def address(page):
    return query(page.d.current_url)


def test_a_shared_link_opens_at_its_step_in_its_language_without_the_presenters_mode(page):
    set_viewport(page.d, PROJECTOR_SIZE)
    page.open("/?preset=seed-demo&x=40&y=100&step=8&lang=zh&projector=1")
    page.wait(lambda d: current_step(page) == 8, message="the link's step 8 was not shown")
    assert page.js("return document.body.classList.contains('projector')")
    assert page.q("[data-lang='zh']").get_attribute("aria-pressed") == "true"
    # It stays at step 8: no replay from step 0.
    assert page.q("#replay-play").get_attribute("aria-pressed") == "false"
    link = wait_link(page, preset="seed-demo", x="40", y="100", step="8", lang="zh")
    # The presenter's own link keeps projector mode; the link handed on does not.
    assert "projector" not in query(link)
    assert address(page).get("projector") == "1"
    # Stepping on changes the link; the new link opens exactly there, as the page is on its own screen.
    page.q("#replay-forward").click()
    link = wait_link(page, step="9")
    page.wait(lambda d: address(page).get("step") == "9" and address(page).get("projector") == "1")
    presenter = page.d.current_url
    set_viewport(page.d, (1280, 800))
    open_link(page, link)
    page.wait(lambda d: current_step(page) == 9, message="the shared step 9 was not shown")
    assert not page.js("return document.body.classList.contains('projector')")
    assert page.q("[data-lang='zh']").get_attribute("aria-pressed") == "true"
    assert "projector" not in address(page)
    # The presenter's reload is the projector again, at the same step.
    page.d.get(presenter)
    page.wait(lambda d: page.js("return document.body.classList.contains('ready')") and current_step(page) == 9)
    assert page.js("return document.body.classList.contains('projector')")


def test_turning_projector_mode_off_keeps_the_lesson_and_is_not_remembered(page):
    set_viewport(page.d, PROJECTOR_SIZE)
    page.open("/?lesson=2&lang=zh&projector=1")
    page.wait(lambda d: "overlapping-siblings" in share_link(page))
    page.q("#replay-end").click()
    page.wait(lambda d: address(page).get("step") == str(len(page.qa("#steps [data-step]"))))
    before = address(page)
    assert before.get("projector") == "1" and before.get("lesson") == "2" and before.get("x")
    page.q("#projector-button").click()
    page.wait(lambda d: "projector" not in address(page), message="turning projector off left it in the address bar")
    after = address(page)
    assert after == {k: v for k, v in before.items() if k != "projector"}, (before, after)
    assert not page.js("return document.body.classList.contains('projector')")
    # The drawing is fitted again to the page's own stage: the whole screen in view.
    page.wait(lambda d: window_in_view(page), message="the window is not wholly in view after projector mode was turned off")
    # Turning it on again puts it back in the address bar; nothing of it is kept in this browser.
    page.q("#projector-button").click()
    page.wait(lambda d: address(page).get("projector") == "1")
    assert page.js("return Object.keys(localStorage).filter((k) => /projector/.test(k))") == []
    # The next link this browser opens is not on the projector stage.
    page.open("/?preset=seed-demo&x=40&y=100&lang=en")
    assert not page.js("return document.body.classList.contains('projector')")
    assert "projector" not in address(page)


def window_in_view(page):
    """Whether every window's frame is wholly inside the drawing on screen."""
    return page.js("""const stage = document.querySelector('#drawing').getBoundingClientRect();
        const screens = [...document.querySelectorAll('#drawing .screens > *')];
        return screens.length > 0 && screens.every((el) => { const r = el.getBoundingClientRect();
          return r.width > 0 && r.left >= stage.left - 0.5 && r.top >= stage.top - 0.5 && r.right <= stage.right + 0.5 && r.bottom <= stage.bottom + 0.5; });""")


def test_a_gesture_and_the_overview_are_kept_in_the_link(page):
    page.open("/?preset=seed-demo&lang=en")
    page.js("""const g = document.querySelector('#touch-gesture'); g.value = 'longPress';
               g.dispatchEvent(new Event('change', {bubbles: true}));
               document.querySelector('#touch-x').value = '40'; document.querySelector('#touch-y').value = '100';""")
    page.q("#touch-form button[type=submit]").click()
    page.wait_text("#hit-view", "redView")
    page.q("#replay-end").click()
    link = wait_link(page, preset="seed-demo", lang="en")
    assert '"longPress"' in query(link)["g"] and query(link)["step"] == str(len(page.qa("#steps [data-step]")))
    open_link(page, link)
    page.wait_text("#hit-view", "redView")
    assert page.js("return document.querySelector('#touch-gesture').value") in ("tap", "longPress")
    assert page.text("#timeline-gesture"), "the long press's timeline is not shown"
    page.wait(lambda d: current_step(page) == len(page.qa("#steps [data-step]")))


def rects_overlap(a, b):
    return a["left"] < b["right"] and b["left"] < a["right"] and a["top"] < b["bottom"] and b["top"] < a["bottom"]


STAGE_STATE_JS = """
const r = (el) => { const b = el.getBoundingClientRect(); return {left: b.left, top: b.top, right: b.right, bottom: b.bottom, w: b.width, h: b.height}; };
const shown = (el) => { const b = el.getBoundingClientRect(); const cs = getComputedStyle(el);
  return b.width > 0 && b.height > 0 && cs.visibility !== 'hidden' && cs.display !== 'none' && !el.closest('[hidden]'); };
const labels = [...document.querySelectorAll('#drawing text.v-label, #drawing text.window-caption, #drawing .local-point text, #stage-sentence')]
  .filter(shown).map((el) => ({text: el.id === 'stage-sentence' ? '#stage-sentence' : el.textContent, ...r(el)}));
const row = document.querySelector('#steps .is-current');
const sentence = document.querySelector('#stage-sentence');
// The view the current step is about: its own outline on the drawing.
const viewId = row ? row.querySelector('.step-view').textContent : null;
const g = viewId ? [...document.querySelectorAll('#drawing [data-view-id]')].find((el) => el.getAttribute('data-view-id') === viewId) : null;
const outline = g ? g.querySelector(':scope > rect.outline') : null;
return {labels, row: row ? r(row) : null, sentence: shown(sentence) ? r(sentence) : null, viewId, view: outline ? r(outline) : null,
        sentenceText: sentence.textContent, vw: innerWidth, vh: innerHeight,
        fonts: [...document.querySelectorAll('#drawing text.v-label, #steps .step, #stage-sentence, #hit-view')].filter(shown)
          .map((el) => parseFloat(getComputedStyle(el).fontSize) * (el instanceof SVGElement ? el.getScreenCTM().a : 1))};
"""


def settled_stage(page):
    """The stage's state once it holds still: two reads a frame apart agree (a busy machine may place the
    sentence a frame or two after the step changed)."""
    last = {}

    def still(_):
        page.js("return new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)))")
        state = page.js(STAGE_STATE_JS)
        same = state == last.get("state")
        last["state"] = state
        return same

    page.wait(still, message="the projector stage never held still")
    return last["state"]


def inside(rect, state):
    return rect["left"] >= 0 and rect["top"] >= 0 and rect["right"] <= state["vw"] + 0.5 and rect["bottom"] <= state["vh"] + 0.5


@pytest.mark.parametrize("lang", ["en", "zh"])
def test_the_projector_stage_keeps_the_step_in_view_and_labels_apart(page, lang):
    set_viewport(page.d, PROJECTOR_SIZE)
    page.open(f"/?preset=seed-demo&x=40&y=100&step=0&lang={lang}&projector=1")
    page.wait_text("#hit-view", "redView")
    n = len(page.steps())
    assert n > 6
    for pos in range(1, n + 1):
        page.q("#replay-forward").click()
        page.wait(lambda d: current_step(page) == pos, message=f"step {pos} never became current")
        page.wait(lambda d: page.js("return !document.querySelector('#stage-sentence').hidden"))
        state = settled_stage(page)
        assert state["row"] and inside(state["row"], state), f"step {pos}: the current row is off screen: {state['row']}"
        assert state["sentence"] and inside(state["sentence"], state), f"step {pos}: the sentence is off screen: {state['sentence']}"
        labels = state["labels"]
        for i, a in enumerate(labels):
            for b in labels[i + 1:]:
                assert not rects_overlap(a, b), f"step {pos}: {a['text']!r} overlaps {b['text']!r}"
        assert min(state["fonts"]) >= 19.9, f"step {pos}: text under 20 px on the projector: {min(state['fonts'])}"
        if pos in (1, 8, n):
            page.screenshot(f"classroom-projector-{lang}-step{pos}")


def qr_version(page):
    """The version of the QR code shown, from the module count of the server's SVG (its viewBox: the modules and
    a quiet zone of 4 each side; version v has 17 + 4v modules)."""
    svg = page.js("return fetch(document.querySelector('#qr').src).then((r) => r.text())")
    side = int(re.search(r'viewBox="0 0 (\d+) \1"', svg).group(1))
    return (side - 8 - 17) // 4


def decode_qr(page, name):
    """The text the QR code on screen holds, read from a screenshot by zbarimg."""
    SCREENSHOTS.mkdir(parents=True, exist_ok=True)
    png = SCREENSHOTS / f"{name}.png"
    page.q("#qr").screenshot(str(png))
    decoded = subprocess.run(["zbarimg", "--raw", "-q", str(png)], capture_output=True, text=True, timeout=30)
    assert decoded.returncode == 0, decoded.stderr
    return decoded.stdout.strip()


def shown_code(page):
    """The short link the QR code shown encodes, once it is drawn."""
    page.wait(lambda d: page.js("const q = document.querySelector('#qr'); return !document.querySelector('#room-code').hidden && q.complete && /\\/l\\/[0-9a-z]+$/.test(q.dataset.link || '')"),
              message="the QR code never showed a short link")
    return page.js("return document.querySelector('#qr').dataset.link")


QR_REQUESTS_JS = "return performance.getEntriesByType('resource').filter((e) => /\\/api\\/(qr|links)/.test(e.name)).length"


@pytest.mark.skipif(shutil.which("zbarimg") is None, reason="zbarimg (zbar-tools) is not installed: scripts/setup.sh")
def test_the_qr_code_is_a_short_link_to_the_students_face_of_the_step_and_holds_still_while_the_replay_plays(page):
    set_viewport(page.d, (1920, 1080))
    page.open("/?preset=seed-demo&x=40&y=100&step=5&lang=zh&projector=1")
    page.wait(lambda d: current_step(page) == 5)
    code = shown_code(page)
    assert decode_qr(page, "classroom-qr") == code
    assert qr_version(page) <= 4, "the QR code is too dense to scan from the back of a room"
    # The short link keeps the room's link: the same step and language, the student's face (no projector mode).
    # Nothing is selected: a touch marks the hit view, it does not select it (issue 31: the selection stays put).
    link_id = code.rsplit("/", 1)[1]
    status, stored = page.server.api("GET", f"/api/links/{link_id}")
    assert status == 200 and query("/?" + stored["query"]) == {"preset": "seed-demo", "x": "40", "y": "100", "step": "5",
                                                               "lang": "zh"}
    # Large enough to scan from the back of a room (at least 6 px a module on a 1080p projector: derive/room-code.js),
    # and larger on demand.
    side = page.js("return document.querySelector('#qr').getBoundingClientRect().width")
    assert side >= 6 * (17 + 4 * qr_version(page) + 8), side
    figure = page.js("return document.querySelector('#room-code').getBoundingClientRect().width")
    assert figure <= side + 24, "the code's caption makes its frame wider than the code" 
    page.q("#qr-larger").click()
    page.wait(lambda d: page.js("return document.querySelector('#qr').getBoundingClientRect().width") > side * 1.3)
    page.screenshot("classroom-qr-larger")
    # While the replay plays the code holds still: not asked for again, at no step.
    page.q("#replay-start").click()
    page.wait(lambda d: shown_code(page) != code, message="the code did not follow the presenter to step 0")
    page.q("#replay-play").click()
    page.wait(lambda d: page.q("#replay-play").get_attribute("aria-pressed") == "true" and current_step(page) and current_step(page) >= 2)
    playing = shown_code(page)
    assert "step" not in query("/?" + page.server.api("GET", f"/api/links/{playing.rsplit('/', 1)[1]}")[1]["query"])
    asked = page.js(QR_REQUESTS_JS)
    for _ in range(4):
        before = current_step(page)
        page.wait(lambda d: current_step(page) != before, timeout=5)
        assert shown_code(page) == playing and page.js(QR_REQUESTS_JS) == asked, "the QR code changed while the replay played"
    # The server refuses what no QR code here would hold, with a JSON 400.
    status, body = page.server.api("GET", "/api/qr?text=" + "a" * 1025)
    assert status == 400 and body["error"]["path"] == "query.text"


def test_predict_first_covers_the_answer_until_the_class_has_guessed(page):
    page.open("/?preset=seed-demo&lang=en")
    page.q("#predict-button").click()
    page.touch_no_wait = None
    page.tap(40, 100)
    page.wait(lambda d: page.qa("#predict .predict-choice"), message="no choices were offered")
    assert page.js("return document.body.classList.contains('predict-pending')")
    assert not page.q("#hit-view").is_displayed() and not page.q("#replay-card").is_displayed()
    choices = [c.get_attribute("data-predict-view") for c in page.qa("#predict .predict-choice")]
    assert "redView" in choices and "grayView" in choices and "" in choices
    link = wait_link(page, predict="1")
    # Nothing else gives it away while the class guesses: the tree's marks, the drawing's, the timeline.
    from test_lesson_on_phones import answer_shown
    assert answer_shown(page) == [], answer_shown(page)
    # A wrong guess: the replay plays — the answer still kept while it does — and at its end the verdict names the
    # real hit view, which is then shown.
    next(c for c in page.qa("#predict .predict-choice") if c.get_attribute("data-predict-view") == "grayView").click()
    page.wait(lambda d: current_step(page) and current_step(page) >= 2 and page.js("return document.body.classList.contains('answer-kept')"),
              message="the replay of the guess did not play with the answer kept")
    assert not page.q("#hit-view").is_displayed(), "the hit view is shown while the replay of the guess plays"
    page.wait(lambda d: page.qa("#predict [data-predict-verdict]"), timeout=40, message="no verdict at the end of the replay")
    page.wait(lambda d: page.q("#hit-view").is_displayed(), message="the hit view is not shown with the verdict")
    verdict = page.q("#predict [data-predict-verdict]")
    assert verdict.get_attribute("data-predict-verdict") == "wrong" and "redView" in verdict.text
    page.screenshot("classroom-predict-verdict")
    # The link opens predict mode, asking again.
    open_link(page, link)
    page.wait(lambda d: page.qa("#predict .predict-choice"))
    assert page.js("return document.body.classList.contains('predict') && document.body.classList.contains('predict-pending')")


NEXT_CALL_JS = """
const next = document.querySelector('#steps .step.call-hitTest.is-future');
return next ? next.querySelector('.step-view').textContent : null;
"""


@pytest.mark.parametrize("lang", ["en", "zh"])
def test_predict_each_step_marks_every_call_and_keeps_score(page, lang):
    set_viewport(page.d, PROJECTOR_SIZE)
    page.open(f"/?preset=seed-demo&lang={lang}")
    page.q("#predict-button").click()
    page.touch_no_wait = None
    page.tap(40, 100)
    page.wait(lambda d: page.qa("#predict .predict-choice"), message="no choices were offered")
    page.q("#predict-steps").click()
    next(c for c in page.qa("#predict .predict-choice") if c.get_attribute("data-predict-view") == "redView").click()
    marks = []
    for k in range(10):
        page.wait(lambda d: page.qa("#predict [data-predict-step-view]") or page.qa("#predict [data-predict-verdict]"),
                  timeout=40, message=f"neither a step question nor the verdict after {k} calls: {page.text('#predict')!r}")
        if not page.qa("#predict [data-predict-step-view]"):
            break
        # The answer stays covered while the class predicts; the steps so far are shown, the later ones are not.
        assert page.js("return document.body.classList.contains('predict-pending')")
        assert not page.q("#hit-view").is_displayed() and page.q("#replay-card").is_displayed()
        answer = page.js(NEXT_CALL_JS)
        choices = [c.get_attribute("data-predict-step-view") for c in page.qa("#predict [data-predict-step-view]")]
        assert answer in choices and len(choices) > 1
        # Right on the first call, wrong on every other.
        pick = answer if k == 0 else next(c for c in choices if c != answer)
        if k == 1:
            page.screenshot(f"classroom-predict-step-{lang}")
        next(c for c in page.qa("#predict [data-predict-step-view]") if c.get_attribute("data-predict-step-view") == pick).click()
        verdict = page.q("#predict [data-predict-step-verdict]")
        assert verdict.get_attribute("data-predict-step-verdict") == ("right" if k == 0 else "wrong")
        marks.append("right" if k == 0 else "wrong")
        # The call is revealed on the replay, marked.
        row = page.q("#steps .is-current")
        assert row.text.find(answer) >= 0 and row.get_attribute("data-predicted") == marks[-1]
        page.q("#predict-continue").click()
    assert len(marks) >= 2, "the seed demo's tap has at least two calls with a choice"
    page.wait(lambda d: page.qa("#predict [data-predict-verdict]"), timeout=40, message="no verdict at the end")
    assert page.q("#predict [data-predict-verdict]").get_attribute("data-predict-verdict") == "right"
    score = page.q("#predict-score")
    assert score.get_attribute("data-right") == "1" and score.get_attribute("data-total") == str(len(marks))
    assert [r.get_attribute("data-predicted") for r in page.qa("#steps [data-predicted]")] == marks
    page.screenshot(f"classroom-predict-score-{lang}")


def test_the_code_panel_follows_the_replay_with_its_stack_of_calls(page):
    page.open("/?preset=seed-demo&x=40&y=100&step=7&lang=en")
    page.wait(lambda d: current_step(page) == 7)
    page.q("#code-panel summary").click()
    line = lambda: page.js("const l = document.querySelector('#code-lines .is-current'); return l ? Number(l.dataset.line) : null")
    frames = lambda: page.js("return [...document.querySelectorAll('#code-stack .frame')].map(f => f.textContent)")
    # Step 7: yellowView returns nil, the point outside its bounds: the guard on point(inside:).
    assert line() == 3
    assert frames() == ["window.hitTest((40, 100))", "root.hitTest((40, 100))", "yellowView.hitTest((40, -384))"]
    page.q("#replay-forward").click()
    page.wait(lambda d: current_step(page) == 8)
    assert line() == 2 and frames()[-1] == "grayView.hitTest((40, 36))" and len(frames()) == 3
    page.q("#replay-forward").click()
    page.wait(lambda d: line() == 12)  # point(inside:with:)
    page.q("#replay-end").click()
    page.wait(lambda d: line() == 6)  # window returns what its subview found
    page.screenshot("classroom-code-panel")


@pytest.mark.parametrize("lang", ["en", "zh"])
def test_a_lesson_walks_through_its_stops_and_each_stop_has_a_link(page, lang):
    page.open(f"/?lesson=1&lang={lang}")
    page.wait_text("#hit-view", "redView")
    assert page.q("[data-lesson-question]").text
    assert not page.q("[data-lesson-explanation]").is_displayed()
    next(b for b in page.qa("#lesson button") if b.text in ("Explain", "讲解")).click()
    assert page.q("[data-lesson-explanation]").is_displayed()
    # The next stop: another preset and its touch.
    next(b for b in page.qa("#lesson button") if b.text in ("Next →", "下一站 →")).click()
    page.wait(lambda d: "overlapping-siblings" in share_link(page), message="stop 2 never loaded")
    link = wait_link(page, lesson="2", preset="overlapping-siblings", lang=lang)
    # Stop 8 is a drag on the list: the scroll view's pan takes the touch.
    open_link(page, link.replace("lesson=2", "lesson=8"))
    page.wait(lambda d: page.text("#timeline-gesture"), message="the drag's timeline never came")
    page.wait(lambda d: "lesson=8" in share_link(page))
    assert "scroll-view-delivery" in share_link(page)
    page.screenshot(f"classroom-lesson-{lang}")
    # A teacher's link to stop 2 opens stop 2.
    open_link(page, link)
    page.wait(lambda d: page.qa("#lesson .lesson-count") and "2" in page.text("#lesson .lesson-count"))


def test_a_recorded_double_click_rides_in_the_link(page):
    from selenium.webdriver.common.action_chains import ActionChains
    page.open("/?preset=seed-demo&lang=en")
    cx, cy = page.client_point(40, 100)
    actions = ActionChains(page.d)
    actions.w3c_actions.pointer_action.move_to_location(int(cx), int(cy))
    actions.w3c_actions.pointer_action.double_click()
    actions.perform()
    page.wait_text("#hit-view", "redView")
    link = wait_link(page, preset="seed-demo")
    assert '"sequence"' in query(link)["g"]
    open_link(page, link)
    page.wait_text("#hit-view", "redView")
    page.wait(lambda d: page.text("#timeline-gesture"), message="the recorded gesture's timeline is not shown")


@pytest.mark.parametrize("preset", [p["id"] for p in __import__("conftest").preset_index()])
def test_on_the_projector_no_two_labels_overlap_in_any_preset(page, preset):
    set_viewport(page.d, PROJECTOR_SIZE)
    touch = next(p for p in __import__("conftest").preset_index() if p["id"] == preset).get("touch") or {"x": 10, "y": 10}
    page.open(f"/?preset={preset}&x={touch['x']}&y={touch['y']}&step=1&lang=zh&projector=1")
    page.wait(lambda d: current_step(page) == 1)
    n = len(page.qa("#steps [data-step]"))
    # Every step: the row and the sentence on screen, the sentence beside the view it is about, no overlaps.
    for pos in range(1, n + 1):
        page.js("document.querySelector('#steps [data-step=\"' + arguments[0] + '\"]').click()", pos - 1)
        page.wait(lambda d: current_step(page) == pos)
        state = settled_stage(page)
        assert state["row"] and inside(state["row"], state), f"{preset} step {pos}: the current row is off screen"
        assert state["sentence"] and inside(state["sentence"], state), f"{preset} step {pos}: the sentence is off screen"
        view, sentence = state["view"], state["sentence"]
        if view and inside(view, state):
            # Level with the view (beside the drawing), or just above or below it; never over it. (A view scrolled
            # off the screen has the sentence at the stage's nearest edge.)
            gap = max(0, sentence["top"] - view["bottom"], view["top"] - sentence["bottom"])
            assert gap <= 64, f"{preset} step {pos}: the sentence is {gap:.0f} px from its view {state['viewId']!r}"
            if view["w"] < state["vw"] / 2:
                assert not rects_overlap(sentence, view), f"{preset} step {pos}: the sentence covers its view {state['viewId']!r}"
        assert min(state["fonts"]) >= 19.9, f"{preset} step {pos}: text under 20 px on the projector"
        labels = state["labels"]
        for i, a in enumerate(labels):
            for b in labels[i + 1:]:
                assert not rects_overlap(a, b), f"{preset} step {pos}: {a['text']!r} overlaps {b['text']!r}"
