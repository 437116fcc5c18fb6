"""Saved places: save typed places, share the whole list as a link, receive it on a fresh device,
duplicates recognised, delete with undo; phone sizes without horizontal overflow; with the server stopped,
codes and links of one place read on the phone."""
import json
import urllib.parse
import urllib.request

import pytest
from selenium.webdriver.common.by import By

from e2e_support import App, REPO_ROOT, norm
from list_codes import list_code
from test_guidance import own_server  # noqa: F401 (a fixture: a server of the test's own, to stop)
from test_pwa import wait_controlled

# Organic Maps' KML as its exporter writes it (bookmark-list name, placemark colour style, mwm extensions).
ORGANIC_MAPS_KML = """<?xml version="1.0" encoding="UTF-8"?>
<kml xmlns="http://www.opengis.net/kml/2.2" xmlns:mwm="https://omaps.app">
<Document>
  <Style id="placemark-green"><IconStyle><Icon><href>https://omaps.app/placemarks/placemark-green.png</href></Icon></IconStyle></Style>
  <name>Annecy</name>
  <ExtendedData xmlns:mwm="https://omaps.app"><mwm:name><mwm:lang code="default">Annecy</mwm:lang></mwm:name></ExtendedData>
  <Placemark>
    <name>Pont des Amours</name>
    <description>Au bord du lac</description>
    <TimeStamp><when>2024-06-01T10:00:00Z</when></TimeStamp>
    <styleUrl>#placemark-green</styleUrl>
    <Point><coordinates>6.1367813,45.9004521</coordinates></Point>
    <ExtendedData xmlns:mwm="https://omaps.app"><mwm:scale>17</mwm:scale></ExtendedData>
  </Placemark>
</Document>
</kml>
"""

# A QR reader for a browser without one: returns what window.__scanned holds from a canvas "camera".
BARCODE_STUB = """
window.BarcodeDetector = class {
  constructor(options) { this.formats = options.formats; }
  async detect() { return window.__scanned ? [{ rawValue: window.__scanned, format: 'qr_code' }] : []; }
  static async getSupportedFormats() { return ['qr_code']; }
};
navigator.mediaDevices.getUserMedia = async () => {
  if (window.__cameraRefused) throw new DOMException('refused', 'NotAllowedError');
  const canvas = document.createElement('canvas');
  canvas.width = canvas.height = 32;
  const paint = canvas.getContext('2d');
  setInterval(() => { paint.fillStyle = `hsl(${Date.now() % 360} 50% 50%)`; paint.fillRect(0, 0, 32, 32); }, 100);
  return canvas.captureStream(10);
};
"""


def st(app, key):
    """Text of the saved-places catalog part (the suite's catalogs fixture holds the shell's only)."""
    catalog = json.loads((REPO_ROOT / "Public" / "i18n" / f"saved.{app.lang}.json").read_text(encoding="utf-8"))
    return norm(catalog[key])


def click(app, element):
    """Click after scrolling the element to the middle of the screen, clear of the sticky header."""
    app.js("arguments[0].scrollIntoView({block: 'center'})", element)
    element.click()


def open_places(app):
    app.open("/places")
    app.wait_view("places")
    app.wait.until(lambda d: app.js("return !!document.querySelector('#saved-list li')"))


def wipe(app):
    """Forget every saved place (a fresh device), waiting for IndexedDB to confirm."""
    app.open("/about")
    assert app.js_async(
        "const done = arguments[arguments.length - 1];"
        "const r = indexedDB.deleteDatabase('baluchon-saved');"
        "r.onsuccess = () => done(true); r.onerror = () => done(false); r.onblocked = () => done(false);")


def save(app, name, position, group=""):
    app.driver.find_element(By.ID, "saved-name").send_keys(name)
    app.driver.find_element(By.ID, "saved-position").send_keys(position)
    if group:
        app.driver.find_element(By.ID, "saved-group").send_keys(group)
    before = len(items(app))
    click(app, app.driver.find_element(By.ID, "saved-save"))
    app.wait.until(lambda d: len(items(app)) == before + 1)


def items(app):
    return app.driver.find_elements(By.CSS_SELECTOR, "#saved-list li.saved-item")


