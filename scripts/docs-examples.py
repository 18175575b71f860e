#!/usr/bin/env python3
"""Runs every shell example of README.md and docs/API.md against a real `hittrace serve` on loopback and compares
the output each shows with the real one (scripts/test.sh runs it: a change that breaks an example breaks the build).

An example is a line `$ command` in a ```console or ```sh block (continued by lines ending in `\\`), followed by
the output the document shows, up to the next `$` line or the block's end. The examples of a document run in
order in one bash session (so `H=$(… | jq -r .id)` gives later ones their id), in a scratch folder holding
the repository's `public/`, `Tests/Fixtures/` and `docs/examples/` (the inputs the examples name), against a
fresh server the runner starts: commands that build or start the walkthrough's server (`swift build`,
`.build/debug/hittrace serve`) are the runner's own setup and are not run, nor are lines typed at lldb's prompt (`$ (lldb) po …`); `http://127.0.0.1:8080` and `.build/*/hittrace` become that server and
HITTRACE_BIN.

Compared after normalizing both sides: ids (`h_…`, `t_…`), dates, the port, CRLF, and white space inside JSON
(the documents fold what jq prints over several lines). `…` in a shown output stands for any text.

  scripts/docs-examples.py            compare; a readable diff for each example that differs; exit 1 if any does
  scripts/docs-examples.py --update   write the real outputs into the documents where they differ
  scripts/docs-examples.py --list     the examples, where they are, and whether they run

docs/examples/known-differences lists examples (`FILE: the first line of the command`) that are allowed to differ
for now: each is reported, none fails the run; an entry that no longer differs is reported as stale.
HITTRACE_BIN picks the executable (default .build/debug/hittrace)."""
import difflib
import json
import os
import re
import select
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
DOCUMENTS = ["README.md", "docs/API.md"]
BIN = os.environ.get("HITTRACE_BIN", str(ROOT / ".build" / "debug" / "hittrace"))
KNOWN = ROOT / "docs" / "examples" / "known-differences"
SETUP = re.compile(r"^(swift build|\.build/\S*hittrace serve\b|\(lldb\) )")
TIMEOUT = 60


class Example:
    def __init__(self, document, line, command, shown, shown_lines):
        self.document, self.line, self.command, self.shown = document, line, command, shown
        self.shown_lines = shown_lines   # (first, end) line indexes of the shown output in the document
        self.actual = None

    @property
    def key(self):
        return f"{self.document}: {self.command.splitlines()[0]}"


def examples(document):
    lines = (ROOT / document).read_text().split("\n")
    found, i, fence = [], 0, None
    while i < len(lines):
        line = lines[i]
        if fence is None:
            m = re.match(r"^```(console|sh)\s*$", line)
            if m:
                fence = m.group(1)
            i += 1
            continue
        if line.startswith("```"):
            fence = None
            i += 1
            continue
        if line.startswith("$ "):
            start = i
            command = [line[2:]]
            # Continued by a trailing backslash, or inside a quoted string that spans lines.
            while (command[-1].endswith("\\") or not command[0].startswith("#") and "\n".join(command).count("'") % 2) \
                    and i + 1 < len(lines):
                i += 1
                command.append(lines[i])
            i += 1
            first = i
            while i < len(lines) and not lines[i].startswith("$ ") and not lines[i].startswith("```"):
                i += 1
            end = i
            while end > first and lines[end - 1].strip() == "":
                end -= 1
            found.append(Example(document, start + 1, "\n".join(command), "\n".join(lines[first:end]), (first, end)))
            continue
        i += 1
    return found


def normalize(text):
    text = text.replace("\r\n", "\n").replace("\r", "\n")
    text = re.sub(r"http://127\.0\.0\.1:\d+", "http://127.0.0.1:8080", text)
    text = re.sub(r"\bh_[a-z2-7]{16}\b", "h_ID", text)
    text = re.sub(r"\bh_fix[0-9a-f]{16}\b", "h_fixID", text)
    # The bodies a document shows are often cut (`…`): their length is not theirs.
    text = re.sub(r"(?m)^Content-Length: \d+$", "Content-Length: N", text)
    text = re.sub(r"\bt_[0-9a-f]{32}\b", "t_ID", text)
    text = re.sub(r"\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?Z", "DATE", text)
    text = re.sub(r"(?m)^Date: .*\n", "", text)   # curl -i: the server's clock
    # An opaque page cursor holds a hierarchy id.
    text = re.sub(r'("nextCursor": ?"|cursor=)[A-Za-z0-9_-]{8,}', r"\1CURSOR", text)
    text = re.sub(r"(?m)[ \t]+$", "", text)
    return text.strip("\n")


def folded(text):
    """JSON's white space between tokens dropped, so that a folded object equals jq's multi-line print."""
    return re.sub(r"\s*([{}\[\],:])\s*", r"\1", text)


def matches(shown, actual):
    shown, actual = normalize(shown), normalize(actual)
    if shown == actual:
        return True
    pattern = ".*?".join(re.escape(part) for part in folded(shown).split("…"))
    return re.fullmatch(pattern, folded(actual), re.S) is not None


