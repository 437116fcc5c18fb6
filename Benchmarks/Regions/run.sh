#!/usr/bin/env bash
# Regions benchmark (release build, on demand): imports Andorra with the CLI and, in the same run, runs
# Routino's planetsplitter alone on the same file as the baseline; then renders every zoom 12–18 tile of
# Monaco and Andorra (uncached, then cached) and reports resident memory with both regions loaded.
# Last, `baluchon region add andorra` end to end from a local stand-in for download.geofabrik.de (the
# catalogue fixture, the extract and its .md5 served by python3 -m http.server): download, MD5 check,
# import, and served — until a running `baluchon serve` over the same data directory answers an Andorra tile.
# Usage: Benchmarks/Regions/run.sh   (SKIP_BUILD=1 to reuse the release build; ROUNDS=3 by default;
# CONFIG=debug to time the debug build; ADD_ONLY=1 for the last part alone)
set -euo pipefail
cd "$(dirname "$0")/../.."
data="${BALUCHON_SHARED_DATA:-$(pwd)/../shared/data}"
[ -d "$data/osm" ] || data=/work/shared/data
rounds="${ROUNDS:-3}"
config="${CONFIG:-release}"
bin=".build/$config/baluchon"
[ "${SKIP_BUILD:-0}" = 1 ] || swift build -c "$config" --product baluchon --product RegionsBenchmark
work="$(mktemp -d)"
pids=()
trap 'kill "${pids[@]}" 2>/dev/null; rm -rf "$work"' EXIT
export BALUCHON_DATA_DIR="$work/data" LANG=en_US.UTF-8

add_end_to_end() {
    local mirror="$work/mirror" port=18571 server_port=18572
    mkdir -p "$mirror/europe"
    cp "$data/osm/andorra.osm.pbf" "$mirror/europe/andorra-latest.osm.pbf"
    (cd "$mirror/europe" && echo "$(md5sum <andorra-latest.osm.pbf | cut -d' ' -f1)  andorra-latest.osm.pbf" >andorra-latest.osm.pbf.md5)
    sed "s#{{BASE}}#http://127.0.0.1:$port#" Tests/Fixtures/regions/index-v1.json >"$mirror/index-v1.json"
    python3 -m http.server "$port" --bind 127.0.0.1 --directory "$mirror" >/dev/null 2>&1 &
    pids+=($!)
    export BALUCHON_REGIONS_INDEX_URL="http://127.0.0.1:$port/index-v1.json"
    BALUCHON_PORT=$server_port BALUCHON_LOG_LEVEL=error "$bin" serve >/dev/null 2>&1 &
    pids+=($!)
    until curl -sf "http://127.0.0.1:$server_port/api/v1/health" >/dev/null; do sleep 0.1; done
    local tile="http://127.0.0.1:$server_port/api/v1/tiles/14/8261/6050.svg"
    echo "round | region add andorra, download + MD5 + import s (peak MB) | until the running server draws an Andorra tile s"
    for round in $(seq 1 "$rounds"); do
        "$bin" region remove andorra >/dev/null 2>&1 || true
        [ "$(curl -s -o /dev/null -w '%{http_code}' "$tile")" = 404 ] || { echo "Andorra still served"; exit 1; }
        local start end
        start=$(date +%s.%N)
        read -r _ add_s add_mb < <(measure add "$bin" region add andorra)
        until [ "$(curl -s -o /dev/null -w '%{http_code}' "$tile")" = 200 ]; do sleep 0.01; done
        end=$(date +%s.%N)
        echo "$round | $add_s ($add_mb) | $(echo "scale=2; ($end - $start) / 1" | bc)"
    done
}

measure() { # label, command…: prints "label seconds peak-MB"
    local label="$1"
    shift
    /usr/bin/time -f "%e %M" -o "$work/time" "$@" >/dev/null 2>&1
    read -r seconds kilobytes <"$work/time"
    echo "$label $seconds $((kilobytes / 1024))"
}

if [ "${ADD_ONLY:-0}" = 1 ]; then
    "$bin" region import "$data/osm/monaco.osm.pbf" >/dev/null 2>&1 # so that the server imports nothing at its first start
    add_end_to_end
    exit 0
fi
echo "round | planetsplitter s (peak MB) | baluchon region import s (peak MB) | ratio"
for round in $(seq 1 "$rounds"); do
    rm -rf "$work/routino" && mkdir -p "$work/routino"
    read -r _ base_s base_mb < <(measure baseline planetsplitter --dir="$work/routino" --tagging=/usr/share/routino/tagging.xml "$data/osm/andorra.osm.pbf")
    read -r _ ours_s ours_mb < <(measure import "$bin" region import "$data/osm/andorra.osm.pbf")
    echo "$round | $base_s ($base_mb) | $ours_s ($ours_mb) | $(echo "scale=2; $ours_s / $base_s" | bc)"
done
"$bin" region import "$data/osm/monaco.osm.pbf" >/dev/null 2>&1
"$bin" region list
.build/"$config"/RegionsBenchmark "$@"
add_end_to_end
