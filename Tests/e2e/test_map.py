"""Map: Leaflet served by the server, online tiles (a local stand-in for OpenStreetMap) with attribution, the
base-map switch, "where am I" with an emulated position, refused positions, search and offline tiles.

The geolocation is emulated through the DevTools protocol; the online tiles come from Tests/e2e/map_stub.py
(conftest points BALUCHON_TILE_URL at it), so the suite never reaches the internet. Regions, offline tiles,
search and where come from the real server (Monaco, imported at a first start).
"""
import json
import re
import time
import urllib.request

import pytest
from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys

from e2e_support import REPO_ROOT, VIEWPORTS, filled, norm

MONACO = {"latitude": 43.7384, "longitude": 7.4246, "accuracy": 30}
MAP_CATALOGS = {lang: json.loads((REPO_ROOT / "Public" / "i18n" / f"map.{lang}.json").read_text(encoding="utf-8"))
                for lang in ("fr", "en")}
TILES_CACHE = "baluchon-tiles-v1"
IMPORT_TIMEOUT_S = 240


@pytest.fixture(scope="module", autouse=True)
def monaco(base_url):
    """The server's data directory holds the shipped Monaco extract as its first start imported it
    (conftest.shipped_regions): make sure it is served, so the offline map, search and where answer from
    the region (never from the internet)."""
    deadline = time.monotonic() + IMPORT_TIMEOUT_S
    while True:
        with urllib.request.urlopen(base_url + "/api/v1/regions", timeout=10) as res:
            regions = json.load(res)["regions"]
        if any(region["id"] == "monaco" for region in regions):
            return next(region for region in regions if region["id"] == "monaco")
        if time.monotonic() > deadline:
            pytest.fail(f"Monaco not imported after {IMPORT_TIMEOUT_S}s: {regions}")
        time.sleep(0.1)  # polling interval, not a timing assumption


def mt(app, key, **params):
    return norm(filled(MAP_CATALOGS[app.lang][key], **params))


def api(app, path):
    request = urllib.request.Request(app.base_url + path, headers={"Accept-Language": app.lang})
    with urllib.request.urlopen(request, timeout=10) as res:
        return json.load(res)


def open_map(app, layer=None):
    app.open("/about")
    app.js("localStorage.removeItem('baluchon.map.view')")
    if layer:
        app.js("localStorage.setItem('baluchon.map.layer', JSON.stringify(arguments[0]))", layer)
    app.open("/map")
    app.wait_view("map")
    app.wait.until(lambda d: app.js("return document.querySelector('#map-canvas').dataset.state") == "ready")


def loaded_tiles(app, layer):
    return app.js("return [...document.querySelectorAll('.map-tiles-' + arguments[0] + ' img.leaflet-tile-loaded')]"
                  ".map(img => img.src)", layer)


def wait_tiles(app, layer):
    app.wait.until(lambda d: len(loaded_tiles(app, layer)) > 0)
    return loaded_tiles(app, layer)


def layer_in_use(app):
    return app.js("return document.querySelector('#map-canvas').dataset.layer")


def click(app, element):
    app.js("arguments[0].scrollIntoView({block: 'center'})", element)
    element.click()


