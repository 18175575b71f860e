"""The real `hittrace serve` on a loopback port for the OpenAPI tests, with a small `--max-body` (64 KiB) so that a
413 is cheap to provoke. HITTRACE_BIN names the executable (scripts/test.sh sets it); else .build/debug/hittrace."""
import os
import queue
import signal
import subprocess
import threading
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
BIN = os.environ.get("HITTRACE_BIN", str(ROOT / ".build" / "debug" / "hittrace"))


@pytest.fixture(scope="session")
def base_url(tmp_path_factory):
    if not os.access(BIN, os.X_OK):
        pytest.fail(f"no hittrace executable at {BIN}: run `swift build --product hittrace` or set HITTRACE_BIN")
    tmp = tmp_path_factory.mktemp("hittrace-openapi")
    with open(tmp / "server.stderr", "wb") as err:
        proc = subprocess.Popen([BIN, "serve", "--host", "127.0.0.1", "--port", "0", "--db", str(tmp / "db.sqlite"),
                                 "--public", str(ROOT / "public"), "--rules", str(ROOT / "docs" / "UIKIT-RULES.md"),
                                 "--max-body", "65536"],
                                stdout=subprocess.PIPE, stderr=err, text=True)
        lines = queue.Queue()
        threading.Thread(target=lambda: [lines.put(line.strip()) for line in proc.stdout], daemon=True).start()
        try:
            yield lines.get(timeout=30)
        except queue.Empty:
            pytest.fail(f"the server printed no URL within 30 s: {(tmp / 'server.stderr').read_text()[-2000:]}")
        finally:
            proc.send_signal(signal.SIGTERM)
            proc.wait(timeout=15)
