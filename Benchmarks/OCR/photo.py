"""A photo of a menu translated as the page does it: POST /api/v1/ocr, then every line through
/api/v1/translate, four at a time. The menu is Tests/Fixtures/ocr/menu-fra.png (804 × 1264 pixels, about
1 megapixel, 32 lines, French). In the same run, the baseline: Tesseract's own command on the same image
(`tesseract menu-fra.png stdout -l fra tsv`), as installed and with one thread (OMP_THREAD_LIMIT=1, as the
server runs it). Then a burst: 12 uploads of 19 MB at once, to see the gate answer 503 and the server's
memory stay flat. Samples the server's resident memory and its tesseract children's every 10 ms.

Usage: photo.py BASE_URL SERVER_PID [RUNS]
(a release server with Apertium only: BALUCHON_TRANSLATION_PROVIDERS=apertium .build/release/baluchon serve)"""
import json
import os
import resource
import statistics
import subprocess
import sys
import threading
import time
import urllib.error
import urllib.request
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

BASE, PID = sys.argv[1].rstrip("/"), int(sys.argv[2])
RUNS = int(sys.argv[3]) if len(sys.argv) > 3 else 10
MENU = Path(__file__).resolve().parents[2] / "Tests" / "Fixtures" / "ocr" / "menu-fra.png"


def rss_mib(pid: int) -> float:
    try:
        with open(f"/proc/{pid}/status") as status:
            return next(int(line.split()[1]) / 1024 for line in status if line.startswith("VmRSS:"))
    except (FileNotFoundError, ProcessLookupError, StopIteration):
        return 0.0


def engines(pid: int) -> list[int]:
    """The server's tesseract children (Apertium's resident pipelines are its children too)."""
    found = []
    for task in Path(f"/proc/{pid}/task").iterdir():
        try:
            found += [int(child) for child in (task / "children").read_text().split()]
        except (FileNotFoundError, ProcessLookupError):
            pass
    named = []
    for child in found:
        try:
            if Path(f"/proc/{child}/comm").read_text().strip() == "tesseract":
                named.append(child)
        except (FileNotFoundError, ProcessLookupError):
            pass
    return named


class Sampler:
    """The server's peak resident memory and the largest tesseract child's, every 10 ms."""

    def __init__(self):
        self.server = self.engine = 0.0
        self.done = threading.Event()
        self.thread = threading.Thread(target=self.run)

    def run(self):
        while not self.done.is_set():
            self.server = max(self.server, rss_mib(PID))
            for child in engines(PID):
                self.engine = max(self.engine, rss_mib(child))
            time.sleep(0.01)

    def __enter__(self):
        self.thread.start()
        return self

    def __exit__(self, *exc):
        self.done.set()
        self.thread.join()


def post(path: str, body: bytes, content_type: str) -> tuple[int, dict]:
    request = urllib.request.Request(f"{BASE}{path}", data=body, method="POST", headers={"Content-Type": content_type})
    try:
        with urllib.request.urlopen(request, timeout=120) as answer:
            return answer.status, json.loads(answer.read())
    except urllib.error.HTTPError as error:
        return error.code, json.loads(error.read() or b"{}")
    except (urllib.error.URLError, ConnectionError):
        return 0, {}  # refused before the whole body was sent: the server closed the connection


def photo(image: bytes) -> tuple[float, float, int]:
    """Seconds for the OCR, seconds for the whole (OCR and translations), lines."""
    started = time.perf_counter()
    status, read = post("/api/v1/ocr?source=fr", image, "image/png")
    assert status == 200, read
    ocr = time.perf_counter() - started

    def translate(line):
        status, answer = post("/api/v1/translate", json.dumps({"text": line["text"], "source": "fr", "target": "en"}).encode(),
                              "application/json")
        assert status == 200, answer
        return answer["text"]

    with ThreadPoolExecutor(4) as pool:
        list(pool.map(translate, read["lines"]))
    return ocr, time.perf_counter() - started, len(read["lines"])


def command(threads: str | None) -> float:
    environment = dict(os.environ, **({"OMP_THREAD_LIMIT": threads} if threads else {}))
    started = time.perf_counter()
    subprocess.run(["tesseract", str(MENU), "stdout", "-l", "fra", "tsv"], env=environment, check=True,
                   stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    return time.perf_counter() - started


def p(values: list[float], q: float) -> float:
    return statistics.quantiles(values, n=100, method="inclusive")[int(q) - 1] if len(values) > 1 else values[0]


image = MENU.read_bytes()
photo(image)  # warm: Apertium's pipelines for fr→en started
ocr_times, whole_times, installed, single = [], [], [], []
with Sampler() as sampled:
    for _ in range(RUNS):
        ocr, whole, lines = photo(image)
        ocr_times.append(ocr)
        whole_times.append(whole)
        installed.append(command(None))
        single.append(command("1"))
engine_peak = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss / 1024
print(f"menu-fra.png: {len(image) / 1024:.0f} KiB, {lines} lines, {RUNS} runs")
print(f"server OCR alone          p50 {p(ocr_times, 50):.2f} s  p90 {p(ocr_times, 90):.2f} s")
print(f"server OCR + translations p50 {p(whole_times, 50):.2f} s  p90 {p(whole_times, 90):.2f} s")
print(f"tesseract command         p50 {p(installed, 50):.2f} s  p90 {p(installed, 90):.2f} s")
print(f"tesseract, one thread     p50 {p(single, 50):.2f} s  p90 {p(single, 90):.2f} s")
print(f"peak RSS: server {sampled.server:.0f} MiB, its tesseract {sampled.engine:.0f} MiB, the command {engine_peak:.0f} MiB")

burst = image + bytes(19 * 1_048_576 - len(image))
with Sampler() as sampled, ThreadPoolExecutor(12) as pool:
    before = rss_mib(PID)
    statuses = list(pool.map(lambda _: post("/api/v1/ocr?source=fr", burst, "image/png")[0], range(12)))
# 0: the server answered 503 server_busy before reading the body and closed the connection under the upload.
print(f"burst of 12 × 19 MB: answers {sorted(statuses)}; server RSS {before:.0f} MiB before, peak {sampled.server:.0f} MiB, "
      f"{rss_mib(PID):.0f} MiB after")
