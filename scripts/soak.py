#!/usr/bin/env python3
"""Soak: mixed traffic against a running hittrace server for a while, reporting per interval the requests,
errors, latency percentiles and the server's resident memory (figures, not assertions; run by scripts/soak.sh).

Each worker thread owns its hierarchies, so nothing it asks for can have been deleted by another: any answer
other than the expected status counts as an error. The mix per request: touch (a new point each time, so a
new trace, and retention evicts once a hierarchy holds --max-traces) 40 %, read a trace 20 %, read a
hierarchy 10 %, upload 10 %, list 5 %, hit map 5 %, delete 5 %, health 5 %.
"""
import argparse
import http.client
import json
import os
import random
import threading
import time


def rss_mib(pid):
    with open(f"/proc/{pid}/status") as f:
        for line in f:
            if line.startswith("VmRSS:"):
                return int(line.split()[1]) / 1024
    return float("nan")


def percentile(sorted_values, p):
    if not sorted_values:
        return float("nan")
    k = min(len(sorted_values) - 1, int(round(p / 100 * (len(sorted_values) - 1))))
    return sorted_values[k]


class Stats:
    def __init__(self):
        self.lock = threading.Lock()
        self.latencies = []
        self.errors = []
        self.count = 0
        self.by_kind = {}

    def add(self, kind, seconds, error=None):
        with self.lock:
            self.count += 1
            self.latencies.append(seconds)
            self.by_kind[kind] = self.by_kind.get(kind, 0) + 1
            if error:
                self.errors.append(f"{kind}: {error}")

    def take(self):
        with self.lock:
            taken = (self.count, sorted(self.latencies), self.errors, self.by_kind)
            self.latencies, self.errors, self.count, self.by_kind = [], [], 0, {}
            return taken


