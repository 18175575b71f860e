#!/usr/bin/env bash
# The hit map live on the page (figures, not assertions): a release `hittrace serve`, headless Chromium, a
# 100-view hierarchy with the hit map on, `hidden` toggled in the inspector; the time from the change to the
# map redrawn, and its parts (scripts/bench/page_hitmap.py says how it is measured).
#   scripts/bench-page-hitmap.sh [edits]        (default 30)
set -euo pipefail
cd "$(dirname "$0")/.."
swift build -c release --product hittrace 2>&1 | tail -n 1
python3 scripts/bench/page_hitmap.py .build/release/hittrace "${1:-30}"
