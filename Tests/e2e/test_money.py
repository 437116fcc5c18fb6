"""Money in a real browser: calculator and converter on Home, the Currency page, the JavaScript twins
checked against the server, offline use from the last rate table, defaults and bad input."""
import json
import random
import urllib.parse
import urllib.request

import pytest
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys

from e2e_support import REPO_ROOT, norm

VECTORS = json.loads((REPO_ROOT / "Tests" / "Fixtures" / "calculator" / "vectors.json").read_text(encoding="utf-8"))


def api(base_url, path, lang="en"):
    request = urllib.request.Request(base_url + path, headers={"Accept-Language": lang})
    try:
        with urllib.request.urlopen(request, timeout=20) as res:
            return res.status, json.load(res)
    except urllib.error.HTTPError as error:
        return error.code, json.load(error)


def wait_converter(app, selector=".converter"):
    app.wait.until(lambda d: app.js(f"return document.querySelector('{selector}')?.dataset.state === 'ready'"))
    return app.driver.find_element(By.CSS_SELECTOR, selector)


def press(app, *keys, scope=".calculator"):
    for key in keys:
        app.driver.find_element(By.CSS_SELECTOR, f'{scope} .keypad [data-key="{key}"]').click()


def value(app, element_id):
    return app.js("return document.getElementById(arguments[0]).value", element_id)


def open_picker(app, text):
    """Opens the "to" currency picker and types `text` in its filter; the filter field."""
    app.driver.find_element(By.ID, "cv-to").click()
    search = app.driver.find_element(By.ID, "cv-to-search")
    app.wait.until(lambda d: search.is_displayed())
    search.send_keys(text)
    return search


def api_requests(app):
    return app.js("return performance.getEntriesByType('resource').filter(e => e.name.includes('/api/')).length")


@pytest.mark.parametrize("lang", ["fr", "en"])
@pytest.mark.parametrize("viewport", ["phone", "small", "desktop"])
def test_home_shows_calculator_and_converter_together(make_app, viewport, lang):
    app = make_app(viewport, lang)
    app.open("/")
    app.wait_view("home")
    wait_converter(app)
    app.screenshot(f"{viewport}-home-money-{lang}")
    height = app.js("return window.innerHeight")
    bottoms = app.js("return ['.calc-send', '#home-cv-amount-b', '#home-cv-result']"
                     ".map(s => document.querySelector(s).getBoundingClientRect().bottom)")
    if viewport != "small":
        assert max(bottoms) <= height, f"calculator and converter must fit one screen: {bottoms} > {height}"
    assert app.horizontal_overflow() <= 0


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_calculator_keypad(make_app, lang):
    app = make_app("phone", lang)
    app.open("/")
    wait_converter(app)
    result = app.driver.find_element(By.ID, "calc-result")
    sep = "," if lang == "fr" else "."
    press(app, "2", "+", "3", "*", "4", "=")
    assert norm(result.text) == "= 14"
    press(app, "+", "1", "=")  # chained on the result
    assert norm(result.text) == "= 15"
    press(app, "C", "0", "sep", "1", "+", "0", "sep", "2", "=")
    assert norm(result.text) == f"= 0{sep}3"
    press(app, "C", "1", "0", "0", "+", "1", "0", "%", "=")
    assert norm(result.text) == "= 110"
    press(app, "C", "7", "neg", "*", "2", "=")
    assert norm(result.text) == "= -14" or norm(result.text) == "= −14"
    press(app, "C", "1", "2", "+", "3", "4", "CE", "5", "=")
    assert norm(result.text) == "= 17"
    press(app, "C", "1", "/", "0", "=")
    assert norm(result.text) == app.t("calc.error.divisionByZero")
    assert app.driver.find_element(By.ID, "calc-send").get_attribute("disabled") is not None
    press(app, "C", "(", "2", "+", "=")
    assert "4" in norm(result.text) and result.get_attribute("class").count("is-error") == 1
    app.screenshot(f"phone-calculator-error-{lang}")


def test_calculator_keyboard_and_send_to_converter(make_app):
    app = make_app("desktop", "en")
    app.open("/")
    wait_converter(app)
    display = app.driver.find_element(By.CSS_SELECTOR, ".calc-display")
    display.click()
    display.send_keys("12.5*4", Keys.ENTER)
    assert norm(app.driver.find_element(By.ID, "calc-result").text) == "= 50"
    app.driver.find_element(By.ID, "calc-send").click()
    app.wait.until(lambda d: value(app, "home-cv-amount-a") == "50")
    assert value(app, "home-cv-amount-b") != ""


