#!/usr/bin/env bash
# Installs the Debian packages Baluchon needs (as root), or prints the apt-get line to run.
# Usage: scripts/deps.sh [run|test|bench|cluster]   — "test" adds what the test suite needs (browser, bc, PostgreSQL
# and nginx for the store and cluster tests, Node.js for the calculator's checks), "bench" what the benchmarks need
# (wrk), "cluster" what scripts/cluster.sh runs (PostgreSQL, nginx).
set -euo pipefail
mode="${1:-run}"
# Offline translation: Apertium and the pairs connecting fr, en, es, ca, pt, it and gl (GPL, run as
# separate processes, never linked).
apertium_packages=(apertium apertium-fr-es apertium-fra-cat apertium-eng-spa apertium-eng-cat apertium-en-gl
    apertium-spa-cat apertium-spa-ita apertium-cat-ita apertium-es-pt apertium-por-cat apertium-es-gl apertium-pt-gl)
# Text in photos: Tesseract and the data of the languages read (Apache-2.0, run as a separate process).
tesseract_packages=(tesseract-ocr tesseract-ocr-ara tesseract-ocr-chi-sim tesseract-ocr-deu tesseract-ocr-ell tesseract-ocr-eng
    tesseract-ocr-fra tesseract-ocr-ita tesseract-ocr-jpn tesseract-ocr-por tesseract-ocr-rus tesseract-ocr-spa)
run_packages=(libsqlite3-dev zlib1g-dev libxml2-dev pkg-config libqrencode-dev routino libroutino-dev osmium-tool espeak-ng libjs-leaflet node-qrcode-generator unzip "${apertium_packages[@]}" "${tesseract_packages[@]}")
test_packages=(chromium chromium-driver chromium-headless-shell python3-venv bc nodejs zbar-tools postgresql nginx-light emscripten node-acorn)
bench_packages=(wrk)
cluster_packages=(postgresql nginx-light)
packages=("${run_packages[@]}")
[ "$mode" = "test" ] && packages+=("${test_packages[@]}")
[ "$mode" = "bench" ] && packages+=("${bench_packages[@]}")
[ "$mode" = "cluster" ] && packages+=("${cluster_packages[@]}")

missing=()
for package in "${packages[@]}"; do
    dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q "install ok installed" || missing+=("$package")
done
[ ${#missing[@]} -eq 0 ] && exit 0

if [ "$(id -u)" -eq 0 ]; then
    echo "Installing Debian packages: ${missing[*]}"
    export DEBIAN_FRONTEND=noninteractive
    apt-get update -qq
    apt-get install -y -qq --no-install-recommends "${missing[@]}"
else
    echo "Baluchon needs these Debian packages; run as root:" >&2
    echo "  apt-get update && apt-get install -y ${missing[*]}" >&2
    exit 1
fi
