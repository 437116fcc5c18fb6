#!/usr/bin/env python3
"""Search and "where am I" on the phone against the server, on the same region (issue 25, item 6).

Imports an extract with the server's binary, serves it (upstreams unreachable: the offline answers),
downloads the region's trip pack from it as the phone does (the places, kinds and gazetteer parts of
docs/PACKS.md, each checked against the manifest) into headless Chromium, draws queries there with a
fixed seed (names of places, streets and settlements, kinds in French and English, with and without
accents, singular and plural) and points, asks both, and prints how many give the same first result
and the times of each side: the device's in Chromium, the server's API answers over one kept-alive
HTTP connection, in the same run.

    /work/main/.build/e2e-venv/bin/python Benchmarks/Packs/device_search.py \
        [--binary .build/release/baluchon] [--extract ../shared/data/osm/andorra.osm.pbf] [--queries 200]

Tests/e2e/test_device_search.py runs a short version of the agreement on the shipped Monaco region.
"""
from __future__ import annotations

import argparse
import base64
import hashlib
import http.client
import json
import os
import shutil
import signal
import socket
import subprocess
import sys
import tempfile
import time
import urllib.parse
import urllib.request
from pathlib import Path

REPO = Path(__file__).resolve().parents[2]
HARNESS = (Path(__file__).parent / "device_harness.js").read_text(encoding="utf-8")


def shared_data() -> Path:
    for folder in (os.environ.get("BALUCHON_SHARED_DATA"), REPO.parent / "shared" / "data", "/work/shared/data"):
        if folder and Path(folder).is_dir():
            return Path(folder)
    raise SystemExit("shared data not found: set BALUCHON_SHARED_DATA")


def pack_parts(base: str, region: str) -> tuple[dict, dict[str, bytes]]:
    """The region's pack as the phone downloads it (docs/PACKS.md): its manifest, and the bytes of the parts
    search and "where am I" read, each checked against the manifest's SHA-256."""
    def fetch(path: str) -> bytes:
        with urllib.request.urlopen(base + path, timeout=600) as response:
            return response.read()
    manifest = json.loads(fetch(f"/api/v1/packs?region={urllib.parse.quote(region)}"))
    parts = {}
    for part in manifest["parts"]:
        if part["id"] in ("places", "kinds", "gazetteer"):
            body = fetch(part["url"])
            if hashlib.sha256(body).hexdigest() != part["sha256"]:
                raise RuntimeError(f"the {part['id']} part does not match its manifest")
            parts[part["id"]] = body
    return manifest, parts


def load_pack(driver, base: str, region: str) -> dict:
    """Loads the region's pack, fetched from the server, into the page; returns the decode and index times
    in ms and the gazetteer part's countries."""
    manifest, parts = pack_parts(base, region)
    payload = {"places": base64.b64encode(parts["places"]).decode("ascii"), "kinds": parts["kinds"].decode("utf-8"),
               "gazetteer": parts["gazetteer"].decode("utf-8"), "region": {"id": region, "bounds": manifest["area"]["bounds"]}}
    return {**run(driver, "load", payload), "countries": json.loads(parts["gazetteer"])["countries"]}


def run(driver, operation: str, payload):
    driver.set_script_timeout(300)
    answer = driver.execute_async_script(HARNESS, operation, payload)
    if isinstance(answer, dict) and "failed" in answer:
        raise RuntimeError(answer["failed"])
    return answer


def first(answer: dict):
    """What a traveller sees first: the first result, else the kind named (no result), else the refusal."""
    if "error" in answer:
        return ("error", answer["error"].get("code"))
    results = answer.get("results") or []
    if results:
        return ("result", results[0]["id"], results[0].get("distance"), results[0].get("direction"))
    return ("none", (answer.get("kind") or {}).get("id"))


def region_part(answer: dict) -> dict:
    """An answer without the gazetteer's results: what the region's places give (the server's gazetteer is the
    world's, the pack's holds the countries the area touches)."""
    results = answer.get("results")
    return {**answer, "results": [result for result in results if result.get("source") == "region"]} if results else answer


def canonical(value):
    return json.dumps(value, sort_keys=True, ensure_ascii=False)


