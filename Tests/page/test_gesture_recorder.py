"""The gesture recorder (public/js/gesture.js) on its own, in the browser, with a hand-driven clock: pointer
events in, one touch sequence out. The mouse-driven tests in test_timeline.py cover the same through real
pointer events; these pin the rules exactly (throttling, the final position, the double-tap window)."""

# Feeds `steps` ([method, pointerId, timeMs, x, y] or ["wait", ms]) to a GestureRecorder whose timers are
# driven by the steps' clock, and returns what it posted.
RUN = """
const [steps, done] = [arguments[0], arguments[arguments.length - 1]];
import('/js/ui/gesture.js').then(({ GestureRecorder }) => {
  const posted = [];
  let timers = [];
  let now = 0;
  const recorder = new GestureRecorder({
    onGesture: (touch) => posted.push({ at: now, touch }),
    setTimer: (fn, ms) => { const t = { fn, due: now + ms }; timers.push(t); return t; },
    clearTimer: (t) => { timers = timers.filter((x) => x !== t); },
  });
  const advance = (to) => {
    for (;;) {
      const next = timers.filter((t) => t.due <= to).sort((a, b) => a.due - b.due)[0];
      if (!next) break;
      timers = timers.filter((t) => t !== next);
      now = next.due;
      next.fn();
    }
    now = to;
  };
  for (const [method, id, time, x, y] of steps) {
    if (method === 'wait') { advance(now + id); continue; }
    advance(time);
    recorder[method](id, time, x === undefined ? null : { x, y });
  }
  advance(now + 10000);
  done(posted);
}).catch((e) => done(String(e)));
"""


def run(page, steps):
    page.open("/?preset=seed-demo&lang=en")
    return page.d.execute_async_script(RUN, steps)


def test_a_click_posts_a_tap_at_once(page):
    posted = run(page, [["down", 1, 1000, 10, 20], ["up", 1, 1080, 10, 20]])
    assert posted == [{"at": 1080, "touch": {"sequence": [
        {"t": 0, "phase": "began", "x": 10, "y": 20, "finger": 0},
        {"t": 0.08, "phase": "ended", "x": 10, "y": 20, "finger": 0}]}}]


def test_a_second_click_within_the_window_upgrades_the_tap_to_one_sequence_with_the_real_gap(page):
    posted = run(page, [["down", 1, 0, 5, 5], ["up", 1, 60, 5, 5], ["down", 1, 300, 6, 5], ["up", 1, 370, 6, 5]])
    # The first tap is posted at once; the second posts both taps as one sequence (the upgrade).
    assert [p["at"] for p in posted] == [60, 370]
    assert len(posted[0]["touch"]["sequence"]) == 2
    seq = posted[1]["touch"]["sequence"]
    assert [(e["t"], e["phase"]) for e in seq] == [(0, "began"), (0.06, "ended"), (0.3, "began"), (0.37, "ended")]


def test_a_click_after_the_window_is_a_new_touch(page):
    posted = run(page, [["down", 1, 0, 5, 5], ["up", 1, 60, 5, 5], ["wait", 400], ["down", 1, 500, 5, 5], ["up", 1, 560, 5, 5]])
    assert [len(p["touch"]["sequence"]) for p in posted] == [2, 2]


def test_a_quick_second_click_far_from_the_first_is_a_touch_of_its_own(page):
    """Rules 4.E and 4.25: UIKit counts a second tap only within a tap's allowable movement (45 pt) of the first;
    two clicks 200 ms apart at (50, 500) and (140, 300) are two single taps, each at its own point."""
    posted = run(page, [["down", 1, 0, 50, 500], ["up", 1, 60, 50, 500], ["down", 1, 260, 140, 300], ["up", 1, 320, 140, 300]])
    assert [p["at"] for p in posted] == [60, 320]
    assert [[(e["phase"], e["x"], e["y"]) for e in p["touch"]["sequence"]] for p in posted] == [
        [("began", 50, 500), ("ended", 50, 500)], [("began", 140, 300), ("ended", 140, 300)]]
    assert posted[1]["touch"]["sequence"][0]["t"] == 0


def test_a_quick_second_click_within_45_pt_is_still_a_double_tap(page):
    posted = run(page, [["down", 1, 0, 50, 500], ["up", 1, 60, 50, 500], ["down", 1, 260, 80, 530], ["up", 1, 320, 80, 530]])
    assert [len(p["touch"]["sequence"]) for p in posted] == [2, 4]


def test_a_hold_posts_at_once_with_its_duration(page):
    posted = run(page, [["down", 1, 0, 5, 5], ["up", 1, 900, 5, 5]])
    assert posted == [{"at": 900, "touch": {"sequence": [
        {"t": 0, "phase": "began", "x": 5, "y": 5, "finger": 0}, {"t": 0.9, "phase": "ended", "x": 5, "y": 5, "finger": 0}]}}]


def test_moves_are_throttled_to_60_a_second_and_the_last_position_is_kept(page):
    steps = [["down", 1, 0, 0, 0]]
    steps += [["move", 1, 4 * i, 0, i] for i in range(1, 51)]  # a move every 4 ms, 1 pt each: 250 a second
    steps += [["up", 1, 204, 0, 50]]
    posted = run(page, steps)
    seq = posted[0]["touch"]["sequence"]
    moved = [e for e in seq if e["phase"] == "moved"]
    times = [e["t"] for e in moved]
    assert all(round(b - a, 3) >= 0.016 for a, b in zip(times[:-1], times[1:-1]))
    assert len(moved) <= 14  # 0.2 s at 60 a second, plus the final one
    assert (moved[-1]["y"], seq[-1]["phase"], seq[-1]["y"]) == (50, "ended", 50)
    assert posted[0]["at"] == 204  # a drag does not wait for a second tap


def test_a_release_away_from_the_last_move_adds_that_position(page):
    posted = run(page, [["down", 1, 0, 0, 0], ["move", 1, 100, 0, 30], ["up", 1, 150, 0, 45]])
    seq = posted[0]["touch"]["sequence"]
    assert [(e["phase"], e["y"]) for e in seq] == [("began", 0), ("moved", 30), ("moved", 45), ("ended", 45)]


def test_two_pointers_are_two_fingers_in_one_sequence(page):
    posted = run(page, [["down", 7, 0, 0, 0], ["down", 9, 10, 50, 0], ["move", 9, 100, 80, 0],
                        ["up", 7, 200, 0, 0], ["up", 9, 210, 80, 0]])
    seq = posted[0]["touch"]["sequence"]
    assert [(e["phase"], e["finger"]) for e in seq] == [("began", 0), ("began", 1), ("moved", 1), ("ended", 0), ("ended", 1)]


def test_a_pointer_pressed_again_without_its_release_cancels_the_stale_stroke(page):
    posted = run(page, [["down", 1, 0, 0, 0], ["down", 1, 500, 9, 9], ["up", 1, 600, 9, 9]])
    assert [[e["phase"] for e in p["touch"]["sequence"]] for p in posted] == [["began", "cancelled"], ["began", "ended"]]


def test_a_cancelled_pointer_ends_the_touch_as_cancelled(page):
    posted = run(page, [["down", 1, 0, 0, 0], ["cancel", 1, 50, 0, 0]])
    assert [e["phase"] for e in posted[0]["touch"]["sequence"]] == ["began", "cancelled"]
    assert posted[0]["at"] == 50