def emulate_position(app, position=MONACO):
    app.driver.execute_cdp_cmd("Browser.grantPermissions", {"origin": app.base_url, "permissions": ["geolocation"]})
    app.driver.execute_cdp_cmd("Emulation.setGeolocationOverride", position)


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_the_map_fills_the_phone_with_online_tiles_and_their_attribution(make_app, tile_stub, lang):
    app = make_app("phone", lang)
    earlier = len(tile_stub.tiles())  # the stub serves the whole session: other tests' maps asked it too
    open_map(app)
    tiles = wait_tiles(app, "online")
    assert all(src.startswith(tile_stub.origin + "/14/") for src in tiles), tiles[:3]
    # OpenStreetMap's policy wants a valid Referer: the tiles send the site's origin, never a page's path.
    referers = {referer for path, referer in tile_stub.tiles()[earlier:] if path.startswith("/14/")}
    assert referers == {app.base_url + "/"}, referers

    attribution = app.driver.find_element(By.CSS_SELECTOR, "#map-canvas .leaflet-control-attribution")
    assert attribution.is_displayed()
    credit = {"en": "© OpenStreetMap contributors", "fr": "© les contributeurs d’OpenStreetMap"}[lang]
    assert credit in app.text(attribution)
    link = attribution.find_element(By.CSS_SELECTOR, 'a[href="https://www.openstreetmap.org/copyright"]')
    assert app.text(link) == credit
    box = app.js("return document.querySelector('#map-canvas .leaflet-control-attribution').getBoundingClientRect().toJSON()")
    assert box["bottom"] <= VIEWPORTS["phone"][1] and box["right"] <= VIEWPORTS["phone"][0], "attribution must be on screen"

    canvas = app.js("return document.querySelector('#map-canvas').getBoundingClientRect().toJSON()")
    assert canvas["width"] == VIEWPORTS["phone"][0], "the map spans the phone's width"
    assert canvas["height"] >= 280 and canvas["bottom"] >= VIEWPORTS["phone"][1] - 60, canvas
    assert app.driver.find_element(By.ID, "map-layer-online").is_selected()
    assert app.text(app.driver.find_element(By.CSS_SELECTOR, 'label[for="map-layer-online"]')) == mt(app, "map.layer.online")
    assert app.horizontal_overflow() <= 0
    app.screenshot(f"phone-map-{lang}", full_page=False)


def test_leaflet_is_served_by_the_server_with_long_caching(make_app):
    app = make_app("phone", "en")
    open_map(app)
    sources = app.js("return [...document.scripts].map(s => s.src).concat([...document.querySelectorAll('link[rel=stylesheet]')].map(l => l.href))")
    assert app.base_url + "/vendor/leaflet/leaflet.js" in sources
    assert app.base_url + "/vendor/leaflet/leaflet.css" in sources
    assert all(src.startswith(app.base_url) for src in sources if src), sources
    with urllib.request.urlopen(app.base_url + "/vendor/leaflet/images/marker-icon.png", timeout=10) as res:
        assert res.headers["Content-Type"] == "image/png"
        assert "max-age=604800" in res.headers["Cache-Control"]


def test_the_layer_switch_shows_and_remembers_the_base_map(make_app):
    app = make_app("phone", "en")
    app.allow_console("/api/v1/tiles/")  # tiles at the edge of the region's box that touch no region: 404
    open_map(app)
    assert layer_in_use(app) == "online"
    click(app, app.driver.find_element(By.CSS_SELECTOR, 'label[for="map-layer-offline"]'))
    app.wait.until(lambda d: layer_in_use(app) == "offline")
    tiles = wait_tiles(app, "offline")
    assert all("/api/v1/tiles/" in src and src.endswith(".svg") for src in tiles)
    assert app.driver.find_element(By.ID, "map-layer-offline").is_selected()
    assert not loaded_tiles(app, "online")
    assert app.js("return JSON.parse(localStorage.getItem('baluchon.map.layer'))") == "offline"
    app.screenshot("phone-map-offline-layer-en", full_page=False)

    app.reload()
    app.wait.until(lambda d: app.js("return document.querySelector('#map-canvas').dataset.state") == "ready")
    assert layer_in_use(app) == "offline"
    click(app, app.driver.find_element(By.CSS_SELECTOR, 'label[for="map-layer-online"]'))
    app.wait.until(lambda d: layer_in_use(app) == "online")
    wait_tiles(app, "online")


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_where_am_i_shows_the_dot_the_accuracy_and_the_place(make_app, lang):
    app = make_app("phone", lang)
    open_map(app)
    emulate_position(app)
    click(app, app.driver.find_element(By.ID, "map-locate"))
    app.wait.until(lambda d: app.js("return document.querySelectorAll('#map-canvas path.map-position').length") == 1)
    assert app.js("return document.querySelectorAll('#map-canvas path.map-accuracy').length") == 1
    where = api(app, "/api/v1/where?lat=43.738400&lon=7.424600")
    app.wait.until(lambda d: app.text(d.find_element(By.ID, "map-where-label")) == norm(where["label"]))
    assert app.text(app.driver.find_element(By.ID, "map-where")).startswith(mt(app, "map.locate.youAreHere"))
    if where.get("address") and where["address"] != where["label"]:
        assert app.text(app.driver.find_element(By.ID, "map-where-address")) == norm(where["address"])
    # The dot is in the middle of the map.
    offset = app.js("const c = document.querySelector('#map-canvas').getBoundingClientRect();"
                    "const d = document.querySelector('#map-canvas path.map-position').getBoundingClientRect();"
                    "return [d.x + d.width / 2 - (c.x + c.width / 2), d.y + d.height / 2 - (c.y + c.height / 2)]")
    assert abs(offset[0]) <= 2 and abs(offset[1]) <= 2, offset
    app.screenshot(f"phone-map-located-{lang}", full_page=False)


