#!/usr/bin/env python3
"""How much disk N new traces take: figures, not assertions.

For each hittrace binary given, starts `serve` on a database of its own, uploads the seed demo, posts N different
touches on it (the sequence of scripts/bench/post_unique_touch.lua: each a new trace, computed and stored), and
prints the database file and its WAL while the server runs, the bodies' bytes as stored (`length(body)`) and as
they are (the whole trace JSON), and the file once the server has stopped (closing checkpoints the WAL into it
and removes it). With main's build and this tree's, it shows what storing bodies as LZ4 blocks
(Sources/Storage/StoredTraceBody.swift) saves.

    python3 scripts/bench/trace_storage_size.py [--traces N] BINARY [BINARY …]     (default 1000 traces)
"""
import argparse
import http.client
import json
import os
import signal
import sqlite3
import subprocess
import tempfile
import time
import urllib.parse

SEED = os.path.join(os.path.dirname(__file__), "..", "..", "public", "presets", "seed-demo.json")


def size(path):
    return os.path.getsize(path) if os.path.exists(path) else 0


def measure(binary, traces, directory):
    database = os.path.join(directory, "hittrace.sqlite")
    server = subprocess.Popen([binary, "serve", "--port", "0", "--db", database, "--threads", "4"],
                              stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
    try:
        url = urllib.parse.urlparse(server.stdout.readline().strip())
        connection = http.client.HTTPConnection(url.hostname, url.port)

        def post(path, body):
            connection.request("POST", path, body, {"Content-Type": "application/json"})
            answer = connection.getresponse()
            data = answer.read()
            if answer.status != 201:
                raise SystemExit(f"{binary}: POST {path} answered {answer.status}: {data[:200]!r}")
            return json.loads(data)

        with open(SEED, "rb") as seed:
            hierarchy = post("/api/hierarchies", seed.read())["id"]
        started = time.perf_counter()
        for counter in range(1, traces + 1):
            x, y = (counter * 7919) % 375, (counter * 104729) % 667 + (counter % 1000) / 1000
            post(f"/api/hierarchies/{hierarchy}/touches", f'{{"x": {x}, "y": {y:.3f}}}')
        seconds = time.perf_counter() - started
        running = (size(database), size(database + "-wal"))
        db = sqlite3.connect(database)
        columns = {row[1] for row in db.execute("PRAGMA table_info(traces)")}
        answered = "coalesce(uncompressed_size, length(body))" if "uncompressed_size" in columns else "length(body)"
        rows, stored, answers = db.execute(f"SELECT count(*), sum(length(body)), sum({answered}) FROM traces").fetchone()
        db.close()
    finally:
        server.send_signal(signal.SIGTERM)
        server.wait(timeout=30)
    return rows, stored, answers, running, size(database), seconds


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--traces", type=int, default=1000)
    parser.add_argument("binaries", nargs="+")
    arguments = parser.parse_args()
    print(f"{arguments.traces} new traces of the seed demo, posted one after another; sizes in bytes")
    print(f"{'binary':40} {'rows':>5} {'bodies stored':>13} {'as is':>10} {'db running':>11} {'WAL':>10} "
          f"{'db + WAL':>10} {'db stopped':>11} {'per trace':>9}")
    for binary in arguments.binaries:
        with tempfile.TemporaryDirectory() as directory:
            rows, stored, answers, (db, wal), stopped, seconds = measure(binary, arguments.traces, directory)
        print(f"{binary[-40:]:40} {rows:>5} {stored:>13,} {answers:>10,} {db:>11,} {wal:>10,} {db + wal:>10,} "
              f"{stopped:>11,} {stopped / rows:>9,.0f}")


if __name__ == "__main__":
    main()
