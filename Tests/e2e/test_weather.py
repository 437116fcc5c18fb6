"""Weather: the city list (defaults, add, reorder, remove, export/import), units, forecast, offline copy.

The server's Open-Meteo is scripts/openmeteo_replay.py (started by conftest), so answers are made up
but in the real wire format.
"""
import json
import urllib.error
import urllib.request

import pytest
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys

VIEWPORT_NAMES = ("phone", "desktop")
QUIMPER = {"name": "Quimper", "countryCode": "FR", "latitude": 47.996, "longitude": -4.102}
BREST = {"name": "Brest", "countryCode": "FR", "latitude": 48.39, "longitude": -4.49}
TOKYO = {"name": "Tokyo", "countryCode": "JP", "latitude": 35.69, "longitude": 139.69}


def open_weather(app, cities=None, units=None):
    """Open /weather with a given kept list (None: the defaults of a fresh device)."""
    app.open("/about")
    if cities is not None:
        app.js("localStorage.setItem('baluchon.weather.cities', JSON.stringify(arguments[0]))", cities)
    if units is not None:
        app.js("localStorage.setItem('baluchon.weather.units', JSON.stringify(arguments[0]))", units)
    app.open("/weather")
    app.wait_view("weather")
    wait_loaded(app)


def wait_loaded(app):
    app.wait.until(lambda d: app.js(
        "const l = document.querySelector('#weather-cities');"
        "return l && !l.hasAttribute('aria-busy') && ['loaded', 'empty'].includes(l.dataset.state)"))


def cards(app):
    return app.driver.find_elements(By.CSS_SELECTOR, "#weather-cities li.weather-card")


def city_names(app):
    return app.js("return [...document.querySelectorAll('#weather-cities .weather-city > span:first-child')].map(e => e.textContent)")


def card_text(app, index, selector=""):
    """Text of a card (or of one of its parts), read in one step: the list redraws as answers arrive."""
    return app.js("const c = document.querySelectorAll('#weather-cities li.weather-card')[arguments[0]];"
                  "const e = c && (arguments[1] ? c.querySelector(arguments[1]) : c);"
                  "return e ? e.textContent.replace(/[\\u00a0\\u202f]/g, ' ') : null", index, selector)


def card_state(app, index):
    return app.js("const c = document.querySelectorAll('#weather-cities li.weather-card')[arguments[0]];"
                  "return c ? c.dataset.state || '' : null", index)


def click(app, element):
    """Click after scrolling the element to the middle of the screen, clear of the sticky header."""
    app.js("arguments[0].scrollIntoView({block: 'center'})", element)
    element.click()


def kept(app):
    return app.js("return JSON.parse(localStorage.getItem('baluchon.weather.cities') || 'null')")


@pytest.mark.parametrize("lang", ["fr", "en"])
@pytest.mark.parametrize("viewport", VIEWPORT_NAMES)
def test_a_fresh_device_shows_new_york_now(make_app, viewport, lang):
    app = make_app(viewport, lang)
    open_weather(app)
    assert city_names(app)[0] == "New York"
    card = cards(app)[0]
    assert card.get_attribute("data-state") == "fresh"
    text = app.text(card)
    assert app.t("weather.humidity") in text and app.t("weather.wind") in text
    assert app.t("weather.sunrise") in text and app.t("weather.sunset") in text
    assert "°C" in text
    assert app.t("weather.localTime").replace("{time}", "").strip() in text
    assert "Open-Meteo" in text
    description = app.text(card.find_element(By.CSS_SELECTOR, ".weather-desc"))
    assert description
    icon = card.find_element(By.CSS_SELECTOR, "svg.weather-icon")
    assert icon.get_attribute("aria-label") == description
    assert app.horizontal_overflow() <= 0
    app.screenshot(f"{viewport}-weather-{lang}")


