#!/usr/bin/env python3
"""Light requests while every heavy thread is busy: heavy requests (why-not touches on 300 recognizers that all
require one another to fail, each running until the request's deadline) keep the heavy pool full, while light
clients time `/healthz` and a stored trace's `GET`. Prints the latency percentiles of each light kind, how the
heavy requests were answered, and then how long a SIGTERM took with heavy work in flight. Figures, not assertions
(run by scripts/heavy-latency.sh; the last run is in docs/RELIABILITY.md, "Light requests stay light")."""
import argparse
import http.client
import json
import os
import signal
import sys
import threading
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from hostile_bodies import mutual_recognizers  # noqa: E402


def percentile(values, p):
    values = sorted(values)
    if not values:
        return float("nan")
    return values[min(len(values) - 1, int(round(p / 100 * (len(values) - 1))))]


def request(host, port, method, path, body=None, timeout=60):
    conn = http.client.HTTPConnection(host, port, timeout=timeout)
    headers = {"Content-Type": "application/json"} if body is not None else {}
    conn.request(method, path, body=body, headers=headers)
    response = conn.getresponse()
    data = response.read()
    conn.close()
    return response.status, data


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--url", required=True)
    parser.add_argument("--pid", type=int, required=True)
    parser.add_argument("--seconds", type=float, default=20)
    parser.add_argument("--heavy", type=int, default=6, help="heavy clients, each sending one request after another")
    args = parser.parse_args()
    host, port = args.url.removeprefix("http://").rsplit(":", 1)
    port = int(port)

    status, body = request(host, port, "POST", "/api/hierarchies", json.dumps(mutual_recognizers(300)))
    hierarchy = json.loads(body)["id"]
    status, body = request(host, port, "POST", "/api/hierarchies", open(Path(__file__).resolve().parents[1] / "public/presets/seed-demo.json", "rb").read())
    demo = json.loads(body)["id"]
    status, body = request(host, port, "POST", f"/api/hierarchies/{demo}/touches", b'{"x": 40, "y": 100}')
    trace = json.loads(body)["id"]

    stop = threading.Event()
    sigterm = threading.Event()
    lock = threading.Lock()
    heavy_answers = {}
    latencies = {"healthz": [], "trace": []}

    def heavy_client(index):
        n = 0
        while not stop.is_set():
            n += 1
            touch = json.dumps({"x": 10 + index, "y": 10 + n, "expect": "card"})
            try:
                status, body = request(host, port, "POST", f"/api/hierarchies/{hierarchy}/touches", touch, timeout=120)
                code = json.loads(body).get("error", {}).get("code", "") if status >= 400 else ""
            except (OSError, ValueError) as e:
                status, code = "-", type(e).__name__
            if status == "-" and sigterm.is_set():
                return  # the server is gone: nothing more to count
            with lock:
                key = f"{status} {code}".strip()
                heavy_answers[key] = heavy_answers.get(key, 0) + 1
            if status == 503:
                time.sleep(0.2)

    def light_client(kind, path):
        while not stop.is_set() and not sigterm.is_set():
            started = time.monotonic()
            try:
                status, _ = request(host, port, "GET", path, timeout=30)
            except OSError:
                continue
            elapsed = time.monotonic() - started
            if status == 200:
                with lock:
                    latencies[kind].append(elapsed)
            time.sleep(0.01)

    # The same light requests on the idle server first: the baseline the loaded figures are read against.
    idle = {"healthz": [], "trace": []}
    for kind, path in (("healthz", "/healthz"), ("trace", f"/api/traces/{trace}")):
        ends = time.monotonic() + 2
        while time.monotonic() < ends:
            started = time.monotonic()
            if request(host, port, "GET", path)[0] == 200:
                idle[kind].append(time.monotonic() - started)
            time.sleep(0.01)

    threads = [threading.Thread(target=heavy_client, args=(i,)) for i in range(args.heavy)]
    for t in threads:
        t.start()
    time.sleep(1.0)  # let the heavy pool fill
    lights = [threading.Thread(target=light_client, args=("healthz", "/healthz")),
              threading.Thread(target=light_client, args=("trace", f"/api/traces/{trace}"))]
    for t in lights:
        t.start()
    time.sleep(args.seconds)
    # SIGTERM with heavy work still in flight (the light clients stop first, so they time only a running server).
    sigterm.set()
    for t in lights:
        t.join(timeout=30)
    stopping = time.monotonic()
    os.kill(args.pid, signal.SIGTERM)
    while True:
        try:
            os.kill(args.pid, 0)
        except ProcessLookupError:
            break
        if time.monotonic() - stopping > 60:
            break
        time.sleep(0.02)
    stop_seconds = time.monotonic() - stopping
    stop.set()
    for t in threads + lights:
        t.join(timeout=30)

    print(f"{'light request':16} {'idle p50':>9} {'idle p99':>9} {'count':>6} {'busy p50':>9} {'busy p99':>9} {'max':>7} {'p99 ratio':>9}  (ms)")
    for kind, values in latencies.items():
        ms = [v * 1000 for v in values]
        base = [v * 1000 for v in idle[kind]]
        print(f"{kind:16} {percentile(base, 50):9.1f} {percentile(base, 99):9.1f} {len(ms):6} {percentile(ms, 50):9.1f} "
              f"{percentile(ms, 99):9.1f} {max(ms or [float('nan')]):7.1f} {percentile(ms, 99) / percentile(base, 99):8.1f}x")
    print("heavy answers:", ", ".join(f"{k}: {v}" for k, v in sorted(heavy_answers.items())))
    print(f"SIGTERM with heavy work in flight: the process ended after {stop_seconds:.2f} s")


if __name__ == "__main__":
    main()
