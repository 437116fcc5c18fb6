"""Fixtures for the Baluchon browser end-to-end suite.

The suite starts the real server (`<BALUCHON_BIN> serve`, default .build/debug/baluchon) on a free
port with a temporary data directory, unless BALUCHON_E2E_URL points at a running instance.
Browsers are headless Debian Chromium driven by /usr/bin/chromedriver.
"""
import http.server
import json
import os
import shutil
import signal
import socket
import subprocess
import sys
import tempfile
import threading
import time
import urllib.parse
import urllib.request
from pathlib import Path

import pytest

from e2e_support import App, ARTIFACTS, REPO_ROOT, VIEWPORTS
from map_stub import TileStub

HEALTH_TIMEOUT_S = 60
# A search for hostile text (markup, or the marker every payload sets when it runs) gets places named after it.
HOSTILE_MARKS = ("<", "__pwned")


def _free_port() -> int:
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


def _healthy(url: str) -> bool:
    try:
        with urllib.request.urlopen(f"{url}/api/v1/health", timeout=2) as res:
            return res.status == 200 and json.load(res).get("status") == "ok"
    except (OSError, ValueError):
        return False


def _tail(path: Path, lines: int = 40) -> str:
    try:
        return "\n".join(path.read_text(errors="replace").splitlines()[-lines:])
    except OSError:
        return "(no server log)"


class _UpstreamStub(http.server.BaseHTTPRequestHandler):
    """Answers Nominatim's /search and Transitous's /api/v1/plan with recorded responses, so no test
    reaches the public services: the Sydney journey from Sydney, MOTIS's "no journey" from anywhere else;
    a search for hostile text gets the recorded places named after it."""

    RECORDED = {"/search": "places/nominatim-search-kereon.json", "/api/v1/plan": "routes/transitous-no-journey.json"}

    def do_GET(self):
        url = urllib.parse.urlsplit(self.path)
        recorded = self.RECORDED.get(url.path)
        if url.path == "/api/v1/plan" and urllib.parse.parse_qs(url.query).get("fromPlace", [""])[0].startswith("-33."):
            recorded = "routes/transitous-plan-sydney.json"
        body = (REPO_ROOT / "Tests" / "Fixtures" / recorded).read_bytes() if recorded else b"{}"
        query = urllib.parse.parse_qs(url.query).get("q", [""])[0]
        if url.path == "/search" and any(mark in query for mark in HOSTILE_MARKS):
            body = self.hostile_places(body, query)
        status = 200 if recorded else 404
        self.send_response(status)
        self.send_header("Content-Type", "application/json; charset=utf-8")
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)

    @staticmethod
    def hostile_places(recorded: bytes, query: str) -> bytes:
        """The recorded answer with the searched hostile text as every place's name (test_hostile_text.py)."""
        places = json.loads(recorded)
        for place in places:
            place["name"] = place["address"]["road"] = query
            place["display_name"] = f"{query}, {place['display_name']}"
        return json.dumps(places).encode()

    def log_message(self, *args):
        pass


@pytest.fixture(scope="session")
def nominatim_url():
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), _UpstreamStub)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    yield f"http://127.0.0.1:{server.server_address[1]}"
    server.shutdown()


@pytest.fixture(scope="session")
def tile_stub():
    """The map's online tiles come from a local stand-in for tile.openstreetmap.org."""
    stub = TileStub()
    yield stub
    stub.close()


