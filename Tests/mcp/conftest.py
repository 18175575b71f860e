"""The real `hittrace` for the MCP tests: `hittrace mcp --db :memory:` over stdio, and `hittrace serve` on a
loopback port for streamable HTTP. HITTRACE_BIN names the executable (scripts/test.sh sets it); else
.build/debug/hittrace."""
import os
import queue
import signal
import subprocess
import threading
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
BIN = os.environ.get("HITTRACE_BIN", str(ROOT / ".build" / "debug" / "hittrace"))
RULES = str(ROOT / "docs" / "UIKIT-RULES.md")


@pytest.fixture(scope="session")
def http_url(tmp_path_factory):
    if not os.access(BIN, os.X_OK):
        pytest.fail(f"no hittrace executable at {BIN}: run `swift build --product hittrace` or set HITTRACE_BIN")
    tmp = tmp_path_factory.mktemp("hittrace-mcp")
    with open(tmp / "server.stderr", "wb") as err:
        proc = subprocess.Popen([BIN, "serve", "--host", "127.0.0.1", "--port", "0", "--db", str(tmp / "db.sqlite"),
                                 "--public", str(ROOT / "public"), "--rules", RULES],
                                stdout=subprocess.PIPE, stderr=err, text=True)
        lines = queue.Queue()
        threading.Thread(target=lambda: [lines.put(line.strip()) for line in proc.stdout], daemon=True).start()
        try:
            yield lines.get(timeout=30)
        except queue.Empty:
            pytest.fail(f"the server printed no URL within 30 s: {(tmp / 'server.stderr').read_text()[-2000:]}")
        finally:
            # A server that does not stop on SIGTERM within 15 s fails the run here.
            proc.send_signal(signal.SIGTERM)
            proc.wait(timeout=15)
