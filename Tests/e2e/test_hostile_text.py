"""Hostile text rendered inert on every page: the OWASP XSS filter-evasion payloads of
Tests/Fixtures/security/xss-payloads.txt typed where users type (place searches, saved places, dice,
translation, amounts) and received where pages show what others wrote (place names from the API, a shared
list, imported files, a room's rolls in another browser). After each: no payload ran, no dialog opened, no
Content-Security-Policy violation was reported, no markup was injected, and the text shows as text."""
import json
import time
import urllib.parse
import urllib.request
from xml.sax.saxutils import escape

import pytest
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys

from e2e_support import REPO_ROOT, ROUTES

PAYLOADS = [line for line in (REPO_ROOT / "Tests" / "Fixtures" / "security" / "xss-payloads.txt")
            .read_text(encoding="utf-8").splitlines() if line and not line.startswith("# ")]
# A dice label is the text between "[" and "]", at most 40 characters kept.
LABELS = [payload for payload in PAYLOADS if "[" not in payload and "]" not in payload]
LABEL_LENGTH = 40
ROOM_ROLLS_PER_SECOND = 4  # under RoomLimits.perSecond (5), so that no roll is refused as too fast
ONLINE_RESULTS = 8  # the places an online search lists (Public/js/places/search.js)
assert len(PAYLOADS) >= 25 and all(len(payload) <= 120 for payload in PAYLOADS), "a search takes 120 characters"

# Installed in every document before the page's own scripts: records CSP violations and dialogs.
GUARD = """
window.__csp = [];
document.addEventListener('securitypolicyviolation', (event) => {
  window.__csp.push(`${event.violatedDirective} ${event.blockedURI} ${event.sample}`);
}, true);
window.__dialogs = 0;
for (const name of ['alert', 'confirm', 'prompt', 'print']) window[name] = () => { window.__dialogs += 1; };
"""

# What an injection would leave behind: the marker, a dialog, a CSP report, or markup no page makes.
PROBLEMS = """
const problems = [];
if (window.__pwned) problems.push('a payload ran');
if (window.__dialogs) problems.push('a dialog was opened');
for (const report of window.__csp || []) problems.push(`CSP violation: ${report}`);
const forbidden = new Set(['iframe', 'frame', 'frameset', 'object', 'embed', 'applet', 'base', 'style', 'math', 'template']);
const urlAttributes = new Set(['href', 'xlink:href', 'src', 'action', 'formaction', 'data', 'background', 'poster', 'lowsrc']);
for (const node of document.querySelectorAll('*')) {
  const tag = node.localName.toLowerCase();
  if (forbidden.has(tag)) problems.push(`<${tag}> element`);
  if (tag === 'script' && !(node.src && new URL(node.src).origin === location.origin)) problems.push('inline or foreign <script>');
  if (tag === 'meta' && node.hasAttribute('http-equiv')) problems.push('<meta http-equiv>');
  for (const attribute of node.attributes) {
    const name = attribute.name.toLowerCase();
    if (name.startsWith('on')) problems.push(`<${tag} ${name}>`);
    if (name === 'srcdoc') problems.push(`<${tag} srcdoc>`);
    const value = attribute.value.replace(/[\\u0000-\\u0020]/g, '').toLowerCase();
    if (urlAttributes.has(name) && /^(javascript|vbscript|data:text\\/html)/.test(value)) problems.push(`<${tag} ${name}="${attribute.value}">`);
  }
}
return problems;
"""


def guarded(make_app, viewport="desktop", lang="en"):
    app = make_app(viewport, lang)
    app.driver.execute_cdp_cmd("Page.addScriptToEvaluateOnNewDocument", {"source": GUARD})
    return app


def assert_inert(app, where):
    problems = app.js(PROBLEMS)
    assert problems == [], f"{where}: {problems}"


def shown(app, selector, text):
    """True when an element matching selector has text among its text (never as markup)."""
    return not missing(app, selector, [text])


def missing(app, selector, texts):
    """The texts no element matching selector has among its text (asked of the page at once)."""
    return app.js("const shown = [...document.querySelectorAll(arguments[0])].map(e => e.textContent);"
                  "return arguments[1].filter(text => !shown.some(content => content.includes(text)))", selector, texts)


def click(app, element):
    app.js("arguments[0].scrollIntoView({block: 'center'})", element)
    element.click()


# A paste: the field's maxlength holds, and the page hears one input event.
PASTE = """
const paste = (field, text) => {
  field.focus();
  field.value = field.maxLength >= 0 ? text.slice(0, field.maxLength) : text;
  field.dispatchEvent(new InputEvent('input', {bubbles: true, inputType: 'insertFromPaste', data: text}));
};
"""


