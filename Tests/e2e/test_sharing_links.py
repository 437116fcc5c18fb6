"""Sharing any phone camera understands, and reading what other apps write (issue 24, items 5 and 6), on a
phone (375×667) in French and English: the whole-list QR code holds a link to the list on the server that made
it (BALUCHON_PUBLIC_URL when set, else the page's own address), read back from the screen with zbarimg and
opened as a camera app would; the preview shows its points with the map tiles blocked; a GPX waypoint without
a position is left out and named; geo: URIs as apps write them and letters-only geohashes are read; a short Plus
Code received is read near where I am."""
import base64
import os
import shutil
import subprocess
import time
import urllib.parse
from pathlib import Path

import pytest
from selenium.webdriver.common.by import By

from conftest import _free_port, _healthy, _stop, fresh_data_dir
from e2e_support import App, REPO_ROOT
from list_codes import list_code
from test_saved import choose_file, click, items, names, open_places, receive, save, st, wipe

PUBLIC_URL = "https://baluchon.example.org"
HEALTH_TIMEOUT_S = 60
ZBAR_TIMEOUT_S = 20


def binary() -> Path:
    path = Path(os.environ.get("BALUCHON_BIN", REPO_ROOT / ".build" / "debug" / "baluchon"))
    return path if path.is_absolute() else REPO_ROOT / path


def zbar(path) -> str:
    done = subprocess.run(["zbarimg", "--quiet", "--raw", "-Sbinary", str(path)], capture_output=True, timeout=ZBAR_TIMEOUT_S)
    assert done.returncode == 0, done.stderr
    return done.stdout.decode("utf-8").strip()


def read_qr(app, element, tmp_path) -> str:
    """What a camera reads from the QR code as the page shows it: a screenshot of the drawing, through zbarimg."""
    app.js("arguments[0].scrollIntoView({block: 'center'})", element)
    path = tmp_path / f"qr-{time.monotonic_ns()}.png"
    path.write_bytes(element.screenshot_as_png)
    return zbar(path)


def read_large_qr(app, element, tmp_path, scale=4) -> str:
    """A symbol with too many modules for its 220 pixels on screen: the page's SVG drawn at `scale` pixels a module."""
    data = app.js_async(
        "const [svg, scale, done] = arguments; const side = svg.viewBox.baseVal.width;"
        "const image = new Image(); image.onload = () => { const canvas = document.createElement('canvas');"
        "  canvas.width = canvas.height = side * scale; const g = canvas.getContext('2d'); g.imageSmoothingEnabled = false;"
        "  g.drawImage(image, 0, 0, side * scale, side * scale); done(canvas.toDataURL('image/png')); };"
        "image.src = 'data:image/svg+xml;base64,' + btoa(new XMLSerializer().serializeToString(svg));", element, scale)
    path = tmp_path / f"qr-{time.monotonic_ns()}.png"
    path.write_bytes(base64.b64decode(data.split(",", 1)[1]))
    return zbar(path)


def share_all(app):
    click(app, app.driver.find_element(By.ID, "saved-share-all"))
    link = app.wait.until(lambda d: d.find_element(By.ID, "saved-list-link")).get_attribute("value")
    return link, app.wait.until(lambda d: d.find_element(By.CSS_SELECTOR, "svg#saved-list-qr"))


