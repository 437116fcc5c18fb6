"""The phrasebook (issue 27, items 2 and 3) in headless Chromium at 375×667 in French and English against the
real server: Tatoeba's phrases searched by a French or English word, a topic, a favourite kept on the phone, the
large "show this to someone" view spoken in the phrase's language by a stubbed speechSynthesis with a voice for
it; the human translation shown above the machine one; and, with the SERVER PROCESS STOPPED, the phrases of a
kept trip pack (Monaco: French, Italian, Catalan, English)."""
import json
import os
import re
import subprocess
import unicodedata

import pytest
from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import Select

import conftest
from e2e_support import App, REPO_ROOT, norm
from test_guidance import own_server  # noqa: F401  (a server to stop)
from test_map import monaco  # noqa: F401  (the import fixture)
from test_packs import keep_monaco

BOOK = json.loads((REPO_ROOT / "Sources/BaluchonCore/Resources/Phrasebook/phrasebook.json").read_text(encoding="utf-8"))
WORD = {"fr": "gare", "en": "station"}
SHOWN = 40  # the page lists the first 40 phrases found (Public/js/words/phrasebook.js)

# A device with a Japanese and an Italian voice; every utterance recorded with its language.
VOICES = """
window.__spoken = [];
const voices = [{ lang: 'ja-JP', name: 'Kyoko' }, { lang: 'it-IT', name: 'Alice' }];
window.speechSynthesis.getVoices = () => voices;
window.speechSynthesis.speak = (utterance) => window.__spoken.push({ text: utterance.text, lang: utterance.lang });
window.speechSynthesis.cancel = () => {};
"""


def words(text):
    """The words of a text with case, accents and punctuation folded away."""
    folded = "".join(c for c in unicodedata.normalize("NFKD", text.lower()) if not unicodedata.combining(c))
    return re.sub(r"[\W_]+", " ", folded).split()


def expected(lang, to, word=None, topic=None):
    """The phrases the shipped phrasebook has for the pair, by the API's rule, as (text, translation): those that
    read the same in both languages once folded, once (the first)."""
    out, seen = [], set()
    for phrase in BOOK["phrases"]:
        texts = {"en": phrase["en"], **phrase["translations"]}
        if lang not in texts or to not in texts or (topic and phrase["topic"] != topic):
            continue
        if word and not any(any(w.startswith(word) for w in words(texts[code])) for code in {lang, "en", "fr"} if code in texts):
            continue
        key = (tuple(words(texts[lang])), tuple(words(texts[to])))
        if key not in seen:
            seen.add(key)
            out.append((texts[lang], texts[to]))
    return out


def open_phrasebook(app, to):
    app.js("localStorage.setItem('baluchon.phrasebook.target', JSON.stringify(arguments[0]))", to)
    app.open("/translate")
    app.wait_view("translate")
    app.wait.until(lambda d: app.js("return document.querySelector('#phrasebook')?.dataset.state || ''") in ("ready", "device"))


def search(app, word):
    box = app.driver.find_element(By.ID, "phrase-q")
    box.clear()
    box.send_keys(word)
    app.wait.until(lambda d: app.js("return document.querySelector('#phrase-list').children.length > 0"
                                    " && !document.querySelector('#phrasebook').hasAttribute('aria-busy')"))


