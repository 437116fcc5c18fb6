#!/usr/bin/env bash
# GeoNames zip benchmark (release build, on demand): the largest GeoNames dump of the shared data, cities500, read
# as GeoNames publishes it in gzip and in zip (the zip made here from the same text by Python's zipfile at the
# default level), each in its own process so that each peak memory is its own. Usage: Benchmarks/GeoNamesZip/run.sh [rounds]
set -euo pipefail
cd "$(dirname "$0")/../.."
data="${BALUCHON_DATA:-../../shared/data}/geonames/cities500.txt.gz"
[ -f "$data" ] || data=/work/shared/data/geonames/cities500.txt.gz
[ "${SKIP_BUILD:-0}" = 1 ] || swift build -c release --product GeoNamesZipBenchmark
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cp "$data" "$work/cities500.txt.gz"
python3 -c 'import gzip, sys, zipfile
with zipfile.ZipFile(sys.argv[2], "w", zipfile.ZIP_DEFLATED) as z:
    z.writestr("readme.txt", "cities500")
    z.writestr("cities500.txt", gzip.open(sys.argv[1]).read())' "$work/cities500.txt.gz" "$work/cities500.zip"
ls -l "$work"
for file in cities500.txt.gz cities500.zip cities500.txt.gz cities500.zip; do
    .build/release/GeoNamesZipBenchmark "$work/$file" "${1:-3}"
done
