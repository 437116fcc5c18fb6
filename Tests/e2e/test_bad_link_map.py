"""A bad mobile link on the map: the online tile server accepts connections and never answers (Tests/e2e/map_stub.py,
hanging). Within seconds the map is drawn from what the phone keeps: the viewed tiles (the service worker stops
waiting on the silent server), and, when the online map keeps hanging, the offline map takes over as it does on
errors, with a note saying why — drawn from the trip pack on the phone even with Baluchon's server silent too."""

import signal
import time

import pytest
from selenium.webdriver.common.by import By

from e2e_support import App, norm, waiter
from test_guidance import own_server  # noqa: F401  (a server of this test's own, to stop)
from test_map import cached_tiles, click, layer_in_use, loaded_tiles, monaco, mt, open_map, wait_tiles  # noqa: F401
from test_packs import keep_monaco, wait_worker

# The service worker waits 3 s on a silent tile server (sw.js TILE_WAIT_MS), the page 4 s before it calls the
# online map silent (js/map/page.js TILE_HANG_MS): a few seconds more for the browser's own work.
HANG_WAIT_S = 9


def pending_tiles(app, layer):
    return app.js("return document.querySelectorAll('.map-tiles-' + arguments[0] + ' img.leaflet-tile:not(.leaflet-tile-loaded)').length", layer)


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_online_tiles_that_hang_give_way_to_the_offline_map(make_app, tile_stub, lang):
    app = make_app("phone", lang)
    app.allow_console(tile_stub.origin)
    tile_stub.hanging = True
    try:
        open_map(app, layer="online")
        started = time.monotonic()
        assert layer_in_use(app) == "online"
        try:
            waiter(app.driver, HANG_WAIT_S).until(lambda d: layer_in_use(app) == "offline")
        except Exception:
            raise AssertionError(f"the map stayed on the silent online tiles for {HANG_WAIT_S} s") from None
        assert time.monotonic() - started >= 3, "the online map was given a few seconds"
        note = app.driver.find_element(By.ID, "map-layer-note")
        assert note.is_displayed() and norm(note.text) == mt(app, "map.layer.silentNote")
        assert mt(app, "map.layer.silentNote") != mt(app, "map.layer.unreachableNote")
        assert app.driver.find_element(By.ID, "map-layer-offline").is_selected()
        assert app.driver.find_element(By.ID, "map-layer-online").is_enabled(), "the online map can be tried again"
        wait_tiles(app, "offline")
        app.screenshot(f"phone-map-tiles-silent-{lang}", full_page=False)
    finally:
        tile_stub.hanging = False
    click(app, app.driver.find_element(By.CSS_SELECTOR, 'label[for="map-layer-online"]'))
    app.wait.until(lambda d: layer_in_use(app) == "online")
    wait_tiles(app, "online")
    assert not app.driver.find_element(By.ID, "map-layer-note").is_displayed()


def test_viewed_tiles_are_shown_within_seconds_when_the_tile_server_hangs(make_app, tile_stub):
    app = make_app("phone", "en")
    app.allow_console(tile_stub.origin)
    open_map(app, layer="online")
    wait_worker(app)
    app.reload()  # now under the service worker, which keeps the tiles this visit shows
    app.wait.until(lambda d: app.js("return document.querySelector('#map-canvas').dataset.state") == "ready")
    wait_tiles(app, "online")
    app.wait.until(lambda d: pending_tiles(app, "online") == 0)
    shown = set(loaded_tiles(app, "online"))
    app.wait.until(lambda d: shown <= set(cached_tiles(app)))
    app.driver.execute_cdp_cmd("Network.clearBrowserCache", {})  # the tiles are the service worker's copies only

    tile_stub.hanging = True
    try:
        asked = len(tile_stub.tiles())
        app.reload()
        started = time.monotonic()
        try:
            waiter(app.driver, HANG_WAIT_S).until(lambda d: shown <= set(loaded_tiles(app, "online")))
        except Exception:
            raise AssertionError("the viewed tiles were not shown while the tile server hung") from None
        assert time.monotonic() - started < 6
        assert len(tile_stub.tiles()) > asked, "the tile server was asked first"
        assert layer_in_use(app) == "online", "every tile came from the phone: the online map stays"
        assert not app.driver.find_element(By.ID, "map-layer-note").is_displayed()
    finally:
        tile_stub.hanging = False


def test_with_a_pack_kept_a_silent_link_shows_the_map_from_the_phone(own_server, tile_stub, catalogs, browsers):  # noqa: F811
    url, proc = own_server.url, own_server.proc
    app = None
    ok = False
    try:
        app = App(url, "phone", "en", catalogs, browsers)
        keep_monaco(app)
        app.js("localStorage.setItem('baluchon.map.layer', JSON.stringify('online'));"
               "localStorage.setItem('baluchon.map.view', JSON.stringify(arguments[0]))",
               {"latitude": 43.7310, "longitude": 7.4190, "zoom": 15})
        app.reload()
        app.wait.until(lambda d: app.js("return document.querySelector('#map-canvas').dataset.state") == "ready")
        wait_tiles(app, "online")
        app.allow_console(tile_stub.origin)

        # The link goes bad: neither the tile server nor Baluchon's server answers any more.
        tile_stub.hanging = True
        proc.send_signal(signal.SIGSTOP)
        try:
            click(app, app.driver.find_element(By.CSS_SELECTOR, ".map-zoom .leaflet-control-zoom-in"))
            try:
                waiter(app.driver, HANG_WAIT_S).until(lambda d: layer_in_use(app) == "offline")
            except Exception:
                raise AssertionError("the map stayed on the silent online tiles") from None
            assert norm(app.driver.find_element(By.ID, "map-layer-note").text) == mt(app, "map.layer.silentNote")
            waiter(app.driver, 5).until(lambda d: len(loaded_tiles(app, "offline")) >= 4)
            assert all("/api/v1/tiles/16/" in src for src in loaded_tiles(app, "offline"))
            app.screenshot("phone-map-silent-link-pack-en", full_page=False)
        finally:
            proc.send_signal(signal.SIGCONT)
            tile_stub.hanging = False
        ok = True
    finally:
        if app:
            app.quit(reuse=ok)