def wait_preview(app, count):
    preview = app.wait.until(lambda d: d.find_element(By.ID, "saved-preview"))
    app.wait.until(lambda d: len(preview.find_elements(By.CSS_SELECTOR, "input.saved-in-box")) == count)
    return preview


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_the_list_qr_code_is_a_link_a_camera_opens_and_it_imports_the_list(make_app, tmp_path, lang):
    app = make_app("phone", lang)
    wipe(app)
    open_places(app)
    save(app, "Casino", "43.7396, 7.4276", "Monaco")
    save(app, "Palais princier", "43.7312, 7.4199", "Monaco")
    link, qr = share_all(app)
    code = app.driver.find_element(By.ID, "saved-list-code").get_attribute("value")
    assert link.startswith(f"{app.base_url}/places?import=BLC:"), "without BALUCHON_PUBLIC_URL: the page's own address"
    assert urllib.parse.parse_qs(urllib.parse.urlsplit(link).query)["import"] == [code]
    assert read_qr(app, qr, tmp_path) == link
    assert app.text(app.driver.find_element(By.ID, "saved-list-qr-caption")) == st(app, "saved.qrLink")
    assert app.horizontal_overflow() <= 0
    app.screenshot(f"sharing-list-qr-phone-{lang}")

    # A camera app opens the link in the browser: a fresh device sees the preview and imports the list.
    wipe(app)
    app.driver.get(link)
    app.wait_ready()
    app.wait_view("places")
    wait_preview(app, 2)
    click(app, app.driver.find_element(By.ID, "saved-import"))
    app.wait.until(lambda d: names(app) == ["Casino", "Palais princier"])
    assert app.path == "/places"


def test_a_list_too_long_for_a_link_in_one_qr_code_gets_the_bare_code(make_app, tmp_path):
    app = make_app("phone", "en")
    wipe(app)
    open_places(app)
    # 72 places: the code fits one QR code (3,252 characters), its link does not.
    app.js_async(
        "const done = arguments[arguments.length - 1];"
        "import('/js/saved/store.js').then(async (store) => {"
        "  const places = Array.from({ length: 72 }, (_, i) => ({ id: store.newId(), position: i + 1, savedAt: store.isoNow(),"
        "    name: `Étape ${i} + pause`, note: '', group: 'Tour', colour: null,"
        "    latitude: 43.7 + i / 997, longitude: 7.4 + i / 991 }));"
        "  await store.put(...places); done(true); });")
    app.reload()
    app.wait.until(lambda d: len(items(app)) == 72)
    link, qr = share_all(app)
    code = app.driver.find_element(By.ID, "saved-list-code").get_attribute("value")
    assert len(code) <= 3391, "the bare code fits one QR code"
    caption = app.driver.find_element(By.ID, "saved-list-qr-caption")
    app.wait.until(lambda d: app.text(caption) == st(app, "saved.qrCode"))
    assert read_large_qr(app, qr, tmp_path) == code
    assert link.startswith(f"{app.base_url}/places?import=BLC:"), "the link is still there to send in a chat"
    app.js("arguments[0].scrollIntoView({block: 'center'})", qr)
    app.screenshot("sharing-list-qr-bare-phone-en", full_page=False)


