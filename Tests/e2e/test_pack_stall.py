"""A trip pack download on a bad mobile link, in headless Chromium at 375×667: a part whose bytes stop halfway (a
page-script fetch wrapper) makes the panel say, after a few seconds without a byte and in its live region, that the
download waits for the network and goes on when the link returns — and it does; a Cancel button, named, is there
during any download; cancelling an update while the SERVER PROCESS HANGS (SIGSTOP) stops it at once, keeps the
pack the phone had (its parts, its version, the one the service worker reads), says so, and "Start again" then
finishes it; cancelling a first download keeps nothing in use and can start again too; a download whose SERVER
PROCESS IS KILLED mid-download says the connection is lost, with the parts kept, and resumes by itself from them
once a server answers again (here at once, on the window's `online` event)."""
import json
import signal
import time

from selenium.webdriver.common.by import By

from e2e_support import App
from test_guidance import own_server  # noqa: F401  (a server of the test's own, to hang)
from test_map import click, open_map
from test_packs import PACK, kept_parts, manifest_of, mt, offered, open_packs, show_size, wait_worker

# Page script: the part whose URL is arguments[0] sends half its bytes, then nothing until window.__release().
HALF_THEN_HOLD = """
const real = window.fetch.bind(window);
let release;
const held = new Promise((resolve) => { release = resolve; });
window.__release = () => release();
window.fetch = async (url, options) => {
  if (String(url) !== arguments[0]) return real(url, options);
  const bytes = new Uint8Array(await (await real(url, options)).arrayBuffer());
  const half = bytes.length >> 1;
  const body = new ReadableStream({
    async start(controller) {
      controller.enqueue(bytes.slice(0, half));
      window.__heldAt = performance.now();
      await held;
      controller.enqueue(bytes.slice(half));
      controller.close();
    },
  });
  return new Response(body, {status: 200, headers: {'Content-Type': 'application/octet-stream'}});
};
"""

# Page script: when the waiting message first shows, and whether it ever showed.
WATCH_WAITING = """
window.__waitingAt = null;
new MutationObserver(() => {
  const status = document.getElementById('packs-progress-status');
  if (status && status.textContent && window.__waitingAt === null) window.__waitingAt = performance.now();
}).observe(document.getElementById('packs-offer'), {subtree: true, childList: true, characterData: true});
"""

# Page script: the manifest as if the server's data had changed: another version, its parts at new URLs (the same
# bytes: the server ignores the added parameter). Part fetches are recorded.
NEWER_MANIFEST = """
const real = window.fetch.bind(window);
window.__partCalls = [];
window.fetch = async (url, options) => {
  const text = String(url);
  if (text.startsWith('/api/v1/packs/')) window.__partCalls.push(text);
  if (!text.startsWith('/api/v1/packs?')) return real(url, options);
  const manifest = await (await real(url, options)).json();
  manifest.version = 'f'.repeat(16);
  for (const part of manifest.parts) part.url += '&again=1';
  return new Response(JSON.stringify(manifest), {status: 200, headers: {'Content-Type': 'application/json'}});
};
"""

# Page script: the part whose URL is arguments[0] is asked only on window.__go() (the first time); parts asked are recorded.
HOLD_ONE_PART = """
const real = window.fetch.bind(window);
const heldUrl = arguments[0];
let go;
const gate = new Promise((resolve) => { go = resolve; });
window.__go = () => go();
window.__partCalls = [];
window.fetch = async (url, options) => {
  const text = String(url);
  if (text.startsWith('/api/v1/packs/')) window.__partCalls.push(text);
  if (text === heldUrl && !window.__held) {
    window.__held = true;
    await gate;
  }
  return real(url, options);
};
"""


def cancel_button(app):
    button = app.driver.find_element(By.ID, "packs-cancel")
    assert button.is_displayed() and button.is_enabled()
    assert button.accessible_name == mt(app.lang, "map.packs.cancel")
    return button


def status_text(app):
    found = app.driver.find_elements(By.ID, "packs-progress-status")
    return app.text(found[0]) if found else ""


def worker_index(app):
    return app.js_async("""const done = arguments[0];
caches.match('/packs/index.json', {cacheName: 'baluchon-packs-index'}).then((r) => r ? r.json() : {packs: []})
  .then((i) => done(i.packs.map((p) => [p.id, p.version])), (e) => done(String(e)));""")


