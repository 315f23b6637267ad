#!/usr/bin/env python3
"""Soak: the shipped gateway under mixed load while an upstream misbehaves, its fault switched often.

Healthy routes: uncached and cached FRED reads over REST (a fake FRED that always answers) and MCP
tools/call of vat_check (offline). The faulty route: SEC company submissions over REST, whose fake
upstream turns every SWITCH seconds to the next of ok, malformed JSON, 429 with a long Retry-After,
hanging, 500, reset connections and slow answers. At each switch a hostile client also sends a batch
of 19,000 tools/list and opens idle sockets. Every 10 s the gateway's RSS and open descriptors are
sampled. Reports errors on the healthy routes (target 0), the faulty route's answers by fault, RSS
and descriptors over time.

Run from the repository root after `mvn -B -DskipTests package`:
  python3 benchmarks/scripts/soak.py [--duration 600] [--switch 20]
JAVA_OPTS sets the gateway's JVM options (default -Xmx1g, as the load runs).
"""
import argparse
import http.client
import json
import os
import re
import shutil
import socket
import subprocess
import sys
import tempfile
import threading
import time
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

GATEWAY_PORT, FRED_PORT, SEC_PORT = 19080, 19082, 19083
FAULTS = ["ok", "malformed", "429", "hang", "500", "reset", "slow"]
fault = {"mode": "ok"}
stop = threading.Event()


class Fred(BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"

    def do_GET(self):
        body = json.dumps({"categories": [{"id": 1, "name": "fake", "path": self.path}]}).encode()
        self.send_response(200)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)

    def log_message(self, *args):
        pass


class Sec(BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"

    def do_GET(self):
        mode = fault["mode"]
        if mode == "hang":
            # held until the fault changes: the gateway's deadline must end the call first
            while fault["mode"] == "hang" and not stop.is_set():
                time.sleep(0.2)
            self.close_connection = True
            return
        if mode == "reset":
            self.connection.setsockopt(socket.SOL_SOCKET, socket.SO_LINGER, b"\x01\x00\x00\x00\x00\x00\x00\x00")
            self.close_connection = True
            return
        if mode == "slow":
            time.sleep(2)
        status, body, headers = 200, json.dumps({"cik": "320193", "name": "Fake", "filings": {"recent": {}}}), {}
        if mode == "malformed":
            body = '{"cik": "320193", "name":'
        elif mode == "429":
            status, body, headers = 429, "", {"Retry-After": "120"}
        elif mode == "500":
            status, body = 500, "{}"
        data = body.encode()
        self.send_response(status)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(data)))
        for k, v in headers.items():
            self.send_header(k, v)
        self.end_headers()
        self.wfile.write(data)

    def log_message(self, *args):
        pass


def serve(handler, port):
    server = ThreadingHTTPServer(("127.0.0.1", port), handler)
    server.daemon_threads = True
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return server


def config_file(workdir):
    """The shipped configuration with the free plan's limits and the fakes' rate limits lifted."""
    text = open("conf/gateway.yaml").read()
    text = re.sub(r"(requestsPerSecond|burst): \d+", r"\1: 1000000", text)
    text = re.sub(r"dailyQuota: \d+", "dailyQuota: 1000000000", text)
    text = text.replace("dispatch:\n  timeoutMs: 30000\n",
                        "dispatch:\n  timeoutMs: 30000\n  operations:\n    sec.company_submissions: {timeoutMs: 5000}\n")
    lifted = "{rateLimit: {requests: 1000000, perSeconds: 1, burst: 1000000}}"
    text += f"\nupstreams:\n  fred.fred: {lifted}\n  sec.sec_data: {lifted}\n"
    path = os.path.join(workdir, "gateway.yaml")
    open(path, "w").write(text)
    return path


def request(conn, method, path, headers=None, body=None):
    conn.request(method, path, body=body, headers=headers or {})
    response = conn.getresponse()
    return response.status, response.read()


def post_raw(path, body, headers=None):
    conn = http.client.HTTPConnection("127.0.0.1", GATEWAY_PORT, timeout=60)
    try:
        h = {"Content-Type": "application/json"}
        h.update(headers or {})
        return request(conn, "POST", path, h, body)
    finally:
        conn.close()


def post_json(path, payload, headers=None):
    return post_raw(path, json.dumps(payload), headers)


class Route:
    def __init__(self, name, healthy):
        self.name, self.healthy = name, healthy
        self.lock = threading.Lock()
        self.statuses = {}
        self.errors = 0
        self.max_ms = 0.0

    def record(self, outcome, ms, mode):
        with self.lock:
            key = (mode, outcome)
            self.statuses[key] = self.statuses.get(key, 0) + 1
            if self.healthy and outcome != 200:
                self.errors += 1
            self.max_ms = max(self.max_ms, ms)

    def total(self):
        with self.lock:
            return sum(self.statuses.values())


