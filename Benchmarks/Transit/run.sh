#!/usr/bin/env bash
# Transit benchmark (release build, on demand): imports the New York subway GTFS feed (time, peak
# memory), then times journey queries by the connection scan against a plain reference scan on the
# same random queries in the same run.
# Usage: Benchmarks/Transit/run.sh [queries]   (SKIP_BUILD=1 to reuse the release build)
set -euo pipefail
cd "$(dirname "$0")/../.."
data="${BALUCHON_SHARED_DATA:-$(pwd)/../shared/data}"
[ -d "$data/gtfs" ] || data=/work/shared/data
[ "${SKIP_BUILD:-0}" = 1 ] || swift build -c release --product TransitBenchmark
.build/release/TransitBenchmark "$data/gtfs/nyc_subway_gtfs.zip" "${1:-300}"
