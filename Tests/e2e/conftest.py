"""Fixtures for the Baluchon browser end-to-end suite.

The suite starts the real server (`<BALUCHON_BIN> serve`, default .build/debug/baluchon) on a free
port with a temporary data directory, unless BALUCHON_E2E_URL points at a running instance.
Browsers are headless Debian Chromium driven by /usr/bin/chromedriver, reused from test to test
(e2e_support.Browsers wipes what a test leaves).

A server's first start imports the shipped Monaco region, a minute of CPU on a busy machine: the suite
sees that first start once (shipped_regions), and every other server it starts gets a copy of the
regions it imported (fresh_data_dir), as if it had started before. That first server also builds
Monaco's trip pack (its tiles take 10–40 s of CPU), and the copies hold the built parts, so no server of
the suite builds them again.
"""
import fcntl
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

from e2e_support import App, ARTIFACTS, REPO_ROOT, VIEWPORTS, Browsers
from map_stub import TileStub

HEALTH_TIMEOUT_S = 60
POLL_S = 0.05  # polling interval, not a timing assumption
IMPORT_TIMEOUT_S = 240
# The servers the suite starts have no internet: a region catalogue they cannot fetch answers the map's region
# offer with a 502, a console error in every map test that looks outside the installed regions. They read a
# catalogue of one region in the middle of the Pacific instead; test_region_catalogue.py gives its servers a
# stand-in catalogue of its own.
os.environ.setdefault("BALUCHON_REGIONS_INDEX_URL", (REPO_ROOT / "Tests/Fixtures/regions/far-away-index-v1.json").as_uri())
# Under pytest-xdist each worker has its own server, log and browsers.
WORKER = os.environ.get("PYTEST_XDIST_WORKER", "")
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


def binary_path() -> Path:
    binary = Path(os.environ.get("BALUCHON_BIN", ".build/debug/baluchon"))
    return binary if binary.is_absolute() else REPO_ROOT / binary


def _tail(path: Path, lines: int = 40) -> str:
    try:
        return "\n".join(path.read_text(errors="replace").splitlines()[-lines:])
    except OSError:
        return "(no server log)"


class _UpstreamStub(http.server.BaseHTTPRequestHandler):
    """Answers Nominatim's /search and Transitous's /api/v1/plan with recorded responses, so no test
    reaches the public services: the Sydney journey from Sydney, MOTIS's "no journey" from anywhere else;
    a search for hostile text gets the recorded places named after it, or one place for each of the names
    a test gave that text in NAMED."""

    RECORDED = {"/search": "places/nominatim-search-kereon.json", "/api/v1/plan": "routes/transitous-no-journey.json"}
    NAMED: dict[str, list[str]] = {}  # search text → names of the places answered (upstream_names)

    def do_GET(self):
        url = urllib.parse.urlsplit(self.path)
        recorded = self.RECORDED.get(url.path)
        if url.path == "/api/v1/plan" and urllib.parse.parse_qs(url.query).get("fromPlace", [""])[0].startswith("-33."):
            recorded = "routes/transitous-plan-sydney.json"
        body = (REPO_ROOT / "Tests" / "Fixtures" / recorded).read_bytes() if recorded else b"{}"
        query = urllib.parse.parse_qs(url.query).get("q", [""])[0]
        if url.path == "/search" and query in self.NAMED:
            body = self.named_places(body, self.NAMED[query])
        elif url.path == "/search" and any(mark in query for mark in HOSTILE_MARKS):
            body = self.named_places(body, [query] * len(json.loads(body)))
        status = 200 if recorded else 404
        self.send_response(status)
        self.send_header("Content-Type", "application/json; charset=utf-8")
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)

    @staticmethod
    def named_places(recorded: bytes, names: list[str]) -> bytes:
        """The recorded answer's places, one for each name and named after it (test_hostile_text.py): past the
        recorded ones, copies of them with OpenStreetMap ids of their own."""
        places = json.loads(recorded)
        answer = []
        for index, name in enumerate(names):
            place = json.loads(json.dumps(places[index % len(places)]))
            place["osm_id"] += index // len(places)
            place["place_id"] += index // len(places)
            place["name"] = place["address"]["road"] = name
            place["display_name"] = f"{name}, {place['display_name']}"
            answer.append(place)
        return json.dumps(answer).encode()

    def log_message(self, *args):
        pass


