"""A bad mobile link: a tap repeated while the first one waits on a slow answer does its work once (saving a place,
opening or joining a room), and opening the installed app while the server accepts connections but never answers
shows the app from the kept shell within seconds, not a white screen for the whole hang."""

import signal
import time

from selenium.common.exceptions import TimeoutException
from selenium.webdriver.common.by import By

from e2e_support import App, waiter
from test_guidance import own_server  # noqa: F401  (a server of this test's own, to stop)
from test_pwa import wait_controlled

# Page script: every fetch of a path containing `arguments[0]` is counted and held 1.5 s (a slow link).
SLOW_LINK = """
window.__asked = 0;
const realFetch = window.fetch;
window.fetch = async (url, options) => {
  if (String(url).includes(arguments[0])) {
    window.__asked += 1;
    await new Promise((resolve) => setTimeout(resolve, 1500));
  }
  return realFetch(url, options);
};
"""


def double_tap(app, element):
    app.js("arguments[0].scrollIntoView({block: 'center'})", element)
    element.click()
    time.sleep(0.3)
    element.click()


def test_save_tapped_twice_on_a_slow_link_saves_once(make_app):
    app = make_app("phone", "en")
    app.open("/places")
    app.driver.find_element(By.ID, "saved-name").send_keys("Gare")
    app.driver.find_element(By.ID, "saved-position").send_keys("V7QF+XH Monaco")  # a short code: the server reads it
    app.js(SLOW_LINK, "/api/v1/decode")
    save = app.driver.find_element(By.ID, "saved-save")
    double_tap(app, save)
    busy = app.js("return document.getElementById('saved-form').getAttribute('aria-busy')")
    app.wait.until(lambda d: app.js("return !document.getElementById('saved-form').hasAttribute('aria-busy')"))
    time.sleep(2)  # a second save, had it started, would have ended by now
    assert app.js("return window.__asked") == 1
    assert app.js("return document.querySelectorAll('#saved-list li.saved-item').length") == 1
    assert busy == "true", "the form says it is busy while the save is under way"
    assert save.is_enabled(), "the button works again once the save is over"


def test_open_a_room_tapped_twice_on_a_slow_link_opens_one(make_app):
    app = make_app("phone", "en")
    app.open("/games")
    app.driver.find_element(By.ID, "room-name").send_keys("Ana")
    app.js(SLOW_LINK, "/api/v1/rooms")
    double_tap(app, app.driver.find_element(By.ID, "room-create"))
    app.wait.until(lambda d: app.js("return !document.getElementById('room-live').hidden"))
    time.sleep(2)
    assert app.js("return window.__asked") == 1
    app.driver.find_element(By.ID, "room-leave").click()
    app.wait.until(lambda d: app.js("return !document.getElementById('room-lobby').hidden"))
    assert app.driver.find_element(By.ID, "room-create").is_enabled()
    code = app.js("return document.getElementById('room-code')")
    app.allow_console("/api/v1/rooms/ABC234")
    app.js("window.__asked = 0; arguments[0].value = 'ABC234'", code)  # a room that does not exist: refused
    double_tap(app, app.driver.find_element(By.ID, "room-join"))
    app.wait.until(lambda d: app.js("return !document.getElementById('room-lobby').hasAttribute('aria-busy')"))
    time.sleep(2)
    assert app.js("return window.__asked") == 1, "joining too is asked once"


def test_a_cold_open_while_the_server_hangs_shows_the_kept_app(own_server, catalogs):  # noqa: F811
    url, proc = own_server.url, own_server.proc
    app = None
    try:
        app = App(url, "phone", "en", catalogs)
        app.open("/")
        wait_controlled(app)
        app.wait.until(lambda d: app.js_async("const done = arguments[0]; caches.match('/index.html').then((r) => done(!!r));"))
        app.driver.get("about:blank")
        app.driver.set_page_load_timeout(15)
        proc.send_signal(signal.SIGSTOP)
        try:
            started = time.monotonic()
            try:
                app.driver.get(url + "/")
            except TimeoutException:
                raise AssertionError("the page stayed white: the navigation waited on the silent server") from None
            waiter(app.driver, 10).until(lambda d: d.execute_script(
                "return document.documentElement.hasAttribute('data-ready') && !!document.querySelector('#view-title')"))
            assert time.monotonic() - started < 12
        finally:
            proc.send_signal(signal.SIGCONT)
    finally:
        if app:
            app.quit(reuse=False)
