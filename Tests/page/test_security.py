"""Hierarchies come from strangers through shared links: their strings are text, never markup."""

import json

IMG = "<img src=x onerror=alert(1)>"
SCRIPT = "<script>alert(2)</script>"
PAGE_SCRIPTS = ["js/main.js", "js/rules.js"]


def hostile_hierarchy():
    return {
        "name": f"{IMG} name",
        "root": {
            "id": "window", "class": "UIWindow", "frame": [0, 0, 375, 667],
            "subviews": [{
                "id": IMG, "class": SCRIPT, "base": "UIView", "frame": [0, 0, 375, 300],
                "backgroundColor": "red\"><script>alert(3)</script>",
                "viewController": f"{SCRIPT}Controller",
                "subviews": [{
                    "id": SCRIPT, "class": "UILabel", "frame": [10, 10, 300, 40], "userInteractionEnabled": True,
                    "text": f"<b>bold</b>{IMG}{SCRIPT}",
                }],
            }],
        },
    }


def assert_inert(page):
    counts = page.js("""return {
        img: document.querySelectorAll('img:not(#qr)').length,  // #qr: the page's own QR code of its link
        scripts: [...document.scripts].map(s => s.getAttribute('src')),
        b: document.querySelectorAll('b').length,
        foreign: document.querySelectorAll('foreignObject, iframe, object, embed').length,
        handlers: [...document.querySelectorAll('*')].filter(e => [...e.attributes].some(a => a.name.startsWith('on'))).length,
    }""")
    # The page's own module scripts only: main.js and rules.js (rule references such as "(4.5)" made links).
    assert counts == {"img": 0, "scripts": PAGE_SCRIPTS, "b": 0, "foreign": 0, "handlers": 0}, counts
    assert page.problems() == []


def test_hostile_strings_from_a_shared_link_are_shown_literally(page, server):
    hierarchy_id = server.store(hostile_hierarchy())
    page.open(f"/?h={hierarchy_id}&x=20&y=20&lang=en")
    page.wait_text("#hit-view", SCRIPT)
    assert_inert(page)
    # Shown as text, literally: in the tree, in the drawing, in the title and in the result.
    assert page.tree_row(IMG).find_element("css selector", ".row-id").text == IMG
    assert page.tree_row(IMG).find_element("css selector", ".row-class").text == f"{SCRIPT} : UIView"
    assert page.view(SCRIPT)  # found by its data-view-id attribute
    svg_text = page.js("return [...document.querySelectorAll('#drawing text')].map(t => t.textContent)")
    assert IMG in svg_text and SCRIPT in svg_text
    assert any(IMG in t and SCRIPT in t for t in svg_text)  # the label's text
    assert page.text("#stage-title") == f"{IMG} name"
    assert SCRIPT in page.text("#hit-test-order")
    assert f"{SCRIPT}Controller" in page.text("#responder-chain")
    # Replaying and selecting keep it inert.
    page.q("#replay-forward").click()
    page.tree_row(IMG).click()
    assert IMG in page.text("#inspector")
    page.q("[data-lang='zh']").click()
    page.q("[data-lang='en']").click()
    assert_inert(page)


def test_hostile_strings_typed_into_the_editor_stay_text(page):
    page.open("/?preset=seed-demo&lang=en")
    page.set_editor(json.dumps(hostile_hierarchy(), indent=2))
    page.wait(lambda d: IMG in page.drawn_ids())
    page.touch(20, 20, expect_hit=SCRIPT)
    assert_inert(page)
