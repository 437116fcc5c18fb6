"""Accessibility at phone size, in French and English: every page passes axe-core (no violation of impact serious
or critical), the page's language follows the FR/EN switch, and the flows a keyboard and a screen reader lean on
work — a map result's popup takes the focus and gives it back (Space and Escape close it, Space zooms), the
dice history is not read whole at each roll and clearing it keeps the focus, the currency picker says how many
currencies match, the translation history and the saved places keep the focus when an entry is starred,
moved or deleted, and a field to correct (a place's, an amount) is marked invalid, described by its message and
focused; typing in it clears that.

axe-core comes from the selenium-axe-python package (Tests/e2e/requirements.txt), injected into each page.
"""
import json
from importlib import resources

import pytest
from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys

from e2e_support import REPO_ROOT, ROUTES, filled, norm
from test_map import monaco  # noqa: F401 (a fixture: the Monaco region served)

AXE = (resources.files("selenium_axe_python") / "axe-core" / "axe.min.js").read_text(encoding="utf-8")
BLOCKING = ("serious", "critical")
PARTS = {lang: {key: value for part in ("map", "games", "saved")
                for key, value in json.loads((REPO_ROOT / "Public" / "i18n" / f"{part}.{lang}.json").read_text(encoding="utf-8")).items()}
         for lang in ("fr", "en")}


def part(app, key, **params):
    """A string of a capability's catalog (map, games, saved), placeholders filled."""
    return norm(filled(PARTS[app.lang][key], **params))


def blocking_violations(app, where):
    """axe-core's serious and critical violations on the page as it is now, one line each."""
    if not app.js("return typeof window.axe === 'object'"):
        app.js(AXE)
    found = app.js_async(
        "const done = arguments[arguments.length - 1];"
        "axe.run(document, { resultTypes: ['violations'] })"
        "  .then((r) => done(r.violations), (e) => done([{ id: 'axe-error', impact: 'critical', help: String(e), nodes: [] }]));")
    return [f"{where}: {v['id']} ({v['impact']}) {v['help']} — "
            + "; ".join(" ".join(node["target"]) for node in v["nodes"][:5])
            for v in found if v["impact"] in BLOCKING]


def settle(app, route):
    """The view drawn and its first answers in: no part still busy, the map drawn, the converter's rates read."""
    app.wait_view(route)
    if route == "map":
        app.wait.until(lambda d: app.js("return document.querySelector('#map-canvas').dataset.state") in ("ready", "failed"))
    if route in ("home", "currency"):
        app.wait.until(lambda d: app.js("return document.querySelector('.converter').dataset.state") != "loading")
    app.wait.until(lambda d: app.js("return !document.querySelector('[aria-busy=\"true\"]')"))
    app.wait_animations()


def active(app):
    return app.js("return document.activeElement")


def press(app, *keys):
    """Keys as a keyboard types them, to whatever has the focus."""
    ActionChains(app.driver).send_keys(*keys).perform()


def outline(app):
    """The focused element's outline style ('none' when the focus cannot be seen)."""
    return app.js("return getComputedStyle(document.activeElement).outlineStyle")


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_every_page_passes_axe_at_phone_size_and_follows_the_language(make_app, monaco, lang):
    app = make_app("phone", lang)
    found = []
    for route, path in ROUTES.items():
        app.open(path)
        settle(app, route)
        assert app.html_lang() == lang, f"{path}: <html lang> is {app.html_lang()!r}"
        # What folds away is checked unfolded too (the weather's forecast, its hours scrolling sideways).
        app.js("document.querySelectorAll('#view details').forEach((details) => { details.open = true; })")
        found += blocking_violations(app, f"{lang} {path}")
    app.open("/nowhere")
    settle(app, "notFound")
    found += blocking_violations(app, f"{lang} /nowhere")
    app.open("/")
    settle(app, "home")
    app.open_menu()
    found += blocking_violations(app, f"{lang} / (menu open)")
    assert not found, "axe-core found serious or critical violations:\n" + "\n".join(found)

    other = "en" if lang == "fr" else "fr"
    app.open("/")
    settle(app, "home")
    app.click_lang(other)
    assert app.html_lang() == other
    app.wait_view("home", other)
    app.click_lang(lang)
    app.wait_view("home", lang)


