#!/usr/bin/env bash
# Servers side by side on tools/call of vat_check offline, measured in interleaved windows: each is
# started once and warmed, then every round measures one short window of each in turn, the order
# rotated from round to round, while the others wait without load. The machine's drift (windows here
# move by ±8 % minute to minute, and more from run to run) then falls on all of them alike, which
# rounds of starting and stopping each server (quarkus.sh) do not give.
# Servers (SERVERS, default "shipped audit-off quarkus"):
#   shipped    the fat jar as shipped (`java -jar`, its launcher's options; only the free plan's limits
#              lifted, LiftedConfig), audit trail on
#   audit-off  the same with GATEHOUSE_AUDIT=false
#   quarkus    the Quarkus MCP 1.13 reference (benchmarks/quarkus-ref, built here once), no JVM options
#              unless QUARKUS_JAVA_OPTS gives some
# A gateway server may name another build's fat jar after an @ (shipped@before.jar audit-off@before.jar):
# an A/B of two builds, each with its own trail's cost, in one run.
# Prints every window, each server's medians and RSS after the run, and for each pair of servers the
# ratio of their calls/s round by round: median, mean and a 95 % interval of the mean (t over rounds).
# Run from the repository root after `mvn -B -DskipTests package`. Needs wrk and jq.
# Usage: benchmarks/scripts/interleave.sh [rounds] [seconds]   (default 20 rounds of 6 s windows)
# WARMUP (default 30s) warms each server; LOAD_PORT (default 18080) is the first server's port.
set -euo pipefail
. "$(dirname "$0")/measure.sh"
rounds=${1:-20} seconds=${2:-6}s
servers=(${SERVERS:-shipped audit-off quarkus})
lifted=benchmarks/target/lifted-gateway.yaml
results=benchmarks/target/interleave-results.txt
pids=()
trap 'for p in "${pids[@]}"; do kill "$p" 2>/dev/null || true; done' EXIT
java -cp benchmarks/target/benchmarks.jar io.gatehouse.bench.LiftedConfig "$lifted"
case " ${servers[*]} " in *" quarkus "*) build_reference ;; esac

# the name of a server's variables: its name with letters and digits only
var() { echo "$1" | tr -c 'A-Za-z0-9\n' _; }

# start SERVER PORT: starts a server and waits until it answers; sets <var>_pid, _url, _key, _script, _session
start() {
  local name=${1%%@*} port=$2 jar=gateway/target/gateway.jar var data
  var=$(var "$1") data=benchmarks/target/interleave-$var
  case $1 in *@*) jar=${1#*@} ;; esac
  SESSION= LV_KEY=none
  case $name in
    shipped|audit-off)
      if [ "$name" = audit-off ]; then export GATEHOUSE_AUDIT=false; fi
      start_gateway "$port" "$data" "$jar"
      pids+=("$PID")
      unset GATEHOUSE_AUDIT
      SCRIPT=tools-call-stateless.lua ;;
    quarkus)
      QUARKUS_HTTP_PORT=$port java ${QUARKUS_JAVA_OPTS:-} -jar "$runner" > "$data.log" 2>&1 &
      pids+=($!)
      PID=$!
      open_session "http://127.0.0.1:$port/mcp"
      SCRIPT=tools-call-autoinit.lua ;;
    *) echo "unknown server $name" >&2; exit 2 ;;
  esac
  URL=http://127.0.0.1:$port/mcp
  export LV_KEY SESSION
  check_answer "$name"
  printf -v "${var}_pid" %s "$PID"
  printf -v "${var}_url" %s "$URL"
  printf -v "${var}_key" %s "$LV_KEY"
  printf -v "${var}_script" %s "$SCRIPT"
  printf -v "${var}_session" %s "$SESSION"
}

# use SERVER: points PID, URL, SCRIPT, LV_KEY and SESSION at a started server
use() {
  local var v
  var=$(var "$1")
  for v in pid url key script session; do local ref=${var}_$v; printf -v "$v" %s "${!ref}"; done
  PID=$pid URL=$url SCRIPT=$script LV_KEY=$key SESSION=$session
  export LV_KEY SESSION
}

