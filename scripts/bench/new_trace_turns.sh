#!/usr/bin/env bash
# A new durable trace per request, this tree's release server beside another build of hittrace (a baseline),
# taking turns in one run (figures, not assertions): wrk posts a different touch every request to a fresh copy
# of the seed demo on each server (scripts/bench/post_unique_touch.lua), and each run prints the server's CPU
# per request, split between the threads that serve requests (libmicrohttpd's) and the rest (the commit and
# checkpoint threads), then the medians and SQLite's floor for such a row (scripts/bench/sqlite_floor.py).
#   scripts/bench/new_trace_turns.sh BASELINE_BINARY [seconds] [rounds]     (default 4 s, 5 rounds)
# CPU per request is what to compare on a shared machine: the rates move with the neighbours' load.
set -euo pipefail
cd "$(dirname "$0")/../.."
baseline=${1:?usage: scripts/bench/new_trace_turns.sh BASELINE_BINARY [seconds] [rounds]}
seconds=${2:-4}
rounds=${3:-5}
command -v wrk >/dev/null || { apt-get install -y -qq wrk >/dev/null; }
swift build -c release --product hittrace 2>&1 | tail -n 1
work=$(mktemp -d)
cp .build/release/hittrace "$work/this"
pids=()
trap 'kill "${pids[@]}" 2>/dev/null; rm -rf "$work"' EXIT
names=(baseline this)
binaries=("$baseline" "$work/this")
for i in 0 1; do
  mkdir "$work/$i"
  "${binaries[$i]}" serve --port 0 --db "$work/$i/bench.sqlite" --threads 4 > "$work/$i/serve.out" 2>"$work/$i/serve.err" &
  pids+=($!)
done
for i in 0 1; do
  for _ in $(seq 50); do [ -s "$work/$i/serve.out" ] && break; sleep 0.1; done
  url=$(head -n 1 "$work/$i/serve.out")
  id=$(curl -sf -H 'Content-Type: application/json' --data-binary @public/presets/seed-demo.json "$url/api/hierarchies" | python3 -c 'import json,sys; print(json.load(sys.stdin)["id"])')
  echo "$url/api/hierarchies/$id/touches" > "$work/$i/target"
  # Retention at work from the first timed run: the hierarchy already holds its newest 1,000 traces.
  wrk -t2 -c32 -d2s -s scripts/bench/post_unique_touch.lua "$(cat "$work/$i/target")" -- 99 >/dev/null
done
trace_bytes=$(curl -sf -H 'Content-Type: application/json' -d '{"x": 40, "y": 100}' "$(cat "$work/1/target")" | wc -c)

# The CPU ticks of the process's request threads and of its other threads, from /proc.
cpu_split() {
  local requests=0 other=0 task ticks
  for task in /proc/"$1"/task/*; do
    ticks=$(awk '{print $14 + $15}' "$task/stat")
    if [ "$(cat "$task/comm")" = "MHD-worker" ]; then requests=$((requests + ticks)); else other=$((other + ticks)); fi
  done
  echo "$requests $other"
}

echo "wrk -t2 -c32 -d${seconds}s on loopback, ${rounds} rounds, a new trace every request (${trace_bytes} bytes); load average $(cut -d' ' -f1-3 /proc/loadavg)"
printf '%-6s %-9s %12s %14s %16s %14s\n' round server requests/s "CPU µs/req" "request threads" "commit etc."
for round in $(seq "$rounds"); do
  for i in 0 1; do
    read -r r0 o0 <<< "$(cpu_split "${pids[$i]}")"
    out=$(wrk -t2 -c32 -d"${seconds}s" -s scripts/bench/post_unique_touch.lua "$(cat "$work/$i/target")" -- "$round$i")
    read -r r1 o1 <<< "$(cpu_split "${pids[$i]}")"
    n=$(echo "$out" | awk '/requests in/ {print $1}')
    failed=$(echo "$out" | awk '/Non-2xx/ {print $NF}')
    rps=$(echo "$out" | awk '/Requests\/sec/ {print $2}')
    line=$(awk -v n="$n" -v f="${failed:-0}" -v rps="$rps" -v r=$((r1 - r0)) -v o=$((o1 - o0)) -v hz="$(getconf CLK_TCK)" \
      'BEGIN { u = 1e6 / hz / n; printf "%12.0f %14.1f %16.1f %14.1f", rps * (n - f) / n, (r + o) * u, r * u, o * u }')
    printf '%-6s %-9s %s%s\n' "$round" "${names[$i]}" "$line" "${failed:+  ($failed not 2xx)}"
    echo "$line" >> "$work/${names[$i]}.runs"
  done
done
python3 scripts/bench/sqlite_floor.py 20000 "$trace_bytes" > "$work/floor.txt"
python3 - "$work" <<'PY'
import os, statistics, sys
w = sys.argv[1]
def median(name, column):
    return statistics.median(float(line.split()[column]) for line in open(os.path.join(w, name + ".runs")))
floor = {int(p[0]): float(p[2]) for p in (line.split() for line in open(os.path.join(w, "floor.txt")))
         if len(p) == 4 and p[0].isdigit() and p[1] != "0"}
print(open(os.path.join(w, "floor.txt")).readline().strip())
for name in ("baseline", "this"):
    cpu = median(name, 1)
    print(f"median {name:9} {median(name, 0):12.0f} {cpu:14.1f} {median(name, 2):16.1f} {median(name, 3):14.1f}"
          f"   = {cpu / floor[32]:.2f}x SQLite's floor of {floor[32]:.1f} µs a row at batches of 32 (goal: within 2x)")
print(f"this / baseline: {median('this', 1) / median('baseline', 1):.2f}x the CPU per new trace")
PY
echo "load average at the end: $(cut -d' ' -f1-3 /proc/loadavg)"
