#!/usr/bin/env bash
# HTTP throughput, side by side in one run (figures, not assertions): a bare C libmicrohttpd server answering
# a fixed 2 KB body, against hittrace's POST /api/hierarchies/{id}/touches (a trace computed and stored
# durably) and GET /api/traces/{id}. wrk on loopback; the server and wrk share the machine's 2 cores.
#   scripts/bench-http.sh [seconds]     (default 10 s per run)
set -euo pipefail
cd "$(dirname "$0")/.."
seconds=${1:-10}
scripts/setup.sh --build >/dev/null
command -v wrk >/dev/null || { apt-get install -y -qq wrk >/dev/null; }
swift build -c release --product hittrace 2>&1 | tail -n 1
work=$(mktemp -d)
gcc -O2 -o "$work/bare_mhd" scripts/bench/bare_mhd.c $(pkg-config --cflags --libs libmicrohttpd)

bare_port=18099
"$work/bare_mhd" $bare_port 4 > "$work/bare.out" &
bare_pid=$!
.build/release/hittrace serve --port 0 --db "$work/bench.sqlite" --threads 4 > "$work/serve.out" 2>"$work/serve.err" &
serve_pid=$!
trap 'kill $bare_pid $serve_pid 2>/dev/null; rm -rf "$work"' EXIT
for _ in $(seq 50); do [ -s "$work/serve.out" ] && [ -s "$work/bare.out" ] && break; sleep 0.1; done
url=$(head -n 1 "$work/serve.out")
id=$(curl -sf -H 'Content-Type: application/json' --data-binary @public/presets/seed-demo.json "$url/api/hierarchies" | python3 -c 'import json,sys; print(json.load(sys.stdin)["id"])')
trace=$(curl -sf -H 'Content-Type: application/json' -d '{"x": 40, "y": 100}' "$url/api/hierarchies/$id/touches" | python3 -c 'import json,sys; print(json.load(sys.stdin)["id"])')
trace_bytes=$(curl -sf "$url/api/traces/$trace" | wc -c)

run() {  # key, name, wrk args…
  local key=$1 name=$2; shift 2
  local out
  out=$(wrk -t2 -c32 -d"${seconds}s" --latency "$@")
  local rps p99
  rps=$(echo "$out" | awk '/Requests\/sec/ {print $2}')
  p99=$(echo "$out" | awk '$1 == "99%" {print $2}')
  local errors
  errors=$(echo "$out" | awk '/Non-2xx|Socket errors/ {print}' | tr '\n' ' ')
  printf '%-44s %12s %10s  %s\n' "$name" "$rps" "$p99" "$errors"
  echo "$rps" > "$work/$key.rps"
}

echo "wrk -t2 -c32 -d${seconds}s on loopback; trace body ${trace_bytes} bytes (seed demo)"
printf '%-44s %12s %10s\n' "endpoint" "requests/s" "p99"
run bare "bare C libmicrohttpd, fixed 2 KB body" "http://127.0.0.1:$bare_port/"
run get "GET /api/traces/{id}" "$url/api/traces/$trace"
run post_same "POST touches (same touch, already stored)" -s scripts/bench/post_touch.lua "$url/api/hierarchies/$id/touches"
run post_new "POST touches (a new trace every request)" -s scripts/bench/post_unique_touch.lua "$url/api/hierarchies/$id/touches"
python3 - "$work" <<'PY'
import os, sys
w = sys.argv[1]
def rps(key):
    p = os.path.join(w, key + ".rps")
    return float(open(p).read().strip() or 0) if os.path.exists(p) else 0.0
bare = rps("bare")
for name, key in [("GET trace", "get"), ("POST same touch", "post_same"), ("POST new trace", "post_new")]:
    print(f"ratio {name:<16} / bare: {rps(key) / bare:.2f}x" if bare else f"ratio {name}: n/a")
PY