def item_state(app):
    found = app.driver.find_elements(By.CSS_SELECTOR, f'#packs-list .packs-item[data-id="{PACK}"]')
    return found[0].get_attribute("data-state") if found else None


def test_a_download_stalled_halfway_says_it_waits_and_goes_on_when_the_link_returns(make_app):
    app = make_app("phone", "en")
    manifest = offered(app)
    held = max(manifest["parts"], key=lambda part: part["bytes"])
    app.js(HALF_THEN_HOLD, held["url"])
    app.js(WATCH_WAITING)
    click(app, app.driver.find_element(By.ID, "packs-keep"))
    app.wait.until(lambda d: app.js("return window.__heldAt !== undefined"))
    cancel_button(app)
    assert status_text(app) == "", "nothing is said while the link has only just stopped"
    app.wait.until(lambda d: status_text(app))
    assert status_text(app) == mt("en", "map.packs.waiting")
    stalled_for = app.js("return window.__waitingAt - window.__heldAt")
    assert 4000 <= stalled_for <= 8000, f"said after {stalled_for} ms without a byte"
    assert app.js("return document.getElementById('packs-progress-status').closest('[aria-live]').id") == "packs-offer"
    assert 0 < int(app.driver.find_element(By.ID, "packs-progress").get_attribute("value")) < manifest["totalBytes"]
    cancel_button(app)
    app.screenshot("phone-packs-waiting-en")
    app.js("window.__release()")
    app.wait.until(lambda d: item_state(app) == "complete")
    assert not app.driver.find_elements(By.ID, "packs-cancel")
    assert mt("en", "map.packs.keptNow", name=manifest["name"]) in app.text(app.driver.find_element(By.ID, "packs-offer"))
    assert kept_parts(app) == {part["url"]: part["sha256"] for part in manifest["parts"]}


def test_cancelling_an_update_while_the_server_hangs_keeps_the_pack_the_phone_had(own_server, catalogs, browsers):  # noqa: F811
    app = App(own_server.url, "phone", "fr", catalogs, browsers)
    ok = False
    try:
        open_map(app)
        wait_worker(app)
        open_packs(app)
        show_size(app)
        before = manifest_of(app)
        click(app, app.driver.find_element(By.ID, "packs-keep"))
        app.wait.until(lambda d: item_state(app) == "complete")
        kept_before = kept_parts(app)
        assert kept_before == {part["url"]: part["sha256"] for part in before["parts"]}

        # The server's data changed: the panel, opened again, offers the update.
        app.js(NEWER_MANIFEST)
        click(app, app.driver.find_element(By.ID, "packs-open"))
        click(app, app.driver.find_element(By.ID, "packs-open"))
        app.wait.until(lambda d: d.find_elements(By.CSS_SELECTOR, f'#packs-list .packs-item[data-id="{PACK}"] .packs-update'))
        app.allow_console("/api/v1/packs/")
        own_server.proc.send_signal(signal.SIGSTOP)
        try:
            click(app, app.driver.find_element(By.CSS_SELECTOR, f'#packs-list .packs-item[data-id="{PACK}"] .packs-update'))
            app.wait.until(lambda d: app.js("return window.__partCalls.length") >= 1)
            app.wait.until(lambda d: status_text(app) == mt("fr", "map.packs.waiting"))
            app.screenshot("phone-packs-waiting-fr")
            started = time.monotonic()
            click(app, cancel_button(app))
            app.wait.until(lambda d: d.find_elements(By.ID, "packs-cancelled"))
            assert time.monotonic() - started < 3, "the cancel did not wait for the silent server"
            assert app.text(app.driver.find_element(By.CSS_SELECTOR, "#packs-cancelled p")) == mt("fr", "map.packs.cancelledUpdate")
            restart = app.driver.find_element(By.ID, "packs-restart")
            assert restart.accessible_name == mt("fr", "map.packs.restart")
            assert app.js("return document.activeElement.id") == "packs-restart"
            assert not app.driver.find_elements(By.ID, "packs-cancel")
            assert kept_parts(app) == kept_before, "the kept parts are untouched, no half part entered"
            assert worker_index(app) == [[PACK, before["version"]]], "the service worker still reads the kept version"
            entry = next(e for e in json.loads(app.js("return localStorage.getItem('baluchon.packs.list')")) if e["id"] == PACK)
            assert entry["manifest"]["version"] == before["version"]
            item = app.driver.find_element(By.CSS_SELECTOR, f'#packs-list .packs-item[data-id="{PACK}"]')
            assert mt("fr", "map.packs.updateCut") in app.text(item)
            app.screenshot("phone-packs-cancelled-fr")
        finally:
            own_server.proc.send_signal(signal.SIGCONT)

        # Started again with the link back, the update completes.
        app.js("window.__partCalls = []")
        click(app, app.driver.find_element(By.ID, "packs-restart"))
        app.wait.until(lambda d: item_state(app) == "complete")
        assert kept_parts(app) == {part["url"] + "&again=1": part["sha256"] for part in before["parts"]}
        assert worker_index(app) == [[PACK, "f" * 16]]
        ok = True
    finally:
        app.quit(reuse=ok)