def test_javascript_calculator_agrees_with_the_server(make_app, base_url):
    """The web app's twin against GET /api/v1/calc (BaluchonCore) on the shared vectors and random input."""
    app = make_app("desktop", "en")
    app.open("/")
    rng = random.Random(1999)
    cases = [(v["expression"], v["language"]) for v in VECTORS]
    keys = "0123456789.,+-*/%() "
    for _ in range(150):
        cases.append(("".join(rng.choice(keys) for _ in range(rng.randint(1, 14))), rng.choice(["en", "fr"])))
    browser = app.js_async(
        "const [cases, done] = [arguments[0], arguments[arguments.length - 1]];"
        "import('/js/money/calculator.js').then(m => done(cases.map(([e, l]) => {"
        "  try { return m.canonical(m.evaluate(e, l)); } catch (error) { return 'error:' + (error.code || error); }"
        "})), e => done(String(e)));", cases)
    assert isinstance(browser, list), browser
    for (expression, lang), ours in zip(cases, browser):
        query = urllib.parse.urlencode({"expression": expression, "lang": lang}, quote_via=urllib.parse.quote)
        status, body = api(base_url, f"/api/v1/calc?{query}")
        server = body["result"] if status == 200 else "error:" + body["error"]["code"]
        assert ours == server, f"{expression!r} [{lang}]: browser {ours}, server {server}"


@pytest.mark.parametrize("lang", ["fr", "en"])
@pytest.mark.parametrize("viewport", ["phone", "desktop"])
def test_currency_page_converts_both_ways_without_requests(make_app, base_url, viewport, lang):
    app = make_app(viewport, lang)
    app.open("/currency")
    app.wait_view("currency")
    converter = wait_converter(app)
    status, rates = api(base_url, "/api/v1/rates", lang)
    assert status == 200
    assert converter.get_attribute("data-source") == rates["source"]["id"]
    info = app.text(app.driver.find_element(By.ID, "cv-info"))
    assert app.t(f"money.source.{rates['source']['id']}") in info
    stale = app.driver.find_elements(By.CSS_SELECTOR, ".converter .notice-warn")
    assert bool(stale) == rates["source"]["stale"], "a stale table must be said, a fresh one not"

    before = api_requests(app)
    amount_a = app.driver.find_element(By.ID, "cv-amount-a")
    amount_a.clear()
    amount_a.send_keys("1234" + ("," if lang == "fr" else ".") + "5")
    from_code = app.driver.find_element(By.CSS_SELECTOR, "#cv-from .picker-code").text
    to_code = app.driver.find_element(By.CSS_SELECTOR, "#cv-to .picker-code").text
    status, server = api(base_url, f"/api/v1/convert?from={from_code}&to={to_code}&amount=1234.5")
    assert status == 200
    app.wait.until(lambda d: value(app, "cv-amount-b").replace(",", ".") == f"{server['result']:.{server['minorUnits']}f}")

    amount_b = app.driver.find_element(By.ID, "cv-amount-b")
    amount_b.clear()
    amount_b.send_keys("100")
    status, back = api(base_url, f"/api/v1/convert?from={to_code}&to={from_code}&amount=100")
    app.wait.until(lambda d: value(app, "cv-amount-a").replace(",", ".") == f"{back['result']:.{back['minorUnits']}f}")
    assert api_requests(app) == before, "typing must not call the server"
    assert app.horizontal_overflow() <= 0
    app.screenshot(f"{viewport}-currency-{lang}")


def test_currency_picker_filters_by_name_and_swap_recomputes(make_app, base_url):
    app = make_app("phone", "fr")
    app.open("/currency")
    wait_converter(app)
    open_picker(app, "yen")
    options = app.driver.find_elements(By.CSS_SELECTOR, "#cv-to-list .picker-option")
    assert options and options[0].get_attribute("data-code") == "JPY"
    app.screenshot("phone-currency-picker-fr", full_page=False)
    options[0].click()
    app.wait.until(lambda d: app.driver.find_element(By.CSS_SELECTOR, "#cv-to .picker-code").text == "JPY")
    amount_a = app.driver.find_element(By.ID, "cv-amount-a")
    amount_a.clear()
    amount_a.send_keys("10")
    from_code = app.driver.find_element(By.CSS_SELECTOR, "#cv-from .picker-code").text
    _, server = api(base_url, f"/api/v1/convert?from={from_code}&to=JPY&amount=10")
    app.wait.until(lambda d: value(app, "cv-amount-b") == str(int(server["result"])))
    app.driver.find_element(By.ID, "cv-swap").click()
    app.wait.until(lambda d: app.driver.find_element(By.CSS_SELECTOR, "#cv-from .picker-code").text == "JPY")
    assert value(app, "cv-amount-a") == str(int(server["result"]))
    search_code = app.driver.find_element(By.CSS_SELECTOR, "#cv-to .picker-code").text
    assert search_code == from_code


