#!/usr/bin/env bash
# Rooms benchmark (release build): 1,000 WebSocket clients across 100 rooms plus a 50-player room
# where 100 rolls are fanned out; delivery p50/p99 and server memory per connected client.
# Usage: Benchmarks/Rooms/run.sh [--burst]   (--burst: the 100 background rooms roll in the same instant)
set -euo pipefail
cd "$(dirname "$0")/../.."
PORT="${PORT:-18282}"
swift build -c release --product baluchon >/dev/null
python3 -m venv .build/bench-venv
.build/bench-venv/bin/pip install -q -r Benchmarks/Rooms/requirements.txt
DATA="$(mktemp -d)"
ulimit -n 8192 || true
BALUCHON_PORT="$PORT" BALUCHON_DATA_DIR="$DATA" BALUCHON_LOG_LEVEL=error .build/release/baluchon serve >"$DATA/server.log" 2>&1 &
SERVER=$!
trap 'kill $SERVER 2>/dev/null || true; wait $SERVER 2>/dev/null || true; rm -rf "$DATA"' EXIT
for _ in $(seq 100); do
    curl -sf "http://127.0.0.1:$PORT/api/v1/health" >/dev/null 2>&1 && break
    sleep 0.2  # waiting for start-up, not measuring
done
.build/bench-venv/bin/python Benchmarks/Rooms/rooms_bench.py "http://127.0.0.1:$PORT" "$SERVER" "$@"
echo "machine: $(nproc) cores, load average $(cut -d' ' -f1-3 /proc/loadavg)"
