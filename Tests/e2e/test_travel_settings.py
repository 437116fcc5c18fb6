"""Settings › Home and away: search as you type, proposals from the country, the current side,
kept on the device, export and import as a file, and the shared travel-settings module."""
import json

import pytest
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.support.ui import Select



def field(app, side, name):
    return app.driver.find_element(By.ID, f"travel-{side}-{name}")


def type_place(app, side, text):
    box = field(app, side, "location")
    box.clear()
    box.send_keys(text)
    return box


def wait_option(app, side, name):
    """Wait for a listed place whose name is `name`; return the option element (looked up atomically)."""
    return app.wait.until(lambda d: app.js(
        "return Array.from(document.querySelectorAll(`#travel-${arguments[0]}-location-results [role=option]`))"
        ".find(o => o.querySelector('.place-name').textContent === arguments[1]) || null;", side, name))


def chosen_place(app, side):
    return app.text(app.driver.find_element(By.CSS_SELECTOR, f'[data-side="{side}"] [data-role="place"]'))


def wait_selected(app, side, name, value):
    app.wait.until(lambda d: Select(field(app, side, name)).first_selected_option.get_attribute("value") == value)


def stored(app):
    """What the device keeps: one object per side, read by the other tools too."""
    return {side: json.loads(app.js("return window.localStorage.getItem(arguments[0])", f"baluchon.{side}") or "{}")
            for side in ("home", "away")}


@pytest.mark.parametrize("viewport,lang", [("phone", "fr"), ("desktop", "en")])
def test_search_as_you_type_then_proposals(make_app, viewport, lang):
    app = make_app(viewport, lang)
    app.open("/settings")
    app.wait_view("settings")
    type_place(app, "home", "Kemper")
    option = wait_option(app, "home", "Quimper")
    assert "France" in app.text(option)
    assert app.horizontal_overflow() <= 0
    app.screenshot(f"{viewport}-travel-search-{lang}")
    field(app, "home", "location").send_keys(Keys.ARROW_DOWN, Keys.ENTER)
    app.wait.until(lambda d: chosen_place(app, "home").startswith("Quimper"))
    wait_selected(app, "home", "currency", "EUR")
    wait_selected(app, "home", "language", "fr")
    wait_selected(app, "home", "timeZone", "Europe/Paris")
    proposal = app.text(app.driver.find_element(By.CSS_SELECTOR, '[data-side="home"] .proposal'))
    assert "France" in proposal
    app.screenshot(f"{viewport}-travel-proposal-{lang}")

    app.reload()
    app.wait_view("settings")
    assert chosen_place(app, "home").startswith("Quimper")
    wait_selected(app, "home", "currency", "EUR")
    assert stored(app)["home"]["location"]["countryCode"] == "FR"


def test_any_script_accents_and_typos(make_app):
    app = make_app("desktop", "fr")
    app.open("/settings")
    app.wait_view("settings")
    for text, name in (("坎佩尔", "Quimper"), ("sao paulo", "São Paulo"), ("Pariss", "Paris")):
        type_place(app, "away", text)
        wait_option(app, "away", name)
    wait_option(app, "away", "Paris").click()
    app.wait.until(lambda d: chosen_place(app, "away").startswith("Paris"))
    type_place(app, "away", "sao paulo")
    wait_option(app, "away", "São Paulo").click()
    wait_selected(app, "away", "currency", "BRL")
    wait_selected(app, "away", "language", "pt")
    wait_selected(app, "away", "timeZone", "America/Sao_Paulo")
    # The traveller can change a proposal; the choice is kept.
    Select(field(app, "away", "currency")).select_by_value("USD")
    app.wait.until(lambda d: stored(app).get("away", {}).get("currency") == "USD")
    pair = app.js_async("const done = arguments[0];"
                        "import('/js/settings/travel-settings.js').then(m => done([m.currencyPair(), m.languagePair(),"
                        " m.cities().map(c => c.name)]));")
    assert pair == [[None, "USD"], [None, "pt"], ["São Paulo"]]