def names(app):
    return [app.text(item.find_element(By.CSS_SELECTOR, ".saved-name")) for item in items(app)]


def test_save_share_and_receive_through_a_link(make_app):
    app = make_app("phone", "fr")
    wipe(app)
    open_places(app)
    save(app, "Hôtel du Parc", "45.7640123, 4.8357456", "Lyon")
    save(app, "Gare Part-Dieu", "45.7605,4.8597", "Lyon")
    assert names(app) == ["Hôtel du Parc", "Gare Part-Dieu"]
    click(app, app.driver.find_element(By.ID, "saved-share-all"))
    link_field = app.wait.until(lambda d: d.find_element(By.ID, "saved-list-link"))
    link = link_field.get_attribute("value")
    assert "/places?import=BLC" in link
    code = app.driver.find_element(By.ID, "saved-list-code").get_attribute("value")
    assert code.startswith("BLC:") and all(c in "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ $%*+-./:" for c in code)
    # The browser's code reads the same on the server (two implementations of docs/LIST-CODE.md).
    with urllib.request.urlopen(f"{app.base_url}/api/v1/decode?{urllib.parse.urlencode({'code': code})}", timeout=10) as res:
        decoded = json.load(res)
    assert [place["name"] for place in decoded["places"]] == ["Hôtel du Parc", "Gare Part-Dieu"]
    assert decoded["places"][0]["latitude"] == 45.7640123 and decoded["places"][0]["group"] == "Lyon"
    app.wait.until(lambda d: app.js("return !!document.querySelector('svg.saved-qr path')"))
    assert app.horizontal_overflow() <= 0
    app.screenshot("saved-share-phone-fr")

    wipe(app)
    app.driver.get(link)
    app.wait_ready()
    app.wait_view("places")
    preview = app.wait.until(lambda d: d.find_element(By.ID, "saved-preview"))
    boxes = preview.find_elements(By.CSS_SELECTOR, "input.saved-in-box")
    assert len(boxes) == 2 and all(box.is_selected() for box in boxes)
    app.wait.until(lambda d: app.js("const m = document.querySelector('#saved-preview-map');"
                                    " return m && m.dataset.state === 'ready' && m.querySelectorAll('.leaflet-marker-icon').length === 2"))
    app.screenshot("saved-receive-phone-fr")
    click(app, app.driver.find_element(By.ID, "saved-import"))
    app.wait.until(lambda d: len(items(app)) == 2)
    assert names(app) == ["Hôtel du Parc", "Gare Part-Dieu"]
    assert "45.76401, 4.83575" in app.text(items(app)[0])
    assert "Lyon" in app.text(items(app)[0])
    assert app.path == "/places"


def test_the_same_place_twice_is_recognised_and_delete_can_be_undone(make_app):
    app = make_app("phone", "en")
    wipe(app)
    open_places(app)
    save(app, "Car park", "48.8583701, 2.2944813")
    click(app, app.driver.find_element(By.ID, "saved-share-all"))
    link = app.wait.until(lambda d: d.find_element(By.ID, "saved-list-link")).get_attribute("value")
    field = app.driver.find_element(By.ID, "saved-receive-input")
    field.send_keys(link)
    click(app, app.driver.find_element(By.ID, "saved-receive"))
    preview = app.wait.until(lambda d: d.find_element(By.ID, "saved-preview"))
    assert st(app, "saved.alreadySaved") in app.text(preview)
    assert not preview.find_element(By.CSS_SELECTOR, "input.saved-in-box").is_selected()

    label = st(app, "saved.deleteLabel").replace("{name}", "Car park")
    click(app, items(app)[0].find_element(By.CSS_SELECTOR, f'button[aria-label="{label}"]'))
    app.wait.until(lambda d: not items(app))
    click(app, app.driver.find_element(By.ID, "saved-undo"))
    app.wait.until(lambda d: names(app) == ["Car park"])