@pytest.fixture(scope="module")
def public_server(tile_stub, shipped_regions):
    """A server told its public address (BALUCHON_PUBLIC_URL) is https://baluchon.example.org."""
    data = fresh_data_dir(shipped_regions, prefix="baluchon-public-url-")
    port = _free_port()
    url = f"http://127.0.0.1:{port}"
    env = {key: value for key, value in os.environ.items() if not key.startswith(("LC_", "BALUCHON_"))}
    env.update(BALUCHON_DATA_DIR=str(data), BALUCHON_LOG_LEVEL="error", BALUCHON_PORT=str(port), BALUCHON_HOST="127.0.0.1",
               BALUCHON_TILE_URL=tile_stub.template, BALUCHON_NOMINATIM_URL="http://127.0.0.1:9/",
               BALUCHON_PUBLIC_DIR=str(REPO_ROOT / "Public"), BALUCHON_PUBLIC_URL=PUBLIC_URL + "/")
    server = subprocess.Popen([str(binary()), "serve"], cwd=REPO_ROOT, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, env=env)
    try:
        deadline = time.monotonic() + HEALTH_TIMEOUT_S
        while not _healthy(url):
            assert server.poll() is None and time.monotonic() < deadline, "the server did not start"
            time.sleep(0.05)  # polling interval, not a timing assumption
        yield url
    finally:
        _stop(server)
        shutil.rmtree(data, ignore_errors=True)


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_with_a_public_url_the_links_point_there(public_server, catalogs, browsers, tmp_path, lang):
    app = App(public_server, "phone", lang, catalogs, browsers)
    try:
        wipe(app)
        open_places(app)
        save(app, "Jardin exotique", "43.7310, 7.4119")
        link, qr = share_all(app)
        assert link.startswith(PUBLIC_URL + "/places?import=BLC:")
        assert read_qr(app, qr, tmp_path) == link
        app.screenshot(f"sharing-public-url-phone-{lang}")
        click(app, app.driver.find_element(By.ID, "saved-publish"))
        published = app.wait.until(lambda d: d.find_element(By.ID, "saved-published-link")).get_attribute("value")
        assert published.startswith(PUBLIC_URL + "/places?list=")
        # The same path and query on this server (the public address is a stand-in here) imports the list.
        wipe(app)
        app.driver.get(public_server + link[len(PUBLIC_URL):])
        app.wait_ready()
        wait_preview(app, 1)
        click(app, app.driver.find_element(By.ID, "saved-import"))
        app.wait.until(lambda d: names(app) == ["Jardin exotique"])
        assert app.console_errors() == []
    finally:
        app.quit()


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_the_preview_shows_its_points_when_the_map_tiles_cannot_load(make_app, tile_stub, lang):
    app = make_app("phone", lang)
    app.allow_console("ERR_BLOCKED_BY_CLIENT")
    wipe(app)
    app.driver.execute_cdp_cmd("Network.enable", {})
    app.driver.execute_cdp_cmd("Network.setBlockedURLs", {"urls": [f"{tile_stub.origin}/*", "*/api/v1/tiles/*"]})
    code = list_code("refuge-and-col")
    app.open("/places?" + urllib.parse.urlencode({"import": code}))
    app.wait_view("places")
    preview = wait_preview(app, 2)
    assert "Refuge" in app.text(preview) and "Col" in app.text(preview)
    app.wait.until(lambda d: app.js("const m = document.querySelector('#saved-preview-map');"
                                    " return m && m.dataset.state === 'ready' && m.querySelectorAll('.leaflet-marker-icon').length === 2"))
    drawn = app.js("return [...document.querySelectorAll('#saved-preview-map .leaflet-marker-icon')]"
                   ".map((m) => { const r = m.getBoundingClientRect(); const box = m.closest('#saved-preview-map').getBoundingClientRect();"
                   " return m.complete && m.naturalWidth > 0 && r.left >= box.left && r.right <= box.right && r.top >= box.top && r.bottom <= box.bottom; })")
    assert drawn == [True, True], "both points drawn inside the map though no tile loaded"
    assert not app.js("return [...document.querySelectorAll('#saved-preview-map img.leaflet-tile-loaded')].length")
    app.screenshot(f"sharing-preview-no-tiles-phone-{lang}")


