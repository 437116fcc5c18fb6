"""Honest gaps on the weather page: a server whose weather service cannot be reached (nothing listens where
Open-Meteo should be), then no server at all (its process killed). Each time the page says so in one sentence
and every city still shows its local time, which needs no network.

The test runs its own server, so that killing it leaves the suite's server alone.
"""
import datetime
import os
import signal
import subprocess
import time
import urllib.request
import zoneinfo

import pytest
from selenium.webdriver.common.by import By

from conftest import _free_port, _healthy, binary_path
from e2e_support import REPO_ROOT, App, norm

HEALTH_TIMEOUT_S = 60
DEAD_UPSTREAM = "http://127.0.0.1:9"  # nothing listens: the weather service is unreachable
# Cities as the page keeps them once found by search: with their time zone, which the places API gives.
TOKYO = {"name": "Tokyo", "countryCode": "JP", "latitude": 35.69, "longitude": 139.69, "timeZone": "Asia/Tokyo"}
QUIMPER = {"name": "Quimper", "countryCode": "FR", "latitude": 47.996, "longitude": -4.102, "timeZone": "Europe/Paris"}
ZONES = {"Tokyo": "Asia/Tokyo", "Quimper": "Europe/Paris"}


@pytest.fixture
def own_server(tmp_path):
    binary = binary_path()
    port = _free_port()
    url = f"http://127.0.0.1:{port}"
    env = dict(os.environ, BALUCHON_PORT=str(port), BALUCHON_HOST="127.0.0.1", BALUCHON_DATA_DIR=str(tmp_path / "data"),
               BALUCHON_PUBLIC_DIR=str(REPO_ROOT / "Public"), BALUCHON_OPENMETEO_URL=DEAD_UPSTREAM,
               BALUCHON_NOMINATIM_URL=DEAD_UPSTREAM, BALUCHON_OVERPASS_URL=DEAD_UPSTREAM)
    with open(tmp_path / "server.log", "wb") as log:
        proc = subprocess.Popen([str(binary), "serve"], cwd=REPO_ROOT, env=env, stdout=log, stderr=subprocess.STDOUT)
    deadline = time.monotonic() + HEALTH_TIMEOUT_S
    while not _healthy(url):
        assert proc.poll() is None, (tmp_path / "server.log").read_text(errors="replace")[-2000:]
        assert time.monotonic() < deadline, "server not healthy"
        time.sleep(0.05)  # polling interval, not a timing assumption
    yield url, proc
    if proc.poll() is None:
        proc.send_signal(signal.SIGKILL)
    proc.wait(timeout=15)


def local_times(zone):
    """The local time in `zone` now and a minute before: the page drew its cards before this check reads the clock,
    maybe on the other side of a minute's turn (CI at 1:17:59 against 1:18:00)."""
    now = datetime.datetime.now(zoneinfo.ZoneInfo(zone))
    return {(now - datetime.timedelta(minutes=step)).strftime("%H:%M") for step in (0, 1)}


def check_cards(app, sentence_key):
    banner = app.text(app.driver.find_element(By.ID, "weather-banner"))
    assert banner == app.t(sentence_key), banner
    cards = app.driver.find_elements(By.CSS_SELECTOR, "#weather-cities li.weather-card")
    assert len(cards) == 2
    for card in cards:
        name = app.text(card.find_element(By.CSS_SELECTOR, ".weather-city > span"))
        local = app.text(card.find_element(By.CSS_SELECTOR, ".weather-local"))
        assert local in {norm(app.t("weather.localTime").replace("{time}", time)) for time in local_times(ZONES[name])}, (name, local)
        # One sentence for the page: no card repeats an error of its own.
        assert not card.find_elements(By.CSS_SELECTOR, ".notice-error"), name


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_without_weather_the_page_says_so_once_and_keeps_local_times(own_server, catalogs, browsers, lang):
    url, proc = own_server
    app = App(url, "phone", lang, catalogs, browsers)
    try:
        app.open("/about")
        app.js("localStorage.setItem('baluchon.weather.cities', JSON.stringify(arguments[0]))", [TOKYO, QUIMPER])
        app.open("/weather")
        app.wait_view("weather")
        # The server is up but its weather service cannot be reached.
        app.wait.until(lambda d: app.text(d.find_element(By.ID, "weather-banner")) == app.t("weather.noService"))
        check_cards(app, "weather.noService")
        app.screenshot(f"phone-weather-no-service-{lang}")

        # No server at all: the phone has no network to reach.
        proc.send_signal(signal.SIGKILL)
        proc.wait(timeout=15)
        app.driver.find_element(By.ID, "weather-refresh").click()
        app.wait.until(lambda d: app.text(d.find_element(By.ID, "weather-banner")) == app.t("weather.noNetwork"))
        check_cards(app, "weather.noNetwork")
        app.screenshot(f"phone-weather-no-network-{lang}")
        app.allow_console("ERR_CONNECTION_REFUSED")
        app.allow_console("/api/v1/weather")  # the 502 of a weather service out of reach
        assert app.console_errors() == []
    finally:
        app.quit(reuse=False)
