#!/usr/bin/env bash
# Makes the gazetteer Baluchon ships, from GeoNames' dumps in /work/shared/data/geonames (or $GEONAMES_DIR):
# cities500 (all 234,908 places, every alternate name) and countryInfo, written by the same importer as
# `baluchon data import` into Sources/BaluchonProviders/Resources/places in the compact gzipped form.
# The output is reproducible: same input files, same bytes.
set -euo pipefail
cd "$(dirname "$0")/../.."
source="${GEONAMES_DIR:-/work/shared/data/geonames}"
out=Sources/BaluchonProviders/Resources/places
swift build -c release --product baluchon
mkdir -p "$out"
BALUCHON_DATA_DIR="$(mktemp -d)" .build/release/baluchon data import "$source/cities500.txt.gz" --replace --into "$out"
BALUCHON_DATA_DIR="$(mktemp -d)" .build/release/baluchon data import "$source/countryInfo.txt" --into "$out"
ls -l "$out"