@pytest.mark.parametrize("refusal", ["denied", "unavailable"])
def test_an_unknown_position_is_explained_and_can_be_set_by_tapping_the_map(make_app, refusal):
    app = make_app("phone", "fr")
    open_map(app)
    if refusal == "denied":
        app.driver.execute_cdp_cmd("Browser.setPermission", {
            "origin": app.base_url, "permission": {"name": "geolocation"}, "setting": "denied"})
    else:
        app.driver.execute_cdp_cmd("Browser.grantPermissions", {"origin": app.base_url, "permissions": ["geolocation"]})
        app.driver.execute_cdp_cmd("Emulation.setGeolocationOverride", {})  # no position: the device cannot tell
    click(app, app.driver.find_element(By.ID, "map-locate"))
    app.wait.until(lambda d: app.js("return document.querySelector('#map-status').dataset.state") == "failed")
    status = app.text(app.driver.find_element(By.ID, "map-status"))
    assert mt(app, "map.locate.failed") in status and mt(app, f"map.locate.{refusal}") in status
    assert app.js("return document.activeElement.id") == "map-pick"
    app.screenshot(f"phone-map-{refusal}-fr", full_page=False)

    app.driver.find_element(By.ID, "map-pick").click()
    assert app.text(app.driver.find_element(By.ID, "map-pick-prompt")) == mt(app, "map.locate.pickPrompt")
    canvas = app.driver.find_element(By.ID, "map-canvas")
    app.js("arguments[0].scrollIntoView({block: 'center'})", canvas)
    ActionChains(app.driver).move_to_element_with_offset(canvas, 30, 40).click().perform()
    app.wait.until(lambda d: app.js("return document.querySelectorAll('#map-canvas path.map-position').length") == 1)
    assert app.js("return document.querySelectorAll('#map-canvas path.map-accuracy').length") == 0
    # Read in one script: the panel is drawn again when the place's name arrives, which can fall between finding the
    # line and reading it (a stale element).
    assert norm(app.js("return document.querySelector('.map-where-source').innerText")) == mt(app, "map.locate.setByHand")
    app.wait.until(lambda d: app.text(d.find_element(By.ID, "map-where-label")) != mt(app, "map.locate.naming"))


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_searching_a_kind_lists_the_nearest_first_with_markers(make_app, lang):
    app = make_app("phone", lang)
    open_map(app)
    emulate_position(app)
    click(app, app.driver.find_element(By.ID, "map-locate"))
    app.wait.until(lambda d: app.js("return document.querySelectorAll('#map-canvas path.map-position').length") == 1)
    field = app.driver.find_element(By.ID, "map-search")
    field.send_keys("pharmacie" if lang == "fr" else "pharmacy", Keys.ENTER)
    app.wait.until(lambda d: app.js("const l = document.querySelector('#map-results');"
                                    "return l.dataset.state === 'loaded' && !l.hasAttribute('aria-busy')"))
    items = app.driver.find_elements(By.CSS_SELECTOR, "#map-results > li.map-result")
    assert items, "Monaco has pharmacies"
    # Named pharmacies nearest first, then those without a name ("Pharmacie, Rue …"), nearest first.
    kind = mt(app, "map.kind.pharmacy")
    unnamed = [app.text(item.find_element(By.CSS_SELECTOR, ".map-result-name")).startswith(kind + ", ") for item in items]
    assert unnamed == sorted(unnamed)
    distances = [float(item.get_attribute("data-distance")) for item in items]
    for part in (False, True):
        ordered = [metres for metres, flag in zip(distances, unnamed) if flag == part]
        assert ordered == sorted(ordered)
    assert app.js("return document.querySelectorAll('#map-canvas .leaflet-marker-icon').length") == len(items)
    assert app.js("return document.querySelector('#map-results').tagName") == "OL"
    first = app.text(items[0].find_element(By.CSS_SELECTOR, ".map-result-name"))
    assert app.text(items[0].find_element(By.CSS_SELECTOR, ".map-result-distance [aria-hidden]")).split(" ")[-1] in \
        {v for k, v in MAP_CATALOGS[lang].items() if k.startswith("map.dirShort.")}
    heading = app.text(app.driver.find_element(By.ID, "map-results-title"))
    assert heading.startswith(str(len(items)))
    click(app, items[0].find_element(By.CSS_SELECTOR, ".map-result-button"))
    app.wait.until(lambda d: app.js("const p = document.querySelector('#map-canvas .leaflet-popup-content');"
                                    "return p ? p.textContent : ''").startswith(first))
    app.screenshot(f"phone-map-search-{lang}")