def test_a_map_result_takes_its_popup_to_the_keyboard_and_back(make_app, monaco):
    app = make_app("phone", "fr")
    app.open("/about")
    app.js("localStorage.setItem('baluchon.scheme', JSON.stringify('away')); localStorage.removeItem('baluchon.map.view')")
    app.open("/map")
    settle(app, "map")
    app.driver.find_element(By.ID, "map-search").send_keys("pharmacie", Keys.ENTER)
    app.wait.until(lambda d: app.js("const l = document.querySelector('#map-results');"
                                    "return l.dataset.state === 'loaded' && !l.hasAttribute('aria-busy')"))
    result = app.driver.find_element(By.CSS_SELECTOR, "#map-results .map-result-button")
    result.send_keys(Keys.ENTER)
    # The popup takes the focus, on its first button, and the focus can be seen (Leaflet 1.6 takes outlines off).
    app.wait.until(lambda d: app.js("return !!document.activeElement.closest('.leaflet-popup')"))
    assert "map-popup-route" in active(app).get_attribute("class")
    assert outline(app) != "none"
    app.wait_animations()
    violations = blocking_violations(app, "fr /map (away, a result's popup open)")
    assert not violations, "\n".join(violations)

    # Its "×" is a named button that Space presses; the focus comes back to the result.
    for _ in range(4):
        if "leaflet-popup-close-button" in active(app).get_attribute("class"):
            break
        press(app, Keys.TAB)
    close = active(app)
    assert "leaflet-popup-close-button" in close.get_attribute("class")
    assert (close.get_attribute("role"), close.get_attribute("aria-label")) == ("button", part(app, "map.popup.close"))
    assert outline(app) != "none"
    press(app, Keys.SPACE)
    app.wait.until(lambda d: not app.js("return document.querySelector('.leaflet-popup')"))
    assert active(app) == result

    # Escape in the popup closes it too, and gives the focus back.
    result.send_keys(Keys.ENTER)
    app.wait.until(lambda d: app.js("return !!document.activeElement.closest('.leaflet-popup')"))
    press(app, Keys.ESCAPE)
    app.wait.until(lambda d: not app.js("return document.querySelector('.leaflet-popup')"))
    assert active(app) == result

    # The zoom buttons (links with role=button) answer Space as buttons do, and the page does not scroll.
    app.js("window.scrollTo(0, 0)")
    zoom = app.js("return JSON.parse(localStorage.getItem('baluchon.map.view')).zoom")
    app.js("document.querySelector('.leaflet-control-zoom-in').focus()")
    assert outline(app) != "none"
    press(app, Keys.SPACE)
    app.wait.until(lambda d: app.js("return JSON.parse(localStorage.getItem('baluchon.map.view')).zoom") == zoom + 1)
    assert app.js("return window.scrollY") == 0
    # The map itself shows when it has the focus (its arrows pan it).
    app.js("document.querySelector('#map-canvas').focus()")
    assert outline(app) != "none"


def test_the_dice_history_is_not_read_whole_and_clearing_it_keeps_the_focus(make_app):
    app = make_app("phone", "en")
    app.open("/games")
    settle(app, "games")
    field = app.driver.find_element(By.ID, "dice-expression")
    for count in (1, 2):
        field.send_keys(Keys.CONTROL, "a")
        field.send_keys("2d6", Keys.ENTER)
        app.wait.until(lambda d, n=count: app.js("return document.querySelectorAll('#dice-history > li').length") == n)
    # Each roll is announced once, by the page's live region; the history around it is not live.
    app.wait.until(lambda d: "2d6" in app.js("return document.querySelector('#live').textContent"))
    assert app.js("return document.querySelector('#dice-history').closest('[aria-live]')") is None
    app.driver.find_element(By.ID, "dice-clear").send_keys(Keys.ENTER)
    app.wait.until(lambda d: app.js("return document.querySelectorAll('#dice-history > li').length") == 0)
    assert active(app).get_attribute("id") == "dice-expression"
    app.wait.until(lambda d: norm(app.js("return document.querySelector('#live').textContent")) == part(app, "games.history.cleared"))


