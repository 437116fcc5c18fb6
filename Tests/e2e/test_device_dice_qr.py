"""The phone without its server (issue 25, item 3's dice and QR parts), at 375×667 in French and English, the
server process stopped after the page loaded (not only emulated offline): every dice notation is rolled on
the device, answered in the server's shape and refused with the server's words; the saved page's QR codes are
drawn on the device, with the server and without, and read back with zbarimg as the link or code they show,
the same text the server's /api/v1/qr gives; one place's codes are written on the device, the very ones the
server writes."""
import json
import time
import urllib.error
import urllib.parse
import urllib.request

import pytest
from selenium.webdriver.common.by import By

from e2e_support import App, norm
from test_games import g, open_games, roll_count, type_roll
from test_guidance import own_server  # noqa: F401 (a fixture: a server of the test's own, to stop)
from test_pwa import wait_controlled
from test_saved import click, items, open_places, save, st, wipe
from test_sharing_links import read_qr, share_all, zbar

RICH = "2x {1d8!, 1d6!}kh1 + 8d10>=8f1 [pool]"
REFUSED = ("1d6!<7", "2d6 + x", "1001d6", "(((((((((((1)))))))))))")


def served_roll(url, expression, lang):
    request = urllib.request.Request(f"{url}/api/v1/dice/roll", data=json.dumps({"expression": expression}).encode(),
                                     headers={"Content-Type": "application/json", "Accept-Language": lang}, method="POST")
    try:
        with urllib.request.urlopen(request, timeout=10) as answer:
            return json.load(answer)
    except urllib.error.HTTPError as refusal:
        return json.load(refusal)


def served_qr(url, text, tmp_path):
    """What zbarimg reads from the server's own QR image of `text`."""
    query = urllib.parse.urlencode({"data": text, "format": "png", "scale": "4"})
    path = tmp_path / f"served-{time.monotonic_ns()}.png"
    with urllib.request.urlopen(f"{url}/api/v1/qr?{query}", timeout=30) as answer:
        path.write_bytes(answer.read())
    return zbar(path)


def codes(app):
    """The codes the place panel shows, by format."""
    return {field.get_attribute("id"): field.get_attribute("value")
            for field in app.driver.find_elements(By.CSS_SELECTOR, "#saved-share-place input.saved-copy-input")}


