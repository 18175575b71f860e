#!/usr/bin/env bash
# The hit map live on the page (figures, not assertions): a release `hittrace serve`, headless Chromium, a
# 100-view and a 300-view hierarchy with the hit map on; `hidden` toggled and `alpha` set in the inspector, and
# a view dragged on the drawing; the time from each change to the map redrawn and painted, and its parts
# (scripts/bench/page_hitmap.py says how it is measured). The budget is the 100-view one's.
#   scripts/bench-page-hitmap.sh [edits] [--public DIR ...]       (default 30 edits; this repository's public/)
set -euo pipefail
cd "$(dirname "$0")/.."
swift build -c release --product hittrace 2>&1 | tail -n 1
edits="${1:-30}"
shift || true
for views in 100 300; do
  python3 scripts/bench/page_hitmap.py --binary .build/release/hittrace --edits "$edits" --views "$views" "$@"
done