def worker(index, host, port, presets, stop, stats, max_live):
    rng = random.Random(index)
    conn = http.client.HTTPConnection(host, port, timeout=60)
    mine = []      # hierarchy ids this worker uploaded and has not deleted
    traces = []    # (hierarchy id, trace id), newest last
    counter = 0

    def call(kind, method, path, body=None, ctype=None, expect=(200,)):
        nonlocal conn
        headers = {"Content-Type": ctype} if ctype else {}
        started = time.perf_counter()
        try:
            conn.request(method, path, body=body, headers=headers)
            response = conn.getresponse()
            data = response.read()
        except (OSError, http.client.HTTPException) as e:
            stats.add(kind, time.perf_counter() - started, f"{method} {path}: {e!r}")
            conn.close()
            conn = http.client.HTTPConnection(host, port, timeout=60)
            return None
        elapsed = time.perf_counter() - started
        if response.status not in expect:
            stats.add(kind, elapsed, f"{method} {path}: {response.status} {data[:200]!r}")
            return None
        stats.add(kind, elapsed)
        return data

    def upload():
        data = call("upload", "POST", "/api/hierarchies", rng.choice(presets), "application/json", (201,))
        if data:
            mine.append(json.loads(data)["id"])

    while not stop.is_set():
        if not mine:
            upload()
            continue
        roll = rng.random()
        h = rng.choice(mine)
        if roll < 0.40:
            counter += 1
            touch = json.dumps({"x": rng.uniform(0, 390), "y": rng.uniform(0, 844)}).encode()
            data = call("touch", "POST", f"/api/hierarchies/{h}/touches", touch, "application/json", (201,))
            if data:
                traces.append((h, json.loads(data)["id"]))
                del traces[:-200]
        elif roll < 0.60:
            if traces:
                # The newest few: retention (--max-traces) may have evicted older ones, rightly answered 404.
                h2, t = traces[-1 - rng.randrange(min(len(traces), 20))]
                if h2 in mine:
                    call("get-trace", "GET", f"/api/traces/{t}")
        elif roll < 0.70:
            call("get-hierarchy", "GET", f"/api/hierarchies/{h}")
        elif roll < 0.80:
            upload()
        elif roll < 0.85:
            call("list", "GET", "/api/hierarchies?limit=20")
        elif roll < 0.90:
            call("hit-map", "POST", f"/api/hierarchies/{h}/hit-map", b'{"step": 8}', "application/json")
        elif roll < 0.95:
            if len(mine) > 1 or len(mine) >= max_live:
                victim = mine.pop(rng.randrange(len(mine)))
                traces[:] = [x for x in traces if x[0] != victim]
                call("delete", "DELETE", f"/api/hierarchies/{victim}", expect=(204,))
        else:
            call("health", "GET", "/healthz")
        if len(mine) > max_live:
            victim = mine.pop(0)
            traces[:] = [x for x in traces if x[0] != victim]
            call("delete", "DELETE", f"/api/hierarchies/{victim}", expect=(204,))


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--url", required=True)
    parser.add_argument("--pid", type=int, required=True)
    parser.add_argument("--db", required=True)
    parser.add_argument("--seconds", type=int, default=600)
    parser.add_argument("--interval", type=int, default=60)
    parser.add_argument("--workers", type=int, default=8)
    parser.add_argument("--presets", default="public/presets")
    args = parser.parse_args()
    hostport = args.url.split("//", 1)[1]
    host, port = hostport.rsplit(":", 1)
    presets = [open(os.path.join(args.presets, f), "rb").read()
               for f in sorted(os.listdir(args.presets)) if f.endswith(".json") and f != "index.json"]
    stats, stop = Stats(), threading.Event()
    threads = [threading.Thread(target=worker, args=(i, host, int(port), presets, stop, stats, 30), daemon=True)
               for i in range(args.workers)]
    start = time.monotonic()
    for t in threads:
        t.start()
    print(f"soak: {args.workers} workers for {args.seconds} s against {args.url}; one row per {args.interval} s")
    print(f"{'t (s)':>6} {'requests':>9} {'req/s':>7} {'errors':>6} {'p50 ms':>7} {'p95 ms':>7} {'p99 ms':>7} "
          f"{'max ms':>7} {'RSS MiB':>8} {'db MiB':>7}")
    rows, all_errors, total = [], [], 0
    next_row = start + args.interval
    samples = []
    while True:
        now = time.monotonic()
        if now >= start + args.seconds:
            break
        time.sleep(min(5, max(0.1, next_row - now)))
        samples.append(rss_mib(args.pid))
        if time.monotonic() >= next_row or time.monotonic() >= start + args.seconds:
            count, lat, errors, kinds = stats.take()
            elapsed = time.monotonic() - (next_row - args.interval)
            db = sum(os.path.getsize(args.db + s) for s in ("", "-wal") if os.path.exists(args.db + s)) / 2**20
            row = (round(time.monotonic() - start), count, count / elapsed, len(errors),
                   percentile(lat, 50) * 1e3, percentile(lat, 95) * 1e3, percentile(lat, 99) * 1e3,
                   (lat[-1] if lat else float("nan")) * 1e3, max(samples), db)
            samples = []
            rows.append(row)
            total += count
            all_errors += errors
            print(f"{row[0]:>6} {row[1]:>9} {row[2]:>7.0f} {row[3]:>6} {row[4]:>7.1f} {row[5]:>7.1f} {row[6]:>7.1f} "
                  f"{row[7]:>7.0f} {row[8]:>8.1f} {row[9]:>7.1f}", flush=True)
            next_row += args.interval
    stop.set()
    for t in threads:
        t.join(timeout=70)
    count, lat, errors, kinds = stats.take()
    total += count
    all_errors += errors
    print(f"soak: {total} requests, {len(all_errors)} errors")
    for e in all_errors[:20]:
        print("  error:", e)
    if len(rows) >= 2:
        first, last = rows[0], rows[-1]
        print(f"soak: RSS {first[8]:.1f} MiB in the first interval, {last[8]:.1f} MiB in the last; "
              f"p99 {first[6]:.1f} ms first, {last[6]:.1f} ms last")
    return 1 if all_errors else 0


if __name__ == "__main__":
    raise SystemExit(main())
