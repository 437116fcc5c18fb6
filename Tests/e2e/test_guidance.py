"""The guidance screen on a phone (issue 24 items 1 and 2), in headless Chromium at 375×667 in French and
English, against the real server's offline Monaco region: the map's share of the screen while guiding and
while not, the banner and the bar counting down as an emulated position walks the route, the traveller and
the next maneuver kept in view, the first instruction spoken once, guidance that survives a reload and a
language switch, and, with the server stopped, "head back to the route" until a new route comes.

The map's share of the screen is printed (pytest -s) and written to artifacts/e2e/map-share.json; the
figures in docs/BENCHMARKS.md come from there."""
import json
import os

import pytest
from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.by import By

import conftest
from e2e_support import ARTIFACTS, App, REPO_ROOT, norm, waiter
from test_map import click, emulate_position, monaco, open_map  # noqa: F401  (monaco: the import fixture)
from test_routes import CASINO, ROUTES_CATALOGS as ROUTES, SPEECH_STUB, fixes, move_to, route_to_first_pharmacy

MAPS = {lang: json.loads((REPO_ROOT / "Public" / "i18n" / f"map.{lang}.json").read_text(encoding="utf-8"))
        for lang in ("fr", "en")}
SHARE_JS = """
const r = document.querySelector('.map-frame').getBoundingClientRect();
const w = Math.max(0, Math.min(r.right, innerWidth) - Math.max(r.left, 0));
const h = Math.max(0, Math.min(r.bottom, innerHeight) - Math.max(r.top, 0));
return (w * h) / (innerWidth * innerHeight);
"""
RECT_JS = "const r = arguments[0].getBoundingClientRect(); return {left: r.left, top: r.top, right: r.right, bottom: r.bottom};"


def share(app):
    return app.js(SHARE_JS)


def record_share(name, value):
    path = ARTIFACTS / "map-share.json"
    figures = json.loads(path.read_text()) if path.is_file() else {}
    figures[name] = round(value, 3)
    path.write_text(json.dumps(figures, indent=2, sort_keys=True))
    print(f"map share {name}: {value:.1%}")


def rect(app, element):
    return app.js(RECT_JS, element)


def position_rect(app):
    """The traveller's dot, found in the page at the moment it is measured (Leaflet redraws it at each fix)."""
    return app.js(RECT_JS.replace("arguments[0]", "document.querySelector('#map-canvas path.map-position')"))


def centre(box):
    return ((box["left"] + box["right"]) / 2, (box["top"] + box["bottom"]) / 2)


def off_centre(app):
    """Pixels between the traveller's dot and the middle of the map frame, both read in one script (the map
    draws the dot again at each fix: a reference kept between two calls may be to the one it replaced)."""
    (x, y), (cx, cy) = (centre(box) for box in app.js(
        "return ['#map-canvas path.map-position', '.map-frame'].map((s) => document.querySelector(s).getBoundingClientRect().toJSON());"))
    return ((x - cx) ** 2 + (y - cy) ** 2) ** 0.5


def inside(inner, outer):
    x, y = (inner["left"] + inner["right"]) / 2, (inner["top"] + inner["bottom"]) / 2
    return outer["left"] <= x <= outer["right"] and outer["top"] <= y <= outer["bottom"]


def overlap(a, b):
    return a["left"] < b["right"] and b["left"] < a["right"] and a["top"] < b["bottom"] and b["top"] < a["bottom"]


def the_route(app):
    """The route the page asked for, asked again of the server (to walk along its line)."""
    query = app.js("return performance.getEntriesByType('resource').map(e => e.name).filter(n => n.includes('/api/v1/route?')).pop()")
    import urllib.request
    with urllib.request.urlopen(query, timeout=10) as res:
        return json.load(res)


def route_requests(app):
    return app.js("return performance.getEntriesByType('resource').filter(e => e.name.includes('/api/v1/route?')).length")


