#!/usr/bin/env bash
# Alternating A/B of builds on one path: each round starts LoadServers from each jar in turn, warms
# the path, measures two windows, and stops it, so no build runs on a heap or JIT state another left.
# Machine noise here is about ±30 % between runs: compare builds within rounds, over several rounds.
# Usage, from the repository root after building each variant's benchmarks.jar (copied aside):
#   benchmarks/scripts/ab.sh SCENARIO ROUNDS JAR_A JAR_B [...]
# SCENARIO: a row of load.sh (floor, stateless, session, direct, proxy, uncached or cached).
# WARMUP (default 40s) is each process's warm-up; JAVA_OPTS_1, JAVA_OPTS_2, ... add JVM options to
# the servers of the first, second, ... jar; ENV_1, ENV_2, ... environment assignments (NAME=value,
# space-separated), e.g. ENV_1=GATEHOUSE_PLUGINS_DIR=../before/plugins for an older build's plug-ins.
set -euo pipefail
. "$(dirname "$0")/measure.sh"
name=$1 rounds=$2
shift 2
env_file=benchmarks/target/ab.env
trap '[ -n "${SERVERS_PID:-}" ] && kill "$SERVERS_PID" 2>/dev/null || true' EXIT
for round in $(seq 1 "$rounds"); do
  jar_index=0
  for jar in "$@"; do
    jar_index=$((jar_index + 1))
    opts_var=JAVA_OPTS_$jar_index env_var=ENV_$jar_index
    for assignment in ${!env_var:-}; do export "${assignment?}"; done
    JAVA_OPTS=${!opts_var:-} start_servers "$jar" "$env_file"
    for assignment in ${!env_var:-}; do unset "${assignment%%=*}"; done
    scenario "$name"
    warm "${WARMUP:-40s}" "$SCRIPT" "$URL"
    for window in 1 2; do
      echo "round $round, jar $jar_index ($jar), window $window: $(measure 15s "$SCRIPT" "$URL")"
    done
    kill "$SERVERS_PID"; wait "$SERVERS_PID" 2>/dev/null || true
  done
done