def test_the_currency_picker_says_how_many_currencies_match(make_app):
    app = make_app("phone", "en")
    app.open("/currency")
    settle(app, "currency")
    app.driver.find_element(By.ID, "cv-from").send_keys(Keys.ENTER)
    app.wait.until(lambda d: active(app).get_attribute("id") == "cv-from-search")
    assert app.js("return document.querySelector('#cv-from-list').closest('[aria-live]')") is None
    press(app, "jp")
    count = app.driver.find_element(By.ID, "cv-from-count")
    assert count.get_attribute("role") == "status"
    app.wait.until(lambda d: norm(count.get_attribute("textContent")) == app.t("money.picker.count.one").replace("{count}", "1"))
    press(app, Keys.ENTER)
    app.wait.until(lambda d: active(app).get_attribute("id") == "cv-from")
    assert "JPY" in active(app).get_attribute("aria-label")


def test_the_translation_history_keeps_the_focus_when_an_entry_is_starred_or_removed(make_app):
    app = make_app("phone", "en")
    app.open("/about")
    entries = [{"id": f"e{n}", "text": f"bonjour {n}", "source": "fr", "target": "en", "translation": f"hello {n}",
                "route": ["fr", "en"], "quality": "rough", "unknownWords": [], "providerName": "Baluchon", "offline": True,
                "at": 1_700_000_000_000 - n, "starred": False} for n in (1, 2)]
    app.js("localStorage.setItem('baluchon.words.history', JSON.stringify(arguments[0]))", entries)
    app.open("/translate")
    settle(app, "translate")
    # Each row's buttons are named after its text: a screen reader's list of buttons tells them apart.
    names = app.js("return [...document.querySelectorAll('#translate-history-list button')].map((b) => b.getAttribute('aria-label'))")
    assert len(names) == len(set(names)) == 6, names
    star = app.driver.find_element(By.CSS_SELECTOR, '#translate-history-list li[data-id="e1"] .history-star')
    assert "bonjour 1" in star.get_attribute("aria-label")
    star.send_keys(Keys.ENTER)
    app.wait.until(lambda d: app.js("return document.activeElement.matches('li[data-id=\"e1\"] .history-star[aria-pressed=\"true\"]')"))
    app.driver.find_element(By.CSS_SELECTOR, 'li[data-id="e1"] .history-remove').send_keys(Keys.ENTER)
    app.wait.until(lambda d: app.js("return document.activeElement.matches('li[data-id=\"e2\"] .history-remove')"))
    press(app, Keys.ENTER)
    app.wait.until(lambda d: active(app).get_attribute("id") == "translate-history-h")


def test_saved_places_keep_the_focus_when_moved_deleted_and_restored(make_app):
    app = make_app("phone", "fr")
    app.open("/places")
    settle(app, "places")
    for name, where in (("Casino", "43.7396, 7.4276"), ("Port", "43.7350, 7.4215")):
        app.driver.find_element(By.ID, "saved-name").send_keys(name)
        app.driver.find_element(By.ID, "saved-position").send_keys(where)
        app.driver.find_element(By.ID, "saved-save").send_keys(Keys.ENTER)
        app.wait.until(lambda d, n=name: n in app.js("return document.querySelector('#saved-list').textContent"))
    first = app.js("return document.querySelector('#saved-list > li').dataset.id")
    app.driver.find_element(By.CSS_SELECTOR, f'#saved-list li[data-id="{first}"] [data-action="down"]').send_keys(Keys.ENTER)
    app.wait.until(lambda d: app.js("return document.querySelector('#saved-list > li:last-child').dataset.id") == first)
    app.wait.until(lambda d: app.js("return document.activeElement.matches(arguments[0])", f'li[data-id="{first}"] [data-action="down"]'))
    app.wait.until(lambda d: norm(app.js("return document.querySelector('#live').textContent"))
                   == part(app, "saved.moved", name="Casino", position=2))
    press(app, Keys.TAB)  # past "↓" to "Supprimer"
    assert active(app).get_attribute("data-action") == "delete"
    press(app, Keys.ENTER)
    app.wait.until(lambda d: active(app).get_attribute("id") == "saved-undo")
    press(app, Keys.ENTER)
    app.wait.until(lambda d: app.js("return document.activeElement.matches(arguments[0])", f'li[data-id="{first}"] [data-action="delete"]'))


