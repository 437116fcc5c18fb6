"""PWA: manifest, service worker registration and control, precache, offline navigation."""
import json
import urllib.request

import pytest

from e2e_support import SHELL_CACHE_PREFIX, App, Browsers


def http_get(base_url, path):
    with urllib.request.urlopen(base_url + path, timeout=10) as res:
        return res.status, res.headers.get("Content-Type", ""), res.read()


def test_static_files_are_served_with_the_right_types(base_url):
    checks = {
        "/manifest.webmanifest": "application/manifest+json",
        "/sw.js": "javascript",
        "/js/app.js": "javascript",
        "/css/app.css": "text/css",
        "/i18n/fr.json": "application/json",
        "/icons/icon.svg": "image/svg+xml",
        "/icons/icon-192.png": "image/png",
    }
    for path, ctype in checks.items():
        status, got, _ = http_get(base_url, path)
        assert status == 200 and ctype in got, f"{path}: {status} {got}"
    status, got, body = http_get(base_url, "/weather")
    assert status == 200 and "text/html" in got and b'id="view"' in body, "deep links serve index.html"
    manifest = json.loads(http_get(base_url, "/manifest.webmanifest")[2])
    assert manifest["start_url"] == "/" and manifest["display"] == "standalone"
    assert {"192x192", "512x512"} <= {icon["sizes"] for icon in manifest["icons"]}


def wait_controlled(app):
    """Wait for an active registration, then reload so the page is controlled by the worker."""
    scope = app.js_async(
        "const done = arguments[arguments.length - 1];"
        "navigator.serviceWorker.ready.then(r => done(r.scope), e => done('error: ' + e));")
    assert scope == app.base_url + "/", scope
    app.reload()
    app.wait.until(lambda d: app.js("return !!navigator.serviceWorker.controller"))


@pytest.mark.parametrize("viewport", ["phone", "desktop"])
def test_service_worker_controls_the_page(make_app, viewport):
    app = make_app(viewport, "fr", fresh=True)  # a profile that never saw the app: the install itself
    app.open("/")
    wait_controlled(app)
    cached = app.js_async(
        "const done = arguments[arguments.length - 1];"
        "(async () => { const names = (await caches.keys()).filter(n => n.startsWith(arguments[0]));"
        " const urls = [];"
        " for (const n of names) for (const r of await (await caches.open(n)).keys()) urls.push(new URL(r.url).pathname);"
        " return { names, urls }; })().then(done, e => done({ error: String(e) }));", SHELL_CACHE_PREFIX)
    assert len(cached["names"]) == 1, cached
    for path in ("/index.html", "/js/app.js", "/js/settings/page.js", "/i18n/en.json", "/css/app.css"):
        assert path in cached["urls"]
    # Visiting pages that call the API must not put /api/ responses in the shell cache.
    app.go_via_menu("settings")
    app.go_via_menu("about")
    app.wait.until(lambda d: app.js("return document.querySelector('#about-version').dataset.state") == "ok")
    api_cached = app.js_async(
        "const done = arguments[arguments.length - 1];"
        "(async () => { const out = [];"
        " for (const n of await caches.keys()) for (const r of await (await caches.open(n)).keys())"
        "   if (new URL(r.url).pathname.startsWith('/api/')) out.push(r.url);"
        " return out; })().then(done, e => done([String(e)]));")
    assert api_cached == []


def test_a_browser_given_back_comes_again_with_its_shell_and_nothing_else(base_url, catalogs):
    """The suite's pool (e2e_support.Browsers) hands the next test the same Chromium, wiped but for the installed
    service worker and shell: a wipe that fails closes the browser instead, which no test would notice but the
    suite's time (a Chromium and an install for every test)."""
    pool = Browsers()
    try:
        first = App(base_url, "phone", "en", catalogs, pool)
        first.open("/currency")
        wait_controlled(first)
        first.js_async(
            "const done = arguments[arguments.length - 1]; localStorage.setItem('left-by-a-test', '1');"
            "caches.open('left-by-a-test').then(() => done(true), e => done(String(e)));")
        session = first.driver.session_id
        first.quit()
        second = App(base_url, "phone", "en", catalogs, pool)
        assert (second.driver.session_id, pool.launched, pool.reused) == (session, 1, 1)
        second.open("/currency")
        assert second.js("return !!navigator.serviceWorker.controller"), "the installed worker answers at once"
        served = second.js("return performance.getEntriesByType('resource')"
                           ".filter(e => e.name.endsWith('/js/app.js')).map(e => e.workerStart > 0)")
        assert served == [True], served
        assert second.js("return localStorage.getItem('left-by-a-test')") is None
        names = second.js_async("const done = arguments[arguments.length - 1]; caches.keys().then(done);")
        assert len(names) == 1 and names[0].startswith(SHELL_CACHE_PREFIX), names
        second.quit()
    finally:
        pool.close()


def test_offline_navigation_uses_the_cached_shell(make_app):
    app = make_app("phone", "en", fresh=True)
    app.allow_console("ERR_INTERNET_DISCONNECTED")
    app.allow_console("/api/")
    app.open("/")
    wait_controlled(app)
    app.go_via_menu("currency")  # warm every module
    app.driver.execute_cdp_cmd("Network.enable", {})
    app.driver.execute_cdp_cmd("Network.emulateNetworkConditions", {
        "offline": True, "latency": 0, "downloadThroughput": -1, "uploadThroughput": -1})
    try:
        app.driver.get(app.base_url + "/map")
        app.wait_ready()
        app.wait_view("map")
        app.go_via_menu("about")
        app.wait.until(lambda d: app.js("return document.querySelector('#about-version').dataset.state") == "error")
        app.screenshot("phone-about-offline-en")
    finally:
        app.driver.execute_cdp_cmd("Network.emulateNetworkConditions", {
            "offline": False, "latency": 0, "downloadThroughput": -1, "uploadThroughput": -1})
