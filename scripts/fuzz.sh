#!/usr/bin/env bash
# Fuzzes HitTrace's input handling with libFuzzer, a bounded time per target (figures, not assertions; a crash
# fails the run). Targets (sources in Fuzz/Targets, seed corpora in Fuzz/corpus):
#   hierarchy  HierarchyDecoder: the hierarchy format and its validation (and the JSON parser under it)
#   dump       DumpImporter: recursiveDescription text
#   formats    HierarchyFormat.detect and every other tool's importer (XCTest, Appium, Sentry, _printHierarchy,
#              idb/AXe, EarlGrey, Detox, LookInside)
#   touch      TouchInput.decode(json:): points, sequences, gesture shorthands
#   http       request target parsing, routing, API handlers and static files, in process
#   whynot     POST /api/why-not bodies, in process: blockers, delivery, the fix searches
#   check      POST /api/hierarchies/{id}/check bodies, in process: expectations, taps, hit maps, audits
#
#   scripts/fuzz.sh [seconds-per-target] [target…]      (default 30 s, all seven)
#   FUZZ_JOBS=N scripts/fuzz.sh …                       N targets at a time (default 2)
#   FUZZ_INPUT_SECONDS=S scripts/fuzz.sh …              the time one input may take (default 5 s)
#
# One input that takes longer than FUZZ_INPUT_SECONDS fails the run like a crash (libFuzzer's -timeout: the input
# is left in .build-fuzz/crashes/<target>-timeout-…): issue 33's hostile bodies were small inputs that took
# seconds to minutes. The fuzzed requests run without a deadline, so a slow path is caught here rather than cut
# short by the server's --max-request-seconds.
# Built with -sanitize=fuzzer into its own scratch path (.build-fuzz); the targets exist in Package.swift only
# when HITTRACE_FUZZ=1, since libFuzzer supplies their `main`. New inputs found go to .build-fuzz/corpus/<target>,
# never into the repository. A crash leaves its input in .build-fuzz/crashes/ and makes the script fail: turn
# it into a regression test in the target's test suite (Tests/HitTestKitTests, Tests/HitTraceAppTests).
set -euo pipefail
cd "$(dirname "$0")/.."
seconds=${1:-30}
shift || true
targets=("$@")
[ ${#targets[@]} -gt 0 ] || targets=(hierarchy dump formats touch http whynot check)
input_seconds=${FUZZ_INPUT_SECONDS:-5}

declare -A product=([hierarchy]=FuzzHierarchyDecoder [dump]=FuzzDumpImporter [formats]=FuzzFormatImporter [touch]=FuzzTouchInput
                    [http]=FuzzHTTPRequest [whynot]=FuzzWhyNotBody [check]=FuzzCheckBody)
# Largest input libFuzzer makes up: a hierarchy needs room for a few views, a touch for a few events; the
# importers room for the shapes that were quadratic (a line of 60 KB of `<a <a`, thousands of equal fields or
# attributes, views at one address: seeds of each are in their corpora), a why-not body for nested containers and
# recognizers that require one another to fail.
declare -A max_len=([hierarchy]=8192 [dump]=65536 [formats]=65536 [touch]=2048 [http]=4096 [whynot]=16384 [check]=8192)

scratch=.build-fuzz
export HITTRACE_FUZZ=1
# A crash prints libFuzzer's report; Swift's backtracer would only slow it down and repeat it.
export SWIFT_BACKTRACE=enable=no
mkdir -p "$scratch"
for target in "${targets[@]}"; do
  [ -n "${product[$target]:-}" ] || { echo "fuzz: unknown target $target (hierarchy, dump, formats, touch, http, whynot, check)"; exit 2; }
  started=$SECONDS
  if ! swift build --scratch-path "$scratch" --product "${product[$target]}" -Xswiftc -sanitize=fuzzer \
      > "$scratch/build-$target.log" 2>&1; then
    grep -E "error" "$scratch/build-$target.log" | head -n 10
    echo "fuzz: building ${product[$target]} failed; log in $scratch/build-$target.log"
    exit 1
  fi
  echo "fuzz: built ${product[$target]} in $((SECONDS - started)) s"
done

mkdir -p "$scratch/crashes"
# Runs one target for its time and writes what it found to $scratch/<target>.summary (shown in target order once
# all have run, so that two targets running at once do not interleave their lines); fails as the fuzzer does.
fuzz_target() {
  local target=$1 corpus="$scratch/corpus/$1" log="$scratch/$1.log" summary="$scratch/$1.summary"
  mkdir -p "$corpus"
  local seeds=("Fuzz/corpus/$target")
  : > "$summary"
  # The importer's seeds: the project's own dumps, one per dialect (Tests/Fixtures/dumps), and the team's real
  # debugger dumps beside the repository as CI lays it out (see README), when present; a plain clone has none.
  if [ "$target" = dump ]; then
    seeds+=(Tests/Fixtures/dumps)
    if [ -d ../shared/data/recursive-description ]; then
      seeds+=(../shared/data/recursive-description)
    else
      echo "fuzz dump: no ../shared/data/recursive-description (not in a plain clone); seeding from Fuzz/corpus/dump and Tests/Fixtures/dumps only" >> "$summary"
    fi
  fi
  # The formats target's seeds: the fixtures of every other tool's format, each folder a format.
  if [ "$target" = formats ]; then
    seeds+=(Tests/Fixtures/xctest Tests/Fixtures/appium Tests/Fixtures/sentry Tests/Fixtures/print-hierarchy
            Tests/Fixtures/idb Tests/Fixtures/earlgrey Tests/Fixtures/detox Tests/Fixtures/lookinside)
  fi
  local status=0
  # The http target reads the page's files relative to the working directory (the repository root).
  "$scratch/debug/${product[$target]}" "$corpus" "${seeds[@]}" \
    -max_total_time="$seconds" -max_len="${max_len[$target]}" -timeout="$input_seconds" -rss_limit_mb=2048 \
    -artifact_prefix="$scratch/crashes/$target-" -print_final_stats=1 > "$log" 2>&1 || status=$?
  local runs rate cov
  runs=$(awk '/stat::number_of_executed_units/ {print $2}' "$log")
  rate=$(awk '/stat::average_exec_per_sec/ {print $2}' "$log")
  cov=$(grep -oE "cov: [0-9]+" "$log" | tail -n 1 || true)
  echo "fuzz $target: ${runs:-?} inputs, ${rate:-?} execs/s, ${cov:-cov: ?}, corpus $(ls "$corpus" | wc -l) files, exit $status" >> "$summary"
  if [ $status -ne 0 ]; then
    grep -E "==ERROR|Fatal error|Precondition|SUMMARY|Test unit written|deadly signal|Base64|ALARM|timeout" "$log" | head -n 12 >> "$summary" || true
    echo "fuzz $target: FAILED; full log in $log" >> "$summary"
  fi
  return $status
}

# FUZZ_JOBS targets at a time (default 2, one per core of the CI machine): each still gets its full time, and
# the wall time is the total divided by FUZZ_JOBS.
jobs=${FUZZ_JOBS:-2}
failed=0
pids=()
for target in "${targets[@]}"; do
  echo "== fuzz $target (${seconds} s)"
  fuzz_target "$target" &
  pids+=($!)
  if [ ${#pids[@]} -ge "$jobs" ]; then
    wait "${pids[0]}" || failed=1
    pids=("${pids[@]:1}")
  fi
done
for pid in "${pids[@]}"; do wait "$pid" || failed=1; done
for target in "${targets[@]}"; do cat "$scratch/$target.summary"; done
exit $failed
