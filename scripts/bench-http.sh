#!/usr/bin/env bash
# HTTP throughput, side by side in one run (figures, not assertions): a bare C libmicrohttpd server answering
# a fixed 2 KB body, against hittrace's answers to the seed demo: GET /api/traces/{id}, GET of a why-not,
# POST …/touches of a touch already stored (a repeated touch) and of a new touch every request (a trace
# computed and stored durably), the last also against SQLite's own floor for such a row
# (scripts/bench/sqlite_floor.py, run in the same script) at two sizes: the answer's, and the size this tree
# stores the body at (an LZ4 block, read from the server's database), and against the sum of the parts no
# server design avoids: the bare server's exchange of such a request and answer, handed to another thread and
# back in between (as a batched commit needs), the simulation and its JSON
# (hittrace-bench --trace-loop) and SQLite's floor. wrk on loopback; the server and wrk share the machine's
# 2 cores.
#   scripts/bench-http.sh [seconds] [rounds]     (default 10 s per run, 3 rounds)
#   BASELINE=path/to/hittrace scripts/bench-http.sh …   also runs that build of the server (another commit's
#                                                       release binary) beside this one, taking turns, and prints
#                                                       both columns: a change measured before and after in one run.
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
swift build -c release --product hittrace-bench 2>&1 | tail -n 1
work=$(mktemp -d)
gcc -O2 -o "$work/bare_mhd" scripts/bench/bare_mhd.c -lpthread $(pkg-config --cflags --libs libmicrohttpd)

# Any free port (two benchmarks may run at once): the URL is the first line the server prints.
"$work/bare_mhd" 0 4 > "$work/bare.out" &
bare_pid=$!
pids=$bare_pid  # every process started, for the trap (read when it runs)
trap 'kill $pids 2>/dev/null; rm -rf "$work"' EXIT
# The servers measured: this tree's ("new"), and BASELINE's ("base") when given. Each gets its own database, the
# seed demo, a trace, and a copy of the hierarchy for the new traces.
servers="new"
[ -n "${BASELINE:-}" ] && servers="new base"
declare -A binary=([new]=.build/release/hittrace [base]="${BASELINE:-}") label=([new]="" [base]="[base] ")
declare -A pid url id trace fresh
for s in $servers; do
  "${binary[$s]}" serve --port 0 --db "$work/$s.sqlite" --threads 4 > "$work/$s.out" 2>"$work/$s.err" &
  pid[$s]=$!
  pids="$pids ${pid[$s]}"
done
for s in $servers; do
  for _ in $(seq 50); do [ -s "$work/$s.out" ] && [ -s "$work/bare.out" ] && break; sleep 0.1; done
  url[$s]=$(head -n 1 "$work/$s.out")
  id[$s]=$(curl -sf -H 'Content-Type: application/json' --data-binary @public/presets/seed-demo.json "${url[$s]}/api/hierarchies" | python3 -c 'import json,sys; print(json.load(sys.stdin)["id"])')
  trace[$s]=$(curl -sf -H 'Content-Type: application/json' -d '{"x": 40, "y": 100}' "${url[$s]}/api/hierarchies/${id[$s]}/touches" | python3 -c 'import json,sys; print(json.load(sys.stdin)["id"])')
  # blueView is under the finger at (40, 100) and does not get the touch: its why-not has a blocker and a fix.
  curl -sf "${url[$s]}/api/traces/${trace[$s]}/why-not/blueView" >/dev/null
  # New traces go to a copy of the hierarchy: retention keeps each hierarchy's newest 1,000 traces, and the
  # traces read above must not be pushed out by them.
  fresh[$s]=$(curl -sf -H 'Content-Type: application/json' --data-binary @public/presets/seed-demo.json "${url[$s]}/api/hierarchies" | python3 -c 'import json,sys; print(json.load(sys.stdin)["id"])')