def test_cancelling_a_first_download_keeps_nothing_in_use_and_it_can_start_again(make_app):
    app = make_app("phone", "en")
    manifest = offered(app)
    # Every part after the first never answers, and the fetch ignores its signal: Cancel must not wait for it.
    app.js("window.__real = window.fetch; const real = window.fetch.bind(window);"
           "window.fetch = (url, o) => String(url).startsWith('/api/v1/packs/') && String(url) !== arguments[0]"
           " ? new Promise(() => {}) : real(url, o);", manifest["parts"][0]["url"])
    click(app, app.driver.find_element(By.ID, "packs-keep"))
    app.wait.until(lambda d: manifest["parts"][0]["url"] in kept_parts(app))
    click(app, cancel_button(app))
    app.wait.until(lambda d: d.find_elements(By.ID, "packs-cancelled"))
    assert app.text(app.driver.find_element(By.CSS_SELECTOR, "#packs-cancelled p")) == mt("en", "map.packs.cancelled")
    assert worker_index(app) == [], "an unfinished pack is not used"
    assert item_state(app) == "partial"
    assert set(kept_parts(app)) == {manifest["parts"][0]["url"]}, "only the checked part stays"
    app.js("window.fetch = window.__real")
    click(app, app.driver.find_element(By.ID, "packs-restart"))
    app.wait.until(lambda d: item_state(app) == "complete")
    assert kept_parts(app) == {part["url"]: part["sha256"] for part in manifest["parts"]}
    assert worker_index(app) == [[PACK, manifest["version"]]]


def test_a_download_whose_server_goes_away_resumes_by_itself_from_the_parts_kept(own_server, catalogs, browsers):  # noqa: F811
    app = App(own_server.url, "phone", "fr", catalogs, browsers)
    ok = False
    try:
        manifest = offered(app)
        parts = manifest["parts"]
        app.js(HOLD_ONE_PART, parts[1]["url"])
        click(app, app.driver.find_element(By.ID, "packs-keep"))
        app.wait.until(lambda d: app.js("return window.__held === true"))
        assert set(kept_parts(app)) == {parts[0]["url"]}
        app.allow_console("ERR_CONNECTION_REFUSED")
        app.allow_console("Failed to fetch")
        app.allow_console("/api/v1/packs/")
        own_server.proc.kill()  # the server is gone, not shut down politely
        own_server.proc.wait(timeout=5)
        app.js("window.__go()")
        retrying = mt("fr", "map.packs.retrying", seconds=2, done=1, total=len(parts))
        app.wait.until(lambda d: status_text(app) == retrying)
        assert app.driver.find_element(By.ID, "packs-offer").get_attribute("data-state") == "retrying"
        cancel_button(app)
        own_server.start()
        app.js("window.dispatchEvent(new Event('online'))")
        app.wait.until(lambda d: item_state(app) == "complete")
        assert mt("fr", "map.packs.keptNow", name=manifest["name"]) in app.text(app.driver.find_element(By.ID, "packs-offer"))
        assert kept_parts(app) == {part["url"]: part["sha256"] for part in parts}
        calls = app.js("return window.__partCalls")
        assert calls.count(parts[0]["url"]) == 1, "the part kept before the drop is not fetched again"
        assert calls.count(parts[1]["url"]) >= 2
        ok = True
    finally:
        app.quit(reuse=ok)
