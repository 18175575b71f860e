"""Issue 31 item 6: the screen is fitted again on every change of size, and at 1440×900, 1280×720 and 390×844 no
label is clipped by the drawing's edge, overlaps another, or lies over the box of a view it does not name (its
own view, the views holding it and the backdrops drawn behind it that hold its whole box aside; a first-rank
label with no such place is drawn beside its view as a tag, `.is-tag`, and counted), and no view is left out
while there was room for its name (in or beside its box, as short as a name may be cut); a long name is cut with
"…" and whole in its tooltip; the hit view's name stays on its card. On the seed preset and, when the team's data
is beside the repository, the 96-view navigation-push dump (skipped, and said so, when it is not)."""

import pytest

from conftest import LAPTOP, set_viewport
from test_real_apps import NAVPUSH, import_dump

SIZES = [(1440, 900), (1280, 720), (390, 844)]

# Each label drawn: its client rectangle, whether it is a tag, and the views other than its own and its
# ancestors whose box (on screen) it lies over; the drawing's rectangle; the screen's.
LABELS_JS = """
const done = arguments[arguments.length - 1];
(async () => {
  const { state } = await import('./js/state/store.js');
  const { screenCorners } = await import('./js/derive/model.js');
  const { drawOrder } = await import('./js/derive/layers3d.js');
  const svg = document.querySelector('#drawing');
  const ctm = svg.getScreenCTM();
  const hideHidden = !state.options.hidden;
  const boxes = new Map();
  const order = new Map();
  for (const node of drawOrder(state.model)) {
    if (hideHidden && node.effectiveHidden) continue;
    if (!order.has(node.view.id)) order.set(node.view.id, order.size);
    const pts = screenCorners(node).map((p) => new DOMPoint(p.x, p.y).matrixTransform(ctm));
    const xs = pts.map((p) => p.x);
    const ys = pts.map((p) => p.y);
    boxes.set(node.view.id, { left: Math.min(...xs), right: Math.max(...xs), top: Math.min(...ys), bottom: Math.max(...ys) });
  }
  const over = (r, b) => r.left < b.right - 0.5 && b.left < r.right - 0.5 && r.top < b.bottom - 0.5 && b.top < r.bottom - 0.5;
  const labels = [...document.querySelectorAll('#drawing .v-label')].filter((e) => getComputedStyle(e).display !== 'none').map((e) => {
    const r = e.getBoundingClientRect();
    const id = e.getAttribute('data-label-for');
    const own = new Set(state.model.ancestry(id));
    const mine = boxes.get(id);
    const backdrop = (other, b) => order.get(other) < order.get(id) && b.left <= mine.left + 0.5 && b.top <= mine.top + 0.5
      && b.right >= mine.right - 0.5 && b.bottom >= mine.bottom - 0.5;
    const others = [...boxes].filter(([other, b]) => !own.has(other) && !backdrop(other, b) && over(r, b)).map(([other]) => other);
    return { id, text: e.textContent, tag: e.classList.contains('is-tag'), rect: r.toJSON(), others };
  });
  const screen = document.querySelector('#drawing .screen').getBoundingClientRect().toJSON();
  const stage = svg.getBoundingClientRect();
  // The views drawn with some of their box in the drawing and no label, and whether there was room for one:
  // a place in or beside the view's box (at most a label's height or width away), inside the drawing, for its
  // name as short as it may be cut (whole up to 12 characters, else 8 and "…"), over no box it does not name and
  // clear of what is drawn over the drawing (the labels, the touch marker, the miss badges, the toolbar), with
  // ROOM px to spare all round (a place the page's cells, 3 to 6 px, could miss does not count).
  const ROOM = 12;
  const style = getComputedStyle(svg);
  const px = parseFloat(style.getPropertyValue('--label-px')) || 11;
  const lh = Math.ceil(px * 1.25);
  const ctx = document.createElement('canvas').getContext('2d');
  ctx.font = `650 ${px}px ${style.getPropertyValue('--mono') || 'monospace'}`;
  const shown = (e) => e.getClientRects().length && getComputedStyle(e).display !== 'none' && !e.classList.contains('label-hidden');
  const taken = [...document.querySelectorAll('#drawing .labels-layer text, #drawing .touch-marker .ring, #drawing .miss-badge circle, #vp-toolbar, #beyond-screen')]
    .filter((e) => !e.closest('[hidden]') && shown(e)).map((e) => e.getBoundingClientRect())
    .map((r) => ({ left: r.left - 2, top: r.top - 2, right: r.right + 2, bottom: r.bottom + 2 }));
  const room = (id) => {
    const mine = boxes.get(id);
    const own = new Set(state.model.ancestry(id));
    const name = state.model.get(id).view.displayName || id;
    const text = name.length <= 12 ? name : `${name.slice(0, 8)}…`;
    const w = Math.ceil(ctx.measureText(text).width);
    const area = { left: Math.max(mine.left - w - 2, stage.left), top: Math.max(mine.top - lh - 2, stage.top),
      right: Math.min(mine.right + w + 2, stage.right), bottom: Math.min(mine.bottom + lh + 2, stage.bottom) };
    const cols = Math.floor(area.right - area.left);
    const rows = Math.floor(area.bottom - area.top);
    const needX = w + 2 * ROOM;
    const needY = lh + 2 * ROOM;
    if (cols < needX || rows < needY) return false;
    const blocked = new Uint8Array(cols * rows);
    const block = (r) => {
      const x0 = Math.max(0, Math.floor(r.left - area.left));
      const x1 = Math.min(cols - 1, Math.ceil(r.right - area.left));
      const y0 = Math.max(0, Math.floor(r.top - area.top));
      const y1 = Math.min(rows - 1, Math.ceil(r.bottom - area.top));
      for (let y = y0; y <= y1; y += 1) blocked.fill(1, y * cols + x0, y * cols + x1 + 1);
    };
    taken.forEach(block);
    for (const [other, b] of boxes) {
      const backdrop = order.get(other) < order.get(id) && b.left <= mine.left + 0.5 && b.top <= mine.top + 0.5
        && b.right >= mine.right - 0.5 && b.bottom >= mine.bottom - 0.5;
      if (!own.has(other) && !backdrop) block(b);
    }
    for (let y = 0; y + needY <= rows; y += 1) {
      let run = 0;
      for (let x = 0; x < cols; x += 1) {
        let free = true;
        for (let k = 0; k < needY && free; k += 1) free = !blocked[(y + k) * cols + x];
        run = free ? run + 1 : 0;
        if (run >= needX) return true;
      }
    }
    return false;
  };
  const named = new Set(labels.map((l) => l.id));
  const dropped = [...boxes].filter(([id, b]) => !named.has(id) && b.right > stage.left && b.left < stage.right
    && b.bottom > stage.top && b.top < stage.bottom).map(([id]) => ({ id, room: room(id) }));
  done({ labels, dropped, stage: stage.toJSON(), screen, view: state.view });
})().catch((err) => done({ error: String(err && err.stack || err) }));
"""


