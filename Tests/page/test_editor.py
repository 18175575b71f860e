"""Bringing your own hierarchy: the JSON editor, errors at the API's paths, files, recursiveDescription text."""

import json

import pytest

from conftest import preset_json

RED_ALPHA_PATH = "$.root.subviews[0].subviews[0].subviews[0].alpha"


@pytest.mark.http_errors
def test_an_invalid_value_is_shown_at_its_path_and_selected_in_the_text(page):
    page.open("/?preset=seed-demo&lang=en")
    hierarchy = preset_json("seed-demo.json")
    hierarchy["root"]["subviews"][0]["subviews"][0]["subviews"][0]["alpha"] = 2
    text = json.dumps(hierarchy, indent=2)
    page.set_editor(text)
    page.wait(lambda d: page.q("#errors").is_displayed(), message="no error list appeared")
    # The error names the view (its JSON path is the tooltip).
    paths = [(e.text, e.get_attribute("title")) for e in page.qa("#errors .error-path")]
    assert ("redView.alpha", RED_ALPHA_PATH) in paths
    assert page.text("#error-badge") == str(len(page.qa("#errors .error")))
    # Clicking the error selects that part of the JSON.
    item = next(e for e in page.qa("#errors .error") if "redView.alpha" in e.text)
    item.click()
    selected = page.js("const t = document.querySelector('#json-input'); return t.value.slice(t.selectionStart, t.selectionEnd)")
    assert selected.replace(" ", "") == '"alpha":2'
    # The line is marked in the gutter.
    line = text[: text.index('"alpha": 2')].count("\n") + 1
    marked = [int(e.text) for e in page.qa("#gutter .ln.error")]
    assert line in marked
    # Fixing it clears the errors.
    hierarchy["root"]["subviews"][0]["subviews"][0]["subviews"][0]["alpha"] = 0.5
    page.set_editor(json.dumps(hierarchy, indent=2))
    page.wait(lambda d: not page.q("#errors").is_displayed(), message="the errors stayed after the fix")
    page.wait(lambda d: "Valid" in page.text("#editor-status"))


def test_a_syntax_error_names_its_line_and_column(page):
    page.open("/?preset=seed-demo&lang=en")
    page.set_editor('{\n  "root": {\n    "id": "window",\n    "frame": [0, 0, 10, 10],,\n  }\n}')
    page.wait(lambda d: page.q("#errors").is_displayed())
    assert "line 4" in page.text("#errors")
    assert "stale" in page.q("#stage").get_attribute("class")


def test_editing_redraws_and_retouches(page):
    page.open("/?preset=seed-demo&lang=en")
    page.touch(40, 100, expect_hit="redView")
    hierarchy = preset_json("seed-demo.json")
    hierarchy["root"]["subviews"][0]["subviews"][0]["subviews"][0]["hidden"] = True
    page.set_editor(json.dumps(hierarchy, indent=2))
    # The drawing marks redView hidden, and the last touch is re-run: grayView gets it now.
    page.wait(lambda d: "is-hidden" in page.view_class("redView"))
    page.wait_text("#hit-view", "grayView")
    page.q("#tab-tree").click()
    page.tree_row("redView").click()
    page.wait(lambda d: page.q("#why").get_attribute("data-kind") == "miss")
    assert "hidden" in page.text("#why")


def test_a_file_can_be_opened(page, tmp_path):
    page.open("/?preset=seed-demo&lang=en")
    path = tmp_path / "mine.json"
    path.write_text(json.dumps({"name": "From a file", "root": {
        "id": "w", "class": "UIWindow", "frame": [0, 0, 320, 480],
        "subviews": [{"id": "fileButton", "class": "UIButton", "frame": [10, 10, 100, 44], "text": "OK"}]}}))
    page.q("#tab-json").click()
    page.q("#file-input").send_keys(str(path))
    page.wait(lambda d: "fileButton" in page.drawn_ids())
    assert page.text("#stage-title") == "From a file"
    page.touch(20, 20, expect_hit="fileButton")


@pytest.mark.http_errors
def test_recursive_description_text_is_posted_as_plain_text(page):
    page.open("/?preset=seed-demo&lang=en")
    dump = ("<UIWindow: 0x7f; frame = (0 0; 375 667); layer = <UIWindowLayer: 0x60>>\n"
            "   | <UIView: 0x7e; frame = (0 0; 375 667); layer = <CALayer: 0x61>>\n"
            "   |    | <UIButton: 0x7d; frame = (20 40; 120 44); opaque = NO; layer = <CALayer: 0x62>>\n")
    page.set_editor(dump)
    page.wait(lambda d: page.q("#import-button").is_displayed())
    page.q("#import-button").click()
    # Either the importer exists and the views are drawn, or the API's error is shown nicely.
    page.wait(lambda d: page.q("#errors").is_displayed() or "Imported" in (page.text("#editor-status") or ""),
              timeout=15, message="neither an import nor an error")
    if page.q("#errors").is_displayed():
        assert "HTTP" in page.text("#errors .errors-title")
        assert page.text("#errors .error-message")
    else:
        assert len(page.drawn_ids()) == 3
        assert page.js("return document.querySelector('#json-input').value").lstrip().startswith("{")


@pytest.mark.http_errors
def test_a_dump_line_that_cannot_be_read_is_marked_in_the_gutter(page):
    page.open("/?preset=seed-demo&lang=en")
    dump = ("<UIWindow: 0x7f; frame = (0 0; 375 667); layer = <UIWindowLayer: 0x60>>\n"
            "   | <UIView: 0x7e; frame = (0 0; 375 667); layer = <CALayer: 0x61>>\n"
            "   |    | <UIButton: 0x7d; frame = (20 40; 120 forty); layer = <CALayer: 0x62>>\n")
    page.set_editor(dump)
    page.wait(lambda d: page.q("#import-button").is_displayed())
    page.q("#import-button").click()
    page.wait(lambda d: page.q("#errors").is_displayed(), timeout=15, message="no error list appeared")
    # The importer's `line 3` is the editor's third line: listed with its path and marked in the gutter.
    assert [e.text for e in page.qa("#errors .error-path")] == ["line 3"]
    assert "frame" in page.text("#errors .error-message")
    assert [e.text for e in page.qa("#gutter .ln.error")] == ["3"]
