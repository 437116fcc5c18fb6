#!/usr/bin/env bash
# Gazetteer benchmark (release build): load time, memory, query latency over Benchmarks/Places/queries.txt,
# and SQLite FTS5 over the same names in the same run. Figures go to docs/BENCHMARKS.md.
set -euo pipefail
cd "$(dirname "$0")/.."
swift build -c release --product PlacesBenchmark
exec .build/release/PlacesBenchmark Benchmarks/Places/queries.txt "$@"
