"""Re-route benchmark (release build, on demand): how long after the fix that shows the traveller has left
the route the map page shows new instructions, offline, in headless Chromium at phone size.

Ten times, the page routes to the nearest pharmacy of Monaco (the server's shipped region, Routino in
process) and guides; the emulated position steps onto the route (at a different point each round), then
200 m north of it for three fixes, the third of which asks for a new route. A MutationObserver in the page stamps the moment that fix
reaches the panel and the moment the new route's first instruction replaces "Head back to the route, …".
Baseline in the same run: the same re-route request asked of the server over HTTP from Python (the
server's share of the delay). Figures are printed; nothing is asserted.

Run (from the repository root, with the e2e venv of README's e2e section):
  swift build -c release --product baluchon
  PYTHONPATH=Tests/e2e BALUCHON_BIN=.build/release/baluchon \\
    .build/e2e-venv/bin/python -m pytest -q -s -p conftest Benchmarks/Routes/reroute.py
"""
import json
import statistics
import time
import urllib.request

from selenium.common.exceptions import TimeoutException
from selenium.webdriver.common.by import By

from e2e_support import REPO_ROOT

from test_map import monaco  # noqa: F401  (the import fixture)
from test_routes import fixes, move_to, route_to_first_pharmacy

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
