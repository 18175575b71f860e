"""The real `hittrace` for the MCP tests: `hittrace mcp --db :memory:` over stdio, and `hittrace serve` on a
loopback port for streamable HTTP. HITTRACE_BIN names the executable (scripts/test.sh sets it); else
.build/debug/hittrace."""
import os
import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "support"))
from live_server import serve  # noqa: E402

ROOT = Path(__file__).resolve().parents[2]
BIN = os.environ.get("HITTRACE_BIN", str(ROOT / ".build" / "debug" / "hittrace"))
RULES = str(ROOT / "docs" / "UIKIT-RULES.md")


@pytest.fixture(scope="session")
def http_url(tmp_path_factory):
    with serve(tmp_path_factory.mktemp("hittrace-mcp")) as url:
        yield url