port=${LOAD_PORT:-18080}
# what an earlier run wrote is deleted and written back before this one starts
rm -rf benchmarks/target/interleave-*/
sync
for name in "${servers[@]}"; do start "$name" "$port"; port=$((port + 1)); done
for name in "${servers[@]}"; do use "$name"; warm "${WARMUP:-30s}" "$SCRIPT" "$URL"; done

: > "$results"
count=${#servers[@]}
for round in $(seq 1 "$rounds"); do
  for i in $(seq 0 $((count - 1))); do
    name=${servers[$(((i + round) % count))]}
    use "$name"
    line=$(measure "$seconds" "$SCRIPT" "$URL")
    echo "round $round, $name: $line"
    echo "$round $name $(echo "$line" | awk '
      function ms(t) { return t ~ /us$/ ? t / 1000 : t ~ /ms$/ ? t + 0 : t * 1000 }
      {print $1, ms($4), ms($6), $11}')" >> "$results"
  done
done

echo "== medians over $rounds rounds of ${seconds} windows; RSS after the run"
for name in "${servers[@]}"; do
  use "$name"
  awk -v s="$name" -v rss="$(rss_mib)" '
    function median(a, n,   i, j, x) {
      for (i = 2; i <= n; i++) for (j = i; j > 1 && a[j - 1] > a[j]; j--) { x = a[j]; a[j] = a[j - 1]; a[j - 1] = x }
      return n % 2 ? a[(n + 1) / 2] : (a[n / 2] + a[n / 2 + 1]) / 2
    }
    $2 == s {n++; r[n] = $3; p50[n] = $4; p99[n] = $5; cpu[n] = $6}
    END {printf "%-10s %7.0f calls/s  p50 %5.2f ms  p99 %5.2f ms  server CPU per call %5.1f us  RSS %4d MiB\n",
      s, median(r, n), median(p50, n), median(p99, n), median(cpu, n), rss}' "$results"
done

echo "== ratios of calls/s, round by round"
# shipped against audit-off of the same build, and each gateway against the reference
for a in "${servers[@]}"; do
  for b in "${servers[@]}"; do
    case "${a%%@*}/${b%%@*}" in
      shipped/audit-off) [ "${a#shipped}" = "${b#audit-off}" ] || continue ;;
      shipped/quarkus|audit-off/quarkus) ;;
      *) continue ;;
    esac
    awk -v a="$a" -v b="$b" '
      $2 == a {x[$1] = $3} $2 == b {y[$1] = $3}
      END {
        for (k in x) if (k in y) { n++; r[n] = x[k] / y[k]; sum += r[n] }
        mean = sum / n
        for (i = 1; i <= n; i++) ss += (r[i] - mean) ^ 2
        se = n > 1 ? sqrt(ss / (n - 1) / n) : 0  # one round has no interval
        # two-sided 95 % t quantiles for 1..30 degrees of freedom, then the normal one
        split("12.71 4.30 3.18 2.78 2.57 2.45 2.36 2.31 2.26 2.23 2.20 2.18 2.16 2.14 2.13 2.12 2.11 2.10 2.09 2.09 2.08 2.07 2.07 2.06 2.06 2.06 2.05 2.05 2.05 2.04", t, " ")
        q = n - 1 <= 30 ? t[n - 1] : 1.96
        for (i = 2; i <= n; i++) for (j = i; j > 1 && r[j - 1] > r[j]; j--) { v = r[j]; r[j] = r[j - 1]; r[j - 1] = v }
        median = n % 2 ? r[(n + 1) / 2] : (r[n / 2] + r[n / 2 + 1]) / 2
        printf "%s / %s: median %.3f, mean %.3f (95 %% interval %.3f to %.3f) over %d rounds\n", a, b, median, mean,
          mean - q * se, mean + q * se, n
      }' "$results"
  done
done
