"""Issue 32, a lesson that works on every student's phone, checked as a room would live it: the presenter's
projector at 1920×1080 → its QR code read back by zbarimg (a short link, a small code) → opened on a phone
(390×844, touch, 中文): the phone layout at the same stop and step, the drawing on the first screen with every view
named, no sideways scroll, and no answer on screen until it is revealed; the projector resized to 1280×720 keeps
the whole window in view with every view named; in 中文 no English word but code and names."""

import re
import shutil

import pytest

from conftest import set_viewport
from test_classroom import current_step, decode_qr, qr_version, shown_code, window_in_view

PHONE = (390, 844)

# What would give the answer away: the hit view card and what fires, the timeline, the why, the drawing's hit
# and selection marks, the tree's marks and colours, the later steps of the replay, the projector's answer.
ANSWER_SHOWN_JS = """
const shown = (el) => { if (!el || el.closest('[hidden]') || !el.getClientRects().length) return false;
  const cs = getComputedStyle(el); return cs.display !== 'none' && cs.visibility !== 'hidden'; };
const out = [];
for (const css of ['#result', '#timeline', '#misses-card', '#why', '#actions-block', '#stage-sentence[data-call="answer"]',
                   '#drawing .mark.hit', '#drawing .mark.selected', '#drawing .miss-badge', '.tree .badge-hit',
                   '.tree .badge-miss', '.tree .badge-chain', '.tree .row-note', '#steps .step.is-future', '#inspector'])
  for (const el of document.querySelectorAll(css)) if (shown(el)) { out.push(css); break; }
// The tree's rows all look alike: no colour, background or bar for the hit view, the chain or the selection.
const looks = new Set([...document.querySelectorAll('.tree .tree-row')].filter(shown).map((row) => {
  const cs = getComputedStyle(row); const id = row.querySelector('.row-id');
  return [cs.backgroundColor, cs.boxShadow, id ? getComputedStyle(id).color : ''].join('|'); }));
if (looks.size > 1) out.push('.tree-row looks: ' + [...looks].join(' / '));
return out;
"""

# The views drawn on screen without a name beside them (a view of no size, or outside the stage, needs none).
UNNAMED_JS = """
const stage = document.querySelector('#drawing').getBoundingClientRect();
const named = new Set([...document.querySelectorAll('#drawing text.v-label')].map((t) => t.getAttribute('data-label-for')));
const out = [];
for (const g of document.querySelectorAll('#drawing .screens [data-view-id]')) {
  const outline = g.querySelector(':scope > rect.outline');
  if (!outline) continue;
  const r = outline.getBoundingClientRect();
  if (r.width < 1 || r.height < 1 || r.right < stage.left || r.left > stage.right || r.bottom < stage.top || r.top > stage.bottom) continue;
  const id = g.getAttribute('data-view-id');
  if (!named.has(id)) out.push(id);
}
return [...new Set(out)];
"""

# Visible words on the page outside code, names and the drawing (the hierarchy's own ids and texts are data).
WORDS_JS = """
const out = [];
const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
while (walker.nextNode()) {
  const node = walker.currentNode; const el = node.parentElement;
  if (!el || el.closest('#drawing, script, style, textarea, code, .vid, .mono, [translate="no"], .step, .code-panel, .predict-choice, .token, .responder, select, .tl-event, .fire-event, .lang-toggle, .tree, .inspector, .brand')) continue;
  if (el.closest('[hidden]') || !el.getClientRects().length) continue;
  const cs = getComputedStyle(el); if (cs.display === 'none' || cs.visibility === 'hidden') continue;
  const text = node.textContent.trim(); if (text) out.push(text);
}
for (const el of document.querySelectorAll('.tl-state, .tl-detail, .tl-kind-label'))
  if (el.getClientRects().length) out.push(el.textContent.trim());
for (const el of document.querySelectorAll('.responder[title]')) out.push(el.getAttribute('title').replace(/^\\S+ /, ''));
return out;
"""
# An English word that is no code and no name: lower case only (camelCase ids, UIKit names and selectors are code).
# A hyphenated term ("hit-test view") is UIKit's name for a thing, given beside the Chinese word.
ENGLISH_WORD = re.compile(r"(?<![\w.:`-])[a-z]{3,}(?![\w:(-])")
# UIKit's own words, kept as they are in 中文 (property names and values a developer types).
UIKIT_WORDS = {"nil", "true", "false", "bounds", "frame", "alpha", "hidden", "center", "transform", "tag", "window", "root",
               "hittest", "view", "action"}  # action: the target–action pair's selector, as in addTarget(_:action:for:)


def english_words(page):
    found = set()
    for text in page.js(WORDS_JS):
        found |= {f"{w} (in {text[:60]!r})" for w in ENGLISH_WORD.findall(text) if w not in UIKIT_WORDS}
    return sorted(found)


SENTENCE_FITS_JS = """
const box = document.querySelector('#stage-sentence');
if (box.hidden) return true;
const a = box.getBoundingClientRect(); const b = document.querySelector('#vp-toolbar').getBoundingClientRect();
const underBar = a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
return box.textContent !== '' && box.scrollWidth <= box.clientWidth + 1 && !underBar;
"""


def answer_shown(page):
    page.js("return new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)))")
    return page.js(ANSWER_SHOWN_JS)


def unnamed(page):
    page.js("return new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)))")
    return page.js(UNNAMED_JS)


def reveal(page):
    next(b for b in page.qa("#lesson button") if b.text in ("Explain", "讲解")).click()
    page.wait(lambda d: page.q("#hit-view").is_displayed(), message="the answer was not shown once revealed")


