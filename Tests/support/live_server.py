"""The real `hittrace serve` on a loopback port for the Python tests (Tests/mcp, Tests/openapi): started on a fresh
database in a temporary folder, its printed URL given to the test, stopped with SIGTERM after (a server that does
not stop within 15 s fails the run). HITTRACE_BIN names the executable (scripts/test.sh sets it)."""
import contextlib
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


@contextlib.contextmanager
def serve(folder, *options):
    """Yields the URL of a server on a database in `folder`, with `options` after the usual ones."""
    if not os.access(BIN, os.X_OK):
        pytest.fail(f"no hittrace executable at {BIN}: run `swift build --product hittrace` or set HITTRACE_BIN")
    with open(folder / "server.stderr", "wb") as err:
        proc = subprocess.Popen([BIN, "serve", "--host", "127.0.0.1", "--port", "0", "--db", str(folder / "db.sqlite"),
                                 "--public", str(ROOT / "public"), "--rules", RULES, *options],
                                stdout=subprocess.PIPE, stderr=err, text=True)
        lines = queue.Queue()
        threading.Thread(target=lambda: [lines.put(line.strip()) for line in proc.stdout], daemon=True).start()
        try:
            yield lines.get(timeout=30)
        except queue.Empty:
            pytest.fail(f"the server printed no URL within 30 s: {(folder / 'server.stderr').read_text()[-2000:]}")
        finally:
            proc.send_signal(signal.SIGTERM)
            proc.wait(timeout=15)
