#!/usr/bin/env bash
# Runs the official MCP conformance suite against the gateway's conformance fixture:
# version 0.1.16 (active suite) and 0.2.0-alpha.12 with the 2025-11-25 and 2026-07-28
# requirement sets. Node 22 and the suites are installed with npm into a cache folder
# (nothing global). Prints the pass counts; exits non-zero when a check fails.
#
#   scripts/conformance.sh            # builds the jars first when they are missing
#   CONFORMANCE_CACHE=dir scripts/conformance.sh
set -euo pipefail

ROOT=$(cd "$(dirname "$0")/.." && pwd)
CACHE=${CONFORMANCE_CACHE:-${XDG_CACHE_HOME:-$HOME/.cache}/gatehouse-conformance}
OUT=${CONFORMANCE_OUT:-$ROOT/target/conformance}
SUITES=("0.1.16::" "0.2.0-alpha.12:2025-11-25" "0.2.0-alpha.12:2026-07-28")

install() { # install DIR SPEC: an npm package into its own folder of the cache
  if [ ! -d "$CACHE/$1/node_modules" ]; then
    mkdir -p "$CACHE/$1"
    (cd "$CACHE/$1" && npm install --no-audit --no-fund --silent "$2" >/dev/null)
  fi
}

install node22 node@22
NODE="$CACHE/node22/node_modules/.bin/node"
for suite in "${SUITES[@]}"; do install "suite-${suite%%:*}" "@modelcontextprotocol/conformance@${suite%%:*}"; done

cd "$ROOT"
if [ ! -f gateway/target/gateway.jar ] || [ ! -f plugins/conformance.jar ]; then
  mvn -B -q -DskipTests package -pl gateway,providers/conformance -am
fi

PORT=$("$NODE" -e 'const s=require("net").createServer().listen(0,"127.0.0.1",()=>{console.log(s.address().port);s.close()})')
DATA=$(mktemp -d)
mkdir -p "$OUT"
GATEHOUSE_CONFORMANCE=true GATEHOUSE_HTTP_PORT=$PORT GATEHOUSE_DATA_DIR=$DATA \
  java -jar gateway/target/gateway.jar >"$OUT/gateway.log" 2>&1 &
GATEWAY=$!
trap 'kill $GATEWAY 2>/dev/null; wait $GATEWAY 2>/dev/null || true; rm -rf "$DATA"' EXIT
for _ in $(seq 1 120); do
  curl -fs "http://127.0.0.1:$PORT/health/ready" >/dev/null 2>&1 && break
  kill -0 $GATEWAY 2>/dev/null || { cat "$OUT/gateway.log"; exit 1; }
  sleep 0.5
done
URL="http://127.0.0.1:$PORT/conformance/mcp"

failed=0
for suite in "${SUITES[@]}"; do
  version=${suite%%:*}; requirements=${suite#*:}; requirements=${requirements#:}
  name="$version${requirements:+ --requirements $requirements}"
  args=(server --url "$URL")
  [ -n "$requirements" ] && args+=(--requirements "$requirements")
  log="$OUT/${version}${requirements:+-$requirements}.log"
  set +e
  "$NODE" "$CACHE/suite-$version/node_modules/@modelcontextprotocol/conformance/dist/index.js" "${args[@]}" >"$log" 2>&1
  status=$?
  set -e
  printf '%-42s %s (exit %d)\n' "$name" "$(grep -E '^Total:' "$log" | tail -1)" "$status"
  grep -E '^Not scored' "$log" | sed 's/^/    /' || true
  [ $status -eq 0 ] || failed=1
done
echo "logs: $OUT"
exit $failed
