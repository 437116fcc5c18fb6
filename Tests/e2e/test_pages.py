"""Settings (providers from GET /api/v1/providers) and About (credits, version from /api/v1/health)."""
import json
import urllib.request

import pytest
from selenium.webdriver.common.by import By

VIEWPORT_NAMES = ("phone", "desktop")


def api(base_url, path, lang="en"):
    request = urllib.request.Request(base_url + path, headers={"Accept-Language": lang})
    with urllib.request.urlopen(request, timeout=10) as res:
        return json.load(res)


def wait_providers_state(app):
    app.wait.until(lambda d: app.js("return document.querySelector('#providers').dataset.state || ''"))
    return app.js("return document.querySelector('#providers').dataset.state")


@pytest.mark.parametrize("lang", ["fr", "en"])
@pytest.mark.parametrize("viewport", VIEWPORT_NAMES)
def test_settings_lists_providers(make_app, base_url, viewport, lang):
    expected = api(base_url, "/api/v1/providers", lang)  # names and details in the page's language
    app = make_app(viewport, lang)
    app.open("/settings")
    app.wait_view("settings")
    state = wait_providers_state(app)
    providers = [p for cap in expected["capabilities"] for p in cap.get("providers", [])]
    assert app.horizontal_overflow() <= 0
    app.screenshot(f"{viewport}-settings-providers-{lang}")
    if not providers:
        assert state == "empty"
        assert app.t("settings.providersEmpty") in app.text(app.driver.find_element(By.ID, "providers"))
        return
    assert state == "loaded"
    cards = app.driver.find_elements(By.CSS_SELECTOR, "#providers li.provider")
    assert len(cards) == len(providers)
    for provider, card in zip(providers, cards):
        text = app.text(card)
        assert provider["name"] in text
        key = "settings.state.configured" if provider["state"] == "configured" else "settings.state.notConfigured"
        assert app.t(key) in text
        assert app.t("settings.callsToday") in text
        if provider.get("detail"):
            assert provider["detail"] in text
        if not provider.get("lastSuccess"):
            assert app.t("settings.never") in text
        if provider.get("lastError"):
            assert provider["lastError"]["message"] in text


@pytest.mark.parametrize("viewport", VIEWPORT_NAMES)
def test_settings_language_radio_keeps_focus(make_app, viewport, catalogs):
    app = make_app(viewport, "fr")
    app.open("/settings")
    app.wait_view("settings")
    radio = app.driver.find_element(By.ID, "settings-lang-en")
    app.driver.find_element(By.CSS_SELECTOR, 'label[for="settings-lang-en"]').click()
    app.wait_view("settings", "en")
    assert app.html_lang() == "en"
    assert app.driver.find_element(By.ID, "settings-lang-en").is_selected()
    assert app.js("return document.activeElement.id") == "settings-lang-en", "focus stays on the chosen option"
    assert radio is not None


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_providers_fetch_failure_is_explained(make_app, lang):
    app = make_app("phone", lang)
    app.allow_console("/api/v1/providers")
    app.open("/")
    app.driver.execute_cdp_cmd("Network.enable", {})
    app.driver.execute_cdp_cmd("Network.setBlockedURLs", {"urls": ["*/api/v1/providers*"]})
    app.go_via_menu("settings")
    assert wait_providers_state(app) == "error"
    box = app.driver.find_element(By.CSS_SELECTOR, "#providers .notice-error")
    assert app.t("settings.providersError") in app.text(box)
    assert app.t("error.network") in app.text(box) or app.t("error.offline") in app.text(box)
    app.screenshot(f"phone-settings-error-{lang}")

    app.driver.execute_cdp_cmd("Network.setBlockedURLs", {"urls": []})
    box.find_element(By.TAG_NAME, "button").click()
    app.wait.until(lambda d: app.js("return document.querySelector('#providers').dataset.state")
                   in ("loaded", "empty"))


@pytest.mark.parametrize("lang", ["fr", "en"])
@pytest.mark.parametrize("viewport", VIEWPORT_NAMES)
def test_about_credits_and_version(make_app, base_url, viewport, lang):
    version = api(base_url, "/api/v1/health")["version"]
    app = make_app(viewport, lang)
    app.open("/about")
    app.wait_view("about")
    hrefs = {a.get_attribute("href") for a in app.driver.find_elements(By.CSS_SELECTOR, "#view a")}
    for url in ("https://www.geonames.org", "https://www.ecb.europa.eu",
                "https://www.openstreetmap.org/copyright", "https://creativecommons.org/licenses/by/4.0/",
                "https://open-meteo.com"):
        assert any(h.rstrip("/") == url.rstrip("/") for h in hrefs), url
    text = app.text(app.driver.find_element(By.ID, "view"))
    for key in ("about.geonames", "about.ecb", "about.osm", "about.openMeteo"):
        assert app.t(key) in text
    app.wait.until(lambda d: app.js("return document.querySelector('#about-version').dataset.state") == "ok")
    assert app.text(app.driver.find_element(By.ID, "about-version")) == app.t("about.version").replace("{version}", version)
    assert app.horizontal_overflow() <= 0
