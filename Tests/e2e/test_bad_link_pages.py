"""A bad mobile link on a phone (375×667): a map search that waits on a slow or silent server says it is searching,
under the field, can be cancelled and is not asked twice; when it fails the failure is shown there too, not below
the full-height map. Saving a place while the server hangs says "Saving…" at once (the line of the save before
goes), and a failure says the place was not saved, the form keeping what was typed."""
import time

import pytest
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys

from e2e_support import filled, norm
from test_accessibility import blocking_violations
from test_map import mt, open_map
from test_saved import open_places, save, st, wipe

# Page script: every fetch of a path containing `arguments[0]` is counted and held until the test calls
# window.__drop() (it then fails as a dropped connection does) or its caller aborts it: a server that never answers,
# without waiting for the client's own time limit. window.__realFetch is the link back.
HOLD = """
window.__asked = 0;
window.__aborted = 0;
window.__pending = [];
window.__realFetch = window.fetch;
window.fetch = (url, options = {}) => {
  if (!String(url).includes(arguments[0])) return window.__realFetch(url, options);
  window.__asked += 1;
  return new Promise((resolve, reject) => {
    window.__pending.push(() => reject(new TypeError('Failed to fetch')));
    options.signal?.addEventListener('abort', () => {
      window.__aborted += 1;
      reject(new DOMException('The user aborted a request.', 'AbortError'));
    }, { once: true });
  });
};
window.__drop = () => { window.__pending.splice(0).forEach((drop) => drop()); };
"""


def in_sight(app, element) -> bool:
    """Whether the whole element is on the screen as it is (nothing to scroll)."""
    return app.js("const r = arguments[0].getBoundingClientRect();"
                  "return r.height > 0 && r.top >= 0 && r.bottom <= window.innerHeight", element)


def shown(app, element) -> bool:
    """On the page, not only for screen readers (a visually hidden element is one pixel, clipped)."""
    return app.js("const r = arguments[0].getBoundingClientRect(); return r.width > 1 && r.height > 1", element)


def live(app) -> str:
    return norm(app.js("return document.getElementById('live').textContent"))


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_a_search_on_a_silent_link_says_so_under_the_field_and_so_does_its_failure(make_app, lang):
    app = make_app("phone", lang)
    open_map(app)
    app.js(HOLD, "/api/v1/search")
    word = "pharmacie" if lang == "fr" else "pharmacy"
    field = app.driver.find_element(By.ID, "map-search")
    field.send_keys(word, Keys.ENTER)
    status = app.driver.find_element(By.ID, "map-search-status")
    searching = mt(app, "map.search.searchingFor", query=word)
    app.wait.until(lambda d: app.js("return window.__asked") == 1 and shown(app, status))
    assert searching in app.text(status)
    assert in_sight(app, status), "the searching line is under the field, on screen"
    assert app.driver.find_element(By.ID, "map-search-cancel").is_displayed()
    app.wait.until(lambda d: live(app) == searching)  # said to screen readers
    go = app.driver.find_element(By.ID, "map-search-go")
    assert go.get_attribute("aria-disabled") == "true"
    assert app.driver.find_element(By.ID, "map-search-form").get_attribute("aria-busy") == "true"
    assert blocking_violations(app, "searching") == []
    app.screenshot(f"bad-link-map-searching-{lang}")
    # Tapped again (the button, then the keyboard's "search"): the search under way is not asked again.
    go.click()
    field.send_keys(Keys.ENTER)
    time.sleep(0.3)
    assert app.js("return window.__asked") == 1 and app.js("return window.__aborted") == 0

    app.js("window.__drop()")
    box = app.wait.until(lambda d: d.find_element(By.CSS_SELECTOR, "#map-search-status .map-search-failure"))
    assert box.is_displayed() and in_sight(app, box), "the failure is under the field, not below the map"
    assert app.js("return window.scrollY") == 0
    text = app.text(box)
    assert mt(app, "map.search.error") in text and app.t("error.network") in text
    assert go.get_attribute("aria-disabled") is None
    assert app.driver.find_element(By.ID, "map-search-form").get_attribute("aria-busy") is None
    assert not app.driver.find_elements(By.CSS_SELECTOR, "#map-search-banner .notice-error"), "said once"
    assert blocking_violations(app, "failed") == []
    app.screenshot(f"bad-link-map-search-failed-{lang}")

    # The link is back: "Try again" searches, the failure goes and the results come.
    app.js("window.fetch = window.__realFetch")
    app.driver.find_element(By.ID, "map-search-retry").click()
    app.wait.until(lambda d: app.js("const l = document.querySelector('#map-results');"
                                    "return l.dataset.state === 'loaded' && !l.hasAttribute('aria-busy')")
                   and d.find_elements(By.CSS_SELECTOR, "#map-results > li.map-result"))
    assert not shown(app, status) and not app.driver.find_elements(By.CSS_SELECTOR, ".map-search-failure")


