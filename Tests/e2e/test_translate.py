"""The Translate page against the real server with offline Apertium (no key configured)."""
import pytest
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.support.ui import Select

VIEWPORT_NAMES = ("phone", "desktop")
FRENCH = "Bonjour, je voudrais un café et un croissant, s’il vous plaît."


def open_translate(app):
    app.open("/translate")
    app.wait_view("translate")
    app.wait.until(lambda d: app.js("return document.querySelector('#translate-form').dataset.state || ''") == "ready")


def pickers(app):
    return (Select(app.driver.find_element(By.ID, "translate-source")),
            Select(app.driver.find_element(By.ID, "translate-target")))


def type_text(app, text):
    area = app.driver.find_element(By.ID, "translate-text")
    area.clear()
    area.send_keys(text)
    return area


def wait_result(app):
    app.wait.until(lambda d: app.js("return document.querySelector('#translate-result').textContent.length > 0"
                                    " || document.querySelector('#translate-error').childElementCount > 0"))
    return app.js("return document.querySelector('#translate-result').textContent")


@pytest.mark.parametrize("viewport", VIEWPORT_NAMES)
@pytest.mark.parametrize("lang,source,target", [("fr", "fr", "en"), ("en", "en", "fr")])
def test_default_direction_follows_the_browser(make_app, viewport, lang, source, target):
    app = make_app(viewport, lang)
    open_translate(app)
    source_picker, target_picker = pickers(app)
    assert source_picker.first_selected_option.get_attribute("value") == source
    assert target_picker.first_selected_option.get_attribute("value") == target
    names = [option.text for option in source_picker.options]
    assert names == sorted(names, key=lambda name: name.casefold()), "languages sorted in the UI language"
    assert app.text(app.driver.find_element(By.ID, "translate-provider")) == app.t("translate.providerOffline").replace("{name}", "Apertium")
    assert app.horizontal_overflow() <= 0
    app.screenshot(f"{viewport}-translate-empty-{lang}")


def test_default_direction_follows_home_and_away_languages(make_app):
    app = make_app("phone", "fr")
    app.open("/")
    app.wait_ready()
    app.js("localStorage.setItem('baluchon.home', JSON.stringify({language: 'es'}));"
           "localStorage.setItem('baluchon.away', JSON.stringify({language: 'ca'}));")
    open_translate(app)
    source_picker, target_picker = pickers(app)
    assert source_picker.first_selected_option.get_attribute("value") == "es"
    assert target_picker.first_selected_option.get_attribute("value") == "ca"


@pytest.mark.parametrize("viewport", VIEWPORT_NAMES)
def test_translates_through_a_pivot_and_says_so(make_app, viewport):
    app = make_app(viewport, "fr")
    open_translate(app)
    type_text(app, FRENCH)
    app.driver.find_element(By.ID, "translate-go").click()
    result = wait_result(app)
    assert "coffee" in result.lower()
    meta = app.text(app.driver.find_element(By.ID, "translate-meta"))
    assert "Apertium" in meta and "espagnol" in meta and "ms" in meta
    assert app.js("return document.querySelector('#translate-result').getAttribute('lang')") == "en"
    assert app.horizontal_overflow() <= 0
    app.screenshot(f"{viewport}-translate-result-fr")


def test_ctrl_enter_translates(make_app):
    app = make_app("desktop", "en")
    open_translate(app)
    area = type_text(app, "The black cat sleeps in the house.")
    area.send_keys(Keys.CONTROL, Keys.ENTER)
    assert "chat" in wait_result(app).lower()


def test_swap_exchanges_languages_and_clears_both_fields(make_app):
    app = make_app("phone", "fr")
    open_translate(app)
    type_text(app, FRENCH)
    app.driver.find_element(By.ID, "translate-go").click()
    wait_result(app)
    app.driver.find_element(By.ID, "translate-swap").click()
    source_picker, target_picker = pickers(app)
    assert source_picker.first_selected_option.get_attribute("value") == "en"
    assert target_picker.first_selected_option.get_attribute("value") == "fr"
    assert app.js("return document.querySelector('#translate-text').value") == ""
    assert app.js("return document.querySelector('#translate-result').textContent") == ""
    app.reload()
    app.wait.until(lambda d: app.js("return document.querySelector('#translate-form').dataset.state || ''") == "ready")
    source_picker, _ = pickers(app)
    assert source_picker.first_selected_option.get_attribute("value") == "en", "the chosen direction is kept"