def test_a_damaged_code_is_a_clear_error(make_app):
    app = make_app("phone", "fr")
    wipe(app)
    open_places(app)
    app.driver.find_element(By.ID, "saved-receive-input").send_keys(list_code("changed-character"))
    click(app, app.driver.find_element(By.ID, "saved-receive"))
    status = app.driver.find_element(By.ID, "saved-status")
    app.wait.until(lambda d: status.get_attribute("data-kind") == "error")
    assert app.text(status) == st(app, "saved.error.list_checksum_mismatch")
    # A well-formed code from a newer Baluchon says so, in the page's language, and nothing is added.
    field = app.driver.find_element(By.ID, "saved-receive-input")
    field.clear()
    field.send_keys(list_code("newer-version"))
    click(app, app.driver.find_element(By.ID, "saved-receive"))
    app.wait.until(lambda d: app.text(status) == st(app, "saved.error.list_newer_version"))
    assert not app.driver.find_elements(By.ID, "saved-preview") and not items(app)


def test_no_horizontal_overflow_at_320_pixels(make_app):
    app = make_app("small", "fr")
    wipe(app)
    open_places(app)
    save(app, "Un nom de lieu très très long pour voir s’il déborde de l’écran du téléphone", "-33.8568, 151.2153", "Sydney")
    click(app, items(app)[0].find_element(By.XPATH, f'.//button[text()="{st(app, "saved.share")}"]'))
    app.wait.until(lambda d: d.find_elements(By.ID, "saved-share-place"))
    assert app.horizontal_overflow() <= 0
    app.screenshot("saved-320-fr")


def test_publish_on_the_server_and_open_the_short_link(make_app):
    app = make_app("phone", "en")
    wipe(app)
    open_places(app)
    save(app, "Viewpoint", "43.7384, 7.4246", "Monaco")
    click(app, app.driver.find_element(By.ID, "saved-share-all"))
    click(app, app.wait.until(lambda d: d.find_element(By.ID, "saved-publish")))
    link = app.wait.until(lambda d: d.find_element(By.ID, "saved-published-link")).get_attribute("value")
    key = app.driver.find_element(By.ID, "saved-edit-key").get_attribute("value")
    assert "/places?list=" in link and len(key) >= 32 and key not in link
    wipe(app)
    app.driver.get(link)
    app.wait_ready()
    click(app, app.wait.until(lambda d: d.find_element(By.ID, "saved-import")))
    app.wait.until(lambda d: names(app) == ["Viewpoint"])


def choose_file(app, path):
    """What the chosen file does: our localised button opens the hidden input; the test sets its file."""
    button = app.driver.find_element(By.ID, "saved-choose-file")
    assert app.text(button) == st(app, "saved.chooseFile")
    field = app.driver.find_element(By.ID, "saved-file")
    assert not field.is_displayed(), "the browser's own button (in the browser's language) stays hidden"
    assert app.js("let opened = false; const input = document.getElementById('saved-file');"
                  " input.addEventListener('click', (e) => { opened = true; e.preventDefault(); }, { once: true });"
                  " document.getElementById('saved-choose-file').click(); return opened;")
    field.send_keys(str(path))


def test_a_file_from_organic_maps_is_chosen_with_a_button_in_the_page_language(make_app, tmp_path):
    app = make_app("phone", "fr")
    wipe(app)
    open_places(app)
    assert app.text(app.driver.find_element(By.ID, "saved-file-name")) == st(app, "saved.noFile")
    path = tmp_path / "Annecy.kml"
    path.write_text(ORGANIC_MAPS_KML, encoding="utf-8")
    choose_file(app, path)
    preview = app.wait.until(lambda d: d.find_element(By.ID, "saved-preview"))
    assert "Pont des Amours" in app.text(preview)
    assert app.text(app.driver.find_element(By.ID, "saved-file-name")) == "Annecy.kml"
    click(app, app.driver.find_element(By.ID, "saved-import"))
    app.wait.until(lambda d: names(app) == ["Pont des Amours"])
    assert "Annecy" in app.text(items(app)[0]) and "Au bord du lac" in app.text(items(app)[0])
    assert app.horizontal_overflow() <= 0
    app.screenshot("saved-files-phone-fr")


