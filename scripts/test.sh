#!/usr/bin/env bash
# The whole test suite: installs what is missing, then the Swift tests (engine, HTTP wrapper, storage, API
# against the real server on loopback), openapi-spec-validator on the OpenAPI document (the file and what the
# server serves), openapi-core on the real server's answers to every operation (Tests/openapi), the
# page tests in headless Chromium against the real server, the reports of `hittrace check` read by Python's own
# parsers (Tests/check), the MCP server driven by the official MCP SDK (Tests/mcp), a bounded libFuzzer run of
# every fuzz target, and schemathesis against the real server's OpenAPI document. Every shell example of README.md
# and docs/API.md is run too (scripts/docs-examples.py): an answer that changes breaks the build until the
# document shows it (`scripts/docs-examples.py --update` writes the real outputs in).
# HITTRACE_SCRATCH picks SwiftPM's scratch path (default .build). Longer checks have their own commands:
# scripts/sanitizers.sh (ASan, TSan), scripts/soak.sh (10 minutes of mixed load); see docs/RELIABILITY.md.
set -euo pipefail
cd "$(dirname "$0")/.."
scratch=${HITTRACE_SCRATCH:-.build}
scripts/setup.sh
timings=()
step() { timings+=("$(printf '%-28s %4d s' "$1" $((SECONDS - $2)))"); }

started=$SECONDS
echo "== swift build"
swift build --scratch-path "$scratch" --build-tests 2>&1 | tail -n 3
step "swift build" $started

started=$SECONDS
echo "== swift test"
set +e
swift test --scratch-path "$scratch" --skip-build > "$scratch/swift-test.log" 2>&1
status=$?
set -e
grep -E "✘|recorded an issue" "$scratch/swift-test.log" | head -50 || true
# Tests that need the team's real data say so when it is not beside the clone: show which and why.
grep -E "^➜ .* skipped: " "$scratch/swift-test.log" | sort -u | head -40 || true
grep -E "^(✔|✘) Test run with|Executed .* tests" "$scratch/swift-test.log" | tail -n 2 || true
if [ $status -ne 0 ]; then
  echo "swift test failed (exit $status); full log in $scratch/swift-test.log"
  # A crash ends the process mid-run: name the tests that had started and not finished, and
  # show the crashed thread, which a plain tail (the register dump) would leave out.
  python3 scripts/unfinished-tests.py "$scratch/swift-test.log" || true
  grep -E -A8 "Program crashed|crashed:$" "$scratch/swift-test.log" | head -n 40 || true
  tail -n 30 "$scratch/swift-test.log"
  exit $status
fi
step "swift test" $started

started=$SECONDS
echo "== openapi-spec-validator (the repository's OpenAPI document as it is, and the one hittrace serves)"
python3 -m openapi_spec_validator Sources/HitTraceApp/Resources/openapi.json
"$scratch/debug/hittrace" openapi --max-body 65536 --max-views 1234 > "$scratch/openapi.json"
python3 -m openapi_spec_validator "$scratch/openapi.json"
step "openapi-spec-validator" $started

started=$SECONDS
echo "== OpenAPI answers (openapi-core holds the real server's answers, valid and invalid requests of every operation, to the document)"
HITTRACE_BIN="$PWD/$scratch/debug/hittrace" python3 -m pytest -q -n 2 Tests/openapi
step "OpenAPI answers" $started

started=$SECONDS
echo "== docs examples (every shell example of README.md and docs/API.md run against a real server; --update rewrites them)"
HITTRACE_BIN="$PWD/$scratch/debug/hittrace" python3 scripts/docs-examples.py
step "docs examples" $started

started=$SECONDS
echo "== page tests (headless Chromium, two workers: each starts its own server and browser)"
HITTRACE_BIN="$PWD/$scratch/debug/hittrace" python3 -m pytest -q -n 2 Tests/page
step "page tests" $started

started=$SECONDS
echo "== check reports (hittrace check's JUnit XML, SARIF (OASIS's schema, GitHub's fields) and Markdown read by Python's own parsers)"
HITTRACE_BIN="$PWD/$scratch/debug/hittrace" python3 -m pytest -q Tests/check
step "check reports" $started

started=$SECONDS
echo "== MCP (the official Python SDK as the client: hittrace mcp over stdio, POST /mcp over streamable HTTP)"
HITTRACE_BIN="$PWD/$scratch/debug/hittrace" python3 -m pytest -q Tests/mcp
step "MCP" $started

started=$SECONDS
echo "== hostile bodies (issue 33: each small hostile body to a fresh server, answered in time and size; /healthz under heavy load; SIGTERM with heavy work in flight)"
HITTRACE_BIN="$PWD/$scratch/debug/hittrace" python3 -m pytest -q -n 2 Tests/hostile
step "hostile bodies" $started

started=$SECONDS
echo "== fuzz (libFuzzer, 30 s per target, two targets at a time)"
scripts/fuzz.sh 30
step "fuzz (build + 2 x 2 x 30 s)" $started

started=$SECONDS
echo "== schemathesis (the OpenAPI document against the real server)"
HITTRACE_BIN="$PWD/$scratch/debug/hittrace" scripts/schemathesis.sh 25
step "schemathesis" $started

printf '%s\n' "== time per step" "${timings[@]}"
