"""An edit that keeps every view where it was in the tree (a property toggled, a frame dragged, an undo)
redraws in place: the drawing, the tree and the hit map keep the elements of what it did not change, and what
they show is what a drawing made from scratch of the same hierarchy shows. While a view is dragged the hit map
follows it, through the one-shot POST /api/hit-map (nothing stored for the frames passed through)."""

from selenium.webdriver.common.action_chains import ActionChains

# A window with views that clip (so an edit renumbers the clip paths after it), a translucent panel whose
# subviews inherit its alpha and hidden, buttons and text.
HIERARCHY = {"name": "redraw in place", "root": {"id": "window", "class": "UIWindow", "frame": [0, 0, 375, 667], "subviews": [
    {"id": "content", "frame": [0, 0, 375, 667], "backgroundColor": "#f1f5f9", "subviews": [
        {"id": "clipper", "frame": [20, 20, 200, 200], "clipsToBounds": True, "backgroundColor": "#bfdbfe", "subviews": [
            {"id": "inner", "frame": [150, 150, 100, 100], "backgroundColor": "#60a5fa", "subviews": [
                {"id": "go", "class": "UIButton", "frame": [10, 10, 60, 30], "text": "Go"}]}]},
        {"id": "panel", "frame": [40, 300, 300, 200], "backgroundColor": "#fde68a", "subviews": [
            {"id": "caption", "class": "UILabel", "frame": [10, 10, 200, 24], "text": "Caption"},
            {"id": "knob", "class": "UIButton", "frame": [10, 60, 80, 44], "backgroundColor": "#f59e0b", "text": "Knob"}]},
        {"id": "box2", "frame": [200, 520, 100, 100], "clipsToBounds": True, "backgroundColor": "#bbf7d0", "subviews": [
            {"id": "spill", "frame": [50, 50, 100, 100], "backgroundColor": "#22c55e"}]}]}]}}

# The drawing, the tree and the hit map as shown, against the same hierarchy drawn from scratch off the page
# by new instances of the same classes. The page's own marks (selection, edits, search, isolation) are left
# out: they are not drawn from the hierarchy.
COMPARE_JS = """
const done = arguments[arguments.length - 1];
(async () => {
  const { state } = await import('./js/state/store.js');
  const { Drawing } = await import('./js/components/drawing.js');
  const { Tree } = await import('./js/components/tree.js');
  const { HitMapView } = await import('./js/components/hitmap.js');
  const PAGE_STATE = new Set(['is-selected', 'is-edited', 'is-match', 'iso-keep', 'iso-path', 'is-hover', 'is-step', 'is-hit', 'on-chain', 'is-miss']);
  // The markup, with the page's own classes left out and the others in one order.
  const plain = (el) => {
    const copy = el.cloneNode(true);
    for (const e of [copy, ...copy.querySelectorAll('[class]')]) {
      const drawn = [...e.classList].filter((c) => !PAGE_STATE.has(c)).sort();
      if (drawn.length) e.setAttribute('class', drawn.join(' '));
      else e.removeAttribute('class');
    }
    return copy.outerHTML;
  };
  const svgNS = 'http://www.w3.org/2000/svg';
  const svg = document.createElementNS(svgNS, 'svg');
  for (const layer of ['screens', 'views', 'overlay']) {
    const g = document.createElementNS(svgNS, 'g');
    g.setAttribute('class', layer);
    svg.append(g);
  }
  const fresh = new Drawing(svg, { live: false });
  fresh.setModel(state.model);
  const rowsOf = (el) => [...el.querySelectorAll('[data-tree-id]')].map((row) =>
    [row.getAttribute('data-tree-id'), row.getAttribute('aria-level'), row.querySelector('.swatch').outerHTML,
     plain(row.querySelector('.row-text'))].join(' '));
  const treeEl = document.createElement('div');
  const tree = new Tree(treeEl, { live: false });
  tree.setModel(state.model);
  const layer = document.createElementNS(svgNS, 'g');
  const map = new HitMapView({ layer, card: document.createElement('div'), list: document.createElement('ol'), summary: document.createElement('p') }, { live: false });
  map.show(state.hitMap.map, state.model);
  // The hierarchy the page draws is the one the server normalizes from the page's JSON (an edit of one property
  // is applied by the page to the normalized form it has; nothing else may differ).
  const answer = await fetch('/api/hit-test', { method: 'POST', headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ hierarchy: state.input, touch: { x: 0, y: 0 }, include: ['hierarchy'] }) }).then((r) => r.json());
  const shown = document.querySelector('#drawing > g.hitmap-layer');
  const pixels = (g) => g.querySelector('canvas').toDataURL();
  const markup = (g) => g.innerHTML.replace(/<canvas[^>]*><\\/canvas>/, '<canvas>');
  done({
    drawing: [plain(document.querySelector('#drawing > g.views')), plain(svg.querySelector('g.views'))],
    tree: [rowsOf(document.querySelector('#tree')), rowsOf(treeEl)],
    map: [markup(shown), markup(layer)],
    pixels: [pixels(shown), pixels(layer)],
    hierarchy: [JSON.stringify(state.model.hierarchy.windows), JSON.stringify(answer.hierarchy.windows)],
  });
})().catch((err) => done({ error: String(err && err.stack || err) }));
"""