def test_keypad_types_into_the_active_field(make_app):
    app = make_app("phone", "fr")
    app.open("/currency")
    wait_converter(app)
    app.driver.find_element(By.ID, "cv-amount-a").click()
    press(app, "clear", "4", "2", "sep", "5", scope=".converter")
    assert value(app, "cv-amount-a") == "42,5"
    press(app, "back", scope=".converter")
    assert value(app, "cv-amount-a") == "42,"
    assert value(app, "cv-amount-b") != ""


@pytest.mark.parametrize("lang,text,key", [
    ("en", "abc", "money.amountError.invalid"), ("en", "-5", "money.amountError.negative"),
    ("en", "12345678901234567", "money.amountError.tooLarge"), ("en", "1,23,4", "money.amountError.grouping"),
    ("fr", "12 34", "money.amountError.groupingSpace"), ("fr", "1.500", "money.amountError.ambiguous")])
def test_bad_amounts_are_explained(make_app, lang, text, key):
    """Refused amounts say why, and what was understood: in French "1.500" could be 1 500 or 1,5."""
    app = make_app("phone", lang)
    app.open("/currency")
    wait_converter(app)
    field = app.driver.find_element(By.ID, "cv-amount-a")
    field.clear()
    field.send_keys(text)
    expected = app.t(key).replace("{mark}", ",").replace("{thousands}", "1 500").replace("{decimal}", "1,5")
    app.wait.until(lambda d: app.text(d.find_element(By.ID, "cv-result")) == expected)
    assert field.get_attribute("aria-invalid") == "true"
    assert value(app, "cv-amount-b") == ""


def test_works_offline_from_the_last_table(make_app):
    app = make_app("phone", "en")
    app.open("/currency")
    wait_converter(app)
    app.allow_console("/api/v1/rates")
    app.driver.execute_cdp_cmd("Network.enable", {})
    app.driver.execute_cdp_cmd("Network.setBlockedURLs", {"urls": ["*/api/v1/rates*"]})
    app.reload()
    converter = wait_converter(app)
    assert converter.get_attribute("data-offline") == "true"
    assert "Offline" in app.text(app.driver.find_element(By.CSS_SELECTOR, ".converter .notice-info"))
    field = app.driver.find_element(By.ID, "cv-amount-a")
    field.clear()
    field.send_keys("7")
    app.wait.until(lambda d: value(app, "cv-amount-b") not in ("", None))
    app.screenshot("phone-currency-offline-en")


def test_defaults_follow_home_and_away(make_app):
    app = make_app("phone", "en")
    app.open("/")
    app.js("localStorage.setItem('baluchon.home', JSON.stringify({currency: 'EUR'}));"
           "localStorage.setItem('baluchon.away', JSON.stringify({currency: 'JPY'}));"
           "localStorage.setItem('baluchon.scheme', JSON.stringify('away'));")
    app.open("/currency")
    wait_converter(app)
    assert app.driver.find_element(By.CSS_SELECTOR, "#cv-from .picker-code").text == "JPY"
    assert app.driver.find_element(By.CSS_SELECTOR, "#cv-to .picker-code").text == "EUR"


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_a_currency_missing_offline_says_it_comes_with_online_rates(make_app, base_url, lang):
    """The suite's server has no network: the shipped ECB rates are in use, without the Vietnamese dong."""
    status, rates = api(base_url, "/api/v1/rates")
    assert status == 200 and "VND" not in rates["rates"] and rates["source"]["id"] == "embedded"
    app = make_app("phone", lang)
    app.open("/currency")
    wait_converter(app)
    search = open_picker(app, "dong")
    missing = app.wait.until(lambda d: d.find_elements(By.CSS_SELECTOR, "#cv-to-list .picker-missing"))
    text = app.text(missing[0])
    name = app.js("return new Intl.DisplayNames([arguments[0]], {type: 'currency'}).of('VND')", lang)
    expected = norm(app.t("money.picker.notYet").replace("{name}", name).replace("{code}", "VND"))
    assert text == expected
    assert app.t("money.picker.none") not in app.text(app.driver.find_element(By.ID, "cv-to-list"))
    assert not app.driver.find_elements(By.CSS_SELECTOR, "#cv-to-list .picker-option")
    app.screenshot(f"phone-currency-not-yet-{lang}", full_page=False)
    # Something that is no currency at all still says so.
    search.clear()
    search.send_keys("zzzz")
    app.wait.until(lambda d: app.text(d.find_element(By.ID, "cv-to-list")) == app.t("money.picker.none"))
    # The API says the same in the request's language.
    status, body = api(base_url, "/api/v1/convert?from=EUR&to=VND&amount=1", lang)
    assert status == 404 and body["error"]["code"] == "currency_not_quoted"
    assert "(VND)" in body["error"]["message"]
    assert ("sera disponible dès que les cours en ligne" if lang == "fr" else "will be available once online rates") in body["error"]["message"]


