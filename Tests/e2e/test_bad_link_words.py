"""A bad mobile link, on a phone: a translation the server does not answer can be cancelled, and after a few
seconds of waiting (or with no answer at all) points to the phrasebook, which works on the phone without the
server; and a first visit shows the app's frame with a loading line while the modules come, not a blank screen."""

import time

import pytest
from selenium.webdriver.common.by import By

from test_translate import open_translate, type_text

# Page script: every fetch of a path containing `arguments[0]` hangs (the server never answers) until the page
# aborts it; window.__asked and window.__aborted count them.
HANG = """
window.__asked = 0;
window.__aborted = 0;
const realFetch = window.fetch;
window.fetch = (url, options = {}) => {
  if (!String(url).includes(arguments[0])) return realFetch(url, options);
  window.__asked += 1;
  return new Promise((resolve, reject) => {
    options.signal?.addEventListener('abort', () => {
      window.__aborted += 1;
      reject(new DOMException('The user aborted a request.', 'AbortError'));
    });
  });
};
"""

# Page script: every fetch of a path containing `arguments[0]` fails at once, as with no network.
UNREACHABLE = """
const realFetch = window.fetch;
window.fetch = (url, options) => String(url).includes(arguments[0])
  ? Promise.reject(new TypeError('Failed to fetch')) : realFetch(url, options);
"""

SLOW_S = 4  # words/page.js SLOW_MS

# Added to every new document before its own scripts (DevTools): when the first text is painted, whether the
# app was still booting and what the loading frame said; and when the app said it was ready.
FIRST_PAINT = """
window.__paint = null;
window.__readyAt = null;
new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) {
    if (entry.name !== 'first-contentful-paint' || window.__paint) continue;
    const boot = document.getElementById('boot');
    window.__paint = {
      at: entry.startTime,
      booting: document.documentElement.hasAttribute('data-booting'),
      bootShown: !!boot && boot.checkVisibility(),
      bootText: boot ? boot.innerText : '',
    };
  }
}).observe({ type: 'paint', buffered: true });
new MutationObserver(() => {
  if (window.__readyAt === null && document.documentElement?.hasAttribute('data-ready')) window.__readyAt = performance.now();
}).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-ready'] });
"""


def pointer_button(app, where):
    return app.driver.find_element(By.CSS_SELECTOR, f"{where} .phrasebook-pointer button.open-phrasebook")


