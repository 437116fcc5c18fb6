#!/usr/bin/env bash
# Trip packs benchmark (release build, on demand): imports Monaco and Andorra from the shared data with
# the CLI, then builds each region's pack through the toolkit, cold and warm, and prints the size of
# every part and of the tiles by zoom.
# Usage: Benchmarks/Packs/run.sh   (SKIP_BUILD=1 to reuse the release build)
set -euo pipefail
cd "$(dirname "$0")/../.."
data="${BALUCHON_SHARED_DATA:-$(pwd)/../shared/data}"
[ -d "$data/osm" ] || data=/work/shared/data
[ "${SKIP_BUILD:-0}" = 1 ] || swift build -c release --product baluchon --product PacksBenchmark
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
export BALUCHON_DATA_DIR="$work/data" BALUCHON_RATES_PROVIDERS=embedded LANG=en_US.UTF-8
for region in monaco andorra; do .build/release/baluchon region import "$data/osm/$region.osm.pbf" >/dev/null; done
.build/release/PacksBenchmark
