#!/usr/bin/env bash
# The hit map over HTTP against the naive loop, side by side in one run (figures, not assertions):
# POST /api/hierarchies/{id}/hit-map on the real server (release build), the full answer (map, areas, dead
# zones, audit) read by curl, against scripts/bench/hitmap_loop.c (gcc -O2, one core, a trace-free recursive
# hit test per point on the same normalized hierarchy), which then checks its answer against the endpoint's
# map at every point. Rows: the 96-view real dump (team data in ../shared, skipped when absent), the
# generated 2001-view dense screen (hittrace-bench --print-dense) and the same cells with 5% of their views
# transformed, most of them rotated (--print-transformed 2001 5), at steps 1 pt and 1/3 pt.
#   scripts/bench-hitmap.sh [repetitions]        (default 5: each figure is the best of them)
set -euo pipefail
cd "$(dirname "$0")/.."
reps=${1:-5}
swift build -c release --product hittrace 2>&1 | tail -n 1
swift build -c release --product hittrace-bench 2>&1 | tail -n 1
work=$(mktemp -d)
gcc -O2 -ffp-contract=off -o "$work/hitmap_loop" scripts/bench/hitmap_loop.c -lm

.build/release/hittrace serve --port 0 --db "$work/bench.sqlite" --threads 4 > "$work/serve.out" 2>"$work/serve.err" &
serve_pid=$!
trap 'kill $serve_pid 2>/dev/null; rm -rf "$work"' EXIT
for _ in $(seq 100); do [ -s "$work/serve.out" ] && break; sleep 0.1; done
url=$(head -n 1 "$work/serve.out")

.build/release/hittrace-bench --print-dense > "$work/dense.json"
.build/release/hittrace-bench --print-transformed 2001 5 > "$work/transformed.json"
inputs=("dense screen (2001 views)|$work/dense.json|application/json"
        "2001 views, 5% transformed|$work/transformed.json|application/json")
dump=../shared/data/recursive-description/10-sentry-mock-uiwindow-navpush.txt
if [ -f "$dump" ]; then
  inputs=("real dump 10 (96 views)|$dump|text/plain" "${inputs[@]}")
else
  echo "(skipped: $dump is absent; the real dump is team data, not in the repository)"
fi

printf '%-26s %-6s %9s %11s %12s %11s %12s %8s %7s %s\n' hierarchy step points "HTTP ms" "HTTP pts/s" "loop ms" "loop pts/s" ratio bytes "map check"
for input in "${inputs[@]}"; do
  IFS='|' read -r name file type <<< "$input"
  id=$(curl -sf -H "Content-Type: $type" --data-binary @"$file" "$url/api/hierarchies" | python3 -c 'import json,sys; print(json.load(sys.stdin)["id"])')
  .build/release/hittrace-bench --export-flat "$file" > "$work/flat.txt"
  for step in 1 0.3333333333333333; do
    body="{\"step\": $step}"
    best=
    for _ in $(seq "$reps"); do
      t=$(curl -sf -o "$work/answer.json" -w '%{time_total}' -H 'Content-Type: application/json' -d "$body" "$url/api/hierarchies/$id/hit-map")
      best=$(awk -v a="$t" -v b="${best:-1e9}" 'BEGIN { print (a < b ? a : b) }')
    done
    bytes=$(wc -c < "$work/answer.json")
    loop=$("$work/hitmap_loop" "$work/flat.txt" "$work/answer.json" "$reps" || true)
    points=$(echo "$loop" | awk '{print $2}')
    loop_s=$(echo "$loop" | awk '{print $4}')
    differ=$(echo "$loop" | awk '{print $10}')
    check=$([ "$differ" = "0" ] && echo "equal at all $points points" || echo "DIFFERS at $differ points ($loop)")
    awk -v n="$name" -v s="$([ "$step" = 1 ] && echo 1 || echo 1/3)" -v p="$points" -v h="$best" -v l="$loop_s" -v b="$bytes" -v c="$check" 'BEGIN {
      printf "%-26s %-6s %9d %11.1f %12.0f %11.1f %12.0f %7.2fx %7d %s\n", n, s, p, h * 1e3, p / h, l * 1e3, p / l, l / h, b, c }'
  done
done
echo "HTTP: curl's time_total for the whole answer on loopback, best of $reps; loop: best of $reps over the whole grid;"
echo "ratio: the loop's time / the endpoint's (above 1: the endpoint is faster). The machine's other load moves both."