def worker(route, make_request):
    conn = http.client.HTTPConnection("127.0.0.1", GATEWAY_PORT, timeout=60)
    n = 0
    while not stop.is_set():
        n += 1
        method, path, headers, body = make_request(n)
        mode = fault["mode"]
        start = time.monotonic()
        try:
            status, _ = request(conn, method, path, headers, body)
            outcome = status
        except Exception as e:  # a broken connection counts, and a new one is opened
            outcome = type(e).__name__
            conn.close()
            conn = http.client.HTTPConnection("127.0.0.1", GATEWAY_PORT, timeout=60)
        route.record(outcome, (time.monotonic() - start) * 1000, mode)
    conn.close()


def hostile(lv_key, session):
    """At each switch: one batch of 19,000 tools/list, and 50 sockets that never send a request."""
    # compact, as clients send it: 958 KB, under the 1 MiB body limit
    batch = json.dumps([{"jsonrpc": "2.0", "id": i, "method": "tools/list"} for i in range(19000)], separators=(",", ":"))
    outcomes = {}
    while not stop.is_set():
        sockets = []
        for _ in range(50):
            s = socket.create_connection(("127.0.0.1", GATEWAY_PORT))
            sockets.append(s)
        start = time.monotonic()
        try:
            status, _ = post_raw("/mcp", batch, {
                "Authorization": "Bearer " + lv_key, "MCP-Session-Id": session,
                "MCP-Protocol-Version": "2025-03-26", "Accept": "application/json"})
        except Exception as e:
            status = type(e).__name__
        outcomes[status] = outcomes.get(status, 0) + 1
        outcomes.setdefault("max_ms", 0)
        outcomes["max_ms"] = max(outcomes["max_ms"], round((time.monotonic() - start) * 1000))
        stop.wait(args.switch)
        for s in sockets:
            s.close()
    return outcomes


def process_stats(pid):
    rss = 0
    for line in open(f"/proc/{pid}/status"):
        if line.startswith("VmRSS:"):
            rss = int(line.split()[1]) // 1024
    return rss, len(os.listdir(f"/proc/{pid}/fd"))


def metric(text, name):
    total = 0.0
    for line in text.splitlines():
        if line.startswith(name):
            total += float(line.rsplit(" ", 1)[1])
    return total


