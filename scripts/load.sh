#!/usr/bin/env bash
# Load test (on demand, release build): wrk for 60 s at 128 connections on 2 threads over a mix of cached
# routes (scripts/load.lua: convert, places, weather, POI search, kinds, an offline Monaco route, a dice
# roll), then one attacker's costly requests while health is checked every 50 ms (scripts/attack.py:
# 20 MB uploads of lines and empty rows, 20 MB exports of tracks, large QR codes, rooms flooded with big rolls; fails
# when health p99 passes 50 ms), then 1,000 WebSocket clients held for 5 minutes in rooms of 4 with rolls
# flowing (scripts/load_ws.py). Fails on any socket error, timeout, non-2xx answer, dropped client or missed
# roll, or when the server's resident memory at the end of the wrk run is more than 10 % above its
# value after the warm-up. Weather comes from the local Open-Meteo stand-in (scripts/openmeteo_replay.py):
# the server never reaches the internet.
# Usage: scripts/load.sh [--smoke]   (--smoke: 10 s of wrk, 200 clients for 10 s)
# Environment: SKIP_BUILD=1 uses the release binary as built; LOAD_SECONDS (wrk, default 60),
# LOAD_WS_SECONDS (default 300), LOAD_WS_CLIENTS (default 1000), LOAD_ATTACK_SECONDS (default 60), PORT, REPLAY_PORT.
set -euo pipefail
cd "$(dirname "$0")/.."
SECONDS_WRK="${LOAD_SECONDS:-60}"
WS_SECONDS="${LOAD_WS_SECONDS:-300}"
WS_CLIENTS="${LOAD_WS_CLIENTS:-1000}"
ATTACK_SECONDS="${LOAD_ATTACK_SECONDS:-60}"
WARMUP=10
if [ "${1:-}" = "--smoke" ]; then
    SECONDS_WRK=10 WS_SECONDS=10 WS_CLIENTS=200 WARMUP=3 ATTACK_SECONDS=15
fi
PORT="${PORT:-18383}"
REPLAY_PORT="${REPLAY_PORT:-18399}"

command -v wrk >/dev/null || { echo "wrk is missing: scripts/deps.sh bench" >&2; exit 1; }
[ "${SKIP_BUILD:-0}" = 1 ] || swift build -c release --product baluchon >/dev/null
python3 -m venv .build/bench-venv
.build/bench-venv/bin/pip install -q -r Benchmarks/Rooms/requirements.txt
ulimit -n 16384 || ulimit -n "$(ulimit -Hn)"

DATA="$(mktemp -d)"
python3 scripts/openmeteo_replay.py "$REPLAY_PORT" >/dev/null 2>&1 &
REPLAY=$!
BALUCHON_OPENMETEO_URL="http://127.0.0.1:$REPLAY_PORT" BALUCHON_NOMINATIM_URL="http://127.0.0.1:9" \
    BALUCHON_OVERPASS_URL="http://127.0.0.1:9" BALUCHON_PORT="$PORT" BALUCHON_HOST=127.0.0.1 BALUCHON_DATA_DIR="$DATA" \
    BALUCHON_LOG_LEVEL=error .build/release/baluchon serve >"$DATA/server.log" 2>&1 &
SERVER=$!
trap 'kill $SERVER $REPLAY 2>/dev/null || true; wait $SERVER $REPLAY 2>/dev/null || true; rm -rf "$DATA"' EXIT
BASE="http://127.0.0.1:$PORT"
for _ in $(seq 300); do
    # Ready once healthy and the shipped Monaco region (offline routes and search) is imported.
    curl -sf "$BASE/api/v1/regions" 2>/dev/null | grep -q '"monaco"' && break
    sleep 0.2  # waiting for start-up, not measuring
done
rss() { awk '/^VmRSS:/ {printf "%.1f", $2 / 1024}' "/proc/$SERVER/status"; }
failed=0

echo "== warm-up: ${WARMUP} s of the same mix"
wrk -t2 -c128 -d"${WARMUP}s" -s scripts/load.lua "$BASE" >"$DATA/warmup.txt"
grep '^LOAD' "$DATA/warmup.txt" | sed 's/^LOAD /   warm-up /'
rss_warm=$(rss)

echo "== wrk: ${SECONDS_WRK} s, 128 connections, 2 threads"
wrk -t2 -c128 -d"${SECONDS_WRK}s" --timeout 5s -s scripts/load.lua "$BASE" >"$DATA/wrk.txt"
grep '^LOAD' "$DATA/wrk.txt" | sed 's/^LOAD /   /'
rss_end=$(rss)
read -r socket_errors timeouts < <(awk '/^LOAD socket_errors/ {print $3, $5}' "$DATA/wrk.txt")
non2xx=$(awk '/^LOAD non2xx/ {print $3}' "$DATA/wrk.txt")
growth=$(python3 -c "print(round(($rss_end - $rss_warm) / $rss_warm * 100, 1))")
echo "   RSS ${rss_warm} MiB after warm-up, ${rss_end} MiB at the end (${growth} %)"
[ "$socket_errors" = 0 ] && [ "$timeouts" = 0 ] && [ "$non2xx" = 0 ] || { echo "FAIL: errors under load" >&2; failed=1; }
python3 -c "import sys; sys.exit(0 if $growth <= 10 else 1)" || { echo "FAIL: memory grew more than 10 %" >&2; failed=1; }

echo "== attack: ${ATTACK_SECONDS} s of costly requests from one attacker, health checked every 50 ms"
.build/bench-venv/bin/python scripts/attack.py "$BASE" "$SERVER" "$ATTACK_SECONDS" || failed=1

echo "== WebSocket: ${WS_CLIENTS} clients for ${WS_SECONDS} s, rooms of 4, one roll per room every 3 s"
.build/bench-venv/bin/python scripts/load_ws.py "$BASE" "$SERVER" "$WS_SECONDS" "$WS_CLIENTS" 4 3 || failed=1
kill -0 "$SERVER" 2>/dev/null || { echo "FAIL: the server died" >&2; failed=1; }
echo "machine: $(nproc) cores, load average $(cut -d' ' -f1-3 /proc/loadavg)"
[ "$failed" = 0 ] && echo "load: OK" || echo "load: FAILED" >&2
exit "$failed"
