"""The route panel and the map page at phone size, from a traveller trial: a route asked from a saved place before
the position is known comes once it is; Start is not offered without a route; a refused position says how to allow
it; a fix too rough to place the traveller is said, not followed; a saved place is measured from the traveller
only; typed coordinates are shown as a point; the arrival clock reads 24 hours; Leaflet's zoom buttons in the
page's language; a long result name kept clear of its distance. Against the real server's Monaco region."""
import re

import pytest
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys

from e2e_support import norm
from test_guidance import figures, start_guidance
from test_map import MAP_CATALOGS, click, emulate_position, monaco, open_map, search_from  # noqa: F401  (monaco: the import fixture)
from test_routes import CASINO, ROUTES_CATALOGS as ROUTES, fixes, move_to, route_to_first_pharmacy

PALAIS = "/map?lat=43.7311&lon=7.4197&name=Palais&route=1"
PARIS_VIEW = "localStorage.setItem('baluchon.map.view', JSON.stringify({latitude: 48.8566, longitude: 2.3522, zoom: 12}))"


def rt(lang, key):
    return norm(ROUTES[lang][key])


def start_button(app):
    return app.driver.find_element(By.CSS_SELECTOR, "#route-panel .route-actions .btn-primary")


def message(app):
    return app.text(app.driver.find_element(By.CSS_SELECTOR, "#route-panel .route-message"))


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_a_saved_place_is_routed_to_once_the_position_is_known_and_measured_from_the_traveller_only(make_app, lang):
    app = make_app("phone", lang)
    # The map last looked at Paris; the traveller stands at the Casino, not yet located.
    app.open("/about")
    app.js(PARIS_VIEW)
    emulate_position(app, CASINO)
    app.open(PALAIS)
    app.wait.until(lambda d: app.js("return document.querySelector('#map-canvas').dataset.state") == "ready")
    assert app.js("return [...document.querySelectorAll('#map-results .map-result-name')].map(e => e.textContent)") == ["Palais"]
    # No distance measured from where the map was (Paris, ~690 km): the traveller's position is not known.
    assert not app.driver.find_elements(By.CSS_SELECTOR, "#map-results .map-result-distance")
    app.wait.until(lambda d: rt(lang, "routes.needPosition") in message(app))
    assert not start_button(app).is_displayed(), "no route: nothing to start"
    app.screenshot(f"route-panel-needs-position-{lang}", full_page=False)

    click(app, app.driver.find_element(By.ID, "map-locate"))
    app.wait.until(lambda d: app.text(d.find_element(By.ID, "route-instructions")) != "")
    assert rt(lang, "routes.needPosition") not in message(app)
    assert app.js("return document.querySelectorAll('#map-canvas path.route-line').length") == 1
    assert start_button(app).is_displayed() and app.text(start_button(app)) == rt(lang, "routes.start")
    app.screenshot(f"route-panel-located-{lang}", full_page=False)


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_start_is_offered_only_with_a_route_and_a_refused_position_says_how_to_allow_it(make_app, lang):
    app = make_app("phone", lang)
    open_map(app)
    emulate_position(app, CASINO)
    click(app, app.driver.find_element(By.ID, "map-locate"))
    app.wait.until(lambda d: app.js("return document.querySelectorAll('#map-canvas path.map-position').length") == 1)
    # Out to sea, 20 km south: no route (the region has no road there).
    app.allow_console("/api/v1/route?from=43.7384%2C7.4246&to=43.55%2C7.42")
    app.driver.find_element(By.ID, "map-search").send_keys("43.55, 7.42", Keys.ENTER)
    click(app, app.wait.until(lambda d: d.find_element(By.CSS_SELECTOR, "#map-results .map-result-route")))
    app.wait.until(lambda d: rt(lang, "routes.failed") in message(app))
    assert not start_button(app).is_displayed(), "a failed route: Start is not offered"
    app.screenshot(f"route-panel-failed-{lang}", full_page=False)

    # A route, then the position refused as guidance starts: guidance stops and says how to allow it.
    app.js("document.querySelector('#route-panel .route-actions .btn-ghost').click()")
    route_to_first_pharmacy(app)
    assert start_button(app).is_displayed()
    app.driver.execute_cdp_cmd("Browser.setPermission", {
        "origin": app.base_url, "permission": {"name": "geolocation"}, "setting": "denied"})
    click(app, start_button(app))
    app.wait.until(lambda d: rt(lang, "routes.denied") in message(app))
    assert not app.driver.find_element(By.ID, "guidance-banner").is_displayed()
    assert app.text(start_button(app)) == rt(lang, "routes.start")
    assert norm(MAP_CATALOGS[lang]["map.locate.unavailable"]) not in message(app)
    app.js("document.querySelector('#route-panel').scrollIntoView()")
    app.screenshot(f"route-panel-denied-{lang}", full_page=False)


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_a_rough_fix_is_said_not_followed_and_the_arrival_reads_24_hours(make_app, lang):
    app = make_app("phone", lang)
    route_to_first_pharmacy(app)
    start_guidance(app)
    line = app.js("return JSON.parse(localStorage.getItem('baluchon.routes.active')).route.geometry.coordinates")
    move_to(app, *line[1])
    metres, _, text = figures(app)
    # "arrive at 18:36", never "06:36 PM", in the bar and in the route's summary.
    summary = app.js("return document.querySelector('.route-summary').textContent")
    for clock in (text, summary):
        assert re.search(r"\b\d\d:\d\d\b", clock) and not re.search(r"AM|PM", clock), clock
    rough = app.driver.find_element(By.ID, "guidance-rough")
    assert not rough.is_displayed()
    # 800 m of accuracy near the end of the route: said under the maneuver, nothing moves.
    seen = fixes(app)
    app.driver.execute_cdp_cmd("Emulation.setGeolocationOverride", {"latitude": line[-1][1], "longitude": line[-1][0], "accuracy": 800})
    app.wait.until(lambda d: fixes(app) > seen)
    assert rough.is_displayed() and app.text(rough) == rt(lang, "routes.rough")
    assert figures(app)[0] == metres
    assert app.driver.find_element(By.ID, "guidance-banner").is_displayed()
    app.screenshot(f"guidance-rough-fix-{lang}", full_page=False)
    move_to(app, *line[2])
    assert not rough.is_displayed()
    assert app.driver.find_element(By.ID, "guidance-banner").is_displayed()


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_typed_coordinates_are_that_point_and_a_long_name_stays_clear_of_its_distance(make_app, lang):
    app = make_app("phone", lang)
    open_map(app)
    zoom = app.js("return [...document.querySelectorAll('.leaflet-control-zoom a')].map(a => [a.title, a.getAttribute('aria-label')])")
    wanted = [norm(MAP_CATALOGS[lang]["map.zoomIn"]), norm(MAP_CATALOGS[lang]["map.zoomOut"])]
    assert [title for title, _ in zoom] == wanted and [label for _, label in zoom] == wanted, zoom
    for typed in ("43.7311,7.4197", "43,7311 7,4197"):
        box = app.driver.find_element(By.ID, "map-search")
        box.clear()
        box.send_keys(typed, Keys.ENTER)
        app.wait.until(lambda d: app.js("return [...document.querySelectorAll('#map-results .map-result-name')].map(e => e.textContent)")
                       == ["43.7311, 7.4197"])
        app.wait.until(lambda d: app.text(d.find_element(By.CSS_SELECTOR, ".leaflet-popup-content .map-popup-name")) == "43.7311, 7.4197")
    app.screenshot(f"map-typed-coordinates-{lang}", full_page=False)

    items = search_from(app, CASINO, "pharmacie" if lang == "fr" else "pharmacy")
    name = items[0].find_element(By.CSS_SELECTOR, ".map-result-name")
    app.js("arguments[0].textContent = 'N'.repeat(150)", name)
    boxes = app.js("const li = arguments[0]; return ['.map-result-name', '.map-result-distance']"
                   ".map((s) => li.querySelector(s).getBoundingClientRect().toJSON())", items[0])
    assert boxes[0]["right"] <= boxes[1]["left"], boxes
    assert app.horizontal_overflow() <= 0
    app.js("arguments[0].scrollIntoView({block: 'center'})", items[0])
    app.screenshot(f"map-long-result-name-{lang}", full_page=False)
