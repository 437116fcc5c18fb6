"""Files of places with no server: every vector of Tests/Fixtures/sharing/files-twin.json (the server's own
answers) read through the phone's reader (GPX and KML by Chromium's DOMParser, KMZ unzipped by its
DecompressionStream); then, with the SERVER PROCESS STOPPED, a GPX file from the fixtures imported and the saved
places exported as GeoJSON, in French and English, while writing KML still says the server is needed; and a
KML from Google My Maps and a CSV from a French spreadsheet imported with the server stopped; a KML chosen while the
server hangs is read on the phone within seconds."""
import base64
import json
import time
import zipfile

import pytest
from selenium.webdriver.common.by import By
from selenium.webdriver.support.select import Select

from e2e_support import REPO_ROOT, App, filled
from test_guidance import own_server  # noqa: F401 (a fixture: a server of the test's own, to stop)
from test_pwa import wait_controlled
from test_saved import ORGANIC_MAPS_KML, choose_file, click, names, open_places, st, wipe

FIXTURES = REPO_ROOT / "Tests" / "Fixtures"
VECTORS = json.loads((FIXTURES / "sharing" / "files-twin.json").read_text(encoding="utf-8"))
BLUE_HILLS = FIXTURES / "tracks" / "togeojson" / "blue_hills.gpx"

# Builds each vector's bytes as the Node and Swift tests do, and reads it with the phone's reader.
READ_VECTORS = """
const [vectors, done] = [arguments[0], arguments[arguments.length - 1]];
import('/js/saved/device-files.js').then(({ readOnDevice }) => {
  const bytesOf = (vector) => {
    if (vector.base64) return Uint8Array.from(atob(vector.base64), (c) => c.charCodeAt(0));
    const text = vector.text ?? vector.parts.map(([part, times]) => part.repeat(times)).join('');
    if (vector.encoding === 'latin1-bytes') return Uint8Array.from(text, (c) => c.charCodeAt(0));
    if (!vector.encoding) return new TextEncoder().encode(text);
    const units = new Uint8Array(2 + text.length * 2);
    units.set(vector.encoding === 'utf-16le' ? [0xff, 0xfe] : [0xfe, 0xff]);
    for (let i = 0; i < text.length; i += 1) {
      const [low, high] = [text.charCodeAt(i) & 0xff, text.charCodeAt(i) >> 8];
      units.set(vector.encoding === 'utf-16le' ? [low, high] : [high, low], 2 + 2 * i);
    }
    return units;
  };
  const results = [];
  (async () => {
    for (const vector of vectors) {
      const started = performance.now();
      const read = await readOnDevice(vector.name, bytesOf(vector));
      const took = performance.now() - started;
      results.push(read.ok ? { answer: read.data, took } : { code: read.refusal.code, values: read.refusal.values, detail: read.refusal.detail, took });
    }
    return results;
  })().then(done, (error) => done([{ failed: String(error) }]));
}, (error) => done([{ failed: String(error) }]));
"""


def refusal_text(lang, read):
    """The phone's refusal in the page's language, as refusalText writes it."""
    catalog = json.loads((REPO_ROOT / "Public" / "i18n" / f"saved.{lang}.json").read_text(encoding="utf-8"))
    detail = {"detail": filled(catalog[f"saved.file.detail.{read['detail']['key']}"], **read["detail"]["values"])} if read["detail"] else {}
    return filled(catalog[f"saved.file.error.{read['code']}"], **{**read["values"], **detail})


def test_every_file_vector_is_read_by_the_browser_as_the_server_reads_it(make_app):
    app = make_app("phone", "en")
    # Blink writes its parser error into the parsed document with a style attribute, which the page's CSP
    # blocks: harmless, the document is never shown.
    app.allow_console("Applying inline style violates")
    open_places(app)
    app.driver.set_script_timeout(300)
    vectors = [{**v, "base64": base64.b64encode((FIXTURES / v["file"]).read_bytes()).decode()} if "file" in v else v for v in VECTORS["imports"]]
    assert len(vectors) >= 100
    results = app.js_async(READ_VECTORS, [{k: v[k] for k in ("name", "text", "parts", "encoding", "base64") if k in v} for v in vectors])
    assert "failed" not in results[0], results[0]
    for vector, read in zip(vectors, results):
        if "answer" in vector:
            assert read.get("answer") == vector["answer"], (vector["source"], read.get("code"), read.get("detail"))
        else:
            assert read.get("code") == vector["error"]["code"], (vector["source"], read)
            for lang in ("en", "fr"):
                assert refusal_text(lang, read) == vector["error"]["message"][lang], vector["source"]
        # A hostile file is refused without hanging the page.
        assert read["took"] < 20000, (vector["source"], read["took"])


def captured_export(app):
    """Keeps the next file the page hands the browser to download, and returns its text once it has."""
    app.js("window.__exported = null; const make = URL.createObjectURL.bind(URL);"
           " URL.createObjectURL = (blob) => { blob.text().then((text) => { window.__exported = { text, type: blob.type }; }); return make(blob); };")
    return lambda: app.wait.until(lambda d: app.js("return window.__exported"))


