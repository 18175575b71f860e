"""Other tools' formats in the paste box (XCTest's debugDescription, Sentry's view-hierarchy.json, LookInside's
and idb's JSON), and the picture the hit map's download gives. The fixtures are the repository's (Tests/Fixtures/)."""

import json
import re
from pathlib import Path


FIXTURES = Path(__file__).resolve().parents[1] / "Fixtures"
PRESETS = Path(__file__).resolve().parents[2] / "public" / "presets"


def paste_and_import(page, text):
    page.open("/?preset=seed-demo&lang=en")
    page.set_editor(text)
    page.wait(lambda d: page.q("#import-button").is_displayed(), message="the import button stayed hidden")
    page.q("#import-button").click()
    page.wait(lambda d: "Imported" in (page.text("#editor-status") or ""), timeout=20, message="not imported")


def test_an_xctest_description_is_imported_with_names_from_identifiers_and_labels(page, server):
    paste_and_import(page, (FIXTURES / "xctest" / "login.txt").read_text())
    ids = set(page.drawn_ids())
    assert {"signInButton", "closeButton", 'Button "Create Account"', "logo"} <= ids


def test_a_sentry_capture_is_json_but_imported(page, server):
    paste_and_import(page, (FIXTURES / "sentry" / "profile.json").read_text())
    assert {"editButton", "logoutButton", "mainWindow"} <= set(page.drawn_ids())


def test_the_json_of_lookinside_and_idb_is_imported(page, server):
    paste_and_import(page, (FIXTURES / "lookinside" / "scrolled.json").read_text())
    assert {"UIWindow#2", "UIScrollView#5", "UIButton#6"} <= set(page.drawn_ids())
    paste_and_import(page, (FIXTURES / "idb" / "cart-flat.json").read_text())
    assert {"payButton", "tipBadge", 'StaticText "Cart"'} <= set(page.drawn_ids())


# What the user gets on clicking "Download SVG" for an unsaved preset: the page posts the hierarchy shown to
# POST /api/hit-map.svg (nothing stored) and saves the answer as a file. The blob handed to the save link is
# caught as it is made, and read: it is the picture of the map listed (its step and its dead zones).
CATCH_SAVE_JS = """
window.__saved = null;
const make = URL.createObjectURL.bind(URL);
URL.createObjectURL = (blob) => { const url = make(blob); window.__saved = { blob, url }; return url; };
HTMLAnchorElement.prototype.click = function () { if (window.__saved && this.href === window.__saved.url) window.__saved.name = this.download; };
"""

READ_SAVED_JS = """
const done = arguments[arguments.length - 1];
const saved = window.__saved;
if (!saved || !saved.name) { done(null); return; }
saved.blob.text().then((text) => done({ name: saved.name, type: saved.blob.type, text }));
"""


def test_the_hit_map_links_its_picture(page, server):
    page.open("/?preset=seed-demo&lang=en")
    page.q("#opt-hitmap").click()
    page.wait(lambda d: page.qa("#audit-card .hitmap-download"), message="no download link")
    page.js(CATCH_SAVE_JS)
    before = server.api("GET", "/api/hierarchies?limit=200")[1]
    page.q("#audit-card .hitmap-download").click()
    page.wait(lambda d: page.d.execute_async_script(READ_SAVED_JS), timeout=20, message="no picture saved")
    saved = page.d.execute_async_script(READ_SAVED_JS)
    assert saved["name"].startswith("seed-demo") and saved["name"].endswith("-hit-map.svg"), saved["name"]
    assert saved["type"].startswith("image/svg+xml"), saved["type"]
    svg = saved["text"]
    assert svg.startswith("<svg "), svg[:80]
    # The picture is of the map listed: the hierarchy shown, at the grid step the summary says, each view that
    # receives touches there tinted (one <g><title>view</title> per view, as the server draws a map).
    assert "<title>Hit map of Seed demo" in svg, svg[:300]
    step = float(re.search(r"grid step ([0-9.]+) pt", page.text("#audit-summary")).group(1))
    preset = json.loads((PRESETS / "seed-demo.json").read_text())
    status, answer = server.api("POST", "/api/hit-map", {"hierarchy": preset, "step": step})
    assert status == 200, answer
    receiving = {a["view"] for a in answer["areas"] if a["receiving"] > 0}
    assert receiving and set(re.findall(r"<g [^>]*><title>([^<]+)</title>", svg)) == receiving
    # Nothing was stored to draw it.
    assert server.api("GET", "/api/hierarchies?limit=200")[1] == before
