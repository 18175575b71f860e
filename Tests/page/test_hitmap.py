"""The hit map toggle: the drawing tinted by receiving view, dead zones hatched, and the touch-target audit as a
list whose findings highlight their view."""


def turn_on_hit_map(page):
    page.q("#opt-hitmap").click()
    page.wait(lambda d: page.js("return document.querySelectorAll('[data-hitmap-view]').length") > 0,
              message="no tinted regions appeared")
    page.wait(lambda d: page.q("#audit-card").get_attribute("hidden") is None, message="the audit card stayed hidden")


def test_toggle_tints_the_seed_demo_by_receiving_view(page, server):
    page.open("/?preset=seed-demo&lang=en")
    turn_on_hit_map(page)
    tinted = set(page.js("return [...document.querySelectorAll('[data-hitmap-view]')].map(e => e.dataset.hitmapView)"))
    # The seed demo's touchable views each receive somewhere on the screen.
    assert {"redView", "blueView", "yellowView", "root"} <= tinted
    # The tints do not take clicks: a tap still hit-tests the drawing.
    page.touch(40, 100, expect_hit="redView")
    # Off again: the layer is emptied and the audit card hidden.
    page.q("#opt-hitmap").click()
    page.wait(lambda d: page.js("return document.querySelectorAll('[data-hitmap-view]').length") == 0)
    assert page.q("#audit-card").get_attribute("hidden") is not None


def test_an_audit_finding_highlights_its_view(page, server):
    page.open("/?preset=enlarged-hit-area&lang=en")
    turn_on_hit_map(page)
    page.wait(lambda d: page.qa("#audit li[data-audit-view='smallCloseButton']"), message="no finding for smallCloseButton")
    item = page.q("#audit li[data-audit-view='smallCloseButton'][data-audit-kind='smallTarget']")
    assert "24×24" in item.text
    item.click()
    page.wait(lambda d: "is-active" in item.get_attribute("class"))
    # The view is selected (outlined in the drawing and the tree) and its receiving box drawn.
    assert "is-selected" in page.view_class("smallCloseButton")
    box = page.q("[data-audit-highlight='smallCloseButton']")
    assert (box.get_attribute("x"), box.get_attribute("y"), box.get_attribute("width"), box.get_attribute("height")) == ("20", "120", "24", "24")


def test_dead_zones_are_hatched_and_listed_with_their_reason(page, server):
    page.open("/?preset=hidden-alpha-interaction&lang=en")
    turn_on_hit_map(page)
    zones = page.js("return [...document.querySelectorAll('[data-dead-zone]')].map(e => e.dataset.deadZone)")
    listed = page.js("return [...document.querySelectorAll('#audit li[data-audit-kind=deadZone]')].map(e => e.dataset.auditView)")
    assert zones and sorted(zones) == sorted(listed)
    assert page.js("return document.querySelectorAll('[data-dead-zone] .hatch').length") > 0


def test_the_audit_speaks_chinese(page, server):
    page.open("/?preset=enlarged-hit-area&lang=zh")
    turn_on_hit_map(page)
    page.wait(lambda d: page.qa("#audit li"))
    assert "目标过小" in page.text("#audit")
    assert page.text("#audit-card h3") == "命中图：死区与触控目标"
