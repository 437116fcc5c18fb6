"""A local stand-in for OpenStreetMap's tile server, so the map's e2e tests never reach the internet.

Every /{z}/{x}/{y}.png answers a 256×256 PNG (with CORS, like tile.openstreetmap.org), or 503 while the
stub is set failing, or nothing while it is set hanging (a bad mobile link: the connection is accepted, the
answer never comes until hanging is unset), and is recorded with its Referer, so tests can check what the
browser asked and how.
"""
import http.server
import re
import struct
import threading
import zlib

TILE_PATH = re.compile(r"^/(\d+)/(\d+)/(\d+)\.png$")


def _png(width: int, height: int, rgb: tuple) -> bytes:
    """A PNG of one colour with a darker frame, so tile edges show in screenshots."""
    def chunk(kind: bytes, data: bytes) -> bytes:
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data) & 0xFFFFFFFF)
    edge = bytes(max(0, c - 40) for c in rgb)
    rows = []
    for y in range(height):
        if y in (0, height - 1):
            rows.append(b"\x00" + edge * width)
        else:
            rows.append(b"\x00" + edge + bytes(rgb) * (width - 2) + edge)
    header = struct.pack(">IIBBBBB", width, height, 8, 2, 0, 0, 0)
    return b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header) + chunk(b"IDAT", zlib.compress(b"".join(rows))) + chunk(b"IEND", b"")


TILE = _png(256, 256, (232, 226, 208))


class TileStub:
    def __init__(self):
        self.requests = []  # (path, referer)
        self.failing = False  # when set, every tile answers 503, as a tile server that is down
        self._answering = threading.Event()  # cleared while hanging
        self._answering.set()
        stub = self

        class Handler(http.server.BaseHTTPRequestHandler):
            def do_GET(self):
                stub.requests.append((self.path, self.headers.get("Referer")))
                stub._answering.wait()
                try:
                    self.answer()
                except ConnectionError:  # the browser gave up on a tile held while hanging
                    pass

            def answer(self):
                if not TILE_PATH.match(self.path) or stub.failing:
                    self.send_response(503 if stub.failing else 404)
                    self.send_header("Content-Length", "0")
                    self.end_headers()
                    return
                self.send_response(200)
                self.send_header("Content-Type", "image/png")
                self.send_header("Content-Length", str(len(TILE)))
                self.send_header("Access-Control-Allow-Origin", "*")
                self.send_header("Cache-Control", "max-age=3600")
                self.end_headers()
                self.wfile.write(TILE)

            def log_message(self, *args):
                pass

        self.server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self.thread = threading.Thread(target=self.server.serve_forever, daemon=True)
        self.thread.start()
        self.origin = f"http://127.0.0.1:{self.server.server_address[1]}"
        self.template = self.origin + "/{z}/{x}/{y}.png"

    @property
    def hanging(self) -> bool:
        return not self._answering.is_set()

    @hanging.setter
    def hanging(self, on: bool):
        """While set, tile requests are accepted and held unanswered; unset, the held ones are answered."""
        if on:
            self._answering.clear()
        else:
            self._answering.set()

    def tiles(self):
        return [(path, referer) for path, referer in self.requests if TILE_PATH.match(path)]

    def close(self):
        self.hanging = False
        self.server.shutdown()
