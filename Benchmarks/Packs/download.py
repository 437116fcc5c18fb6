#!/usr/bin/env python3
"""Keeping a trip pack on loopback (issue 25: Andorra in 10 s or less), beside the bare download.

Imports an extract with the server's binary, serves it, asks the region's manifest once so every part is
built (the build is Benchmarks/Packs/run.sh's figure), then, in the same run:
- baseline: every part fetched with Python over one kept-alive connection (bytes only, nothing checked);
- the phone: headless Chromium at 375×667 keeps the pack through the page's own module
  (Public/js/packs/download.js: each part streamed, its SHA-256 checked, put in the pack's cache, the pack
  listed and published to the service worker), then the pack removed; repeated `--rounds` times.

    /work/main/.build/e2e-venv/bin/python Benchmarks/Packs/download.py [--binary .build/release/baluchon]
"""
from __future__ import annotations

import argparse
import http.client
import json
import os
import shutil
import signal
import statistics
import subprocess
import tempfile
import time
import urllib.parse
import urllib.request
from pathlib import Path

from device_search import REPO, chromium, shared_data, start_server

KEEP = """
const [query, done] = [arguments[0], arguments[arguments.length - 1]];
(async () => {
  const api = await import('/js/shared/api.js');
  const packs = await import('/js/packs/download.js');
  const started = performance.now();
  const asked = await packs.fetchManifest(api, query, { lang: 'en' });
  if (asked.failure) return { failed: JSON.stringify(asked.failure) };
  const kept = await packs.keepPack(api, asked);
  const ms = performance.now() - started;
  await packs.discardPack(kept.id);
  return { ms, bytes: kept.manifest.totalBytes };
})().then(done, (error) => done({ failed: String(error) }));
"""


def bare_download(base: str, manifest: dict) -> float:
    """Milliseconds to fetch every part's bytes over one connection."""
    parts = urllib.parse.urlsplit(base)
    connection = http.client.HTTPConnection(parts.hostname, parts.port, timeout=60)
    started = time.perf_counter()
    for part in manifest["parts"]:
        connection.request("GET", part["url"])
        body = connection.getresponse().read()
        assert len(body) == part["bytes"], (part["id"], len(body), part["bytes"])
    return (time.perf_counter() - started) * 1000


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--binary", default=os.environ.get("BALUCHON_BIN") or next(
        (str(path) for path in (REPO / ".build/release/baluchon", REPO / ".build/debug/baluchon") if path.is_file()), "baluchon"))
    parser.add_argument("--extract", default=str(shared_data() / "osm" / "andorra.osm.pbf"))
    parser.add_argument("--rounds", type=int, default=3)
    args = parser.parse_args()

    data = Path(tempfile.mkdtemp(prefix="baluchon-pack-download-"))
    env = dict(os.environ, BALUCHON_DATA_DIR=str(data), BALUCHON_RATES_PROVIDERS="embedded", BALUCHON_LOG_LEVEL="warning")
    subprocess.run([args.binary, "region", "import", args.extract], env=env, check=True, capture_output=True)
    region = json.loads(next((data / "regions").iterdir()).joinpath("region.json").read_text(encoding="utf-8"))["id"]
    env["BALUCHON_PUBLIC_DIR"] = str(REPO / "Public")
    server, base = start_server(args.binary, env)
    driver = None
    try:
        started = time.perf_counter()
        with urllib.request.urlopen(f"{base}/api/v1/packs?region={region}&lang=en", timeout=600) as answer:
            manifest = json.load(answer)
        build_s = time.perf_counter() - started
        driver = chromium()
        driver.set_script_timeout(300)
        driver.get(f"{base}/map")
        bare, phone = [], []
        for _ in range(args.rounds):
            bare.append(bare_download(base, manifest))
            kept = driver.execute_async_script(KEEP, f"region={region}")
            if "failed" in kept:
                raise SystemExit(f"keeping the pack failed: {kept['failed']}")
            phone.append(kept["ms"])
    finally:
        if driver:
            driver.quit()
        server.send_signal(signal.SIGTERM)
        server.wait(timeout=30)
        shutil.rmtree(data, ignore_errors=True)
    print(f"region {region}: {manifest['totalBytes'] / 1e6:.2f} MB in {len(manifest['parts'])} parts; first manifest (parts built) {build_s:.1f} s")
    print(f"load average {os.getloadavg()[0]:.1f} on {os.cpu_count()} cores; {args.rounds} rounds, medians:")
    bare_ms, phone_ms = statistics.median(bare), statistics.median(phone)
    print(f"  bare download (Python, bytes only)        {bare_ms:8.0f} ms")
    print(f"  kept on the phone (Chromium, checked)     {phone_ms:8.0f} ms   ({phone_ms / bare_ms:.1f}× the bare download)")


if __name__ == "__main__":
    main()
