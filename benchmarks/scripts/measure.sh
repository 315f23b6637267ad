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
