#!/usr/bin/env bash
# The whole test suite: format lint, unit/provider/route tests, then the browser end-to-end suite.
# Prints each stage's time ("== stage NAME: N s"); the browser stage's is printed by the suite itself,
# just above pytest's last line (the summary CI reads).
set -euo pipefail
cd "$(dirname "$0")/.."
export BALUCHON_CI_START="${BALUCHON_CI_START:-$(date +%s)}"
stage_start=$(date +%s)
stage_done() {
    local now
    now=$(date +%s)
    echo "== stage $1: $((now - stage_start)) s"
    stage_start=$now
}
scripts/deps.sh test

# The browser suite's Python packages download while Swift compiles (a network wait, not CPU).
mkdir -p .build
(python3 -m venv .build/e2e-venv &&
    .build/e2e-venv/bin/pip install -q --disable-pip-version-check -r Tests/e2e/requirements.txt) >.build/e2e-venv.log 2>&1 &
venv_pid=$!
# The routes' WebAssembly module is built again beside the Swift build and compared with the committed one.
wasm/routino/build.sh --check >.build/wasm-check.log 2>&1 &
wasm_pid=$!
trap 'kill "$venv_pid" "$wasm_pid" ${node_pid:-} 2>/dev/null || true' EXIT # a failed stage leaves nothing running

echo "== swift-format lint"
swift format lint --strict --recursive --parallel Package.swift Sources Tests Benchmarks 2>&1 | tee /tmp/baluchon-lint.log
if [ -s /tmp/baluchon-lint.log ]; then
    echo "swift-format found problems (fix with: swift format --in-place --recursive Sources Tests Benchmarks)" >&2
    exit 1
fi
echo "== imports (every module a target imports is declared in Package.swift)"
scripts/check-imports.py
stage_done lint

# The server, the CLI and the test targets; the benchmarks are built by their own scripts (docs/BENCHMARKS.md).
# No debug information and no index store: CI reads test results, not a debugger or an editor; linking without the
# first is much quicker, and the second is written by every compile (Tests/XCTMain.swift: why the tests need none).
build() { swift build --explicit-target-dependency-import-check error -debug-info-format none --disable-index-store "$@"; }
echo "== swift build (the server and CLI, then the tests)"
build --product baluchon
# The web modules' tests need the server's binary only (it imports their regions): they run while the test targets
# compile, whose link leaves a core idle.
node --test Tests/js/ >.build/node-tests.log 2>&1 &
node_pid=$!
build --product baluchonPackageTests
if ! wait "$wasm_pid"; then
    cat .build/wasm-check.log >&2
    exit 1
fi
cat .build/wasm-check.log
stage_done build

echo "== swift test (the store's tests on SQLite and on a throw-away PostgreSQL server)"
# Three runs, 1,012 tests: the core's pure tests; the providers' and toolkit's; the rest (the server's and store's, and
# any test target added later). Swift Testing starts every test of a run at once on a pool of one thread per core,
# so in one run the long CPU-bound tests held both threads while the sockets, fixture servers, Apertium pipelines
# and PostgreSQL of the others waited past their deadlines (on a 2-core machine 1.7 times slower than usual, one run
# in two failed somewhere, a different test each time; README.md: Development).
# The third pass skips the targets of the first two, so each list is written once.
first_pass=(BaluchonCoreTests)
second_pass=(BaluchonProvidersTests BaluchonToolkitTests)
each() { # each FLAG TARGET… → FLAG TARGET FLAG TARGET …
    local flag=$1 target
    shift
    for target in "$@"; do printf '%s %s ' "$flag" "$target"; done
}
scripts/swift-test.sh --skip-build $(each --filter "${first_pass[@]}")
scripts/pg-test-server.sh run sh -c "scripts/swift-test.sh --skip-build $(each --filter "${second_pass[@]}") &&
    scripts/swift-test.sh --skip-build $(each --skip "${first_pass[@]}" "${second_pass[@]}")"
stage_done "swift tests"

echo "== web modules (Node.js test runner, run beside the test targets' build)"
if ! wait "$node_pid"; then
    cat .build/node-tests.log >&2
    exit 1
fi
tail -n 8 .build/node-tests.log
stage_done "node tests"

echo "== browser end-to-end (headless Chromium)"
if ! wait "$venv_pid"; then
    cat .build/e2e-venv.log >&2
    echo "could not install the browser suite's Python packages (Tests/e2e/requirements.txt)" >&2
    exit 1
fi
export BALUCHON_STAGE_START=$stage_start BALUCHON_E2E_NO_SKIP=1
# Two pytest-xdist workers, each with its server and browsers, one test file each at a time (a file's module
# fixtures start once). Files go out in collection order, the longest first (Tests/e2e/conftest.py:
# LONGEST_FIRST), not by their number of tests. The suite's first server imports Monaco and builds its trip pack
# once; every server after it starts on a copy of that data directory (conftest.py: shipped_regions,
# fresh_data_dir), so none imports the region or draws the pack's tiles again. The Swift tests do not run
# beside it: both are CPU-bound on two cores, and the Swift suite's socket and store tests then pass their time
# limits.
BALUCHON_BIN=.build/debug/baluchon scripts/pg-test-server.sh run .build/e2e-venv/bin/python -m pytest -q -n 2 --dist loadfile \
    --no-loadscope-reorder --durations=15 Tests/e2e
