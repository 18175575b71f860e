"""A link is a pure function of the page's state, and the state a link restores is a pure function of the link
(issue 26 item 1; derive/link.js): for states of every kind, the link made from a state restores that state, and
the state restored from a link makes that link again. Then a link naming every part of the state the store holds
is opened in the page, and the store holds what it names."""

from conftest import preset_json

# Runs derive/link.js in the page (it is a browser module): `cases` are states as the store holds them, each
# with `load`, what opening its link loads (the trace a stored gesture's id names). Answers, per case, the link,
# the parts restored, and the link made again from the state the page has once the link is opened.
ROUND_TRIP_JS = """
const done = arguments[arguments.length - 1];
const cases = arguments[0];
(async () => {
  // The address bar's link: the link, and the presenter's projector mode (the fullest of the page's links).
  const { addressQuery: linkQuery, stateFromLink } = await import('./js/derive/link.js');
  const out = [];
  for (const { state, load } of cases) {
    if (state.presetJSON === 'as loaded') state.presetJSON = JSON.stringify(state.input);
    const query = linkQuery(state);
    const { open, state: restored } = stateFromLink(query);
    // What the page has once the link is opened: the hierarchy and the touch it names, loaded as the link says
    // (a preset as shipped, a stored hierarchy, the touch or the stored trace), and every part the link restores.
    const merged = (key) => (restored[key] && typeof restored[key] === 'object' ? { ...state[key], ...restored[key] } : restored[key]);
    const opened = {
      ...state,
      storedId: open.h ?? null,
      preset: open.preset ? state.preset : null,
      touch: open.point || open.gesture || (load.trace ? load.trace.touch : null),
      trace: load.trace || state.trace,
    };
    for (const key of Object.keys(restored)) opened[key] = merged(key);
    if (opened.replay && opened.replay.overview) opened.replay = { ...opened.replay, pos: state.trace ? state.trace.steps.length : 0 };
    out.push({ query, open, restored, again: linkQuery(opened) });
  }
  done(out);
})().catch((err) => done({ error: String(err && err.stack || err) }));
"""

SEED = preset_json("seed-demo.json")
TRACE = {"hitView": "redView", "point": {"x": 40, "y": 100}, "touch": {"x": 40, "y": 100}, "steps": [{"call": "hitTest"}] * 12}
HOLD = {"sequence": [{"t": 0, "phase": "began", "x": 100, "y": 200, "finger": 0},
                     {"t": 0.7, "phase": "ended", "x": 100, "y": 200, "finger": 0}]}
LONG = {"sequence": [{"t": i / 60, "phase": "began" if i == 0 else "moved", "x": 10 + i, "y": 20, "finger": 0} for i in range(40)]}


def state(**parts):
    """A state as the store holds it (the parts a link reads), with `parts` changed."""
    base = {
        "input": SEED, "storedId": None, "preset": None, "presetJSON": None, "touch": None, "trace": None,
        "lesson": {"stop": None, "revealed": False}, "replay": {"pos": 0, "overview": True, "playing": False, "speed": 1},
        "predict": {"on": False, "pending": False}, "selected": None,
        "options": {"hidden": True, "alpha": True, "blocked": True, "labels": True, "hitMap": False},
        "layers3d": {"on": False, "rotX": 52, "rotZ": -28, "gap": 36}, "view": None, "isolated": None, "dragEdit": False,
        "search": {"query": "", "index": -1}, "tab": "tree", "language": "en", "projector": False,
    }
    base.update(parts)
    return base


# An unedited preset: its file as loaded is the JSON shown (made in the page: JSON.stringify's own spelling).
PRESET = {"preset": {"id": "seed-demo"}, "presetJSON": "as loaded"}

CASES = {
    "an unedited preset, a tap, a step and every part the store holds": (state(
        **PRESET, touch={"x": 40, "y": 100}, trace=TRACE, replay={"pos": 8, "overview": False, "playing": False, "speed": 1},
        lesson={"stop": 2, "revealed": False}, selected="redView", language="zh", projector=True,
        predict={"on": True, "pending": False}, options={"hidden": False, "alpha": True, "blocked": True, "labels": False, "hitMap": True},
        layers3d={"on": True, "rotX": 40.5, "rotZ": -12, "gap": 20}, view={"x": -12.5, "y": 30, "scale": 1.75},
        isolated="grayView", dragEdit=True, search={"query": "gray view", "index": -1}, tab="json"), {}),
    "the overview of a stored hierarchy's tap": (state(
        storedId="h_abc", touch={"x": 40, "y": 100}, trace=TRACE), {}),
    "a gesture on a stored hierarchy, by its stored trace": (state(
        storedId="h_abc", touch=HOLD, trace={**TRACE, "id": "t_1", "hierarchyId": "h_abc", "touch": HOLD}),
        {"trace": {**TRACE, "id": "t_1", "hierarchyId": "h_abc", "touch": HOLD}}),
    "a shorthand gesture on a preset": (state(**PRESET, touch={"gesture": "longPress", "x": 40, "y": 100}, trace=TRACE), {}),
    "a short recorded gesture on a preset, in the link itself": (state(**PRESET, touch=HOLD, trace=TRACE), {}),
    "a preset without a touch": (state(**PRESET, language="zh"), {}),
    "a view fitted (not chosen) is left out": (state(**PRESET, view={"x": 1, "y": 2, "scale": 0.7, "fitted": True}), {}),
}