@pytest.mark.parametrize("viewport", VIEWPORT_NAMES)
def test_auto_detection_shows_the_language_and_how_sure(make_app, viewport):
    app = make_app(viewport, "en")
    open_translate(app)
    app.driver.find_element(By.CSS_SELECTOR, "label[for=translate-auto]").click()
    assert app.js("return document.querySelector('#translate-source').disabled") is True
    Select(app.driver.find_element(By.ID, "translate-target")).select_by_value("es")
    type_text(app, FRENCH)
    app.driver.find_element(By.ID, "translate-go").click()
    assert "café" in wait_result(app).lower()
    detected = app.driver.find_element(By.ID, "translate-detected")
    assert detected.is_displayed() and "French" in app.text(detected) and "%" in app.text(detected)
    assert detected.get_attribute("data-sure") == "true"
    app.screenshot(f"{viewport}-translate-detected-en")


def test_unsure_detection_asks_for_the_source(make_app):
    app = make_app("phone", "fr")
    open_translate(app)
    app.driver.find_element(By.CSS_SELECTOR, "label[for=translate-auto]").click()
    type_text(app, "ok")
    app.allow_console("400")
    app.driver.find_element(By.ID, "translate-go").click()
    app.wait.until(lambda d: app.js("return document.querySelector('#translate-error').childElementCount") > 0)
    box = app.text(app.driver.find_element(By.ID, "translate-error"))
    assert "langue" in box.lower() and app.t("translate.error") in box


def test_markup_comes_back_as_text(make_app):
    app = make_app("desktop", "fr")
    open_translate(app)
    app.js("window.__alerted = false; window.alert = () => { window.__alerted = true; };")
    type_text(app, "<img src=x onerror=alert(1)> <b>Bonjour</b> <script>alert(2)</script>")
    app.driver.find_element(By.ID, "translate-go").click()
    result = wait_result(app)
    assert "<b>" in result and "<script>" in result
    # The only elements are the highlights of the words Apertium did not know, each holding text alone.
    assert app.js("return document.querySelectorAll('#translate-result *:not(mark.unknown-word), #translate-result mark *').length") == 0
    assert app.js("return window.__alerted") is False


def test_copy_and_read_aloud(make_app):
    app = make_app("desktop", "en")
    open_translate(app)
    app.js("""
        window.__copied = null; window.__spoken = null;
        Object.defineProperty(navigator, 'clipboard', { value: { writeText: async (t) => { window.__copied = t; } } });
        window.speechSynthesis.speak = (u) => { window.__spoken = { text: u.text, lang: u.lang }; };
    """)
    type_text(app, "Good morning")
    app.driver.find_element(By.ID, "translate-go").click()
    result = wait_result(app)
    app.driver.find_element(By.ID, "translate-copy").click()
    app.wait.until(lambda d: app.js("return window.__copied") == result)
    app.driver.find_element(By.ID, "translate-speak").click()
    assert app.js("return window.__spoken") == {"text": result, "lang": "fr"}


def test_character_count_and_limit(make_app):
    app = make_app("phone", "en")
    open_translate(app)
    type_text(app, "héllo")
    count = app.driver.find_element(By.ID, "translate-count")
    assert app.text(count).startswith("5 / 5,000")
    app.js("const t = document.querySelector('#translate-text'); t.value = 'a'.repeat(5001);"
           " t.dispatchEvent(new Event('input'));")
    assert "is-over" in count.get_attribute("class")
    assert app.js("return document.querySelector('#translate-go').disabled") is True
    app.screenshot("phone-translate-over-limit-en")


def detect_into(app, target):
    app.driver.find_element(By.CSS_SELECTOR, "label[for=translate-auto]").click()
    Select(app.driver.find_element(By.ID, "translate-target")).select_by_value(target)


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_a_text_already_in_the_target_language_says_there_is_nothing_to_translate(make_app, lang):
    app = make_app("phone", lang)
    open_translate(app)
    detect_into(app, "en")
    type_text(app, "Where is the train station?")
    app.driver.find_element(By.ID, "translate-go").click()
    assert wait_result(app) == "Where is the train station?"
    quality = app.driver.find_element(By.ID, "translate-quality")
    assert quality.get_attribute("data-quality") == "same"
    english = "anglais" if lang == "fr" else "English"
    assert app.text(quality) == app.t("translate.quality.same").replace("{language}", english)
    assert "null" not in app.text(quality) and app.t("translate.quality.gist") not in app.text(quality)
    app.screenshot(f"phone-translate-same-{lang}", full_page=False)


