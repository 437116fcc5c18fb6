"""Room abuse figures (issue 22 items 6 and 15), standard library only, against a running server:

  python3 Benchmarks/Rooms/abuse.py http://127.0.0.1:8080 [ROOMS]

1. Room creation rate for the first 2,000 rooms, then again after ROOMS (default 120,000) rooms
   exist: with the sweep in the background it should not fall (before: 3,933/s fell to 1,490/s).
2. Guessing codes: how many lookups of made-up codes one client gets before 429
   too_many_lookups, and their rate (before: 14,265 guesses a second, never refused).
Each phase uses 8 threads with keep-alive connections; every request has a timeout."""
import http.client
import random
import sys
import threading
import time
from urllib.parse import urlparse

BASE = urlparse(sys.argv[1])
ROOMS = int(sys.argv[2]) if len(sys.argv) > 2 else 120_000
THREADS = 8


def hammer(total: int, method: str, path_of) -> tuple[float, dict[int, int]]:
    """Sends `total` requests over THREADS connections; answers the rate per second and the count per status."""
    statuses: dict[int, int] = {}
    lock = threading.Lock()

    def worker(count: int):
        connection = http.client.HTTPConnection(BASE.hostname, BASE.port, timeout=10)
        for _ in range(count):
            connection.request(method, path_of())
            response = connection.getresponse()
            response.read()
            with lock:
                statuses[response.status] = statuses.get(response.status, 0) + 1

    start = time.perf_counter()
    threads = [threading.Thread(target=worker, args=(total // THREADS,)) for _ in range(THREADS)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    return (total // THREADS * THREADS) / (time.perf_counter() - start), statuses


def main():
    rate, statuses = hammer(2_000, "POST", lambda: "/api/v1/rooms")
    print(f"creation, first 2,000 rooms: {rate:,.0f}/s {statuses}")
    made = 2_000
    while made < ROOMS:
        _, statuses = hammer(min(20_000, ROOMS - made), "POST", lambda: "/api/v1/rooms")
        made += min(20_000, ROOMS - made)
    rate, statuses = hammer(2_000, "POST", lambda: "/api/v1/rooms")
    print(f"creation after {made:,} rooms: {rate:,.0f}/s {statuses}")
    alphabet = "ABCDEFGHJKMNPQRSTUVWXYZ23456789"
    rate, statuses = hammer(2_000, "GET", lambda: "/api/v1/rooms/" + "".join(random.choices(alphabet, k=10)))
    print(f"guessing codes from one address: {rate:,.0f} requests/s, statuses {statuses} (404 = guesses allowed, 429 = refused)")


main()
