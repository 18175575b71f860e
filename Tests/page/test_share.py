"""Sharing: /?h=ID&x=X&y=Y opens a stored hierarchy and replays that touch; the share button makes one."""

from urllib.parse import parse_qs, urlparse

from conftest import preset_json


def test_share_link_opens_the_hierarchy_and_replays_the_touch(page, server):
    hierarchy_id = server.store(preset_json("seed-demo.json"))
    page.open(f"/?h={hierarchy_id}&x=40&y=100&lang=en")
    page.wait_text("#hit-view", "redView")
    assert page.text("#hit-test-order") == "window → root → yellowView → grayView → blueView → redView"
    assert page.text("#stage-title") == "Seed demo: gray, red, blue and yellow views"
    # It replays: the steps play one after another until the last.
    n = len(page.steps())
    assert n > 6
    page.wait(lambda d: page.qa("#steps [data-step].is-current"), message="the replay did not start")
    page.wait(lambda d: page.qa(f"#steps [data-step='{n - 1}'].is-current"), timeout=30,
              message="the replay did not reach the last step")
    # The editor holds the stored hierarchy in the short input form, and it is valid as it stands.
    text = page.js("return document.querySelector('#json-input').value")
    assert '"redView"' in text and '"behavior"' not in text
    # Once edited it is no longer the stored hierarchy: the link leaves the address bar.
    page.set_editor(text.replace('"#e53935"', '"#000000"'))
    page.wait(lambda d: "h=" not in d.current_url, message="the stale link stayed in the address bar")
    assert "lang=en" in page.d.current_url


def test_share_button_stores_the_hierarchy_and_puts_the_link_in_the_address_bar(page, server):
    page.open("/?preset=seed-demo&lang=en")
    page.touch(40, 100, expect_hit="redView")
    page.q("#share-button").click()
    page.wait(lambda d: "h=" in d.current_url, message="the address bar never got ?h=")
    query = parse_qs(urlparse(page.d.current_url).query)
    assert query["x"] == ["40"] and query["y"] == ["100"]
    status, stored = server.api("GET", f"/api/hierarchies/{query['h'][0]}")
    assert status == 200
    assert stored["windows"][0]["id"] == "window"
    page.wait(lambda d: page.q("#toast").is_displayed())
    # The link works in a fresh page.
    page.open(urlparse(page.d.current_url).path + "?" + urlparse(page.d.current_url).query)
    page.wait_text("#hit-view", "redView")
    # A touch on the stored hierarchy goes to /api/hierarchies/{id}/touches and updates the link.
    page.q("#replay-end").click()
    page.touch(150, 400, expect_hit="blueView")
    page.wait(lambda d: parse_qs(urlparse(d.current_url).query).get("x") == ["150"])
