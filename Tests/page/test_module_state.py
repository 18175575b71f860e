"""The page's state lives in state/ and nowhere else (issue 26): no module outside public/js/state/ holds
module-level mutable state — no `let` or `var` at its top level, no top-level object, array, Map or Set that
the module writes to later. What a component keeps is on its instance (made by main.js) or on the DOM node it
owns. Memo tables of pure functions are allowed by name below, each with why; nothing else is. Read from the
files themselves; no browser needed. The checker is itself checked on sources it must refuse."""

import re
from pathlib import Path

JS = Path(__file__).resolve().parents[2] / "public" / "js"

# A pure function's answers kept by key: asking again gives the same answer, so the table is no state of the page.
MEMOS = {
    ("ui/colors.js", "cache"): "cssColor(value): the browser's parse of a colour string",
    ("ui/colors.js", "luminanceCache"): "the luminance of a parsed colour",
    ("rules.js", "cache"): "GET /api/rules/N: the rule book the server serves does not change while it runs",
    ("derive/search.js", "haystacks"): "each model's search texts and its last query's matches (a WeakMap: gone with the model)",
}

TOP_BINDING = re.compile(r"^(?:export\s+)?(let|var|const)\s+([A-Za-z_$][\w$]*)\s*=\s*(.*)$", re.M)
CONTAINER = re.compile(r"^(new\s+(Map|Set|WeakMap|WeakSet|Array)\b|\[|\{)")
MUTATORS = ("set", "add", "push", "pop", "shift", "unshift", "splice", "delete", "clear", "sort", "reverse", "fill")


def without_comments(text):
    text = re.sub(r"/\*.*?\*/", lambda m: "\n" * m.group(0).count("\n"), text, flags=re.S)
    return re.sub(r"(^|[^:\\'\"`])//[^\n]*", r"\1", text)


def mutable_state(name, text):
    """What in `text` (a module's source, `name` its path under public/js) is module-level mutable state."""
    code = without_comments(text)
    found = []
    for match in TOP_BINDING.finditer(code):
        kind, binding, init = match.groups()
        if kind in ("let", "var"):
            found.append(f"{name}: top-level `{kind} {binding}`")
            continue
        if not CONTAINER.match(init.strip()) or (name, binding) in MEMOS:
            continue
        b = re.escape(binding)
        written = (re.search(rf"(?<![\w$.]){b}(\.[\w$]+|\[[^\]\n]*\])+\s*(=(?!=)|\+=|-=|\+\+|--)", code)
                   or re.search(rf"(?<![\w$.]){b}\.({'|'.join(MUTATORS)})\(", code)
                   or re.search(rf"Object\.assign\(\s*{b}\b", code))
        if written:
            found.append(f"{name}: top-level `{binding}` written later ({written.group(0).strip()})")
    return found


def test_no_module_outside_state_holds_mutable_state():
    found = []
    for path in sorted(JS.rglob("*.js")):
        name = path.relative_to(JS).as_posix()
        if name.startswith("state/"):
            continue
        found += mutable_state(name, path.read_text())
    assert not found, "module-level state outside state/:\n" + "\n".join(found)


def test_every_allowed_memo_is_still_there():
    for (name, binding), why in MEMOS.items():
        assert re.search(rf"^const {binding} = new (Weak)?Map\(\)", (JS / name).read_text(), re.M), (name, binding, why)


def test_the_check_refuses_what_it_must():
    refused = {
        "let current = 'en';": "top-level `let current`",
        "var n = 0;": "top-level `var n`",
        "const seen = new Set();\nexport function f(x) { seen.add(x); }": "`seen` written later",
        "const box = { busy: false };\nfunction go() { box.busy = true; }": "`box` written later",
        "export const views = {};\nexport function setViews(m) { Object.assign(views, m); }": "`views` written later",
        "const byId = new Map();\nfunction put(k, v) { byId.set(k, v); }": "`byId` written later",
        "const list = [];\nfunction on(fn) { list.push(fn); }": "`list` written later",
        "const slots = {};\nfunction put(k) { slots[k] = 1; }": "`slots` written later",
    }
    for source, said in refused.items():
        found = mutable_state("x.js", source)
        assert any(said in f for f in found), (source, found)
    allowed = [
        "const LIMITS = { labels: 400 };\nfunction f() { return LIMITS.labels; }",
        "const GOOD = new Set(['a']);\nfunction f(x) { return GOOD.has(x); }",
        "function f() { let n = 0; n += 1; return n; }",
        "const TABLES = { en: 1 };\nfunction f(o) { const copy = {}; copy.x = TABLES.en; return copy; }",
        "// let old = 1;\nconst A = 1;",
    ]
    for source in allowed:
        assert not mutable_state("x.js", source), source
