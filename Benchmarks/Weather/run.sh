#!/usr/bin/env bash
# Weather benchmark (release build):
#  1. upstream spend: 100 clients refresh the same 10-city list (all at once, then 100 more in mixed
#     units and languages) → the Open-Meteo stand-in must have received exactly one request;
#  2. latency of a cached 10-city answer under wrk at 1, 4 and 16 connections, beside GET /api/v1/health
#     measured in the same run.
# Usage: Benchmarks/Weather/run.sh [seconds per wrk run, default 20]
set -euo pipefail
cd "$(dirname "$0")/../.."
DURATION="${1:-20}"
REPLAY_PORT="${REPLAY_PORT:-18099}"
PORT="${PORT:-18181}"
CONNECTIONS="${CONNECTIONS:-1 4 16}"

swift build -c release --product baluchon >/dev/null
BIN=.build/release/baluchon
DATA="$(mktemp -d)"
OUT="$(mktemp -d)"
python3 scripts/openmeteo_replay.py "$REPLAY_PORT" >/dev/null 2>&1 &
REPLAY=$!
BALUCHON_OPENMETEO_URL="http://127.0.0.1:$REPLAY_PORT" BALUCHON_PORT="$PORT" BALUCHON_DATA_DIR="$DATA" \
    BALUCHON_LOG_LEVEL=error "$BIN" serve >"$OUT/server.log" 2>&1 &
SERVER=$!
trap 'kill $SERVER $REPLAY 2>/dev/null || true; wait $SERVER $REPLAY 2>/dev/null || true; rm -rf "$DATA"' EXIT

BASE="http://127.0.0.1:$PORT"
for _ in $(seq 100); do
    curl -sf "$BASE/api/v1/health" >/dev/null 2>&1 && curl -sf "http://127.0.0.1:$REPLAY_PORT/count" >/dev/null 2>&1 && break
    sleep 0.2  # waiting for start-up, not measuring
done

# Ten cities: New York, Quimper, London, Tokyo, Sydney, Mexico City, Moscow, São Paulo, Cairo, Singapore.
PLACES="40.71,-74.01;48,-4.1;51.51,-0.13;35.69,139.69;-33.87,151.21;19.43,-99.13;55.76,37.62;-23.55,-46.63;30.04,31.24;1.29,103.85"
URL="$BASE/api/v1/weather?places=$PLACES"

echo "== upstream spend: 100 clients at once, then 100 more (imperial/metric, fr/en)"
seq 100 | xargs -P 100 -I{} curl -s -o /dev/null -w "%{http_code}\n" "$URL" >"$OUT/codes"
seq 100 | xargs -P 10 -I{} sh -c 'n={}; u=metric; l=en; [ $((n % 2)) -eq 0 ] && u=imperial; [ $((n % 3)) -eq 0 ] && l=fr;
    curl -s -o /dev/null -w "%{http_code}\n" -H "Accept-Language: $l" "'"$URL"'&units=$u"' >>"$OUT/codes"
ok=$(grep -c '^200$' "$OUT/codes" || true)
upstream=$(curl -s "http://127.0.0.1:$REPLAY_PORT/count" | python3 -c 'import json,sys; print(json.load(sys.stdin)["forecast"])')
echo "answers 200: $ok / 200; upstream requests: $upstream"

p99() { awk '/Latency Distribution/ {d=1} d && $1 == "99%" {print $2; exit}' "$1"; }
to_ms() { python3 -c 'import re,sys; v,u=re.match(r"([\d.]+)(\w+)",sys.argv[1]).groups(); print(round(float(v)*{"us":0.001,"ms":1,"s":1000}[u],3))' "$1"; }

echo "== latency of cached answers under wrk (${DURATION}s per run); baseline: GET /api/v1/health in the same run"
printf "%-12s %-14s %12s %12s %12s\n" connections endpoint "p99 (ms)" "p50 (ms)" "requests/s"
for connections in $CONNECTIONS; do
    threads=$((connections < 2 ? 1 : 2))
    for run in health weather weather-fr; do
        case $run in
            health) target="$BASE/api/v1/health"; header="Accept-Language: en" ;;
            weather) target="$URL"; header="Accept-Language: en" ;;
            weather-fr) target="$URL&units=imperial"; header="Accept-Language: fr" ;;
        esac
        wrk -t"$threads" -c"$connections" -d"${DURATION}s" --latency -H "$header" "$target" >"$OUT/$run-$connections.txt"
        p50=$(awk '/Latency Distribution/ {d=1} d && $1 == "50%" {print $2; exit}' "$OUT/$run-$connections.txt")
        printf "%-12s %-14s %12s %12s %12s\n" "$connections" "$run" "$(to_ms "$(p99 "$OUT/$run-$connections.txt")")" "$(to_ms "$p50")" \
            "$(awk '/Requests\/sec/ {print $2}' "$OUT/$run-$connections.txt")"
    done
    health=$(to_ms "$(p99 "$OUT/health-$connections.txt")")
    weather=$(to_ms "$(p99 "$OUT/weather-$connections.txt")")
    echo "   ratio at $connections connections: weather p99 / health p99 = $(python3 -c "print(round($weather / $health, 1))")×"
done
upstream_after=$(curl -s "http://127.0.0.1:$REPLAY_PORT/count" | python3 -c 'import json,sys; print(json.load(sys.stdin)["forecast"])')
echo "upstream requests after the latency runs: $upstream_after"
echo "machine: $(nproc) cores, load average $(cut -d' ' -f1-3 /proc/loadavg)"
echo "(raw wrk output in $OUT)"
