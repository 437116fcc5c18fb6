"""Peak memory of one 20 MB upload to POST /api/v1/files/import, one at a time on a quiet server: a
GeoJSON of lines the importer reads in full and skips (40 points each), a GeoJSON of more features than
a file may hold (refused while read), and a CSV of empty lines (refused while read). Samples the
server's resident memory every 10 ms and prints, for each, the answer, the time, the peak above the
starting point (and as a multiple of the file) and the memory after.

Usage: peak_memory.py BASE_URL SERVER_PID      (a release server: swift build -c release --product baluchon)"""
import sys
import threading
import time
import urllib.error
import urllib.request

BASE, PID = sys.argv[1].rstrip("/"), int(sys.argv[2])


def rss_mib() -> float:
    with open(f"/proc/{PID}/status") as status:
        return next(int(line.split()[1]) / 1024 for line in status if line.startswith("VmRSS:"))


def lines(size: int, points: int) -> bytes:
    coordinates = ",".join(f"[7.{i:05d},43.{i:05d}]" for i in range(points)).encode()
    line = b'{"type":"Feature","geometry":{"type":"LineString","coordinates":[' + coordinates + b']},"properties":{}}'
    return b'{"type":"FeatureCollection","features":[' + b",".join([line] * (size // (len(line) + 1))) + b"]}"


SIZE = 20 * 1_048_576 - 1024
BODIES = {"long-lines.geojson": lines(SIZE, 40), "many-lines.geojson": lines(SIZE, 2), "empty.csv": b"name,lat,lon\n" + b"\n" * SIZE}

for name, body in BODIES.items():
    time.sleep(3)  # the previous upload's memory handed back
    before, peak, done = rss_mib(), [], threading.Event()

    def sample() -> None:
        while not done.is_set():
            peak.append(rss_mib())
            time.sleep(0.01)

    sampler = threading.Thread(target=sample)
    sampler.start()
    started = time.perf_counter()
    request = urllib.request.Request(f"{BASE}/api/v1/files/import?name={name}", data=body, method="POST")
    try:
        with urllib.request.urlopen(request, timeout=120) as answer:
            status = answer.status
    except urllib.error.HTTPError as error:
        status = error.code
    took = time.perf_counter() - started
    done.set()
    sampler.join()
    time.sleep(1)
    grown = max(peak + [before]) - before
    megabytes = len(body) / 1_048_576
    print(f"{name}: {megabytes:.1f} MB -> {status} in {took:.2f} s; RSS {before:.0f} MiB before, "
          f"peak +{grown:.0f} MiB ({grown / megabytes:.1f}x the file), {rss_mib():.0f} MiB after")
