#!/usr/bin/env bash
# Regions benchmark (release build, on demand): imports Andorra with the CLI and, in the same run, runs
# Routino's planetsplitter alone on the same file as the baseline; then renders every zoom 12–18 tile of
# Monaco and Andorra (uncached, then cached) and reports resident memory with both regions loaded.
# Usage: Benchmarks/Regions/run.sh   (SKIP_BUILD=1 to reuse the release build; ROUNDS=3 by default)
set -euo pipefail
cd "$(dirname "$0")/../.."
data="${BALUCHON_SHARED_DATA:-$(pwd)/../shared/data}"
[ -d "$data/osm" ] || data=/work/shared/data
rounds="${ROUNDS:-3}"
[ "${SKIP_BUILD:-0}" = 1 ] || swift build -c release --product baluchon --product RegionsBenchmark
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
export BALUCHON_DATA_DIR="$work/data" LANG=en_US.UTF-8

measure() { # label, command…: prints "label seconds peak-MB"
    local label="$1"
    shift
    /usr/bin/time -f "%e %M" -o "$work/time" "$@" >/dev/null 2>&1
    read -r seconds kilobytes <"$work/time"
    echo "$label $seconds $((kilobytes / 1024))"
}

echo "round | planetsplitter s (peak MB) | baluchon region import s (peak MB) | ratio"
for round in $(seq 1 "$rounds"); do
    rm -rf "$work/routino" && mkdir -p "$work/routino"
    read -r _ base_s base_mb < <(measure baseline planetsplitter --dir="$work/routino" --tagging=/usr/share/routino/tagging.xml "$data/osm/andorra.osm.pbf")
    read -r _ ours_s ours_mb < <(measure import .build/release/baluchon region import "$data/osm/andorra.osm.pbf")
    echo "$round | $base_s ($base_mb) | $ours_s ($ours_mb) | $(echo "scale=2; $ours_s / $base_s" | bc)"
done
.build/release/baluchon region import "$data/osm/monaco.osm.pbf" >/dev/null 2>&1
.build/release/baluchon region list
.build/release/RegionsBenchmark "$@"
