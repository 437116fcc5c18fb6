"""Re-route benchmark (release build, on demand): how long after the fix that shows the traveller has left
the route the map page shows new instructions, offline, in headless Chromium at phone size.

Ten times, the page routes to the nearest pharmacy of Monaco (the server's shipped region, Routino in
process) and guides; the emulated position steps onto the route (at a different point each round), then
200 m north of it for three fixes, the third of which asks for a new route. A MutationObserver in the page stamps the moment that fix
reaches the panel and the moment the new route's first instruction replaces "Head back to the route, …".
Baseline in the same run: the same re-route request asked of the server over HTTP from Python (the
server's share of the delay). Figures are printed; nothing is asserted.

With no server (`test_reroute_delay_with_no_server`, issue 26): Monaco's pack kept, the route to the pharmacy
guided, then the server process stopped; ten times the position joins the route being guided (the one the
phone made last) and leaves it 200 m to the north (to the south every other round) for three fixes, and the
new route comes from Routino in WebAssembly in the page's worker. The same stamps: the third off-route fix
reaching the panel → the new route's first instruction on screen.

Run (from the repository root, with the e2e venv of README's e2e section):
  swift build -c release --product baluchon
  PYTHONPATH=Tests/e2e BALUCHON_BIN=.build/release/baluchon \\
    .build/e2e-venv/bin/python -m pytest -q -s -p conftest Benchmarks/Routes/reroute.py
(`-k no_server` for the phone's re-routes alone.)
"""
import json
import statistics
import time
import urllib.request

from selenium.common.exceptions import TimeoutException
from selenium.webdriver.common.by import By

from e2e_support import App, REPO_ROOT

from test_device_routes import built_pack
from test_guidance import own_server, start_guidance  # noqa: F401  (own_server: a server to stop)
from test_map import monaco  # noqa: F401  (the import fixture)
from test_packs import keep_monaco
from test_routes import SPEECH_STUB, fixes, move_to, route_to_first_pharmacy

ROUNDS = 10
OFF_ROUTE_FIXES = 3
OBSERVER = """
window.__marks = [];
const panel = document.querySelector('#route-panel');
const stamp = () => window.__marks.push([performance.now(), Number(panel.dataset.fixes || 0),
  document.querySelector('#route-instructions').textContent]);
new MutationObserver(stamp).observe(panel, { attributes: true, childList: true, subtree: true, characterData: true });
"""


def latest_route(app):
    """The last route the page asked for, asked again of the server (its share of the delay is timed)."""
    url = app.js("return performance.getEntriesByType('resource').map(e => e.name)"
                 ".filter(n => n.includes('/api/v1/route?')).pop()")
    tick = time.perf_counter()
    with urllib.request.urlopen(url, timeout=10) as res:
        route = json.load(res)
    return route, (time.perf_counter() - tick) * 1000


def route_count(app):
    return app.js("return performance.getEntriesByType('resource').filter(e => e.name.includes('/api/v1/route?')).length")


