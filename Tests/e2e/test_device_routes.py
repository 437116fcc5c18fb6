"""Routes computed on the phone (issue 26), in headless Chromium at 375×667 in French and English against the
real server: Monaco's pack kept (its routing part: Routino's database of the region), a route to a pharmacy
asked of the server and guided, then the SERVER PROCESS STOPPED: the same route asked of the phone's Routino in
WebAssembly (a web worker) has the server's length and the server's sentences; off the route, the third fix
gets a new route from the phone, said to come from the pack. Bad cases, each said in the page's language: a
destination outside the pack, one in the pack's area but far from its roads, a pack without routing data, a
browser without WebAssembly and one with too little memory for the module (both routed by the server while it
is reachable). The About page offers Routino's pinned source and Baluchon's where the operator publishes it
(BALUCHON_SOURCE_URL), or says the operator must publish it."""
import urllib.parse
import urllib.request

import pytest
from selenium import webdriver
from selenium.webdriver.chrome.service import Service
from selenium.webdriver.common.by import By

from e2e_support import CHROMEDRIVER, App, REPO_ROOT, _options, norm
from test_guidance import own_server, start_guidance, the_route  # noqa: F401  (own_server: a server to stop)
from test_map import click, monaco  # noqa: F401  (monaco: the import fixture)
from test_packs import keep_monaco, mt, pack_date
from test_routes import ROUTES_CATALOGS as ROUTES, SPEECH_STUB, move_to, route_to_first_pharmacy

ASK_ROUTE = """
const done = arguments[arguments.length - 1];
import('/js/shared/api.js').then((api) => api.getJSON(arguments[0])).then(done, (e) => done({error: String(e)}));
"""


def ask(app, query):
    """GET /api/v1/route as the page asks it (the server stopped: the phone answers)."""
    return app.js_async(ASK_ROUTE, "/api/v1/route?" + urllib.parse.urlencode(query))


def built_pack(server, lang):
    """The Monaco pack's parts built before the page asks (the tiles take minutes on a machine busy with builds: a
    precondition waited for, not a time measured)."""
    request = urllib.request.Request(server.url + "/api/v1/packs?region=monaco", headers={"Accept-Language": lang})
    with urllib.request.urlopen(request, timeout=600) as answer:
        answer.read()


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

        # A destination in the pack's area but out at sea, over 1 km from any road (Routino's reach, on both sides):
        # the phone says it is too far from the roads it knows.
        bounds = manifest["area"]["bounds"]
        sea = ask(app, {**asked, "to": f"{bounds['south']},{bounds['east']}"})
        assert not sea["ok"] and sea["error"]["code"] == "device_noRoadDestination", sea
        assert norm(sea["error"]["message"]) == norm(ROUTES[lang]["routes.device.noRoadDestination"])

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


def routes_need_the_server(app, server, code):
    """With Monaco's pack kept and the server reachable, the server answers the route (the phone is not asked); with
    the server stopped, the phone says it cannot route (`code`), in the page's language, in the answer and on the
    route panel when another mode is asked for."""
    route_to_first_pharmacy(app)
    asked = route_query(app.js("return performance.getEntriesByType('resource').map(e => e.name)"
                               ".filter(n => n.includes('/api/v1/route?')).pop()"))
    reachable = ask(app, asked)
    assert reachable["ok"] and reachable["data"]["engine"] == "routino" and "device" not in reachable["data"], reachable
    assert app.driver.find_element(By.ID, "route-panel").is_displayed()
    server.stop()
    for noise in ("ERR_CONNECTION_REFUSED", "Failed to fetch", "/api/"):
        app.allow_console(noise)
    answer = ask(app, asked)
    assert not answer["ok"] and answer["error"]["code"] == f"device_{code}", answer
    assert norm(answer["error"]["message"]) == norm(ROUTES[app.lang][f"routes.device.{code}"])
    click(app, app.driver.find_element(By.CSS_SELECTOR, ".route-modes button[data-mode=walk]"))
    app.wait.until(lambda d: norm(ROUTES[app.lang][f"routes.device.{code}"]) in app.text(d.find_element(By.CSS_SELECTOR, ".route-message")))


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_a_browser_without_webassembly_is_told_routes_need_the_server(own_server, catalogs, browsers, lang):  # noqa: F811
    app = App(own_server.url, "phone", lang, catalogs, browsers)
    ok = False
    try:
        built_pack(own_server, lang)
        keep_monaco(app)
        app.driver.execute_cdp_cmd("Page.addScriptToEvaluateOnNewDocument", {"source": "delete window.WebAssembly;"})
        app.reload()
        app.wait.until(lambda d: app.js("return document.querySelector('#map-canvas')?.dataset.state") == "ready")
        assert app.js("return typeof WebAssembly") == "undefined"
        routes_need_the_server(app, own_server, "noWebAssembly")
        app.screenshot(f"phone-device-no-wasm-{lang}")
        ok = True
    finally:
        app.quit(reuse=ok)


