#!/usr/bin/env bash
# Makes the embedded ECB reference rates shipped with Baluchon: the ECB's eurofxref-hist.csv
# (every business day since 1999-01-04), gzipped, from the eurofxref-hist.zip the ECB publishes.
# Usage: scripts/data/ecb-rates.sh [path/to/eurofxref-hist.zip]
#   default: $BALUCHON_SHARED_DATA/ecb/eurofxref-hist.zip (BALUCHON_SHARED_DATA defaults to ../shared/data)
# Fresh file: https://www.ecb.europa.eu/stats/eurofxref/eurofxref-hist.zip
set -euo pipefail
cd "$(dirname "$0")/../.."
source_zip="${1:-${BALUCHON_SHARED_DATA:-../shared/data}/ecb/eurofxref-hist.zip}"
target="Sources/BaluchonProviders/Resources/money/eurofxref-hist.csv.gz"
[ -f "$source_zip" ] || { echo "no ECB history at $source_zip" >&2; exit 1; }
mkdir -p "$(dirname "$target")"
# -n: no file name or time stamp in the gzip header, so the same input gives the same bytes.
unzip -p "$source_zip" eurofxref-hist.csv | gzip -9 -n > "$target"
echo "$target: $(zcat "$target" | head -2 | tail -1 | cut -d, -f1) back to $(zcat "$target" | tail -1 | cut -d, -f1), $(stat -c %s "$target") bytes"
