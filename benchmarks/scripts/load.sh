#!/usr/bin/env bash
# Load runs behind docs/benchmarks/load.md. Run from the repository root after
#   mvn -B -DskipTests package
# Needs wrk (Debian package). Usage: benchmarks/scripts/load.sh [seconds] [connections]
set -euo pipefail
seconds=${1:-20}
connections=${2:-32}
here=$(dirname "$0")
env_file=benchmarks/target/load.env
rm -f "$env_file"
java -Xms512m -Xmx1g -cp benchmarks/target/benchmarks.jar io.gatehouse.bench.LoadServers "$env_file" \
  > benchmarks/target/load-servers.log 2>&1 &
server=$!
trap 'kill $server 2>/dev/null || true' EXIT
for _ in $(seq 1 120); do [ -s "$env_file" ] && break; sleep 1; done
set -a; . "$env_file"; set +a

run() { # name url script
  echo "== $1"
  wrk -t2 -c"$connections" -d"${seconds}s" --latency -s "$here/$3" "$2" | grep -E "Requests/sec|Latency|50%|75%|90%|99%|Non-2xx|Socket errors"
}
# warm the JIT on every path first
for s in floor.lua tools-call-stateless.lua tools-call-session.lua rest-cached.lua rest-uncached.lua; do
  url=$GATEWAY; [ $s = floor.lua ] && url=$FLOOR
  [ $s = tools-call-stateless.lua ] || [ $s = tools-call-session.lua ] && url=$GATEWAY/mcp
  wrk -t2 -c"$connections" -d5s -s "$here/$s" "$url" > /dev/null
done
wrk -t2 -c"$connections" -d5s -s "$here/direct-uncached.lua" "$FRED" > /dev/null

run "floor: bare Vert.x JSON-RPC handler" "$FLOOR" floor.lua
run "tools/call stateless 2026-07-28 (vat_check offline)" "$GATEWAY/mcp" tools-call-stateless.lua
run "tools/call session 2025-11-25 (vat_check offline)" "$GATEWAY/mcp" tools-call-session.lua
run "direct to the fake FRED (baseline)" "$FRED" direct-uncached.lua
run "REST through the gateway, uncached" "$GATEWAY" rest-uncached.lua
run "REST through the gateway, cached" "$GATEWAY" rest-cached.lua
echo "== gateway process RSS"
grep -E "VmRSS|VmHWM" "/proc/$PID/status"
