"""Requests that cannot be HTTP: each gets an answer and a closed socket, and the server goes on serving."""
import json
import os
import signal
import socket
import time
import urllib.error
import urllib.parse
import urllib.request
from concurrent.futures import ThreadPoolExecutor

import pytest
from test_guidance import own_server  # noqa: F401  (a server of this test's own, to stop)


def _exchange(base_url: str, chunks: list[bytes], pause: float = 0.0, limit: float = 20.0) -> tuple[bytes, float, bool]:
    """Sends the chunks (pausing between them), then reads until the server closes; (answer, seconds, closed)."""
    address = urllib.parse.urlsplit(base_url)
    started = time.monotonic()
    with socket.create_connection((address.hostname, address.port)) as sock:
        sock.settimeout(limit)
        for chunk in chunks:
            try:
                sock.sendall(chunk)
            except (BrokenPipeError, ConnectionResetError):
                break  # the server has answered and closed: read what it said
            time.sleep(pause)
        answer = b""
        try:
            while True:
                part = sock.recv(65536)
                if not part:
                    return answer, time.monotonic() - started, True
                answer += part
        except (socket.timeout, ConnectionResetError):
            return answer, time.monotonic() - started, False


CASES = {
    "malformed request line": ([b"GARBAGE\r\n\r\n"], b"400"),
    "unknown HTTP version": ([b"GET / HTTP/9.9 x\r\n\r\n"], b"400"),
    "headers over 64 KB": ([b"GET /api/v1/health HTTP/1.1\r\nHost: 127.0.0.1\r\nX-A: " + b"a" * 90_000 + b"\r\n\r\n"], b"431"),
    "two Content-Lengths": ([b"POST /api/v1/lists HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: 5\r\nContent-Length: 7\r\n\r\nabcde"], b"400"),
    "Transfer-Encoding gzip": ([b"POST /api/v1/lists HTTP/1.1\r\nHost: 127.0.0.1\r\nTransfer-Encoding: gzip\r\n\r\nabc"], b"400"),
    "Transfer-Encoding identity": ([b"POST /api/v1/lists HTTP/1.1\r\nHost: 127.0.0.1\r\nTransfer-Encoding: identity\r\n\r\nabc"], b"400"),
}


@pytest.mark.parametrize("name", list(CASES))
def test_broken_requests_are_answered_and_closed(base_url, name):
    chunks, status = CASES[name]
    answer, seconds, closed = _exchange(base_url, chunks)
    assert answer.startswith(b"HTTP/1.1 " + status), (name, answer[:200])
    assert closed and seconds < 5, (name, seconds, closed)
    with urllib.request.urlopen(base_url + "/api/v1/health", timeout=5) as response:
        assert response.status == 200


def test_slow_headers_are_timed_out_and_idle_sockets_closed(base_url):
    """A head trickled in a line every 2 s gets 408 after 10 s; a socket that sends nothing is closed."""
    slow = [b"GET /api/v1/health HTTP/1.1\r\n"] + [b"X-Slow: %d\r\n" % i for i in range(30)]
    with ThreadPoolExecutor(2) as pool:
        trickled = pool.submit(_exchange, base_url, slow, 2.0, 30.0)
        silent = pool.submit(_exchange, base_url, [], 0.0, 30.0)
        answer, seconds, closed = trickled.result()
        assert answer.startswith(b"HTTP/1.1 408"), answer[:200]
        assert closed and 9 <= seconds <= 15, seconds
        answer, seconds, closed = silent.result()
        assert answer == b"" and closed and 9 <= seconds <= 15, (answer, seconds, closed)