@pytest.mark.parametrize("viewport", VIEWPORT_NAMES)
def test_forecast_unfolds_24_hours_and_7_days(make_app, viewport):
    app = make_app(viewport, "en")
    open_weather(app, [QUIMPER])
    card = cards(app)[0]
    click(app, card.find_element(By.CSS_SELECTOR, ".weather-forecast summary"))
    hours = card.find_elements(By.CSS_SELECTOR, ".weather-hour")
    days = card.find_elements(By.CSS_SELECTOR, ".weather-day")
    assert len(hours) == 24
    assert len(days) == 7
    assert all(app.text(day.find_element(By.CSS_SELECTOR, ".weather-max")).endswith("°") for day in days)
    assert app.horizontal_overflow() <= 0
    app.screenshot(f"{viewport}-weather-forecast")


def test_add_a_city_by_coordinates_and_keep_it(make_app):
    app = make_app("phone", "fr")
    open_weather(app, [QUIMPER])
    search = app.driver.find_element(By.ID, "weather-search")
    search.send_keys("48.39,-4.49")
    app.wait.until(lambda d: d.find_elements(By.CSS_SELECTOR, "#weather-results button"))
    search.send_keys(Keys.ENTER)
    app.wait.until(lambda d: len(cards(app)) == 2)
    wait_loaded(app)
    app.wait.until(lambda d: card_state(app, 1) == "fresh")
    assert [(c["latitude"], c["longitude"]) for c in kept(app)] == [(47.996, -4.102), (48.39, -4.49)]
    app.reload()
    app.wait_view("weather")
    wait_loaded(app)
    assert len(cards(app)) == 2


def test_add_a_city_by_searching_the_gazetteer(make_app, base_url):
    # The places API is part of every build: a 404 here is a regression, never a reason to skip.
    with urllib.request.urlopen(base_url + "/api/v1/places?q=Quimper", timeout=5) as answer:
        assert answer.status == 200
    app = make_app("desktop", "fr")
    open_weather(app, [])
    search = app.driver.find_element(By.ID, "weather-search")
    search.send_keys("Quimper")
    app.wait.until(lambda d: d.find_elements(By.CSS_SELECTOR, "#weather-results button"))
    first = app.driver.find_elements(By.CSS_SELECTOR, "#weather-results button")[0]
    assert "Quimper" in app.text(first)
    app.screenshot("desktop-weather-search")
    first.click()
    app.wait.until(lambda d: city_names(app) == ["Quimper"])
    assert kept(app)[0]["name"] == "Quimper"


def test_reorder_and_remove(make_app):
    app = make_app("phone", "en")
    open_weather(app, [QUIMPER, BREST, TOKYO])
    assert city_names(app) == ["Quimper", "Brest", "Tokyo"]
    click(app, cards(app)[2].find_element(By.CSS_SELECTOR, 'button[data-action="up"]'))
    app.wait.until(lambda d: city_names(app) == ["Quimper", "Tokyo", "Brest"])
    assert [c["name"] for c in kept(app)] == ["Quimper", "Tokyo", "Brest"]
    click(app, cards(app)[0].find_element(By.CSS_SELECTOR, 'button[data-action="remove"]'))
    app.wait.until(lambda d: city_names(app) == ["Tokyo", "Brest"])
    assert [c["name"] for c in kept(app)] == ["Tokyo", "Brest"]
    assert cards(app)[0].find_element(By.CSS_SELECTOR, 'button[data-action="up"]').get_attribute("disabled") is not None
    click(app, cards(app)[0].find_element(By.CSS_SELECTOR, 'button[data-action="remove"]'))
    app.wait.until(lambda d: city_names(app) == ["Brest"])
    click(app, cards(app)[0].find_element(By.CSS_SELECTOR, 'button[data-action="remove"]'))
    app.wait.until(lambda d: app.js("return document.querySelector('#weather-cities').dataset.state") == "empty")
    assert app.t("weather.empty") in app.text(app.driver.find_element(By.ID, "weather-cities"))
    assert kept(app) == []


