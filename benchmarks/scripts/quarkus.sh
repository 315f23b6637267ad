#!/usr/bin/env bash
# Gatehouse beside the Quarkus MCP reference server (benchmarks/quarkus-ref) on tools/call of
# vat_check offline, in one run: each round starts, warms, measures and stops in turn the gateway as
# shipped (the fat jar started as `java -jar`, its launcher choosing the server's JVM options, audit
# trail on; only the free plan's limits lifted, LiftedConfig), the same with GATEHOUSE_AUDIT=false and
# the reference, so none runs on a heap or JIT state another left; then the medians and the
# gateway/Quarkus ratios. RSS and CPU count the launcher and the server's JVM together.
# Run from the repository root after `mvn -B -DskipTests package`; the reference is built here once
# (mvn package in benchmarks/quarkus-ref, kept in its target/ until its sources change).
# Needs wrk and jq (Debian packages). Usage: benchmarks/scripts/quarkus.sh [rounds] [seconds]
# SCENARIO: stateless (default; the reference takes it on 2025-11-25 with auto-init, see
#   tools-call-autoinit.lua) or session (a 2025-11-25 session on both).
# SERVERS (default "gateway-shipped gateway-audit-off quarkus") picks and orders the servers of a round;
#   the ratios need all three.
# LOAD_PORT (default 18080) moves every server's port, for a run beside another one on the machine.
# WARMUP (default 40s) is each process's warm-up. GATEHOUSE_JVM_OPTIONS replaces the options the
#   gateway's launcher gives the server's JVM (README, "The JVM"); QUARKUS_JAVA_OPTS gives the reference
#   options (none by default: the JVM's own heap sizing, as `java -jar quarkus-run.jar` ships).
# PROFILE=FILE.jfr: after the first round's measured windows of the shipped gateway, a further
#   PROFILE_SECONDS (default 20) of the same load are recorded with JFR (settings=profile: CPU samples
#   and allocation samples; the shipped gateway's server JVM then keeps 256 frames a stack, its other
#   options the launcher's defaults);
#   benchmarks/scripts/jfr-packages.py summarises the file.
set -euo pipefail
. "$(dirname "$0")/measure.sh"
rounds=${1:-3} seconds=${2:-15}s
# the reference listens ten ports above the gateway (18090 unless LOAD_PORT moves the load servers)
quarkus_port=$((${LOAD_PORT:-18080} + 10))
quarkus_url=http://127.0.0.1:$quarkus_port/mcp
results=benchmarks/target/quarkus-results.txt
gateway_port=${LOAD_PORT:-18080}
lifted=benchmarks/target/lifted-gateway.yaml
# JFR keeps 64 frames of a stack by default, which cuts the gateway's deeper ones; the launcher's defaults kept
profile_options="-XX:+UseParallelGC -Xmn128m -XX:FlightRecorderOptions:stackdepth=256"

build_reference

trap '[ -n "${SERVERS_PID:-}" ] && kill "$SERVERS_PID" 2>/dev/null || true' EXIT
java -cp benchmarks/target/benchmarks.jar io.gatehouse.bench.LiftedConfig "$lifted"

# start_jar: the fat jar as shipped, on its own data folder; waits until ready and signs a key up;
# sets SERVERS_PID, PID, URL and LV_KEY
start_jar() {
  start_gateway "$gateway_port" benchmarks/target/gateway-jar-data
  SERVERS_PID=$PID
  URL=http://127.0.0.1:$gateway_port/mcp SCRIPT=tools-call-${SCENARIO:-stateless}.lua
  if [ "${SCENARIO:-stateless}" = session ]; then open_session "$URL" "Bearer $LV_KEY"; fi
}

# start_quarkus: starts the reference, waits until it answers initialize; sets SERVERS_PID, PID and SESSION
start_quarkus() {
  QUARKUS_HTTP_PORT=$quarkus_port java ${QUARKUS_JAVA_OPTS:-} -jar "$runner" > benchmarks/target/quarkus-ref.log 2>&1 &
  SERVERS_PID=$! PID=$!
  open_session "$quarkus_url"
  LV_KEY=none
}

