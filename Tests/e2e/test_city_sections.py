"""Reverse geocoding names the town: real GeoNames rows of Paris and its arrondissements (with GeoNames' feature
codes) imported by the CLI as built into a fresh data directory, then asked by the CLI, the API and the map page
(phone, both languages) for a point in the Louvre arrondissement: each answers Paris, the section as detail."""
import json
import os
import signal
import subprocess
import time
import urllib.request
from pathlib import Path

import pytest
from selenium.webdriver.common.by import By

from conftest import _free_port, _healthy, fresh_data_dir
from e2e_support import App, REPO_ROOT, norm
from test_map import click, emulate_position, open_map

ROWS = REPO_ROOT / "Tests" / "Fixtures" / "places" / "geonames-city-sections.txt"
LOUVRE = {"latitude": 48.8606, "longitude": 2.3376, "accuracy": 30}
RUN_TIMEOUT_S = 120
HEALTH_TIMEOUT_S = 60


def binary() -> Path:
    path = Path(os.environ.get("BALUCHON_BIN", REPO_ROOT / ".build" / "debug" / "baluchon"))
    return path if path.is_absolute() else REPO_ROOT / path


@pytest.fixture(scope="module")
def paris(tile_stub, shipped_regions):
    """A server whose gazetteer is only the imported rows: (its URL, run(*args, lang) for the CLI)."""
    data = fresh_data_dir(shipped_regions, prefix="baluchon-sections-")
    env = {key: value for key, value in os.environ.items() if not key.startswith(("LC_", "BALUCHON_"))}
    env.update(BALUCHON_DATA_DIR=str(data), BALUCHON_LOG_LEVEL="error")

    def run(*args, lang="en_GB.UTF-8"):
        done = subprocess.run([str(binary()), *args], env={**env, "LANG": lang}, capture_output=True, text=True,
                              timeout=RUN_TIMEOUT_S)
        assert done.returncode == 0, done.stderr
        return done.stdout

    run("data", "import", str(ROWS), "--replace")
    port = _free_port()
    url = f"http://127.0.0.1:{port}"
    server = subprocess.Popen([str(binary()), "serve"], cwd=REPO_ROOT, stdout=subprocess.DEVNULL,
                              stderr=subprocess.DEVNULL,
                              env={**env, "BALUCHON_PORT": str(port), "BALUCHON_HOST": "127.0.0.1",
                                   "BALUCHON_TILE_URL": tile_stub.template,
                                   "BALUCHON_NOMINATIM_URL": "http://127.0.0.1:9/",
                                   "BALUCHON_PUBLIC_DIR": str(REPO_ROOT / "Public")})
    try:
        deadline = time.monotonic() + HEALTH_TIMEOUT_S
        while not _healthy(url):
            assert server.poll() is None and time.monotonic() < deadline, "the server did not start"
            time.sleep(0.05)  # polling interval, not a timing assumption
        yield url, run
    finally:
        server.send_signal(signal.SIGTERM)
        try:
            server.wait(timeout=15)
        except subprocess.TimeoutExpired:  # a browser's keep-alive connection can hold the graceful stop
            server.kill()
            server.wait(timeout=5)
        subprocess.run(["rm", "-rf", str(data)], check=False)


def test_the_cli_names_paris_and_the_arrondissement(paris):
    _, run = paris
    for lang in ("en_GB.UTF-8", "fr_FR.UTF-8"):
        assert "Paris — Louvre" in run("place", "near", "48.8606", "2.3376", lang=lang)
    places = json.loads(run("place", "near", "48.8606", "2.3376", "--json"))
    first = places["value"][0] if isinstance(places, dict) else places[0]
    assert (first["name"], first["section"]) == ("Paris", "Louvre")


def test_the_api_answers_the_town_with_the_section(paris):
    url, _ = paris
    with urllib.request.urlopen(f"{url}/api/v1/places/reverse?lat=48.8606&lon=2.3376", timeout=10) as answer:
        reverse = json.load(answer)
    first = (reverse["results"] if isinstance(reverse, dict) and "results" in reverse else reverse)[0]
    assert (first["name"], first["section"], first["id"]) == ("Paris", "Louvre", "geonames:2988507")
    with urllib.request.urlopen(f"{url}/api/v1/where?lat=48.8606&lon=2.3376", timeout=10) as answer:
        where = json.load(answer)
    assert where["city"] == {"name": "Paris", "source": "gazetteer", "section": "Louvre"}
    assert where["label"] == "Paris — Louvre, France"


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_the_map_page_says_paris_louvre(paris, catalogs, lang):
    url, _ = paris
    app = App(url, "phone", lang, catalogs)
    try:
        open_map(app)
        emulate_position(app, LOUVRE)
        click(app, app.driver.find_element(By.ID, "map-locate"))
        app.wait.until(lambda d: app.text(d.find_element(By.ID, "map-where-label")) == norm("Paris — Louvre, France"))
        app.screenshot(f"city-section-{lang}", full_page=False)
    finally:
        app.quit()
