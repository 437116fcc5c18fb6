"""Words a French traveller reads: every page in French, with its data loaded (providers, weather, a search, the
money picker), holds none of the English interface's sentences that differ from the French ones, no Swift type name
(`NIOConnectionError`) and no ISO date; and the English pages, as a check that the list catches what it should."""
import json
import re

import pytest
from selenium.webdriver.common.by import By

from e2e_support import REPO_ROOT, ROUTES

I18N = REPO_ROOT / "Public" / "i18n"
MESSAGES = REPO_ROOT / "Sources" / "BaluchonCore" / "Resources" / "Messages"
PLACEHOLDER = re.compile(r"\{\w+\}")
TYPE_NAME = re.compile(r"\b[A-Z][a-z]+(?:[A-Z][a-z]+)*Error\b")
ISO_DAY = re.compile(r"\b(19|20)\d\d-[01]\d-[0-3]\d\b")


def catalogue(lang):
    """The web app's strings and the server's, merged: both reach the page."""
    merged = {}
    for path in sorted(I18N.glob(f"*{lang}.json")):
        if path.name == f"{lang}.json" or path.name.endswith(f".{lang}.json"):
            merged.update(json.loads(path.read_text(encoding="utf-8")))
    merged.update({f"server:{key}": value for key, value in json.loads((MESSAGES / f"{lang}.json").read_text(encoding="utf-8")).items()})
    return merged


def english_phrases():
    """Pieces of English sentences (between placeholders) of two words or more that no French string holds."""
    english, french = catalogue("en"), catalogue("fr")
    french_text = "\n".join(french.values())
    phrases = set()
    for key, text in english.items():
        if french.get(key) == text or key.startswith("server:cli."):
            continue
        for piece in PLACEHOLDER.split(text):
            piece = piece.strip(" .,:;!?()“”\"'…–-")
            if len(piece.split()) >= 2 and len(piece) >= 10 and piece not in french_text:
                phrases.add(piece)
    return sorted(phrases)


PHRASES = english_phrases()


def page_words(app):
    """What a person reads or hears on the page: its text, and the labels, titles, placeholders and values."""
    return app.js("""
      const parts = [document.body.innerText, document.title];
      for (const node of document.querySelectorAll('[aria-label], [title], [placeholder], [alt], input[type=button], input[type=submit]')) {
        for (const name of ['aria-label', 'title', 'placeholder', 'alt', 'value']) {
          if (node.hasAttribute(name) && !(name === 'value' && !['button', 'submit'].includes(node.type))) parts.push(node.getAttribute(name));
        }
      }
      for (const dialog of document.querySelectorAll('dialog')) parts.push(dialog.textContent);
      return parts.join('\\n');
    """)


def found_english(text):
    return [phrase for phrase in PHRASES if phrase in text]


def loaded(app, route):
    """Opens a page and waits until what it loads from the server is shown."""
    app.open(ROUTES[route])
    app.wait_view(route)
    if route == "settings":
        app.wait.until(lambda d: app.js("return document.querySelector('#providers')?.dataset.state || ''"))
    if route == "weather":
        app.wait.until(lambda d: app.js("return document.querySelector('#weather-cities')?.dataset.state") in ("loaded", "empty"))
    if route in ("home", "currency"):
        app.wait.until(lambda d: app.js("return document.querySelector('.converter')?.dataset.state === 'ready'"))
    if route == "map":
        app.wait.until(lambda d: app.js("return document.querySelector('#map-canvas')?.dataset.state") not in (None, "loading"))
        search = app.driver.find_element(By.ID, "map-search")
        search.send_keys("restaurants")
        app.driver.find_element(By.ID, "map-search-go").click()
        app.wait.until(lambda d: app.js("return document.querySelector('#map-results')?.dataset.state") == "loaded")


def test_the_list_holds_english_sentences():
    assert len(PHRASES) > 200
    assert "The server cannot be reached. Check your connection and try again" in PHRASES
    assert all("pas de connexion réseau" not in phrase for phrase in PHRASES)


@pytest.mark.parametrize("route", list(ROUTES))
def test_no_english_on_the_french_pages(make_app, route):
    app = make_app("phone", "fr")
    loaded(app, route)
    text = page_words(app)
    assert found_english(text) == [], f"English on the French {route} page"
    assert TYPE_NAME.findall(text) == [], f"a type name on the French {route} page"
    assert ISO_DAY.findall(text) == [], f"an ISO date in the text of the French {route} page"
    app.screenshot(f"phone-french-words-{route}", full_page=False)


def test_the_english_pages_are_caught_by_the_list(make_app):
    """The same walk in English finds the English sentences: the check above can fail."""
    app = make_app("phone", "en")
    loaded(app, "settings")
    assert found_english(page_words(app)), "the English settings page must hold sentences of the list"
