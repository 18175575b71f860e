"""The page's modules have a direction (issue 26): the import graph of public/js has no cycle, and no module
imports against the layers —

  state/       the one store, the request channels, the timers, what the browser remembers: imports state/ only
  derive/      pure helpers (the model, links, the viewport's numbers, search…): imports derive/ only
  ui/          what components share (DOM helpers, strings, sentences, the gesture recorder): ui/, derive/, state/
  api.js       the HTTP API: state/ (the page's language)
  instrument.js  the page's timings, the only module that calls performance.mark/measure: imports nothing
  actions/     async work: state/, derive/, api.js, instrument.js — never another action
  components/  each owning its part of the page: state/, derive/, ui/, instrument.js — never another component,
               never an action, never the API
  main.js, rules.js  the entries (the page, the rule links), which may import anything

Every module is in a layer or is an entry. Components look up no element of the page: main.js hands each
element to the components, looking each up once. Read from the files themselves; no browser needed."""

import re
from pathlib import Path

JS = Path(__file__).resolve().parents[2] / "public" / "js"
IMPORT = re.compile(r"""(?:^|\n)\s*(?:import|export)\s[^'"]*?from\s+['"]([^'"]+)['"]|(?:^|\n)\s*import\s+['"]([^'"]+)['"]""")

# What each layer may import, besides itself where noted.
ALLOWED = {
    "state": {"state"},
    "derive": {"derive"},
    "ui": {"ui", "derive", "state"},
    "api": {"state"},
    "instrument": set(),
    "actions": {"state", "derive", "api", "instrument"},
    "components": {"state", "derive", "ui", "instrument"},
}
SELF_IMPORTS = {"state", "derive", "ui"}  # actions never import each other, nor components each other
ENTRIES = {"main.js", "rules.js"}


def graph():
    edges = {}
    for path in sorted(JS.rglob("*.js")):
        name = path.relative_to(JS).as_posix()
        text = path.read_text()
        targets = []
        for match in IMPORT.finditer(text):
            spec = match.group(1) or match.group(2)
            if spec.startswith("."):
                targets.append((path.parent / spec).resolve().relative_to(JS.resolve()).as_posix())
        edges[name] = targets
    return edges


def layer(name):
    """A module's layer: its folder, or its own name for api.js and instrument.js; None for an entry."""
    if "/" in name:
        return name.split("/")[0]
    return None if name in ENTRIES else Path(name).stem


def test_every_module_is_in_a_layer_or_is_an_entry():
    loose = [name for name in graph() if layer(name) not in ALLOWED and name not in ENTRIES]
    assert not loose, f"modules in no layer: {loose}"


def test_every_import_names_a_module_that_exists():
    edges = graph()
    missing = [(a, b) for a, targets in edges.items() for b in targets if b not in edges]
    assert not missing, missing


def test_the_import_graph_has_no_cycle():
    edges = graph()
    state = {}  # name -> 1 on the stack, 2 done
    cycles = []

    def visit(node, stack):
        state[node] = 1
        stack.append(node)
        for nxt in edges.get(node, []):
            if state.get(nxt) == 1:
                cycles.append(stack[stack.index(nxt):] + [nxt])
            elif nxt not in state:
                visit(nxt, stack)
        stack.pop()
        state[node] = 2

    for node in edges:
        if node not in state:
            visit(node, [])
    assert not cycles, "import cycles: " + "; ".join(" → ".join(c) for c in cycles)


def test_no_module_imports_against_the_layers():
    wrong = []
    for a, targets in graph().items():
        la = layer(a)
        if la not in ALLOWED:
            continue
        for b in targets:
            lb = layer(b)
            if lb == la and la not in SELF_IMPORTS:
                wrong.append(f"{a} → {b} ({la} never import each other)")
            elif lb != la and lb not in ALLOWED[la]:
                wrong.append(f"{a} → {b} ({la}/ may import {', '.join(sorted(ALLOWED[la]))})")
    assert not wrong, wrong


def test_the_checks_refuse_what_they_must():
    """The layer rule, on imports it must refuse: a component importing another, an action another, a component
    the API, a pure helper the store."""
    assert layer("components/tree.js") == "components" and layer("api.js") == "api" and layer("main.js") is None
    refused = [("components/tree.js", "components/drawing.js"), ("actions/touch.js", "actions/hierarchy.js"),
               ("components/tree.js", "api.js"), ("derive/link.js", "state/store.js"), ("components/tree.js", "actions/touch.js")]
    for a, b in refused:
        la, lb = layer(a), layer(b)
        assert (lb == la and la not in SELF_IMPORTS) or (lb != la and lb not in ALLOWED[la]), (a, b)


PERFORMANCE = re.compile(r"performance\.(mark|measure)\(")


def test_the_timings_are_in_one_module():
    elsewhere = [path.relative_to(JS).as_posix() for path in JS.rglob("*.js")
                 if path.name != "instrument.js" and PERFORMANCE.search(path.read_text())]
    assert not elsewhere, f"performance.mark/measure outside instrument.js: {elsewhere}"
    assert PERFORMANCE.search((JS / "instrument.js").read_text())


LOOKUP = re.compile(r"document\.(querySelector|querySelectorAll|getElementById|getElementsBy\w+)\(|(?<![\w.])\$\(")


def test_components_are_handed_their_elements_each_looked_up_once():
    """No component (nor a shared ui/ helper) looks up an element of the page: each gets its own from main.js,
    which looks each up once, so that who owns an element is read in one place."""
    looking = [path.relative_to(JS).as_posix() for folder in ("components", "ui", "actions", "state", "derive")
               for path in (JS / folder).rglob("*.js") if LOOKUP.search(path.read_text())]
    assert not looking, f"modules looking up elements of the page: {looking}"
    ids = re.findall(r"\$\('#([\w-]+)'\)", (JS / "main.js").read_text())
    repeated = sorted({i for i in ids if ids.count(i) > 1})
    assert ids and not repeated, f"elements looked up more than once in main.js: {repeated}"
