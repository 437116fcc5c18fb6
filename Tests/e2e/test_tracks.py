"""Tracks on a phone (issue 28 items 3 to 5), in headless Chromium at 375×667 in French and English against the
real server: a GPX file's tracks imported beside its places (a waypoint without a position named, not a
refusal), kept on the phone with their length, duration and elevation profile, exported again without loss;
"Follow this track" along an emulated walk, with the warning spoken when leaving it and the way back; and
"Record" following an emulated walk through a pause and a reload, a standing phone adding no point, ending as
a track saved beside the places."""
import json
import math
import urllib.request
import xml.etree.ElementTree as ET

import pytest
from selenium.webdriver.common.by import By

from e2e_support import filled, norm
from test_guidance import centre, rect
from test_map import MAP_CATALOGS, emulate_position, open_map
from test_routes import SPEECH_STUB
from test_saved import choose_file, click, open_places, st, wipe

LAT, LON = 43.7384, 7.4246
GPX_NS = {"g": "http://www.topografix.com/GPX/1/1"}


def east(metres):
    return LON + metres / (111195 * math.cos(math.radians(LAT)))


def north(metres):
    return LAT + metres / 111195


# A walk east from the Casino: 600 m in two segments (a pause between), climbing, a point every 50 m a minute apart.
def trkpt(i):
    return (f'<trkpt lat="{LAT:.7f}" lon="{east(i * 50):.7f}"><ele>{20 + i * 3}</ele>'
            f"<time>2026-05-01T08:{i:02d}:00Z</time></trkpt>")


WALK_GPX = f"""<?xml version="1.0" encoding="UTF-8"?>
<gpx version="1.1" creator="OsmAnd" xmlns="http://www.topografix.com/GPX/1/1" xmlns:osmand="https://osmand.net">
  <wpt lat="{LAT}" lon="{LON}"><name>Casino</name></wpt>
  <wpt><name>Sans coordonnées</name></wpt>
  <trk><name>Balade du port</name><desc>Par le quai</desc>
    <extensions><osmand:color>#1e88e5</osmand:color></extensions>
    <trkseg>{"".join(trkpt(i) for i in range(0, 7))}</trkseg>
    <trkseg>{"".join(trkpt(i) for i in range(7, 13))}</trkseg>
  </trk>
</gpx>
"""


def tt(app, key, **params):
    return filled(st(app, key), **params)


def assert_record_button_on_the_map(app):
    """The Record button wholly inside the phone's width and the map's frame, whatever its label."""
    button = rect(app, app.driver.find_element(By.ID, "record-button"))
    frame = rect(app, app.driver.find_element(By.CSS_SELECTOR, ".map-frame"))
    width = app.js("return document.documentElement.clientWidth")
    assert 0 <= button["left"] and button["right"] <= width, (button, width)
    assert frame["left"] <= button["left"] and button["right"] <= frame["right"], (button, frame)
    assert frame["top"] <= button["top"] and button["bottom"] <= frame["bottom"], (button, frame)


def saved_tracks(app):
    return app.js_async(
        "const done = arguments[arguments.length - 1];"
        "import('/js/saved/store.js').then((store) => store.allTracks()).then(done, () => done(null));")


def choose_walk(app, tmp_path):
    """On a fresh phone's Places page, the walk's GPX chosen: its preview open."""
    wipe(app)
    open_places(app)
    path = tmp_path / "walk.gpx"
    path.write_text(WALK_GPX, encoding="utf-8")
    choose_file(app, path)
    app.wait.until(lambda d: d.find_elements(By.ID, "saved-in-track-0"))


