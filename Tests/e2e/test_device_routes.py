"""Routes computed on the phone (issue 26), in headless Chromium at 375×667 in French and English against the
real server: Monaco's pack kept (its routing part: Routino's database of the region), a route to a pharmacy
asked of the server and guided, then the SERVER PROCESS STOPPED: the same route asked of the phone's Routino in
WebAssembly (a web worker) has the server's length and the server's sentences; off the route, the third fix
gets a new route from the phone, said to come from the pack. Bad cases, each said in the page's language: a
destination outside the pack, a pack without routing data, a browser without WebAssembly."""
import urllib.parse

import pytest
from selenium.webdriver.common.by import By

from e2e_support import App, REPO_ROOT, norm
from test_guidance import own_server, start_guidance, the_route  # noqa: F401  (own_server: a server to stop)
from test_map import click, monaco  # noqa: F401  (monaco: the import fixture)
from test_packs import get, keep_monaco, mt, pack_date
from test_routes import ROUTES_CATALOGS as ROUTES, SPEECH_STUB, move_to, route_to_first_pharmacy

ASK_ROUTE = """
const done = arguments[arguments.length - 1];
import('/js/shared/api.js').then((api) => api.getJSON(arguments[0])).then(done, (e) => done({error: String(e)}));
"""


def ask(app, query):
    """GET /api/v1/route as the page asks it (the server stopped: the phone answers)."""
    return app.js_async(ASK_ROUTE, "/api/v1/route?" + urllib.parse.urlencode(query))


def built_pack(server, lang):
    """The Monaco pack's parts built before the page asks (the tiles take a while on a busy machine)."""
    get(server.url + "/api/v1/packs?region=monaco", lang)


