#!/usr/bin/env bash
# The issue's batch against the shipped gateway: 19,000 tools/list in one 2025-03-26 batch (958 KB),
# with a ping sent while it is in progress. Prints each answer's status, time and size, and the
# gateway's RSS (VmRSS) and peak RSS since its start (VmHWM) before and after. Then a batch at the
# limit (50 tools/list), which is answered.
# Usage, from the repository root after `mvn -B -DskipTests package`: benchmarks/scripts/batch-rss.sh
# JAVA_OPTS adds JVM options (none by default: the gateway as `java -jar` runs it).
set -euo pipefail
port=${PORT:-19180}
base=http://127.0.0.1:$port
work=$(mktemp -d)
GATEHOUSE_HTTP_PORT=$port GATEHOUSE_DATA_DIR=$work/data java ${JAVA_OPTS:-} -jar gateway/target/gateway.jar \
  > "$work/gateway.log" 2>&1 &
pid=$!
trap 'kill $pid 2>/dev/null; wait $pid 2>/dev/null; rm -rf "$work"' EXIT
until curl -sf "$base/health/ready" > /dev/null; do sleep 1; done

key=$(curl -s -X POST "$base/v1/keys/create" -H 'Content-Type: application/json' -d '{"email":"batch@example.com"}' \
  | python3 -c 'import json, sys; print(json.load(sys.stdin)["api_key"])')
sid=$(curl -s -D - -o /dev/null "$base/mcp" -H "Authorization: Bearer $key" -H 'Content-Type: application/json' \
  -H 'Accept: application/json' -d '{"jsonrpc":"2.0","id":0,"method":"initialize","params":{"protocolVersion":
  "2025-03-26","capabilities":{},"clientInfo":{"name":"batch","version":"1"}}}' \
  | awk -F': ' 'tolower($1) == "mcp-session-id" {print $2}' | tr -d '\r')
# mcp BODY OUT: one POST in the session; prints status, seconds and bytes of the answer
mcp() {
  curl -s -o "$2" -w '%{http_code}, %{time_total} s, %{size_download} bytes' "$base/mcp" \
    -H "Authorization: Bearer $key" -H "MCP-Session-Id: $sid" -H 'MCP-Protocol-Version: 2025-03-26' \
    -H 'Content-Type: application/json' -H 'Accept: application/json' --data-binary "$1"
}
rss() { awk '/^VmRSS|^VmHWM/ {printf "%s %d MB  ", $1, $2 / 1024}' "/proc/$pid/status"; }
batch() { python3 -c "import json; print(json.dumps([{'jsonrpc': '2.0', 'id': i, 'method': 'tools/list'} for i in range($1)], separators=(',', ':')))"; }

# the path warmed with single calls first
for _ in $(seq 1 200); do mcp '{"jsonrpc":"2.0","id":1,"method":"tools/list"}' /dev/null > /dev/null; done
echo "one tools/list: $(mcp '{"jsonrpc":"2.0","id":1,"method":"tools/list"}' /dev/null)"
echo "before: $(rss)"
batch 19000 > "$work/batch.json"
echo "batch of 19,000: $(wc -c < "$work/batch.json") bytes"
(sleep 0.02; echo "ping sent during it: $(mcp '{"jsonrpc":"2.0","id":2,"method":"ping"}' /dev/null)") &
echo "batch of 19,000 answered: $(mcp "@$work/batch.json" "$work/answer.json")"
wait $!
echo "its answer: $(cat "$work/answer.json")"
echo "after: $(rss)"
batch 50 > "$work/batch50.json"
echo "batch of 50 answered: $(mcp "@$work/batch50.json" "$work/answer50.json")"
echo "after it: $(rss)"