def test_reroute_delay(make_app):
    app = make_app("phone", "en")
    # Off the route the panel tells the way back ("Head back to the route, 200 m to the south."), until the new route.
    off_route = json.loads((REPO_ROOT / "Public" / "i18n" / "routes.en.json").read_text())["routes.headBackShort"]
    on_screen, server, missed = [], [], 0
    for round_ in range(ROUNDS):
        # A fresh page guiding along the route to the pharmacy, left at a different point each round (the route
        # a round leaves on the device would be shown again, guiding: the page forgets it first).
        if round_:
            app.js("localStorage.removeItem('baluchon.routes.active')")
        route_to_first_pharmacy(app)
        app.driver.find_element(By.CSS_SELECTOR, "#route-panel .btn-primary").click()
        app.wait.until(lambda d: app.js("return window.__spoken.length") >= 1)
        app.js(OBSERVER)
        line = latest_route(app)[0]["geometry"]["coordinates"]
        lon, lat = line[(round_ + 1) * len(line) // (ROUNDS + 2)]
        move_to(app, lon, lat)
        app.js("window.__marks = []")
        trigger = fixes(app) + OFF_ROUTE_FIXES
        before = route_count(app)
        # 200 m north of the line (inland), a metre further east each fix (distinct fixes).
        for step in range(OFF_ROUTE_FIXES):
            move_to(app, lon + (step + 1) * 0.00001, lat + 200 / 110574)
        try:
            app.wait.until(lambda d: route_count(app) > before and app.js(
                "return window.__marks.some(m => m[1] >= arguments[0] && !m[2].startsWith(arguments[1]))", trigger, off_route))
        except TimeoutException:  # no route from that point (a cliff, the sea): not a delay to count
            missed += 1
            continue
        marks = app.js("return window.__marks")
        start = next(m[0] for m in marks if m[1] >= trigger)
        shown = next(m[0] for m in marks if m[1] >= trigger and m[0] >= start and not m[2].startswith(off_route))
        on_screen.append(shown - start)
        server.append(latest_route(app)[1])
    print(f"\nre-route, fix to new instructions on screen: {len(on_screen)} of {ROUNDS} rounds ({missed} without a route)")
    if on_screen:
        print(f"  on screen: p50 {statistics.median(on_screen):.0f} ms, max {max(on_screen):.0f} ms")
        print(f"  server alone (same request over HTTP): p50 {statistics.median(server):.0f} ms, max {max(server):.0f} ms")


def active_line(app):
    """The line of the route the page is guiding along (kept on the device), the phone's own after a re-route."""
    return app.js("return JSON.parse(localStorage.getItem('baluchon.routes.active')).route.geometry.coordinates")


def test_reroute_delay_with_no_server(own_server, catalogs, browsers):  # noqa: F811
    app = App(own_server.url, "phone", "en", catalogs, browsers)
    off_route = json.loads((REPO_ROOT / "Public" / "i18n" / "routes.en.json").read_text())["routes.headBackShort"]
    on_screen, missed, from_pack = [], 0, 0
    try:
        app.driver.execute_cdp_cmd("Page.addScriptToEvaluateOnNewDocument", {"source": SPEECH_STUB})
        built_pack(own_server, "en")
        keep_monaco(app)
        route_to_first_pharmacy(app)
        start_guidance(app)
        own_server.stop()
        app.js(OBSERVER)
        for round_ in range(ROUNDS):
            line = active_line(app)
            lon, lat = line[len(line) // 3]
            move_to(app, lon, lat)
            app.js("window.__marks = []")
            trigger = fixes(app) + OFF_ROUTE_FIXES
            # 200 m to the north, then to the south the next round: each new route starts where the last one was
            # left, and always north would walk out of the pack's area after a few rounds.
            away = 200 / 110574 * (1 if round_ % 2 == 0 else -1)
            for step in range(OFF_ROUTE_FIXES):
                move_to(app, lon + (step + 1) * 0.00001, lat + away)
            try:
                app.wait.until(lambda d: active_line(app) != line and app.js(
                    "return window.__marks.some(m => m[1] >= arguments[0] && !m[2].startsWith(arguments[1]))", trigger, off_route))
            except TimeoutException:  # no route from that point on the phone: not a delay to count
                missed += 1
                continue
            marks = app.js("return window.__marks")
            start = next(m[0] for m in marks if m[1] >= trigger)
            shown = next(m[0] for m in marks if m[1] >= trigger and not m[2].startswith(off_route))
            on_screen.append(shown - start)
            # The panel says the route came from the pack on the phone ("On this phone — pack of …").
            from_pack += bool(app.driver.find_elements(By.CSS_SELECTOR, ".route-message .device-note"))
    finally:
        app.quit(reuse=False)
    print(f"\nre-route with no server, third off-route fix to the phone's new instructions on screen: "
          f"{len(on_screen)} of {ROUNDS} rounds ({missed} without a route), {from_pack} said to come from the pack")
    if on_screen:
        print(f"  on screen: p50 {statistics.median(on_screen):.0f} ms, max {max(on_screen):.0f} ms; "
              f"each, in order (the first loads the pack's routing part into the worker): {[round(ms) for ms in on_screen]}")