# one window's figures as numbers: calls/s, p50 and p99 in ms, server CPU per call in µs, RSS in MiB
numbers() {
  awk '
    function ms(t) { return t ~ /us$/ ? t / 1000 : t ~ /ms$/ ? t + 0 : t * 1000 }
    {print $1, ms($4), ms($6), $11, $(NF - 1)}'
}

# median COLUMN SERVER: the median of one column of a server's windows
median() {
  awk -v s="$2" -v c="$1" '$1 == s {print $c}' "$results" | sort -g \
    | awk '{v[NR] = $1} END {print NR % 2 ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2}'
}

: > "$results"
for round in $(seq 1 "$rounds"); do
  for server in ${SERVERS:-gateway-shipped gateway-audit-off quarkus}; do
    case $server in
      gateway-shipped)
        if [ -n "${PROFILE:-}" ] && [ "$round" = 1 ]; then GATEHOUSE_JVM_OPTIONS=${GATEHOUSE_JVM_OPTIONS:-$profile_options} start_jar
        else start_jar; fi ;;
      gateway-audit-off) GATEHOUSE_AUDIT=false start_jar ;;
      quarkus) start_quarkus; URL=$quarkus_url
        if [ "${SCENARIO:-stateless}" = session ]; then SCRIPT=tools-call-session.lua; else SCRIPT=tools-call-autoinit.lua; fi ;;
    esac
    export LV_KEY SESSION
    check_answer "$server"
    warm "${WARMUP:-40s}" "$SCRIPT" "$URL"
    for window in 1 2; do
      line="$(measure "$seconds" "$SCRIPT" "$URL")  RSS $(rss_mib) MiB"
      echo "round $round, $server, window $window: $line"
      echo "$server $(echo "$line" | numbers)" >> "$results"
    done
    if [ -n "${PROFILE:-}" ] && [ "$round" = 1 ] && [ "$server" = gateway-shipped ]; then
      jvm=$(pgrep -P "$PID" || echo "$PID")
      jcmd "$jvm" JFR.start name=load settings=profile filename="$PWD/$PROFILE" > /dev/null
      warm "${PROFILE_SECONDS:-20}s" "$SCRIPT" "$URL"
      jcmd "$jvm" JFR.stop name=load > /dev/null
      echo "round $round, $server: JFR of ${PROFILE_SECONDS:-20} s more of the same load in $PROFILE"
    fi
    kill "$SERVERS_PID"; wait "$SERVERS_PID" 2>/dev/null || true
    # the audit files' deletion and write-back are the shipped run's cost, not the next server's
    rm -rf benchmarks/target/gateway-jar-data; sync; sleep 3
  done
done

echo "== medians over $rounds rounds x 2 windows (${SCENARIO:-stateless})"
for server in ${SERVERS:-gateway-shipped gateway-audit-off quarkus}; do
  echo "$server $(median 2 "$server") $(median 3 "$server") $(median 4 "$server") $(median 5 "$server") $(median 6 "$server")"
done | awk '
  {rps[$1] = $2; p99[$1] = $4; cpu[$1] = $5; rss[$1] = $6
   printf "%-18s %7.0f calls/s  p50 %5.2f ms  p99 %5.2f ms  server CPU per call %6.1f us  RSS %5.0f MiB\n", $1, $2, $3, $4, $5, $6}
  END {
    if (!rps["quarkus"]) exit
    split("gateway-shipped gateway-audit-off", gateways)
    for (i = 1; i <= 2; i++) { g = gateways[i]
      printf "%s / quarkus: calls/s %.2f, p99 %.2f, CPU per call %.2f, RSS %.2f\n", g,
        rps[g] / rps["quarkus"], p99[g] / p99["quarkus"], cpu[g] / cpu["quarkus"], rss[g] / rss["quarkus"] }
  }'