def import_walk(app, tmp_path):
    choose_walk(app, tmp_path)
    click(app, app.driver.find_element(By.ID, "saved-import"))
    app.wait.until(lambda d: d.find_elements(By.CSS_SELECTOR, "#saved-track-list .track-item"))
    tracks = saved_tracks(app)
    assert len(tracks) == 1
    return tracks[0]


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_a_gpx_track_is_imported_kept_with_its_measures_and_exported_without_loss(make_app, tmp_path, lang):
    app = make_app("phone", lang)
    choose_walk(app, tmp_path)
    preview = app.driver.find_element(By.ID, "saved-preview")
    named = st(app, "saved.skippedNamed").replace("{name}", "Sans coordonnées").replace("{index}", "2")
    assert app.text(app.driver.find_element(By.ID, "saved-preview-skipped")) == st(app, "saved.skipped").replace("{places}", named)
    assert tt(app, "track.received.one", count=1) in app.text(preview)
    assert "Balade du port" in app.text(preview) and "Casino" in app.text(preview)
    # The preview map draws the track beside the place.
    app.wait.until(lambda d: d.find_elements(By.CSS_SELECTOR, "#saved-preview-map path.leaflet-interactive"))
    assert app.horizontal_overflow() <= 0
    app.screenshot(f"tracks-preview-phone-{lang}")

    click(app, app.driver.find_element(By.ID, "saved-import"))
    app.wait.until(lambda d: d.find_elements(By.CSS_SELECTOR, "#saved-track-list .track-item"))
    assert app.text(app.driver.find_element(By.ID, "saved-status")) == f'{tt(app, "saved.imported.one", count=1)} {tt(app, "track.imported.one", count=1)}'
    item = app.driver.find_element(By.CSS_SELECTOR, "#saved-track-list .track-item")
    stats = app.text(item.find_element(By.CSS_SELECTOR, ".track-stats"))
    # 11 steps of 50 m (no line across the pause), 12 minutes, 36 m climbed.
    assert stats.startswith("550 m · 12 min · "), stats
    assert tt(app, "track.climb", up=36, down=0) in stats
    profile = item.find_element(By.CSS_SELECTOR, "svg.track-profile")
    assert profile.get_attribute("aria-label") == tt(app, "track.profile", low=20, high=56)
    assert profile.size["width"] > 250 and profile.size["height"] >= 50
    app.js("arguments[0].scrollIntoView({block: 'start'})", app.driver.find_element(By.ID, "saved-tracks"))
    assert app.horizontal_overflow() <= 0
    app.screenshot(f"tracks-saved-phone-{lang}", full_page=False)

    # Kept on the phone as the server read it, and written back as GPX, KML and GeoJSON without loss.
    track = saved_tracks(app)[0]
    assert track["name"] == "Balade du port" and track["note"] == "Par le quai" and track["colour"] == "#1e88e5"
    assert track["breaks"] == [7] and len(track["points"]) == 13
    assert track["points"][1] == [LAT, round(east(50), 7), 23, "2026-05-01T08:01:00Z"]
    body = {"title": "t", "places": [], "tracks": [{k: track[k] for k in ("name", "note", "colour", "points", "breaks")}]}
    for format in ("gpx", "kml", "geojson"):
        request = urllib.request.Request(f"{app.base_url}/api/v1/files/export?format={format}", data=json.dumps(body).encode(),
                                         headers={"Content-Type": "application/json"})
        exported = urllib.request.urlopen(request, timeout=10).read()
        request = urllib.request.Request(f"{app.base_url}/api/v1/files/import?format={format}", data=exported)
        back = json.load(urllib.request.urlopen(request, timeout=10))
        assert back["tracks"] == body["tracks"], format

    # Shared as a list code (simplified at 5 m: this straight walk keeps each segment's ends), opened as a link.
    share = next(button for button in item.find_elements(By.TAG_NAME, "button") if app.text(button) == st(app, "saved.share"))
    click(app, share)
    app.wait.until(lambda d: d.find_elements(By.ID, "saved-list-code"))
    assert app.text(app.driver.find_element(By.CSS_SELECTOR, "#saved-share-list h3")) == tt(app, "track.share", name="Balade du port")
    assert not app.driver.find_elements(By.ID, "saved-publish")
    link = app.driver.find_element(By.ID, "saved-list-link").get_attribute("value")
    app.screenshot(f"tracks-share-phone-{lang}")
    app.driver.get(link)
    app.wait_ready()
    app.wait.until(lambda d: d.find_elements(By.ID, "saved-in-track-0"))
    assert app.text(app.driver.find_element(By.ID, "saved-preview-title")) == tt(app, "track.received.one", count=1)
    assert "Balade du port" in app.text(app.driver.find_element(By.ID, "saved-preview"))


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_the_preview_map_passes_under_the_header_with_zoom_buttons_in_the_page_language(make_app, tmp_path, lang):
    app = make_app("phone", lang)
    choose_walk(app, tmp_path)
    app.wait.until(lambda d: app.js("return document.getElementById('saved-preview-map')?.dataset.state") == "ready")
    zoom = app.js("return [...document.querySelectorAll('#saved-preview-map .leaflet-control-zoom a')].map(a => a.title)")
    assert zoom == [norm(MAP_CATALOGS[lang]["map.zoomIn"]), norm(MAP_CATALOGS[lang]["map.zoomOut"])], zoom
    # Scrolled so that the map's zoom buttons (Leaflet's highest layer) pass under the menu button: it stays on top.
    toggle = app.menu_toggle()
    x, y = centre(rect(app, toggle))
    zoom_in = app.driver.find_element(By.CSS_SELECTOR, "#saved-preview-map .leaflet-control-zoom-in")
    app.js("window.scrollBy(0, arguments[0] - arguments[1])", centre(rect(app, zoom_in))[1], y)
    assert abs(centre(rect(app, zoom_in))[1] - y) < 2, "the page scrolls that far"
    assert app.js("const e = document.elementFromPoint(arguments[0], arguments[1]); return e === arguments[2] || arguments[2].contains(e)", x, y, toggle)
    app.screenshot(f"tracks-preview-under-header-{lang}", full_page=False)