def test_offline_the_offline_map_is_used_with_the_tiles_already_viewed(make_app):
    app = make_app("phone", "en")
    app.allow_console("ERR_INTERNET_DISCONNECTED")
    app.allow_console("/api/")
    open_map(app, layer="offline")
    app.wait.until(lambda d: app.js("return !!navigator.serviceWorker.controller"))
    app.reload()  # now under the service worker, which keeps the tiles this visit shows
    app.wait.until(lambda d: app.js("return document.querySelector('#map-canvas').dataset.state") == "ready")
    shown = wait_tiles(app, "offline")
    app.wait.until(lambda d: len(cached_tiles(app)) >= len(shown))
    kept = cached_tiles(app)
    assert all("/api/v1/tiles/" in url for url in kept)
    assert len(kept) <= 500

    app.js("localStorage.setItem('baluchon.map.layer', JSON.stringify('online'))")
    app.driver.execute_cdp_cmd("Network.enable", {})
    app.driver.execute_cdp_cmd("Network.emulateNetworkConditions", {
        "offline": True, "latency": 0, "downloadThroughput": -1, "uploadThroughput": -1})
    try:
        app.reload()
        app.wait.until(lambda d: app.js("return document.querySelector('#map-canvas').dataset.state") == "ready")
        assert app.js("return navigator.onLine") is False
        assert layer_in_use(app) == "offline", "offline, the offline map is used whatever the choice"
        assert app.driver.find_element(By.ID, "map-layer-offline").is_selected()
        assert not app.driver.find_element(By.ID, "map-layer-online").is_enabled()
        assert app.driver.find_element(By.ID, "map-layer-note").is_displayed()
        wait_tiles(app, "offline")
        app.screenshot("phone-map-offline-en", full_page=False)
    finally:
        app.driver.execute_cdp_cmd("Network.emulateNetworkConditions", {
            "offline": False, "latency": 0, "downloadThroughput": -1, "uploadThroughput": -1})
    app.wait.until(lambda d: layer_in_use(app) == "online")


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_online_tiles_that_never_arrive_give_way_to_the_offline_map(make_app, tile_stub, lang):
    app = make_app("phone", lang)
    app.allow_console(tile_stub.origin)
    tile_stub.failing = True
    try:
        open_map(app, layer="online")
        app.wait.until(lambda d: layer_in_use(app) == "offline")
        note = app.driver.find_element(By.ID, "map-layer-note")
        assert note.is_displayed() and norm(note.text) == mt(app, "map.layer.unreachableNote")
        assert app.driver.find_element(By.ID, "map-layer-offline").is_selected()
        assert app.driver.find_element(By.ID, "map-layer-online").is_enabled(), "the online map can be tried again"
        wait_tiles(app, "offline")
        app.screenshot(f"phone-map-tiles-unreachable-{lang}", full_page=False)
    finally:
        tile_stub.failing = False
    click(app, app.driver.find_element(By.CSS_SELECTOR, 'label[for="map-layer-online"]'))
    app.wait.until(lambda d: layer_in_use(app) == "online")
    wait_tiles(app, "online")
    assert not app.driver.find_element(By.ID, "map-layer-note").is_displayed()


