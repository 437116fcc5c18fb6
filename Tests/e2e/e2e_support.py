"""Browser wrapper used by the e2e tests: headless Chromium, explicit waits only.

The browser is Debian's chromium-headless-shell, Chromium's own headless build (the same Blink and V8 as
/usr/bin/chromium without the desktop browser's processes around them): the same 43 tests of five files took
115 CPU-s in it against 173 in `chromium --headless=new` (2026-11-26). It reads the page languages from
--accept-lang, not from the profile's preferences.

Starting a Chromium costs about a second of both cores: an App takes one from a Browsers pool when it has
one (make_app does), in a fresh tab with every trace of the tests before cleared, and gives it back after.
Each Chromium keeps one renderer process (--renderer-process-limit=1): otherwise every fresh tab started one, and
giving a browser back and loading a page cost 0.68–0.71 CPU-s instead of 0.52–0.54 (8 cycles, two rounds).
"""
import base64
import os
from pathlib import Path
from urllib.parse import urlsplit

from selenium import webdriver
from selenium.common.exceptions import NoSuchElementException, StaleElementReferenceException, WebDriverException
from selenium.webdriver.chrome.service import Service
from selenium.webdriver.common.by import By
from selenium.webdriver.support import expected_conditions as EC
from selenium.webdriver.support.ui import WebDriverWait

REPO_ROOT = Path(__file__).resolve().parents[2]
ARTIFACTS = REPO_ROOT / "artifacts" / "e2e"
VIEWPORTS = {"phone": (375, 667), "desktop": (1280, 800), "small": (320, 568)}
CHROMIUM = "/usr/lib/chromium/chromium-headless-shell"
CHROMEDRIVER = "/usr/bin/chromedriver"
WAIT_S = 15
SCREENSHOTS = os.environ.get("BALUCHON_E2E_SCREENSHOTS", "1") != "0"
# How often a wait looks again: Selenium's default (half a second) adds a quarter of a second on average to
# every wait that does not hold at once, thousands of times a run; a tenth keeps chromedriver's work small.
POLL_S = 0.1

# Every page: route name → path. Order = order of the menu.
ROUTES = {
    "home": "/", "currency": "/currency", "translate": "/translate", "weather": "/weather",
    "map": "/map", "places": "/places", "games": "/games", "settings": "/settings", "about": "/about",
}
STUB_ROUTES = ()


def cli_binary() -> Path:
    """The baluchon binary the CLI tests run (BALUCHON_BIN, else the debug build); fails the test when it is missing."""
    binary = Path(os.environ.get("BALUCHON_BIN", REPO_ROOT / ".build" / "debug" / "baluchon")).resolve()
    if not binary.exists():
        import pytest  # only the tests that run the CLI need it here

        pytest.fail(f"{binary} not found: build it (swift build --product baluchon) or set BALUCHON_BIN")
    return binary


def filled(text: str, **values) -> str:
    """A catalogue's text with each {name} replaced by its value, as the web app's i18n module fills it."""
    for name, value in values.items():
        text = text.replace("{" + name + "}", str(value))
    return text


def norm(text: str) -> str:
    """Normalise no-break spaces (French typography) so catalog text compares with rendered text."""
    return text.replace("\u00a0", " ").replace("\u202f", " ")


def _options(viewport: str, lang: str) -> webdriver.ChromeOptions:
    width, height = VIEWPORTS[viewport]
    accept = "fr-FR,fr,en" if lang == "fr" else "en-GB,en"
    opts = webdriver.ChromeOptions()
    opts.binary_location = CHROMIUM
    for arg in ("--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
                f"--lang={accept.split(',')[0]}", f"--accept-lang={accept}", f"--window-size={width},{height}",
                "--hide-scrollbars", "--no-first-run", "--no-default-browser-check", "--renderer-process-limit=1"):
        opts.add_argument(arg)
    opts.set_capability("goog:loggingPrefs", {"browser": "ALL"})
    return opts