def follow_to(app, latitude, longitude, accuracy=5):
    before = app.js("return document.getElementById('track-follow-text')?.textContent")
    app.driver.execute_cdp_cmd("Emulation.setGeolocationOverride", {"latitude": latitude, "longitude": longitude, "accuracy": accuracy})
    app.wait.until(lambda d: app.js("return document.getElementById('track-follow-text')?.textContent") != before)
    return app.js("return document.getElementById('track-panel').dataset.state")


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_following_a_track_counts_down_and_warns_aloud_when_leaving_it(make_app, tmp_path, lang):
    app = make_app("phone", lang)
    track = import_walk(app, tmp_path)
    app.driver.execute_cdp_cmd("Page.addScriptToEvaluateOnNewDocument", {"source": SPEECH_STUB})
    emulate_position(app, {"latitude": LAT, "longitude": east(10), "accuracy": 5})
    app.open(f"/map?track={track['id']}")
    app.wait.until(lambda d: d.find_elements(By.ID, "track-panel"))
    assert app.text(app.driver.find_element(By.ID, "track-panel-title")) == "Balade du port"
    # Drawn in its colour, two pieces (no line across the pause).
    app.wait.until(lambda d: app.js("return document.querySelectorAll('#map-canvas path.map-track').length") == 1)
    drawn = app.driver.find_element(By.CSS_SELECTOR, "#map-canvas path.map-track")
    assert drawn.get_attribute("stroke") == "#1e88e5"
    assert drawn.get_attribute("d").count("M") == 2
    app.screenshot(f"tracks-map-phone-{lang}", full_page=False)

    click(app, app.driver.find_element(By.ID, "track-follow"))
    app.wait.until(lambda d: app.js("return document.getElementById('track-panel').dataset.state") == "following")
    progress = []
    for metres in (100, 200, 300):
        assert follow_to(app, LAT, east(metres)) == "following"
        progress.append(int(app.driver.find_element(By.ID, "track-follow-progress").get_attribute("value")))
    assert progress == sorted(progress) and progress[0] < progress[-1], progress
    assert "300 m" in norm(app.driver.find_element(By.ID, "track-follow-text").text)
    # 80 m north of the track, twice: the warning is spoken once, with the way back (south).
    assert follow_to(app, north(80), east(320)) == "offTrack"
    assert follow_to(app, north(85), east(330)) == "offTrack"
    spoken = app.js("return window.__spoken")
    warnings = [text for text in spoken if text.startswith(tt(app, "track.follow.leftSpoken", back="").strip())]
    assert len(warnings) == 1, spoken
    text = app.text(app.driver.find_element(By.ID, "track-follow-text"))
    assert text.startswith(tt(app, "track.follow.off", back="").strip())
    app.screenshot(f"tracks-follow-off-phone-{lang}", full_page=False)
    assert follow_to(app, LAT, east(350)) == "following"
    assert app.js("return window.__spoken.at(-1)") == tt(app, "track.follow.backOn")
    # An 800 m fix at the track's end is set aside: said as imprecise, nothing spoken, not arrived.
    spoken_before = len(app.js("return window.__spoken"))
    assert follow_to(app, LAT, east(595), accuracy=800) == "following"
    assert app.text(app.driver.find_element(By.ID, "track-follow-text")) == tt(app, "track.follow.rough")
    assert app.js("return document.getElementById('track-panel').dataset.rough") == "true"
    assert len(app.js("return window.__spoken")) == spoken_before
    app.screenshot(f"tracks-follow-rough-phone-{lang}", full_page=False)
    assert follow_to(app, LAT, east(595)) == "arrived"
    assert app.js("return window.__spoken.at(-1)") == tt(app, "track.follow.arrived")


def record_count(app):
    return len(app.js("return JSON.parse(localStorage.getItem('baluchon.map.recording') || 'null')?.points || []"))


