"""The page's modules have a direction (issue 26): the import graph of public/js has no cycle, and no module
imports against the layers — state/ imports only state/; derive/ (pure helpers) imports only derive/; actions/
(async work) imports state/ (the request channels among it), derive/ and api.js, never another action; components/ (each owning its
DOM) import state/ and derive/, never actions/ or another component. Modules not yet in a layer folder are
checked for cycles only. Read from the files themselves; no browser needed."""

import re
from pathlib import Path

JS = Path(__file__).resolve().parents[2] / "public" / "js"
IMPORT = re.compile(r"""(?:^|\n)\s*(?:import|export)\s[^'"]*?from\s+['"]([^'"]+)['"]|(?:^|\n)\s*import\s+['"]([^'"]+)['"]""")

# What each layer may import, besides itself where noted.
ALLOWED = {
    "state": {"state"},
    "derive": {"derive"},
    "actions": {"state", "derive", "api"},
    "components": {"state", "derive"},
}
SELF_IMPORTS = {"state", "derive"}  # actions never import each other, nor components each other


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
    head = name.split("/")[0]
    return head if "/" in name else None


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
            lb = layer(b) or Path(b).stem
            if lb == la and la not in SELF_IMPORTS:
                wrong.append(f"{a} → {b} ({la} never import each other)")
            elif lb != la and lb not in ALLOWED[la]:
                wrong.append(f"{a} → {b} ({la}/ may import {', '.join(sorted(ALLOWED[la]))})")
    assert not wrong, wrong
