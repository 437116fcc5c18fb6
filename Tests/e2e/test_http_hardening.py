"""Requests that cannot be HTTP: each gets an answer and a closed socket, and the server goes on serving."""
import socket
import time
import urllib.parse
import urllib.request
from concurrent.futures import ThreadPoolExecutor

import pytest


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