def cached_tiles(app):
    return app.js_async(
        "const done = arguments[arguments.length - 1];"
        "caches.open(arguments[0]).then(c => c.keys()).then(keys => done(keys.map(k => k.url)), e => done([String(e)]));",
        TILES_CACHE)


def test_the_tile_cache_keeps_only_viewed_tiles_at_most_500_oldest_out(make_app, tile_stub):
    app = make_app("phone", "en")
    open_map(app)
    app.wait.until(lambda d: app.js("return !!navigator.serviceWorker.controller") or app.reload() or False)
    # Tiles drawn before the worker took control sit in the browser's memory cache and would be drawn
    # again without passing through it: start the controlled page from an empty browser cache.
    app.driver.execute_cdp_cmd("Network.clearBrowserCache", {})
    # The browser is reused from test to test and this origin's other map pages fill the same tile
    # cache: start it empty, so that what it holds afterwards is what this map showed.
    app.js_async("const done = arguments[arguments.length - 1]; caches.delete(arguments[0]).then(done, done);", TILES_CACHE)
    app.reload()
    app.wait.until(lambda d: app.js("return document.querySelector('#map-canvas').dataset.state") == "ready")
    shown = wait_tiles(app, "online")
    app.wait.until(lambda d: set(shown) <= set(cached_tiles(app)))
    assert set(cached_tiles(app)) <= {src for src in shown} | set(loaded_tiles(app, "online")), "only tiles the map showed"

    # Look at 520 more tiles, the way the map's images ask for them (CORS, through the service worker).
    urls = [f"{tile_stub.origin}/15/{x}/7.png" for x in range(520)]
    loaded = app.js_async(
        "const [urls, done] = [arguments[0], arguments[arguments.length - 1]];"
        "(async () => { let ok = 0; for (let i = 0; i < urls.length; i += 40) {"
        "  ok += (await Promise.all(urls.slice(i, i + 40).map(src => new Promise(resolve => {"
        "    const img = new Image(); img.crossOrigin = 'anonymous';"
        "    img.onload = () => resolve(1); img.onerror = () => resolve(0); img.src = src; })))).reduce((a, b) => a + b, 0); }"
        "  return ok; })().then(done);", urls)
    assert loaded == len(urls)
    app.wait.until(lambda d: (lambda kept: urls[-1] in kept and len(kept) <= 500)(cached_tiles(app)))
    kept = cached_tiles(app)
    assert len(kept) == 500
    assert urls[0] not in kept and not set(shown) & set(kept), "the oldest tiles went first"
    assert set(urls[-480:]) <= set(kept)


def test_the_language_switch_keeps_the_map_and_translates_it(make_app):
    app = make_app("phone", "fr")
    open_map(app)
    assert app.text(app.driver.find_element(By.CSS_SELECTOR, 'label[for="map-layer-offline"]')) == mt(app, "map.layer.offline")
    app.js("window.__sameDocument = true")
    app.click_lang("en")
    app.wait_view("map", "en")
    app.wait.until(lambda d: app.js("return document.querySelector('#map-canvas').dataset.state") == "ready")
    assert app.js("return window.__sameDocument") is True
    assert app.text(app.driver.find_element(By.CSS_SELECTOR, 'label[for="map-layer-offline"]')) == \
        norm(MAP_CATALOGS["en"]["map.layer.offline"])
    assert app.text(app.driver.find_element(By.ID, "map-locate")) == norm(MAP_CATALOGS["en"]["map.locate.button"])
    assert app.js("return document.querySelectorAll('#map-canvas.leaflet-container').length") == 1
    wait_tiles(app, "online")