def shown(app):
    return [(app.text(li.find_element(By.CSS_SELECTOR, ".phrase-text")), app.text(li.find_element(By.CSS_SELECTOR, ".phrase-translation")))
            for li in app.driver.find_elements(By.CSS_SELECTOR, "#phrase-list .phrase")]


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_search_topic_favourite_show_and_speak(make_app, lang):
    app = make_app("phone", lang)
    app.driver.execute_cdp_cmd("Page.addScriptToEvaluateOnNewDocument", {"source": VOICES})
    open_phrasebook(app, "ja")
    assert Select(app.driver.find_element(By.ID, "phrase-target")).first_selected_option.get_attribute("value") == "ja"
    search(app, WORD[lang])
    want = expected(lang, "ja", WORD[lang])
    app.wait.until(lambda d: len(shown(app)) == len(want))
    assert [(norm(a), norm(b)) for a, b in shown(app)] == [(norm(a), norm(b)) for a, b in want]
    credit = app.driver.find_element(By.ID, "phrase-credit")
    assert "Tatoeba" in app.text(credit) and "CC BY 2.0 FR" in app.text(credit) and "ManyThings.org" in app.text(credit)
    assert app.driver.find_element(By.CSS_SELECTOR, "#phrase-list .phrase-translation").get_attribute("lang") == "ja"
    app.screenshot(f"phone-phrasebook-search-{lang}")

    # A topic, then a favourite kept on the phone and listed under Favourites.
    app.driver.find_element(By.ID, "phrase-q").clear()
    app.driver.find_element(By.CSS_SELECTOR, '#phrase-topics [data-topic="food"]').click()
    food = expected(lang, "ja", topic="food")[:SHOWN]
    app.wait.until(lambda d: len(shown(app)) == len(food))
    assert [(norm(a), norm(b)) for a, b in shown(app)] == [(norm(a), norm(b)) for a, b in food]
    first = shown(app)[0]
    app.driver.find_element(By.CSS_SELECTOR, "#phrase-list .phrase-star").click()
    saved = app.js("return JSON.parse(localStorage.getItem('baluchon.phrasebook.favourites'))")
    assert [(s["text"], s["translation"], s["target"]) for s in saved] == [(first[0], first[1], "ja")]
    app.driver.find_element(By.CSS_SELECTOR, '#phrase-topics [data-topic="favourites"]').click()
    app.wait.until(lambda d: len(shown(app)) == 1)
    assert shown(app) == [first]

    # Shown large, and said in Japanese by the device's Japanese voice.
    app.driver.find_element(By.CSS_SELECTOR, "#phrase-list .phrase-open").click()
    dialog = app.driver.find_element(By.ID, "phrase-show")
    app.wait.until(lambda d: dialog.is_displayed())
    big = app.driver.find_element(By.ID, "phrase-show-text")
    assert app.text(big) == first[1] and big.get_attribute("lang") == "ja"
    assert float(app.js("return parseFloat(getComputedStyle(arguments[0]).fontSize)", big)) >= 32
    app.driver.find_element(By.ID, "phrase-show-speak").click()
    assert app.js("return window.__spoken") == [{"text": first[1], "lang": "ja"}]
    app.screenshot(f"phone-phrasebook-show-{lang}", full_page=False)
    app.driver.find_element(By.ID, "phrase-show-close").click()
    app.wait.until(lambda d: not dialog.is_displayed())
    assert app.horizontal_overflow() == 0


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_no_voice_no_speak_button_and_unknown_language_explained(make_app, lang):
    app = make_app("phone", lang)
    app.driver.execute_cdp_cmd("Page.addScriptToEvaluateOnNewDocument", {"source": "window.speechSynthesis.getVoices = () => [];"})
    open_phrasebook(app, "ko")
    assert all(not b.is_displayed() for b in app.driver.find_elements(By.CSS_SELECTOR, ".phrase-speak"))
    # A language the phrasebook lacks, asked of the API, is refused in the page's language.
    app.allow_console("/api/v1/phrases?to=eu")
    answer = app.js_async("""const done = arguments[arguments.length - 1];
        fetch('/api/v1/phrases?to=eu&lang=' + arguments[0]).then((r) => r.json()).then(done);""", lang)
    assert answer["error"]["code"] == "unknown_phrase_language"
    assert ("basque" if lang == "fr" else "Basque") in answer["error"]["message"]