class Server:
    """The server's API over one kept-alive connection, each answer timed."""

    def __init__(self, base: str):
        parts = urllib.parse.urlsplit(base)
        self.connection = http.client.HTTPConnection(parts.hostname, parts.port, timeout=30)

    def get(self, path: str, query: dict) -> tuple[dict, float]:
        start = time.perf_counter()
        self.connection.request("GET", f"{path}?{urllib.parse.urlencode(query)}")
        response = self.connection.getresponse()
        body = json.loads(response.read())
        return body, (time.perf_counter() - start) * 1000

    def search(self, item: dict):
        return self.get("/api/v1/search", {"q": item["q"], "near": f"{item['near'][0]},{item['near'][1]}", "lang": item["lang"]})

    def where(self, item: dict):
        return self.get("/api/v1/where", {"lat": repr(item["lat"]), "lon": repr(item["lon"]), "lang": item["lang"]})


def compare(driver, base: str, count: int, points: int, seed: int, rounds: int = 1) -> dict:
    """Draws `count` queries and `points` points in the loaded pack, asks both sides and tallies the
    agreement; with `rounds` > 1, a first round warms both sides up and the next ones are timed."""
    drawn = run(driver, "draw", {"count": count, "points": points, "seed": seed})
    server = Server(base)
    tally = {}
    for kind, items, ask in (("search", drawn["queries"], server.search), ("where", drawn["wheres"], server.where)):
        timed_rounds = [(run(driver, kind, items), [ask(item) for item in items]) for _ in range(rounds)]
        device, served = timed_rounds[0]
        measured = timed_rounds[1:] or timed_rounds
        same_first = [first(d["answer"]) == first(s[0]) if kind == "search" else d["answer"]["label"] == s[0].get("label")
                      for d, s in zip(device, served)]
        tally[kind] = {
            "count": len(items),
            "sameFirst": sum(same_first),
            "identical": sum(canonical(d["answer"]) == canonical(s[0]) for d, s in zip(device, served)),
            "sameRegion": sum(canonical(region_part(d["answer"])) == canonical(region_part(s[0])) for d, s in zip(device, served)),
            "deviceMs": sorted(d["ms"] for answers, _ in measured for d in answers),
            "serverMs": sorted(s[1] for _, answers in measured for s in answers),
            # Each query's quickest round: what it costs when no other process takes the processor meanwhile.
            "deviceBestMs": sorted(min(answers[index]["ms"] for answers, _ in measured) for index in range(len(items))),
            "serverBestMs": sorted(min(answers[index][1] for _, answers in measured) for index in range(len(items))),
            "slowest": sorted(((d["ms"], item) for answers, _ in measured for d, item in zip(answers, items)), key=lambda pair: -pair[0])[:3],
            "differences": [(item, first(d["answer"]) if kind == "search" else d["answer"]["label"],
                             first(s[0]) if kind == "search" else s[0].get("label"))
                            for item, d, s, same in zip(items, device, served, same_first) if not same],
        }
    return tally


def percentile(values: list[float], share: float) -> float:
    return values[min(len(values) - 1, int(share * len(values)))] if values else float("nan")


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


def healthy(base: str) -> bool:
    try:
        connection = http.client.HTTPConnection(urllib.parse.urlsplit(base).hostname, urllib.parse.urlsplit(base).port, timeout=2)
        connection.request("GET", "/api/v1/health")
        return connection.getresponse().status == 200
    except OSError:
        return False