def test_calculator_results_reach_the_converter_as_money(make_app):
    """A result with more decimals than money has is sent rounded to the currency's minor units; one the
    converter cannot take (negative, too large) is explained there, in the interface language."""
    app = make_app("phone", "fr")
    app.open("/")
    wait_converter(app)
    assert app.driver.find_element(By.CSS_SELECTOR, "#home-cv-from .picker-code").text == "EUR"
    result = app.driver.find_element(By.ID, "home-cv-result")
    for keys, sent in ((("1", "0", "0", "/", "3"), "33,33"), (("1", "2", "0", "/", "7"), "17,14")):
        press(app, "C", *keys, "=")
        app.driver.find_element(By.ID, "calc-send").click()
        app.wait.until(lambda d: value(app, "home-cv-amount-a") == sent)
        assert "is-error" not in result.get_attribute("class")
        assert app.text(result).startswith(sent) and value(app, "home-cv-amount-b") != ""
    display = app.driver.find_element(By.CSS_SELECTOR, ".calc-display")
    for typed, key in (("2-5", "money.amountError.negative"), ("1" + "0" * 20 + "/3", "money.amountError.tooLarge")):
        press(app, "C")
        display.send_keys(typed, Keys.ENTER)
        app.driver.find_element(By.ID, "calc-send").click()
        app.wait.until(lambda d: app.text(result) == app.t(key))


def test_chained_calculations_keep_their_precision(make_app):
    app = make_app("phone", "fr")
    app.open("/")
    wait_converter(app)
    press(app, "1", "0", "0", "/", "3", "=", "*", "3", "=")
    assert norm(app.driver.find_element(By.ID, "calc-result").text) == "= 100"
    press(app, "/", "7", "=", "*", "7", "=", "+", "0", "sep", "5", "=")
    assert norm(app.driver.find_element(By.ID, "calc-result").text) == "= 100,5"


@pytest.mark.parametrize("path,prefix", [("/", "home-cv"), ("/currency", "cv")])
def test_an_away_currency_without_a_rate_is_said_not_replaced_silently(make_app, base_url, path, prefix):
    """Marrakech (MAD) is not among the shipped ECB rates: EUR or USD stands in for it, and the page says so."""
    status, rates = api(base_url, "/api/v1/rates")
    assert status == 200 and "MAD" not in rates["rates"] and rates["source"]["id"] == "embedded"
    app = make_app("phone", "fr")
    app.open("/")
    app.js("localStorage.setItem('baluchon.home', JSON.stringify({currency: 'EUR'}));"
           "localStorage.setItem('baluchon.away', JSON.stringify({currency: 'MAD'}));")
    app.open(path)
    wait_converter(app)
    codes = lambda: [app.driver.find_element(By.CSS_SELECTOR, f"#{prefix}-{side} .picker-code").text for side in ("from", "to")]
    assert codes() == ["EUR", "USD"]
    name = app.js("return new Intl.DisplayNames(['fr'], {type: 'currency'}).of('MAD')")
    shown = app.driver.find_element(By.CSS_SELECTOR, f"#{prefix}-to .picker-name").text
    key, shown = ("money.missing.notYetShort", "USD") if path == "/" else ("money.missing.notYet", f"{shown} (USD)")
    expected = norm(app.t(key).replace("{name}", name).replace("{code}", "MAD").replace("{shown}", shown))
    notes = [app.text(n) for n in app.driver.find_elements(By.CSS_SELECTOR, ".converter-status .notice-warn")]
    assert expected in notes, notes
    app.screenshot(f"phone-currency-missing-away-{prefix}-fr", full_page=False)
    app.driver.find_element(By.ID, "scheme-toggle").click()  # away: from the local currency
    app.wait.until(lambda d: codes() == ["USD", "EUR"] and expected in [
        app.text(n) for n in d.find_elements(By.CSS_SELECTOR, ".converter-status .notice-warn")])


