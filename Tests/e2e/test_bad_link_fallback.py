"""A server that hangs (the process stopped with SIGSTOP: connections are accepted, nothing is answered) while the
phone keeps Monaco's trip pack: the map search and "where am I" take the pack's answers within seconds
(Public/js/shared/api.js FALLBACK_WAIT_MS), not after the client's whole 15 s time limit."""
import signal
import time

from selenium.webdriver.common.by import By

from e2e_support import App, norm
from test_guidance import own_server  # noqa: F401  (a server of this test's own, to stop)
from test_map import click, emulate_position
from test_packs import keep_monaco
from test_routes import CASINO

# Well under the 15 s the client waits for a server without a fallback, well over FALLBACK_WAIT_MS (4 s).
FALLBACK_BOUND_S = 10


def test_a_hanging_server_is_not_waited_on_when_the_pack_can_answer(own_server, catalogs, browsers):  # noqa: F811
    app = App(own_server.url, "phone", "fr", catalogs, browsers)
    ok = False
    try:
        keep_monaco(app)
        emulate_position(app, CASINO)
        for noise in ("ERR_", "Failed to fetch", "/api/"):
            app.allow_console(noise)
        own_server.proc.send_signal(signal.SIGSTOP)
        try:
            started = time.monotonic()
            click(app, app.driver.find_element(By.ID, "map-locate"))
            app.wait.until(lambda d: d.find_elements(By.CSS_SELECTOR, "#map-status .device-note"))
            assert time.monotonic() - started < FALLBACK_BOUND_S
            assert norm("Monaco") in norm(app.text(app.driver.find_element(By.ID, "map-where-label")))

            started = time.monotonic()
            box = app.driver.find_element(By.ID, "map-search")
            box.clear()
            box.send_keys("pharmacie\n")
            app.wait.until(lambda d: app.js("return document.querySelector('#map-results').dataset.state") == "loaded"
                           and d.find_elements(By.CSS_SELECTOR, "#map-search-banner .device-note"))
            assert time.monotonic() - started < FALLBACK_BOUND_S
            assert app.driver.find_elements(By.CSS_SELECTOR, ".map-result-name")
        finally:
            own_server.proc.send_signal(signal.SIGCONT)
        ok = True
    finally:
        app.quit(reuse=ok)