HUMAN = {"fr": ("fr", "en", "l’addition, s’il vous plait", "Check, please."), "en": ("en", "fr", "Check, please", "L'addition s'il vous plaît.")}


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_human_translation_above_the_machine_one(make_app, lang):
    source, target, text, human = HUMAN[lang]
    app = make_app("phone", lang)
    app.open("/translate")
    app.wait_view("translate")
    app.wait.until(lambda d: app.js("return document.querySelector('#translate-form').dataset.state || ''") == "ready")
    Select(app.driver.find_element(By.ID, "translate-source")).select_by_value(source)
    Select(app.driver.find_element(By.ID, "translate-target")).select_by_value(target)
    area = app.driver.find_element(By.ID, "translate-text")
    area.clear()
    area.send_keys(text)
    app.driver.find_element(By.ID, "translate-go").click()
    app.wait.until(lambda d: app.js("return document.querySelector('#translate-result').textContent.length > 0"))
    box = app.driver.find_element(By.ID, "translate-human")
    assert box.is_displayed()
    assert app.text(app.driver.find_element(By.ID, "translate-human-text")) == human
    assert app.driver.find_element(By.ID, "translate-human-text").get_attribute("lang") == target
    meta = app.text(app.driver.find_element(By.ID, "translate-human-meta"))
    assert "Tatoeba" in meta and "CC BY 2.0 FR" in meta
    # Above the machine text.
    assert box.location["y"] < app.driver.find_element(By.ID, "translate-result").location["y"]
    assert norm(app.t("translate.human")) in app.text(box)
    app.js("arguments[0].scrollIntoView({block: 'center'})", box)
    app.screenshot(f"phone-translate-human-{lang}", full_page=False)


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_phrases_from_a_kept_pack_with_the_server_stopped(own_server, catalogs, browsers, lang):  # noqa: F811
    app = App(own_server.url, "phone", lang, catalogs, browsers)
    for noise in ("ERR_CONNECTION_REFUSED", "Failed to fetch", "/api/"):
        app.allow_console(noise)
    passed = False
    try:
        keep_monaco(app)
        own_server.stop()
        open_phrasebook(app, "it")
        assert app.js("return document.querySelector('#phrasebook').dataset.state") == "device"
        search(app, WORD[lang])
        want = expected(lang, "it", WORD[lang])
        app.wait.until(lambda d: len(shown(app)) == len(want))
        assert [(norm(a), norm(b)) for a, b in shown(app)] == [(norm(a), norm(b)) for a, b in want]
        assert app.driver.find_element(By.CSS_SELECTOR, "#phrase-list .phrase-translation").get_attribute("lang") == "it"
        app.screenshot(f"phone-phrasebook-offline-{lang}")
        passed = True
    finally:
        app.quit(reuse=passed)


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_cli_phrase(lang, tmp_path):
    """`baluchon phrase gare --to ja`: the phrases by the API's rule, the credit, and refusals in the user's language."""
    env = dict(os.environ, LANG={"fr": "fr_FR.UTF-8", "en": "en_US.UTF-8"}[lang], BALUCHON_DATA_DIR=str(tmp_path))

    def phrase(*arguments):
        return subprocess.run([str(conftest.binary_path()), "phrase", *arguments], env=env, capture_output=True, text=True, timeout=120)

    found = phrase(WORD[lang], "--to", "ja")
    assert found.returncode == 0, found.stderr
    assert found.stdout.splitlines() == [f"{text}\t{translation}" for text, translation in expected(lang, "ja", WORD[lang])]
    assert "Tatoeba (https://tatoeba.org), CC BY 2.0 FR" in found.stderr
    unknown = phrase("gare", "--to", "eu")
    assert unknown.returncode != 0 and ("basque" if lang == "fr" else "Basque") in unknown.stderr
    topic = phrase("gare", "--to", "ja", "--topic", "beach")
    assert topic.returncode != 0 and "beach" in topic.stderr


def folded(name):
    return "".join(c for c in unicodedata.normalize("NFKD", name.casefold()) if not unicodedata.combining(c))


def test_english_picked_then_the_page_in_english_shows_another_language_sorted_by_name(make_app):
    app = make_app("phone", "fr")
    open_phrasebook(app, "de")
    picker = Select(app.driver.find_element(By.ID, "phrase-target"))
    names = [option.text for option in picker.options]
    assert names == sorted(names, key=folded), "languages sorted by their French name"
    assert names[:3] == ["allemand", "anglais", "arabe"]
    for language in ("es", "en"):
        Select(app.driver.find_element(By.ID, "phrase-target")).select_by_value(language)
        app.wait.until(lambda d, language=language: app.js(
            "return document.querySelector('#phrase-list .phrase-translation')?.lang") == language)
    app.click_lang("en")
    app.wait_view("translate", "en")
    app.wait.until(lambda d: app.js("return document.querySelector('#phrasebook')?.dataset.state || ''") == "ready")
    picker = Select(app.driver.find_element(By.ID, "phrase-target"))
    chosen = picker.first_selected_option.get_attribute("value")
    assert chosen == "fr", "the other interface language, not English to English"
    names = [option.text for option in picker.options]
    assert "English" not in names and names == sorted(names, key=folded)
    assert app.js("return [...document.querySelectorAll('#phrase-list .phrase-translation')].every((p) => p.lang === 'fr')")
    first = app.driver.find_element(By.CSS_SELECTOR, "#phrase-list .phrase")
    assert app.text(first.find_element(By.CSS_SELECTOR, ".phrase-text")) != app.text(first.find_element(By.CSS_SELECTOR, ".phrase-translation"))
    app.screenshot("phone-phrasebook-after-switch-en")
    # Back in French, English is the language picked again.
    app.click_lang("fr")
    app.wait_view("translate", "fr")
    app.wait.until(lambda d: app.js("return document.querySelector('#phrase-list .phrase-translation')?.lang") == "en")
    assert Select(app.driver.find_element(By.ID, "phrase-target")).first_selected_option.get_attribute("value") == "en"
