"""Public transport on the map page in headless Chromium at phone size: from an emulated position in Cairns
to a search result, mode "transit" with a departure inside the feed's dates shows the journey leg by leg
(walks, the line's badge, boarding and alighting sentences, clock times); "any" lists the alternatives.
In Sydney, where no imported feed serves, the journey comes from Transitous the same way.

The server is a separate one for this module, with the real Cairns GTFS feed imported by the CLI into its
data directory before it starts; road engines are offline-only (no region here, no internet); online tiles,
place search and Transitous (a recorded Sydney journey) come from the suite's local stand-ins.
"""
import os
import shutil
import subprocess
import urllib.request
from pathlib import Path

import pytest
from selenium.webdriver.common.by import By

from conftest import _free_port, _stop, fresh_data_dir, serve
from e2e_support import REPO_ROOT, App
from test_map import click, emulate_position, open_map

SMITHFIELD = {"latitude": -16.8352, "longitude": 145.6926, "accuracy": 10}
PITT_STREET = {"latitude": -33.8841, "longitude": 151.2059, "accuracy": 10}
IMPORT_TIMEOUT_S = 120


def shared_data() -> Path:
    for folder in (os.environ.get("BALUCHON_SHARED_DATA"), REPO_ROOT.parent / "shared" / "data", "/work/shared/data"):
        if folder and (Path(folder) / "gtfs" / "cairns_gtfs.zip").is_file():
            return Path(folder)
    pytest.fail("shared data gtfs/cairns_gtfs.zip not found (set BALUCHON_SHARED_DATA)")