def test_units_switch_and_is_kept(make_app):
    app = make_app("desktop", "en")
    open_weather(app, [QUIMPER])
    metric = card_text(app, 0, ".weather-temp")
    assert metric.endswith("°C")
    click(app, app.driver.find_element(By.CSS_SELECTOR, 'label[for="weather-units-imperial"]'))
    app.wait.until(lambda d: (card_text(app, 0, ".weather-temp") or "").endswith("°F"))
    celsius = float(metric[:-2].replace(",", "."))
    fahrenheit = float(card_text(app, 0, ".weather-temp")[:-2])
    # Both are rounded to the degree: the °F shown can be off the shown °C's conversion by 9/5 × 0.5 + 0.5
    # (13.5 °C shows 14 °C and 56 °F, and 14 °C is 57.2 °F).
    assert abs(fahrenheit - (celsius * 9 / 5 + 32)) <= 1.4
    assert "mph" in card_text(app, 0)
    app.reload()
    app.wait_view("weather")
    wait_loaded(app)
    assert card_text(app, 0, ".weather-temp").endswith("°F")


def test_export_then_import_the_list(make_app, tmp_path):
    app = make_app("desktop", "fr")
    open_weather(app, [QUIMPER, TOKYO])
    # Catch the exported file's blob instead of letting the browser save it.
    app.js("window.__exported = null; const make = URL.createObjectURL;"
           "URL.createObjectURL = (blob) => { blob.text().then(t => { window.__exported = t; }); return make(blob); };")
    click(app, app.driver.find_element(By.ID, "weather-export"))
    app.wait.until(lambda d: app.js("return window.__exported"))
    exported = json.loads(app.js("return window.__exported"))
    assert exported["kind"] == "baluchon.weather-cities"
    assert [c["name"] for c in exported["cities"]] == ["Quimper", "Tokyo"]

    good = tmp_path / "cities.json"
    good.write_text(json.dumps({**exported, "cities": [BREST, QUIMPER]}), encoding="utf-8")
    app.driver.find_element(By.ID, "weather-import").send_keys(str(good))
    app.wait.until(lambda d: city_names(app) == ["Brest", "Quimper"])
    wait_loaded(app)
    assert [c["name"] for c in kept(app)] == ["Brest", "Quimper"]

    bad = tmp_path / "notes.json"
    bad.write_text("this is not a list", encoding="utf-8")
    app.driver.find_element(By.ID, "weather-import").send_keys(str(bad))
    app.wait.until(lambda d: app.t("weather.importError") in app.text(d.find_element(By.ID, "weather-banner")))
    assert [c["name"] for c in kept(app)] == ["Brest", "Quimper"]


def test_without_the_server_the_saved_copy_shows_with_its_age(make_app):
    app = make_app("phone", "fr")
    open_weather(app, [QUIMPER])
    # The network goes away: fetch fails as it does offline.
    app.js("window.fetch = () => Promise.reject(new TypeError('Failed to fetch'));")
    click(app, app.driver.find_element(By.ID, "weather-refresh"))
    app.wait.until(lambda d: card_state(app, 0) == "stale")
    banner = app.text(app.driver.find_element(By.ID, "weather-banner"))
    assert app.t("weather.offline") in banner
    source = card_text(app, 0, ".weather-source")
    assert source.startswith(app.t("weather.savedCopy").split("{age}")[0])
    app.screenshot("phone-weather-offline-copy")


