"""Issue 33's check, on the real server: each small hostile body (scripts/hostile_bodies.py: the shapes that once
made unbounded work, and more of their kind) sent to a fresh `hittrace serve` is answered with a clear status
(JSON, an error code when it is an error) within the documented deadline and grace, and under 4 MB; `/healthz`
answers within a second while heavy requests fill every heavy thread; SIGTERM with heavy work in flight ends the
process within its grace period. Generous bounds, not speed: the figures are scripts/hostile-probes.py's and
scripts/heavy-latency.sh's."""
import http.client
import json
import os
import signal
import subprocess
import sys
import threading
import time
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "scripts"))
from hostile_bodies import bodies, mutual_recognizers  # noqa: E402

BIN = os.environ.get("HITTRACE_BIN", str(ROOT / ".build" / "debug" / "hittrace"))
# The documented deadline (--max-request-seconds, 5 s) and room for a loaded machine: issue 33's "within 10 s".
ANSWER_SECONDS = 10
MAX_ANSWER_BYTES = 4 << 20
# The documented grace period of a stop (10 s) and its drain: issue 33's "within 12 s".
STOP_SECONDS = 12


class Server:
    def __init__(self, folder):
        self.proc = subprocess.Popen([BIN, "serve", "--host", "127.0.0.1", "--port", "0", "--db", str(folder / "db.sqlite"),
                                      "--public", str(ROOT / "public"), "--rules", str(ROOT / "docs" / "UIKIT-RULES.md")],
                                     stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
        url = self.proc.stdout.readline().strip()
        assert url.startswith("http://"), f"the server printed {url!r}"
        self.host, port = url.removeprefix("http://").rsplit(":", 1)
        self.port = int(port)

    def request(self, method, path, body=None, content_type="application/json", timeout=60):
        conn = http.client.HTTPConnection(self.host, self.port, timeout=timeout)
        data = body.encode() if isinstance(body, str) else body
        conn.request(method, path, body=data, headers={"Content-Type": content_type, "Accept": "application/json, text/event-stream"})
        response = conn.getresponse()
        answer = response.read()
        conn.close()
        return response, answer

    def stop(self):
        """SIGTERM; the seconds until the process ended."""
        started = time.monotonic()
        self.proc.send_signal(signal.SIGTERM)
        try:
            self.proc.wait(timeout=60)
        except subprocess.TimeoutExpired:
            self.proc.kill()
            self.proc.wait()
        return time.monotonic() - started


@pytest.fixture
def server(tmp_path):
    if not os.access(BIN, os.X_OK):
        pytest.fail(f"no hittrace executable at {BIN}: run `swift build --product hittrace` or set HITTRACE_BIN")
    s = Server(tmp_path)
    yield s
    if s.proc.poll() is None:
        s.stop()


@pytest.mark.parametrize("name, setup, method, path, content_type, body", list(bodies()), ids=[b[0] for b in bodies()])
def test_each_hostile_body_is_answered_with_a_clear_status_in_time_and_size(server, name, setup, method, path, content_type, body):
    if setup is not None:
        response, answer = server.request("POST", "/api/hierarchies", json.dumps(setup))
        assert response.status == 201, answer[:300]
        hierarchy = json.loads(answer)["id"]
        path, body = path.replace("{h}", hierarchy), body.replace("{h}", hierarchy)
    started = time.monotonic()
    response, answer = server.request(method, path, body, content_type)
    seconds = time.monotonic() - started
    assert seconds < ANSWER_SECONDS, f"{name}: answered after {seconds:.1f} s"
    assert len(answer) < MAX_ANSWER_BYTES, f"{name}: a {len(answer):,}-byte answer"
    assert response.status in (200, 201, 422, 503), f"{name}: {response.status} {answer[:300]}"
    assert response.getheader("Content-Type", "").startswith("application/json")
    document = json.loads(answer)
    if response.status >= 400:
        assert document["error"]["code"] in ("too_much_work", "busy", "invalid_dump", "invalid_hierarchy",
                                             "invalid_expectations", "limit_exceeded"), document
    # The server keeps serving.
    assert server.request("GET", "/healthz")[0].status == 200


def heavy_requests(server, count):
    """`count` threads each posting why-not touches on 300 recognizers that all require one another to fail (each
    runs until its deadline), until told to stop; returns the stop event and the threads."""
    response, answer = server.request("POST", "/api/hierarchies", json.dumps(mutual_recognizers(300)))
    hierarchy = json.loads(answer)["id"]
    stop = threading.Event()

    def client(index):
        n = 0
        while not stop.is_set():
            n += 1
            try:
                server.request("POST", f"/api/hierarchies/{hierarchy}/touches",
                               json.dumps({"x": 10 + index, "y": 10 + n, "expect": "card"}), timeout=30)
            except OSError:
                return

    threads = [threading.Thread(target=client, args=(i,), daemon=True) for i in range(count)]
    for t in threads:
        t.start()
    return stop, threads


def test_healthz_answers_within_a_second_while_heavy_requests_run(server):
    stop, threads = heavy_requests(server, 6)
    try:
        time.sleep(1.5)  # the heavy threads are full and requests wait
        for _ in range(20):
            started = time.monotonic()
            response, _ = server.request("GET", "/healthz", timeout=10)
            seconds = time.monotonic() - started
            assert response.status == 200
            assert seconds < 1, f"/healthz took {seconds:.2f} s with heavy requests running"
            time.sleep(0.1)
    finally:
        stop.set()


def test_sigterm_with_heavy_work_in_flight_ends_within_the_grace_period(server):
    stop, threads = heavy_requests(server, 6)
    time.sleep(1.5)
    seconds = server.stop()
    stop.set()
    assert server.proc.returncode == 0
    assert seconds < STOP_SECONDS, f"the server took {seconds:.1f} s to stop"
