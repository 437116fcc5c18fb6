#!/usr/bin/env python3
"""Routes on the phone benchmark (on demand): the routes benchmark's 200 random Andorra pairs (same towns,
same seed) by car, on foot and by bicycle, routed in headless Chromium by Routino in WebAssembly in its web
worker (Public/js/routes/device-worker.js) on the Andorra pack's routing part, and by the real server's
in-process Routino (`GET /api/v1/route`) on the same pairs, in the same run. Reports per mode the p50/p99 of
each, how many of the phone's routes are within 1 % of the server's length and how many have the server's
instructions (the same maneuvers, streets and sentences), the worker's memory with Andorra loaded and the
`.wasm`'s size, gzipped. The pairs are then broken down per mode: both routed, both refused the same way (no
road near the start, near the destination, no route), phone only, server only, refused differently; every
pair not agreed on is listed with both answers.

Usage: /work/main/.build/e2e-venv/bin/python Benchmarks/Routes/device.py [--pairs 200] [--seed 7] [--binary PATH]
(the e2e virtual environment has Selenium; without --binary a release build is made first).
"""
import argparse
import gzip
import os
import random
import shutil
import statistics
import subprocess
import tempfile
import time
import urllib.request
from pathlib import Path

from selenium import webdriver

from bench_server import ROOT, get, points_of_interest, serving, shared_data
from run import TOWNS, percentile

MODES = {"car": "motorcar", "walk": "foot", "bicycle": "bicycle"}
# The worker's refusals (device-worker.js) and the server's, in the same words.
PHONE_REFUSALS = {1: "no road near the start", 2: "no road near the destination", 3: "no route", 4: "failed"}


def server_refusal(body):
    """The server's refusal of a pair in PHONE_REFUSALS' words (its messages are asked in English)."""
    error = body.get("error", {})
    if error.get("code") == "no_road_near":
        return "no road near the destination" if "destination" in error.get("message", "") else "no road near the start"
    return "no route" if error.get("code") == "no_route" else f"failed ({error.get('code')})"

# In the page: the Andorra pack's routing part fetched, loaded in the worker; each route asked of the worker,
# timed from the message to its answer, then read and told as device-routes.js does.
LOAD = """
const done = arguments[arguments.length - 1];
(async () => {
  const manifest = await (await fetch('/api/v1/packs?region=andorra&lang=' + arguments[0])).json();
  const part = manifest.parts.find((p) => p.id === 'routing');
  const reader = await import('/js/routes/device-reader.js');
  const { sentenceWriter } = await import('/js/routes/device-sentences.js');
  const files = reader.readRoutingBundle(await (await fetch(part.url)).arrayBuffer());
  const sentences = JSON.parse(new TextDecoder().decode(files.find((f) => f.name === 'sentences.json').bytes));
  const worker = new Worker('/js/routes/device-worker.js');
  let next = 0;
  const waiting = new Map();
  worker.onmessage = ({ data }) => { waiting.get(data.id)(data); waiting.delete(data.id); };
  const ask = (message) => new Promise((resolve) => { const id = ++next; waiting.set(id, resolve); worker.postMessage({ ...message, id }); });
  const loaded = await ask({ type: 'load', key: 'andorra', files: files.filter((f) => f.name !== 'sentences.json') });
  window.__bench = { ask, reader, writer: sentenceWriter(sentences[arguments[0]], arguments[0]) };
  return { ok: loaded.ok, memory: loaded.memory, bytes: part.bytes };
})().then(done, (e) => done({ error: String(e) }));
"""

ROUTE = """
const done = arguments[arguments.length - 1];
const [profile, mode, from, to] = arguments;
(async () => {
  const { ask, reader, writer } = window.__bench;
  const tick = performance.now();
  const answer = await ask({ type: 'route', profile, quickest: true, from, to });
  const ms = performance.now() - tick;
  if (!answer.ok) return { ms, status: answer.status };
  const route = reader.readRoutino(answer.text, mode);
  return { ms, distance: Math.round(route.distance),
    steps: route.maneuvers.map((m) => [m.street || null, writer.sentence(m.maneuver, m.street)]) };
})().then(done, (e) => done({ error: String(e) }));
"""


def browser():
    options = webdriver.ChromeOptions()
    for flag in ("--headless=new", "--no-sandbox", "--disable-dev-shm-usage", "--window-size=375,667"):
        options.add_argument(flag)
    return webdriver.Chrome(options=options)