def start_guidance(app):
    click(app, app.driver.find_element(By.CSS_SELECTOR, "#route-panel .route-actions .btn-primary"))
    app.wait.until(lambda d: d.find_element(By.ID, "guidance-banner").is_displayed())


def figures(app):
    return app.js("const f = document.getElementById('guidance-figures'); return [Number(f.dataset.metres), Number(f.dataset.seconds), f.textContent]")


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_the_guidance_screen_gives_the_map_the_phone_and_counts_down(make_app, lang):
    app = make_app("phone", lang)
    # Offline, the note under the base-map switch is one line.
    open_map(app)
    app.driver.execute_cdp_cmd("Network.enable", {})
    app.driver.execute_cdp_cmd("Network.emulateNetworkConditions", {"offline": True, "latency": 0, "downloadThroughput": -1, "uploadThroughput": -1})
    note = app.driver.find_element(By.ID, "map-layer-note")
    app.wait.until(lambda d: note.is_displayed())
    assert norm(note.get_attribute("title")) == norm(MAPS[lang]["map.layer.offlineNote"])
    line = app.js("return parseFloat(getComputedStyle(arguments[0]).lineHeight) || 20", note)
    assert note.size["height"] <= line * 1.5, (note.size, line)
    alone = share(app)
    record_share(f"map page, offline note shown ({lang})", alone)
    app.screenshot(f"phone-map-offline-note-{lang}", full_page=False)
    assert alone >= 0.60, alone
    app.driver.execute_cdp_cmd("Network.emulateNetworkConditions", {"offline": False, "latency": 0, "downloadThroughput": -1, "uploadThroughput": -1})
    app.allow_console("ERR_INTERNET_DISCONNECTED")
    # Located, the place named on one line: the map still has at least 60 %.
    emulate_position(app, CASINO)
    click(app, app.driver.find_element(By.ID, "map-locate"))
    naming = norm(MAPS[lang]["map.locate.naming"])
    app.wait.until(lambda d: d.find_elements(By.ID, "map-where-label") and app.text(d.find_element(By.ID, "map-where-label")) not in ("", naming))
    app.js("window.scrollTo(0, 0)")
    located = share(app)
    record_share(f"map page, position named ({lang})", located)
    assert located >= 0.60, located
    app.screenshot(f"phone-map-located-{lang}", full_page=False)

    route_to_first_pharmacy(app)
    route = the_route(app)
    # Outside guidance: the map takes at least 60 % of the screen, the destination clear of the map's buttons.
    idle = share(app)
    record_share(f"route shown, not guiding ({lang})", idle)
    assert idle >= 0.60, idle
    destination = app.driver.find_elements(By.CSS_SELECTOR, "#map-canvas .leaflet-marker-icon")
    assert len(destination) == 1
    buttons = [app.driver.find_element(By.ID, "map-locate"), app.driver.find_element(By.CSS_SELECTOR, ".leaflet-control-zoom")]
    frame = rect(app, app.driver.find_element(By.CSS_SELECTOR, ".map-frame"))
    assert inside(rect(app, destination[0]), frame)
    for button in buttons:
        assert not overlap(rect(app, destination[0]), rect(app, button)), "the destination is under a button"
    app.screenshot(f"phone-map-route-{lang}", full_page=False)

    start_guidance(app)
    guiding = share(app)
    record_share(f"guiding ({lang})", guiding)
    app.screenshot(f"phone-map-guiding-start-{lang}", full_page=False)
    assert guiding >= 0.75, guiding
    for hidden in ("#map-search", ".map-chips", "#map-layers", "#map-status"):
        assert not any(e.is_displayed() for e in app.driver.find_elements(By.CSS_SELECTOR, hidden)), hidden
    assert app.driver.find_element(By.ID, "guidance-bar").is_displayed()
    banner_next = app.text(app.driver.find_element(By.CSS_SELECTOR, ".guidance-next"))
    assert app.text(app.driver.find_element(By.ID, "guidance-arrow")) and app.text(app.driver.find_element(By.ID, "guidance-distance")), banner_next

    # Along the line: the distance and the time left fall, the traveller and the next maneuver stay in view.
    line = route["geometry"]["coordinates"]
    seen = [figures(app)]
    for lon, lat in line[: max(2, len(line) * 2 // 3)]:
        move_to(app, lon, lat)
        seen.append(figures(app))
        frame = rect(app, app.driver.find_element(By.CSS_SELECTOR, ".map-frame"))
        assert inside(position_rect(app), frame)
        following = int(app.js("return Number(document.getElementById('guidance-banner').dataset.next)"))
        dot = app.driver.find_elements(By.CSS_SELECTOR, "#map-canvas path.route-dot")[following]
        assert inside(rect(app, dot), frame), f"maneuver {following} out of view"
        if following == len(route["steps"]) - 1:  # the next maneuver is the arrival: the destination clear of buttons
            marker = rect(app, app.driver.find_element(By.CSS_SELECTOR, "#map-canvas .leaflet-marker-icon"))
            for button in app.driver.find_elements(By.CSS_SELECTOR, "#map-locate, #guidance-heading, .leaflet-control-zoom"):
                assert not (button.is_displayed() and overlap(marker, rect(app, button))), "the destination is under a button"
    metres = [m for m, _, _ in seen]
    seconds = [s for _, s, _ in seen]
    assert metres == sorted(metres, reverse=True) and metres[-1] < metres[0], metres
    assert seconds == sorted(seconds, reverse=True) and seconds[-1] < seconds[0], seconds
    assert seen[-1][2] != seen[0][2]
    app.screenshot(f"phone-map-guiding-{lang}", full_page=False)

    # Heading up is offered once the device gives a heading; the map turns so that it points up.
    heading = app.driver.find_element(By.ID, "guidance-heading")
    assert not heading.is_displayed()
    lon, lat = line[len(line) * 2 // 3 - 1]
    before = fixes(app)
    app.driver.execute_cdp_cmd("Emulation.setGeolocationOverride",
                               {"latitude": lat, "longitude": lon, "accuracy": 8, "heading": 90, "speed": 1.4})
    app.wait.until(lambda d: fixes(app) > before)
    app.wait.until(lambda d: heading.is_displayed())
    heading.click()
    canvas = app.driver.find_element(By.ID, "map-canvas")
    # Heading east: the map turns a quarter to the left (matrix(cos, sin, -sin, cos) of -90°), larger than the frame.
    app.wait.until(lambda d: [round(float(n), 3) for n in canvas.value_of_css_property("transform")[7:-1].split(",")[:4]]
                   == [0, -1, 1, 0] if canvas.value_of_css_property("transform") != "none" else False)
    assert canvas.size["width"] > app.driver.find_element(By.CSS_SELECTOR, ".map-frame").size["width"]
    frame = rect(app, app.driver.find_element(By.CSS_SELECTOR, ".map-frame"))
    assert inside(position_rect(app), frame)
    assert app.driver.find_element(By.CSS_SELECTOR, ".map-credit").is_displayed()
    # The zoom buttons stay, upright, over the turned map.
    zoom = app.driver.find_element(By.CSS_SELECTOR, ".leaflet-control-zoom")
    assert zoom.is_displayed() and inside(rect(app, zoom), frame)
    assert app.horizontal_overflow() <= 0
    app.screenshot(f"phone-map-heading-up-{lang}", full_page=False)
    heading.click()
    app.wait.until(lambda d: canvas.value_of_css_property("transform") == "none")

    # Stopping brings the search, the chips and the switch back.
    assert app.js("return scrollY") == 0
    app.driver.find_element(By.ID, "guidance-stop").click()
    app.wait.until(lambda d: not d.find_element(By.ID, "guidance-banner").is_displayed())
    app.screenshot(f"phone-map-stopped-{lang}", full_page=False)
    stopped = share(app)
    record_share(f"route shown, guidance stopped ({lang})", stopped)
    assert stopped >= 0.60, stopped


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_guidance_holds_speaks_its_first_instruction_once_and_survives_reload_and_language(make_app, lang):
    app = make_app("phone", lang)
    app.driver.execute_cdp_cmd("Page.addScriptToEvaluateOnNewDocument", {"source": SPEECH_STUB})
    route_to_first_pharmacy(app)
    route = the_route(app)
    first = app.text(app.driver.find_element(By.ID, "route-instructions"))
    start_guidance(app)
    app.wait.until(lambda d: app.js("return window.__spoken.length") >= 1)
    assert [norm(t) for t in app.js("return window.__spoken")] == [first]
    line = route["geometry"]["coordinates"]
    for lon, lat in line[:3]:
        move_to(app, lon, lat)
    # The map follows the traveller (the dot in its middle); a drag stops that, "where am I" brings it back.
    assert off_centre(app) < 5
    canvas = app.driver.find_element(By.ID, "map-canvas")
    ActionChains(app.driver).click_and_hold(canvas).move_by_offset(0, 40).move_by_offset(0, 80).release().perform()
    move_to(app, *line[3])
    assert off_centre(app) > 20
    app.driver.find_element(By.ID, "map-locate").click()
    app.wait.until(lambda d: off_centre(app) < 5)
    move_to(app, *line[4])
    assert off_centre(app) < 5

    # A detour asks a new route: "finding a new one" is said, the new route's first instruction is not.
    spoken = app.js("return window.__spoken.length")
    requests = route_requests(app)
    lon, lat = line[len(line) // 2]
    for step in range(3):
        move_to(app, lon + step * 0.00001, lat + 200 / 110574)
    app.wait.until(lambda d: route_requests(app) > requests)
    app.wait.until(lambda d: not app.js("return document.querySelector('.route-message').textContent"))
    said = [norm(t) for t in app.js("return window.__spoken.slice(arguments[0])", spoken)]
    assert said == [norm(ROUTES[lang]["routes.rerouting"])], said
    assert [norm(t) for t in app.js("return window.__spoken")].count(first) == 1

    # A reload: the route and the guidance are where they were, and nothing is said again.
    app.reload()
    app.wait_view("map", lang)
    app.wait.until(lambda d: d.find_element(By.ID, "guidance-banner").is_displayed())
    assert app.js("return document.querySelectorAll('#map-canvas path.route-line').length") == 1
    before = fixes(app)
    app.driver.execute_cdp_cmd("Emulation.setGeolocationOverride", {"latitude": lat + 200 / 110574, "longitude": lon, "accuracy": 8})
    app.wait.until(lambda d: fixes(app) > before)
    assert first not in [norm(t) for t in app.js("return window.__spoken")]
    app.screenshot(f"phone-map-guiding-reloaded-{lang}", full_page=False)

    # A language switch: the route asked again in the other language, guidance still on.
    other = "en" if lang == "fr" else "fr"
    requests = route_requests(app)
    app.click_lang(other)
    app.wait_view("map", other)
    app.wait.until(lambda d: route_requests(app) > requests)
    app.wait.until(lambda d: d.find_element(By.ID, "guidance-banner").is_displayed())
    app.wait.until(lambda d: app.text(d.find_element(By.ID, "guidance-stop")) == norm(ROUTES[other]["routes.stopShort"]))
    assert "lang=" + other in app.js("return performance.getEntriesByType('resource').map(e => e.name).filter(n => n.includes('/api/v1/route?')).pop()")
    app.screenshot(f"phone-map-guiding-switched-{other}", full_page=False)


@pytest.fixture
def own_server(shipped_regions, nominatim_url, tile_stub, tmp_path):
    """A server of this test's own on a fixed port, to stop and start again (no route can be asked meanwhile)."""
    port = conftest._free_port()
    data_dir = conftest.fresh_data_dir(shipped_regions, into=tmp_path / "data")
    env = dict(os.environ, BALUCHON_PORT=str(port), BALUCHON_HOST="127.0.0.1", BALUCHON_DATA_DIR=str(data_dir),
               BALUCHON_NOMINATIM_URL=nominatim_url, BALUCHON_TRANSITOUS_URL=nominatim_url, BALUCHON_TILE_URL=tile_stub.template,
               BALUCHON_PUBLIC_DIR=str(REPO_ROOT / "Public"))
    url = f"http://127.0.0.1:{port}"
    log = open(ARTIFACTS / f"guidance-server-{port}.log", "ab")

    class Server:
        proc = None

        def start(self):
            self.proc = conftest.serve(env, url, log)

        def stop(self):
            conftest._stop(self.proc)

    server = Server()
    server.url = url
    server.start()
    yield server
    server.stop()
    log.close()


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_off_route_with_no_server_heads_back_and_tries_again(own_server, catalogs, browsers, lang):
    app = App(own_server.url, "phone", lang, catalogs, browsers)
    ok = False
    try:
        app.driver.execute_cdp_cmd("Page.addScriptToEvaluateOnNewDocument", {"source": SPEECH_STUB})
        route_to_first_pharmacy(app)
        route = the_route(app)
        start_guidance(app)
        line = route["geometry"]["coordinates"]
        for lon, lat in line[:2]:
            move_to(app, lon, lat)
        own_server.stop()
        app.allow_console("ERR_CONNECTION_REFUSED")
        app.allow_console("Failed to fetch")
        # 150 m north of the line, three fixes: no new route can be had.
        lon, lat = line[len(line) // 2]
        away = lat + 150 / 110574
        for step in range(3):
            move_to(app, lon + step * 0.00001, away)
        app.wait.until(lambda d: int(app.js("return Number(document.getElementById('route-panel').dataset.retries || 0)")) >= 1)
        directions = [norm(MAPS[lang][f"map.dir.{point}"]) for point in ("N", "NE", "E", "SE", "S", "SW", "W", "NW")]
        spoken = [norm(t) for t in app.js("return window.__spoken")]
        head_back = [t for t in spoken if t.startswith(norm(ROUTES[lang]["routes.headBack"]).split(",")[0])]
        assert head_back and any(d in head_back[-1] for d in directions) and " m " in head_back[-1], spoken
        banner = app.text(app.driver.find_element(By.ID, "guidance-street"))
        assert any(d in banner.lower() for d in directions), banner
        assert app.driver.find_element(By.ID, "guidance-banner").is_displayed()
        app.screenshot(f"phone-map-head-back-{lang}", full_page=False)
        # The next fix, further off: the way back is still told, with the note that a new route is being sought.
        move_to(app, lon + 0.00004, away + 20 / 110574)
        assert norm(ROUTES[lang]["routes.noNewRoute"]) in app.text(app.driver.find_element(By.CSS_SELECTOR, ".route-message"))
        assert any(d in app.text(app.driver.find_element(By.ID, "guidance-street")).lower() for d in directions)
        # Still no server: it keeps trying.
        app.wait.until(lambda d: int(app.js("return Number(document.getElementById('route-panel').dataset.retries || 0)")) >= 2)
        # The server is back on the same port: the next try gets a new route from where the traveller is.
        own_server.start()
        waiter(app.driver, 60).until(lambda d: app.js("return document.getElementById('route-panel').dataset.retries") is None)
        app.wait.until(lambda d: not app.js("return document.querySelector('.route-message').textContent"))
        assert app.driver.find_element(By.ID, "guidance-banner").is_displayed()
        app.screenshot(f"phone-map-new-route-{lang}", full_page=False)
        ok = True
    finally:
        app.quit(reuse=ok)
