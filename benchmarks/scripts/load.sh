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
run() { echo "== $1"; echo "  $(measure "$seconds" "$3" "$2")"; }
# each scenario is warmed on its own path first (the upstream path's JIT takes longest to settle)
# and measured right after, so no scenario runs on a heap another one has filled
warm 10s floor.lua "$FLOOR"
run "floor: bare Vert.x JSON-RPC handler" "$FLOOR" floor.lua
# the first gateway path pays for most of the gateway's JIT: it gets the longest warm-up
warm 60s tools-call-stateless.lua "$GATEWAY/mcp"
run "tools/call stateless 2026-07-28 (vat_check offline)" "$GATEWAY/mcp" tools-call-stateless.lua
warm 20s tools-call-session.lua "$GATEWAY/mcp"
run "tools/call session 2025-11-25 (vat_check offline)" "$GATEWAY/mcp" tools-call-session.lua
warm 10s direct-uncached.lua "$FRED"
run "direct to the fake FRED (baseline)" "$FRED" direct-uncached.lua
# the reference for added latency: a bare Vert.x proxy in front of the same fake FRED
warm 10s direct-uncached.lua "$PROXY"
run "bare Vert.x proxy to the fake FRED" "$PROXY" direct-uncached.lua
warm 30s rest-uncached.lua "$GATEWAY"
run "REST through the gateway, uncached" "$GATEWAY" rest-uncached.lua
warm 10s rest-cached.lua "$GATEWAY"
run "REST through the gateway, cached" "$GATEWAY" rest-cached.lua
echo "== gateway process RSS"
grep -E "VmRSS|VmHWM" "/proc/$PID/status"