def test_a_search_result_can_be_chosen_as_my_position(make_app):
    app = make_app("phone", "en")
    open_map(app)
    app.driver.execute_cdp_cmd("Browser.setPermission", {
        "origin": app.base_url, "permission": {"name": "geolocation"}, "setting": "denied"})
    click(app, app.driver.find_element(By.ID, "map-locate"))
    app.wait.until(lambda d: app.js("return document.querySelector('#map-status').dataset.state") == "failed")
    click(app, app.driver.find_element(By.ID, "map-pick-search"))
    assert app.js("return document.activeElement.id") == "map-search"
    app.driver.find_element(By.ID, "map-search").send_keys("pharmacy", Keys.ENTER)
    app.wait.until(lambda d: app.driver.find_elements(By.CSS_SELECTOR, "#map-results .map-result-here"))
    first = app.driver.find_elements(By.CSS_SELECTOR, "#map-results > li.map-result")[0]
    name = app.text(first.find_element(By.CSS_SELECTOR, ".map-result-name"))
    click(app, first.find_element(By.CSS_SELECTOR, ".map-result-here"))
    app.wait.until(lambda d: app.js("return document.querySelectorAll('#map-canvas path.map-position').length") == 1)
    assert app.js("return document.querySelector('#map-status').dataset.state") == "located"
    assert not app.driver.find_elements(By.CSS_SELECTOR, "#map-results .map-result-here"), "the choice is made"
    app.wait.until(lambda d: app.text(d.find_element(By.ID, "map-where-label")) not in (name, mt(app, "map.locate.naming")))


def test_a_point_in_the_address_is_shown_and_routed_to(make_app):
    """Saved places open on the map as /map?lat=&lon=&name=[&route=1]."""
    app = make_app("phone", "fr")
    app.open("/about")
    app.open("/map?lat=43.7384&lon=7.4246&name=Casino%20de%20Monte-Carlo&route=1")
    app.wait_view("map")
    app.wait.until(lambda d: app.js("return document.querySelector('#map-canvas').dataset.state") == "ready")
    names = app.js("return [...document.querySelectorAll('#map-results .map-result-name')].map(e => e.textContent)")
    assert names == ["Casino de Monte-Carlo"]
    # route=1 opens the route panel, which asks where the traveller is before routing.
    panel = app.driver.find_element(By.ID, "route-panel")
    assert panel.is_displayed()
    needs = json.loads((REPO_ROOT / "Public" / "i18n" / "routes.fr.json").read_text(encoding="utf-8"))["routes.needPosition"]
    assert norm(needs) in app.text(panel)
    assert app.horizontal_overflow() <= 0
    app.screenshot("phone-map-point-fr", full_page=False)

    shown = make_app("phone", "en")
    shown.open("/map?lat=43.7384&lon=7.4246&name=Casino%20de%20Monte-Carlo")
    # The popup is in the page before Leaflet has faded it in (its text reads empty until then).
    shown.wait.until(lambda d: shown.text(d.find_element(By.CSS_SELECTOR, ".leaflet-popup-content .map-popup-name"))
                     == "Casino de Monte-Carlo")
    assert not shown.driver.find_element(By.ID, "route-panel").is_displayed()

    bad = make_app("phone", "en")
    bad.open("/map?lat=999&lon=abc&name=Nowhere")
    bad.wait.until(lambda d: bad.js("return document.querySelector('#map-canvas').dataset.state") == "ready")
    assert bad.js("return document.querySelectorAll('#map-results .map-result').length") == 0
    assert norm(bad.text(bad.driver.find_element(By.ID, "map-status"))) == norm(mt(bad, "map.link.invalid")), "said, not ignored"


def search_from(app, position, text):
    open_map(app)
    emulate_position(app, position)
    click(app, app.driver.find_element(By.ID, "map-locate"))
    app.wait.until(lambda d: app.js("return document.querySelectorAll('#map-canvas path.map-position').length") == 1)
    app.driver.find_element(By.ID, "map-search").send_keys(text, Keys.ENTER)
    app.wait.until(lambda d: app.js("const l = document.querySelector('#map-results');"
                                    "return l.dataset.state === 'loaded' && !l.hasAttribute('aria-busy')"))
    return app.driver.find_elements(By.CSS_SELECTOR, "#map-results > li.map-result")