done
bare_url=$(head -n 1 "$work/bare.out")
trace_bytes=$(curl -sf "${url[new]}/api/traces/${trace[new]}" | wc -c)
# The bare server again, answering a body of the trace's size after handing each request to another thread and
# back (a new trace is answered once the commit thread has committed it): the HTTP exchange of a new durable
# trace, and nothing else.
"$work/bare_mhd" 0 4 "$trace_bytes" handoff > "$work/bare_trace.out" &
bare_trace_pid=$!
pids="$pids $bare_trace_pid"
for _ in $(seq 50); do [ -s "$work/bare_trace.out" ] && break; sleep 0.1; done
bare_trace_url=$(head -n 1 "$work/bare_trace.out")
[ -n "${BASELINE:-}" ] && echo "baseline: $("$BASELINE" --version 2>/dev/null || echo "$BASELINE") (rows marked [base]); this tree: $(git rev-parse --short HEAD)$(git diff --quiet HEAD || echo '+changes')"

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
  printf '%-6s %-51s %12s %10s %12s  %s\n' "$round" "$name" "$rps" "$p99" "$cpu" "$errors"
  echo "$rps $p99 $cpu" >> "$work/$key.runs"
}

echo "wrk -t2 -c32 -d${seconds}s on loopback, ${rounds} rounds; trace body ${trace_bytes} bytes (seed demo); load average $(cut -d' ' -f1-3 /proc/loadavg)"
printf '%-6s %-51s %12s %10s %12s\n' "round" "endpoint" "requests/s" "p99" "server µs/req"
for round in $(seq "$rounds"); do
  run "$round" bare "bare C libmicrohttpd, fixed 2 KB body" $bare_pid "$bare_url/"
  for s in $servers; do
    u=${url[$s]} p=${pid[$s]} l=${label[$s]}
    run "$round" "${s}_get" "${l}GET /api/traces/{id}" "$p" "$u/api/traces/${trace[$s]}"
    # A why-not is heavy work (a fix search): the heavy pool runs 2 at a time with 8 waiting and refuses more
    # (503 busy), so it is asked on 8 connections.
    run "$round" "${s}_whynot" "${l}GET …/why-not/blueView (8 connections)" "$p" -c8 "$u/api/traces/${trace[$s]}/why-not/blueView"
    run "$round" "${s}_post_same" "${l}POST touches (same touch, already stored)" "$p" -s scripts/bench/post_touch.lua "$u/api/hierarchies/${id[$s]}/touches"
    run "$round" "${s}_post_new" "${l}POST touches (a new trace every request)" "$p" -s scripts/bench/post_unique_touch.lua "$u/api/hierarchies/${fresh[$s]}/touches" -- "$round"
  done
  run "$round" bare_trace "bare C libmicrohttpd, new touches, handed off and back" $bare_trace_pid -s scripts/bench/post_unique_touch.lua "$bare_trace_url/" -- "$round"
done
# How each server stores the new traces: the rows the runs above wrote into its fresh hierarchy, read from its
# database file while it runs (WAL lets a reader in beside the writer). This tree stores a body as its LZ4 block
# when that is smaller (Sources/Storage/StoredTraceBody.swift); a build before it stores the answer as it is.
declare -A stored plain
for s in $servers; do
  read -r "stored[$s]" "plain[$s]" rows bytes answers < <(python3 - "$work/$s.sqlite" "${trace[$s]}" "${fresh[$s]}" <<'PY'
import sqlite3, sys
db = sqlite3.connect(sys.argv[1])
columns = {row[1] for row in db.execute("PRAGMA table_info(traces)")}
answer = "coalesce(uncompressed_size, length(body))" if "uncompressed_size" in columns else "length(body)"
seed, whole = db.execute(f"SELECT length(body), {answer} FROM traces WHERE id = ?", (sys.argv[2],)).fetchone()
rows, stored, answered = db.execute(f"""SELECT count(*), avg(length(body)), avg({answer}) FROM traces
    WHERE seq >> 32 = (SELECT seq FROM hierarchies WHERE id = ?)""", (sys.argv[3],)).fetchone()
print(seed, whole, rows, round(stored or 0), round(answered or 0))
PY
  )
  echo "${label[$s]}stored: the seed trace (the whole trace, ${plain[$s]} bytes; the answer leaves out a part) in ${stored[$s]} bytes;" \
       "the ${rows} rows of new traces at the end: ${answers} bytes on average, stored in ${bytes}"
