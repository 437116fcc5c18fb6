"""The app shell in a real browser: menu navigation, languages, schemes, deep links, keyboard."""
import pytest
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys

from e2e_support import ROUTES, STUB_ROUTES

VIEWPORT_NAMES = ("phone", "desktop")
NAV_ORDER = [r for r in ROUTES if r != "home"] + ["home"]  # start at home, end by going back home


@pytest.mark.parametrize("lang", ["fr", "en"])
@pytest.mark.parametrize("viewport", VIEWPORT_NAMES)
def test_every_menu_entry(make_app, viewport, lang):
    app = make_app(viewport, lang)
    app.open("/")
    assert app.html_lang() == lang, "language must follow navigator.languages on first visit"
    app.wait_view("home")
    assert app.horizontal_overflow() <= 0
    app.screenshot(f"{viewport}-home-{lang}")

    if app.is_phone():
        assert not app.nav_link("currency").is_displayed(), "menu must be collapsed on phones"
        app.open_menu()
        assert app.horizontal_overflow() <= 0
        app.screenshot(f"{viewport}-menu-{lang}", full_page=False)

    for route in NAV_ORDER:
        title = app.go_via_menu(route)
        assert app.path == ROUTES[route]
        assert app.heading() == title
        assert title in app.driver.title
        assert app.nav_link(route).get_attribute("aria-current") == "page"
        assert app.js("return document.activeElement && document.activeElement.id") == "view-title", \
            "focus must move to the view heading after navigation"
        if app.is_phone():
            assert app.menu_toggle().get_attribute("aria-expanded") == "false", "menu must close after navigation"
        if route in STUB_ROUTES:
            notice = app.text(app.driver.find_element(By.CSS_SELECTOR, "#view .notice"))
            assert notice == app.t("notice.soon")
        overflow = app.horizontal_overflow()
        app.screenshot(f"{viewport}-{route}-{lang}")
        assert overflow <= 0, f"{route}: page is {overflow}px wider than the viewport"


def test_home_cards_mark_only_the_tools_still_to_come(make_app):
    app = make_app("phone", "en")
    app.open("/")
    app.wait_view("home")
    marked = app.js("return [...document.querySelectorAll('.card-link')]"
                    ".filter(card => card.querySelector('.badge')).map(card => card.getAttribute('href'))")
    assert sorted(marked) == sorted(ROUTES[route] for route in STUB_ROUTES)


@pytest.mark.parametrize("viewport", VIEWPORT_NAMES)
def test_language_switch_rerenders_and_persists(make_app, viewport, catalogs):
    app = make_app(viewport, "fr")
    app.open("/currency")
    app.wait_view("currency", "fr")
    app.js("window.__sameDocument = true")

    def nav_currency_label():
        return app.js("return document.querySelector('#site-nav a[data-route=currency] span').textContent")

    assert nav_currency_label() == catalogs["fr"]["nav.currency"]
    for lang, other in (("en", "fr"), ("fr", "en")):
        app.click_lang(lang)
        app.wait_view("currency", lang)
        assert catalogs[lang]["nav.currency"] != catalogs[other]["nav.currency"]
        assert nav_currency_label() == catalogs[lang]["nav.currency"]
        assert app.js("return window.__sameDocument === true"), "switching language must not reload"
        pressed = app.driver.find_element(By.CSS_SELECTOR, f'.segmented [data-lang="{lang}"]')
        assert pressed.get_attribute("aria-pressed") == "true"
        assert app.menu_toggle().get_attribute("aria-label") == catalogs[lang]["nav.open"]
        assert catalogs[lang]["currency.title"] in app.driver.title
        app.reload()
        app.wait_view("currency", lang)
        assert app.html_lang() == lang, "language choice must survive a reload"
        assert nav_currency_label() == catalogs[lang]["nav.currency"]
        app.js("window.__sameDocument = true")


