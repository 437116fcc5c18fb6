"""Words a traveller can trust (issue 27, items 1 and 5), in headless Chromium at 375×667 in French and English
against the real server with offline Apertium: every answer says how good it is ("rough" through a pivot,
"gist" through one pair) with its route, and the words Apertium did not know are highlighted, listed with a
legend, and never shown with Apertium's marks; `baluchon translate` says the same on standard error. The translations kept on the phone (the last 100 and the starred
ones) are listed, starred, removed, and come back with a tap with the SERVER PROCESS STOPPED."""
import json
import os
import subprocess
from pathlib import Path

import pytest
from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import Select

from e2e_support import App, REPO_ROOT
from test_guidance import own_server  # noqa: F401  (a server of the test's own, to stop)
from test_map import click
from test_packs import wait_worker
from test_translate import open_translate, type_text, wait_result

PIVOT = "Où est la gare ? Je m’appelle Zorglubix."
DIRECT = "The offer is subject to availability."


def translate(app, text, source, target):
    Select(app.driver.find_element(By.ID, "translate-source")).select_by_value(source)
    Select(app.driver.find_element(By.ID, "translate-target")).select_by_value(target)
    type_text(app, text)
    click(app, app.driver.find_element(By.ID, "translate-go"))
    return wait_result(app)


def marks(app):
    return app.js("return [...document.querySelectorAll('#translate-result mark.unknown-word')]"
                  ".map((m) => [m.textContent, m.dataset.kind])")


def history(app):
    return app.js("return [...document.querySelectorAll('#translate-history-list .history-item')].map((li) => ["
                  "li.querySelector('.history-text').textContent, li.querySelector('.history-translation').textContent,"
                  " li.dataset.starred])")


