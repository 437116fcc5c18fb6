#!/usr/bin/env bash
# Store throughput on SQLite (the baseline) and on a throw-away PostgreSQL server, in the same run
# (release build), both with their default durability (SQLite WAL as Baluchon opens it, PostgreSQL
# with fsync and synchronous commits). Usage: Benchmarks/Store/run.sh [operations per measurement] [concurrent writers]
set -euo pipefail
cd "$(dirname "$0")/../.."
swift build -c release --product StoreBenchmark
PG_TEST_DURABLE=1 scripts/pg-test-server.sh run .build/release/StoreBenchmark "${1:-4000}" "${2:-16}"