@pytest.fixture(scope="session")
def base_url(nominatim_url, tile_stub):
    """URL of the app under test; starts and stops the real server unless BALUCHON_E2E_URL is set."""
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    external = os.environ.get("BALUCHON_E2E_URL")
    if external:
        url = external.rstrip("/")
        if not _healthy(url):
            pytest.fail(f"BALUCHON_E2E_URL={url} does not answer GET /api/v1/health")
        yield url
        return

    binary = Path(os.environ.get("BALUCHON_BIN", ".build/debug/baluchon"))
    if not binary.is_absolute():
        binary = REPO_ROOT / binary
    if not binary.is_file():
        pytest.fail(f"server binary {binary} not found: build it (swift build) or set BALUCHON_BIN / BALUCHON_E2E_URL")

    port = _free_port()
    url = f"http://127.0.0.1:{port}"
    data_dir = Path(tempfile.mkdtemp(prefix="baluchon-e2e-"))
    log_path = ARTIFACTS / "server.log"
    # The weather pages talk to a local stand-in for Open-Meteo: the suite never reaches the internet.
    weather_port = _free_port()
    weather = subprocess.Popen([sys.executable, str(REPO_ROOT / "scripts" / "openmeteo_replay.py"), str(weather_port)],
                               stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    env = dict(os.environ,
               BALUCHON_PORT=str(port),
               BALUCHON_HOST="127.0.0.1",
               BALUCHON_DATA_DIR=str(data_dir),
               BALUCHON_NOMINATIM_URL=nominatim_url,
               BALUCHON_TRANSITOUS_URL=nominatim_url,
               BALUCHON_TILE_URL=tile_stub.template,
               BALUCHON_PUBLIC_DIR=str(REPO_ROOT / "Public"),
               BALUCHON_OPENMETEO_URL=f"http://127.0.0.1:{weather_port}")
    with open(log_path, "wb") as log:
        proc = subprocess.Popen([str(binary), "serve"], cwd=REPO_ROOT, env=env,
                                stdout=log, stderr=subprocess.STDOUT)
    try:
        deadline = time.monotonic() + HEALTH_TIMEOUT_S
        while not _healthy(url):
            if proc.poll() is not None:
                pytest.fail(f"server exited with code {proc.returncode}:\n{_tail(log_path)}")
            if time.monotonic() > deadline:
                pytest.fail(f"server not healthy after {HEALTH_TIMEOUT_S}s:\n{_tail(log_path)}")
            time.sleep(0.25)  # polling interval, not a timing assumption
        yield url
    finally:
        if proc.poll() is None:
            proc.send_signal(signal.SIGTERM)
            try:
                proc.wait(timeout=15)
            except subprocess.TimeoutExpired:
                proc.kill()
                proc.wait(timeout=5)
        weather.terminate()
        weather.wait(timeout=5)
        shutil.rmtree(data_dir, ignore_errors=True)


@pytest.fixture(scope="session")
def catalogs():
    """The UI catalogs, read from the repository: {'fr': {...}, 'en': {...}}."""
    return {lang: json.loads((REPO_ROOT / "Public" / "i18n" / f"{lang}.json").read_text(encoding="utf-8"))
            for lang in ("fr", "en")}


@pytest.fixture
def make_app(base_url, catalogs, request):
    """Factory: make_app(viewport='phone'|'desktop', lang='fr'|'en') → App (one fresh browser each).

    At teardown every browser is checked for SEVERE console entries (JS errors, failed loads);
    tests that provoke failures on purpose call app.allow_console(substring).
    """
    apps = []

    def factory(viewport: str = "phone", lang: str = "fr") -> App:
        assert viewport in VIEWPORTS, viewport
        app = App(base_url, viewport, lang, catalogs)
        apps.append(app)
        return app

    yield factory

    problems = []
    for app in apps:
        try:
            problems += [f"[{app.viewport}/{app.lang}] {msg}" for msg in app.console_errors()]
        finally:
            app.quit()
    failed = getattr(request.node, "rep_call", None)
    if problems and not (failed and failed.failed):
        pytest.fail("browser console errors:\n" + "\n".join(problems))


@pytest.hookimpl(tryfirst=True, hookwrapper=True)
def pytest_runtest_makereport(item, call):
    outcome = yield
    rep = outcome.get_result()
    setattr(item, f"rep_{rep.when}", rep)
