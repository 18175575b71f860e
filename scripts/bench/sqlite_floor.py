#!/usr/bin/env python3
"""What one stored trace costs SQLite at the least, on this machine: figures, not assertions.

Inserts rows shaped like hittrace's `traces` table (Sources/Storage/Migrations.swift) into a WAL database
with `synchronous = NORMAL`, as the server does, and deletes the oldest as retention does, in transactions
of 1, 4 and 32 rows, with no body and with a trace-sized body. Prints the CPU time per row (user + system,
so the WAL writes' kernel time is in it) and rows per second.

Python's `sqlite3` drives the same system libsqlite3 the server links; its own overhead (~1-2 us per
statement) is in the figures, so they are an upper bound on the library's cost by that much. The point is
the floor under a request that stores a new trace: no batching or server design goes below these numbers.

    python3 scripts/bench/sqlite_floor.py [rows] [body bytes …]     (default 20000 rows, a 4264-byte body)

Each body size given is run (besides no body): bench-http.sh gives the answer's size and the size the server
stores it at (an LZ4 block, Sources/Storage/StoredTraceBody.swift).
"""
import os
import sqlite3
import sys
import tempfile
import time

ROWS = int(sys.argv[1]) if len(sys.argv) > 1 else 20_000
BODIES = [int(size) for size in sys.argv[2:]] or [4264]  # the seed demo's trace, as bench-http.sh reports it
KEEP = 1000  # retention: a hierarchy's newest 1,000 traces


def run(directory, batch, body_size):
    path = os.path.join(directory, f"floor-{batch}-{body_size}.sqlite")
    db = sqlite3.connect(path, isolation_level=None)
    db.execute("PRAGMA journal_mode = WAL")
    db.execute("PRAGMA synchronous = NORMAL")
    db.execute("""CREATE TABLE traces (seq INTEGER PRIMARY KEY, id TEXT NOT NULL UNIQUE,
                  created_at TEXT NOT NULL, touch BLOB NOT NULL, engine_version TEXT NOT NULL,
                  body BLOB NOT NULL)""")
    body = os.urandom(body_size)  # incompressible, like nothing: SQLite does not compress anyway
    seq = 1 << 32
    wall, cpu = time.perf_counter(), time.process_time()
    for _ in range(ROWS // batch):
        db.execute("BEGIN IMMEDIATE")
        for _ in range(batch):
            seq += 1
            db.execute("INSERT INTO traces VALUES (?, ?, ?, ?, ?, ?)",
                       (seq, "t_%032x" % (seq * 0x9E3779B97F4A7C15 % (1 << 128)), "2026-11-30T12:00:00.000Z",
                        b'{"x":40,"y":100.5}', "2", body))
            db.execute("DELETE FROM traces WHERE seq = ?", (seq - KEEP,))
        db.execute("COMMIT")
    wall, cpu = time.perf_counter() - wall, time.process_time() - cpu
    db.close()
    rows = ROWS // batch * batch
    print(f"{batch:>5} {body_size:>10} {cpu / rows * 1e6:>14.1f} {rows / wall:>12.0f}")


def main():
    print(f"SQLite {sqlite3.sqlite_version}, WAL, synchronous = NORMAL, {ROWS} rows, retention {KEEP}")
    print(f"{'batch':>5} {'body bytes':>10} {'CPU µs/row':>14} {'rows/s':>12}")
    with tempfile.TemporaryDirectory() as directory:
        for batch in (1, 4, 32):
            for body_size in [0] + BODIES:
                run(directory, batch, body_size)


if __name__ == "__main__":
    main()
