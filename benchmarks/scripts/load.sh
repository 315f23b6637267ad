#!/usr/bin/env bash
# Load runs behind docs/benchmarks/load.md. Run from the repository root after
#   mvn -B -DskipTests package
# Needs wrk (Debian package). Usage: benchmarks/scripts/load.sh [seconds] [connections]
# JAVA_OPTS adds JVM options to the servers' process.
set -euo pipefail
. "$(dirname "$0")/measure.sh"
seconds=${1:-20}s
CONNECTIONS=${2:-32}
start_servers benchmarks/target/benchmarks.jar benchmarks/target/load.env
trap 'kill $SERVERS_PID 2>/dev/null || true' EXIT
# each scenario is warmed on its own path first and measured right after, so no scenario runs on a
# heap another one has filled
run() { # scenario warm-up title
  scenario "$1"
  warm "$2" "$SCRIPT" "$URL"
  echo "== $3"
  echo "  $(measure "$seconds" "$SCRIPT" "$URL")"
}
run floor 10s "floor: bare Vert.x JSON-RPC handler"
# the first gateway path pays for most of the gateway's JIT: it gets the longest warm-up
run stateless 60s "tools/call stateless 2026-07-28 (vat_check offline)"
run session 20s "tools/call session 2025-11-25 (vat_check offline)"
run direct 10s "direct to the fake FRED (baseline)"
# the reference for added latency: a bare Vert.x proxy in front of the same fake FRED
run proxy 10s "bare Vert.x proxy to the fake FRED"
# the upstream path's JIT takes longest to settle
run uncached 30s "REST through the gateway, uncached"
run cached 10s "REST through the gateway, cached"
echo "== gateway process RSS"
grep -E "VmRSS|VmHWM" "/proc/$PID/status"
