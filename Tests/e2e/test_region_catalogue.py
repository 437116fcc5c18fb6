"""Regions by name from the map page, in headless Chromium at phone size, in French and English: the map looks at
Andorra, which no installed region covers; the page offers "Andorra — 2.5 MB — Download" from the server's
catalogue, asks once for the operator's token, shows the download's progress, and once Andorra is in service the
offline map draws it and search answers there, without a reload. A wrong token is told and asked again; on a
server whose operator set no token the page says downloads are off.

The servers are this module's own: a catalogue in Geofabrik's format (Tests/Fixtures/regions/index-v1.json) and
the shared Andorra extract with its `.md5` come from a local stand-in (a small Python HTTP server).
"""
import hashlib
import http.server
import json
import os
import shutil
import threading
import time
import urllib.error
import urllib.request
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import pytest
from selenium.webdriver.common.by import By
from selenium.webdriver.common.action_chains import ActionChains

from conftest import _free_port, _stop, fresh_data_dir, serve
from e2e_support import REPO_ROOT, App, filled, norm
from test_http_hardening import _exchange, _resident_mb, _server_pid
from test_map import click, loaded_tiles

TOKEN = "e2e-operator-token-2026"
ANDORRA_LA_VELLA = {"latitude": 42.5078, "longitude": 1.5211}
DOWNLOAD_TIMEOUT_S = 240
MAP_CATALOGS = {lang: json.loads((REPO_ROOT / "Public" / "i18n" / f"map.{lang}.json").read_text(encoding="utf-8"))
                for lang in ("fr", "en")}


def andorra_extract() -> Path:
    for folder in (os.environ.get("BALUCHON_SHARED_DATA"), REPO_ROOT.parent / "shared" / "data", "/work/shared/data"):
        if folder and (Path(folder) / "osm" / "andorra.osm.pbf").is_file():
            return Path(folder) / "osm" / "andorra.osm.pbf"
    pytest.fail("shared data osm/andorra.osm.pbf not found (set BALUCHON_SHARED_DATA)")


class _Geofabrik(http.server.BaseHTTPRequestHandler):
    """download.geofabrik.de's stand-in: the index, the Andorra extract (HEAD too) and its `.md5`."""

    files: dict[str, bytes] = {}

    def _answer(self, body_too: bool):
        body = self.files.get(self.path)
        self.send_response(200 if body is not None else 404)
        self.send_header("Content-Length", str(len(body or b"")))
        self.send_header("Last-Modified", "Tue, 02 May 2023 20:21:43 GMT")
        self.end_headers()
        if body_too and body:
            self.wfile.write(body)

    def do_GET(self):
        self._answer(True)

    def do_HEAD(self):
        self._answer(False)

    def log_message(self, *args):
        pass


@pytest.fixture(scope="module")
def geofabrik():
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), _Geofabrik)
    base = f"http://127.0.0.1:{server.server_address[1]}"
    extract = andorra_extract().read_bytes()
    index = (REPO_ROOT / "Tests" / "Fixtures" / "regions" / "index-v1.json").read_text(encoding="utf-8")
    _Geofabrik.files = {
        "/index-v1.json": index.replace("{{BASE}}", base).encode(),
        "/europe/andorra-latest.osm.pbf": extract,
        "/europe/andorra-latest.osm.pbf.md5": f"{hashlib.md5(extract).hexdigest()}  andorra-latest.osm.pbf\n".encode(),
    }
    threading.Thread(target=server.serve_forever, daemon=True).start()
    yield base
    server.shutdown()


def start_server(shipped_regions, nominatim_url, tile_stub, geofabrik, token):
    data_dir = fresh_data_dir(shipped_regions, prefix="baluchon-e2e-catalogue-")
    port = _free_port()
    env = dict(os.environ, BALUCHON_PORT=str(port), BALUCHON_HOST="127.0.0.1", BALUCHON_DATA_DIR=str(data_dir),
               BALUCHON_NOMINATIM_URL=nominatim_url, BALUCHON_TILE_URL=tile_stub.template,
               BALUCHON_PUBLIC_DIR=str(REPO_ROOT / "Public"), BALUCHON_REGIONS_INDEX_URL=f"{geofabrik}/index-v1.json")
    env.pop("BALUCHON_ADMIN_TOKEN", None)
    if token:
        env["BALUCHON_ADMIN_TOKEN"] = token
    url = f"http://127.0.0.1:{port}"
    return serve(env, url), url, data_dir


def stop_server(proc, data_dir):
    _stop(proc)
    shutil.rmtree(data_dir, ignore_errors=True)


@pytest.fixture(scope="module")
def operated(shipped_regions, nominatim_url, tile_stub, geofabrik):
    """A server whose operator set a token."""
    proc, url, data_dir = start_server(shipped_regions, nominatim_url, tile_stub, geofabrik, TOKEN)
    yield url
    stop_server(proc, data_dir)