def test_short_unknown_and_online_searches(make_app):
    app = make_app("phone", "en")
    app.open("/settings")
    app.wait_view("settings")
    box = type_place(app, "home", "q")
    status = app.driver.find_element(By.CSS_SELECTOR, '[data-side="home"] .search-status')
    assert app.driver.find_element(By.ID, "travel-home-location-results").get_attribute("hidden") is not None
    type_place(app, "home", "zzqxwv")
    app.wait.until(lambda d: app.text(status) == app.t("travel.noResults"))
    # Enter with nothing highlighted asks OpenStreetMap (a local stand-in for Nominatim here).
    type_place(app, "home", "rue Kéréon Quimper")
    box.send_keys(Keys.ENTER)
    option = wait_option(app, "home", "Rue Kéréon")
    assert app.t("footer.osm") in app.text(app.driver.find_element(By.ID, "travel-home-location-results"))
    option.click()
    app.wait.until(lambda d: chosen_place(app, "home").startswith("Rue Kéréon"))
    wait_selected(app, "home", "timeZone", "Europe/Paris")


def test_current_side_is_highlighted_and_follows_the_scheme(make_app):
    app = make_app("desktop", "en")
    app.open("/settings")
    app.wait_view("settings")
    home = app.driver.find_element(By.CSS_SELECTOR, '[data-side="home"]')
    assert home.get_attribute("aria-current") == "true"
    app.driver.find_element(By.CSS_SELECTOR, '[data-side="away"] .side-head button').click()
    app.wait.until(lambda d: app.scheme() == "away")
    app.wait.until(lambda d: d.find_element(By.CSS_SELECTOR, '[data-side="away"]').get_attribute("aria-current") == "true")
    assert app.driver.find_element(By.CSS_SELECTOR, '[data-side="home"]').get_attribute("aria-current") is None
    app.screenshot("desktop-travel-away-current-en")
    app.driver.find_element(By.ID, "scheme-toggle").click()
    app.wait.until(lambda d: d.find_element(By.CSS_SELECTOR, '[data-side="home"]').get_attribute("aria-current") == "true")


def test_export_then_import_and_refuse_bad_files(make_app, tmp_path):
    app = make_app("desktop", "fr")
    app.driver.execute_cdp_cmd("Browser.setDownloadBehavior", {"behavior": "allow", "downloadPath": str(tmp_path)})
    app.open("/settings")
    app.wait_view("settings")
    type_place(app, "away", "tokyo")
    wait_option(app, "away", "Tokyo").click()
    wait_selected(app, "away", "currency", "JPY")
    app.driver.find_element(By.ID, "travel-export").click()
    exported = tmp_path / "baluchon-settings.json"
    app.wait.until(lambda d: exported.is_file() and exported.stat().st_size > 0)
    data = json.loads(exported.read_text(encoding="utf-8"))
    assert data["format"] == "baluchon-travel-settings" and data["away"]["location"]["name"] == "Tokyo"

    app.js("window.localStorage.removeItem('baluchon.home'); window.localStorage.removeItem('baluchon.away')")
    app.reload()
    app.wait_view("settings")
    assert chosen_place(app, "away") == app.t("travel.noLocation")
    upload = app.driver.find_element(By.ID, "travel-import-file")
    upload.send_keys(str(exported))
    app.wait.until(lambda d: chosen_place(app, "away").startswith("Tokyo"))
    wait_selected(app, "away", "currency", "JPY")

    for name, content, key in (("notjson.json", "{nope", "travel.importErrorJson"),
                               ("other.json", json.dumps({"format": "something-else", "version": 1}), "travel.importErrorFormat")):
        bad = tmp_path / name
        bad.write_text(content, encoding="utf-8")
        upload.send_keys(str(bad))
        app.wait.until(lambda d, key=key: app.t(key) in app.text(d.find_element(By.CSS_SELECTOR, ".transfer-status")))
        assert chosen_place(app, "away").startswith("Tokyo"), "a refused file changes nothing"
    app.screenshot("desktop-travel-import-error-fr")


def test_other_tools_start_from_home_and_away(make_app):
    app = make_app("desktop", "en")
    app.open("/settings")
    app.wait_view("settings")
    for side, text, name, currency in (("home", "quimper", "Quimper", "EUR"), ("away", "tokyo", "Tokyo", "JPY")):
        type_place(app, side, text)
        wait_option(app, side, name).click()
        wait_selected(app, side, "currency", currency)
    # The converter goes from the home currency to the away one (the Home scheme is in use) …
    app.go_via_menu("currency")
    app.wait.until(lambda d: [e.text for e in d.find_elements(By.CSS_SELECTOR, ".picker-button .picker-code")][:2] == ["EUR", "JPY"])
    # … and a fresh weather list holds New York and the home city.
    app.go_via_menu("weather")
    app.wait.until(lambda d: "Quimper" in app.text(d.find_element(By.ID, "weather-cities")))
