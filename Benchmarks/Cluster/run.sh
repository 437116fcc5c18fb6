#!/usr/bin/env bash
# Saved-list writes (wrk) and room rolls (WebSocket) on the release build: one instance on SQLite (the
# baseline, in the same run), then one, two and three instances on PostgreSQL behind nginx
# (scripts/cluster.sh). Usage: Benchmarks/Cluster/run.sh   (SECONDS_EACH=15 CONNECTIONS=32 ROOMS=100)
set -euo pipefail
cd "$(dirname "$0")/../.."
SECONDS_EACH=${SECONDS_EACH:-15}
CONNECTIONS=${CONNECTIONS:-32}
ROOMS=${ROOMS:-100}
[ "${SKIP_BUILD:-0}" = 1 ] || swift build -c release --product baluchon >/dev/null
scripts/deps.sh bench
python3 -m venv .build/bench-venv
.build/bench-venv/bin/pip install -q -r Benchmarks/Rooms/requirements.txt
ulimit -n 8192 || true
DIR="$(mktemp -d)"
chmod 755 "$DIR"  # PostgreSQL runs as its own user when this runs as root
STARTED=()
trap 'for pid in "${STARTED[@]}"; do kill "$pid" 2>/dev/null || true; wait "$pid" 2>/dev/null || true; done; rm -rf "$DIR"' EXIT

measure() {  # $1: label, $2: base URL
    echo "== $1"
    wrk -t2 -c"$CONNECTIONS" -d"${SECONDS_EACH}s" -s Benchmarks/Cluster/lists.lua "$2" | grep '^lists:'
    PYTHONPATH=Benchmarks/Rooms .build/bench-venv/bin/python Benchmarks/Cluster/rolls.py "$2" "$ROOMS" "$SECONDS_EACH"
}

wait_for() {  # $1: URL, $2: pid
    for _ in $(seq 600); do
        curl -sf "$1/api/v1/health" >/dev/null 2>&1 && return 0
        kill -0 "$2" 2>/dev/null || return 1
        sleep 0.5  # waiting for start-up, not measuring
    done
    return 1
}

BALUCHON_PORT=18480 BALUCHON_DATA_DIR="$DIR/sqlite" BALUCHON_LOG_LEVEL=error .build/release/baluchon serve >"$DIR/sqlite.log" 2>&1 &
STARTED+=($!)
wait_for http://127.0.0.1:18480 $! || { cat "$DIR/sqlite.log"; exit 1; }
measure "SQLite, one instance (baseline)" http://127.0.0.1:18480
kill "${STARTED[0]}"; wait "${STARTED[0]}" 2>/dev/null || true

for n in 1 2 3; do
    CLUSTER_DIR="$DIR/cluster-$n" INSTANCES=$n CLUSTER_PORT=18490 FIRST_INSTANCE_PORT=18491 PG_PORT=18499 SKIP_BUILD=1 \
        BALUCHON_LOG_LEVEL=error scripts/cluster.sh >"$DIR/cluster-$n.log" 2>&1 &
    cluster=$!
    STARTED+=($cluster)
    for _ in $(seq 600); do
        grep -q "nginx on" "$DIR/cluster-$n.log" && break
        kill -0 $cluster 2>/dev/null || { cat "$DIR/cluster-$n.log" >&2; exit 1; }
        sleep 0.5  # waiting for start-up, not measuring
    done
    measure "PostgreSQL, $n instance(s) behind nginx" http://127.0.0.1:18490
    kill $cluster; wait $cluster 2>/dev/null || true
done
echo "machine: $(nproc) cores, load average $(cut -d' ' -f1-3 /proc/loadavg)"