def fixes_seen(app):
    return int(app.js("return Number(document.getElementById('record-slot').dataset.fixes || 0)"))


def walk_to(app, latitude, longitude, expect_more=True):
    before, seen = record_count(app), fixes_seen(app)
    app.driver.execute_cdp_cmd("Emulation.setGeolocationOverride", {"latitude": latitude, "longitude": longitude, "accuracy": 5})
    app.wait.until(lambda d: fixes_seen(app) > seen)
    if expect_more:
        app.wait.until(lambda d: record_count(app) > before)
    else:
        assert record_count(app) == before


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_recording_a_walk_through_a_pause_and_a_reload_ends_as_a_saved_track(make_app, lang):
    app = make_app("phone", lang)
    wipe(app)
    app.js("localStorage.removeItem('baluchon.map.recording')")
    emulate_position(app, {"latitude": LAT, "longitude": LON, "accuracy": 5})
    open_map(app)
    button = app.driver.find_element(By.ID, "record-button")
    assert app.text(button) == st(app, "record.start")
    assert_record_button_on_the_map(app)
    app.screenshot(f"tracks-record-idle-phone-{lang}", full_page=False)
    click(app, button)
    app.wait.until(lambda d: record_count(app) == 1)
    assert button.get_attribute("data-state") == "recording"
    assert_record_button_on_the_map(app)
    for step in range(1, 5):
        walk_to(app, LAT, east(step * 20))
    # Standing still: fixes a few metres apart add nothing.
    for jitter in (2, -3, 1):
        walk_to(app, north(jitter), east(80 + jitter), expect_more=False)
    assert record_count(app) == 5
    app.screenshot(f"tracks-recording-phone-{lang}", full_page=False)

    click(app, app.driver.find_element(By.ID, "record-pause"))
    app.wait.until(lambda d: d.find_elements(By.ID, "record-resume"))
    app.driver.execute_cdp_cmd("Emulation.setGeolocationOverride", {"latitude": north(200), "longitude": east(200), "accuracy": 5})
    app.reload()
    app.wait.until(lambda d: app.js("return document.querySelector('#map-canvas').dataset.state") == "ready")
    app.wait.until(lambda d: d.find_elements(By.ID, "record-resume"))
    assert record_count(app) == 5
    assert st(app, "record.paused") in app.text(app.driver.find_element(By.ID, "record-status"))
    assert_record_button_on_the_map(app)
    app.screenshot(f"tracks-recording-paused-phone-{lang}", full_page=False)

    click(app, app.driver.find_element(By.ID, "record-resume"))
    app.wait.until(lambda d: record_count(app) == 6)
    walk_to(app, north(200), east(230))
    # A reload while recording goes on recording.
    app.reload()
    app.wait.until(lambda d: d.find_elements(By.ID, "record-pause"))
    walk_to(app, north(200), east(260))
    assert record_count(app) == 8

    click(app, app.driver.find_element(By.ID, "record-finish"))
    app.wait.until(lambda d: d.find_elements(By.ID, "record-save"))
    assert app.driver.find_element(By.ID, "record-gpx").is_displayed()
    click(app, app.driver.find_element(By.ID, "record-save"))
    app.wait.until(lambda d: d.find_elements(By.ID, "record-saved-link"))
    assert app.js("return localStorage.getItem('baluchon.map.recording')") is None
    app.screenshot(f"tracks-recorded-phone-{lang}", full_page=False)
    tracks = saved_tracks(app)
    assert len(tracks) == 1 and len(tracks[0]["points"]) == 8 and tracks[0]["breaks"] == [5]
    assert all(point[3].endswith("Z") for point in tracks[0]["points"])
    # Exported as GPX by the server: two segments, eight points.
    body = {"title": tracks[0]["name"], "places": [], "tracks": [{k: tracks[0][k] for k in ("name", "points", "breaks")}]}
    request = urllib.request.Request(f"{app.base_url}/api/v1/files/export?format=gpx", data=json.dumps(body).encode(),
                                     headers={"Content-Type": "application/json"})
    gpx = ET.fromstring(urllib.request.urlopen(request, timeout=10).read())
    assert [len(segment.findall("g:trkpt", GPX_NS)) for segment in gpx.findall(".//g:trkseg", GPX_NS)] == [5, 3]
    click(app, app.driver.find_element(By.ID, "record-saved-link"))
    app.wait_view("places")
    app.wait.until(lambda d: d.find_elements(By.CSS_SELECTOR, "#saved-track-list .track-item"))
