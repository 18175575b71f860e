"""The real `hittrace serve` on a loopback port for the OpenAPI tests, with a small `--max-body` (64 KiB) so that a
413 is cheap to provoke (Tests/support/live_server.py)."""
import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "support"))
from live_server import serve  # noqa: E402


@pytest.fixture(scope="session")
def base_url(tmp_path_factory):
    with serve(tmp_path_factory.mktemp("hittrace-openapi"), "--max-body", "65536") as url:
        yield url