def labels(page):
    out = page.d.execute_async_script(LABELS_JS)
    assert "error" not in out, out
    return out


def resize(page, size):
    mobile = size[0] < 600
    page.d.execute_cdp_cmd("Emulation.setDeviceMetricsOverride",
                           {"width": size[0], "height": size[1], "deviceScaleFactor": 2 if mobile else 1, "mobile": mobile})


def check(page, what):
    out = labels(page)
    stage = out["stage"]
    problems = []
    for lab in out["labels"]:
        r = lab["rect"]
        if r["left"] < stage["left"] - 0.5 or r["right"] > stage["right"] + 0.5 or r["top"] < stage["top"] - 0.5 or r["bottom"] > stage["bottom"] + 0.5:
            problems.append(("clipped", lab["id"], lab["text"]))
        if lab["others"] and not lab["tag"]:
            problems.append(("inside another view", lab["id"], lab["text"], lab["others"][:3]))
    rects = [lab["rect"] for lab in out["labels"]]
    for i, a in enumerate(rects):
        for b in rects[i + 1:]:
            if a["left"] < b["right"] - 0.5 and b["left"] < a["right"] - 0.5 and a["top"] < b["bottom"] - 0.5 and b["top"] < a["bottom"] - 0.5:
                problems.append(("overlap", out["labels"][rects.index(a)]["id"], out["labels"][rects.index(b)]["id"]))
    # No view left out while there was room for its name.
    problems += [("left out with room for its name", d["id"]) for d in out["dropped"] if d["room"]]
    assert not problems, f"{what}: {problems[:6]}"
    return out


