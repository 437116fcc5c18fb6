#!/usr/bin/env bash
# Sharing benchmark (release build, on demand): code throughput against straightforward references, list sizes,
# the largest list in one QR code, a 10,000-place GPX import, 10,000-place CSV with and without the formula guard, and
# a 100,000-point GPX track import (alone with `track`).
# Usage: Benchmarks/Sharing/run.sh [points | track]
set -euo pipefail
cd "$(dirname "$0")/../.."
[ "${SKIP_BUILD:-0}" = 1 ] || swift build -c release --product SharingBenchmark
.build/release/SharingBenchmark "$@"
