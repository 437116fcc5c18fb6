"""Search and "where am I" on the phone agree with the server: headless Chromium at phone size, in French and
English, loads the Monaco region's trip pack as the server makes it (its places, kinds and gazetteer parts),
draws queries there (names, streets, settlements, kinds in both languages, with and without accents,
singular and plural) and points, and compares the page's own answers (Public/js/places/device-*.js) with the
server's API on the same data. The short version of Benchmarks/Packs/device_search.py, whose functions it uses.
An address whose house number the pack does not know, asked with the server stopped, gives the server's answer:
its street, then the nearest numbers, and the server's note (Tests/Fixtures/search/house-number-vectors.json).
"""
import json
import sys
import urllib.parse

import pytest
from selenium.webdriver.common.by import By

from e2e_support import REPO_ROOT, App, norm
from test_guidance import own_server  # noqa: F401  (own_server: a server to stop)
from test_packs import keep_monaco

sys.path.insert(0, str(REPO_ROOT / "Benchmarks" / "Packs"))
import device_search  # noqa: E402  (the benchmark's harness, shared)

QUERIES = 60
POINTS = 30


@pytest.mark.parametrize("lang,seed", [("fr", 11), ("en", 12)])
def test_phone_answers_as_the_server_does(make_app, base_url, lang, seed):
    app = make_app("phone", lang)
    app.open("/")
    assert device_search.load_pack(app.driver, base_url, "monaco")["countries"] == ["FR", "MC"]
    tally = device_search.compare(app.driver, base_url, QUERIES, POINTS, seed)
    search, where = tally["search"], tally["where"]
    assert search["sameFirst"] >= 0.95 * QUERIES, search["differences"]
    assert where["sameFirst"] == POINTS, where["differences"]
    # Most answers are the same whole: results, distances, directions, kind names, suggestions.
    assert search["identical"] >= 0.8 * QUERIES, search["differences"]


ASK_SEARCH = """
const done = arguments[arguments.length - 1];
import('/js/shared/api.js').then((api) => api.getJSON(arguments[0])).then(done, (e) => done({error: String(e)}));
"""
NUMBERS = json.loads((REPO_ROOT / "Tests" / "Fixtures" / "search" / "house-number-vectors.json").read_text(encoding="utf-8"))


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_an_unknown_house_number_gives_the_street_and_the_nearest_numbers_on_the_phone(own_server, catalogs, browsers, lang):  # noqa: F811
    vector = next(v for v in NUMBERS["searches"] if v["lang"] == lang and v["note"] and v.get("near"))
    query = {"q": vector["q"], "near": ",".join(map(str, vector["near"])), "limit": vector["limit"]}
    app = App(own_server.url, "phone", lang, catalogs, browsers)
    ok = False
    try:
        keep_monaco(app)
        server = ask_search(app, query)
        assert server["ok"] and "device" not in server["data"], server
        own_server.stop()
        for noise in ("ERR_CONNECTION_REFUSED", "Failed to fetch", "/api/"):
            app.allow_console(noise)
        phone = ask_search(app, query)
        assert phone["ok"] and phone["data"]["device"]["pack"] == "region-monaco", phone
        data = phone["data"]
        assert [[r["name"], r["address"]] for r in data["results"]] == vector["results"]
        assert [[r["name"], r["address"]] for r in data["results"]] == [[r["name"], r["address"]] for r in server["data"]["results"]]
        assert data["note"] == server["data"]["note"] == vector["note"]
        # The search box shows the street first, then the nearest numbers.
        box = app.driver.find_element(By.ID, "map-search")
        box.clear()
        box.send_keys(vector["q"] + "\n")
        app.wait.until(lambda d: app.js("return document.querySelector('#map-results').dataset.state") == "loaded"
                       and d.find_elements(By.CSS_SELECTOR, "#map-search-banner .device-note"))
        names = [app.text(e) for e in app.driver.find_elements(By.CSS_SELECTOR, ".map-result-name")]
        assert names[:3] == [norm(name) for name, _ in vector["results"][:3]], names
        assert app.text(app.driver.find_element(By.ID, "map-search-note")) == norm(vector["note"])
        ok = True
    finally:
        app.quit(reuse=ok)


def ask_search(app, query):
    """GET /api/v1/search as the page asks it (the server stopped: the phone answers)."""
    return app.js_async(ASK_SEARCH, "/api/v1/search?" + urllib.parse.urlencode({**query, "lang": app.lang}))