def _launch(viewport: str, lang: str) -> webdriver.Chrome:
    return webdriver.Chrome(service=Service(CHROMEDRIVER), options=_options(viewport, lang))


def waiter(driver: webdriver.Chrome, seconds: float = WAIT_S, **options) -> WebDriverWait:
    """An explicit wait on driver, looking every POLL_S."""
    return WebDriverWait(driver, seconds, poll_frequency=POLL_S, **options)


def _origin(url: str) -> str:
    parts = urlsplit(url)
    return f"{parts.scheme}://{parts.netloc}"


class Browsers:
    """The Chromiums of one test process, idle between tests, by language (the Accept-Language a browser
    sends is set when it starts). What a test leaves behind is wiped when it gives its browser back:
    its tabs are closed (with them the tab's DevTools overrides: scripts added to new documents, position,
    network emulation, blocked URLs, sessionStorage), then the storage of every origin it was pointed at
    (localStorage, IndexedDB, every cache but the installed shell, cookies; its service worker stays
    installed, stopped), the HTTP cache, granted permissions, the download folder and the console. A browser that fails any of it, or whose session
    holds chromedriver's network conditions, is closed instead."""

    def __init__(self):
        self.idle: dict[str, list] = {}
        self.launched = self.reused = 0

    def take(self, viewport: str, lang: str) -> webdriver.Chrome:
        if self.idle.get(lang):
            self.reused += 1
            return self.idle[lang].pop()
        self.launched += 1
        return _launch(viewport, lang)

    def give_back(self, driver: webdriver.Chrome, lang: str, origins: set):
        if _network_conditions_set(driver):
            _quit(driver)
            return
        try:
            old = driver.window_handles
            driver.switch_to.new_window("tab")
            fresh = driver.current_window_handle
            for handle in old:
                driver.switch_to.window(handle)
                driver.close()
            driver.switch_to.window(fresh)
            for origin in origins:
                _wipe_origin_but_the_installed_shell(driver, origin)
            driver.execute_cdp_cmd("Network.clearBrowserCache", {})
            driver.execute_cdp_cmd("Network.clearBrowserCookies", {})
            driver.execute_cdp_cmd("Browser.resetPermissions", {})
            driver.execute_cdp_cmd("Browser.setDownloadBehavior", {"behavior": "default"})
            driver.get_log("browser")
        except WebDriverException:
            _quit(driver)
            return
        self.idle.setdefault(lang, []).append(driver)

    def close(self):
        for drivers in self.idle.values():
            for driver in drivers:
                _quit(driver)
        self.idle.clear()


# What a test leaves on an origin, but its installed service worker and the shell it precached: the next test
# starts where a traveller's second visit would, without Chromium installing the same 138 files again.
WIPED_STORAGE = "cookies,file_systems,indexeddb,local_storage,websql,shader_cache,storage_buckets,shared_storage"
SHELL_CACHE_PREFIX = "baluchon-shell-"


def _wipe_origin_but_the_installed_shell(driver, origin: str):
    """Chromium lists an origin's caches only to a tab showing a page of it: the tab opens the origin's health
    answer (JSON, no script). An origin that no longer answers it (a test stopped its server, and the service
    worker answered with its shell page) is wiped whole, service worker included."""
    driver.get(origin + "/api/v1/health")
    if driver.execute_script("return document.contentType") != "application/json":
        driver.get("about:blank")
        driver.execute_cdp_cmd("Storage.clearDataForOrigin", {"origin": origin, "storageTypes": "all"})
        return
    for cache in driver.execute_cdp_cmd("CacheStorage.requestCacheNames", {"securityOrigin": origin})["caches"]:
        if not cache["cacheName"].startswith(SHELL_CACHE_PREFIX):
            driver.execute_cdp_cmd("CacheStorage.deleteCache", {"cacheId": cache["cacheId"]})
    driver.execute_cdp_cmd("Storage.clearDataForOrigin", {"origin": origin, "storageTypes": WIPED_STORAGE})
    driver.execute_cdp_cmd("ServiceWorker.enable", {})
    driver.execute_cdp_cmd("ServiceWorker.stopAllWorkers", {})  # its memory (pack indexes) starts afresh
    driver.execute_cdp_cmd("ServiceWorker.disable", {})


