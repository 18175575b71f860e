#!/usr/bin/env bash
# Light requests stay light: /healthz and a stored trace's GET timed (p50/p99) while heavy requests keep every
# heavy thread busy, then a SIGTERM with heavy work in flight timed. Figures, not assertions; the last run is in
# docs/RELIABILITY.md ("Light requests stay light"), beside the soak.
#   scripts/heavy-latency.sh [seconds] [heavy clients]        (default 20 s, 6 clients)
# HITTRACE_BIN picks the server binary (default: builds .build/release/hittrace). Options after `--` go to serve.
set -euo pipefail
cd "$(dirname "$0")/.."
seconds=${1:-20}
heavy=${2:-6}
shift $(( $# > 2 ? 2 : $# ))
[ "${1:-}" = "--" ] && shift
if [ -z "${HITTRACE_BIN:-}" ]; then
  scripts/setup.sh --build >/dev/null
  swift build -c release --product hittrace 2>&1 | tail -n 1
  HITTRACE_BIN=.build/release/hittrace
fi
work=$(mktemp -d)
"$HITTRACE_BIN" serve --port 0 --db "$work/heavy.sqlite" "$@" > "$work/serve.out" 2> "$work/serve.err" &
pid=$!
trap 'kill $pid 2>/dev/null; wait $pid 2>/dev/null; rm -rf "$work"' EXIT
for _ in $(seq 100); do [ -s "$work/serve.out" ] && break; sleep 0.1; done
url=$(head -n 1 "$work/serve.out")
echo "heavy-latency: $HITTRACE_BIN (pid $pid) at $url, $(nproc) cores, load $(cut -d' ' -f1-3 /proc/loadavg)"
python3 scripts/heavy-latency.py --url "$url" --pid $pid --seconds "$seconds" --heavy "$heavy"