GPX_WITH_A_GAP = """<?xml version="1.0" encoding="UTF-8"?>
<gpx version="1.1" creator="OsmAnd" xmlns="http://www.topografix.com/GPX/1/1">
  <wpt lat="43.7384" lon="7.4246"><name>Casino</name></wpt>
  <wpt><name>Sans coordonnées</name></wpt>
  <wpt lat="43.7325" lon="7.4189"><name>Palais</name></wpt>
</gpx>
"""


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_a_gpx_waypoint_without_a_position_is_left_out_and_named(make_app, tmp_path, lang):
    app = make_app("phone", lang)
    wipe(app)
    open_places(app)
    path = tmp_path / "gap.gpx"
    path.write_text(GPX_WITH_A_GAP, encoding="utf-8")
    choose_file(app, path)
    preview = wait_preview(app, 2)
    named = st(app, "saved.skippedNamed").replace("{name}", "Sans coordonnées").replace("{index}", "2")
    assert app.text(app.driver.find_element(By.ID, "saved-preview-skipped")) == st(app, "saved.skipped").replace("{places}", named)
    assert "Casino" in app.text(preview) and "Palais" in app.text(preview)
    assert app.horizontal_overflow() <= 0
    app.screenshot(f"sharing-gpx-skipped-phone-{lang}")
    click(app, app.driver.find_element(By.ID, "saved-import"))
    app.wait.until(lambda d: names(app) == ["Casino", "Palais"])


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_geo_uris_as_apps_write_them_and_letters_only_geohashes_are_saved(make_app, lang):
    app = make_app("phone", lang)
    app.allow_console("decode?code=spey")
    wipe(app)
    open_places(app)
    save(app, "Virgule", "geo:43.7384, 7.4246")
    save(app, "Encodée", "geo:43.7311%2C7.4197")
    save(app, "Android", "geo:0,0?q=43.7325,7.4189(Palais)")
    save(app, "Zoom", "geo:43.7396,7.4276&z=12")
    save(app, "Geohash", "geohash:spey")
    texts = [app.text(item) for item in items(app)]
    for text, position in zip(texts, ["43.73840, 7.42460", "43.73110, 7.41970", "43.73250, 7.41890", "43.73960, 7.42760",
                                      "43.33008, 5.44922"]):
        assert position in text, (text, position)
    # Letters only, without the prefix, are words: the server says so in the page's language.
    app.driver.find_element(By.ID, "saved-name").send_keys("Mot")
    app.driver.find_element(By.ID, "saved-position").send_keys("spey")
    click(app, app.driver.find_element(By.ID, "saved-save"))
    status = app.driver.find_element(By.ID, "saved-status")
    app.wait.until(lambda d: status.get_attribute("data-kind") == "error")
    assert app.text(status) == st(app, "saved.error.unrecognised_code") and len(items(app)) == 5
    app.screenshot(f"sharing-geo-uris-phone-{lang}")


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_a_short_plus_code_received_is_read_near_where_i_am(make_app, lang):
    from test_map import emulate_position
    app = make_app("phone", lang)
    wipe(app)
    open_places(app)
    status = app.driver.find_element(By.ID, "saved-status")
    # No position to be had (location refused): the page asks for the town or the full code.
    app.driver.execute_cdp_cmd("Browser.setPermission", {
        "origin": app.base_url, "permission": {"name": "geolocation"}, "setting": "denied"})
    receive(app, "8FVC+QR")
    app.wait.until(lambda d: app.text(status) == st(app, "saved.error.short_code_needs_reference"))
    # Where the phone can tell where it is, it is asked, without "Use where I am" first: the same code is the
    # cell nearest to it, in Zurich.
    emulate_position(app, {"latitude": 47.3769, "longitude": 8.5417, "accuracy": 20})
    receive(app, "8FVC+QR")
    preview = wait_preview(app, 1)
    assert app.text(preview.find_element(By.CSS_SELECTOR, "li.saved-in")) == f"{st(app, 'saved.unnamed')} 47.34444, 8.47206"
    click(app, app.driver.find_element(By.ID, "saved-import"))
    app.wait.until(lambda d: len(items(app)) == 1)


def in_sight(app, element, whole=True) -> bool:
    """Whether the element (or, not whole, its top) is on screen."""
    return app.js("const r = arguments[0].getBoundingClientRect();"
                  "return r.top >= 0 && (arguments[1] ? r.bottom : r.top) <= window.innerHeight", element, whole)


def test_what_is_read_under_receive_is_told_there_and_the_preview_brought_into_sight(make_app):
    app = make_app("phone", "fr")
    wipe(app)
    open_places(app)
    field = app.driver.find_element(By.ID, "saved-receive-input")
    read = app.driver.find_element(By.ID, "saved-receive")
    status = app.driver.find_element(By.ID, "saved-status")
    # Nothing pasted: asked for a code, beside the button, on screen (the receive section is a long scroll down).
    click(app, read)
    app.wait.until(lambda d: status.get_attribute("data-kind") == "error")
    assert app.text(status) == st(app, "saved.error.no_code")
    assert app.js("return arguments[0].previousElementSibling.contains(arguments[1])", status, read)
    assert in_sight(app, status)
    app.screenshot("sharing-receive-empty-phone-fr")
    # A position read: the preview at the top of the page comes into sight, and the earlier message goes.
    field.send_keys("43.7400, 7.4270")
    click(app, read)
    preview = wait_preview(app, 1)
    app.wait.until(lambda d: in_sight(app, preview, whole=False))
    assert app.text(status) == ""