def places_without_server(app, server):
    """The places page on a fresh device, its service worker in control, then the server stopped and the page
    opened again."""
    wipe(app)
    open_places(app)
    wait_controlled(app)
    server.stop()
    for message in ("ERR_CONNECTION_REFUSED", "Failed to fetch", "/api/"):
        app.allow_console(message)
    app.reload()
    app.wait_view("places")


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_with_the_server_stopped_a_gpx_is_imported_and_the_places_exported_as_geojson(own_server, catalogs, browsers, lang, tmp_path):  # noqa: F811
    app = App(own_server.url, "phone", lang, catalogs, browsers)
    ok = False
    try:
        places_without_server(app, own_server)
        choose_file(app, BLUE_HILLS)
        preview = app.wait.until(lambda d: d.find_element(By.ID, "saved-preview"))
        assert app.text(app.driver.find_element(By.ID, "saved-file-name")) == f"blue_hills.gpx · {st(app, 'saved.file.readOnPhone')}"
        expected = next(v["answer"] for v in VECTORS["imports"] if v.get("file", "").endswith("/blue_hills.gpx"))
        assert len(preview.find_elements(By.CSS_SELECTOR, "li.saved-in")) >= len(expected["places"])
        app.screenshot(f"phone-saved-file-read-on-phone-{lang}")
        click(app, app.driver.find_element(By.ID, "saved-import"))
        app.wait.until(lambda d: len(names(app)) == len(expected["places"]))
        assert names(app) == [place["name"] for place in expected["places"]]

        Select(app.driver.find_element(By.ID, "saved-file-format")).select_by_value("geojson")
        exported = captured_export(app)
        click(app, app.driver.find_element(By.ID, "saved-export"))
        written = exported()
        assert written["type"] == "application/geo+json"
        collection = json.loads(written["text"])
        points = [f for f in collection["features"] if f["geometry"]["type"] == "Point"]
        assert [(f["properties"]["name"], f["geometry"]["coordinates"]) for f in points] == \
            [(p["name"], [p["longitude"], p["latitude"]]) for p in expected["places"]]
        status = app.driver.find_element(By.ID, "saved-status")
        assert app.text(status) == st(app, "saved.file.writtenOnPhone")
        assert app.horizontal_overflow() <= 0
        app.js("document.getElementById('saved-status').scrollIntoView({block: 'center'})")
        app.screenshot(f"phone-saved-file-written-on-phone-{lang}", full_page=False)

        # KML is read on the phone (an empty one says so), but written by the server only: it says so.
        kml = tmp_path / "Annecy.kml"
        kml.write_text('<kml xmlns="http://www.opengis.net/kml/2.2"><Document/></kml>', encoding="utf-8")
        choose_file(app, kml)
        app.wait.until(lambda d: app.text(status) == st(app, "saved.error.emptyFile"))
        Select(app.driver.find_element(By.ID, "saved-file-format")).select_by_value("kml")
        click(app, app.driver.find_element(By.ID, "saved-export"))
        app.wait.until(lambda d: app.text(status) == st(app, "saved.error.export"))
        ok = True
    finally:
        app.quit(reuse=ok)


def vector_answer(source_start):
    return next(v for v in VECTORS["imports"] if v["source"].startswith(source_start))["answer"]


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_with_the_server_stopped_a_kml_and_a_csv_are_imported(own_server, catalogs, browsers, lang, tmp_path):  # noqa: F811
    app = App(own_server.url, "phone", lang, catalogs, browsers)
    ok = False
    try:
        places_without_server(app, own_server)
        # The KML a friend sent from Google My Maps (the doc.kml of the KMZ fixture) and a French spreadsheet's CSV.
        kml = tmp_path / "Voyage Portugal.kml"
        with zipfile.ZipFile(FIXTURES / "sharing" / "kmz" / "google-my-maps.kmz") as archive:
            kml.write_bytes(archive.read("doc.kml"))
        csv = tmp_path / "Lieux.csv"
        csv.write_bytes(next(v for v in VECTORS["imports"] if v["name"] == "Lieux.csv")["text"].encode("utf-8"))
        expected = []
        for path, answer in ((kml, vector_answer("Google My Maps KMZ")), (csv, vector_answer("CSV as a French spreadsheet"))):
            choose_file(app, path)
            app.wait.until(lambda d: d.find_element(By.ID, "saved-preview"))
            app.wait.until(lambda d: app.text(d.find_element(By.ID, "saved-file-name")) == f"{path.name} · {st(app, 'saved.file.readOnPhone')}")
            click(app, app.driver.find_element(By.ID, "saved-import"))
            expected += [place["name"] for place in answer["places"]]
            app.wait.until(lambda d: sorted(names(app)) == sorted(expected))
        assert {"Pastéis de Belém", "Livraria Lello", "Tour; Eiffel", "Louvre"} <= set(names(app))
        assert app.horizontal_overflow() <= 0
        app.screenshot(f"phone-saved-kml-csv-read-on-phone-{lang}")
        ok = True
    finally:
        app.quit(reuse=ok)


def test_a_kml_file_chosen_while_the_server_hangs_is_read_on_the_phone_within_seconds(make_app, tmp_path):
    app = make_app("phone", "fr")
    wipe(app)
    open_places(app)
    path = tmp_path / "one.kml"
    path.write_text(ORGANIC_MAPS_KML, encoding="utf-8")
    # The import's request is sent and never answered (a link that hangs) until the page gives up on it.
    app.js("const send = window.fetch; window.fetch = (url, options) => String(url).includes('/files/import')"
           " ? new Promise((resolve, reject) => options.signal.addEventListener('abort', () => reject(new DOMException('', 'AbortError'))))"
           " : send(url, options);")
    started = time.monotonic()
    choose_file(app, path)
    app.wait.until(lambda d: d.find_element(By.ID, "saved-preview"))
    assert time.monotonic() - started < 10  # FALLBACK_WAIT_MS (4 s), not the client's 15 s limit
    assert app.text(app.driver.find_element(By.ID, "saved-file-name")) == f"one.kml · {st(app, 'saved.file.readOnPhone')}"
    click(app, app.driver.find_element(By.ID, "saved-import"))
    app.wait.until(lambda d: "Pont des Amours" in names(app))
