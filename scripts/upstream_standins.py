#!/usr/bin/env python3
"""Stand-ins for every keyless online provider on one local port, for fuzzing and load runs.

Each answers in its provider's real wire format, from the recorded answers in Tests/Fixtures (the
same ones the provider tests replay) or, for Open-Meteo, from scripts/openmeteo_replay.py. The
answer does not depend on the question (an OSRM route is always the recorded one through Monaco):
what is exercised is Baluchon's side of the conversation, never the stand-in's.

Point every provider's BALUCHON_<PROVIDER>_URL at http://127.0.0.1:<port>/ (paths are matched by
what each API adds to its base URL). GET /count answers how many requests each provider received.

Usage: scripts/upstream_standins.py [port]   (default 8098)
"""
import os
import sys
import threading
from urllib.parse import urlparse

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import openmeteo_replay  # noqa: E402

FIXTURES = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "Tests", "Fixtures")

# (methods, test on the path, provider, fixture file, content type)
ROUTES = [
    ("GET", lambda p: "/route/v1/" in p, "osrm", "routes/osrm-route-monaco.json", "application/json"),
    ("POST", lambda p: p.endswith("/route"), "valhalla", "routes/valhalla-route-monaco.json", "application/json"),
    ("GET", lambda p: p.endswith("/api/v1/plan"), "transitous", "routes/transitous-plan-sydney.json", "application/json"),
    ("GET", lambda p: p.endswith("/search"), "nominatim", "places/nominatim-search-kereon.json", "application/json"),
    ("GET", lambda p: p.endswith("/reverse"), "nominatim", "search/nominatim-reverse-monaco.json", "application/json"),
    ("GET POST", lambda p: p.endswith("/interpreter"), "overpass", "search/overpass-pharmacies-nice.json", "application/json"),
    ("GET", lambda p: p.endswith("eurofxref-daily.xml"), "ecb", "money/ecb-daily.xml", "text/xml"),
    ("GET", lambda p: p.endswith("eurofxref-hist-90d.xml"), "ecb", "money/ecb-hist-90d.xml", "text/xml"),
    ("GET", lambda p: p.endswith("/latest/EUR"), "erapi", "money/erapi-latest-eur.json", "application/json"),
    ("GET", lambda p: p.endswith("/languages"), "libretranslate", "words/libretranslate/languages.json", "application/json"),
    ("POST", lambda p: p.endswith("/translate"), "libretranslate", "words/libretranslate/translate.json", "application/json"),
    ("POST", lambda p: p.endswith("/detect"), "libretranslate", "words/libretranslate/detect.json", "application/json"),
    ("GET", lambda p: p.endswith("/index-v1.json"), "geofabrik", "regions/index-v1.json", "application/json"),
]

COUNTS = {}
LOCK = threading.Lock()


class Handler(openmeteo_replay.Handler):
    def do_GET(self):
        path = urlparse(self.path).path
        if path == "/count":
            with LOCK:
                return self.reply(200, {**COUNTS, "openmeteo": openmeteo_replay.COUNT["forecast"]})
        if path.endswith("/v1/forecast"):
            self.path = "/v1/forecast?" + (urlparse(self.path).query or "")
            return super().do_GET()
        self.answer("GET", path)

    def do_POST(self):
        length = int(self.headers.get("Content-Length") or 0)
        self.rfile.read(length)
        self.answer("POST", urlparse(self.path).path)

    def answer(self, method, path):
        for methods, matches, provider, fixture, content_type in ROUTES:
            if method in methods.split() and matches(path):
                with LOCK:
                    COUNTS[provider] = COUNTS.get(provider, 0) + 1
                with open(os.path.join(FIXTURES, fixture), "rb") as file:
                    # The region catalogue's extracts are named under {{BASE}} (Tests/Fixtures/regions): here.
                    data = file.read().replace(b"{{BASE}}", f"http://127.0.0.1:{self.server.server_address[1]}".encode())
                self.send_response(200)
                self.send_header("Content-Type", f"{content_type}; charset=utf-8")
                self.send_header("Content-Length", str(len(data)))
                self.end_headers()
                self.wfile.write(data)
                return
        self.reply(404, {"error": f"no stand-in for {method} {path}"})


if __name__ == "__main__":
    port = int(sys.argv[1]) if len(sys.argv) > 1 else 8098
    print(f"upstream stand-ins on http://127.0.0.1:{port}", flush=True)
    openmeteo_replay.ThreadingHTTPServer(("127.0.0.1", port), Handler).serve_forever()
