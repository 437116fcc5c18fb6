#!/usr/bin/env python3
"""Car durations (on demand): 50 car routes in Andorra and Monaco through the real server's
`GET /api/v1/route`, against the duration OSRM's car profile would give the same route, computed from
the classes, `maxspeed` tags and lengths of the ways the route follows.

OSRM is not installed: its documented speeds are used (profiles/car.lua `speed_profile`, km/h, and
features/car/maxspeed.feature: "When a max speed is set, osrm will use 2/3 of that as the actual
speed"). Each stretch of the route's line is matched to the nearest OSM way with a highway tag (from
`osmium export` of the same extract). OSRM's turn and traffic-signal penalties are not counted: the
OSRM column is its speeds alone.

Usage: Benchmarks/Routes/car-durations.py [--pairs 50] [--seed 11] [--binary .build/debug/baluchon]
"""
import argparse
import json
import math
import os
import random
import shutil
import statistics
import subprocess
import tempfile
from pathlib import Path

from bench_server import get, points_of_interest, serving, shared_data

OSRM_SPEEDS = {
    "motorway": 90, "motorway_link": 45, "trunk": 85, "trunk_link": 40, "primary": 65, "primary_link": 30,
    "secondary": 55, "secondary_link": 25, "tertiary": 40, "tertiary_link": 20, "unclassified": 25,
    "residential": 25, "living_street": 10, "service": 15, "track": 5, "road": 10,
}
# Ends are points of interest near these places, found through the API.
TOWNS = {
    "andorra": ((42.5078, 1.5211), (42.5345, 1.5801), (42.5440, 1.5144), (42.5629, 1.4871), (42.4631, 1.4914)),
    "monaco": ((43.7384, 7.4246), (43.7311, 7.4197), (43.7436, 7.4284), (43.7275, 7.4155), (43.7490, 7.4350)),
}
CELL = 0.002  # degrees: the grid of way segments


def metres(a, b):
    """Distance between two [lon, lat] points, equirectangular (short stretches)."""
    x = math.radians(b[0] - a[0]) * math.cos(math.radians((a[1] + b[1]) / 2))
    return 6_371_000 * math.hypot(x, math.radians(b[1] - a[1]))


def osrm_speed(highway, maxspeed):
    try:
        return float(maxspeed) * 2 / 3
    except (TypeError, ValueError):
        return OSRM_SPEEDS.get(highway, 10)


class Ways:
    """The extract's highways as segments in a grid, to find the way a stretch of a route follows."""

    def __init__(self, extract, work):
        lines = work / f"{extract.stem}.geojsonseq"
        subprocess.run(["osmium", "export", "-f", "geojsonseq", "--geometry-types=linestring", "-o", lines, "--overwrite",
                        extract], check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        self.grid = {}
        for row in lines.read_text().split("\x1e"):
            if not row.strip():
                continue
            feature = json.loads(row)
            tags = feature["properties"]
            if tags.get("highway") not in OSRM_SPEEDS:
                continue
            points = feature["geometry"]["coordinates"]
            for a, b in zip(points, points[1:]):
                for cell in {self.cell(a), self.cell(b), self.cell([(a[0] + b[0]) / 2, (a[1] + b[1]) / 2])}:
                    self.grid.setdefault(cell, []).append((a, b, tags["highway"], tags.get("maxspeed")))

    @staticmethod
    def cell(point):
        return int(point[0] // CELL), int(point[1] // CELL)

    def nearest(self, point):
        cx, cy = self.cell(point)
        best, found = float("inf"), None
        for dx in (-1, 0, 1):
            for dy in (-1, 0, 1):
                for a, b, highway, maxspeed in self.grid.get((cx + dx, cy + dy), ()):
                    distance = self.to_segment(point, a, b)
                    if distance < best:
                        best, found = distance, (highway, maxspeed)
        return found

    @staticmethod
    def to_segment(p, a, b):
        scale = math.cos(math.radians(p[1]))
        ax, ay, bx, by, px, py = a[0] * scale, a[1], b[0] * scale, b[1], p[0] * scale, p[1]
        length = (bx - ax) ** 2 + (by - ay) ** 2
        t = 0 if length == 0 else max(0, min(1, ((px - ax) * (bx - ax) + (py - ay) * (by - ay)) / length))
        return math.hypot(px - (ax + t * (bx - ax)), py - (ay + t * (by - ay)))


def osrm_duration(line, ways):
    seconds = 0.0
    for a, b in zip(line, line[1:]):
        found = ways.nearest([(a[0] + b[0]) / 2, (a[1] + b[1]) / 2])
        speed = osrm_speed(*found) if found else 10
        seconds += metres(a, b) / (speed / 3.6)
    return seconds


def main():
    options = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    options.add_argument("--pairs", type=int, default=50, help="routes in all, half in each region")
    options.add_argument("--seed", type=int, default=11)
    options.add_argument("--binary", default=str(Path(__file__).resolve().parents[2] / ".build" / "debug" / "baluchon"))
    arguments = options.parse_args()
    work = Path(tempfile.mkdtemp(prefix="baluchon-car-durations-"))
    environment = dict(os.environ, BALUCHON_DATA_DIR=str(work / "data"), LANG="en_US.UTF-8")
    try:
        extracts = {name: shared_data() / "osm" / f"{name}.osm.pbf" for name in TOWNS}
        for extract in extracts.values():
            subprocess.run([arguments.binary, "region", "import", extract], env=environment, check=True,
                           stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        ways = {name: Ways(extract, work) for name, extract in extracts.items()}
        with serving(arguments.binary, environment, health_timeout=120) as base:
            compare(base, ways, arguments)
    finally:
        shutil.rmtree(work, ignore_errors=True)


def compare(base, ways, arguments):
    rng = random.Random(arguments.seed)
    print("region | routes | median km | median ours min | median OSRM-speeds min | ours ÷ OSRM p10 | p50 | p90 | ours km/h p50")
    print("---|---|---|---|---|---|---|---|---")
    for region, towns in TOWNS.items():
        ordered = points_of_interest(base, towns, radius=2000, limit=30)
        rows = []
        while len(rows) < arguments.pairs // 2:
            start, end = rng.sample(ordered, 2)
            status, body = get(f"{base}/api/v1/route?from={start[0]},{start[1]}&to={end[0]},{end[1]}&mode=car")
            if status != 200 or body["distance"] < 300:
                continue
            rows.append((body["distance"], body["duration"], osrm_duration(body["geometry"]["coordinates"], ways[region])))
        ratios = sorted(ours / osrm for _, ours, osrm in rows)
        print(f"{region} | {len(rows)} | {statistics.median(r[0] for r in rows) / 1000:.2f} | "
              f"{statistics.median(r[1] for r in rows) / 60:.1f} | {statistics.median(r[2] for r in rows) / 60:.1f} | "
              f"{ratios[len(ratios) // 10]:.2f} | {statistics.median(ratios):.2f} | {ratios[len(ratios) * 9 // 10]:.2f} | "
              f"{statistics.median(r[0] / r[1] * 3.6 for r in rows):.0f}")

if __name__ == "__main__":
    main()