def _network_conditions_set(driver) -> bool:
    """Whether a test used chromedriver's own network conditions (set_network_conditions): chromedriver
    then applies them to every page of the session, for good (deleting them too), and a later test's
    DevTools offline emulation would not take: such a browser is not reused."""
    try:
        driver.get_network_conditions()
        return True
    except WebDriverException:
        return False  # chromedriver: "network conditions must be set before it can be retrieved"


def _quit(driver):
    try:
        driver.quit()
    except WebDriverException:
        pass


class App:
    """A browser pointed at the app: a new Chromium (a fresh profile: empty storage, no service worker), or one
    from `browsers` wiped clean but for the service worker and shell a first visit installed — a traveller's
    second visit. The first visit of each test process installs them; test_pwa.py checks that install."""

    def __init__(self, base_url: str, viewport: str, lang: str, catalogs: dict, browsers: Browsers | None = None):
        self.base_url, self.viewport, self.lang, self.catalogs = base_url, viewport, lang, catalogs
        self.browsers = browsers
        self.driver = browsers.take(viewport, lang) if browsers else _launch(viewport, lang)
        # A page re-renders as answers arrive: an element read between its lookup and its text may be
        # replaced, and the wait simply looks again.
        self.wait = waiter(self.driver, ignored_exceptions=(NoSuchElementException, StaleElementReferenceException))
        self._allowed = []
        self._logs = []
        self._fit_viewport()

    # ---------- browser plumbing ----------

    def _fit_viewport(self):
        """Make the *viewport* (innerWidth × innerHeight) exactly the requested size."""
        width, height = VIEWPORTS[self.viewport]
        if _origin(self.driver.current_url) != _origin(self.base_url):  # a pool's browser shows its health answer
            self.driver.get(self.base_url + "/api/v1/health")  # any same-origin page
        for _ in range(3):
            inner_w, inner_h = self.js("return [window.innerWidth, window.innerHeight]")
            if (inner_w, inner_h) == (width, height):
                return
            size = self.driver.get_window_size()
            self.driver.set_window_size(size["width"] + width - inner_w, size["height"] + height - inner_h)
        raise AssertionError(f"could not size viewport to {width}x{height}")

    def js(self, script, *args):
        return self.driver.execute_script(script, *args)

    def js_async(self, script, *args):
        return self.driver.execute_async_script(script, *args)

    def quit(self, reuse: bool = True):
        """Closes the browser, or gives it back to its pool (unless reuse is False: after a failure)."""
        if self.browsers and reuse:
            self.browsers.give_back(self.driver, self.lang, {_origin(self.base_url)})
        else:
            _quit(self.driver)

    def allow_console(self, substring: str):
        """Do not report console SEVERE entries containing substring (for provoked failures)."""
        self._allowed.append(substring)

    def collect_logs(self):
        try:
            self._logs += self.driver.get_log("browser")
        except WebDriverException:
            pass

    def console_errors(self):
        self.collect_logs()
        return [entry["message"] for entry in self._logs
                if entry.get("level") == "SEVERE" and "favicon" not in entry["message"]
                and not any(allowed in entry["message"] for allowed in self._allowed)]

    # ---------- app helpers ----------

    def t(self, key: str, lang: str | None = None) -> str:
        """Catalog text (no-break spaces normalised, like text())."""
        return norm(self.catalogs[lang or self.lang][key])

    @staticmethod
    def text(element) -> str:
        return norm(element.text)

    def open(self, path: str = "/"):
        self.driver.get(self.base_url + path)
        self.wait_ready()

    def reload(self):
        self.collect_logs()
        self.driver.refresh()
        self.wait_ready()

    def wait_ready(self):
        self.wait.until(lambda d: d.execute_script(
            "return document.documentElement.hasAttribute('data-ready')"
            " && !!document.querySelector('#view-title')"))

    def wait_view(self, route: str, lang: str | None = None):
        """Wait until the view for route is rendered (heading text from the catalog)."""
        title = self.t(f"{route}.title", lang)
        self.wait.until(lambda d: d.execute_script(
            "const h = document.querySelector('#view-title');"
            "return document.querySelector('#view').dataset.route === arguments[0]"
            " && h && h.textContent.replace(/[\\u00a0\\u202f]/g, ' ') === arguments[1];", route, title))
        return title

    @property
    def path(self) -> str:
        return urlsplit(self.driver.current_url).path

    def heading(self) -> str:
        return norm(self.driver.find_element(By.ID, "view-title").text)

    def html_lang(self) -> str:
        return self.js("return document.documentElement.lang")

    def scheme(self) -> str:
        return self.js("return document.documentElement.dataset.scheme")

    def is_phone(self) -> bool:
        return self.viewport in ("phone", "small")

    def menu_toggle(self):
        return self.driver.find_element(By.ID, "menu-toggle")

    def nav_link(self, route: str):
        return self.driver.find_element(By.CSS_SELECTOR, f'#site-nav a[data-route="{route}"]')

    def open_menu(self):
        """On phones open the collapsed menu; on desktop the menu is always visible."""
        toggle = self.menu_toggle()
        if self.is_phone():
            assert toggle.is_displayed(), "menu button must be visible on phones"
            if toggle.get_attribute("aria-expanded") != "true":
                toggle.click()
            self.wait.until(lambda d: toggle.get_attribute("aria-expanded") == "true")
        else:
            assert not toggle.is_displayed(), "menu button must be hidden on desktop"
        self.wait.until(EC.visibility_of_element_located((By.ID, "site-nav")))
        self.wait_animations()
        if self.is_phone():
            self.wait.until(lambda d: self.js("return document.activeElement.closest('#site-nav') !== null"))

    def wait_animations(self):
        """Wait until no CSS animation/transition is running (stable screenshots and clicks)."""
        self.wait.until(lambda d: d.execute_script(
            "return document.getAnimations().every(a => a.playState !== 'running')"))

    def go_via_menu(self, route: str):
        self.open_menu()
        link = self.nav_link(route)
        self.wait.until(EC.element_to_be_clickable(link))
        link.click()
        return self.wait_view(route)

    def click_lang(self, lang: str):
        self.driver.find_element(By.CSS_SELECTOR, f'.segmented [data-lang="{lang}"]').click()
        self.wait.until(lambda d: self.html_lang() == lang)

    def horizontal_overflow(self) -> int:
        """Pixels of horizontal overflow (0 means the page fits the viewport width)."""
        return self.js("return Math.max(document.documentElement.scrollWidth,"
                       " document.body.scrollWidth) - window.innerWidth")

    def screenshot(self, name: str, full_page: bool = True):
        """Save a PNG into artifacts/e2e/<name>.png: the whole page at the viewport width (unless
        BALUCHON_E2E_SCREENSHOTS=0: CI reads the suite's results, not its pictures, and skips the capture)."""
        if not SCREENSHOTS:
            return
        ARTIFACTS.mkdir(parents=True, exist_ok=True)
        path = ARTIFACTS / f"{name}.png"
        params = {"format": "png", "optimizeForSpeed": True}  # a larger file, encoded in less time
        if full_page:
            width, height = VIEWPORTS[self.viewport]
            content = self.driver.execute_cdp_cmd("Page.getLayoutMetrics", {})["cssContentSize"]
            params.update(captureBeyondViewport=True, clip={
                "x": 0, "y": 0, "width": width, "height": max(height, int(content["height"])), "scale": 1})
        data = self.driver.execute_cdp_cmd("Page.captureScreenshot", params)["data"]
        path.write_bytes(base64.b64decode(data))