if __name__ == "__main__":
    parser = argparse.ArgumentParser()
    parser.add_argument("--duration", type=int, default=600)
    parser.add_argument("--switch", type=int, default=20)
    parser.add_argument("--jar", default="gateway/target/gateway.jar")
    args = parser.parse_args()

    workdir = tempfile.mkdtemp(prefix="gatehouse-soak")
    serve(Fred, FRED_PORT)
    serve(Sec, SEC_PORT)
    env = dict(os.environ, GATEHOUSE_HTTP_PORT=str(GATEWAY_PORT), GATEHOUSE_DATA_DIR=os.path.join(workdir, "data"),
               GATEHOUSE_UPSTREAM_OVERRIDES=f"api.stlouisfed.org=http://127.0.0.1:{FRED_PORT},"
                                            f"data.sec.gov=http://127.0.0.1:{SEC_PORT}",
               FRED_API_KEY="abcdefghijklmnopqrstuvwxyz123456", SEC_USER_AGENT="Gatehouse soak soak@example.com")
    java_opts = os.environ.get("JAVA_OPTS", "-Xmx1g").split()
    log = open(os.path.join(workdir, "gateway.log"), "w")
    gateway = subprocess.Popen(["java", *java_opts, "-jar", args.jar, "--config", config_file(workdir)],
                               env=env, stdout=log, stderr=subprocess.STDOUT)
    try:
        for _ in range(120):
            try:
                conn = http.client.HTTPConnection("127.0.0.1", GATEWAY_PORT, timeout=2)
                if request(conn, "GET", "/health/ready")[0] == 200:
                    break
            except OSError:
                pass
            time.sleep(1)
        lv = json.loads(post_json("/v1/keys/create", {"email": "soak@example.com"})[1])["api_key"]
        pd = json.loads(post_json("/api/v1/auth/register", {"email": "soak@example.com", "name": "Soak"})[1])["api_key"]
        init_conn = http.client.HTTPConnection("127.0.0.1", GATEWAY_PORT, timeout=10)
        init_conn.request("POST", "/mcp", json.dumps({"jsonrpc": "2.0", "id": 0, "method": "initialize", "params": {
            "protocolVersion": "2025-03-26", "capabilities": {}, "clientInfo": {"name": "soak", "version": "1"}}}),
            {"Content-Type": "application/json", "Authorization": "Bearer " + lv, "Accept": "application/json"})
        init = init_conn.getresponse()
        session = init.getheader("MCP-Session-Id")
        init.read()

        mcp_body = json.dumps({"jsonrpc": "2.0", "id": 7, "method": "tools/call", "params": {
            "name": "vat_check", "arguments": {"vat_number": "NL004495445B01", "offline": True},
            "_meta": {"io.modelcontextprotocol/protocolVersion": "2026-07-28",
                      "io.modelcontextprotocol/clientCapabilities": {},
                      "io.modelcontextprotocol/clientInfo": {"name": "soak", "version": "1"}}}})
        mcp_headers = {"Content-Type": "application/json", "Accept": "application/json, text/event-stream",
                       "Authorization": "Bearer " + lv, "MCP-Protocol-Version": "2026-07-28",
                       "Mcp-Method": "tools/call", "Mcp-Name": "vat_check"}
        pd_headers = {"X-API-Key": pd}
        run = str(int(time.time()))
        routes = {
            "fred uncached (REST)": (Route("fred uncached (REST)", True),
                                     lambda n: ("GET", f"/api/v1/fred/categories/{run}{n}", pd_headers, None)),
            "fred cached (REST)": (Route("fred cached (REST)", True),
                                   lambda n: ("GET", f"/api/v1/fred/categories/{n % 50}", pd_headers, None)),
            "vat_check (MCP)": (Route("vat_check (MCP)", True), lambda n: ("POST", "/mcp", mcp_headers, mcp_body)),
            "sec submissions (REST, faulty)": (Route("sec submissions (REST, faulty)", False),
                                               lambda n: ("GET", f"/api/v1/sec/companies/{run[-4:]}{n}/submissions",
                                                          pd_headers, None)),
        }
        threads = []
        for route, make in routes.values():
            for _ in range(3 if route.healthy else 4):
                t = threading.Thread(target=worker, args=(route, make), daemon=True)
                t.start()
                threads.append(t)
        hostile_result = {}
        h = threading.Thread(target=lambda: hostile_result.update(hostile(lv, session)), daemon=True)
        h.start()

        print(f"# soak: {args.duration} s, upstream fault switched every {args.switch} s; gateway pid {gateway.pid}, "
              f"JVM {' '.join(java_opts)}; {os.cpu_count()} cores")
        print("| t (s) | fault | RSS (MB) | open fds | requests so far | healthy-route errors |")
        print("|---|---|---|---|---|---|")
        samples = []
        started = time.monotonic()
        next_switch = started + args.switch
        next_sample = started
        index = 0
        while time.monotonic() - started < args.duration:
            now = time.monotonic()
            if now >= next_switch:
                index += 1
                fault["mode"] = FAULTS[index % len(FAULTS)]
                next_switch += args.switch
            if now >= next_sample:
                rss, fds = process_stats(gateway.pid)
                total = sum(r.total() for r, _ in routes.values())
                errors = sum(r.errors for r, _ in routes.values())
                samples.append((rss, fds))
                print(f"| {round(now - started)} | {fault['mode']} | {rss} | {fds} | {total} | {errors} |", flush=True)
                next_sample += 10
            time.sleep(0.1)
        stop.set()
        for t in threads:
            t.join(timeout=70)
        h.join(timeout=70)
        scrape = request(http.client.HTTPConnection("127.0.0.1", GATEWAY_PORT, timeout=10), "GET", "/metrics")[1].decode()

        print("\n| route | requests | errors (healthy routes) | slowest (ms) |")
        print("|---|---|---|---|")
        for route, _ in routes.values():
            print(f"| {route.name} | {route.total()} | {route.errors if route.healthy else '-'} | {round(route.max_ms)} |")
        faulty = routes["sec submissions (REST, faulty)"][0]
        print("\nFaulty route, answers by fault: " + ", ".join(
            f"{mode}/{outcome}: {count}" for (mode, outcome), count in sorted(faulty.statuses.items(), key=str)))
        print(f"Hostile batches (19,000 tools/list) by answer: {hostile_result}")
        rss = [s[0] for s in samples]
        fds = [s[1] for s in samples]
        print(f"RSS: first {rss[0]} MB, min {min(rss)}, max {max(rss)}, last {rss[-1]} MB; "
              f"open fds: first {fds[0]}, min {min(fds)}, max {max(fds)}, last {fds[-1]}")
        print("Connections closed for want of a request: "
              f"{metric(scrape, 'http_server_connections_timed_out_total'):.0f}; refused: "
              f"{metric(scrape, 'http_server_connections_refused_total'):.0f}; open at the end: "
              f"{metric(scrape, 'http_server_connections_open'):.0f}")
        healthy_errors = sum(r.errors for r, _ in routes.values())
        print(f"Healthy-route errors: {healthy_errors} (target 0)")
    finally:
        stop.set()
        gateway.terminate()
        gateway.wait(timeout=30)
        shutil.rmtree(workdir, ignore_errors=True)
