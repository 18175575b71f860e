#!/usr/bin/env bash
# Soak: mixed traffic (uploads, touches, reads, hit maps, deletes, lists) against a release `hittrace serve` on
# loopback for a while, printing per minute the requests, errors, latency percentiles, the server's resident
# memory and the database's size; then a kill -9-free graceful stop. Figures, not assertions (exit 1 if any
# request got an unexpected answer). The last full run's figures are in docs/RELIABILITY.md.
#   scripts/soak.sh [seconds] [workers]        (default 600 s, 8 workers)
# HITTRACE_BIN picks the server binary (default: builds .build/release/hittrace).
set -euo pipefail
cd "$(dirname "$0")/.."
seconds=${1:-600}
workers=${2:-8}
interval=60
[ "$seconds" -ge 300 ] || interval=$(( seconds / 5 > 0 ? seconds / 5 : 1 ))
if [ -z "${HITTRACE_BIN:-}" ]; then
  scripts/setup.sh --build >/dev/null
  swift build -c release --product hittrace 2>&1 | tail -n 1
  HITTRACE_BIN=.build/release/hittrace
fi
work=$(mktemp -d)
# Few traces kept per hierarchy, so that retention evicts all along; the other limits are the defaults.
"$HITTRACE_BIN" serve --port 0 --db "$work/soak.sqlite" --max-traces 100 > "$work/serve.out" 2> "$work/serve.err" &
pid=$!
trap 'kill $pid 2>/dev/null; wait $pid 2>/dev/null; rm -rf "$work"' EXIT
for _ in $(seq 100); do [ -s "$work/serve.out" ] && break; sleep 0.1; done
url=$(head -n 1 "$work/serve.out")
echo "soak: $HITTRACE_BIN (pid $pid) at $url, database $work/soak.sqlite, $(nproc) cores"
set +e
python3 scripts/soak.py --url "$url" --pid $pid --db "$work/soak.sqlite" --seconds "$seconds" \
  --interval "$interval" --workers "$workers"
status=$?
set -e
kill -0 $pid 2>/dev/null || { echo "soak: the server died"; tail -n 30 "$work/serve.err"; exit 1; }
kill -TERM $pid; wait $pid; stop_status=$?
echo "soak: graceful stop exit $stop_status; server stderr: $(grep -vc '^hittrace: stopping' "$work/serve.err" || true) other lines"
exit $status
