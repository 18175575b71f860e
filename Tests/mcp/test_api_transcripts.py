"""The MCP transcripts of docs/API.md §19, replayed against the real server: every `→` of the section is sent
to `hittrace mcp --db :memory:` over stdio and the answer the document shows is compared with the real one, so
a transcript that drifts from the server breaks the build (as scripts/docs-examples.py does for the shell
examples).

Two shapes of block: a raw JSON-RPC exchange (`→ {"jsonrpc": …}` lines, each followed by the `← …` line of its
answer, if any), and a tool call (`→ {arguments}` of the tool named by the section's `#### tool` heading, or the
last tool named in backticks before the block; then the call's `structuredContent` as JSON, and after the
block the `text: "…"` of its text content, `(isError: true)` when it is an error). Compared after binding the
document's ids (`h_…`, `t_…`) to the real ones where they first appear; a string the document ends with `…` is
a prefix of the real one; a block after prose that says the rest was "left out" shows only some of the keys.
`<path>` in an argument stands for the text of that repository file."""
import json
import re
import subprocess

import pytest

from conftest import BIN, ROOT, RULES

DOC = ROOT / "docs" / "API.md"
TOOLS = ["load_hierarchy", "trace_touch", "why_not", "where_to_tap", "check_touches", "explain_rule"]
ID = re.compile(r"\b(?:h_fix[0-9a-f]{16}|h_[a-z0-9]{16}|t_[0-9a-f]{32})\b")


def section():
    text = DOC.read_text()
    start = text.index("### 19. MCP")
    end = text.index("\n### ", start + 10)
    return text[start:end].split("\n")


def blocks():
    """Each block with an arrow: (line number, kind, tool, partial, lines of the block, the text line after)."""
    lines = section()
    base = DOC.read_text().split("\n").index(lines[0])
    found, tool, prose, i = [], None, [], 0
    while i < len(lines):
        line = lines[i]
        if line.startswith("#### "):
            name = line[5:].strip()
            tool = name if name in TOOLS else None
            prose = []
        if line.startswith("```"):
            j = i + 1
            while not lines[j].startswith("```"):
                j += 1
            body = lines[i + 1:j]
            if line.strip() == "```" and body and body[0].startswith("→ "):
                raw = body[0][2:].lstrip().startswith('{"jsonrpc"')
                named = [t for t in re.findall(r"`(\w+)`", " ".join(prose)) if t in TOOLS]
                after = next((l for l in lines[j + 1:j + 4] if l.startswith("text: ")), None)
                found.append((base + i + 2, "raw" if raw else "tool", named[-1] if named else tool,
                              "left out" in " ".join(prose[-3:]), body, after))
            prose = []
            i = j + 1
            continue
        if line.strip():
            prose.append(line)
        i += 1
    return found


class Server:
    def __init__(self):
        self.p = subprocess.Popen([BIN, "mcp", "--db", ":memory:", "--rules", RULES], stdin=subprocess.PIPE,
                                  stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True, cwd=ROOT)
        self.next_id = 100

    def send(self, message):
        self.p.stdin.write(json.dumps(message) + "\n")
        self.p.stdin.flush()
        if "id" not in message:
            return None
        return json.loads(self.p.stdout.readline())

    def call(self, tool, arguments):
        self.next_id += 1
        return self.send({"jsonrpc": "2.0", "id": self.next_id, "method": "tools/call",
                          "params": {"name": tool, "arguments": arguments}})

    def close(self):
        self.p.stdin.close()
        self.p.wait(timeout=30)


class Ids:
    """The document's ids bound to the real ones, where each first appears."""
    def __init__(self):
        self.real = {}

    def bind_text(self, shown, actual, where):
        shown_ids, actual_ids = ID.findall(shown), ID.findall(actual)
        if len(shown_ids) != len(actual_ids):
            return shown
        for s, a in zip(shown_ids, actual_ids):
            assert self.real.setdefault(s, a) == a, f"{where}: {s} stands for {self.real[s]} and {a}"
        return ID.sub(lambda m: self.real.get(m.group(0), m.group(0)), shown)

    def arguments(self, value):
        """Arguments with the document's ids replaced by the real ones and `<path>` by the file's text."""
        if isinstance(value, dict):
            return {k: self.arguments(v) for k, v in value.items()}
        if isinstance(value, list):
            return [self.arguments(v) for v in value]
        if isinstance(value, str):
            m = re.fullmatch(r"<([\w./-]+)>", value)
            if m:
                return (ROOT / m.group(1)).read_text()
            return ID.sub(lambda m: self.real.get(m.group(0), m.group(0)), value)
        return value