def main():
    options = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    options.add_argument("--pairs", type=int, default=200)
    options.add_argument("--seed", type=int, default=7)
    options.add_argument("--binary", help="a baluchon binary to use instead of a release build made now")
    arguments = options.parse_args()
    binary = arguments.binary
    if not binary:
        subprocess.run(["swift", "build", "-c", "release", "--product", "baluchon"], cwd=ROOT, check=True)
        binary = ROOT / ".build" / "release" / "baluchon"
    wasm = (ROOT / "Public" / "wasm" / "routino" / "routino.wasm").read_bytes()
    print(f"routino.wasm: {len(wasm)} bytes, {len(gzip.compress(wasm, 9))} gzipped")
    work = Path(tempfile.mkdtemp(prefix="baluchon-device-routes-bench-"))
    environment = dict(os.environ, BALUCHON_DATA_DIR=str(work / "data"), LANG="en_US.UTF-8")
    try:
        subprocess.run([binary, "region", "import", shared_data() / "osm" / "andorra.osm.pbf"], env=environment,
                       check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        with serving(binary, environment) as base:
            measure(base, arguments)
    finally:
        shutil.rmtree(work, ignore_errors=True)


def measure(base, arguments):
    ordered = points_of_interest(base, TOWNS, radius=3000, limit=50)
    rng = random.Random(arguments.seed)
    pairs = [tuple(rng.sample(ordered, 2)) for _ in range(arguments.pairs)]
    # The pack's parts (the tiles of every zoom above all) are built before the page asks for the manifest.
    with urllib.request.urlopen(f"{base}/api/v1/packs?region=andorra&lang=en", timeout=1800) as answer:
        answer.read()
    driver = browser()
    try:
        driver.set_script_timeout(120)
        driver.get(base + "/about")
        loaded = driver.execute_async_script(LOAD, "en")
        assert loaded.get("ok"), loaded
        print(f"routing part: {loaded['bytes']} bytes; worker memory with Andorra loaded: {loaded['memory'] / 2**20:.1f} MiB")
        print(f"{len(pairs)} random pairs (seed {arguments.seed}) of {len(ordered)} points of interest")
        print("mode | phone p50 ms | phone p99 ms | server p50 ms | server p99 ms | both routed | within 1 % | same instructions")
        breakdowns = {}
        for mode, profile in MODES.items():
            phone, server, both, close, same = [], [], 0, 0, 0
            breakdown = breakdowns[mode] = {"both routed": 0, "both refused the same way": 0, "phone only": 0, "server only": 0,
                                            "refused differently": 0, "unrouted": []}
            for start, end in pairs:
                device = driver.execute_async_script(ROUTE, profile, mode, list(start), list(end))
                assert "error" not in device, device
                phone.append(device["ms"])
                tick = time.perf_counter()
                status, body = get(f"{base}/api/v1/route?from={start[0]},{start[1]}&to={end[0]},{end[1]}&mode={mode}&lang=en")
                server.append((time.perf_counter() - tick) * 1000)
                phone_answer = "route" if "distance" in device else PHONE_REFUSALS.get(device["status"], "failed")
                server_answer = "route" if status == 200 else server_refusal(body)
                if phone_answer == server_answer == "route":
                    breakdown["both routed"] += 1
                elif phone_answer == server_answer:
                    breakdown["both refused the same way"] += 1
                    breakdown.setdefault(f"  both: {phone_answer}", 0)
                    breakdown[f"  both: {phone_answer}"] += 1
                    breakdown["unrouted"].append((start, end, phone_answer, server_answer))
                else:
                    kind = "phone only" if phone_answer == "route" else "server only" if server_answer == "route" else "refused differently"
                    breakdown[kind] += 1
                    breakdown["unrouted"].append((start, end, phone_answer, server_answer))
                if phone_answer != "route" or server_answer != "route":
                    continue
                both += 1
                close += abs(device["distance"] - body["distance"]) <= 0.01 * body["distance"]
                same += device["steps"] == [[s.get("street"), s["sentence"]] for s in body["steps"]]
            print(f"{mode} | {statistics.median(phone):.1f} | {percentile(phone, 0.99):.1f} | {statistics.median(server):.1f} | "
                  f"{percentile(server, 0.99):.1f} | {both}/{len(pairs)} | {close}/{both} | {same}/{both}")
        print("\nmode | both routed | both refused the same way | phone only | server only | refused differently")
        for mode, breakdown in breakdowns.items():
            refusals = ", ".join(f"{key.strip()[6:]} {count}" for key, count in breakdown.items() if key.startswith("  both: "))
            print(f"{mode} | {breakdown['both routed']} | {breakdown['both refused the same way']}"
                  f"{f' ({refusals})' if refusals else ''} | {breakdown['phone only']} | {breakdown['server only']} | "
                  f"{breakdown['refused differently']}")
            for start, end, phone_answer, server_answer in breakdown["unrouted"]:
                print(f"  {mode} {start[0]},{start[1]} → {end[0]},{end[1]}: phone {phone_answer}, server {server_answer}")
    finally:
        driver.quit()


if __name__ == "__main__":
    main()