def stop_shown(page):
    text = page.text("#lesson .lesson-count") if page.qa("#lesson .lesson-count") else ""
    m = re.search(r"(\d+)\s*/\s*\d+", text)
    return int(m.group(1)) if m else None


@pytest.fixture
def room(page):
    yield page
    page.d.execute_cdp_cmd("Emulation.setTouchEmulationEnabled", {"enabled": False})


def as_phone(page):
    page.d.execute_cdp_cmd("Emulation.setDeviceMetricsOverride",
                           {"width": PHONE[0], "height": PHONE[1], "deviceScaleFactor": 2, "mobile": True})
    page.d.execute_cdp_cmd("Emulation.setTouchEmulationEnabled", {"enabled": True, "maxTouchPoints": 5})


@pytest.mark.skipif(shutil.which("zbarimg") is None, reason="zbarimg (zbar-tools) is not installed: scripts/setup.sh")
def test_the_presenters_qr_code_opens_the_same_stop_and_step_on_a_phone_with_the_answer_kept(room):
    page = room
    set_viewport(page.d, (1920, 1080))
    page.open("/?lesson=3&step=4&lang=zh&projector=1")
    page.wait(lambda d: current_step(page) == 4, message="the presenter's step 4 was not shown")
    assert answer_shown(page) == [], "the projector gives the answer away before it is revealed"
    code = shown_code(page)
    assert decode_qr(page, "lesson-qr-1920") == code
    assert qr_version(page) <= 4
    page.screenshot("lesson-projector-1920-zh")
    # The projector goes to 1280×720: the drawing is fitted again, every view still named, the code still there.
    set_viewport(page.d, (1280, 720))
    page.wait(lambda d: window_in_view(page), message="after 1920×1080 → 1280×720 the window is not wholly in view")
    page.wait(lambda d: unnamed(page) == [], message=f"views without a name on the 1280×720 projector: {unnamed(page)}")
    assert shown_code(page) == code and decode_qr(page, "lesson-qr-1280") == code
    page.screenshot("lesson-projector-1280-zh")
    # A student scans it: the short link, on a phone, in Chinese.
    as_phone(page)
    page.d.get(code)
    page.wait(lambda d: page.js("return document.body.classList.contains('ready')"), timeout=20)
    page.wait(lambda d: current_step(page) == 4 and stop_shown(page) == 3, message="the phone is not at stop 3, step 4")
    assert not page.js("return document.body.classList.contains('projector')"), "the phone opened the projector"
    assert page.q("[data-lang='zh']").get_attribute("aria-pressed") == "true"
    assert "/l/" not in page.d.current_url and "projector" not in page.d.current_url
    # The phone layout: the drawing first, on the first screen, every view named; no sideways scroll.
    stage = page.js("const b = document.querySelector('#stage').getBoundingClientRect(); return {top: b.top, bottom: b.bottom, width: b.width}")
    assert stage["top"] < PHONE[1] * 0.25 and stage["bottom"] <= PHONE[1] and stage["width"] <= PHONE[0], stage
    page.wait(lambda d: window_in_view(page), message="the phone's drawing does not show the whole window")
    page.wait(lambda d: unnamed(page) == [], message=f"views without a name on the phone: {unnamed(page)}")
    assert page.js("return document.documentElement.scrollWidth <= innerWidth"), "the phone's page scrolls sideways"
    assert answer_shown(page) == [], f"the phone gives the answer away: {answer_shown(page)}"
    assert english_words(page) == [], f"English words on the phone in 中文: {english_words(page)}"
    page.screenshot("lesson-phone-zh-stop3-step4")
    # Revealed: the answer right under the drawing.
    reveal(page)
    hit = page.js("const b = document.querySelector('#hit-view').getBoundingClientRect(); return {top: b.top + scrollY}")
    assert hit["top"] < 2 * PHONE[1], f"the answer is {hit['top']:.0f} px down the phone's page"
    assert page.js("return document.documentElement.scrollWidth <= innerWidth")
    page.screenshot("lesson-phone-zh-stop3-revealed")


@pytest.mark.parametrize("stop", range(1, 9))
def test_every_lesson_stop_keeps_its_answer_until_revealed_and_names_every_view(page, stop):
    set_viewport(page.d, (1280, 720))
    page.open(f"/?lesson={stop}&lang=zh&projector=1")
    page.wait(lambda d: stop_shown(page) == stop and page.js("return document.querySelectorAll('#steps [data-step]').length > 0"),
              message=f"stop {stop} never loaded")
    assert answer_shown(page) == [], f"stop {stop} gives the answer away at its start: {answer_shown(page)}"
    page.wait(lambda d: unnamed(page) == [], message=f"stop {stop}: views without a name at 1280×720: {unnamed(page)}")
    # The class walks a few calls: still no answer (the later calls stay hidden).
    for pos in range(1, 4):
        page.q("#replay-forward").click()
        page.wait(lambda d: current_step(page) == pos)
        # The step's sentence holds its selectors and points whole, inside its box (none is broken or cut).
        page.wait(lambda d: page.js(SENTENCE_FITS_JS), message=f"stop {stop} step {pos}: the sentence runs out of its box or under the zoom buttons")
    assert answer_shown(page) == [], f"stop {stop} gives the answer away at step 3: {answer_shown(page)}"
    reveal(page)
    # On the projector a stop shows its evidence once revealed: what fires and the timeline.
    page.wait(lambda d: page.js("return document.querySelector('#timeline').hidden") or page.q("#timeline").is_displayed(),
              message=f"stop {stop}: the timeline is not on the projector once revealed")
    assert english_words(page) == [], f"stop {stop}: English words in 中文: {english_words(page)}"
    page.screenshot(f"lesson-stop{stop}-revealed-1280-zh")
