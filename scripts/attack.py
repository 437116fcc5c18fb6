"""Attack phase of scripts/load.sh: while one attacker keeps up the costly requests the security review
found (two 20 MB GeoJSON uploads of lines at once, a 20 MB CSV of empty lines, 7 KB QR codes as PNG at 3 a
second, rooms flooded with 1,000-die rolls from many sockets on one player) and two exports of 20 MB of
tracks at once (docs/SECURITY.md, 2026-11-27), a traveller asks for the health check every 50 ms. Prints the traveller's p50/p99 and the server's peak and final memory,
and exits 1 when health p99 is over 50 ms, a health check fails, or the server dies.

Usage: attack.py BASE_URL SERVER_PID SECONDS"""
import asyncio
import json
import random
import sys
import threading
import time
import urllib.error
import urllib.request
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "Benchmarks" / "Rooms"))
from room_phones import Phone, create_room, percentile  # noqa: E402

BASE, SERVER_PID, SECONDS = sys.argv[1], int(sys.argv[2]), float(sys.argv[3])
stop = threading.Event()
counts: dict[str, dict[int, int]] = {}
lock = threading.Lock()


def memory_mib(field: str) -> float:
    with open(f"/proc/{SERVER_PID}/status") as status:
        for line in status:
            if line.startswith(field + ":"):
                return int(line.split()[1]) / 1024
    return 0.0


def call(name: str, method: str, path: str, body: bytes | None = None) -> None:
    request = urllib.request.Request(BASE + path, data=body, method=method)
    try:
        with urllib.request.urlopen(request, timeout=60) as response:
            response.read()
            status = response.status
    except urllib.error.HTTPError as error:
        status = error.code
    except OSError:
        status = 0
    with lock:
        counts.setdefault(name, {}).setdefault(status, 0)
        counts[name][status] += 1


def lines_geojson(size: int, points: int) -> bytes:
    """A collection of lines of `points` points each filling `size` bytes (each line is read as a track)."""
    coordinates = ",".join(f"[7.{i:05d},43.{i:05d}]" for i in range(points)).encode()
    line = b'{"type":"Feature","geometry":{"type":"LineString","coordinates":[' + coordinates + b']},"properties":{}}'
    count = size // (len(line) + 1)
    return b'{"type":"FeatureCollection","features":[' + b",".join([line] * count) + b"]}"


def importer(body: bytes, name: str) -> None:
    while not stop.is_set():
        call("import " + name, "POST", f"/api/v1/files/import?name={name}", body)


def exporter(body: bytes) -> None:
    while not stop.is_set():
        call("export gpx", "POST", "/api/v1/files/export?format=gpx", body)


def tracks_json(size: int, points: int) -> bytes:
    """A list of tracks of `points` points each, as the export takes them, filling `size` bytes."""
    track = json.dumps({"name": "", "points": [[43 + i / 1e5, 7 + i / 1e5] for i in range(points)]}).encode()
    count = size // (len(track) + 1)
    return b'{"title":"attack","places":[],"tracks":[' + b",".join([track] * count) + b"]}"


def qr_codes() -> None:
    while not stop.is_set():
        text = "".join(random.choice("0123456789") for _ in range(7_000))
        call("qr png", "GET", f"/api/v1/qr?format=png&scale=32&ec=L&data={text}")
        time.sleep(1 / 3)


async def room_flood() -> None:
    room = await asyncio.to_thread(create_room, BASE)
    first = Phone(BASE, room["code"], "flood")
    await first.join(timeout=20)
    sockets = [first]
    for index in range(49):  # fifty sockets of one player, as the review did
        phone = Phone(BASE, room["code"], f"flood{index}")
        try:
            await phone.join(timeout=20)
            sockets.append(phone)
        except Exception:  # noqa: BLE001 - a refused join is the server defending itself
            break
    while not stop.is_set():
        for phone in sockets:
            try:
                await phone.ws.send(json.dumps({"type": "roll", "expression": "1000d25r<23", "seed": f"s{random.random()}"}))
            except Exception:  # noqa: BLE001 - a socket the server closed is a defence too
                pass
        await asyncio.sleep(0.1)
    for phone in sockets:
        await phone.close()


def health(latencies: list[float], failures: list[int], resident: list[float]) -> None:
    while not stop.is_set():
        resident.append(memory_mib("VmRSS"))
        started = time.perf_counter()
        try:
            with urllib.request.urlopen(BASE + "/api/v1/health", timeout=10) as response:
                response.read()
                ok = response.status == 200
        except OSError:
            ok = False
        latencies.append((time.perf_counter() - started) * 1000)
        if not ok:
            failures.append(1)
        time.sleep(0.05)


def main() -> int:
    rss_before = memory_mib("VmRSS")
    size = 20 * 1_048_576 - 1024
    many_lines = lines_geojson(size, 2)  # more features than a file may hold: refused while read
    long_lines = lines_geojson(size, 40)  # within the limits: read in full, 24,846 tracks answered
    tracks = tracks_json(size, 40)
    csv = b"name,lat,lon\n" + b"\n" * size
    latencies: list[float] = []
    failures: list[int] = []
    resident: list[float] = []
    threads = [
        threading.Thread(target=importer, args=(many_lines, "many-lines.geojson")),
        threading.Thread(target=importer, args=(long_lines, "long-lines.geojson")),
        threading.Thread(target=importer, args=(csv, "empty.csv")),
        threading.Thread(target=qr_codes),
        threading.Thread(target=exporter, args=(tracks,)),
        threading.Thread(target=exporter, args=(tracks,)),
        threading.Thread(target=health, args=(latencies, failures, resident)),
    ]
    for thread in threads:
        thread.start()
    flood = threading.Thread(target=lambda: asyncio.run(room_flood()))
    flood.start()
    time.sleep(SECONDS)
    stop.set()
    for thread in threads + [flood]:
        thread.join()
    time.sleep(2)  # the last import's memory handed back
    latencies.sort()
    peak, after = max(resident, default=0.0), memory_mib("VmRSS")
    print(f"attack: {SECONDS:.0f} s; answers {json.dumps(counts, sort_keys=True)}")
    print(f"attack: health p50 {percentile(latencies, 0.5):.1f} ms, p99 {percentile(latencies, 0.99):.1f} ms "
          f"over {len(latencies)} checks, {len(failures)} failed")
    print(f"attack: server RSS {rss_before:.1f} MiB before, peak {peak:.1f} MiB while attacked (every 50 ms), {after:.1f} MiB after; "
          f"uploads of {size / 1_048_576:.0f} MB")
    return 0 if percentile(latencies, 0.99) <= 50 and not failures else 1


if __name__ == "__main__":
    sys.exit(main())