@pytest.mark.parametrize("viewport", VIEWPORT_NAMES)
def test_scheme_switch_persists(make_app, viewport):
    app = make_app(viewport, "fr")
    app.open("/")
    assert app.scheme() == "home"
    toggle = app.driver.find_element(By.ID, "scheme-toggle")
    assert toggle.get_attribute("aria-pressed") == "false"
    home_bg = app.js("return getComputedStyle(document.body).backgroundColor")

    toggle.click()
    app.wait.until(lambda d: app.scheme() == "away")
    assert app.driver.find_element(By.ID, "scheme-toggle").get_attribute("aria-pressed") == "true"
    assert app.js("return getComputedStyle(document.body).backgroundColor") != home_bg
    app.screenshot(f"{viewport}-home-fr-away")
    app.reload()
    assert app.scheme() == "away", "scheme must survive a reload"
    app.go_via_menu("settings")
    app.screenshot(f"{viewport}-settings-fr-away")

    app.driver.find_element(By.ID, "scheme-toggle").click()
    app.wait.until(lambda d: app.scheme() == "home")
    assert app.driver.find_element(By.ID, "settings-scheme-home").is_selected()
    app.reload()
    assert app.scheme() == "home"


@pytest.mark.parametrize("viewport", VIEWPORT_NAMES)
def test_deep_links_history_and_unknown_paths(make_app, viewport):
    app = make_app(viewport, "en")
    app.open("/weather")
    assert app.wait_view("weather") == app.heading()
    assert app.nav_link("weather").get_attribute("aria-current") == "page"

    app.go_via_menu("places")
    app.driver.back()
    app.wait_view("weather")
    assert app.path == "/weather"
    app.driver.forward()
    app.wait_view("places")

    app.open("/currency/")
    app.wait_view("currency")
    assert app.path == "/currency", "trailing slash must be normalised"

    app.open("/no-such-page")
    app.wait_view("notFound")
    app.driver.find_element(By.CSS_SELECTOR, '#view a[href="/"]').click()
    app.wait_view("home")


def test_phone_menu_keyboard(make_app):
    app = make_app("phone", "fr")
    app.open("/")
    body = app.driver.find_element(By.TAG_NAME, "body")
    body.send_keys(Keys.TAB)
    skip = app.driver.switch_to.active_element
    assert skip.get_attribute("class") == "skip-link" and skip.text == app.t("a11y.skip")

    toggle = app.menu_toggle()
    toggle.send_keys(Keys.ENTER)
    app.wait.until(lambda d: toggle.get_attribute("aria-expanded") == "true")
    assert toggle.get_attribute("aria-label") == app.t("nav.close")
    focused = app.driver.switch_to.active_element
    assert focused.get_attribute("data-route") == "home", "focus moves into the opened menu"

    focused.send_keys(Keys.ESCAPE)
    app.wait.until(lambda d: toggle.get_attribute("aria-expanded") == "false")
    assert app.driver.switch_to.active_element == toggle, "Escape returns focus to the menu button"
    assert not app.nav_link("home").is_displayed()

    toggle.send_keys(Keys.SPACE)
    app.wait.until(lambda d: toggle.get_attribute("aria-expanded") == "true")
    app.nav_link("games").send_keys(Keys.ENTER)
    app.wait_view("games")
    assert app.path == "/games"


def test_desktop_layout_uses_the_width(make_app):
    app = make_app("desktop", "en")
    app.open("/")
    nav = app.driver.find_element(By.ID, "site-nav").rect
    main = app.driver.find_element(By.ID, "view").rect
    assert nav["width"] > 150 and main["x"] >= nav["x"] + nav["width"], "menu is a sidebar beside the view"
    assert main["width"] > 700


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_narrowest_phone_fits(make_app, lang):
    """320 px wide (iPhone SE 1st gen): every page and the open menu fit without horizontal scroll."""
    app = make_app("small", lang)
    for route, path in ROUTES.items():
        app.open(path)
        app.wait_view(route)
        overflow = app.horizontal_overflow()
        assert overflow <= 0, f"{route}: page is {overflow}px wider than 320px"
    app.open_menu()
    assert app.horizontal_overflow() <= 0
    app.screenshot(f"small-menu-{lang}", full_page=False)
    app.go_via_menu("settings")
    app.screenshot(f"small-settings-{lang}")
