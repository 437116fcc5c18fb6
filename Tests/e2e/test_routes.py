"""Routes on the map page in headless Chromium at phone size: a route to a search result drawn in blue with
green dots, the next instructions at the top, guidance following an emulated position along the route with
speech recorded from a stubbed speechSynthesis, and a detour that causes a new route. Everything comes from
the real server's offline Monaco region."""
import json
import urllib.request

import pytest
from selenium.webdriver.common.by import By

from e2e_support import REPO_ROOT
from test_map import click, emulate_position, monaco, open_map  # noqa: F401  (monaco: the import fixture)

CASINO = {"latitude": 43.7384, "longitude": 7.4246, "accuracy": 10}
ROUTES_CATALOGS = {lang: json.loads((REPO_ROOT / "Public" / "i18n" / f"routes.{lang}.json").read_text(encoding="utf-8"))
                   for lang in ("fr", "en")}
SPEECH_STUB = """
window.__spoken = [];
window.speechSynthesis.speak = (utterance) => window.__spoken.push(utterance.text);
window.speechSynthesis.cancel = () => {};
"""


def fixes(app):
    return int(app.js("return Number(document.querySelector('#route-panel').dataset.fixes || 0)"))


def move_to(app, longitude, latitude):
    """Moves the emulated position and waits until guidance has followed the new fix."""
    seen = fixes(app)
    app.driver.execute_cdp_cmd("Emulation.setGeolocationOverride", {"latitude": latitude, "longitude": longitude, "accuracy": 8})
    app.wait.until(lambda d: fixes(app) > seen)


def route_to_first_pharmacy(app):
    open_map(app)
    emulate_position(app, CASINO)
    click(app, app.driver.find_element(By.ID, "map-locate"))
    app.wait.until(lambda d: app.js("return document.querySelectorAll('#map-canvas path.map-position').length") == 1)
    box = app.driver.find_element(By.ID, "map-search")
    box.clear()
    box.send_keys("pharmacie\n")
    app.wait.until(lambda d: d.find_elements(By.CSS_SELECTOR, ".map-result-route"))
    app.js(SPEECH_STUB)
    click(app, app.driver.find_elements(By.CSS_SELECTOR, ".map-result-route")[0])
    app.wait.until(lambda d: app.text(d.find_element(By.ID, "route-instructions")) != "")


def test_a_route_is_drawn_with_its_instructions(make_app):
    app = make_app("phone", "fr")
    route_to_first_pharmacy(app)
    text = app.text(app.driver.find_element(By.ID, "route-instructions"))
    assert text.startswith("Dans ") or text[0].isupper(), text
    assert app.js("return document.querySelectorAll('#map-canvas path.route-line').length") == 1
    assert app.js("return document.querySelectorAll('#map-canvas path.route-dot').length") >= 2
    summary = app.text(app.driver.find_element(By.CSS_SELECTOR, ".route-summary"))
    assert "min" in summary and "routino" in summary, summary
    app.screenshot("phone-map-route-fr", full_page=False)