@pytest.mark.parametrize("lang,other", [("fr", "en"), ("en", "fr")])
def test_the_text_and_direction_survive_a_language_switch_and_a_reload(make_app, lang, other):
    app = make_app("phone", lang)
    open_translate(app)
    source_picker, target_picker = pickers(app)
    source_picker.select_by_value("es")
    Select(app.driver.find_element(By.ID, "translate-target")).select_by_value("ca")
    type_text(app, "¿Dónde está la estación?")
    app.click_lang(other)
    app.wait_view("translate", other)
    app.wait.until(lambda d: app.js("return document.querySelector('#translate-form').dataset.state || ''") == "ready")
    assert app.js("return document.querySelector('#translate-text').value") == "¿Dónde está la estación?"
    source_picker, target_picker = pickers(app)
    assert (source_picker.first_selected_option.get_attribute("value"), target_picker.first_selected_option.get_attribute("value")) == ("es", "ca")
    assert app.js("return document.querySelector('#translate-go').disabled") is False
    app.reload()
    app.wait.until(lambda d: app.js("return document.querySelector('#translate-form').dataset.state || ''") == "ready")
    assert app.js("return document.querySelector('#translate-text').value") == "¿Dónde está la estación?"
    assert app.text(app.driver.find_element(By.ID, "translate-count")).startswith("24 / ")
    # Emptied, the text is not kept.
    app.driver.find_element(By.ID, "translate-text").send_keys(Keys.CONTROL, "a", Keys.DELETE)
    app.reload()
    app.wait.until(lambda d: app.js("return document.querySelector('#translate-form').dataset.state || ''") == "ready")
    assert app.js("return document.querySelector('#translate-text').value") == ""


@pytest.mark.parametrize("lang,german", [("en", "German"), ("fr", "allemand")])
def test_german_is_named_not_taken_for_english(make_app, lang, german):
    app = make_app("phone", lang)
    open_translate(app)
    detect_into(app, "es")
    # German is none of the offline engine's languages: it was a sure English (the interface language
    # favoured), then "perhaps English or Portuguese"; the page now says the text seems to be German.
    type_text(app, "Guten Tag, wo ist der Bahnhof?")
    app.allow_console("400")
    app.driver.find_element(By.ID, "translate-go").click()
    wait_result(app)
    detected = app.driver.find_element(By.ID, "translate-detected")
    assert not (detected.is_displayed() and detected.get_attribute("data-sure") == "true")
    error = app.driver.find_element(By.ID, "translate-error")
    assert error.find_elements(By.CSS_SELECTOR, ".notice-error")
    assert german in app.text(error)
    assert app.js("const r = arguments[0].getBoundingClientRect(); return r.top >= 0 && r.bottom <= innerHeight", error)
    assert app.js("return document.querySelector('#translate-result').textContent") == ""
    app.screenshot(f"phone-translate-outside-{lang}", full_page=False)


def test_a_failed_detection_clears_the_language_detected_before(make_app):
    app = make_app("phone", "fr")
    open_translate(app)
    detect_into(app, "es")
    type_text(app, "The black cat sleeps in the house.")
    app.driver.find_element(By.ID, "translate-go").click()
    wait_result(app)
    assert app.js("return document.querySelector('#translate-source').value") == "en"
    type_text(app, "ok")
    app.allow_console("400")
    app.driver.find_element(By.ID, "translate-go").click()
    app.wait.until(lambda d: app.js("return document.querySelector('#translate-error').childElementCount") > 0)
    assert app.js("return document.querySelector('#translate-source').value") == "", "the earlier detection is gone"
    app.screenshot("phone-translate-detection-failed-fr", full_page=False)
    # Detection off again: the source chosen before detection comes back.
    app.driver.find_element(By.CSS_SELECTOR, "label[for=translate-auto]").click()
    assert app.js("return document.querySelector('#translate-source').value") == "fr"
