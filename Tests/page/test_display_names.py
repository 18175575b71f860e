"""Views named as people name them, on the page, as the server names them (issue 28 item 1, issue 31 item 5):
the page has no naming rule of its own; each view's `displayName` comes with the normalized hierarchy, and the
tree, the drawing's labels, the hit view, the hitTest order, the responder chain, the replay and the predict
choices all use it. The inspector shows what the source says of the view (its text, title, accessibility
identifier, label and value) and what an importer assumed."""

from pathlib import Path

FIXTURES = Path(__file__).resolve().parents[1] / "Fixtures"

# A button titled by its UIButtonLabel, a button named by its accessibility label, a view by its identifier.
DUMP = """<UIWindow: 0x7f0000000001; frame = (0 0; 390 844); layer = <UIWindowLayer: 0x9>>
   | <UIView: 0x7f0000004b90; frame = (0 0; 390 844); layer = <CALayer: 0x3>>
   |    | <UIButton: 0x7f893fc31e90; frame = (20 120; 350 50); opaque = NO; layer = <CALayer: 0x4>>
   |    |    | <UIButtonLabel: 0x7f893fc32000; frame = (100 14; 150 22); text = 'Reset DSN'; opaque = NO; userInteractionEnabled = NO; layer = <_UILabelLayer: 0x5>>
   |    | <UIButton: 0x7f0000000002; frame = (20 200; 350 50); accessibilityLabel = 'Close'; accessibilityValue = 'on'; layer = <CALayer: 0x6>>
   |    | <UIView: 0x7f0000000003; frame = (20 280; 350 80); accessibilityIdentifier = 'banner'; layer = <CALayer: 0x7>>
"""


def server_names(page, hierarchy_id):
    """id → displayName, as GET /api/hierarchies/{id} gives them."""
    status, doc = page.server.api("GET", f"/api/hierarchies/{hierarchy_id}")
    assert status == 200, doc
    names, pending = {}, list(doc["windows"])
    while pending:
        view = pending.pop()
        names[view["id"]] = view["displayName"]
        pending += view["subviews"]
    return names


def test_every_panel_names_views_as_the_server_does(page):
    status, body = page.server.api("POST", "/api/hierarchies", DUMP, content_type="text/plain")
    assert status == 201, body
    names = server_names(page, body["id"])
    assert names["UIButton_0x7f893fc31e90"] == 'UIButton "Reset DSN"' and names["UIView_0x7f0000000003"] == "banner"
    page.open(f"/?h={body['id']}&lang=en")
    page.touch(60, 145, expect_hit='UIButton "Reset DSN"')
    # The tree and the drawing's labels.
    rows = page.js("return Object.fromEntries([...document.querySelectorAll('#tree [data-tree-id]')].map(r => [r.dataset.treeId, r.querySelector('.row-id').textContent]))")
    assert rows == names
    labels = page.js("return [...document.querySelectorAll('#drawing .v-label')].map(e => e.getAttribute('data-full-name') || e.textContent)")
    assert set(labels) <= set(names.values()) and 'UIButton "Close"' in labels, labels
    # The result: the hitTest order and the responder chain name views, and link to them by id.
    trace = page.js("return import('./js/state/store.js').then(({ state }) => state.trace)")
    order = page.js("return [...document.querySelectorAll('#hit-test-order .token')].map(e => [e.dataset.view, e.textContent])")
    assert order == [[v, names[v]] for v in trace["hitTestOrder"]]
    chain = page.js("return [...document.querySelectorAll('#responder-chain .responder[data-view]')].map(e => [e.dataset.view, e.textContent])")
    assert chain and all(names[v] == text for v, text in chain), chain
    # The trace's own names agree: the server names the views it mentions the same way.
    assert all(names[v] == n for v, n in trace.get("names", {}).items())
    # The replay's steps.
    steps = page.js("return [...document.querySelectorAll('#steps .step-view')].map(e => [e.dataset.view, e.textContent])")
    assert steps and all(names[v] == text for v, text in steps), steps


def test_the_inspector_shows_what_the_source_says_and_what_was_assumed(page):
    status, body = page.server.api("POST", "/api/hierarchies", DUMP, content_type="text/plain")
    assert status == 201, body
    page.open(f"/?h={body['id']}&lang=en")
    page.tree_row("UIButton_0x7f0000000002").click()
    page.wait(lambda d: page.qa("#inspector .source-field"), message="no source fields")
    head = page.text("#inspector .inspector-head .vid.big")
    assert head == 'UIButton "Close"'
    fields = page.js("return Object.fromEntries([...document.querySelectorAll('#inspector .source-field')].map(e => [e.dataset.field, e.textContent]))")
    assert fields == {"accessibilityLabel": "Close", "accessibilityValue": "on"}
    page.tree_row("UIButtonLabel_0x7f893fc32000").click()
    page.wait(lambda d: page.js("return document.querySelector('#inspector .source-field[data-field=text]')?.textContent") == "Reset DSN")
    # An accessibility tree carries no interaction flags: the importer assumed them, and the inspector says so.
    status, body = page.server.api("POST", "/api/hierarchies", (FIXTURES / "xctest" / "login.txt").read_text(), content_type="text/plain")
    assert status == 201, body
    page.open(f"/?h={body['id']}&lang=en")
    page.tree_row("signInButton").click()
    page.wait(lambda d: "assumed" in (page.text("#inspector .props") or ""), message="the inspector does not say what was assumed")
    assert "userInteractionEnabled" in page.text("#inspector .props")
