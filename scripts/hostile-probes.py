#!/usr/bin/env python3
"""Sends each small hostile body of scripts/hostile_bodies.py to a fresh `hittrace serve` and prints, per body, the
status, the seconds to the answer, the answer's size and how long the server then took to stop on SIGTERM.
Figures, not assertions (the assertions are Tests/openapi/test_hostile_bodies.py): compare them with issue 33's
numbers and docs/RELIABILITY.md ("Work budget").

    scripts/hostile-probes.py [--bin PATH] [--only TEXT] [--timeout SECONDS] [-- serve options…]
"""
import argparse
import http.client
import json
import os
import signal
import subprocess
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from hostile_bodies import bodies  # noqa: E402

ROOT = Path(__file__).resolve().parents[1]


def start(binary, folder, options):
    proc = subprocess.Popen([binary, "serve", "--port", "0", "--db", str(Path(folder) / "db.sqlite"),
                             "--public", str(ROOT / "public"), "--rules", str(ROOT / "docs" / "UIKIT-RULES.md"), *options],
                            stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
    url = proc.stdout.readline().strip()
    host, port = url.removeprefix("http://").rsplit(":", 1)
    return proc, host, int(port)


def send(host, port, method, path, content_type, body, timeout):
    conn = http.client.HTTPConnection(host, port, timeout=timeout)
    data = body.encode() if isinstance(body, str) else body
    headers = {"Content-Type": content_type, "Accept": "application/json, text/event-stream"}
    started = time.monotonic()
    conn.request(method, path, body=data, headers=headers)
    response = conn.getresponse()
    answer = response.read()
    seconds = time.monotonic() - started
    conn.close()
    return response.status, answer, seconds


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--bin", default=os.environ.get("HITTRACE_BIN", str(ROOT / ".build" / "debug" / "hittrace")))
    parser.add_argument("--only", default="")
    parser.add_argument("--timeout", type=float, default=120)
    parser.add_argument("serve_options", nargs="*")
    args = parser.parse_args()
    print(f"{'body':58} {'bytes':>9} {'status':>6} {'code':>18} {'s':>7} {'answer':>11} {'stop s':>6}")
    for name, setup, method, path, content_type, body in bodies():
        if args.only and args.only not in name:
            continue
        with tempfile.TemporaryDirectory() as folder:
            proc, host, port = start(args.bin, folder, args.serve_options)
            try:
                if setup is not None:
                    status, answer, _ = send(host, port, "POST", "/api/hierarchies", "application/json", json.dumps(setup), 300)
                    path = path.replace("{h}", json.loads(answer)["id"])
                    body = body.replace("{h}", json.loads(answer)["id"])
                try:
                    status, answer, seconds = send(host, port, method, path, content_type, body, args.timeout)
                    code = ""
                    try:
                        code = json.loads(answer).get("error", {}).get("code", "") if status >= 400 else ""
                    except (ValueError, AttributeError):
                        code = "(not JSON)"
                    shown = (status, code, f"{seconds:7.2f}", f"{len(answer):11,}")
                except (TimeoutError, OSError) as e:
                    shown = ("-", type(e).__name__, f">{args.timeout:.0f}", "-")
            finally:
                stopping = time.monotonic()
                proc.send_signal(signal.SIGTERM)
                try:
                    proc.wait(timeout=60)
                    stop = f"{time.monotonic() - stopping:6.1f}"
                except subprocess.TimeoutExpired:
                    proc.kill()
                    stop = "  >60"
        size = len(body.encode() if isinstance(body, str) else body)
        print(f"{name:58} {size:9,} {shown[0]:>6} {shown[1]:>18} {shown[2]:>7} {shown[3]:>11} {stop}", flush=True)


if __name__ == "__main__":
    main()
