"""Helpers for the delivery timeline tests: watching what the page posts, and making gestures with the mouse."""

from selenium.webdriver.common.action_chains import ActionChains

# Wraps fetch in the page (after it loaded): every touch posted is kept in window.__posted, and when a test
# sets window.__deliveryOverride the answer's `delivery` is replaced by it (to feed the page odd shapes).
WATCH_TOUCHES = r"""
if (!window.__watching) {
  window.__watching = true;
  window.__posted = [];
  const realFetch = window.fetch.bind(window);
  const isTouch = (url) => /\/api\/(hit-test|hierarchies\/[^/]+\/touches)(\?|$)/.test(String(url));
  window.fetch = async (url, options) => {
    if (isTouch(url) && options && options.body) {
      const body = JSON.parse(options.body);
      window.__posted.push(body.hierarchy ? body.touch : body);
    }
    const response = await realFetch(url, options);
    if (!isTouch(url)) return response;
    const trace = await response.json();
    if (window.__deliveryOverride !== undefined && response.ok) trace.delivery = window.__deliveryOverride;
    const answer = new Response(JSON.stringify(trace), { status: response.status, headers: { 'Content-Type': 'application/json' } });
    // Counted once the page has read the answer and drawn it (its code runs on before this task), the panels it
    // draws after the answer's first frame too (ui/dom.js's afterPaint: a background task after that frame,
    // queued before this one's).
    const read = answer.text.bind(answer);
    const count = () => { window.__answered += 1; };
    const afterPanels = () => requestAnimationFrame(() => (window.scheduler && scheduler.postTask
      ? scheduler.postTask(count, { priority: 'background' }) : setTimeout(count, 300)));
    answer.text = async () => { const text = await read(); setTimeout(afterPanels, 0); return text; };
    return answer;
  };
  window.__answered = 0;
}
"""


def watch_touches(page):
    page.js(WATCH_TOUCHES)


def posted(page):
    return page.js("return window.__posted || []")


def wait_answered(page, n=1, timeout=20):
    """Waits until the page has drawn the answers to n touches."""
    page.wait(lambda d: page.js("return window.__answered || 0") >= n, timeout, f"the page drew fewer than {n} answers")


def wait_posted(page, n=1, timeout=20):
    page.wait(lambda d: len(posted(page)) >= n, timeout, f"the page posted fewer than {n} touches")
    return posted(page)[-1]


def pointer_at(page, x, y, move_ms=250):
    """An ActionChains whose pointer is at the hierarchy's screen point (x, y); each later move takes move_ms."""
    cx, cy = page.client_point(x, y)
    actions = ActionChains(page.d, duration=move_ms)
    actions.w3c_actions.pointer_action.move_to_location(int(round(cx)), int(round(cy)))
    return actions


def hold(page, x, y, seconds):
    actions = pointer_at(page, x, y)
    actions.click_and_hold().pause(seconds).release().perform()


def drag(page, x, y, dx, dy, steps=8, step_pause=0.03, move_ms=20):
    """Press at (x, y), move by (dx, dy) in `steps` quick moves (screen points), release: a flick-like drag, whose
    first move comes well within a scroll view's 0.15 s delay."""
    scale = page.js("return document.querySelector('#drawing').getScreenCTM().a")
    actions = pointer_at(page, x, y, move_ms)
    actions.click_and_hold()
    for _ in range(steps):
        actions.move_by_offset(int(round(dx * scale / steps)), int(round(dy * scale / steps)))
        actions.pause(step_pause)
    actions.release().perform()


def double_click(page, x, y):
    pointer_at(page, x, y).double_click().perform()


def timeline_rows(page):
    """[(kind, target, event, count)] of the rendered timeline."""
    return page.js("""return [...document.querySelectorAll('#timeline-rows .tl-row')].map(r =>
        [r.dataset.timelineKind, r.dataset.timelineTarget, r.dataset.timelineEvent, Number(r.dataset.timelineCount)])""")


CARD = "button-on-tappable-card"
SCROLL = "scroll-view-delivery"


def open_preset(page, preset, lang="en"):
    """Opens a preset and starts watching the touches the page posts."""
    page.open(f"/?preset={preset}&lang={lang}")
    watch_touches(page)


def wait_timeline(page, n_posts=1):
    """The touch posted n_posts-th, once the timeline of its answer is drawn."""
    touch = wait_posted(page, n_posts)
    wait_answered(page, n_posts)
    page.wait(lambda d: page.qa("#timeline-rows .tl-row"), message="the timeline has no rows")
    # Drawn after the answer's first frame: read once it has stopped changing.
    page.settle("#timeline")
    return touch


def fires(page):
    return page.js("""return [...document.querySelectorAll('#timeline-actions .fire')]
        .map(f => f.dataset.fireSource + ' ' + f.dataset.fireEvent)""")


def phases(touch):
    return [e["phase"] for e in touch["sequence"]]


def row(page, kind, target, event):
    """The first rendered row with that kind, target and event, as an element."""
    for el in page.qa("#timeline-rows .tl-row"):
        if [el.get_attribute(f"data-timeline-{k}") for k in ("kind", "target", "event")] == [kind, target, event]:
            return el
    raise AssertionError(f"no timeline row {kind} {target} {event}: {timeline_rows(page)}")