def test_a_file_over_20_mb_is_refused_before_it_is_sent(make_app, tmp_path):
    app = make_app("phone", "fr")
    wipe(app)
    open_places(app)
    path = tmp_path / "huge.gpx"
    with path.open("wb") as out:
        out.truncate(20 * 1_048_576 + 1)
    app.js("window.__uploads = 0; const send = window.fetch;"
           " window.fetch = (url, options) => { if (String(url).includes('/files/import')) window.__uploads += 1;"
           " return send(url, options); };")
    choose_file(app, path)
    status = app.driver.find_element(By.ID, "saved-status")
    app.wait.until(lambda d: status.get_attribute("data-kind") == "error")
    assert app.text(status) == st(app, "saved.error.file_too_large")
    assert app.js("return window.__uploads") == 0
    assert not app.driver.find_elements(By.ID, "saved-preview")


def test_a_broken_file_is_the_servers_error_in_the_page_language_and_adds_nothing(make_app, tmp_path):
    app = make_app("phone", "fr")
    app.allow_console("files/import")
    wipe(app)
    open_places(app)
    save(app, "Maison", "45.1, 5.7")
    path = tmp_path / "evil.gpx"
    path.write_text('<?xml version="1.0"?><!DOCTYPE gpx [<!ENTITY x SYSTEM "file:///etc/passwd">]>'
                    '<gpx><wpt lat="1" lon="2"><name>&x;</name></wpt></gpx>', encoding="utf-8")
    choose_file(app, path)
    status = app.driver.find_element(By.ID, "saved-status")
    app.wait.until(lambda d: status.get_attribute("data-kind") == "error")
    assert "entités XML" in app.text(status)
    assert names(app) == ["Maison"] and not app.driver.find_elements(By.ID, "saved-preview")


def test_a_qr_code_scanned_with_the_camera_opens_the_preview(make_app):
    app = make_app("phone", "fr")
    wipe(app)
    app.driver.execute_cdp_cmd("Page.addScriptToEvaluateOnNewDocument", {"source": BARCODE_STUB})
    open_places(app)
    code = list_code("refuge-and-col")
    app.js("window.__scanned = arguments[0]", f"{app.base_url}/places?{urllib.parse.urlencode({'import': code})}")
    click(app, app.driver.find_element(By.ID, "saved-scan"))
    preview = app.wait.until(lambda d: d.find_element(By.ID, "saved-preview"))
    assert "Refuge" in app.text(preview) and "Col" in app.text(preview)
    assert app.js("const v = document.querySelector('.saved-scan-video'); return v.hidden && !v.srcObject.active")
    click(app, app.driver.find_element(By.ID, "saved-import"))
    app.wait.until(lambda d: names(app) == ["Refuge", "Col"])


def test_a_refused_camera_says_so_and_pasting_remains(make_app):
    app = make_app("phone", "en")
    wipe(app)
    app.driver.execute_cdp_cmd("Page.addScriptToEvaluateOnNewDocument", {"source": BARCODE_STUB + "window.__cameraRefused = true;"})
    open_places(app)
    click(app, app.driver.find_element(By.ID, "saved-scan"))
    status = app.driver.find_element(By.ID, "saved-status")
    app.wait.until(lambda d: status.get_attribute("data-kind") == "error")
    assert app.text(status) == st(app, "saved.error.camera")
    assert app.driver.find_element(By.ID, "saved-receive-input").is_displayed()


def test_without_a_qr_reader_there_is_no_scan_button_but_the_paste_field(make_app):
    app = make_app("phone", "en")
    wipe(app)
    open_places(app)
    assert app.js("return !('BarcodeDetector' in window)"), "headless Chromium on Linux has no QR reader"
    assert not app.driver.find_elements(By.ID, "saved-scan")
    assert app.driver.find_element(By.ID, "saved-receive-input").is_displayed()


def test_the_same_place_twice_in_what_is_received_is_ticked_once(make_app):
    app = make_app("phone", "fr")
    wipe(app)
    open_places(app)
    code = list_code("gare-twice")
    app.driver.find_element(By.ID, "saved-receive-input").send_keys(code)
    click(app, app.driver.find_element(By.ID, "saved-receive"))
    preview = app.wait.until(lambda d: d.find_element(By.ID, "saved-preview"))
    boxes = preview.find_elements(By.CSS_SELECTOR, "input.saved-in-box")
    assert [box.is_selected() for box in boxes] == [True, True, False]
    assert st(app, "saved.twiceInList") in app.text(preview)
    click(app, app.driver.find_element(By.ID, "saved-import"))
    app.wait.until(lambda d: names(app) == ["Gare", "Hôtel"])