@pytest.fixture(scope="module")
def cairns_url(nominatim_url, tile_stub, shipped_regions):
    binary = Path(os.environ.get("BALUCHON_BIN", ".build/debug/baluchon"))
    binary = binary if binary.is_absolute() else REPO_ROOT / binary
    data_dir = fresh_data_dir(shipped_regions, prefix="baluchon-e2e-transit-")
    port = _free_port()
    env = dict(os.environ, BALUCHON_PORT=str(port), BALUCHON_HOST="127.0.0.1", BALUCHON_DATA_DIR=str(data_dir),
               BALUCHON_NOMINATIM_URL=nominatim_url, BALUCHON_TILE_URL=tile_stub.template,
               BALUCHON_PUBLIC_DIR=str(REPO_ROOT / "Public"), BALUCHON_ROUTES_PROVIDERS="routino,transitous",
               BALUCHON_TRANSITOUS_URL=nominatim_url)
    subprocess.run([str(binary), "transit", "import", str(shared_data() / "gtfs" / "cairns_gtfs.zip")], env=env, check=True,
                   timeout=IMPORT_TIMEOUT_S, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    url = f"http://127.0.0.1:{port}"
    proc = serve(env, url)
    try:
        yield url
    finally:
        _stop(proc)
        shutil.rmtree(data_dir, ignore_errors=True)


@pytest.fixture
def app(cairns_url, catalogs):
    made = App(cairns_url, "phone", "fr", catalogs)
    yield made
    try:
        problems = made.console_errors()
    finally:
        made.quit()
    assert not problems, problems


def set_departure(app, value):
    field = app.driver.find_element(By.ID, "route-depart")
    app.js("arguments[0].value = arguments[1]; arguments[0].dispatchEvent(new Event('change'))", field, value)


def route_to_cairns(app):
    open_map(app)
    emulate_position(app, SMITHFIELD)
    click(app, app.driver.find_element(By.ID, "map-locate"))
    app.wait.until(lambda d: app.js("return document.querySelectorAll('#map-canvas path.map-position').length") == 1)
    box = app.driver.find_element(By.ID, "map-search")
    box.clear()
    box.send_keys("Cairns City\n")
    app.wait.until(lambda d: d.find_elements(By.CSS_SELECTOR, ".map-result-route"))
    click(app, app.driver.find_elements(By.CSS_SELECTOR, ".map-result-route")[0])


def test_a_transit_journey_is_shown_leg_by_leg(app):
    # The road modes have no engine here and "now" is outside the feed's dates: both are told, not crashes.
    app.allow_console("404")
    app.allow_console("400")
    route_to_cairns(app)
    click(app, app.driver.find_element(By.CSS_SELECTOR, ".route-modes button[data-mode=transit]"))
    depart = app.driver.find_element(By.CSS_SELECTOR, ".route-depart")
    assert depart.is_displayed()
    app.wait.until(lambda d: "2014-05-26" in app.text(d.find_element(By.CSS_SELECTOR, ".route-message")))
    set_departure(app, "2014-06-10T08:00")
    app.wait.until(lambda d: d.find_elements(By.CSS_SELECTOR, ".route-leg.leg-ride"))
    rides = app.driver.find_elements(By.CSS_SELECTOR, ".route-leg.leg-ride")
    ride = app.text(rides[0])
    assert "prenez la ligne" in ride and "Descendez à" in ride, ride
    times = app.text(rides[0].find_element(By.CSS_SELECTOR, ".leg-times"))
    assert times[:2] == "08" and "–" in times, times
    legs = app.driver.find_elements(By.CSS_SELECTOR, ".route-leg")
    assert "leg-walk" in legs[0].get_attribute("class") and "leg-walk" in legs[-1].get_attribute("class")
    assert app.text(legs[-1]).endswith("jusqu’à l’arrivée.")
    summary = app.text(app.driver.find_element(By.CSS_SELECTOR, ".route-summary"))
    assert "gtfs" in summary and "08:" in summary, summary
    assert app.js("return document.querySelectorAll('#map-canvas path.route-line').length") == 1
    assert app.horizontal_overflow() == 0
    app.screenshot("phone-map-transit-fr", full_page=False)
    app.driver.set_window_size(320 + app.driver.get_window_size()["width"] - app.js("return window.innerWidth"),
                               app.driver.get_window_size()["height"])
    assert app.horizontal_overflow() == 0
    app.screenshot("small-map-transit-fr", full_page=False)


def test_any_proposes_public_transport_when_it_alone_can_serve(app):
    app.allow_console("404")
    app.allow_console("400")
    route_to_cairns(app)
    click(app, app.driver.find_element(By.CSS_SELECTOR, ".route-modes button[data-mode=any]"))
    set_departure(app, "2014-06-10T08:00")
    app.wait.until(lambda d: d.find_elements(By.CSS_SELECTOR, ".route-leg.leg-ride"))
    summary = app.text(app.driver.find_element(By.CSS_SELECTOR, ".route-summary"))
    assert "gtfs" in summary, summary
    with urllib.request.urlopen(app.base_url + "/api/v1/transit/feeds", timeout=10) as res:
        assert b"cairns_gtfs" in res.read()


def test_where_no_feed_serves_transitous_gives_the_journey_leg_by_leg(app):
    app.allow_console("404")
    app.open("/about")
    app.open("/map?lat=-33.8573&lon=151.214&name=Sydney%20Opera%20House&route=1")
    app.wait_view("map")
    emulate_position(app, PITT_STREET)
    click(app, app.wait.until(lambda d: d.find_element(By.ID, "map-locate")))  # the map's controls come after its title
    app.wait.until(lambda d: app.js("return document.querySelectorAll('#map-canvas path.map-position').length") == 1)
    click(app, app.driver.find_element(By.CSS_SELECTOR, ".route-modes button[data-mode=transit]"))
    app.wait.until(lambda d: d.find_elements(By.CSS_SELECTOR, ".route-leg.leg-ride"))
    ride = app.driver.find_element(By.CSS_SELECTOR, ".route-leg.leg-ride")
    assert app.text(ride.find_element(By.CSS_SELECTOR, ".leg-line")) == "T2"
    assert "À Central Station, prenez la ligne T2 direction City Circle via Museum." in app.text(ride), app.text(ride)
    assert "Descendez à Circular Quay Station après 3 arrêts." in app.text(ride), app.text(ride)
    # Sydney's clocks (the start's time zone), not the server's.
    assert app.text(ride.find_element(By.CSS_SELECTOR, ".leg-times")) == "08:36–08:44"
    summary = app.text(app.driver.find_element(By.CSS_SELECTOR, ".route-summary"))
    assert "transitous" in summary and "08:51" in summary, summary
    assert app.js("return document.querySelectorAll('#map-canvas path.route-line').length") == 1
    assert app.horizontal_overflow() == 0
    app.screenshot("phone-map-transitous-fr", full_page=False)