@pytest.fixture(scope="module")
def closed(shipped_regions, nominatim_url, tile_stub, geofabrik):
    """A server whose operator set no token: no download from the page."""
    proc, url, data_dir = start_server(shipped_regions, nominatim_url, tile_stub, geofabrik, None)
    yield url
    stop_server(proc, data_dir)


def remove_andorra(url):
    request = urllib.request.Request(f"{url}/api/v1/regions/andorra", method="DELETE", headers={"Authorization": f"Bearer {TOKEN}"})
    try:
        urllib.request.urlopen(request, timeout=30).close()
    except urllib.error.HTTPError as error:
        assert error.code == 404, error.code


def api(url, path, lang="en"):
    request = urllib.request.Request(url + path, headers={"Accept-Language": lang})
    with urllib.request.urlopen(request, timeout=30) as res:
        return json.load(res)


@pytest.fixture
def make_catalogue_app(catalogs, browsers):
    made = []

    def factory(url, lang):
        app = App(url, "phone", lang, catalogs, browsers)
        made.append(app)
        return app

    yield factory
    problems = []
    for app in made:
        try:
            problems += app.console_errors()
        finally:
            app.quit()
    assert not problems, problems


def mt(lang, key, **params):
    return norm(filled(MAP_CATALOGS[lang][key], **params))


def open_map_at_andorra(app):
    app.open("/about")
    app.js("localStorage.setItem('baluchon.map.view', JSON.stringify(arguments[0]))", dict(ANDORRA_LA_VELLA, zoom=14))
    app.open("/map")
    app.wait_view("map")
    app.wait.until(lambda d: app.js("return document.querySelector('#map-canvas').dataset.state") == "ready")
    app.js("window.sameDocument = true")


def offer_state(app):
    return app.js("return document.querySelector('#region-offer .region-offer')?.dataset.state || null")


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_the_map_offers_the_region_it_looks_at_and_serves_it_once_downloaded(operated, make_catalogue_app, lang):
    remove_andorra(operated)
    app = make_catalogue_app(operated, lang)
    open_map_at_andorra(app)
    app.wait.until(lambda d: offer_state(app) == "offer")
    offer = app.driver.find_element(By.ID, "region-offer")
    size = {"fr": "2,5 Mo", "en": "2.5 MB"}[lang]
    assert f"Andorra — {size}" in norm(offer.text)
    assert mt(lang, "map.regionOffer.missing") in norm(offer.text)
    assert app.horizontal_overflow() == 0
    app.screenshot(f"region-offer-{lang}", full_page=False)
    click(app, app.driver.find_element(By.ID, "region-offer-download"))
    app.wait.until(lambda d: offer_state(app) == "token")
    token = app.driver.find_element(By.ID, "region-offer-token")
    assert token.get_attribute("type") == "password"
    assert mt(lang, "map.regionOffer.token") in norm(offer.text)
    app.screenshot(f"region-offer-token-{lang}", full_page=False)
    token.send_keys(TOKEN)
    click(app, app.driver.find_element(By.ID, "region-offer-send"))
    app.wait.until(lambda d: offer_state(app) in ("running", "done", "failed"))
    if offer_state(app) == "running":
        app.screenshot(f"region-offer-progress-{lang}", full_page=False)
    deadline = time.monotonic() + DOWNLOAD_TIMEOUT_S
    while offer_state(app) == "running" and time.monotonic() < deadline:
        time.sleep(0.2)  # polling interval, not a timing assumption
    assert offer_state(app) == "done", norm(app.driver.find_element(By.ID, "region-offer").text)
    assert mt(lang, "map.regionOffer.ready", name="Andorra") in norm(app.driver.find_element(By.ID, "region-offer").text)
    app.screenshot(f"region-offer-done-{lang}", full_page=False)
    # Served without a reload: the offline map draws Andorra's tiles and search answers there.
    assert app.js("return window.sameDocument === true")
    click(app, app.driver.find_element(By.ID, "map-layer-offline"))
    app.wait.until(lambda d: app.js("return document.querySelector('#map-canvas').dataset.layer") == "offline")
    app.wait.until(lambda d: len(loaded_tiles(app, "offline")) > 0)
    # Andorra la Vella's own tile, drawn from the region just downloaded.
    app.wait.until(lambda d: any(src.endswith("/api/v1/tiles/14/8261/6050.svg") for src in loaded_tiles(app, "offline")))
    found = api(operated, "/api/v1/search?q=pharmacy&near=42.5078,1.5211", lang)
    assert found["results"], found
    assert app.js("return localStorage.getItem('baluchon.regions.adminToken')") == json.dumps(TOKEN)
    listed = api(operated, "/api/v1/regions")
    andorra = next(region for region in listed["regions"] if region["id"] == "andorra")
    assert andorra["source"]["catalogueId"] == "andorra"
    remove_andorra(operated)


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_a_wrong_token_is_told_and_asked_again(operated, make_catalogue_app, lang):
    remove_andorra(operated)
    app = make_catalogue_app(operated, lang)
    app.allow_console("/api/v1/regions - Failed to load resource: the server responded with a status of 401")
    app.open("/about")
    app.js("localStorage.setItem('baluchon.regions.adminToken', JSON.stringify('not-the-operator-token'))")
    open_map_at_andorra(app)
    app.wait.until(lambda d: offer_state(app) == "offer")
    click(app, app.driver.find_element(By.ID, "region-offer-download"))
    app.wait.until(lambda d: offer_state(app) == "token")
    error = app.driver.find_element(By.CSS_SELECTOR, "#region-offer .region-offer-error")
    expected = {"fr": "jeton de l'exploitant", "en": "operator's token"}[lang]
    assert expected in norm(error.text).replace("’", "'")
    assert app.js("return localStorage.getItem('baluchon.regions.adminToken')") is None
    app.screenshot(f"region-offer-wrong-token-{lang}", full_page=False)
    assert not any(region["id"] == "andorra" for region in api(operated, "/api/v1/regions")["regions"])


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_without_an_operator_token_the_page_says_downloads_are_off(closed, make_catalogue_app, lang):
    app = make_catalogue_app(closed, lang)
    open_map_at_andorra(app)
    app.wait.until(lambda d: offer_state(app) == "off")
    offer = app.driver.find_element(By.ID, "region-offer")
    assert mt(lang, "map.regionOffer.off") in norm(offer.text)
    assert not app.driver.find_elements(By.ID, "region-offer-download")
    app.screenshot(f"region-offer-off-{lang}", full_page=False)