def test_the_home_away_toggle_switches_the_pair_at_once_keeping_the_amount(make_app):
    app = make_app("phone", "en")
    app.open("/")
    app.js("localStorage.setItem('baluchon.home', JSON.stringify({currency: 'EUR'}));"
           "localStorage.setItem('baluchon.away', JSON.stringify({currency: 'JPY'}));")
    app.open("/")
    wait_converter(app)
    codes = lambda: [app.driver.find_element(By.CSS_SELECTOR, f"#home-cv-{side} .picker-code").text for side in ("from", "to")]
    assert app.scheme() == "home" and codes() == ["EUR", "JPY"]
    field = app.driver.find_element(By.ID, "home-cv-amount-a")
    field.clear()
    field.send_keys("50")
    app.wait.until(lambda d: value(app, "home-cv-amount-b") not in ("", None))
    yen = value(app, "home-cv-amount-b")
    app.driver.find_element(By.ID, "scheme-toggle").click()
    app.wait.until(lambda d: app.scheme() == "away" and codes() == ["JPY", "EUR"])
    assert (value(app, "home-cv-amount-a"), value(app, "home-cv-amount-b")) == (yen, "50")
    app.driver.find_element(By.ID, "scheme-toggle").click()
    app.wait.until(lambda d: codes() == ["EUR", "JPY"] and value(app, "home-cv-amount-a") == "50")
    app.reload()
    wait_converter(app)
    assert codes() == ["EUR", "JPY"] and value(app, "home-cv-amount-a") == "50"


@pytest.mark.parametrize("lang,text,amount", [("en", "1,500", "1500"), ("en", "1,234.50", "1234.50"),
                                              ("fr", "1.234,50", "1234.50"), ("fr", "1 234,50", "1234.50"),
                                              ("en", "1.5", "1.5"), ("fr", "1,5", "1.5")])
def test_amounts_with_thousands_separators(make_app, base_url, lang, text, amount):
    app = make_app("desktop", lang)
    app.open("/")
    app.js("localStorage.setItem('baluchon.money.pair', JSON.stringify({from: 'USD', to: 'EUR'}))")
    app.open("/currency")
    wait_converter(app)
    field = app.driver.find_element(By.ID, "cv-amount-a")
    field.clear()
    field.send_keys(text)
    status, server = api(base_url, f"/api/v1/convert?from=USD&to=EUR&amount={amount}")
    assert status == 200
    app.wait.until(lambda d: value(app, "cv-amount-b").replace(",", ".") == f"{server['result']:.2f}")
    assert field.get_attribute("aria-invalid") == "false"


def test_the_calculation_survives_navigation_language_and_reload(make_app):
    app = make_app("phone", "fr")
    app.open("/")
    wait_converter(app)
    expression = lambda: norm(app.driver.find_element(By.ID, "calc-expression").text)
    result = lambda: norm(app.driver.find_element(By.ID, "calc-result").text)
    press(app, "1", "2", "sep", "5", "+", "3")
    assert (expression(), result()) == ("12,5+3", "= 15,5")
    app.go_via_menu("currency")
    app.go_via_menu("home")
    app.wait.until(lambda d: expression() == "12,5+3" and result() == "= 15,5")
    press(app, "=")
    assert app.driver.find_element(By.ID, "calc-send").get_attribute("disabled") is None
    app.click_lang("en")
    app.wait_view("home", "en")
    app.wait.until(lambda d: expression() == "12.5+3" and result() == "= 15.5")
    assert app.driver.find_element(By.ID, "calc-send").get_attribute("disabled") is None
    app.reload()
    wait_converter(app)
    assert (expression(), result()) == ("12.5+3", "= 15.5")
    press(app, "*", "2", "=")  # still chains on the result
    assert result() == "= 31"