@pytest.fixture(scope="session")
def nominatim_url():
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), _UpstreamStub)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    yield f"http://127.0.0.1:{server.server_address[1]}"
    server.shutdown()


@pytest.fixture
def upstream_names(nominatim_url):
    """The stand-in Nominatim's answers by search text: upstream_names[text] = [name, …] makes a search for text
    answer one place named after each (forgotten after the test)."""
    yield _UpstreamStub.NAMED
    _UpstreamStub.NAMED.clear()


@pytest.fixture(scope="session")
def tile_stub():
    """The map's online tiles come from a local stand-in for tile.openstreetmap.org."""
    stub = TileStub()
    yield stub
    stub.close()


def _first_start(data_dir: Path, log_path: Path) -> None:
    """Starts the server once on an empty data directory, waits for the shipped region's import it
    begins at its first start, has it build Monaco's trip pack (kept in the data directory's packs/), and
    stops it."""
    if not binary_path().is_file():
        pytest.fail(f"server binary {binary_path()} not found: build it (swift build) or set BALUCHON_BIN")
    port = _free_port()
    url = f"http://127.0.0.1:{port}"
    dead = "http://127.0.0.1:9"  # nothing listens: no upstream is asked
    env = dict(os.environ, BALUCHON_PORT=str(port), BALUCHON_HOST="127.0.0.1", BALUCHON_DATA_DIR=str(data_dir),
               BALUCHON_PUBLIC_DIR=str(REPO_ROOT / "Public"), BALUCHON_NOMINATIM_URL=dead,
               BALUCHON_OVERPASS_URL=dead, BALUCHON_OPENMETEO_URL=dead, BALUCHON_LIBRETRANSLATE_URL=dead)
    with open(log_path, "wb") as log:
        proc = subprocess.Popen([str(binary_path()), "serve"], cwd=REPO_ROOT, env=env, stdout=log, stderr=subprocess.STDOUT)
    try:
        deadline = time.monotonic() + IMPORT_TIMEOUT_S
        regions = data_dir / "regions"
        while True:
            if proc.poll() is not None:
                pytest.fail(f"server exited with code {proc.returncode}:\n{_tail(log_path)}")
            if time.monotonic() > deadline:
                pytest.fail(f"the shipped region was not imported after {IMPORT_TIMEOUT_S}s:\n{_tail(log_path)}")
            if _healthy(url):
                with urllib.request.urlopen(f"{url}/api/v1/regions", timeout=10) as res:
                    if any(region["id"] == "monaco" for region in json.load(res)["regions"]) \
                            and not any(p.name.startswith(".incoming-") for p in regions.iterdir()):
                        break
            time.sleep(POLL_S)
        with urllib.request.urlopen(f"{url}/api/v1/packs?region=monaco", timeout=IMPORT_TIMEOUT_S) as res:
            assert res.status == 200, f"Monaco's pack was not built:\n{_tail(log_path)}"
    finally:
        _stop(proc)


def serve(env: dict, url: str, log=subprocess.DEVNULL) -> subprocess.Popen:
    """Starts `baluchon serve` with `env` (a test's own server, at `url`) and returns it once healthy."""
    proc = subprocess.Popen([str(binary_path()), "serve"], cwd=REPO_ROOT, env=env, stdout=log, stderr=subprocess.STDOUT)
    deadline = time.monotonic() + HEALTH_TIMEOUT_S
    while not _healthy(url):
        assert proc.poll() is None, f"the test's server exited with code {proc.returncode}"
        assert time.monotonic() < deadline, f"the test's server was not healthy after {HEALTH_TIMEOUT_S} s"
        time.sleep(POLL_S)
    return proc