class Shell:
    """One bash session: commands run in order and keep their variables."""

    def __init__(self, cwd, env):
        self.process = subprocess.Popen(["bash", "--noprofile", "--norc"], cwd=cwd, env=env, stdin=subprocess.PIPE,
                                        stdout=subprocess.PIPE, stderr=subprocess.STDOUT)
        self.count = 0

    def run(self, command):
        self.count += 1
        marker = f"__docs_example_{self.count}__"
        # eval of a quoted here-document: a syntax error in one example is its output, not the session's end;
        # the example's exit status is kept for the next one (`echo $?`).
        self.process.stdin.write(f"eval \"$(cat <<'__DOCS_EXAMPLE__'\n(exit ${{__status:-0}})\n{command}\n"
                                 f"__DOCS_EXAMPLE__\n)\" 2>&1 </dev/null; __status=$?; printf '\\n{marker}\\n'\n".encode())
        self.process.stdin.flush()
        out, deadline = b"", time.monotonic() + TIMEOUT
        while (marker + "\n").encode() not in out:
            left = deadline - time.monotonic()
            if left <= 0 or not select.select([self.process.stdout], [], [], left)[0]:
                return out.decode(errors="replace") + f"\n[the example did not finish within {TIMEOUT} s]"
            chunk = os.read(self.process.stdout.fileno(), 65536)
            if not chunk:
                return out.decode(errors="replace") + "\n[the shell ended]"
            out += chunk
        text = out.decode(errors="replace")
        return text[: text.rindex("\n" + marker)]

    def close(self):
        self.process.stdin.close()
        self.process.wait(timeout=10)


def start_server(work):
    process = subprocess.Popen([BIN, "serve", "--port", "0", "--db", str(work / "data" / "hittrace.sqlite"),
                                "--public", str(ROOT / "public"), "--rules", str(ROOT / "docs" / "UIKIT-RULES.md")],
                               stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
    url = process.stdout.readline().strip()
    if not url.startswith("http://"):
        sys.exit(f"docs-examples: the server did not start ({BIN})")
    return process, url


def run_document(document, found):
    work = Path(tempfile.mkdtemp(prefix="hittrace-docs-"))
    (work / "data").mkdir()
    for folder in ["public", "Tests/Fixtures", "docs"]:
        (work / folder).parent.mkdir(parents=True, exist_ok=True)
        os.symlink(ROOT / folder, work / folder)
    for example_input in (ROOT / "docs" / "examples").glob("*"):
        if example_input.name != "known-differences":
            shutil.copy(example_input, work / example_input.name)
    server, url = start_server(work)
    bin_dir = work / "bin"
    bin_dir.mkdir()
    os.symlink(BIN, bin_dir / "hittrace")
    env = dict(os.environ, PATH=f"{bin_dir}:{os.environ['PATH']}", BASE=url, LC_ALL="C.UTF-8")
    shell = Shell(work, env)
    try:
        for example in found:
            if SETUP.match(example.command):
                continue
            command = example.command.replace("http://127.0.0.1:8080", url)
            command = re.sub(r"(?<![\w/])\.build/(debug|release)/hittrace", "hittrace", command)
            example.actual = shell.run(command)
    finally:
        shell.close()
        server.terminate()
        server.wait(timeout=15)
        shutil.rmtree(work, ignore_errors=True)


def readable(text):
    """The lines a diff shows: JSON printed one way (folded or not), anything else as it is."""
    text = normalize(text)
    try:
        return json.dumps(json.loads(text), indent=2, ensure_ascii=False).split("\n")
    except ValueError:
        return text.split("\n")


def update(document, found, known):
    path = ROOT / document
    lines = path.read_text().split("\n")
    for example in sorted(found, key=lambda e: e.shown_lines[0], reverse=True):
        if example.actual is None or example.key in known or matches(example.shown, example.actual):
            continue
        first, end = example.shown_lines
        real = re.sub(r"(?m)^Date: .*\n", "", example.actual.replace("\r\n", "\n")).rstrip("\n")
        lines[first:end] = real.split("\n") if real else []
    path.write_text("\n".join(lines))


def main():
    mode = sys.argv[1] if len(sys.argv) > 1 else ""
    known = set()
    if KNOWN.exists():
        known = {l.strip() for l in KNOWN.read_text().split("\n") if l.strip() and not l.startswith("#")}
    started = time.monotonic()
    differing, allowed, total, skipped = [], [], 0, 0
    for document in DOCUMENTS:
        found = examples(document)
        if mode == "--list":
            for e in found:
                print(f"{e.document}:{e.line}: {'setup, not run' if SETUP.match(e.command) else 'runs'}: {e.command.splitlines()[0]}")
            continue
        run_document(document, found)
        for e in found:
            if e.actual is None:
                skipped += 1
                continue
            total += 1
            if matches(e.shown, e.actual):
                if e.key in known:
                    print(f"stale entry in {KNOWN.relative_to(ROOT)} (the example now prints what it shows): {e.key}")
                continue
            (allowed if e.key in known else differing).append(e)
        if mode == "--update":
            update(document, found, known)
    if mode == "--list":
        return 0
    for e in differing + allowed:
        tag = "known difference" if e in allowed else "DIFFERS"
        print(f"\n== {tag}: {e.document}:{e.line}\n$ {e.command}")
        diff = difflib.unified_diff(readable(e.shown), readable(e.actual),
                                    "shown", "real", lineterm="", n=2)
        print("\n".join(list(diff)[:60]))
    ok = total - len(differing) - len(allowed)
    print(f"\ndocs-examples: {total} examples run ({skipped} setup lines not run): {ok} print what they show, "
          f"{len(differing)} differ, {len(allowed)} known differences; {time.monotonic() - started:.0f} s"
          + (" (documents updated)" if mode == "--update" and differing + allowed else ""))
    return 1 if differing and mode != "--update" else 0


if __name__ == "__main__":
    sys.exit(main())