done
# SQLite's floor for a stored trace of these sizes, on this machine, now: what no server design goes below. The
# floor at the seed trace's size as it is (what a server storing it as it is writes), and at the size each server
# stores it at, when that is another.
sizes=$(for s in $servers; do echo "${plain[$s]}"; echo "${stored[$s]}"; done | sort -un | tr '\n' ' ')
python3 scripts/bench/sqlite_floor.py 20000 $sizes > "$work/floor.txt"
# The simulation and its JSON for the same touches, on one thread with nothing else running (median of 3).
for _ in 1 2 3; do LOOPS=20000 .build/release/hittrace-bench --trace-loop | tail -n 1; done > "$work/compute.txt"
python3 - "$work" "${plain[new]},${stored[new]}" "${plain[base]:-0},${stored[base]:-0}" $servers <<'PY'
import os, re, statistics, sys
w, servers = sys.argv[1], sys.argv[4:]
plain_size, stored_size = {}, {}  # the seed trace's size as it is and as stored, by server
for s, sizes in (("new", sys.argv[2]), ("base", sys.argv[3])):
    plain_size[s], stored_size[s] = map(int, sizes.split(","))
label = {"new": "", "base": "[base] "}
names = {"get": "GET /api/traces/{id}", "whynot": "GET …/why-not/blueView (8 connections)",
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
print(f"{'median':6} {'bare C libmicrohttpd, fixed 2 KB body':51} {median('bare', 0):12.2f} {'':>10} {median('bare', 1):12.1f}")
for s in servers:
    for key, name in names.items():
        print(f"{'median':6} {label[s] + name:51} {median(s + '_' + key, 0):12.2f} {'':>10} {median(s + '_' + key, 1):12.1f}")
bare = median("bare", 0)
for s in servers:
    for name, key, goal in [("GET trace", "get", "goal >= 0.8x"), ("GET why-not", "whynot", ""),
                            ("POST same touch", "post_same", "goal >= 0.5x"), ("POST new trace", "post_new", "")]:
        print(f"ratio {label[s]}{name:<16} / bare: {median(s + '_' + key, 0) / bare:.2f}x  {goal}" if bare else f"ratio {name}: n/a")
floor = {}
for line in open(os.path.join(w, "floor.txt")):
    parts = line.split()
    if len(parts) == 4 and parts[0].isdigit():
        floor[(int(parts[0]), int(parts[1]))] = (float(parts[2]), float(parts[3]))
print(open(os.path.join(w, "floor.txt")).readline().strip())
print("The floor is SQLite alone storing rows of a body's size (one Python thread, one core): its CPU per row and rows/s,")
print("at the seed trace's size as it is (its whole JSON: a body stored as it is) and at the size the server stores it at")
print("(an LZ4 block), when that is smaller. The server's figures are per request, everything included (HTTP, simulation,")
print("JSON, SHA-256, LZ4, the insert and its commit), on 2 cores shared with wrk. The goal compares CPU: server µs/req <= 2 x")
print("the floor's µs/row at batches of 32.")
compute = statistics.median(
    [sum(map(float, re.findall(r"(?:simulate|render) ([0-9.]+) µs", line))) for line in open(os.path.join(w, "compute.txt"))])
exchange = median("bare_trace", 1)
print(f"{'median':6} {'bare C libmicrohttpd, new touches, handed off and back':51} {median('bare_trace', 0):12.2f} {'':>10} {exchange:12.1f}")
for s in servers:
    new_cpu, new_rate = median(s + "_post_new", 1), median(s + "_post_new", 0)
    floors = [(plain_size[s], "the trace's size as it is")]
    if stored_size[s] != plain_size[s]:
        floors.append((stored_size[s], "the size it is stored at"))
    for size, which in floors:
        for batch in sorted({b for b, _ in floor}):
            cpu, rate = floor[(batch, size)]
            print(f"{label[s]}new trace against SQLite's floor at {which} ({size} bytes), batches of {batch:>2}: server CPU "
                  f"{new_cpu:.1f} µs/req = {new_cpu / cpu:.2f}x the floor's {cpu:.1f} µs/row; {new_rate:.0f} req/s against "
                  f"its {rate:.0f} rows/s ({new_rate / rate:.2f}x)"
                  + (f"  (goal: within 2x: {'met' if new_cpu <= 2 * cpu else 'not met'})" if batch == 32 else ""))
    # Against the parts every design pays: the floor at the trace's size as it is (storing an LZ4 block instead
    # costs about as much: a smaller floor, plus compressing it).
    cpu = floor[(32, plain_size[s])][0]
    parts = exchange + compute + cpu
    print(f"{label[s]}new trace against the parts no design avoids: the bare exchange handed off and back {exchange:.1f} + the simulation and its JSON "
          f"{compute:.1f} (hittrace-bench --trace-loop) + SQLite's floor {cpu:.1f} = {parts:.1f} µs ({parts / cpu:.2f}x the floor); "
          f"the server {new_cpu:.1f} µs, {new_cpu - parts:.1f} µs above them")
PY

# MCP beside REST: the same repeated touch (40, 100) as POST …/touches and as MCP's trace_touch over POST /mcp,
# taking turns, medians of the rounds. The tool answers a summary of the same stored trace, so its extra cost is
# the JSON-RPC message read and the envelope written around that summary.
mcp_body='{"jsonrpc": "2.0", "id": 1, "method": "tools/call", "params": {"name": "trace_touch", "arguments": {"hierarchyId": "'"${id[new]}"'", "x": 40, "y": 100}}}'
mcp_bytes=$(curl -sf -H 'Content-Type: application/json' -H 'MCP-Protocol-Version: 2025-11-25' -d "$mcp_body" "${url[new]}/mcp" | wc -c)
echo
echo "MCP trace_touch over POST /mcp against the REST touch (answer ${mcp_bytes} bytes against ${trace_bytes})"
printf '%-6s %-51s %12s %10s %12s\n' "round" "endpoint" "requests/s" "p99" "server µs/req"
for round in $(seq "$rounds"); do
  for s in $servers; do
    u=${url[$s]} p=${pid[$s]} l=${label[$s]}
    run "$round" "${s}_mcp_rest" "${l}POST touches (same touch, already stored)" "$p" -s scripts/bench/post_touch.lua "$u/api/hierarchies/${id[$s]}/touches"
    run "$round" "${s}_mcp_tool" "${l}POST /mcp tools/call trace_touch (same touch)" "$p" -s scripts/bench/mcp_trace_touch.lua "$u/mcp" -- "${id[$s]}"
  done
done
python3 - "$work" $servers <<'PY'
import os, statistics, sys
w, servers = sys.argv[1], sys.argv[2:]
label = {"new": "", "base": "[base] "}
def median(key, column):
    rows = [line.split() for line in open(os.path.join(w, key + ".runs")) if line.strip()]
    values = [float(r[column]) for r in rows if len(r) > 2 and float(r[column]) > 0]
    return statistics.median(values) if values else 0.0
for s in servers:
    rest, tool = (median(s + "_mcp_rest", 0), median(s + "_mcp_rest", 2)), (median(s + "_mcp_tool", 0), median(s + "_mcp_tool", 2))
    print(f"median {label[s]}REST touch   {rest[0]:12.2f} req/s {rest[1]:8.1f} µs/req")
    print(f"median {label[s]}MCP tool     {tool[0]:12.2f} req/s {tool[1]:8.1f} µs/req")
    if rest[0] and rest[1]:
        print(f"ratio {label[s]}MCP / REST: {tool[0] / rest[0]:.2f}x the requests/s, {tool[1] / rest[1]:.2f}x the server CPU per request  (goal: within 10%)")
PY
echo "load average at the end: $(cut -d' ' -f1-3 /proc/loadavg)"
