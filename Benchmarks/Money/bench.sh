#!/usr/bin/env bash
# Money benchmark: GET /api/v1/convert of the release server under wrk (64 connections), against a bare
# Hummingbird route (Benchmarks/Money/Baseline) measured in the same run, rounds alternating.
# Prints a Markdown table for docs/BENCHMARKS.md.
# Usage: Benchmarks/Money/bench.sh   (env: DURATION=15s CONNECTIONS=64 ROUNDS=3 THREADS=2 SKIP_BUILD=1)
set -euo pipefail
cd "$(dirname "$0")/../.."
scripts/deps.sh bench

duration="${DURATION:-15s}"
connections="${CONNECTIONS:-64}"
rounds="${ROUNDS:-3}"
threads="${THREADS:-2}"
if [ -z "${SKIP_BUILD:-}" ]; then
    swift build -c release --product baluchon
    swift build -c release --product MoneyBenchBaseline
fi

free_port() { python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])'; }
app_port=$(free_port)
base_port=$(free_port)
data_dir=$(mktemp -d)
pids=()
cleanup() {
    for pid in "${pids[@]}"; do kill "$pid" 2>/dev/null || true; done
    rm -rf "$data_dir"
}
trap cleanup EXIT

# Offline and quiet: embedded rates only (no upstream during the run), no per-request log lines.
BALUCHON_PORT=$app_port BALUCHON_DATA_DIR=$data_dir BALUCHON_LOG_LEVEL=warning BALUCHON_RATES_PROVIDERS=embedded \
    .build/release/baluchon serve > "$data_dir/server.log" 2>&1 &
pids+=($!)
BASELINE_PORT=$base_port .build/release/MoneyBenchBaseline > "$data_dir/baseline.log" 2>&1 &
pids+=($!)

convert_url="http://127.0.0.1:$app_port/api/v1/convert?from=EUR&to=USD&amount=100"
bare_url="http://127.0.0.1:$base_port/bare"
# The same server's trivial route: separates the convert handler's cost from Baluchon's middleware.
health_url="http://127.0.0.1:$app_port/api/v1/health"
for url in "$convert_url" "$bare_url"; do
    for _ in $(seq 1 100); do curl -fs -o /dev/null "$url" && break; sleep 0.2; done
    curl -fs -o /dev/null "$url" || { echo "not answering: $url" >&2; cat "$data_dir"/*.log >&2; exit 1; }
done
curl -fs "$convert_url"; echo

# One wrk run: prints "<requests per second> <p99 in ms>".
measure() {
    wrk -t"$threads" -c"$connections" -d"$duration" --latency "$1" | awk '
        /Requests\/sec/ { rps = $2 }
        $1 == "99%" { v = $2; if (v ~ /us$/) { sub(/us$/, "", v); v /= 1000 } else if (v ~ /ms$/) { sub(/ms$/, "", v) } else if (v ~ /s$/) { sub(/s$/, "", v); v *= 1000 }; p99 = v }
        END { printf "%.0f %.2f\n", rps, p99 }'
}

wrk -t"$threads" -c"$connections" -d3s "$bare_url" > /dev/null
wrk -t"$threads" -c"$connections" -d3s "$convert_url" > /dev/null
echo "load average before measuring: $(cut -d' ' -f1-3 /proc/loadavg)"

echo "| round | bare route req/s (p99 ms) | /api/v1/health req/s (p99 ms) | /api/v1/convert req/s (p99 ms) | convert ÷ bare | convert ÷ health |"
echo "|---|---|---|---|---|---|"
ratios=()
for round in $(seq 1 "$rounds"); do
    read -r bare_rps bare_p99 < <(measure "$bare_url")
    read -r health_rps health_p99 < <(measure "$health_url")
    read -r conv_rps conv_p99 < <(measure "$convert_url")
    ratio=$(awk -v a="$conv_rps" -v b="$bare_rps" 'BEGIN { printf "%.2f", a / b }')
    same=$(awk -v a="$conv_rps" -v b="$health_rps" 'BEGIN { printf "%.2f", a / b }')
    ratios+=("$ratio")
    echo "| $round | $bare_rps ($bare_p99) | $health_rps ($health_p99) | $conv_rps ($conv_p99) | $ratio | $same |"
done
printf '%s\n' "${ratios[@]}" | sort -n | awk '{ a[NR] = $1 } END { printf "median ratio: %s (%d rounds, %s each, %d connections, %d wrk threads)\n", a[int((NR + 1) / 2)], NR, "'"$duration"'", '"$connections"', '"$threads"' }'
