#!/usr/bin/env python3
"""Routes benchmark (release build, on demand): 200 random car and walking routes in Andorra through
the real server's `GET /api/v1/route`, end to end over HTTP, against Routino's own `routino-router`
command on the same database and the same pairs, in the same run.

The server routes in process on a database it loaded once; the router command starts, maps the
database and routes for every pair, which is what a server spawning it per request would pay.

Usage: Benchmarks/Routes/run.py [--pairs 200] [--seed 7] [--no-build]
"""
import argparse
import os
import random
import shutil
import statistics
import subprocess
import tempfile
import time
from pathlib import Path

from bench_server import ROOT, get, points_of_interest, routino_router_profile, serving, shared_data

# Ends are points of interest of the region (shops, hotels, parkings…), found through the API around
# these towns: places people route to, all near roads.
TOWNS = ((42.5078, 1.5211), (42.5345, 1.5801), (42.5440, 1.5144), (42.5629, 1.4871), (42.4631, 1.4914))
MODES = {"car": "motorcar", "walk": "foot"}


def percentile(values, share):
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(share * len(ordered)))]


def router_metres(database, mode, start, end):
    result = subprocess.run(
        ["routino-router", f"--dir={database}", *routino_router_profile(MODES[mode]),
         "--translations=/usr/share/routino/translations.xml", "--quickest",
         f"--lat1={start[0]}", f"--lon1={start[1]}", f"--lat2={end[0]}", f"--lon2={end[1]}",
         "--output-text-all", "--output-stdout", "--quiet"], capture_output=True, text=True, timeout=60)
    rows = [row for row in result.stdout.splitlines() if row and not row.startswith("#")]
    if result.returncode != 0 or not rows:
        return None
    return float(rows[-1].split("\t")[6].strip().removesuffix(" km")) * 1000


def main():
    options = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    options.add_argument("--pairs", type=int, default=200)
    options.add_argument("--seed", type=int, default=7)
    options.add_argument("--no-build", action="store_true")
    arguments = options.parse_args()
    if not arguments.no_build:
        subprocess.run(["swift", "build", "-c", "release", "--product", "baluchon"], cwd=ROOT, check=True)
    binary = ROOT / ".build" / "release" / "baluchon"
    work = Path(tempfile.mkdtemp(prefix="baluchon-routes-bench-"))
    environment = dict(os.environ, BALUCHON_DATA_DIR=str(work / "data"), LANG="en_US.UTF-8")
    try:
        started = time.monotonic()
        subprocess.run([binary, "region", "import", shared_data() / "osm" / "andorra.osm.pbf"], env=environment,
                       check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        print(f"Andorra imported in {time.monotonic() - started:.1f} s")
        database = next((work / "data" / "regions").glob("andorra*/routing"))
        with serving(binary, environment) as base:
            measure(base, database, arguments)
    finally:
        shutil.rmtree(work, ignore_errors=True)


def measure(base, database, arguments):
    ordered = points_of_interest(base, TOWNS, radius=3000, limit=50)
    rng = random.Random(arguments.seed)
    pairs = [tuple(rng.sample(ordered, 2)) for _ in range(arguments.pairs)]
    get(f"{base}/api/v1/route?from={pairs[0][0][0]},{pairs[0][0][1]}&to={pairs[0][1][0]},{pairs[0][1][1]}&mode=car")
    print(f"{len(pairs)} random pairs (seed {arguments.seed}) of {len(ordered)} points of interest, by car and on foot")
    print("mode | API p50 ms | API p99 ms | router p50 ms | router p99 ms | p50 ratio | routes | lengths within 1%")
    for mode in MODES:
        ours, theirs, agreed, found = [], [], 0, 0
        for start, end in pairs:
            url = f"{base}/api/v1/route?from={start[0]},{start[1]}&to={end[0]},{end[1]}&mode={mode}"
            tick = time.perf_counter()
            status, body = get(url)
            ours.append((time.perf_counter() - tick) * 1000)
            tick = time.perf_counter()
            reference = router_metres(database, mode, start, end)
            theirs.append((time.perf_counter() - tick) * 1000)
            if status == 200:
                found += 1
                if reference and abs(body["distance"] - reference) <= reference * 0.01:
                    agreed += 1
        print(f"{mode} | {statistics.median(ours):.1f} | {percentile(ours, 0.99):.1f} | "
              f"{statistics.median(theirs):.1f} | {percentile(theirs, 0.99):.1f} | "
              f"{statistics.median(theirs) / statistics.median(ours):.1f}× faster | {found}/{len(pairs)} | {agreed}/{found}")


if __name__ == "__main__":
    main()