def _server_pid(base_url: str) -> int:
    """The process listening on the server's port, found through /proc (the test may run beside others)."""
    port = urllib.parse.urlsplit(base_url).port
    inodes = set()
    for table in ("/proc/net/tcp", "/proc/net/tcp6"):
        with open(table) as lines:
            for line in list(lines)[1:]:
                fields = line.split()
                if int(fields[1].rsplit(":", 1)[1], 16) == port and fields[3] == "0A":  # 0A: listening
                    inodes.add(f"socket:[{fields[9]}]")
    for pid in filter(str.isdigit, os.listdir("/proc")):
        try:
            if any(os.readlink(f"/proc/{pid}/fd/{fd}") in inodes for fd in os.listdir(f"/proc/{pid}/fd")):
                return int(pid)
        except OSError:
            continue
    raise AssertionError(f"no process listens on port {port}")


def _resident_mb(pid: int) -> float:
    with open(f"/proc/{pid}/status") as status:
        return next(int(line.split()[1]) for line in status if line.startswith("VmRSS:")) / 1024


def test_pack_queries_at_and_past_their_limits_are_refused_and_memory_comes_back(base_url):
    """A million nested brackets in `list=` is refused with the head, a list code at its length limits with a
    plain refusal naming it; rounds of fifty of each leave the server answering, its memory no higher
    after the first round (what the allocator keeps for the next requests) than after three."""
    pid = _server_pid(base_url)
    nested = ("[" * 1_000_000 + "]" * 1_000_000).encode()
    # The server answers and closes before the 2 MB are sent: the socket may end with a reset.
    answer, _, _ = _exchange(base_url, [b"GET /api/v1/packs?list=" + nested + b" HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n"])
    assert answer.startswith(b"HTTP/1.1 431"), answer[:200]
    longest = "BLC:" + "0" * 3387  # the longest Base45 text a list code may have: read, then its checksum refused
    expected = {"list=" + urllib.parse.quote(longest): (400, "list_checksum_mismatch"),
                "list=" + "%5B" * 3387: (400, "unrecognised_code"),
                "list=" + "0" * 4000: (413, "list_too_large")}
    for query, (status, code) in expected.items():
        with pytest.raises(urllib.error.HTTPError) as refused:
            urllib.request.urlopen(f"{base_url}/api/v1/packs?{query}&lang=fr", timeout=10)
        body = json.load(refused.value)["error"]
        assert (refused.value.code, body["code"]) == (status, code), (query[:40], body)
        assert body["message"], body

    def abuse():
        with ThreadPoolExecutor(4) as pool:
            list(pool.map(lambda _: _exchange(base_url, [b"GET /api/v1/packs?list=" + nested[:60_000]
                                                         + b" HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n"]), range(50)))
        for _ in range(50):
            with pytest.raises(urllib.error.HTTPError, match="400"):
                urllib.request.urlopen(f"{base_url}/api/v1/packs?list={urllib.parse.quote(longest)}", timeout=10)

    abuse()  # the first round grows the allocator's pools and NIO's buffers to their working size
    before = _resident_mb(pid)
    for _ in range(2):
        abuse()
    with urllib.request.urlopen(base_url + "/api/v1/health", timeout=5) as response:
        assert response.status == 200
    assert _resident_mb(pid) < before + 32, (before, _resident_mb(pid))


def test_a_stop_does_not_wait_for_idle_connections(own_server):  # noqa: F811
    """A browser keeps a used connection open and opens a spare one it has sent nothing on: SIGTERM closes both
    at once and the server exits, instead of waiting out the 10 s a request head is given to arrive."""
    address = urllib.parse.urlsplit(own_server.url)
    spare = socket.create_connection((address.hostname, address.port))
    used = socket.create_connection((address.hostname, address.port))
    used.sendall(b"GET /api/v1/health HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n")
    head = b""
    while b"\r\n\r\n" not in head:
        head += used.recv(65536)
    assert head.startswith(b"HTTP/1.1 200"), head[:200]
    stopping = time.monotonic()
    own_server.proc.send_signal(signal.SIGTERM)
    assert own_server.proc.wait(timeout=30) == 0
    assert time.monotonic() - stopping < 5  # the head timeout is 10 s: neither connection was waited for
    for sock in (spare, used):
        sock.settimeout(5)
        try:
            while sock.recv(65536):
                pass
        except ConnectionResetError:
            pass
        sock.close()