def compare(shown, actual, ids, where, partial=False):
    """Problems, as strings: the shown value against the real one."""
    if isinstance(shown, dict):
        if not isinstance(actual, dict):
            return [f"{where}: shows an object, the server answers {json.dumps(actual)[:200]}"]
        problems = []
        if not partial and set(shown) != set(actual):
            problems.append(f"{where}: keys shown {sorted(shown)}, answered {sorted(actual)}")
        for k, v in shown.items():
            if k in actual:
                problems += compare(v, actual[k], ids, f"{where}.{k}", partial)
            elif partial:
                problems.append(f"{where}: {k} is shown but not answered")
        return problems
    if isinstance(shown, list):
        if not isinstance(actual, list) or len(shown) != len(actual):
            return [f"{where}: shows {json.dumps(shown)[:300]}, the server answers {json.dumps(actual)[:300]}"]
        return [p for s, a, n in zip(shown, actual, range(len(shown))) for p in compare(s, a, ids, f"{where}[{n}]", partial)]
    if isinstance(shown, str) and isinstance(actual, str):
        expected = ids.bind_text(shown, actual, where)
        if expected.endswith("…") and actual.startswith(expected[:-1]):
            return []
        return [] if expected == actual else [f"{where}: shows {json.dumps(shown)}, the server answers {json.dumps(actual)}"]
    return [] if shown == actual else [f"{where}: shows {json.dumps(shown)}, the server answers {json.dumps(actual)}"]


def test_the_section_has_transcripts_of_every_tool():
    found = blocks()
    assert {tool for _, kind, tool, *_ in found if kind == "tool"} == set(TOOLS), found
    assert any(kind == "raw" for _, kind, *_ in found)


def test_every_transcript_is_what_the_server_answers():
    server, ids, problems = Server(), Ids(), []
    try:
        for line, kind, tool, partial, body, after in blocks():
            where = f"docs/API.md:{line}"
            if kind == "raw":
                pending = None
                for l in body:
                    if l.startswith("→ "):
                        message = ids.arguments(json.loads(l[2:]))
                        pending = server.send(message)
                    elif l.startswith("← "):
                        assert pending is not None, f"{where}: ← with no request waiting"
                        problems += compare(json.loads(l[2:]), pending, ids, where)
                        pending = None
                continue
            assert tool, f"{where}: no tool named for the call"
            reply = server.call(tool, ids.arguments(json.loads(body[0][2:])))
            result = reply.get("result")
            assert result is not None, f"{where}: {reply}"
            problems += compare(json.loads("\n".join(body[1:])), result.get("structuredContent"), ids, where, partial)
            if after:
                m = re.fullmatch(r'text: ("(?:[^"\\]|\\.)*")(?: \(`isError: true`\))?\s*', after)
                assert m, f"{where}: cannot read {after!r}"
                problems += compare(json.loads(m.group(1)), result["content"][0]["text"], ids, where + " text")
                if "isError: true" in after:
                    assert result.get("isError") is True, f"{where}: not an error"
    finally:
        server.close()
    assert problems == [], "\n".join(problems)


@pytest.mark.parametrize("shown,actual,ok", [
    ({"a": "x…"}, {"a": "xyz"}, True),
    ({"a": 1}, {"a": 2}, False),
    ({"a": 1}, {"a": 1, "b": 2}, False),
    (["h_aaaaaaaaaaaaaaaa"], ["h_bbbbbbbbbbbbbbbb"], True),
])
def test_the_comparison_can_fail(shown, actual, ok):
    """The comparison itself: a drift is found, or the test above proves nothing."""
    assert (compare(shown, actual, Ids(), "x") == []) == ok
