#!/usr/bin/env bash
# The whole test suite: installs what is missing, then the Swift tests (engine, HTTP wrapper, storage, API
# against the real server on loopback) and the page tests in headless Chromium against the real server.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/setup.sh

echo "== swift build"
swift build --build-tests 2>&1 | tail -n 3
echo "== swift test"
set +e
swift test --skip-build > .build/swift-test.log 2>&1
status=$?
set -e
grep -E "✘|recorded an issue" .build/swift-test.log | head -50 || true
grep -E "^(✔|✘) Test run with|Executed .* tests" .build/swift-test.log | tail -n 2 || true
if [ $status -ne 0 ]; then
  echo "swift test failed (exit $status); full log in .build/swift-test.log"
  tail -n 30 .build/swift-test.log
  exit $status
fi

echo "== page tests (headless Chromium)"
HITTRACE_BIN="$PWD/.build/debug/hittrace" python3 -m pytest -q Tests/page
