#!/usr/bin/env bash
# HTTP throughput, side by side in one run (figures, not assertions): a bare C libmicrohttpd server answering
# a fixed 2 KB body, against hittrace's answers to the seed demo: GET /api/traces/{id}, GET of a why-not,
# POST …/touches of a touch already stored (a repeated touch) and of a new touch every request (a trace
# computed and stored durably), the last also against SQLite's own floor for such a row
# (scripts/bench/sqlite_floor.py, run in the same script). wrk on loopback; the server and wrk share the
# machine's 2 cores.
#   scripts/bench-http.sh [seconds] [rounds]     (default 10 s per run, 3 rounds)
# The runs take turns for `rounds` rounds and each figure is the median of its rounds: on a shared VM the
# same run varies by a quarter from one minute to the next, and taking turns gives each the same chances.
# Each run also prints the server's CPU time per request (from /proc): steadier than the rates on a noisy VM,
# and what says where a request's time goes (the bare server's figure is the floor every answer pays).
set -euo pipefail
cd "$(dirname "$0")/.."
seconds=${1:-10}
rounds=${2:-3}
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
# blueView is under the finger at (40, 100) and does not get the touch: its why-not has a blocker and a fix.
curl -sf "$url/api/traces/$trace/why-not/blueView" >/dev/null
# New traces go to a copy of the hierarchy: retention keeps each hierarchy's newest 1,000 traces, and the
# traces read above must not be pushed out by them.
fresh=$(curl -sf -H 'Content-Type: application/json' --data-binary @public/presets/seed-demo.json "$url/api/hierarchies" | python3 -c 'import json,sys; print(json.load(sys.stdin)["id"])')

cpu_ticks() { awk '{print $14 + $15}' "/proc/$1/stat"; }  # the process's user + system time, in clock ticks

run() {  # round, key, name, server pid, wrk args…
  local round=$1 key=$2 name=$3 pid=$4; shift 4
  local out before after
  before=$(cpu_ticks "$pid")
  out=$(wrk -t2 -c32 -d"${seconds}s" --latency "$@")
  after=$(cpu_ticks "$pid")
  local rps p99 requests
  rps=$(echo "$out" | awk '/Requests\/sec/ {print $2}')
  p99=$(echo "$out" | awk '$1 == "99%" {print $2}')
  requests=$(echo "$out" | awk '/requests in/ {print $1}')
  # The server's CPU time per request, in microseconds: what each answer costs, whatever the VM's load did
  # to the rate. (wrk's own CPU is not in it.)
  local cpu
  cpu=$(awk -v t=$((after - before)) -v hz="$(getconf CLK_TCK)" -v n="$requests" 'BEGIN { printf "%.1f", (n > 0 ? t / hz * 1e6 / n : 0) }')
  local errors failed
  errors=$(echo "$out" | awk '/Non-2xx|Socket errors/ {print}' | tr '\n' ' ')
  # Only successful answers count: a refusal (503 busy, say) is not the answer being measured.
  failed=$(echo "$out" | awk '/Non-2xx/ {print $NF}')
  rps=$(awk -v r="$rps" -v n="$requests" -v f="${failed:-0}" 'BEGIN { printf "%.2f", (n > 0 ? r * (n - f) / n : 0) }')
  printf '%-6s %-44s %12s %10s %12s  %s\n' "$round" "$name" "$rps" "$p99" "$cpu" "$errors"
  echo "$rps $p99 $cpu" >> "$work/$key.runs"
}

echo "wrk -t2 -c32 -d${seconds}s on loopback, ${rounds} rounds; trace body ${trace_bytes} bytes (seed demo); load average $(cut -d' ' -f1-3 /proc/loadavg)"
printf '%-6s %-44s %12s %10s %12s\n' "round" "endpoint" "requests/s" "p99" "server µs/req"
for round in $(seq "$rounds"); do
  run "$round" bare "bare C libmicrohttpd, fixed 2 KB body" $bare_pid "http://127.0.0.1:$bare_port/"
  run "$round" get "GET /api/traces/{id}" $serve_pid "$url/api/traces/$trace"
  # A why-not is heavy work (a fix search): the heavy pool runs 2 at a time with 8 waiting and refuses more
  # (503 busy), so it is asked on 8 connections.
  run "$round" whynot "GET …/why-not/blueView (8 connections)" $serve_pid -c8 "$url/api/traces/$trace/why-not/blueView"
  run "$round" post_same "POST touches (same touch, already stored)" $serve_pid -s scripts/bench/post_touch.lua "$url/api/hierarchies/$id/touches"
  run "$round" post_new "POST touches (a new trace every request)" $serve_pid -s scripts/bench/post_unique_touch.lua "$url/api/hierarchies/$fresh/touches" -- "$round"