def shape(value):
    """The keys of an answer, all the way down (a list by its first element), without the values."""
    if isinstance(value, dict):
        return {key: shape(item) for key, item in value.items()}
    if isinstance(value, list):
        return [shape(value[0])] if value else []
    return type(value).__name__


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_every_notation_is_rolled_on_the_phone_with_the_server_stopped(own_server, catalogs, browsers, lang):
    app = App(own_server.url, "phone", lang, catalogs, browsers)
    ok = False
    try:
        served = served_roll(own_server.url, RICH, lang)
        refusals = {text: served_roll(own_server.url, text, lang)["error"] for text in REFUSED}
        open_games(app)
        own_server.stop()
        app.allow_console("ERR_CONNECTION_REFUSED")
        app.allow_console("Failed to fetch")
        type_roll(app, RICH)
        app.wait.until(lambda d: roll_count(app) == 2)
        for item in app.driver.find_elements(By.CSS_SELECTOR, "#dice-history > li"):
            assert g(app, "games.local") in app.text(item)
            assert item.find_element(By.CSS_SELECTOR, ".roll-expr").text == "{1d8!, 1d6!}kh1 + 8d10>=8f1 [pool]"
        kept = app.js("return JSON.parse(localStorage.getItem('baluchon.games.history'))")
        rolls = [entry["roll"] for entry in kept]
        assert [entry["local"] for entry in kept] == [True, True]
        # The server's answer and the phone's have the same shape, part by part and die by die.
        for phone, server in zip(reversed(rolls), served["rolls"]):
            assert [shape(part) for part in phone["parts"]] == [shape(part) for part in server["parts"]]
            assert shape({**phone, "parts": []}) == shape({**server, "parts": []})
            value = {part["notation"]: part["value"] for part in phone["parts"]}
            assert phone["total"] == value["{1d8!, 1d6!}kh1"] + value["8d10>=8f1"]
            assert phone["labels"] == ["pool"]
        app.screenshot(f"phone-games-on-the-phone-{lang}")
        for text, error in refusals.items():
            type_roll(app, text)
            app.wait.until(lambda d: app.js("return document.querySelector('#dice-error').textContent.length > 0"))
            shown = app.text(app.driver.find_element(By.ID, "dice-error"))
            assert g(app, "games.error") in shown and norm(error["message"]) in shown, (text, shown, error)
            if error.get("hint"):
                assert norm(error["hint"]) in shown
        assert roll_count(app) == 2
        app.screenshot(f"phone-games-refused-on-the-phone-{lang}")
        assert app.horizontal_overflow() <= 0
        ok = True
    finally:
        app.quit(reuse=ok)


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_qr_codes_are_drawn_on_the_phone_with_the_server_and_without(own_server, catalogs, browsers, tmp_path, lang):
    app = App(own_server.url, "phone", lang, catalogs, browsers)
    ok = False
    try:
        wipe(app)
        open_places(app)
        wait_controlled(app)
        open_places(app)
        save(app, "Casino", "43.7396, 7.4276", "Monaco")
        save(app, "Palais princier", "43.7312, 7.4199", "Monaco")
        # With the server: the list's link and one place's geo: link, drawn here, read as the server's image reads.
        link, qr = share_all(app)
        assert qr.tag_name == "svg"
        assert read_qr(app, qr, tmp_path) == link == served_qr(own_server.url, link, tmp_path)
        assert app.text(app.driver.find_element(By.ID, "saved-list-qr-caption")) == st(app, "saved.qrLink")
        click(app, items(app)[0].find_element(By.XPATH, f'.//button[text()="{st(app, "saved.share")}"]'))
        place_qr = app.wait.until(lambda d: d.find_element(By.CSS_SELECTOR, "svg#saved-place-qr"))
        geo = app.driver.find_element(By.ID, "saved-code-geo").get_attribute("value")
        served_codes = codes(app)
        assert geo.startswith("geo:43.7396000,7.4276000")
        assert read_qr(app, place_qr, tmp_path) == geo == served_qr(own_server.url, geo, tmp_path)
        app.screenshot(f"phone-saved-place-qr-{lang}")
        requested = app.js("return performance.getEntriesByType('resource').map(e => new URL(e.name).pathname)")
        assert "/api/v1/qr" not in requested, "the page draws its codes itself"

        # The server stopped, the page loaded again from the service worker: the encoder comes from its cache.
        own_server.stop()
        app.allow_console("ERR_CONNECTION_REFUSED")
        app.allow_console("Failed to fetch")
        app.allow_console("/api/")
        app.reload()
        app.wait_view("places")
        app.wait.until(lambda d: len(items(app)) == 2)
        link_offline, qr = share_all(app)
        assert link_offline == link, "without the server the link points at the page's own address, as before"
        assert read_qr(app, qr, tmp_path) == link
        app.screenshot(f"phone-saved-list-qr-no-server-{lang}")
        # One place: every code written on the phone, the very ones the server wrote, and its QR code.
        click(app, items(app)[0].find_element(By.XPATH, f'.//button[text()="{st(app, "saved.share")}"]'))
        place_qr = app.wait.until(lambda d: d.find_element(By.CSS_SELECTOR, "svg#saved-place-qr"))
        assert app.text(app.driver.find_element(By.ID, "saved-codes-here")) == st(app, "saved.offlineCodes")
        assert codes(app) == served_codes
        assert read_qr(app, place_qr, tmp_path) == geo
        app.screenshot(f"phone-saved-place-codes-no-server-{lang}")
        assert app.horizontal_overflow() <= 0
        ok = True
    finally:
        app.quit(reuse=ok)
