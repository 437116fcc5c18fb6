"""Translate a photo: the real server reads the lines with Tesseract, Apertium translates each one, and the
page sets the translations over the photo at the lines' places, at phone size, in French and in English."""
import pytest
from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import Select

from e2e_support import REPO_ROOT, norm, waiter
from test_translate import open_translate

FIXTURES = REPO_ROOT / "Tests" / "Fixtures" / "ocr"
SIGN = ["Crème brûlée à la vanille", "Œufs pochés, façon grand-mère", "Salade niçoise et pâtes fraîches"]


def choose(app, source, target):
    Select(app.driver.find_element(By.ID, "translate-source")).select_by_value(source)
    Select(app.driver.find_element(By.ID, "translate-target")).select_by_value(target)


def read_photo(make_app, lang, name):
    """The translate page at phone size in `lang`, French into English, with the photo `name` read and translated."""
    app = make_app("phone", lang)
    open_translate(app)
    choose(app, "fr", "en")
    send_photo(app, FIXTURES / name)
    wait_done(app)
    return app


def send_photo(app, path):
    app.js("Object.defineProperty(navigator, 'clipboard', { value: { writeText: async (t) => { window.__copied = t; } } });")
    field = app.driver.find_element(By.ID, "translate-photo")
    assert field.get_attribute("accept") == "image/*" and field.get_attribute("capture") == "environment"
    field.send_keys(str(path))


def wait_done(app, seconds=120):
    waiter(app.driver, seconds).until(lambda d: app.js(
        "return document.querySelector('#photo').dataset.state === 'done'"
        " || document.querySelector('#photo-error').childElementCount > 0"))
    assert app.js("return document.querySelector('#photo-error').childElementCount") == 0, \
        app.text(app.driver.find_element(By.ID, "photo-error"))


def overlays(app):
    return app.js("""
        const figure = document.querySelector('#photo-figure').getBoundingClientRect();
        return [...document.querySelectorAll('.photo-line')].map((line) => {
          const box = line.getBoundingClientRect();
          return { text: line.textContent, lang: line.lang, left: box.left - figure.left, top: box.top - figure.top,
                   right: box.right - figure.left, width: figure.width, size: parseFloat(getComputedStyle(line).fontSize) };
        });""")


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_a_sign_read_and_translated_over_the_photo(make_app, lang):
    app = read_photo(make_app, lang, "latin-fra.png")
    originals = [app.text(node) for node in app.driver.find_elements(By.CSS_SELECTOR, "#photo-lines .photo-original")]
    assert originals == SIGN
    translations = [app.text(node) for node in app.driver.find_elements(By.CSS_SELECTOR, "#photo-lines .photo-translation")]
    assert len(translations) == 3 and all(text and text != "…" for text in translations)
    assert translations != SIGN, "each line is translated, not copied"
    assert "cream" in translations[0].lower()
    lines = overlays(app)
    assert [line["text"] for line in lines] == translations
    assert all(line["lang"] == "en" for line in lines)
    assert all(0 <= line["left"] and line["right"] <= line["width"] + 1 for line in lines), "inside the photo"
    assert [line["top"] for line in lines] == sorted(line["top"] for line in lines), "in the order of the photo"
    assert all(line["size"] >= 11 for line in lines), "readable at phone size"
    status = norm(app.text(app.driver.find_element(By.ID, "photo-status")))
    assert status.startswith("3 ")
    app.driver.find_elements(By.CSS_SELECTOR, ".photo-line")[1].click()
    assert overlays(app)[1]["text"] == SIGN[1] and overlays(app)[1]["lang"] == "fr"
    app.driver.find_element(By.ID, "photo-copy").click()
    assert app.js("return window.__copied") == "\n".join(SIGN)
    assert app.horizontal_overflow() <= 0
    app.js("window.scrollTo(0, 0)")  # the sticky header at the top of the full-page capture
    app.screenshot(f"phone-translate-photo-sign-{lang}")


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_a_menu_of_thirty_lines(make_app, lang):
    app = read_photo(make_app, lang, "menu-fra.png")
    lines = overlays(app)
    assert len(lines) >= 30
    assert all(line["text"] and line["text"] != "…" for line in lines)
    assert app.horizontal_overflow() <= 0
    app.screenshot(f"phone-translate-photo-menu-{lang}")


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_a_file_that_is_no_image_is_told_in_the_page_language(make_app, lang, tmp_path):
    app = make_app("phone", lang)
    open_translate(app)
    app.allow_console("/api/v1/ocr")  # the 400 this test asks for
    bogus = tmp_path / "menu.png"
    bogus.write_text("Ceci n’est pas une image.", encoding="utf-8")
    send_photo(app, bogus)
    app.wait.until(lambda d: app.js("return document.querySelector('#photo-error').childElementCount > 0"))
    shown = norm(app.text(app.driver.find_element(By.ID, "photo-error")))
    assert norm(app.t("translate.photo.error")) in shown
    expected = {"fr": "Ce fichier n’est pas une image lisible.", "en": "This file is not an image that can be read."}[lang]
    assert norm(expected) in shown
    assert app.js("return document.querySelectorAll('.photo-line').length") == 0
    app.screenshot(f"phone-translate-photo-error-{lang}")
