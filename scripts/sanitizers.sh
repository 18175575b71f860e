#!/usr/bin/env bash
# The Swift test suite under AddressSanitizer and ThreadSanitizer, each in its own scratch path (.build-asan,
# .build-tsan). Not part of scripts/test.sh: see docs/RELIABILITY.md for how long each takes and why.
#   scripts/sanitizers.sh [address|thread]…      (default: both)
# Suppressions, each with its reason, are in scripts/sanitizers/: for ASan, leaks inside XCTest and Foundation;
# for TSan, the Synchronization.Mutex false positive reproduced in scripts/sanitizers/tsan-mutex, named narrowly.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/setup.sh --build >/dev/null
kinds=("$@")
[ ${#kinds[@]} -gt 0 ] || kinds=(address thread)
here=$PWD
export SWIFT_BACKTRACE=enable=no
export ASAN_OPTIONS="detect_leaks=1:abort_on_error=0"
export LSAN_OPTIONS="suppressions=$here/scripts/sanitizers/lsan.supp:print_suppressions=0"
export TSAN_OPTIONS="suppressions=$here/scripts/sanitizers/tsan.supp:halt_on_error=0:second_deadlock_stack=1"
failed=0
for kind in "${kinds[@]}"; do
  flags=()
  skip=()
  case $kind in
    address) scratch=.build-asan ;;
    # HITTRACE_TSAN works around a TSan crash on empty structs passed inout (see NoRecorder).
    thread) scratch=.build-tsan; flags=(-Xswiftc -DHITTRACE_TSAN)
      # Timing, not threads: this test gives an upload 20 s while the server stops; under TSan's slowdown the
      # 20,000-view body takes longer than that to decode. It runs in every ordinary test run.
      skip=(--skip aLargeUploadInFlightCompletesAndThenConnectionsAreRefused) ;;
    *) echo "unknown sanitizer $kind"; exit 2 ;;
  esac
  started=$SECONDS
  echo "== build with --sanitize=$kind"
  swift build --scratch-path "$scratch" --build-tests --sanitize="$kind" "${flags[@]}" 2>&1 | grep -E "error|warning: |Build complete" | tail -n 3
  built=$SECONDS
  echo "== swift test with --sanitize=$kind"
  log="$scratch/swift-test.log"
  set +e
  swift test --scratch-path "$scratch" --skip-build --sanitize="$kind" "${flags[@]}" "${skip[@]}" > "$log" 2>&1
  status=$?
  set -e
  reports=$(grep -cE "^(WARNING: ThreadSanitizer|==[0-9]+==ERROR: (AddressSanitizer|LeakSanitizer))" "$log" || true)
  grep -E "^(✔|✘) Test run with|Executed .* tests" "$log" | tail -n 2 || true
  echo "sanitizer $kind: exit $status, $reports report(s), build $((built - started)) s, tests $((SECONDS - built)) s; log in $log"
  if [ $status -ne 0 ] || [ "$reports" -ne 0 ]; then
    failed=1
    grep -E "^(WARNING: ThreadSanitizer|==[0-9]+==ERROR|SUMMARY)|✘" "$log" | head -n 20 || true
  fi
done
exit $failed