def test_a_server_slow_to_answer_shows_the_saved_copy_meanwhile(make_app):
    app = make_app("phone", "en")
    open_weather(app, [QUIMPER])
    # The weather request is held by the browser (a link that hangs) while the page opens again.
    app.driver.execute_cdp_cmd("Fetch.enable", {"patterns": [{"urlPattern": "*/api/v1/weather?*"}]})
    try:
        app.open("/weather")
        app.wait_view("weather")
        app.wait.until(lambda d: card_state(app, 0) == "stale")
        assert app.t("weather.waiting") in app.text(app.driver.find_element(By.ID, "weather-banner"))
    finally:
        app.driver.execute_cdp_cmd("Fetch.disable", {})
    # The held request goes on: its answer replaces the copy.
    app.wait.until(lambda d: card_state(app, 0) not in ("stale", None))
    wait_loaded(app)
    assert app.t("weather.waiting") not in app.text(app.driver.find_element(By.ID, "weather-banner"))


def test_bad_places_are_refused_by_the_api(base_url):
    for query, status, code in (
        ("places=91,3", 400, "coordinate_out_of_range"),
        ("places=" + ";".join(["1,1"] * 21), 400, "too_many_places"),
        ("places=48,2&units=kelvin", 400, "invalid_units"),
    ):
        with pytest.raises(urllib.error.HTTPError) as failure:
            urllib.request.urlopen(f"{base_url}/api/v1/weather?{query}", timeout=10)
        assert failure.value.code == status
        assert json.load(failure.value)["error"]["code"] == code


def test_a_failing_server_is_explained_plainly(make_app):
    app = make_app("phone", "en")
    open_weather(app, [QUIMPER])
    app.js("localStorage.removeItem('baluchon.weather.last');"
           "window.fetch = () => Promise.resolve(new Response(JSON.stringify({ error: {"
           " code: 'providers_unavailable', message: 'No provider could answer.', hint: 'Try again in a moment.' } }),"
           " { status: 502, headers: { 'Content-Type': 'application/json' } }));")
    click(app, app.driver.find_element(By.ID, "weather-refresh"))
    app.wait.until(lambda d: card_state(app, 0) == "error")
    # No weather service: one sentence for the page, no error repeated on the card.
    assert app.text(app.driver.find_element(By.ID, "weather-banner")) == app.t("weather.noService")
    assert card_text(app, 0, ".notice-error") is None and card_text(app, 0, "p.muted") is None
    app.screenshot("phone-weather-error")


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_a_city_already_listed_says_so_on_screen(make_app, lang):
    app = make_app("phone", lang)
    open_weather(app)
    listed = len(cards(app))
    assert city_names(app)[0] == "New York"
    search = app.driver.find_element(By.ID, "weather-search")
    search.send_keys("New York")
    app.wait.until(lambda d: d.find_elements(By.CSS_SELECTOR, "#weather-results button"))
    search.send_keys(Keys.ENTER)
    banner = app.driver.find_element(By.ID, "weather-banner")
    app.wait.until(lambda d: app.text(banner) == app.t("weather.already").replace("{city}", "New York"))
    assert banner.find_element(By.CSS_SELECTOR, ".notice").is_displayed()
    assert len(cards(app)) == listed
    app.screenshot(f"phone-weather-already-{lang}", full_page=False)


# Read as the places page reads them (point-decode.js): decimal commas, or degrees with hemispheres.
@pytest.mark.parametrize("typed", ["48,39, -4,49", "48,39 -4,49", "48,39 ; -4,49", "48°23'24\"N 4°29'24\"W"])
def test_coordinates_with_decimal_commas_or_degrees(make_app, typed):
    app = make_app("phone", "fr")
    open_weather(app, [QUIMPER])
    search = app.driver.find_element(By.ID, "weather-search")
    search.send_keys(typed)
    app.wait.until(lambda d: d.find_elements(By.CSS_SELECTOR, "#weather-results button"))
    assert "48.39, -4.49" in app.text(app.driver.find_element(By.CSS_SELECTOR, "#weather-results button"))
    search.send_keys(Keys.ENTER)
    app.wait.until(lambda d: len(cards(app)) == 2)
    assert [(c["latitude"], c["longitude"]) for c in kept(app)][1] == (48.39, -4.49)
