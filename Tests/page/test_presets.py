"""The teaching presets: each one is listed in both languages, valid for the API, drawn whole, and its
suggested touch lands where its hint says."""

import json

import pytest

from conftest import PRESETS, preset_index, preset_json

# What each preset's suggested touch demonstrates.
EXPECTED_HIT = {
    "seed-demo": "redView",
    "overlapping-siblings": "frontCard",
    "hidden-alpha-interaction": "buttonC",
    "imageview-button": "root",
    "subview-outside-parent": "root",
    "enlarged-hit-area": "bigCloseButton",
    "pass-through-overlay": "feedButton",
    "rotated-view": "background",
    "scroll-offset": "row3",
    "two-windows": "bannerView",
    "button-on-tappable-card": "Btn",
    "scroll-view-delivery": "buyButton",
}


def count_views(view):
    return 1 + sum(count_views(v) for v in view.get("subviews", []))


def test_index_lists_every_preset_file_with_english_and_chinese_titles():
    index = preset_index()
    files = {p.name for p in PRESETS.glob("*.json")} - {"index.json"}
    assert {p["file"] for p in index} == files
    assert {p["id"] for p in index} == set(EXPECTED_HIT)
    for p in index:
        assert p["title"]["en"] and p["title"]["zh"] and p["hint"]["en"] and p["hint"]["zh"]
        assert any("\u4e00" <= ch <= "\u9fff" for ch in p["title"]["zh"])


@pytest.mark.parametrize("preset", [p["id"] for p in preset_index()])
def test_preset_is_valid_drawn_and_teaches(page, server, preset):
    entry = next(p for p in preset_index() if p["id"] == preset)
    hierarchy = preset_json(entry["file"])
    status, trace = server.api("POST", "/api/hit-test", {"hierarchy": hierarchy, "touch": entry["touch"]})
    assert status == 200, trace
    assert trace["hitView"] == EXPECTED_HIT[preset]

    page.open(f"/?preset={preset}&lang=en")
    windows = hierarchy.get("windows") or [hierarchy["root"]]
    assert len(page.drawn_ids()) == sum(count_views(w) for w in windows)
    page.q("#suggest-button").click()
    page.wait_text("#hit-view", EXPECTED_HIT[preset])
    assert page.text("#hit-test-order") == " → ".join(trace["hitTestOrder"])


def test_presets_are_unchanged_by_loading(page):
    # The editor shows the preset's own JSON (reformatted), not a rewritten version.
    page.open("/?preset=seed-demo&lang=en")
    text = page.js("return document.querySelector('#json-input').value")
    assert json.loads(text) == preset_json("seed-demo.json")


def test_the_preset_menu_names_no_preset_once_the_json_is_edited_or_pasted(page):
    page.open("/?preset=seed-demo&lang=en")
    assert page.js("return document.querySelector('#preset-select').value") == "seed-demo"
    edited = preset_json("seed-demo.json")
    edited["name"] = "my own screen"
    page.set_editor(json.dumps(edited, indent=2))
    page.wait(lambda d: page.js("return document.querySelector('#preset-select').value") == "",
              message="the preset menu still names the preset after the JSON was edited")
    # Back to the preset's own JSON (an undo): named again.
    page.set_editor(json.dumps(preset_json("seed-demo.json"), indent=2))
    page.wait(lambda d: page.js("return document.querySelector('#preset-select').value") == "seed-demo",
              message="the preset menu does not name the preset's own JSON again")
