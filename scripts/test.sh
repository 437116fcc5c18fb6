#!/usr/bin/env bash
# The whole test suite: format lint, unit/provider/route tests, then the browser end-to-end suite.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/deps.sh test

echo "== swift-format lint"
swift format lint --strict --recursive --parallel Package.swift Sources Tests Benchmarks 2>&1 | tee /tmp/baluchon-lint.log
if [ -s /tmp/baluchon-lint.log ]; then
    echo "swift-format found problems (fix with: swift format --in-place --recursive Sources Tests Benchmarks)" >&2
    exit 1
fi

echo "== swift test (the store's tests on SQLite and on a throw-away PostgreSQL server)"
swift build --build-tests
scripts/pg-test-server.sh run swift test --skip-build --parallel

echo "== web modules (Node.js test runner)"
node --test Tests/js/

echo "== browser end-to-end (headless Chromium)"
python3 -m venv .build/e2e-venv
.build/e2e-venv/bin/pip install -q -r Tests/e2e/requirements.txt
swift build --product baluchon
BALUCHON_BIN=.build/debug/baluchon scripts/pg-test-server.sh run .build/e2e-venv/bin/python -m pytest -q Tests/e2e