def type_into(app, element_id, text, *keys):
    """Pastes text into the field, as a traveller pasting hostile text would, then presses keys. (Typed key by
    key, the payloads took minutes of chromedriver round trips and tested nothing more: the pages read
    fields on input events, which a paste fires too.)"""
    field = app.driver.find_element(By.ID, element_id)
    app.js(PASTE + "paste(arguments[0], arguments[1])", field, text)
    if keys:
        field.send_keys(*keys)
    return field


def fill(app, fields):
    """Pastes each text into its field ([(id, text), …]) in this order, in one call to the page."""
    app.js(PASTE + "for (const [id, text] of arguments[0]) paste(document.getElementById(id), text)", fields)


def type_each(app, where, field_id, *keys, reset=None, submit=None, done=None, text_only=None):
    """Every payload typed into field_id (then keys, or a click on submit); once the JS `done` holds, the
    page must be inert and `text_only` (a selector) hold text alone."""
    for payload in PAYLOADS:
        if reset:
            app.js(reset)
        type_into(app, field_id, payload, *keys)
        if submit:
            click(app, app.driver.find_element(By.ID, submit))
        if done:
            app.wait.until(lambda d: app.js(done))
        if text_only:
            assert app.js("return document.querySelectorAll(arguments[0]).length", f"{text_only} *") == 0, payload
        assert_inert(app, f"{where} {payload!r}")


def test_every_page_has_a_csp_without_inline_scripts(base_url):
    for path in [*ROUTES.values(), "/index.html", "/places?list=x", "/games?room=ABC123"]:
        with urllib.request.urlopen(base_url + path, timeout=10) as res:
            policy = res.headers["Content-Security-Policy"]
        assert policy, path
        directives = {part.split()[0]: part.split()[1:] for part in policy.split(";") if part.strip()}
        scripts = directives.get("script-src", directives.get("default-src"))
        assert scripts and "'self'" in scripts, (path, policy)
        assert "'unsafe-inline'" not in scripts and "'unsafe-eval'" not in scripts, (path, policy)
        assert not any(source in ("*", "data:", "blob:") for source in scripts), (path, policy)
        assert directives.get("object-src") == ["'none'"] and directives.get("base-uri") == ["'none'"], (path, policy)


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_no_page_reports_a_csp_violation(make_app, lang):
    app = guarded(make_app, "phone", lang)
    for route, path in ROUTES.items():
        app.open(path)
        app.wait_view(route)
        assert_inert(app, path)


def test_saved_place_names_notes_and_groups_stay_text(make_app):
    app = guarded(make_app, "desktop", "fr")
    app.open("/places")
    app.wait_view("places")
    for index, payload in enumerate(PAYLOADS):
        fill(app, [("saved-name", payload), ("saved-position", f"45.{index:02d}, 5.7"), ("saved-note", payload), ("saved-group", payload)])
        click(app, app.driver.find_element(By.ID, "saved-save"))
        app.wait.until(lambda d, n=index + 1: app.js("return document.querySelectorAll('#saved-list li.saved-item').length") == n)
    assert_inert(app, "saved list")
    assert missing(app, "#saved-list .saved-name", PAYLOADS) == [] and missing(app, "#saved-list .saved-note", PAYLOADS) == []
    app.reload()
    app.wait.until(lambda d: app.js("return document.querySelectorAll('#saved-list li.saved-item').length") == len(PAYLOADS))
    assert_inert(app, "saved list after a reload")
    first = app.driver.find_element(By.CSS_SELECTOR, "#saved-list li.saved-item")
    click(app, first.find_elements(By.CSS_SELECTOR, ".saved-item-actions button")[1])  # share, edit, up, down, delete
    assert app.driver.find_element(By.ID, "saved-name").get_attribute("value") == PAYLOADS[0]
    assert_inert(app, "editing a saved place")
    click(app, first.find_element(By.CSS_SELECTOR, ".saved-open-map"))
    app.wait_view("map")
    app.wait.until(lambda d: app.js("return document.querySelector('#map-canvas')?.dataset.state") in ("ready", "failed"))
    assert_inert(app, "a saved place on the map")


def test_a_shared_list_from_the_server_stays_text(make_app, base_url):
    places = [{"name": payload, "note": payload, "group": payload, "latitude": 45 + i / 100, "longitude": 5.7}
              for i, payload in enumerate(PAYLOADS)]
    request = urllib.request.Request(f"{base_url}/api/v1/lists", method="POST",
                                     data=json.dumps({"title": PAYLOADS[0], "places": places}).encode(),
                                     headers={"Content-Type": "application/json"})
    with urllib.request.urlopen(request, timeout=10) as res:
        list_id = json.load(res)["list"]["id"]
    app = guarded(make_app, "phone", "en")
    app.open(f"/places?list={urllib.parse.quote(list_id)}")
    app.wait_view("places")
    preview = app.wait.until(lambda d: d.find_element(By.ID, "saved-preview"))
    app.wait.until(lambda d: app.js("return document.querySelector('#saved-preview-map')?.dataset.state") == "ready")
    assert_inert(app, "a shared list's preview")
    assert missing(app, "#saved-preview", PAYLOADS) == []
    click(app, preview.find_element(By.ID, "saved-import"))
    app.wait.until(lambda d: app.js("return document.querySelectorAll('#saved-list li.saved-item').length") == len(PAYLOADS))
    assert_inert(app, "a shared list once imported")


