#!/usr/bin/env bash
# Builds Baluchon and starts the server with its embedded defaults on http://localhost:8080.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/deps.sh run
swift build -c release --product baluchon
exec .build/release/baluchon serve "$@"