def fitted(page, out, what):
    """The screen fitted: all of it inside the drawing, touching two opposite edges (within a few pixels)."""
    s, st = out["screen"], out["stage"]
    assert out["view"] and out["view"].get("fitted"), f"{what}: {out['view']}"
    assert s["left"] >= st["left"] - 1 and s["right"] <= st["right"] + 1 and s["top"] >= st["top"] - 1 and s["bottom"] <= st["bottom"] + 1, (what, s, st)


@pytest.mark.parametrize("lang", ["en", "zh"])
def test_the_screen_is_fitted_again_at_every_size_and_no_label_is_clipped_or_misplaced(page, lang):
    page.open(f"/?preset=seed-demo&lang={lang}")
    try:
        widths = []
        for size in SIZES:
            resize(page, size)
            page.wait(lambda d: abs(labels(page)["stage"]["width"] - page.js("return document.querySelector('#drawing').getBoundingClientRect().width")) < 1)
            page.settle("#drawing .labels-layer")
            out = check(page, f"seed-demo at {size}")
            assert out["labels"], f"seed-demo at {size}: no label drawn"
            fitted(page, out, f"seed-demo at {size}")
            widths.append(out["screen"]["width"])
            page.touch(40, 100, expect_hit="redView")
            page.settle("#drawing .labels-layer")
            check(page, f"seed-demo touched at {size}")
            # The hit view's name stays on its card.
            over = page.js("const e = document.querySelector('#hit-view'); return e.scrollWidth - e.clientWidth")
            assert over <= 1, (size, over)
            page.screenshot(f"fit-labels-seed-{size[0]}x{size[1]}-{lang}")
        # Fitted again, not kept: the screen's size on the page followed the drawing's.
        assert len(set(round(w) for w in widths)) == len(widths), widths
    finally:
        set_viewport(page.d, LAPTOP)


# The centre (screen points) of the first view whose display name has `text`.
CENTRE_JS = """return import('./js/state/store.js').then(async ({ state }) => {
  const { screenCorners } = await import('./js/derive/model.js');
  const node = state.model.order.find((n) => (n.view.displayName || '').includes(arguments[0]));
  const c = screenCorners(node);
  return [node.view.id, (c[0].x + c[2].x) / 2, (c[0].y + c[2].y) / 2];
})"""


def test_the_navpush_dump_at_every_size_has_no_clipped_or_misplaced_label(page):
    if not NAVPUSH.exists():
        pytest.skip(f"team data not present: {NAVPUSH}")
    import_dump(page, NAVPUSH.read_text())
    view, x, y = page.js(CENTRE_JS, "Flush")
    page.js("document.querySelector('#touch-x').value = arguments[0]; document.querySelector('#touch-y').value = arguments[1];"
            "document.querySelector('#touch-form').requestSubmit();", x, y)
    page.wait(lambda d: page.qa("#steps [data-step]"), message="no answer")
    hit = page.js("return import('./js/state/store.js').then(({ state }) => state.trace.hitView)")
    try:
        counts = {}
        for size in SIZES:
            resize(page, size)
            page.settle("#drawing .labels-layer")
            out = check(page, f"navpush at {size}")
            fitted(page, out, f"navpush at {size}")
            # The hit view is always named (a first rank: never left out).
            assert hit in [lab["id"] for lab in out["labels"]], (size, hit)
            counts[size] = (len(out["labels"]), sum(1 for lab in out["labels"] if lab["tag"]))
            # A cut name is whole in its view's tooltip.
            for lab in out["labels"]:
                if lab["text"].endswith("…"):
                    title = page.js("""const g = [...document.querySelectorAll('#drawing [data-view-id]')].find((v) => v.getAttribute('data-view-id') === arguments[0]);
                                       return g ? g.querySelector(':scope > title').textContent : null""", lab["id"])
                    assert title and lab["text"][:-1] in title, (lab, title)
            page.screenshot(f"fit-labels-navpush-{size[0]}x{size[1]}")
        print("labels (all, tags) per size:", counts)
    finally:
        set_viewport(page.d, LAPTOP)