def phrasebook_opened(app):
    """The phrasebook's search field has the focus and its heading is on the phone's screen, below the sticky header."""
    return app.js("const heading = document.getElementById('phrasebook-h').getBoundingClientRect();"
                  "const header = document.querySelector('.app-header').getBoundingClientRect();"
                  "return document.activeElement.id === 'phrase-q' && heading.top >= header.bottom"
                  " && heading.bottom <= window.innerHeight;")


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_a_hanging_translation_can_be_cancelled_and_points_to_the_phrasebook(make_app, lang):
    app = make_app("phone", lang)
    open_translate(app)
    type_text(app, "Bonjour" if lang == "fr" else "Hello")
    app.js(HANG, "/api/v1/translate")
    started = time.monotonic()
    app.driver.find_element(By.ID, "translate-go").click()
    cancel = app.driver.find_element(By.ID, "translate-cancel")
    app.wait.until(lambda d: cancel.is_displayed())
    assert app.text(cancel) == app.t("translate.cancel")
    assert app.js("return document.getElementById('translate-form').getAttribute('aria-busy')") == "true"
    assert app.js("return document.querySelector('#translate-waiting .phrasebook-pointer')") is None, \
        "the phrasebook is not offered at once"

    app.wait.until(lambda d: app.js("return !!document.querySelector('#translate-waiting .phrasebook-pointer')"))
    assert time.monotonic() - started >= SLOW_S - 0.5
    assert time.monotonic() - started < SLOW_S + 3
    pointer = app.driver.find_element(By.CSS_SELECTOR, "#translate-waiting .phrasebook-pointer")
    assert app.t("translate.slow") in app.text(pointer)
    assert app.text(pointer_button(app, "#translate-waiting")) == app.t("translate.openPhrasebook")
    assert cancel.is_displayed(), "Cancel stays while the translation waits"
    app.wait.until(lambda d: app.js("return arguments[0].getBoundingClientRect().bottom <= window.innerHeight + 1", pointer))
    assert app.horizontal_overflow() <= 0
    app.screenshot(f"phone-translate-waiting-{lang}", full_page=False)

    pointer_button(app, "#translate-waiting").click()
    app.wait.until(lambda d: phrasebook_opened(app))
    app.screenshot(f"phone-translate-phrasebook-opened-{lang}", full_page=False)

    app.js("arguments[0].scrollIntoView({block: 'center'})", cancel)  # back up, past the sticky header
    cancel.click()
    app.wait.until(lambda d: not app.js("return document.getElementById('translate-form').hasAttribute('aria-busy')"))
    assert app.js("return window.__aborted") == 1, "Cancel aborts the request"
    assert not cancel.is_displayed()
    assert app.js("return document.querySelector('#translate-waiting .phrasebook-pointer')") is None
    go = app.driver.find_element(By.ID, "translate-go")
    assert app.text(go) == app.t("translate.go") and go.is_enabled()
    app.wait.until(lambda d: app.text(d.find_element(By.ID, "live")) == app.t("translate.cancelled"))
    assert app.js("return document.activeElement.id") == "translate-go", "focus stays on the form's button, not lost"
    assert app.js("return document.getElementById('translate-error').childElementCount") == 0, "a cancel is no error"
    app.screenshot(f"phone-translate-cancelled-{lang}", full_page=False)


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_a_translation_with_no_answer_points_to_the_phrasebook(make_app, lang):
    app = make_app("phone", lang)
    open_translate(app)
    type_text(app, "Bonjour" if lang == "fr" else "Hello")
    app.js(UNREACHABLE, "/api/v1/translate")
    app.driver.find_element(By.ID, "translate-go").click()
    app.wait.until(lambda d: app.js("return !!document.querySelector('#translate-error .phrasebook-pointer')"))
    problem = app.text(app.driver.find_element(By.ID, "translate-error"))
    assert app.t("translate.error") in problem and app.t("translate.unreachable") in problem
    assert not app.driver.find_element(By.ID, "translate-cancel").is_displayed()
    assert app.horizontal_overflow() <= 0
    app.screenshot(f"phone-translate-unreachable-{lang}", full_page=False)
    pointer_button(app, "#translate-error").click()
    app.wait.until(lambda d: phrasebook_opened(app))


def test_a_first_visit_on_a_slow_link_paints_a_loading_frame_at_once(make_app):
    app = make_app("phone", "en", fresh=True)  # nothing kept: every file comes over the slow link
    driver = app.driver
    driver.execute_cdp_cmd("Network.enable", {})
    driver.execute_cdp_cmd("Network.setCacheDisabled", {"cacheDisabled": True})
    # A slow mobile link: 300 ms of latency, 64 KB/s down.
    driver.execute_cdp_cmd("Network.emulateNetworkConditions", {
        "offline": False, "latency": 300, "downloadThroughput": 64 * 1024, "uploadThroughput": 32 * 1024})
    driver.execute_cdp_cmd("Page.addScriptToEvaluateOnNewDocument", {"source": FIRST_PAINT})
    driver.set_page_load_timeout(90)
    driver.get(app.base_url + "/")
    app.wait.until(lambda d: app.js("return window.__paint !== null"))
    paint = app.js("return window.__paint")
    assert paint["booting"], f"the first paint waited for the app to be ready: {paint}"
    assert paint["bootShown"], paint
    assert "Baluchon" in paint["bootText"]
    assert "Chargement…" in paint["bootText"] and "Loading…" in paint["bootText"]
    if app.js("return window.__readyAt === null"):
        app.screenshot("phone-first-visit-loading", full_page=False)
    app.wait.until(lambda d: app.js("return window.__readyAt !== null && !!document.querySelector('#view-title')"))
    ready_at = app.js("return window.__readyAt")
    assert ready_at - paint["at"] > 1000, f"painted at {paint['at']:.0f} ms, ready at {ready_at:.0f} ms"
    assert app.js("return document.getElementById('boot')") is None, "the loading frame goes once the app is ready"
    assert driver.find_element(By.CSS_SELECTOR, ".app-header .brand-name").is_displayed()
    assert app.heading() == app.t("home.title")
