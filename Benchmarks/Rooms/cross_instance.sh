#!/usr/bin/env bash
# Cross-instance roll delivery (release build): two instances sharing PostgreSQL (scripts/cluster.sh),
# a roller and a phone on instance 1, a phone on instance 2; delivery p50/p99 on each.
# Usage: Benchmarks/Rooms/cross_instance.sh [rolls]   (200 by default)
set -euo pipefail
cd "$(dirname "$0")/../.."
swift build -c release --product baluchon >/dev/null
python3 -m venv .build/bench-venv
.build/bench-venv/bin/pip install -q -r Benchmarks/Rooms/requirements.txt
DIR="$(mktemp -d)"
chmod 755 "$DIR"  # PostgreSQL runs as its own user when this runs as root
FIRST=18381
CLUSTER_DIR="$DIR/cluster" INSTANCES=2 CLUSTER_PORT=18380 FIRST_INSTANCE_PORT=$FIRST PG_PORT=18390 SKIP_BUILD=1 \
    BALUCHON_LOG_LEVEL=error scripts/cluster.sh >"$DIR/cluster.log" 2>&1 &
CLUSTER=$!
trap 'kill $CLUSTER 2>/dev/null || true; wait $CLUSTER 2>/dev/null || true; rm -rf "$DIR"' EXIT
for _ in $(seq 600); do
    grep -q "nginx on" "$DIR/cluster.log" && break
    kill -0 $CLUSTER 2>/dev/null || { cat "$DIR/cluster.log" >&2; exit 1; }
    sleep 0.5  # waiting for start-up, not measuring
done
.build/bench-venv/bin/python Benchmarks/Rooms/cross_instance.py "http://127.0.0.1:$FIRST" "http://127.0.0.1:$((FIRST + 1))" "$@"
echo "machine: $(nproc) cores, load average $(cut -d' ' -f1-3 /proc/loadavg)"
