#!/usr/bin/env python3
"""Prints the Swift Testing tests a log shows as started but never finished.

When the test process crashes, these are the ones that were running: the log says
"◇ Test name() started." for each, and "✔ Test name() passed …" (or failed, or skipped,
or "with N test cases passed …") when it ends; the lines for single cases are not needed. Used by scripts/test.sh on failure; takes the log's path.
"""
import re
import sys

started = {}
with open(sys.argv[1], encoding="utf-8", errors="replace") as log:
    for line in log:
        begun = re.match(r"◇ Test (\S+\)) started\.", line)
        if begun:
            # Counted, not flagged: two suites may each have a test of the same name.
            started[begun.group(1)] = started.get(begun.group(1), 0) + 1
            continue
        ended = re.match(r"[✔✘↷] Test (\S+\)) (with \d+ test cases )?(passed|failed|skipped)", line)
        if ended and started.get(ended.group(1)):
            started[ended.group(1)] -= 1

running = [name for name, count in started.items() if count > 0]
if running:
    print("tests started and not finished (running when the process ended):")
    for name in running:
        print("  " + name)
