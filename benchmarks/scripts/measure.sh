# Functions shared by the load scripts; source it from the repository root.
# Needs wrk (Debian package).

# start_servers JAR ENV_FILE: starts LoadServers from JAR (JAVA_OPTS adds JVM options), waits until it
# has written its settings to ENV_FILE, and loads them (GATEWAY, FLOOR, FRED, PROXY, keys, PID);
# sets SERVERS_PID. Its log goes beside ENV_FILE.
start_servers() {
  rm -f "$2"
  java -Xms512m -Xmx1g ${JAVA_OPTS:-} -cp "$1" io.gatehouse.bench.LoadServers "$2" \
    > "${2%.env}.log" 2>&1 &
  SERVERS_PID=$!
  for _ in $(seq 1 120); do [ -s "$2" ] && break; sleep 1; done
  set -a; . "$2"; set +a
}

# the server's processes: PID and its children (the fat jar's launcher starts the server's JVM as one)
tree() { echo "$PID" $(pgrep -P "$PID"); }

# the servers' CPU time (user + system) in ticks of 10 ms, over PID and its children
cpu_ticks() { local p; for p in $(tree); do awk '{print $14 + $15}' "/proc/$p/stat"; done | awk '{t += $1} END {print t}'; }

# the servers' resident memory in MiB, over PID and its children
rss_mib() { local p; for p in $(tree); do awk '/VmRSS/ {print $2}' "/proc/$p/status"; done | awk '{k += $1} END {printf "%.0f", k / 1024}'; }

# warm SECONDS SCRIPT URL: load a path without measuring it
warm() { wrk -t2 -c"${CONNECTIONS:-32}" -d"$1" -s "benchmarks/scripts/$2" "$3" > /dev/null; }

# measure SECONDS SCRIPT URL: one wrk run; prints requests/s, p50, p99 and the servers' CPU per request
measure() {
  local before out after
  before=$(cpu_ticks)
  out=$(wrk -t2 -c"${CONNECTIONS:-32}" -d"$1" --latency -s "benchmarks/scripts/$2" "$3")
  after=$(cpu_ticks)
  echo "$out" | awk -v t=$((after - before)) '
    /Requests\/sec/ {rps = $2} $1 == "50%" {p50 = $2} $1 == "99%" {p99 = $2}
    /requests in/ {n = $1} /Non-2xx|Socket errors/ {errors = errors " " $0}
    END {printf "%s req/s  p50 %s  p99 %s  server CPU per request %.1f us%s\n", rps, p50, p99, t * 10000 / n, errors}'
}

# scenario NAME: sets SCRIPT and URL of one of load.sh's rows (floor, stateless, session, direct,
# proxy, uncached, cached); call it after start_servers
scenario() {
  case $1 in
    floor) SCRIPT=floor.lua URL=$FLOOR ;;
    stateless) SCRIPT=tools-call-stateless.lua URL=$GATEWAY/mcp ;;
    session) SCRIPT=tools-call-session.lua URL=$GATEWAY/mcp ;;
    direct) SCRIPT=direct-uncached.lua URL=$FRED ;;
    proxy) SCRIPT=direct-uncached.lua URL=$PROXY ;;
    uncached) SCRIPT=rest-uncached.lua URL=$GATEWAY ;;
    cached) SCRIPT=rest-cached.lua URL=$GATEWAY ;;
    *) echo "unknown scenario $1" >&2; return 2 ;;
  esac
}

# start_gateway PORT DATA_DIR [JAR]: the fat jar as shipped (`java -jar`, its launcher and all) on the
# lifted configuration ($lifted), on a fresh data folder (its log beside it); waits until ready and
# signs a key up; sets PID and LV_KEY
start_gateway() {
  rm -rf "$2"
  GATEHOUSE_HTTP_PORT=$1 GATEHOUSE_DATA_DIR=$2 java -jar "${3:-gateway/target/gateway.jar}" --config "$lifted" \
    > "$2.log" 2>&1 &
  PID=$!
  for _ in $(seq 1 120); do curl -sf "http://127.0.0.1:$1/health/ready" > /dev/null && break; sleep 1; done
  LV_KEY=$(curl -s -X POST "http://127.0.0.1:$1/v1/keys/create" -H 'Content-Type: application/json' \
    -d '{"email":"load@example.com"}' | jq -r .api_key)
}

# the Quarkus MCP reference server (benchmarks/quarkus-ref), built once and again when its sources change
reference=benchmarks/quarkus-ref
runner=$reference/target/quarkus-app/quarkus-run.jar
build_reference() {
  if [ ! -f "$runner" ] || [ -n "$(find "$reference/pom.xml" "$reference/src" -newer "$runner" -print -quit)" ]; then
    (cd "$reference" && mvn -B -q -DskipTests package)
  fi
}

# open_session URL [AUTHORIZATION]: initialize on 2025-11-25 until the server answers (up to 120 s) and
# send initialized; sets SESSION
open_session() {
  local headers auth=()
  [ -n "${2:-}" ] && auth=(-H "Authorization: $2")
  for _ in $(seq 1 120); do
    headers=$(curl -s -D - -o /dev/null -X POST "$1" -H 'Content-Type: application/json' \
      -H 'Accept: application/json, text/event-stream' "${auth[@]}" \
      -d '{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":"2025-11-25",
        "capabilities":{},"clientInfo":{"name":"load","version":"1"}}}' || true)
    [ -n "$headers" ] && break
    sleep 1
  done
  SESSION=$(echo "$headers" | awk -F': ' 'tolower($1) == "mcp-session-id" {print $2}' | tr -d '\r')
  curl -s -o /dev/null -X POST "$1" -H 'Content-Type: application/json' "${auth[@]}" \
    -H "MCP-Session-Id: $SESSION" -H 'MCP-Protocol-Version: 2025-11-25' \
    -d '{"jsonrpc":"2.0","method":"notifications/initialized"}'
}

# check_answer: the path's answer must be vat_check's offline verdict for the load scripts' number,
# so no server is measured answering an error fast
check_answer() {
  local headers=() line
  while read -r line; do
    case $line in wrk.headers*) headers+=(-H "$(echo "$line" | sed -E 's/wrk.headers\["([^"]+)"\] = (.*)/\1: \2/;
      s/"Bearer " \.\. os.getenv\("LV_KEY"\)/"Bearer '"$LV_KEY"'"/; s/os.getenv\("SESSION"\)/"'"${SESSION:-}"'"/; s/"//g')") ;;
    esac
  done < "benchmarks/scripts/$SCRIPT"
  local body
  body=$(sed -n "/^wrk.body/,\$p" "benchmarks/scripts/$SCRIPT" | sed -E "s/^wrk.body = //; s/ *\.\.\$//; s/^ *//; s/^'//; s/'\$//" | tr -d '\n')
  curl -s -X POST "$URL" "${headers[@]}" -d "$body" | jq -e '.result.structuredContent
    | .status == "unknown" and .checksum_valid and .retry_hint.code == "offline"' > /dev/null \
    || { echo "$1 does not answer vat_check's offline verdict on $URL" >&2; exit 1; }
}