def result_names(app, items):
    return [app.text(item.find_element(By.CSS_SELECTOR, ".map-result-name")) for item in items]


BUDDHA_BAR = {"latitude": 43.7399, "longitude": 7.4292, "accuracy": 20}
U_PICIN_TOCU = {"latitude": 43.7343, "longitude": 7.4206, "accuracy": 20}
# "Tu-Sa 18:00-02:00", as mapped for the Buddha Bar, read on the phone in each language.
BUDDHA_WEEK = {"fr": "lun. fermé · mar.–sam. 18:00–02:00 · dim. fermé", "en": "Mon closed · Tue–Sat 18:00–02:00 · Sun closed"}
BUDDHA_NOW = {
    "fr": r"^(Ouvert · ferme à 02:00|Fermé · ouvre (\w+ )?à 18:00)$",
    "en": r"^(Open now · closes at 02:00|Closed · opens (\w+ )?at 18:00)$",
}


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_search_results_a_traveller_can_use(make_app, lang):
    """Once each, unnamed places by kind and street after the named ones, hours read on the phone, and Save."""
    app = make_app("phone", lang)
    items = search_from(app, U_PICIN_TOCU, "restaurants")
    names = result_names(app, items)
    assert names.count("U Picin Tocu") == 1, names  # mapped twice at one point in the extract

    kind = {"fr": "Distributeur de billets", "en": "ATM"}[lang]
    items = search_from(app, MONACO, "distributeur" if lang == "fr" else "atm")
    names = result_names(app, items)
    assert names and all(name.startswith(kind + ", ") and len(name) > len(kind) + 4 for name in names), names
    app.screenshot(f"phone-map-unnamed-{lang}", full_page=False)

    items = search_from(app, BUDDHA_BAR, "restaurants")
    names = result_names(app, items)
    firsts = [name.startswith("Restaurant, ") for name in names]
    assert firsts == sorted(firsts), "named restaurants first"
    bar = items[names.index("Buddha Bar")]
    now = app.text(bar.find_element(By.CSS_SELECTOR, ".map-result-hours"))
    assert re.match(BUDDHA_NOW[lang], now), now
    app.js("window.scrollTo(0, document.querySelector('#map-results').getBoundingClientRect().top)")
    app.screenshot(f"phone-map-hours-{lang}", full_page=False)
    click(app, bar.find_element(By.CSS_SELECTOR, ".map-result-button"))
    popup = app.wait.until(lambda d: d.find_elements(By.CSS_SELECTOR, "#map-canvas .leaflet-popup-content .map-popup"))[0]
    app.wait.until(lambda d: app.text(popup.find_element(By.CSS_SELECTOR, ".map-popup-hours")) == now)
    assert app.text(popup.find_element(By.CSS_SELECTOR, ".map-popup-week")) == BUDDHA_WEEK[lang]
    save = popup.find_element(By.CSS_SELECTOR, ".map-popup-save")
    route = popup.find_element(By.CSS_SELECTOR, ".map-popup-route")
    assert app.text(save) == mt(app, "map.result.save") and route.is_displayed()
    beside = save.rect["y"] < route.rect["y"] + route.rect["height"] and route.rect["y"] < save.rect["y"] + save.rect["height"]
    assert beside and save.rect["x"] > route.rect["x"], "Save sits beside Go there"
    app.screenshot(f"phone-map-popup-save-{lang}", full_page=False)
    save.click()
    app.wait.until(lambda d: app.text(save) == mt(app, "map.result.saved") and not save.is_enabled())
    saved = app.js_async("import('/js/saved/store.js').then((store) => store.all()).then(arguments[0])")
    assert [place["name"] for place in saved].count("Buddha Bar") == 1
    app.open("/places")
    app.wait_view("places")
    app.wait.until(lambda d: "Buddha Bar" in app.text(d.find_element(By.TAG_NAME, "main")))