def answered(make_app, lang, text, source, target, level):
    """A phone in `lang` translates `text`: the answer's text and its quality line, which says `level`."""
    app = make_app("phone", lang)
    open_translate(app)
    result = translate(app, text, source, target)
    quality = app.driver.find_element(By.ID, "translate-quality")
    assert quality.get_attribute("data-quality") == level
    assert app.t(f"translate.quality.{level}") in app.text(quality)
    return app, result, quality


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_a_pivot_is_rough_and_unknown_words_are_highlighted_with_a_legend(make_app, lang):
    app, result, quality = answered(make_app, lang, PIVOT, "fr", "en", "rough")
    assert "*" not in result and "Zorglubix" in result
    names = app.js("return ['fr', 'es', 'en'].map((code) => document.querySelector(`#translate-source option[value=${code}]`).textContent)")
    assert app.t("translate.route").replace("{route}", " → ".join(names)) in app.text(quality)
    assert marks(app) == [["Zorglubix", "unknown"]]
    legend = app.driver.find_element(By.ID, "translate-unknown")
    assert legend.is_displayed()
    assert app.t("translate.unknown.legend") in app.text(legend) and app.t("translate.unknown.unknown") in app.text(legend)
    assert "Zorglubix" in app.text(legend)
    assert app.horizontal_overflow() <= 0
    app.screenshot(f"phone-translate-rough-{lang}")


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_one_pair_is_gist_and_a_word_without_translation_is_marked(make_app, lang):
    app, result, _ = answered(make_app, lang, DIRECT, "en", "es", "gist")
    assert "@" not in result and "subject" in result
    assert marks(app) == [["subject", "transfer"]]
    assert app.t("translate.unknown.transfer") in app.text(app.driver.find_element(By.ID, "translate-unknown"))
    app.screenshot(f"phone-translate-transfer-{lang}")
    # A known sentence: no legend, nothing highlighted.
    translate(app, "Le chat dort.", "fr", "es")
    app.wait.until(lambda d: "gato" in app.js("return document.querySelector('#translate-result').textContent"))
    assert marks(app) == [] and not app.driver.find_element(By.ID, "translate-unknown").is_displayed()
    app.screenshot(f"phone-translate-gist-{lang}")


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_kept_translations_are_starred_removed_and_shown_with_the_server_stopped(own_server, catalogs, browsers, lang):  # noqa: F811
    app = App(own_server.url, "phone", lang, catalogs, browsers)
    ok = False
    try:
        open_translate(app)
        wait_worker(app)
        assert app.driver.find_element(By.ID, "translate-history-empty").is_displayed()
        translate(app, PIVOT, "fr", "en")
        app.wait.until(lambda d: len(history(app)) == 1)
        translate(app, "Le chat dort.", "fr", "es")
        app.wait.until(lambda d: len(history(app)) == 2)
        # The same question again is one entry, moved first.
        translate(app, PIVOT, "fr", "en")
        app.wait.until(lambda d: history(app)[0][0] == PIVOT)
        assert [entry[0] for entry in history(app)] == [PIVOT, "Le chat dort."]
        items = app.driver.find_elements(By.CSS_SELECTOR, "#translate-history-list .history-item")
        click(app, items[0].find_element(By.CSS_SELECTOR, ".history-star"))
        app.wait.until(lambda d: history(app)[0][2] == "true")
        assert app.driver.find_elements(By.CSS_SELECTOR, ".history-item .history-star")[0].get_attribute("aria-pressed") == "true"
        translate(app, "Bonjour", "fr", "es")
        app.wait.until(lambda d: len(history(app)) == 3)
        click(app, app.driver.find_elements(By.CSS_SELECTOR, "#translate-history-list .history-item")[0].find_element(By.CSS_SELECTOR, ".history-remove"))
        app.wait.until(lambda d: len(history(app)) == 2)
        kept = history(app)
        assert [entry[0] for entry in kept] == [PIVOT, "Le chat dort."] and kept[0][2] == "true"

        own_server.stop()
        for noise in ("ERR_CONNECTION_REFUSED", "Failed to fetch", "/api/"):
            app.allow_console(noise)
        app.reload()
        app.wait_view("translate")
        app.wait.until(lambda d: len(history(app)) == 2)
        assert history(app) == kept
        click(app, app.driver.find_elements(By.CSS_SELECTOR, "#translate-history-list .history-reuse")[0])
        app.wait.until(lambda d: app.js("return document.querySelector('#translate-result').textContent") == kept[0][1])
        assert app.js("return document.querySelector('#translate-text').value") == PIVOT
        assert app.driver.find_element(By.ID, "translate-quality").get_attribute("data-quality") == "rough"
        assert marks(app) == [["Zorglubix", "unknown"]]
        assert app.t("translate.history.kept") in app.text(app.driver.find_element(By.ID, "translate-meta"))
        assert app.horizontal_overflow() <= 0
        app.screenshot(f"phone-translate-history-offline-{lang}")
        ok = True
    finally:
        app.quit(reuse=ok)


@pytest.mark.parametrize("lang,locale", [("en", "en_GB.UTF-8"), ("fr", "fr_FR.UTF-8")])
def test_the_cli_tells_the_level_and_the_unknown_words_on_standard_error(tmp_path, lang, locale):
    binary = Path(os.environ.get("BALUCHON_BIN", REPO_ROOT / ".build" / "debug" / "baluchon")).resolve()
    catalogue = json.loads((REPO_ROOT / "Sources" / "BaluchonCore" / "Resources" / "Messages" / f"{lang}.json").read_text(encoding="utf-8"))
    env = {key: value for key, value in os.environ.items() if not key.startswith(("LC_", "BALUCHON_"))}
    env.update(BALUCHON_DATA_DIR=str(tmp_path / "data"), BALUCHON_LOG_LEVEL="error", BALUCHON_TRANSLATION_PROVIDERS="apertium", LANG=locale)
    done = subprocess.run([str(binary), "translate", PIVOT, "--from", "fr", "--to", "en"], env=env, cwd=tmp_path,
                          capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    text = done.stdout.strip()
    assert "Zorglubix" in text and "*" not in text, "standard output is the translation alone"
    pivot = {"en": "Spanish", "fr": "espagnol"}[lang]
    rough = catalogue["cli.words.quality.rough"].replace("{pivots}", pivot).replace("{route}", "fr → es → en")
    word = catalogue["cli.words.unknownWord.unknown"].replace("{word}", "Zorglubix").replace("{offset}", str(text.index("Zorglubix")))
    assert done.stderr.splitlines() == [rough, catalogue["cli.words.unknownWords"].replace("{words}", word)]