def test_guidance_follows_the_traveller_speaks_and_reroutes_after_a_detour(make_app):
    app = make_app("phone", "en")
    route_to_first_pharmacy(app)
    # The same route the page asked for, to walk along it.
    query = app.js("return performance.getEntriesByType('resource').map(e => e.name).filter(n => n.includes('/api/v1/route?')).pop()")
    with urllib.request.urlopen(query, timeout=10) as res:
        route = json.load(res)
    click(app, app.driver.find_element(By.CSS_SELECTOR, "#route-panel .btn-primary"))
    app.wait.until(lambda d: app.js("return window.__spoken.length") >= 1)
    line = route["geometry"]["coordinates"]
    before = app.text(app.driver.find_element(By.ID, "route-instructions"))
    # Walk two thirds of the way, point by point.
    for lon, lat in line[: max(2, len(line) * 2 // 3)]:
        move_to(app, lon, lat)
    app.wait.until(lambda d: app.text(d.find_element(By.ID, "route-instructions")) != before)
    spoken_while_walking = app.js("return window.__spoken.slice()")
    assert len(spoken_while_walking) >= 2, spoken_while_walking
    # A detour: 200 m north of the line for several fixes asks for a new route from there.
    lon, lat = line[len(line) // 2]
    routes_before = app.js("return performance.getEntriesByType('resource').filter(e => e.name.includes('/api/v1/route?')).length")
    for step in range(5):
        move_to(app, lon + step * 0.00001, lat + 200 / 110574)
    app.wait.until(lambda d: app.js(
        "return performance.getEntriesByType('resource').filter(e => e.name.includes('/api/v1/route?')).length") > routes_before)
    assert any("left the route" in text for text in app.js("return window.__spoken"))
    app.screenshot("phone-map-guidance-en", full_page=False)


def test_any_proposes_the_fastest_and_the_others_one_tap_away(make_app):
    app = make_app("phone", "en")
    route_to_first_pharmacy(app)
    click(app, app.driver.find_element(By.CSS_SELECTOR, ".route-modes button[data-mode=any]"))
    app.wait.until(lambda d: d.find_elements(By.CSS_SELECTOR, ".route-other"))
    others = {button.get_attribute("data-mode"): app.text(button) for button in app.driver.find_elements(By.CSS_SELECTOR, ".route-other")}
    # Walking, cycling and driving all serve in Monaco (public transport has no journey here): the fastest is
    # shown, the other two are buttons with their minutes.
    assert len(others) == 2 and set(others) < {"walk", "bicycle", "car"}, others
    assert all("min" in text for text in others.values()), others
    mode, text = next(iter(others.items()))
    click(app, app.driver.find_element(By.CSS_SELECTOR, f".route-other[data-mode={mode}]"))
    app.wait.until(lambda d: app.js(
        "return document.querySelector(`.route-modes button[data-mode=${arguments[0]}]`).getAttribute('aria-pressed')", mode) == "true")
    app.wait.until(lambda d: not d.find_elements(By.CSS_SELECTOR, ".route-other"))
    # The other mode's route replaces the instructions once it arrives.
    app.wait.until(lambda d: app.text(d.find_element(By.ID, "route-instructions")) != "")


def choose_mode(app, mode):
    routes_before = app.js("return performance.getEntriesByType('resource').filter(e => e.name.includes('/api/v1/route?')).length")
    click(app, app.driver.find_element(By.CSS_SELECTOR, f".route-modes button[data-mode={mode}]"))
    app.wait.until(lambda d: app.js(
        "return performance.getEntriesByType('resource').filter(e => e.name.includes('/api/v1/route?')).length") > routes_before)


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_transit_that_fails_after_bicycle_leaves_no_bicycle_route_on_screen(make_app, lang):
    # No feed covers Monaco and the online planner (a local stand-in) finds no journey: transit fails.
    app = make_app("phone", lang)
    app.allow_console("mode=transit")
    route_to_first_pharmacy(app)
    choose_mode(app, "bicycle")
    app.wait.until(lambda d: app.text(d.find_element(By.CSS_SELECTOR, ".route-summary")) != "")
    assert app.js("return document.querySelectorAll('#map-canvas path.route-line').length") == 1
    choose_mode(app, "transit")
    app.wait.until(lambda d: d.find_elements(By.CSS_SELECTOR, "#route-panel .notice-error"))
    assert app.js("return document.querySelector('.route-modes button[data-mode=transit]').getAttribute('aria-pressed')") == "true"
    assert app.js("return document.querySelectorAll('#map-canvas path.route-line, #map-canvas path.route-dot').length") == 0
    for selector in ("#route-instructions", ".route-summary", ".route-others", ".route-compared"):
        assert app.text(app.driver.find_element(By.CSS_SELECTOR, selector)) == "", selector
    error = app.text(app.driver.find_element(By.CSS_SELECTOR, "#route-panel .notice-error"))
    assert ROUTES_CATALOGS[lang]["routes.failed"] in error, error
    app.screenshot(f"phone-route-transit-failed-{lang}", full_page=False)


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_fastest_says_which_modes_it_compared_and_which_it_could_not(make_app, lang):
    app = make_app("phone", lang)
    route_to_first_pharmacy(app)
    choose_mode(app, "any")
    app.wait.until(lambda d: d.find_elements(By.CSS_SELECTOR, ".route-unavailable"))
    catalog = ROUTES_CATALOGS[lang]
    compared = app.text(app.driver.find_elements(By.CSS_SELECTOR, ".route-compared span")[0])
    for mode in ("walk", "bicycle", "car"):
        assert catalog[f"routes.mode.{mode}"] in compared, compared
    shown = catalog["routes.compared"].split("{modes}")[0]
    assert compared.startswith(shown), compared
    gaps = app.driver.find_elements(By.CSS_SELECTOR, ".route-unavailable")
    assert [gap.get_attribute("data-mode") for gap in gaps] == ["transit"]
    gap = app.text(gaps[0])
    assert gap.startswith(catalog["routes.notCompared"].split("{reason}")[0].replace("{mode}", catalog["routes.mode.transit"])), gap
    assert len(gap) > len(catalog["routes.notCompared"]) + 10, "the reason is told"
    app.screenshot(f"phone-route-any-compared-{lang}", full_page=False)