def edit(page, view_id, js):
    """Selects the view and changes one of its properties in the inspector; waits for the map drawn after it."""
    if page.js("return document.querySelector('#inspector [data-prop=hidden]') ? null : true") or \
            page.js("return document.querySelector('#tree [aria-selected=true]')?.getAttribute('data-tree-id')") != view_id:
        page.tree_row(view_id).click()
        page.wait(lambda d: page.qa("#inspector [data-prop=hidden]"), message=f"no inspector for {view_id}")
    page.js("performance.clearMeasures('hittrace-hitmap-drawn')")
    page.js(js)
    page.wait(lambda d: page.js("return performance.getEntriesByName('hittrace-hitmap-drawn').length"),
              message=f"no hit map drawn after editing {view_id}")


def toggle(prop):
    return f"document.querySelector('#inspector [data-prop={prop}]').click()"


def set_alpha(value):
    return f"""const a = document.querySelector('#inspector [data-prop=alpha]'); a.value = '{value}';
               a.dispatchEvent(new Event('change', {{bubbles: true}}));"""


def set_frame_y(value):
    return f"""const f = document.querySelector("#inspector [data-prop='frame'] [data-part='y']"); f.value = '{value}';
               f.dispatchEvent(new Event('change', {{bubbles: true}}));"""


def assert_as_if_drawn_afresh(page, after):
    shown = page.d.execute_async_script(COMPARE_JS)
    assert "error" not in shown, shown
    for part in ("drawing", "tree", "map", "pixels", "hierarchy"):
        mine, fresh = shown[part]
        assert mine == fresh, f"after {after}: the {part} updated in place differs from one drawn afresh"


def open_with_map(page, server):
    page.open(f"/?h={server.store(HIERARCHY)}&lang=en")
    page.q("#opt-hitmap").click()
    page.wait(lambda d: page.js("return performance.getEntriesByName('hittrace-hitmap').length"), message="no hit map")


def test_every_edit_in_place_draws_what_a_drawing_from_scratch_draws(page, server):
    open_with_map(page, server)
    assert_as_if_drawn_afresh(page, "loading")
    steps = [
        ("clipper", toggle("clipsToBounds"), "clipper.clipsToBounds = false (box2's clip renumbered)"),
        ("panel", set_alpha(0.5), "panel.alpha = 0.5 (its subviews fainter)"),
        ("panel", toggle("hidden"), "panel.hidden = true (its subviews hidden)"),
        ("inner", set_frame_y(20), "inner.frame.y = 20"),
        ("knob", toggle("userInteractionEnabled"), "knob.userInteractionEnabled = false"),
        ("box2", toggle("clipsToBounds"), "box2.clipsToBounds = false"),
        ("clipper", toggle("clipsToBounds"), "clipper.clipsToBounds = true again"),
        ("window", toggle("userInteractionEnabled"), "window.userInteractionEnabled = false (no view receives)"),
        ("window", toggle("userInteractionEnabled"), "window.userInteractionEnabled = true again"),
    ]
    for view_id, js, what in steps:
        edit(page, view_id, js)
        assert_as_if_drawn_afresh(page, what)
    for _ in range(3):
        page.js("performance.clearMeasures('hittrace-hitmap-drawn')")
        page.q("#undo-button").click()
        page.wait(lambda d: page.js("return performance.getEntriesByName('hittrace-hitmap-drawn').length"), message="no map after undo")
        assert_as_if_drawn_afresh(page, "an undo")