def _stop(proc: subprocess.Popen) -> None:
    if proc.poll() is None:
        proc.send_signal(signal.SIGTERM)
        try:
            proc.wait(timeout=15)
        except subprocess.TimeoutExpired:  # a browser's keep-alive connection can hold the graceful stop
            proc.kill()
            proc.wait(timeout=5)


@pytest.fixture(scope="session")
def shipped_regions(tmp_path_factory) -> Path:
    """A data directory whose server has started once, imported the shipped Monaco region and built its trip
    pack (pytest-xdist workers share it: the first one makes it). Copy it with fresh_data_dir, never serve it."""
    basetemp = tmp_path_factory.getbasetemp()
    shared = basetemp.parent if WORKER else basetemp
    made = shared / "shipped-regions"
    with open(shared / "shipped-regions.lock", "w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)
        if not (made / "done").is_file():
            shutil.rmtree(made, ignore_errors=True)
            made.mkdir()
            ARTIFACTS.mkdir(parents=True, exist_ok=True)
            _first_start(made, ARTIFACTS / "first-start-server.log")
            (made / "done").touch()
    return made


def fresh_data_dir(shipped_regions: Path, into: Path | None = None, prefix: str = "baluchon-e2e-") -> Path:
    """A new data directory (into, or a temporary one) holding only a copy of the imported regions and of
    Monaco's built pack parts (the server serves them as it would after building them: same inputs, same key)."""
    data_dir = into or Path(tempfile.mkdtemp(prefix=prefix))
    for kept in ("regions", "packs"):
        shutil.copytree(shipped_regions / kept, data_dir / kept, symlinks=True, dirs_exist_ok=True)
    return data_dir


@pytest.fixture(scope="session")
def base_url(nominatim_url, tile_stub, request):
    """URL of the app under test; starts and stops the real server unless BALUCHON_E2E_URL is set."""
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    external = os.environ.get("BALUCHON_E2E_URL")
    if external:
        url = external.rstrip("/")
        if not _healthy(url):
            pytest.fail(f"BALUCHON_E2E_URL={url} does not answer GET /api/v1/health")
        yield url
        return

    binary = binary_path()
    if not binary.is_file():
        pytest.fail(f"server binary {binary} not found: build it (swift build) or set BALUCHON_BIN / BALUCHON_E2E_URL")

    port = _free_port()
    url = f"http://127.0.0.1:{port}"
    data_dir = fresh_data_dir(request.getfixturevalue("shipped_regions"))
    log_path = ARTIFACTS / f"server{'-' + WORKER if WORKER else ''}.log"
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
            time.sleep(POLL_S)
        yield url
    finally:
        _stop(proc)
        weather.terminate()
        weather.wait(timeout=5)
        shutil.rmtree(data_dir, ignore_errors=True)


@pytest.fixture(scope="session")
def catalogs():
    """The UI catalogs, read from the repository: {'fr': {...}, 'en': {...}}."""
    return {lang: json.loads((REPO_ROOT / "Public" / "i18n" / f"{lang}.json").read_text(encoding="utf-8"))
            for lang in ("fr", "en")}


@pytest.fixture(scope="session")
def browsers(base_url):
    """The Chromiums of this test process, reused from test to test (closed before the server stops)."""
    pool = Browsers()
    yield pool
    pool.close()


@pytest.fixture
def make_app(base_url, catalogs, browsers, request):
    """Factory: make_app(viewport='phone'|'desktop', lang='fr'|'en', fresh=False) → App (a browser of its own
    each: from the pool, wiped but for the installed service worker and shell; with fresh=True a new Chromium,
    a new profile that has never seen the app; after a failed test it is closed, not reused).

    At teardown every browser is checked for SEVERE console entries (JS errors, failed loads);
    tests that provoke failures on purpose call app.allow_console(substring).
    """
    apps = []

    def factory(viewport: str = "phone", lang: str = "fr", fresh: bool = False) -> App:
        assert viewport in VIEWPORTS, viewport
        app = App(base_url, viewport, lang, catalogs, None if fresh else browsers)
        apps.append(app)
        return app

    yield factory

    failed = getattr(request.node, "rep_call", None)
    failed = bool(failed and failed.failed) or not hasattr(request.node, "rep_call")
    problems = []
    for app in apps:
        errors = None
        try:
            errors = app.console_errors()
            problems += [f"[{app.viewport}/{app.lang}] {msg}" for msg in errors]
        finally:
            app.quit(reuse=not failed and errors == [])
    if problems and not failed:
        pytest.fail("browser console errors:\n" + "\n".join(problems))


# The files that take longest, longest first (pytest --durations=0 summed by file; figures in the README's
# Development section). pytest-xdist hands whole files to its two workers in collection order
# (scripts/test.sh: --dist loadfile --no-loadscope-reorder): a long file started last would keep one worker
# busy while the other waits. Files not named here (new ones) start first, then these.
LONGEST_FIRST = (
    "test_hostile_text.py", "test_device_routes.py", "test_packs.py", "test_map.py", "test_shell.py",
    "test_money.py", "test_cli_saved.py", "test_guidance.py", "test_sharing_links.py", "test_phrasebook.py",
    "test_saved.py", "test_region_catalogue.py", "test_weather.py", "test_accessibility.py",
    "test_device_dice_qr.py", "test_cli_languages.py", "test_travel_settings.py", "test_room_heartbeat.py",
    "test_bad_link.py", "test_translate.py", "test_saved_files_offline.py", "test_tracks.py", "test_games.py",
    "test_route_panel.py", "test_bad_link_map.py", "test_translate_quality.py", "test_bad_link_fallback.py",
    "test_pack_stall.py", "test_pwa.py", "test_routes.py", "test_bad_link_words.py", "test_pages.py",
    "test_cli_route.py", "test_device_search.py", "test_http_hardening.py", "test_cluster.py",
    "test_weather_gaps.py", "test_bad_link_pages.py", "test_city_sections.py", "test_transit.py",
    "test_cli_usage.py", "test_cli_arguments.py", "test_database.py", "test_crash_safety.py", "test_french_words.py",
    "test_photo_translate.py", "test_static.py",
)


def pytest_collection_modifyitems(items):
    rank = {name: index for index, name in enumerate(LONGEST_FIRST)}
    items.sort(key=lambda item: rank.get(item.path.name, -1))  # a stable sort: a file's own order stays


@pytest.hookimpl(tryfirst=True, hookwrapper=True)
def pytest_runtest_makereport(item, call):
    outcome = yield
    rep = outcome.get_result()
    # A skipped browser test hides a regression: where everything it needs is installed (CI: scripts/test.sh
    # sets BALUCHON_E2E_NO_SKIP=1), a skip fails.
    if rep.skipped and not hasattr(rep, "wasxfail") and os.environ.get("BALUCHON_E2E_NO_SKIP") == "1":
        reason = rep.longrepr[2] if isinstance(rep.longrepr, tuple) else str(rep.longrepr)
        rep.outcome = "failed"
        rep.longrepr = f"skipped, and BALUCHON_E2E_NO_SKIP=1 allows no skip: {reason}"
    setattr(item, f"rep_{rep.when}", rep)


def pytest_terminal_summary(terminalreporter):
    """The browser stage's time in CI's output (scripts/test.sh sets BALUCHON_STAGE_START), just above
    pytest's own last line."""
    start, ci_start = os.environ.get("BALUCHON_STAGE_START"), os.environ.get("BALUCHON_CI_START")
    if start:
        now = time.time()
        line = f"== stage browser tests: {now - float(start):.0f} s"
        if ci_start:
            line += f" (CI so far: {now - float(ci_start):.0f} s)"
        terminalreporter.write_line(line)