def described(app, field):
    """The texts of what the field's aria-describedby names, in order ('<missing>' for an id with no element)."""
    return app.js("return (arguments[0].getAttribute('aria-describedby') || '').split(/\\s+/).filter(Boolean)"
                  "  .map((id) => document.getElementById(id)?.textContent ?? '<missing>')", field)


def test_a_wrong_place_is_tied_to_its_field_which_takes_the_focus_until_corrected(make_app):
    app = make_app("phone", "fr")
    app.open("/places")
    settle(app, "places")
    name = app.driver.find_element(By.ID, "saved-name")
    position = app.driver.find_element(By.ID, "saved-position")
    save = app.driver.find_element(By.ID, "saved-save")
    # Nothing typed: the first field to correct, the name, is marked, described by the message and focused.
    save.send_keys(Keys.ENTER)
    app.wait.until(lambda d: name.get_attribute("aria-invalid") == "true")
    assert [norm(text) for text in described(app, name)] == [part(app, "saved.error.no_name")]
    assert active(app).get_attribute("id") == "saved-name"
    name.send_keys("Casino")
    assert name.get_attribute("aria-invalid") != "true" and not described(app, name)
    # Coordinates off the Earth: the same for the position field, in the page's language.
    position.send_keys("91, 7.42")
    save.send_keys(Keys.ENTER)
    app.wait.until(lambda d: position.get_attribute("aria-invalid") == "true")
    assert [norm(text) for text in described(app, position)] == [part(app, "saved.error.coordinate_out_of_range")]
    assert active(app).get_attribute("id") == "saved-position"
    assert app.js("return getComputedStyle(arguments[0]).borderTopColor", position) \
        != app.js("return getComputedStyle(arguments[0]).borderTopColor", name), "the field to correct is seen too"
    press(app, Keys.BACKSPACE)
    assert position.get_attribute("aria-invalid") != "true" and not described(app, position)
    # Its message is gone from the status line too (not read by a sighted traveller once fixed).
    assert status_line(app) == ("", None)
    # A later message about something else (the name, emptied) is not wiped by typing in the position.
    save.send_keys(Keys.ENTER)
    app.wait.until(lambda d: position.get_attribute("aria-invalid") == "true")
    name.clear()
    save.send_keys(Keys.ENTER)
    app.wait.until(lambda d: name.get_attribute("aria-invalid") == "true")
    position.send_keys("1")
    assert status_line(app) == (part(app, "saved.error.no_name"), "error")
    name.send_keys("Casino")
    assert status_line(app) == ("", None)


def status_line(app):
    """The saved-places status line: its text and its data-kind (None when it has none)."""
    line = app.driver.find_element(By.ID, "saved-status")
    return norm(line.get_attribute("textContent")).strip(), line.get_attribute("data-kind")


def test_a_wrong_amount_is_tied_to_its_field_until_corrected(make_app):
    app = make_app("phone", "en")
    app.open("/currency")
    settle(app, "currency")
    field = app.driver.find_element(By.ID, "cv-amount-a")
    field.send_keys(Keys.CONTROL, "a")
    field.send_keys("12x")
    app.wait.until(lambda d: field.get_attribute("aria-invalid") == "true")
    assert [norm(text) for text in described(app, field)] == [app.t("money.amountError.invalid")]
    assert active(app).get_attribute("id") == "cv-amount-a"
    press(app, Keys.BACKSPACE)
    app.wait.until(lambda d: field.get_attribute("aria-invalid") != "true")
    assert not described(app, field)