def test_an_edit_keeps_the_elements_of_the_views_it_did_not_change(page, server):
    open_with_map(page, server)
    page.tree_row("panel").click()
    page.wait(lambda d: page.qa("#inspector [data-prop=hidden]"), message="no inspector for panel")
    page.js("""for (const el of document.querySelectorAll('#drawing [data-view-id], #tree [data-tree-id], #drawing [data-hitmap-view], #drawing .hitmap-canvas'))
                 el.__before = true;""")
    edit(page, "panel", set_alpha(0.5))
    kept = page.js("""const ids = (css, attr) => [...document.querySelectorAll(css)].filter((el) => el.__before).map((el) => el.getAttribute(attr));
        return { drawing: ids('#drawing [data-view-id]', 'data-view-id'), tree: ids('#tree [data-tree-id]', 'data-tree-id'),
                 map: ids('#drawing [data-hitmap-view]', 'data-hitmap-view'),
                 canvas: [...document.querySelectorAll('#drawing .hitmap-canvas')].filter((el) => el.__before).length }""")
    every = {"window", "content", "clipper", "inner", "go", "panel", "caption", "knob", "box2", "spill"}
    # Every view's group stays (a view's own elements change inside it), and so does every row but panel's,
    # whose alpha chip is new; the map's canvas and the regions of the views that still receive stay too.
    assert set(kept["drawing"]) == every
    assert set(kept["tree"]) == every - {"panel"}
    assert kept["canvas"] == 1
    assert {"go", "knob", "spill"} <= set(kept["map"])
    # The panel's own fill is fainter, and its subviews' too (their alpha is inherited).
    opacity = page.js("""return Object.fromEntries(['panel', 'knob'].map((id) => [id,
        [...document.querySelectorAll('#drawing [data-view-id]')].find((g) => g.getAttribute('data-view-id') === id)
          .querySelector(':scope > rect.bg').getAttribute('fill-opacity')]))""")
    assert opacity == {"panel": "0.5", "knob": "0.5"}


def knob_region_left(page):
    """Where the hit map says knob starts receiving, in screen points (its region's first x)."""
    d = page.js("""const p = [...document.querySelectorAll('#drawing [data-hitmap-view]')].find((e) => e.dataset.hitmapView === 'knob');
                   return p ? p.getAttribute('d') : null""")
    assert d, "knob receives nowhere on the map"
    return float(d[1:].split(" ")[0])


def stored_count(page):
    status, body = page.server.api("GET", "/healthz")
    assert status == 200, body
    return body["hierarchies"]


