#!/usr/bin/env bash
# Phrasebook search and human-translation match (release build): p50/p99 per call over the shipped
# phrasebook. Usage: Benchmarks/Words/phrasebook.sh [rounds]
set -euo pipefail
cd "$(dirname "$0")/../.."
swift build -c release --product PhrasebookBenchmark
exec .build/release/PhrasebookBenchmark "${1:-2000}"
