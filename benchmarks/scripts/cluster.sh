#!/usr/bin/env bash
# Standalone against one-, two- and three-node clusters in one run (docs/benchmarks/cluster.md):
# calls/s and the nodes' CPU per call of tools/call vat_check (offline), load through every node.
# Every configuration runs the fat jar as shipped, on the same PostgreSQL for keys and the audit
# trail, the free plan's limits lifted (the run measures the path, and the shared limits' cost, not
# the quota). Run from the repository root after `mvn -B -DskipTests package`; needs wrk and psql.
# Usage: benchmarks/scripts/cluster.sh [seconds] [connections] [configurations]
#   configurations: default "standalone 1 2 3"; JAVA_OPTS adds JVM options to every node, JAR names
#   another build's fat jar (e.g. an earlier one copied aside, to compare).
set -euo pipefail
seconds=${1:-15}
connections=${2:-32}
configurations=${3:-standalone 1 2 3}
warmup=${WARMUP:-20}
db=${BENCH_DATABASE:-gatehouse_bench}
work=benchmarks/target/cluster
mkdir -p "$work"
psql -h 127.0.0.1 -U postgres -Atc "SELECT 1 FROM pg_database WHERE datname = '$db'" | grep -q 1 \
  || psql -h 127.0.0.1 -U postgres -qc "CREATE DATABASE $db"
# the free plan's call and request buckets lifted
sed -e '/^  free:/,/^  # e.g./{s/requestsPerSecond: [0-9]*/requestsPerSecond: 1000000000/;s/burst: [0-9]*/burst: 1000000000/;s/dailyQuota: [0-9]*/dailyQuota: 1000000000000/}' \
  conf/gateway.yaml > "$work/gateway.yaml"
grep -q "requestsPerSecond: 1000000000" "$work/gateway.yaml"

PIDS=()
trap 'for p in "${PIDS[@]:-}"; do [ -n "$p" ] && kill "$p" 2>/dev/null || true; done' EXIT

# start_nodes COUNT CLUSTERED: COUNT gateway processes on HTTP ports 18180.., Hazelcast 18701..
start_nodes() {
  local count=$1 clustered=$2 members="" i
  for i in $(seq 1 "$count"); do members="$members${members:+,}127.0.0.1:$((18700 + i))"; done
  PIDS=()
  for i in $(seq 1 "$count"); do
    rm -rf "$work/node$i"
    env GATEHOUSE_HTTP_PORT=$((18180 + i)) GATEHOUSE_DATA_DIR="$work/node$i" GATEHOUSE_STORE=postgres \
      GATEHOUSE_PG_URI="postgresql://postgres@127.0.0.1:5432/$db" GATEHOUSE_CLUSTER="$clustered" \
      GATEHOUSE_CLUSTER_NAME="bench-$$" GATEHOUSE_CLUSTER_HOST=127.0.0.1 GATEHOUSE_CLUSTER_PORT=$((18700 + i)) \
      GATEHOUSE_CLUSTER_MEMBERS="$members" \
      java -Xms512m -Xmx1g ${JAVA_OPTS:-} -jar "${JAR:-gateway/target/gateway.jar}" --config "$work/gateway.yaml" \
      > "$work/node$i.log" 2>&1 &
    PIDS+=($!)
  done
  for i in $(seq 1 "$count"); do
    for _ in $(seq 1 120); do
      [ "$(curl -s -o /dev/null -w '%{http_code}' "http://127.0.0.1:$((18180 + i))/health/ready")" = 200 ] && break
      sleep 1
    done
  done
}

stop_nodes() {
  for p in "${PIDS[@]}"; do kill "$p" 2>/dev/null || true; done
  for p in "${PIDS[@]}"; do wait "$p" 2>/dev/null || true; done
  PIDS=()
}

cpu_ticks() { local sum=0 p; for p in "${PIDS[@]}"; do sum=$((sum + $(awk '{print $14 + $15}' "/proc/$p/stat"))); done; echo $sum; }

# load SECONDS: wrk against every node at once, the connections split between them; prints the
# requests served in all and any non-2xx answers
load() {
  local count=${#PIDS[@]} i out=()
  for i in $(seq 1 "$count"); do
    wrk -t1 -c$((connections / count)) -d"$1"s -s benchmarks/scripts/tools-call-stateless.lua \
      "http://127.0.0.1:$((18180 + i))/mcp" > "$work/wrk$i.txt" &
    out+=($!)
  done
  for p in "${out[@]}"; do wait "$p"; done
  cat "$work"/wrk*.txt | awk '/requests in/ {n += $1} /Non-2xx/ {bad += $4} END {print n + 0, bad + 0}'
}

for configuration in $configurations; do
  rm -f "$work"/wrk*.txt
  if [ "$configuration" = standalone ]; then start_nodes 1 false; label="standalone"
  else start_nodes "$configuration" true; label="cluster of $configuration"; fi
  LV_KEY=$(curl -s -X POST -H 'Content-Type: application/json' -d "{\"email\":\"bench-$RANDOM-$$@example.com\"}" \
    http://127.0.0.1:18181/v1/keys/create | sed -E 's/.*"api_key":"([^"]+)".*/\1/')
  export LV_KEY
  load "$warmup" > /dev/null
  rm -f "$work"/wrk*.txt
  before=$(cpu_ticks)
  read -r served bad < <(load "$seconds")
  after=$(cpu_ticks)
  awk -v label="$label" -v n="$served" -v bad="$bad" -v s="$seconds" -v t=$((after - before)) 'BEGIN {
    printf "%-18s %9.0f calls/s  nodes CPU per call %6.1f us  non-2xx %d\n", label, n / s, t * 10000 / n, bad }'
  stop_nodes
done