def gpx(payloads):
    points = "".join(f'<wpt lat="45.{i:02d}" lon="5.7"><name>{escape(p)}</name><desc>{escape(p)}</desc></wpt>'
                     for i, p in enumerate(payloads))
    return f'<?xml version="1.0" encoding="UTF-8"?><gpx version="1.1" creator="test" xmlns="http://www.topografix.com/GPX/1/1">{points}</gpx>'


def kml(payloads):
    marks = "".join(f"<Placemark><name>{escape(p)}</name><description>{escape(p)}</description>"
                    f"<Point><coordinates>5.7,45.{i:02d}</coordinates></Point></Placemark>" for i, p in enumerate(payloads))
    return (f'<?xml version="1.0" encoding="UTF-8"?><kml xmlns="http://www.opengis.net/kml/2.2"><Document>'
            f"<name>{escape(payloads[0])}</name>{marks}</Document></kml>")


def geojson(payloads):
    return json.dumps({"type": "FeatureCollection", "features": [
        {"type": "Feature", "geometry": {"type": "Point", "coordinates": [5.7, 45 + i / 100]},
         "properties": {"name": p, "description": p, "note": p}} for i, p in enumerate(payloads)]})


def csv(payloads):
    quote = lambda text: '"' + text.replace('"', '""') + '"'  # noqa: E731 (RFC 4180 quoting)
    return "name,latitude,longitude,note\r\n" + "".join(f"{quote(p)},45.{i:02d},5.7,{quote(p)}\r\n" for i, p in enumerate(payloads))


@pytest.mark.parametrize("extension,write", [("gpx", gpx), ("kml", kml), ("geojson", geojson), ("csv", csv)])
def test_imported_file_fields_stay_text(make_app, tmp_path, extension, write):
    app = guarded(make_app, "desktop", "en")
    app.open("/places")
    app.wait_view("places")
    # The file's own name is hostile too: the page shows it once chosen.
    path = tmp_path / f"<img src=x onerror=window.__pwned=1>.{extension}"
    path.write_text(write(PAYLOADS), encoding="utf-8")
    app.js("document.getElementById('saved-file').hidden = false")
    app.driver.find_element(By.ID, "saved-file").send_keys(str(path))
    preview = app.wait.until(lambda d: d.find_element(By.ID, "saved-preview"))
    assert_inert(app, f"a {extension} file's preview")
    assert shown(app, "#saved-file-name", path.name)
    assert missing(app, "#saved-preview", PAYLOADS) == [], extension
    click(app, preview.find_element(By.ID, "saved-import"))
    app.wait.until(lambda d: app.js("return document.querySelectorAll('#saved-list li.saved-item').length") == len(PAYLOADS))
    assert_inert(app, f"places imported from a {extension} file")
    assert missing(app, "#saved-list .saved-name", PAYLOADS) == [], extension


def test_place_names_from_an_online_search_stay_text_on_every_page(make_app, upstream_names):
    app = guarded(make_app, "desktop", "en")
    app.open("/settings")
    app.wait_view("settings")
    # The server asks Nominatim once a second at most: each hostile search is answered with as many places
    # as the page lists, each named after a payload.
    for start in range(0, len(PAYLOADS), ONLINE_RESULTS):
        # The server keeps answers by the folded search text, in which some payloads are alike: a number
        # makes each search its own.
        query = f"{PAYLOADS[start]} {start}"
        names = upstream_names[query] = [f"{payload} {start}" for payload in PAYLOADS[start:start + ONLINE_RESULTS]]
        type_into(app, "travel-away-location", query, Keys.ENTER)
        app.wait.until(lambda d, n=names: not missing(app, "#travel-away-location-results .place-name", n),
                       f"no online results named {names!r}")
        assert_inert(app, f"online search for {query!r}")
    click(app, app.driver.find_element(By.CSS_SELECTOR, "#travel-away-location-results .place-option"))
    app.wait.until(lambda d: shown(app, "#view-body", names[0]))
    assert_inert(app, "a hostile place chosen as away")
    app.allow_console("api/v1/weather")  # the replayed Open-Meteo has no forecast for this place
    for route in ("weather", "map", "currency", "translate", "home"):
        app.open(ROUTES[route])
        app.wait_view(route)
        assert_inert(app, f"{route} with a hostile away place")