done
# SQLite's floor for a stored trace of this size, on this machine, now: what no server design goes below.
python3 scripts/bench/sqlite_floor.py 20000 "$trace_bytes" > "$work/floor.txt"
python3 - "$work" <<'PY'
import os, statistics, sys
w = sys.argv[1]
names = {"bare": "bare C libmicrohttpd, fixed 2 KB body", "get": "GET /api/traces/{id}",
         "whynot": "GET …/why-not/blueView (8 connections)",
         "post_same": "POST touches (same touch, already stored)", "post_new": "POST touches (a new trace every request)"}
def runs(key):
    p = os.path.join(w, key + ".runs")
    if not os.path.exists(p):
        return []
    rows = [line.split() for line in open(p) if line.strip()]
    return [(float(r[0]), float(r[2]) if len(r) > 2 else 0.0) for r in rows if r and r[0] not in ("", "nan")]
def median(key, column):
    values = [r[column] for r in runs(key) if r[column] > 0]
    return statistics.median(values) if values else 0.0
print("median of the rounds:")
for key, name in names.items():
    print(f"{'median':6} {name:44} {median(key, 0):12.2f} {'':>10} {median(key, 1):12.1f}")
bare = median("bare", 0)
for name, key, goal in [("GET trace", "get", "goal >= 0.8x"), ("GET why-not", "whynot", ""),
                        ("POST same touch", "post_same", "goal >= 0.5x"), ("POST new trace", "post_new", "")]:
    print(f"ratio {name:<16} / bare: {median(key, 0) / bare:.2f}x  {goal}" if bare else f"ratio {name}: n/a")
floor = {}
for line in open(os.path.join(w, "floor.txt")):
    parts = line.split()
    if len(parts) == 4 and parts[0].isdigit() and parts[1] != "0":
        floor[int(parts[0])] = (float(parts[2]), float(parts[3]))
print(open(os.path.join(w, "floor.txt")).readline().strip())
print("The floor is SQLite alone storing rows of this trace's size (one Python thread, one core): its CPU per row and rows/s.")
print("The server's figures are per request, everything included (HTTP, simulation, JSON, SHA-256, the insert and its")
print("commit), on 2 cores shared with wrk. The goal compares CPU: server µs/req <= 2 x the floor's µs/row at batches of 32.")
new_cpu, new_rate = median("post_new", 1), median("post_new", 0)
for batch, (cpu, rate) in sorted(floor.items()):
    print(f"new trace against SQLite's floor, batches of {batch:>2}: server CPU {new_cpu:.1f} µs/req = "
          f"{new_cpu / cpu:.2f}x the floor's {cpu:.1f} µs/row; {new_rate:.0f} req/s against its {rate:.0f} rows/s ({new_rate / rate:.2f}x)"
          + (f"  (goal: within 2x: {'met' if new_cpu <= 2 * cpu else 'not met'})" if batch == 32 else ""))
PY

# MCP beside REST: the same repeated touch (40, 100) as POST …/touches and as MCP's trace_touch over POST /mcp,
# taking turns, medians of the rounds. The tool answers a summary of the same stored trace (parsed back from the
# REST code's answer), so its extra cost is that summary and the JSON-RPC envelope.
mcp_body='{"jsonrpc": "2.0", "id": 1, "method": "tools/call", "params": {"name": "trace_touch", "arguments": {"hierarchyId": "'"$id"'", "x": 40, "y": 100}}}'
mcp_bytes=$(curl -sf -H 'Content-Type: application/json' -H 'MCP-Protocol-Version: 2025-11-25' -d "$mcp_body" "$url/mcp" | wc -c)
echo
echo "MCP trace_touch over POST /mcp against the REST touch (answer ${mcp_bytes} bytes against ${trace_bytes})"
printf '%-6s %-44s %12s %10s %12s\n' "round" "endpoint" "requests/s" "p99" "server µs/req"
for round in $(seq "$rounds"); do
  run "$round" mcp_rest "POST touches (same touch, already stored)" $serve_pid -s scripts/bench/post_touch.lua "$url/api/hierarchies/$id/touches"
  run "$round" mcp_tool "POST /mcp tools/call trace_touch (same touch)" $serve_pid -s scripts/bench/mcp_trace_touch.lua "$url/mcp" -- "$id"
done
python3 - "$work" <<'PY'
import os, statistics, sys
w = sys.argv[1]
def median(key, column):
    rows = [line.split() for line in open(os.path.join(w, key + ".runs")) if line.strip()]
    values = [float(r[column]) for r in rows if len(r) > 2 and float(r[column]) > 0]
    return statistics.median(values) if values else 0.0
rest, tool = (median("mcp_rest", 0), median("mcp_rest", 2)), (median("mcp_tool", 0), median("mcp_tool", 2))
print(f"median REST touch   {rest[0]:12.2f} req/s {rest[1]:8.1f} µs/req")
print(f"median MCP tool     {tool[0]:12.2f} req/s {tool[1]:8.1f} µs/req")
if rest[0] and rest[1]:
    print(f"ratio MCP / REST: {tool[0] / rest[0]:.2f}x the requests/s, {tool[1] / rest[1]:.2f}x the server CPU per request  (goal: within 10%)")
PY
echo "load average at the end: $(cut -d' ' -f1-3 /proc/loadavg)"
