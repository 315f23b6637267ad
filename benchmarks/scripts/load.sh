#!/usr/bin/env bash
# Load runs behind docs/benchmarks/load.md. Run from the repository root after
#   mvn -B -DskipTests package
# Needs wrk (Debian package). Usage: benchmarks/scripts/load.sh [seconds] [connections]
# JAVA_OPTS adds JVM options to the servers' process.
set -euo pipefail
seconds=${1:-20}
connections=${2:-32}
here=$(dirname "$0")
env_file=benchmarks/target/load.env
rm -f "$env_file"
java -Xms512m -Xmx1g ${JAVA_OPTS:-} -cp benchmarks/target/benchmarks.jar io.gatehouse.bench.LoadServers "$env_file" \
  > benchmarks/target/load-servers.log 2>&1 &
server=$!
trap 'kill $server 2>/dev/null || true' EXIT
for _ in $(seq 1 120); do [ -s "$env_file" ] && break; sleep 1; done
set -a; . "$env_file"; set +a

cpu_ticks() { awk '{print $14 + $15}' "/proc/$PID/stat"; }
run() { # name url script
  echo "== $1"
  local before out after
  before=$(cpu_ticks)
  out=$(wrk -t2 -c"$connections" -d"${seconds}s" --latency -s "$here/$3" "$2")
  after=$(cpu_ticks)
  echo "$out" | grep -E "Requests/sec|Latency|50%|75%|90%|99%|Non-2xx|Socket errors"
  # CPU of the servers' JVM (user + system) per request; ticks are 10 ms
  echo "$out" | awk -v t=$((after - before)) '/requests in/ {printf "  server CPU per request: %.1f us\n", t * 10000 / $1}'
}
# each scenario is warmed on its own path first (the upstream path's JIT takes longest to settle)
# and measured right after, so no scenario runs on a heap another one has filled
warm() { wrk -t2 -c"$connections" -d"$1" -s "$here/$2" "$3" > /dev/null; }
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