def test_a_search_waiting_on_a_silent_server_can_be_cancelled(make_app):
    app = make_app("phone", "en")
    open_map(app)
    app.js(HOLD, "/api/v1/search")
    app.driver.find_element(By.CSS_SELECTOR, '.map-chip[data-kind="pharmacy"]').click()
    status = app.driver.find_element(By.ID, "map-search-status")
    app.wait.until(lambda d: app.js("return window.__asked") == 1 and shown(app, status))
    app.driver.find_element(By.ID, "map-search-cancel").click()
    app.wait.until(lambda d: not shown(app, status))
    assert app.js("return window.__aborted") == 1, "the request itself is stopped"
    app.wait.until(lambda d: live(app) == mt(app, "map.search.cancelled"))  # said at the next frame
    assert app.js("return document.activeElement.id") == "map-search"
    assert app.driver.find_element(By.ID, "map-search-form").get_attribute("aria-busy") is None
    assert app.driver.find_element(By.ID, "map-search-go").get_attribute("aria-disabled") is None
    assert app.driver.find_element(By.ID, "map-results").get_attribute("aria-busy") is None
    assert not app.driver.find_elements(By.CSS_SELECTOR, ".map-search-failure")


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_a_save_on_a_silent_link_says_saving_then_that_the_place_was_not_saved(make_app, lang):
    app = make_app("phone", lang)
    wipe(app)
    open_places(app)
    save(app, "Casino", "43.7397, 7.4270")
    status = app.driver.find_element(By.ID, "saved-status")
    assert app.text(status) == filled(st(app, "saved.added"), name="Casino")
    app.js(HOLD, "/api/v1/decode")
    app.driver.find_element(By.ID, "saved-name").send_keys("Gare")
    app.driver.find_element(By.ID, "saved-position").send_keys("V7QF+XH Monaco")  # a short code: the server reads it
    button = app.driver.find_element(By.ID, "saved-save")
    app.js("arguments[0].scrollIntoView({block: 'center'})", button)
    button.click()
    app.wait.until(lambda d: app.js("return window.__asked") == 1)
    assert app.text(status) == st(app, "saved.saving"), "the line of the save before goes at once"
    assert status.get_attribute("data-kind") == "busy" and in_sight(app, status)
    assert blocking_violations(app, "saving") == []
    app.screenshot(f"bad-link-saving-{lang}")

    app.js("window.__drop()")
    app.wait.until(lambda d: status.get_attribute("data-kind") == "error")
    assert app.text(status) == norm(filled(st(app, "saved.notSaved"), name="Gare", reason=app.t("error.network")))
    assert in_sight(app, status) and blocking_violations(app, "not saved") == []
    assert app.driver.find_element(By.ID, "saved-name").get_attribute("value") == "Gare"
    assert app.driver.find_element(By.ID, "saved-position").get_attribute("value") == "V7QF+XH Monaco"
    assert button.is_enabled() and app.driver.find_element(By.ID, "saved-form").get_attribute("aria-busy") is None
    assert [app.text(name) for name in app.driver.find_elements(By.CSS_SELECTOR, "#saved-list .saved-name")] == ["Casino"]
    app.screenshot(f"bad-link-not-saved-{lang}")