def test_while_a_view_is_dragged_the_hit_map_follows_it(page, server):
    open_with_map(page, server)
    assert knob_region_left(page) == 50  # panel at x 40, knob at 10 in it
    page.q("#drag-edit-button").click()
    stored = stored_count(page)
    sx, sy = page.client_point(90, 382)  # knob's centre
    ex, _ = page.client_point(190, 382)  # 100 pt to the right
    press = ActionChains(page.d)
    press.w3c_actions.pointer_action.move_to_location(int(sx), int(sy))
    press.w3c_actions.pointer_action.pointer_down()
    for i in range(1, 6):
        press.w3c_actions.pointer_action.move_to_location(int(sx + (ex - sx) * i / 5), int(sy))
    press.perform()
    # The finger is still down: the map already shows knob where it is being dragged, and nothing was stored.
    page.wait(lambda d: abs(knob_region_left(page) - 150) <= 2, message="the hit map did not follow the drag")
    assert page.js("return performance.getEntriesByName('hittrace-hitmap-preview').length") > 0
    assert stored_count(page) == stored, "a frame passed through while dragging was stored"
    assert page.js("return JSON.parse(document.querySelector('#json-input').value).root.subviews[0].subviews[1].subviews[1].frame") == [10, 60, 80, 44]
    # Back where it began and released: no edit, and the map is the hierarchy's own again.
    back = ActionChains(page.d)
    back.w3c_actions.pointer_action.move_to_location(int(sx), int(sy))
    back.w3c_actions.pointer_action.pointer_up()
    back.perform()
    page.wait(lambda d: knob_region_left(page) == 50, message="the map did not come back when the drag ended without an edit")
    assert page.js("return JSON.parse(document.querySelector('#json-input').value).root.subviews[0].subviews[1].subviews[1].frame") == [10, 60, 80, 44]
    # A drag released elsewhere is an edit: the map drawn for it matches a drawing from scratch.
    page.js("performance.clearMeasures('hittrace-hitmap-drawn')")
    drag = ActionChains(page.d)
    drag.w3c_actions.pointer_action.move_to_location(int(sx), int(sy))
    drag.w3c_actions.pointer_action.pointer_down()
    for i in range(1, 4):
        drag.w3c_actions.pointer_action.move_to_location(int(sx + (ex - sx) * i / 3), int(sy))
    drag.w3c_actions.pointer_action.pointer_up()
    drag.perform()
    page.wait(lambda d: page.js("return performance.getEntriesByName('hittrace-hitmap-drawn').length"), message="no map after the drag")
    assert abs(knob_region_left(page) - 150) <= 2
    assert_as_if_drawn_afresh(page, "a drag released 100 pt to the right")


def test_the_field_just_edited_keeps_the_keyboard(page, server):
    open_with_map(page, server)
    page.tree_row("panel").click()
    page.wait(lambda d: page.qa("#inspector [data-prop=hidden]"), message="no inspector for panel")
    page.js("performance.clearMeasures('hittrace-hitmap-drawn')")
    page.q("#inspector [data-prop=hidden]").click()
    page.wait(lambda d: page.js("return performance.getEntriesByName('hittrace-hitmap-drawn').length"), message="no map after the click")
    # The inspector was drawn again for the edit; the checkbox there now has the focus, and Space toggles it back.
    assert page.js("return document.activeElement.getAttribute('data-prop')") == "hidden"
    assert page.js("return document.activeElement.checked") is True
    page.js("performance.clearMeasures('hittrace-hitmap-drawn')")
    ActionChains(page.d).send_keys(" ").perform()
    page.wait(lambda d: page.js("return performance.getEntriesByName('hittrace-hitmap-drawn').length"), message="no map after Space")
    assert page.js("return document.activeElement.getAttribute('data-prop')") == "hidden"
    assert page.js("return JSON.parse(document.querySelector('#json-input').value).root.subviews[0].subviews[1].hidden") is False


def test_two_hundred_edits_with_the_hit_map_on_store_nothing_until_shared(page, server):
    """Nothing is stored per edit: each edit goes to the server once (POST /api/hit-test with the hit map in its
    answer), and only the Share button stores the hierarchy, shared (issue 26, item 4)."""
    open_with_map(page, server)
    page.touch(90, 382, expect_hit="knob")
    stored = stored_count(page)
    page.js("""window.__posts = [];
               const seen = new PerformanceObserver((list) => { for (const e of list.getEntries()) window.__posts.push(e.name); });
               seen.observe({ type: 'resource' });""")
    for i in range(200):
        edit(page, "caption", toggle("hidden"))
    assert stored_count(page) == stored, "an edit stored a hierarchy"
    assert page.js("return JSON.parse(document.querySelector('#json-input').value).root.subviews[0].subviews[1].subviews[0].hidden") in (False, None)
    assert page.text("#hit-view") == "knob"
    # One request per edit, and it is the one-shot hit test (no stored route, no separate hit-map request).
    posts = page.js("return window.__posts.map((u) => new URL(u).pathname)")
    assert posts.count("/api/hit-test") == 200, sorted(set(posts))
    assert not [p for p in posts if p.startswith("/api/hierarchies") or p == "/api/hit-map"], sorted(set(posts))
    page.q("#share-button").click()
    page.wait(lambda d: "h=" in d.current_url, message="the address bar never got ?h=")
    assert stored_count(page) == stored + 1
