#!/usr/bin/env bash
# Installs what HitTrace needs on a fresh Debian machine that has the Swift toolchain, gcc, python3 and pip:
# the C libraries the build links (libmicrohttpd, SQLite, cmark-gfm for the rule book, libqrencode for share-link
# QR codes, nettle for the trace ids' SHA-256, libxml2 for XML page sources, liblz4 for stored trace bodies),
# what the page tests drive (Chromium and its driver, Selenium, pytest, zbarimg to read QR codes back, a CJK font
# so screenshots in 中文 show real glyphs), schemathesis for the API property tests, openapi-spec-validator and
# openapi-core for the OpenAPI document, and the MCP SDK that drives the MCP tests. Installs only what is missing,
# so a second run takes a second.
#   scripts/setup.sh          everything
#   scripts/setup.sh --build  only what building and serving need (no browser)
set -euo pipefail
cd "$(dirname "$0")/.."

build_packages=(pkg-config libmicrohttpd-dev libsqlite3-dev libcmark-gfm-dev libcmark-gfm-extensions-dev libqrencode-dev nettle-dev libxml2-dev liblz4-dev)
page_packages=(chromium chromium-driver zbar-tools fonts-noto-cjk)
packages=("${build_packages[@]}")
[ "${1:-}" = "--build" ] || packages+=("${page_packages[@]}")

missing=()
for p in "${packages[@]}"; do
  dpkg -s "$p" >/dev/null 2>&1 || missing+=("$p")
done
if [ ${#missing[@]} -gt 0 ]; then
  echo "setup: installing ${missing[*]}"
  sudo=""; [ "$(id -u)" -eq 0 ] || sudo="sudo"
  $sudo apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
fi

if [ "${1:-}" != "--build" ]; then
  if ! python3 -c "import selenium, pytest" >/dev/null 2>&1; then
    echo "setup: installing Python packages for the page tests"
    python3 -m pip install -q --disable-pip-version-check -r Tests/page/requirements.txt
  fi
  # scripts/test.sh: the page tests run on two workers, each with its own server and browser.
  if ! python3 -c "import xdist" >/dev/null 2>&1; then
    echo "setup: installing pytest-xdist"
    python3 -m pip install -q --disable-pip-version-check "pytest-xdist==3.8.0"
  fi
  # scripts/schemathesis.sh: the version its figures in docs/RELIABILITY.md were taken with.
  if ! command -v schemathesis >/dev/null 2>&1; then
    echo "setup: installing schemathesis"
    python3 -m pip install -q --disable-pip-version-check "schemathesis==4.32.5"
  fi
  # scripts/test.sh: the MCP tests drive hittrace with the official MCP SDK as the client (Tests/mcp).
  if ! python3 -c "import importlib.metadata as m, sys; sys.exit(m.version('mcp') != '2.3.0')" >/dev/null 2>&1; then
    echo "setup: installing the MCP Python SDK"
    python3 -m pip install -q --disable-pip-version-check "mcp==2.3.0"
  fi
  # scripts/test.sh: Tests/check validates hittrace check's SARIF against OASIS's SARIF 2.1.0 schema (kept there).
  if ! python3 -c "import importlib.metadata as m, sys; sys.exit(m.version('jsonschema') != '4.26.0')" >/dev/null 2>&1; then
    echo "setup: installing jsonschema"
    python3 -m pip install -q --disable-pip-version-check "jsonschema==4.26.0"
  fi
  # scripts/test.sh: openapi-spec-validator checks the OpenAPI 3.1 document (the repository's file and what
  # `hittrace openapi` prints); openapi-core holds the real server's answers to it (Tests/openapi). The
  # validator's version is the one openapi-core 0.23.1 requires.
  if ! python3 -c "import importlib.metadata as m, sys; sys.exit(m.version('openapi-core') != '0.23.1' or m.version('openapi-spec-validator') != '0.8.5')" >/dev/null 2>&1; then
    echo "setup: installing openapi-core and openapi-spec-validator"
    python3 -m pip install -q --disable-pip-version-check "openapi-core==0.23.1" "openapi-spec-validator==0.8.5"
  fi
fi
echo "setup: ready"
