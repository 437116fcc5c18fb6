"""What the routes benchmarks share: the shared OSM data, and the real server started on a free port with
the offline engine only (a pair Routino cannot join must not wait on an unreachable online engine)."""
import contextlib
import json
import os
import socket
import subprocess
import sys
import time
import urllib.error
import urllib.request
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
# Points of interest people route to, all near roads: the ends of the benchmarks' routes.
KINDS = ("restaurant", "hotel", "parking", "supermarket", "pharmacy", "bakery", "bank", "school", "church")
# The car's town speeds in km/h by Routino highway class, as the server's `RoutinoRouter.townSpeeds`
# (README, "Car durations"): `routino-router` gets them over Debian's motorcar profile.
TOWN_SPEEDS = {"motorway": 90, "trunk": 70, "primary": 50, "secondary": 45, "tertiary": 40, "unclassified": 30,
               "residential": 25, "service": 15, "track": 10, "ferry": 10}


def routino_router_profile(transport):
    """`routino-router`'s options for Debian's profile of `transport`, the car at the town speeds."""
    options = ["--profiles=/usr/share/routino/profiles.xml", f"--transport={transport}"]
    if transport == "motorcar":
        options += [f"--speed-{highway}={kph}" for highway, kph in TOWN_SPEEDS.items()]
    return options


def shared_data():
    for candidate in (os.environ.get("BALUCHON_SHARED_DATA"), ROOT.parent / "shared" / "data", Path("/work/shared/data")):
        if candidate and (Path(candidate) / "osm").is_dir():
            return Path(candidate)
    sys.exit("shared data not found: set BALUCHON_SHARED_DATA")


def get(url):
    try:
        with urllib.request.urlopen(url, timeout=60) as answer:
            return answer.status, json.load(answer)
    except urllib.error.HTTPError as failure:
        return failure.code, json.load(failure)


@contextlib.contextmanager
def serving(binary, environment, health_timeout=60):
    """`binary serve` on a free port with `environment`, once healthy: yields its base URL."""
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        port = sock.getsockname()[1]
    environment = dict(environment, BALUCHON_PORT=str(port), BALUCHON_HOST="127.0.0.1", BALUCHON_ROUTES_PROVIDERS="routino",
                       BALUCHON_PUBLIC_DIR=str(ROOT / "Public"))
    server = subprocess.Popen([binary, "serve"], env=environment, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        base = f"http://127.0.0.1:{port}"
        deadline = time.monotonic() + health_timeout
        while True:
            try:
                if get(base + "/api/v1/health")[0] == 200:
                    break
            except OSError:
                pass
            if time.monotonic() > deadline:
                sys.exit(f"server not healthy after {health_timeout} s")
            time.sleep(0.2)
        yield base
    finally:
        server.terminate()
        server.wait(timeout=15)


def points_of_interest(base, towns, radius, limit):
    """The points of interest of `KINDS` around each town, through `/api/v1/pois`, sorted."""
    ends = set()
    for latitude, longitude in towns:
        for kind in KINDS:
            status, body = get(f"{base}/api/v1/pois?kind={kind}&near={latitude},{longitude}&radius={radius}&limit={limit}")
            ends.update((place["latitude"], place["longitude"]) for place in body.get("results", []) if status == 200)
    return sorted(ends)