class LowMemoryBrowser:
    """A Chromium whose engine gives a WebAssembly instance at most 128 pages (8 MiB) of memory, less than the
    routing module's 16 MiB heap: instantiating it fails as on a phone short of memory ("Out of memory: Cannot
    allocate Wasm memory for new instance", a RangeError). Closed after its test, never reused."""

    def take(self, viewport, lang):
        options = _options(viewport, lang)
        options.add_argument("--js-flags=--wasm-max-mem-pages=128")
        return webdriver.Chrome(service=Service(CHROMEDRIVER), options=options)

    def give_back(self, driver, lang, origins):
        driver.quit()


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_a_phone_with_too_little_memory_is_told_routes_need_the_server(own_server, catalogs, lang):  # noqa: F811
    app = App(own_server.url, "phone", lang, catalogs, LowMemoryBrowser())
    try:
        built_pack(own_server, lang)
        keep_monaco(app)
        routes_need_the_server(app, own_server, "memory")
        app.screenshot(f"phone-device-memory-{lang}")
    finally:
        app.quit()


ROUTINO_SOURCE = "https://github.com/sharkcz/routino/tree/cc8277a9073464504fdc862319f0ba07ad0159ba"
BALUCHON_SOURCE = "https://git.example.org/traveller/baluchon"


@pytest.fixture
def source_server(monkeypatch, request):
    """A server of its own told where its operator publishes Baluchon's source (BALUCHON_SOURCE_URL)."""
    monkeypatch.setenv("BALUCHON_SOURCE_URL", BALUCHON_SOURCE)
    return request.getfixturevalue("own_server")


def about_source(app, state):
    """The About page's source section once the health answer said where Baluchon's source is: its text and links."""
    app.open("/about")
    app.wait_view("about")
    app.wait.until(lambda d: app.js("return document.getElementById('about-source-project').dataset.state") == state)
    section = app.driver.find_element(By.ID, "about-source")
    app.driver.execute_script("arguments[0].scrollIntoView()", section)
    return app.text(section), [a.get_attribute("href") for a in section.find_elements(By.CSS_SELECTOR, "a")]


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_the_about_page_offers_routinos_corresponding_source(make_app, lang):
    app = make_app("phone", lang)
    text, links = about_source(app, "unpublished")
    assert norm(app.t("about.sourceHeading")) in text and norm(app.t("about.sourceAgpl")) in text, text
    assert ROUTINO_SOURCE in links, links
    assert (REPO_ROOT / "wasm" / "routino" / "SOURCE").read_text(encoding="utf-8").count(ROUTINO_SOURCE.rsplit("/", 1)[1]) == 1
    # No BALUCHON_SOURCE_URL: the page says the operator must publish Baluchon's source, and links nowhere else.
    assert norm(app.t("about.sourceUnpublished")) in text, text
    assert [link for link in links if "routino" not in link and "gnu.org" not in link] == [], links
    app.screenshot(f"phone-about-source-{lang}", full_page=False)


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_the_about_page_links_to_the_source_the_operator_publishes(source_server, catalogs, browsers, lang):
    app = App(source_server.url, "phone", lang, catalogs, browsers)
    ok = False
    try:
        text, links = about_source(app, "published")
        assert norm(app.t("about.sourceBaluchon")) in text and norm(app.t("about.sourceUnpublished")) not in text, text
        assert links[:2] == [BALUCHON_SOURCE, ROUTINO_SOURCE], links
        app.screenshot(f"phone-about-source-published-{lang}", full_page=False)
        ok = True
    finally:
        app.quit(reuse=ok)
