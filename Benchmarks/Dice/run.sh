#!/usr/bin/env bash
# Dice notation benchmark (release build): rolls per second for typical expressions against a naive
# hand-written baseline, in the same run. Usage: Benchmarks/Dice/run.sh [seconds per measurement]
set -euo pipefail
cd "$(dirname "$0")/../.."
swift build -c release --product DiceBenchmark
exec .build/release/DiceBenchmark "${1:-1}"
