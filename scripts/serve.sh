#!/usr/bin/env bash
# Installs what is missing, builds HitTrace in release mode and serves it on http://127.0.0.1:8080
# (pass other `hittrace serve` options through, e.g. scripts/serve.sh --port 9000).
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/setup.sh --build
swift build -c release --product hittrace
exec .build/release/hittrace serve "$@"