def route_query(route_url):
    return dict(urllib.parse.parse_qsl(urllib.parse.urlsplit(route_url).query))


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_the_phone_routes_as_the_server_and_reroutes_alone(own_server, catalogs, browsers, lang):  # noqa: F811
    app = App(own_server.url, "phone", lang, catalogs, browsers)
    ok = False
    try:
        app.driver.execute_cdp_cmd("Page.addScriptToEvaluateOnNewDocument", {"source": SPEECH_STUB})
        built_pack(own_server, lang)
        manifest = keep_monaco(app)
        routing = next(part for part in manifest["parts"] if part["id"] == "routing")
        assert routing["format"] == "baluchon-routing" and routing["bytes"] > 100_000
        assert manifest["missing"] == []

        route_to_first_pharmacy(app)
        server = the_route(app)
        asked = route_query(app.js("return performance.getEntriesByType('resource').map(e => e.name)"
                                   ".filter(n => n.includes('/api/v1/route?')).pop()"))
        start_guidance(app)
        line = server["geometry"]["coordinates"]
        for lon, lat in line[:2]:
            move_to(app, lon, lat)

        own_server.stop()
        for noise in ("ERR_CONNECTION_REFUSED", "Failed to fetch", "/api/"):
            app.allow_console(noise)

        # The same route, every mode and both preferences, asked of the phone: the server's length, the server's words.
        phone = ask(app, asked)
        assert phone["ok"], phone
        data = phone["data"]
        assert data["engine"] == "routino" and data["device"]["pack"] == "region-monaco"
        assert abs(data["distance"] - server["distance"]) <= 0.01 * server["distance"], (data["distance"], server["distance"])
        assert [s["sentence"] for s in data["steps"]] == [s["sentence"] for s in server["steps"]]
        assert [s["ahead"] for s in data["steps"]] == [s["ahead"] for s in server["steps"]]
        assert [s["maneuver"] for s in data["steps"]] == [s["maneuver"] for s in server["steps"]]
        for mode in ("walk", "bicycle", "car"):
            for preference in ("fastest", "shortest"):
                answer = ask(app, {**asked, "mode": mode, "preference": preference})
                assert answer["ok"] and answer["data"]["mode"] == mode and answer["data"]["steps"][-1]["maneuver"] == "arrive", answer

        # Off the route: the third fix gets a new route from the phone, said to come from the pack.
        before = app.text(app.driver.find_element(By.ID, "route-instructions"))
        lon, lat = line[len(line) // 2]
        away = lat + 150 / 110574
        for step in range(3):
            move_to(app, lon + step * 0.00001, away)
        app.wait.until(lambda d: d.find_elements(By.CSS_SELECTOR, ".route-message .device-note"))
        note = app.text(app.driver.find_element(By.CSS_SELECTOR, ".route-message .device-note"))
        assert note == mt(lang, "map.packs.onDevice", date=pack_date(app, manifest["dataDate"]))
        assert app.js("return document.getElementById('route-panel').dataset.retries") is None
        assert app.driver.find_element(By.ID, "guidance-banner").is_displayed()
        assert app.text(app.driver.find_element(By.ID, "route-instructions")) != before or before == ""
        app.screenshot(f"phone-device-reroute-{lang}", full_page=False)
        click(app, app.driver.find_element(By.ID, "guidance-stop"))
        app.screenshot(f"phone-device-route-{lang}")

        # A destination outside the pack: the phone says routes there need the server.
        outside = ask(app, {**asked, "to": "43.30,5.40"})
        assert not outside["ok"] and outside["error"]["code"] == "device_outsidePack"
        assert norm(outside["error"]["message"]) == norm(ROUTES[lang]["routes.device.outsidePack"])

        # A pack without routing data (an older server's): routes need the server.
        app.js("""const list = JSON.parse(localStorage.getItem('baluchon.packs.list'));
for (const entry of list) entry.manifest.parts = entry.manifest.parts.filter((p) => p.id !== 'routing');
localStorage.setItem('baluchon.packs.list', JSON.stringify(list));""")
        bare = ask(app, asked)
        assert not bare["ok"] and bare["error"]["code"] == "device_noRouting", bare
        assert norm(bare["error"]["message"]) == norm(ROUTES[lang]["routes.device.noRouting"])
        ok = True
    finally:
        app.quit(reuse=ok)


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_a_browser_without_webassembly_is_told_routes_need_the_server(own_server, catalogs, browsers, lang):  # noqa: F811
    app = App(own_server.url, "phone", lang, catalogs, browsers)
    ok = False
    try:
        built_pack(own_server, lang)
        keep_monaco(app)
        route_to_first_pharmacy(app)
        asked = route_query(app.js("return performance.getEntriesByType('resource').map(e => e.name)"
                                   ".filter(n => n.includes('/api/v1/route?')).pop()"))
        own_server.stop()
        for noise in ("ERR_CONNECTION_REFUSED", "Failed to fetch", "/api/"):
            app.allow_console(noise)
        app.driver.execute_cdp_cmd("Page.addScriptToEvaluateOnNewDocument", {"source": "delete window.WebAssembly;"})
        app.reload()
        app.wait.until(lambda d: app.js("return document.querySelector('#map-canvas')?.dataset.state") == "ready")
        answer = ask(app, asked)
        assert not answer["ok"] and answer["error"]["code"] == "device_noWebAssembly", answer
        assert norm(answer["error"]["message"]) == norm(ROUTES[lang]["routes.device.noWebAssembly"])
        # The route panel says it too, when another mode is asked for.
        click(app, app.driver.find_element(By.CSS_SELECTOR, ".route-modes button[data-mode=walk]"))
        app.wait.until(lambda d: norm(ROUTES[lang]["routes.device.noWebAssembly"]) in app.text(d.find_element(By.CSS_SELECTOR, ".route-message")))
        app.screenshot(f"phone-device-no-wasm-{lang}")
        ok = True
    finally:
        app.quit(reuse=ok)


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_the_about_page_offers_routinos_corresponding_source(make_app, lang):
    app = make_app("phone", lang)
    app.open("/about")
    app.wait_view("about")
    section = app.driver.find_element(By.ID, "about-source")
    text = app.text(section)
    assert norm(app.t("about.sourceHeading")) in text and norm(app.t("about.sourceAgpl")) in text, text
    links = [a.get_attribute("href") for a in section.find_elements(By.CSS_SELECTOR, "a")]
    assert "https://github.com/sharkcz/routino/tree/cc8277a9073464504fdc862319f0ba07ad0159ba" in links, links
    assert (REPO_ROOT / "wasm" / "routino" / "SOURCE").read_text(encoding="utf-8").count("cc8277a9073464504fdc862319f0ba07ad0159ba") == 1
    app.driver.execute_script("arguments[0].scrollIntoView()", section)
    app.screenshot(f"phone-about-source-{lang}", full_page=False)