def start_server(binary: str, env: dict) -> tuple[subprocess.Popen, str]:
    """`baluchon serve` with `env` on a free loopback port, once it answers its health check: (process, base URL)."""
    port = free_port()
    base = f"http://127.0.0.1:{port}"
    server = subprocess.Popen([binary, "serve"], env=dict(env, BALUCHON_PORT=str(port), BALUCHON_HOST="127.0.0.1"),
                              stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    deadline = time.monotonic() + 60
    while not healthy(base):
        if time.monotonic() > deadline or server.poll() is not None:
            server.kill()
            raise SystemExit("the server did not start")
        time.sleep(0.3)
    return server, base


def chromium():
    from selenium import webdriver
    from selenium.webdriver.chrome.service import Service
    options = webdriver.ChromeOptions()
    options.binary_location = "/usr/bin/chromium"
    for argument in ("--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--window-size=375,667"):
        options.add_argument(argument)
    return webdriver.Chrome(service=Service("/usr/bin/chromedriver"), options=options)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--binary", default=os.environ.get("BALUCHON_BIN") or next(
        (str(path) for path in (REPO / ".build/release/baluchon", REPO / ".build/debug/baluchon")
         if path.is_file()), "baluchon"))
    parser.add_argument("--extract", default=str(shared_data() / "osm" / "andorra.osm.pbf"))
    parser.add_argument("--queries", type=int, default=200)
    parser.add_argument("--points", type=int, default=200)
    parser.add_argument("--seed", type=int, default=25)
    parser.add_argument("--rounds", type=int, default=4, help="a warm-up round, then timed rounds")
    args = parser.parse_args()

    data = Path(tempfile.mkdtemp(prefix="baluchon-device-search-"))
    subprocess.run([args.binary, "region", "import", args.extract], env=dict(os.environ, BALUCHON_DATA_DIR=str(data)),
                   check=True, capture_output=True)
    region_dir = next((data / "regions").iterdir())
    info = json.loads((region_dir / "region.json").read_text(encoding="utf-8"))
    dead = "http://127.0.0.1:9"
    env = dict(os.environ, BALUCHON_DATA_DIR=str(data), BALUCHON_PUBLIC_DIR=str(REPO / "Public"), BALUCHON_NOMINATIM_URL=dead,
               BALUCHON_OVERPASS_URL=dead, BALUCHON_LOG_LEVEL="warning")
    server, base = start_server(args.binary, env)
    driver = None
    try:
        driver = chromium()
        driver.get(f"{base}/")
        loaded = load_pack(driver, base, info["id"])
        tally = compare(driver, base, args.queries, args.points, args.seed, args.rounds)
    finally:
        if driver:
            driver.quit()
        server.send_signal(signal.SIGTERM)
        server.wait(timeout=15)
        shutil.rmtree(data, ignore_errors=True)
    version = driver.capabilities.get("browserVersion", "?") if driver else "?"
    print(f"region {info['id']} ({Path(args.extract).name}), gazetteer part {','.join(loaded['countries'])}, seed {args.seed}, Chromium {version}")
    print(f"times over {max(1, args.rounds - 1)} round(s) after a warm-up; load average {os.getloadavg()[0]:.1f} on {os.cpu_count()} cores")
    print(f"pack preparation in Chromium: decode {loaded['decodeMs']:.0f} ms, indexes {loaded['indexMs']:.0f} ms")
    for kind, figures in tally.items():
        share = 100 * figures["sameFirst"] / figures["count"]
        print(f"{kind}: {figures['count']} asked, same first {'result' if kind == 'search' else 'label'} {figures['sameFirst']} "
              f"({share:.1f} %), identical answers {figures['identical']}, identical but for the gazetteer's results {figures['sameRegion']}")
        print(f"  device (Chromium) p50 {percentile(figures['deviceMs'], 0.5):.2f} ms, p99 {percentile(figures['deviceMs'], 0.99):.2f} ms; "
              f"server API p50 {percentile(figures['serverMs'], 0.5):.2f} ms, p99 {percentile(figures['serverMs'], 0.99):.2f} ms")
        print(f"  each query's quickest round: device p50 {percentile(figures['deviceBestMs'], 0.5):.2f} ms, "
              f"p99 {percentile(figures['deviceBestMs'], 0.99):.2f} ms; server API p50 {percentile(figures['serverBestMs'], 0.5):.2f} ms, "
              f"p99 {percentile(figures['serverBestMs'], 0.99):.2f} ms")
        for ms, item in figures["slowest"]:
            print(f"  slowest on the device: {ms:.1f} ms {json.dumps(item, ensure_ascii=False)}")
        for item, device, served in figures["differences"]:
            print(f"  differs: {json.dumps(item, ensure_ascii=False)}\n    device {device}\n    server {served}")


if __name__ == "__main__":
    sys.exit(main())