def test_a_link_restores_the_state_it_was_made_from_and_makes_the_same_link_again(page):
    page.open("/?lang=en")
    answers = page.d.execute_async_script(ROUND_TRIP_JS, [{"state": s, "load": load} for s, load in CASES.values()])
    assert "error" not in answers, answers
    for (what, (s, _)), answer in zip(CASES.items(), answers):
        query, open_, restored = answer["query"], answer["open"], answer["restored"]
        assert query, what
        assert answer["again"] == query, f"{what}: {query} made {answer['again']} again"
        # Every part the link names is the state's own.
        for key, value in restored.items():
            mine = s[key]
            if isinstance(value, dict):
                assert {k: mine[k] for k in value} == value, f"{what}: {key}"
            else:
                assert value == mine, f"{what}: {key}"
        assert restored.get("language") == s["language"], what
        assert open_.get("h") == s["storedId"] and open_.get("preset") == (s["preset"] or {}).get("id"), what
    # The first link names every part the store holds that a link can say.
    first = answers[0]["restored"]
    assert set(first) == {"replay", "selected", "options", "layers3d", "view", "isolated", "dragEdit", "search", "tab",
                          "lesson", "language", "projector", "predict"}, sorted(first)
    assert "view" not in answers[-1]["restored"]


def test_what_cannot_be_linked_has_no_link(page):
    page.open("/?lang=en")
    unlinked = {
        "edited JSON": state(touch={"x": 40, "y": 100}, trace=TRACE),
        "a long recorded gesture on a preset": state(**PRESET, touch=LONG, trace=TRACE),
        "nothing loaded": state(input=None),
    }
    queries = page.js("""return import('./js/derive/link.js').then(({ linkQuery }) => arguments[0].map(linkQuery))""",
                      list(unlinked.values()))
    assert queries == ["", "", ""], dict(zip(unlinked, queries))


def test_a_link_naming_every_part_is_restored_in_the_page(page):
    page.open("/?preset=seed-demo&x=40&y=100&step=5&sel=grayView&map=1&off=labels&3d=40,-12,20&view=-10,20,1.5"
              "&q=blue&tab=json&edit=1&lang=zh")
    page.wait(lambda d: page.js("return document.querySelector('#drawing [data-hitmap-view]') !== null"), message="no hit map")
    shown = page.d.execute_async_script("""const done = arguments[arguments.length - 1];
        import('./js/state/store.js').then(({ state }) => done({
          selected: state.selected, replay: state.replay, options: state.options, layers3d: state.layers3d, view: state.view,
          search: state.search.query, tab: state.tab, dragEdit: state.dragEdit, language: state.language, touch: state.touch }));""")
    assert shown["selected"] == "grayView"
    assert shown["replay"]["pos"] == 5 and not shown["replay"]["overview"]
    assert shown["options"]["hitMap"] and not shown["options"]["labels"] and shown["options"]["hidden"]
    assert shown["layers3d"] == {"on": True, "rotX": 40, "rotZ": -12, "gap": 20}
    assert shown["view"] == {"x": -10, "y": 20, "scale": 1.5}
    assert (shown["search"], shown["tab"], shown["dragEdit"], shown["language"]) == ("blue", "json", True, "zh")
    assert shown["touch"] == {"x": 40, "y": 100}
    # What the store holds is on the page, and the link in the address bar is the one opened.
    assert page.js("return document.querySelector('#layers3d-button').getAttribute('aria-pressed')") == "true"
    assert page.js("return document.querySelector('#json-pane').hidden") is False
    assert page.js("return document.querySelector('#view-search').value") == "blue"
    assert "step=5" in page.d.current_url and "sel=grayView" in page.d.current_url


def test_projector_mode_is_in_the_address_bar_only_and_the_rooms_link_is_the_students_face(page):
    """Issue 32 item 1: the presenter's projector mode is theirs alone — the address bar keeps it, the link handed
    on (Share) and the room's link (the QR code) do not. The room's link also leaves out what the presenter's own
    screen chose (zoom and pan, moving views, the JSON tab, the search), and names no step while the replay plays
    (so its code holds still), the step the presenter stands at otherwise."""
    page.open("/?lang=en")
    presenter = state(**PRESET, touch={"x": 40, "y": 100}, trace=TRACE, replay={"pos": 8, "overview": False, "playing": False, "speed": 1},
                      lesson={"stop": 1, "revealed": True}, selected="redView", language="zh", projector=True,
                      view={"x": -12.5, "y": 30, "scale": 1.75}, dragEdit=True, search={"query": "gray", "index": -1}, tab="json",
                      options={"hidden": True, "alpha": True, "blocked": True, "labels": True, "hitMap": True})
    playing = {**presenter, "replay": {"pos": 3, "overview": False, "playing": True, "speed": 1}}
    links = page.js("""return import('./js/derive/link.js').then(({ linkQuery, addressQuery, roomQuery }) =>
        arguments[0].map((s) => ({ ...s, presetJSON: JSON.stringify(s.input) }))
          .map((s) => ({ link: linkQuery(s), address: addressQuery(s), room: roomQuery(s) })))""", [presenter, playing])
    from urllib.parse import parse_qs
    q = lambda text: {k: v[0] for k, v in parse_qs(text).items()}
    at_rest, running = links
    assert q(at_rest["address"])["projector"] == "1"
    assert "projector" not in q(at_rest["link"]) and q(at_rest["link"])["view"] and q(at_rest["link"])["step"] == "8"
    assert q(at_rest["room"]) == {"preset": "seed-demo", "x": "40", "y": "100", "lesson": "1", "explain": "1", "step": "8", "sel": "redView",
                                  "map": "1", "lang": "zh"}
    # While the replay plays, the address bar (like the link) names where it ends (issue 31: the recipient of a
    # link made mid-replay lands on the last step), the room's link names no step and holds still.
    assert q(running["address"])["step"] == str(len(TRACE["steps"]))
    assert "step" not in q(running["room"])
    assert {k: v for k, v in q(at_rest["room"]).items() if k != "step"} == q(running["room"])
