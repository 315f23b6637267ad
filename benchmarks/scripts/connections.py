#!/usr/bin/env python3
"""Idle and slow-header sockets against the shipped gateway, beside live SSE streams.

Opens IDLE sockets that never send a byte and SLOW sockets that send a request head one header line a
second, never finishing it, plus three legacy GET streams (quiet after their priming event). Reports
when the server closed each socket (it must, within the header timeout), whether the streams outlived
twice the idle timeout, and the gateway's open descriptors before, at the peak and after.

Run from the repository root after `mvn -B -DskipTests package`:
  python3 benchmarks/scripts/connections.py [--idle 2000] [--slow 200] [--header-timeout-ms 5000]
      [--idle-timeout-ms 10000]
The per-address limit is raised for the run (every socket comes from 127.0.0.1); the default of
1,000 would refuse the rest with 503.
"""
import argparse
import http.client
import json
import os
import re
import selectors
import shutil
import socket
import subprocess
import tempfile
import time

PORT = 19280


def fds(pid):
    return len(os.listdir(f"/proc/{pid}/fd"))


def post(path, payload, headers=None):
    conn = http.client.HTTPConnection("127.0.0.1", PORT, timeout=10)
    h = {"Content-Type": "application/json", "Accept": "application/json"}
    h.update(headers or {})
    conn.request("POST", path, json.dumps(payload), h)
    response = conn.getresponse()
    body = response.read()
    conn.close()
    return response, body


def open_stream(key):
    response, _ = post("/mcp", {"jsonrpc": "2.0", "id": 0, "method": "initialize", "params": {
        "protocolVersion": "2025-11-25", "capabilities": {}, "clientInfo": {"name": "conn", "version": "1"}}},
        {"Authorization": "Bearer " + key})
    session = response.getheader("MCP-Session-Id")
    s = socket.create_connection(("127.0.0.1", PORT))
    s.sendall((f"GET /mcp HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: Bearer {key}\r\n"
               f"Accept: text/event-stream\r\nMCP-Session-Id: {session}\r\nMCP-Protocol-Version: 2025-11-25\r\n\r\n")
              .encode())
    assert s.recv(4096).startswith(b"HTTP/1.1 200"), "stream opened"
    s.setblocking(False)
    return s


def still_open(s):
    try:
        return s.recv(4096) != b""
    except BlockingIOError:
        return True
    except OSError:
        return False


if __name__ == "__main__":
    parser = argparse.ArgumentParser()
    parser.add_argument("--idle", type=int, default=2000)
    parser.add_argument("--slow", type=int, default=200)
    parser.add_argument("--header-timeout-ms", type=int, default=5000)
    parser.add_argument("--idle-timeout-ms", type=int, default=10000)
    parser.add_argument("--jar", default="gateway/target/gateway.jar")
    args = parser.parse_args()

    workdir = tempfile.mkdtemp(prefix="gatehouse-conn")
    config = open("conf/gateway.yaml").read()
    config = re.sub(r"headerTimeoutMs: \d+", f"headerTimeoutMs: {args.header_timeout_ms}", config)
    config = re.sub(r"idleTimeoutMs: \d+", f"idleTimeoutMs: {args.idle_timeout_ms}", config)
    config = re.sub(r"maxConnectionsPerAddress: \d+", "maxConnectionsPerAddress: 100000", config)
    open(os.path.join(workdir, "gateway.yaml"), "w").write(config)
    env = dict(os.environ, GATEHOUSE_HTTP_PORT=str(PORT), GATEHOUSE_DATA_DIR=os.path.join(workdir, "data"))
    log = open(os.path.join(workdir, "gateway.log"), "w")
    gateway = subprocess.Popen(["java", *os.environ.get("JAVA_OPTS", "").split(), "-jar", args.jar,
                                "--config", os.path.join(workdir, "gateway.yaml")],
                               env=env, stdout=log, stderr=subprocess.STDOUT)
    try:
        for _ in range(120):
            try:
                conn = http.client.HTTPConnection("127.0.0.1", PORT, timeout=2)
                conn.request("GET", "/health/ready")
                if conn.getresponse().status == 200:
                    break
            except OSError:
                pass
            time.sleep(1)
        key = json.loads(post("/v1/keys/create", {"email": "conn@example.com"})[1])["api_key"]
        streams = [open_stream(key) for _ in range(3)]
        before = fds(gateway.pid)

        selector = selectors.DefaultSelector()
        opened = {}
        slow = []
        start = time.monotonic()
        for i in range(args.idle + args.slow):
            s = socket.create_connection(("127.0.0.1", PORT))
            s.setblocking(False)
            opened[s] = time.monotonic()
            selector.register(s, selectors.EVENT_READ)
            if i >= args.idle:
                s.send(b"GET /health/live HTTP/1.1\r\nHost: 127.0.0.1\r\n")
                slow.append(s)
        opening_s = time.monotonic() - start
        peak = fds(gateway.pid)
        closed_after = []
        next_trickle = time.monotonic() + 1
        deadline = time.monotonic() + 3 * args.header_timeout_ms / 1000 + 30
        while opened and time.monotonic() < deadline:
            for key_, _ in selector.select(timeout=0.2):
                s = key_.fileobj
                try:
                    data = s.recv(4096)
                except OSError:
                    data = b""
                if data == b"":
                    closed_after.append(time.monotonic() - opened.pop(s))
                    selector.unregister(s)
                    s.close()
            if time.monotonic() >= next_trickle:
                for s in slow:
                    if s in opened:
                        try:
                            s.send(b"X-Slow: 1\r\n")
                        except OSError:
                            pass
                next_trickle += 1
            peak = max(peak, fds(gateway.pid))
        all_closed_s = time.monotonic() - start
        # the streams are quiet since their priming event; they must outlive twice the idle timeout
        while time.monotonic() - start < 2 * args.idle_timeout_ms / 1000:
            time.sleep(0.5)
        alive = sum(1 for s in streams if still_open(s))
        closed_after.sort()
        n = len(closed_after)
        print(f"sockets opened: {args.idle} idle and {args.slow} slow-header in {opening_s:.1f} s; "
              f"header timeout {args.header_timeout_ms} ms, idle timeout {args.idle_timeout_ms} ms")
        print(f"closed by the server: {n} of {args.idle + args.slow}; each after "
              f"min {closed_after[0]:.2f} s, median {closed_after[n // 2]:.2f} s, max {closed_after[-1]:.2f} s; "
              f"all closed {all_closed_s:.1f} s after the first was opened")
        print(f"gateway open descriptors: {before} before, {peak} at the peak, {fds(gateway.pid)} after")
        print(f"SSE streams alive after {2 * args.idle_timeout_ms / 1000:.0f} s: {alive} of {len(streams)}")
        conn = http.client.HTTPConnection("127.0.0.1", PORT, timeout=10)
        conn.request("GET", "/metrics")
        for line in conn.getresponse().read().decode().splitlines():
            if line.startswith("http_server_connections"):
                print(line)
    finally:
        gateway.terminate()
        gateway.wait(timeout=30)
        shutil.rmtree(workdir, ignore_errors=True)