# One place's codes and links as the share panel writes them (the Eiffel Tower).
POINT_CODES = (
    "8FW4V75V+8QX",
    "geo:48.8583701,2.2944813?q=48.8583701,2.2944813(Tour%20Eiffel)&z=17",
    "u09tunqu9",
    "om://04CNuoeWMS/Tour_Eiffel",
    "https://www.openstreetmap.org/?mlat=48.8583701&mlon=2.2944813#map=17/48.8583701/2.2944813",
)


def served_point(url, code, lang):
    """The server's reading of one place's code: its name (None when it has none) and position to 5 decimals."""
    request = urllib.request.Request(f"{url}/api/v1/decode?{urllib.parse.urlencode({'code': code})}", headers={"Accept-Language": lang})
    with urllib.request.urlopen(request, timeout=10) as answer:
        point = json.load(answer)["point"]
    return point.get("name"), f"{point['latitude']:.5f}, {point['longitude']:.5f}"


def receive(app, text):
    field = app.driver.find_element(By.ID, "saved-receive-input")
    field.clear()
    field.send_keys(text)
    click(app, app.driver.find_element(By.ID, "saved-receive"))


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_codes_and_links_are_read_on_the_phone_with_the_server_stopped(own_server, catalogs, browsers, lang):  # noqa: F811
    app = App(own_server.url, "phone", lang, catalogs, browsers)
    ok = False
    try:
        wipe(app)
        open_places(app)
        wait_controlled(app)
        served = {code: served_point(own_server.url, code, lang) for code in POINT_CODES}
        own_server.stop()
        app.allow_console("ERR_CONNECTION_REFUSED")
        app.allow_console("Failed to fetch")
        app.allow_console("/api/")
        app.reload()
        app.wait_view("places")
        # Pasted under "Receive places": the preview holds the place the server would have read, drawn on its map.
        for code, (name, position) in served.items():
            receive(app, code)
            preview = app.wait.until(lambda d: d.find_element(By.ID, "saved-preview"))
            assert app.text(preview.find_element(By.CSS_SELECTOR, "li.saved-in")) == f"{name or st(app, 'saved.unnamed')} {position}", code
            app.wait.until(lambda d: app.js("const m = document.querySelector('#saved-preview-map');"
                                            " return m && m.dataset.state === 'ready' && m.querySelectorAll('.leaflet-marker-icon').length === 1"))
            if code.startswith("geo:"):
                app.screenshot(f"phone-saved-receive-code-no-server-{lang}")
            click(app, preview.find_element(By.XPATH, f'.//button[text()="{st(app, "saved.cancel")}"]'))
            app.wait.until(lambda d: not d.find_elements(By.ID, "saved-preview"))
        # A short Plus Code needs a place to be read near: said in the page's language, nothing else happens.
        receive(app, "V75V+8Q")
        status = app.driver.find_element(By.ID, "saved-status")
        app.wait.until(lambda d: app.text(status) == st(app, "saved.error.short_code_needs_reference"))
        # Typed in the add form: the place is saved where the code says.
        save(app, "Tour Eiffel", POINT_CODES[0])
        assert served[POINT_CODES[0]][1] in app.text(items(app)[0])
        assert app.horizontal_overflow() <= 0
        ok = True
    finally:
        app.quit(reuse=ok)


def test_a_place_where_i_stand_says_so_and_one_further_away_gives_its_direction(make_app):
    from test_map import emulate_position
    app = make_app("phone", "en")
    wipe(app)
    open_places(app)
    emulate_position(app, {"latitude": 43.7384, "longitude": 7.4246, "accuracy": 8})
    click(app, app.driver.find_element(By.ID, "saved-here"))
    app.wait.until(lambda d: d.find_element(By.ID, "saved-position").get_attribute("value"))
    click(app, app.driver.find_element(By.ID, "saved-save"))
    app.wait.until(lambda d: names(app) == [st(app, "saved.hereName")])
    save(app, "Palais", "43.7314, 7.4198")
    first, second = (app.text(item.find_element(By.CSS_SELECTOR, ".saved-where")) for item in items(app))
    assert first == st(app, "saved.youAreHere")
    assert second.endswith(st(app, "saved.dir.SW")) and " m " in second, second