def test_weather_and_map_searches_stay_text(make_app):
    app = guarded(make_app, "desktop", "fr")
    app.open("/weather")
    app.wait_view("weather")
    type_each(app, "weather search for", "weather-search", reset="document.getElementById('weather-search-hint').textContent = ''",
              done="return document.getElementById('weather-search-hint').textContent !== ''"
                   " && !document.getElementById('weather-results').hasAttribute('aria-busy')")
    app.open("/map")
    app.wait_view("map")
    app.wait.until(lambda d: d.find_element(By.ID, "map-search"))  # the map's controls come after its title
    type_each(app, "map search for", "map-search", Keys.ENTER,
              done="const l = document.querySelector('#map-results'); return l.dataset.state === 'loaded' && !l.hasAttribute('aria-busy')")


def test_translation_input_and_output_stay_text(make_app):
    app = guarded(make_app, "desktop", "fr")
    app.open("/translate")
    app.wait_view("translate")
    app.wait.until(lambda d: app.js("return document.querySelector('#translate-form').dataset.state || ''") == "ready")
    type_each(app, "translation of", "translate-text", reset="document.getElementById('translate-result').replaceChildren()",
              # Elements there: only the highlights of the words Apertium did not know, each holding text alone.
              submit="translate-go", text_only="#translate-result :not(mark.unknown-word), #translate-result mark",
              done="return document.querySelector('#translate-result').textContent.length > 0"
                   " || document.querySelector('#translate-error').childElementCount > 0")


def test_money_amounts_stay_text(make_app):
    app = guarded(make_app, "desktop", "en")
    app.open("/currency")
    app.wait_view("currency")
    type_each(app, "amount", "cv-amount-a")


def test_dice_expressions_and_labels_stay_text(make_app):
    app = guarded(make_app, "desktop", "en")
    app.allow_console("400")
    app.open("/games")
    app.wait_view("games")
    type_each(app, "dice expression", "dice-expression", Keys.ENTER, reset="document.getElementById('dice-error').replaceChildren()",
              done="return document.getElementById('dice-error').childElementCount > 0")
    for count, label in enumerate(LABELS, start=1):
        type_into(app, "dice-expression", f"1d6 [{label}]", Keys.ENTER)
        app.wait.until(lambda d, n=count: app.js("return document.querySelectorAll('#dice-history > li').length") == n)
    assert_inert(app, "dice labels")
    assert missing(app, "#dice-history", [label[:LABEL_LENGTH].strip() for label in LABELS]) == []
    app.reload()
    app.wait.until(lambda d: app.js("return document.querySelectorAll('#dice-history > li').length") == len(LABELS))
    assert_inert(app, "dice labels after a reload")


def test_a_room_keeps_hostile_names_out_and_labels_inert_in_the_other_browser(make_app):
    host = guarded(make_app, "desktop", "fr")
    host.allow_console("400")
    host.open("/games")
    host.wait_view("games")
    # The name field keeps 24 characters: what is left of each payload is still hostile.
    for payload in PAYLOADS[:8]:
        host.js("document.getElementById('room-error').replaceChildren()")
        type_into(host, "room-name", payload)
        click(host, host.driver.find_element(By.ID, "room-create"))
        host.wait.until(lambda d: host.js("return document.getElementById('room-error').textContent.length > 0"))
        assert_inert(host, f"player name {payload!r}")
    type_into(host, "room-name", "Maud")
    click(host, host.driver.find_element(By.ID, "room-create"))
    code = host.wait.until(lambda d: d.find_element(By.ID, "room-code-shown")).text

    guest = guarded(make_app, "phone", "en")
    guest.open(f"/games?room={code}")
    guest.wait_view("games")
    type_into(guest, "room-name", "Ilyes")
    click(guest, guest.driver.find_element(By.ID, "room-join"))
    for app in (host, guest):
        app.wait.until(lambda d, a=app: a.js("return document.querySelectorAll('#room-players li').length") == 2)
    rolls_by_maud = "return [...document.querySelectorAll('#room-rolls .roll-who')].filter(e => e.textContent === 'Maud').length"
    next_roll = time.monotonic()
    for count, label in enumerate(LABELS, start=1):
        time.sleep(max(0.0, next_roll - time.monotonic()))  # the server's pace for one player (RoomLimits.perSecond)
        next_roll = time.monotonic() + 1 / ROOM_ROLLS_PER_SECOND
        type_into(host, "dice-expression", f"1d6 [{label}]", Keys.ENTER)
        guest.wait.until(lambda d, n=count: guest.js(rolls_by_maud) == n)
    for app in (host, guest):
        app.wait.until(lambda d, a=app: missing(a, "#room-rolls", [label[:LABEL_LENGTH].strip() for label in LABELS]) == [])
        assert_inert(app, f"room rolls in the {app.viewport} browser")