def test_region_bodies_nested_a_million_deep_or_at_their_limit_are_refused_and_memory_comes_back(operated):
    """POST /api/v1/regions with the operator's token: a body of a million nested brackets is refused as too large
    (its limit is 4 KB) before it is read whole, one of 4 KB of brackets as malformed JSON; rounds of fifty of each
    leave the server answering, its memory no higher after the first round than after three."""
    pid = _server_pid(operated)
    nested = b"[" * 1_000_000 + b"]" * 1_000_000
    head = (f"POST /api/v1/regions HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: Bearer {TOKEN}\r\n"
            f"Content-Type: application/json\r\nContent-Length: {len(nested)}\r\nConnection: close\r\n\r\n").encode()
    answer, _, _ = _exchange(operated, [head, nested])
    assert answer.startswith(b"HTTP/1.1 413") and b"body_too_large" in answer, answer[:300]
    at_limit = b"[" * 2048 + b"]" * 2048

    def refused_at_limit():
        request = urllib.request.Request(f"{operated}/api/v1/regions?lang=fr", data=at_limit, method="POST",
                                         headers={"Authorization": f"Bearer {TOKEN}", "Content-Type": "application/json"})
        with pytest.raises(urllib.error.HTTPError) as refused:
            urllib.request.urlopen(request, timeout=30)
        error = json.load(refused.value)["error"]
        assert (refused.value.code, error["code"]) == (400, "malformed_json") and error["message"], error

    refused_at_limit()

    def abuse():
        with ThreadPoolExecutor(4) as pool:
            list(pool.map(lambda _: _exchange(operated, [head, nested[:60_000]]), range(50)))
        for _ in range(50):
            refused_at_limit()

    abuse()  # the first round grows the allocator's pools and NIO's buffers to their working size
    before = _resident_mb(pid)
    for _ in range(2):
        abuse()
    assert api(operated, "/api/v1/health")["status"] == "ok"
    assert _resident_mb(pid) < before + 32, (before, _resident_mb(pid))


def test_a_server_that_cannot_read_its_catalogue_is_asked_once_while_the_map_moves(shipped_regions, nominatim_url, tile_stub,
                                                                                    make_catalogue_app):
    """No internet and no copy of the catalogue: the map's first question is answered 502 catalogue_unavailable and
    nothing is offered; moving the map then asks no more (before, every new centre asked, and waited, again)."""
    proc, url, data_dir = start_server(shipped_regions, nominatim_url, tile_stub, "http://127.0.0.1:9", TOKEN)
    try:
        app = make_catalogue_app(url, "en")
        app.allow_console("/api/v1/regions/available")
        open_map_at_andorra(app)
        asked = "return performance.getEntriesByType('resource').filter((e) => e.name.includes('/api/v1/regions/available')).length"
        app.wait.until(lambda d: app.js(asked) == 1)
        canvas = app.driver.find_element(By.ID, "map-canvas")
        centre = app.js("return JSON.parse(localStorage.getItem('baluchon.map.view'))")
        # Four drags of 160 px to the left (the map's keys pan only once the map has the focus), each 0.007–0.014° at
        # zoom 14: well past the 0.01° the offer tells centres apart by.
        for _ in range(4):
            ActionChains(app.driver).click_and_hold(canvas).move_by_offset(-80, 0).move_by_offset(-80, 0).release().perform()
        app.wait.until(lambda d: app.js("return JSON.parse(localStorage.getItem('baluchon.map.view')).longitude") > centre["longitude"] + 0.02)
        time.sleep(2)  # the offer asks once the map rests for 0.6 s: give it that time, and more, to ask wrongly
        assert app.js(asked) == 1
        assert offer_state(app) is None
    finally:
        stop_server(proc, data_dir)
