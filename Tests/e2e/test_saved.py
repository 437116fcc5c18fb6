"""Saved places: save typed places, share the whole list as a link, receive it on a fresh device,
duplicates recognised, delete with undo; phone sizes without horizontal overflow."""
import json
import urllib.parse
import urllib.request

from selenium.webdriver.common.by import By

from e2e_support import REPO_ROOT, norm


def st(app, key):
    """Text of the saved-places catalog part (the suite's catalogs fixture holds the shell's only)."""
    catalog = json.loads((REPO_ROOT / "Public" / "i18n" / f"saved.{app.lang}.json").read_text(encoding="utf-8"))
    return norm(catalog[key])


def click(app, element):
    """Click after scrolling the element to the middle of the screen, clear of the sticky header."""
    app.js("arguments[0].scrollIntoView({block: 'center'})", element)
    element.click()


def open_places(app):
    app.open("/places")
    app.wait_view("places")
    app.wait.until(lambda d: app.js("return !!document.querySelector('#saved-list li')"))


def wipe(app):
    """Forget every saved place (a fresh device), waiting for IndexedDB to confirm."""
    app.open("/about")
    assert app.js_async(
        "const done = arguments[arguments.length - 1];"
        "const r = indexedDB.deleteDatabase('baluchon-saved');"
        "r.onsuccess = () => done(true); r.onerror = () => done(false); r.onblocked = () => done(false);")


def save(app, name, position, group=""):
    app.driver.find_element(By.ID, "saved-name").send_keys(name)
    app.driver.find_element(By.ID, "saved-position").send_keys(position)
    if group:
        app.driver.find_element(By.ID, "saved-group").send_keys(group)
    before = len(items(app))
    click(app, app.driver.find_element(By.ID, "saved-save"))
    app.wait.until(lambda d: len(items(app)) == before + 1)


def items(app):
    return app.driver.find_elements(By.CSS_SELECTOR, "#saved-list li.saved-item")


def names(app):
    return [app.text(item.find_element(By.CSS_SELECTOR, ".saved-name")) for item in items(app)]


def test_save_share_and_receive_through_a_link(make_app):
    app = make_app("phone", "fr")
    wipe(app)
    open_places(app)
    save(app, "Hôtel du Parc", "45.7640123, 4.8357456", "Lyon")
    save(app, "Gare Part-Dieu", "45.7605,4.8597", "Lyon")
    assert names(app) == ["Hôtel du Parc", "Gare Part-Dieu"]
    click(app, app.driver.find_element(By.ID, "saved-share-all"))
    link_field = app.wait.until(lambda d: d.find_element(By.ID, "saved-list-link"))
    link = link_field.get_attribute("value")
    assert "/places?import=BLC" in link
    code = app.driver.find_element(By.ID, "saved-list-code").get_attribute("value")
    assert code.startswith("BLC:") and all(c in "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ $%*+-./:" for c in code)
    # The browser's code reads the same on the server (two implementations of docs/LIST-CODE.md).
    with urllib.request.urlopen(f"{app.base_url}/api/v1/decode?{urllib.parse.urlencode({'code': code})}", timeout=10) as res:
        decoded = json.load(res)
    assert [place["name"] for place in decoded["places"]] == ["Hôtel du Parc", "Gare Part-Dieu"]
    assert decoded["places"][0]["latitude"] == 45.7640123 and decoded["places"][0]["group"] == "Lyon"
    app.wait.until(lambda d: app.js("const q = document.querySelector('.saved-qr'); return q && q.complete && q.naturalWidth > 0"))
    assert app.horizontal_overflow() <= 0
    app.screenshot("saved-share-phone-fr")

    wipe(app)
    app.driver.get(link)
    app.wait_ready()
    app.wait_view("places")
    preview = app.wait.until(lambda d: d.find_element(By.ID, "saved-preview"))
    boxes = preview.find_elements(By.CSS_SELECTOR, "input.saved-in-box")
    assert len(boxes) == 2 and all(box.is_selected() for box in boxes)
    app.wait.until(lambda d: app.js("const m = document.querySelector('#saved-preview-map');"
                                    " return m && m.dataset.state === 'ready' && m.querySelectorAll('.leaflet-marker-icon').length === 2"))
    app.screenshot("saved-receive-phone-fr")
    click(app, app.driver.find_element(By.ID, "saved-import"))
    app.wait.until(lambda d: len(items(app)) == 2)
    assert names(app) == ["Hôtel du Parc", "Gare Part-Dieu"]
    assert "45.76401, 4.83575" in app.text(items(app)[0])
    assert "Lyon" in app.text(items(app)[0])
    assert app.path == "/places"


def test_the_same_place_twice_is_recognised_and_delete_can_be_undone(make_app):
    app = make_app("phone", "en")
    wipe(app)
    open_places(app)
    save(app, "Car park", "48.8583701, 2.2944813")
    click(app, app.driver.find_element(By.ID, "saved-share-all"))
    link = app.wait.until(lambda d: d.find_element(By.ID, "saved-list-link")).get_attribute("value")
    field = app.driver.find_element(By.ID, "saved-receive-input")
    field.send_keys(link)
    click(app, app.driver.find_element(By.ID, "saved-receive"))
    preview = app.wait.until(lambda d: d.find_element(By.ID, "saved-preview"))
    assert st(app, "saved.alreadySaved") in app.text(preview)
    assert not preview.find_element(By.CSS_SELECTOR, "input.saved-in-box").is_selected()

    label = st(app, "saved.deleteLabel").replace("{name}", "Car park")
    click(app, items(app)[0].find_element(By.CSS_SELECTOR, f'button[aria-label="{label}"]'))
    app.wait.until(lambda d: not items(app))
    click(app, app.driver.find_element(By.ID, "saved-undo"))
    app.wait.until(lambda d: names(app) == ["Car park"])


def test_a_damaged_code_is_a_clear_error(make_app):
    app = make_app("phone", "fr")
    wipe(app)
    open_places(app)
    app.driver.find_element(By.ID, "saved-receive-input").send_keys("BLC:8UADBCBDCZ1")
    click(app, app.driver.find_element(By.ID, "saved-receive"))
    status = app.driver.find_element(By.ID, "saved-status")
    app.wait.until(lambda d: status.get_attribute("data-kind") == "error")
    assert app.text(status) in (st(app, "saved.error.list_checksum_mismatch"), st(app, "saved.error.list_truncated"))


def test_no_horizontal_overflow_at_320_pixels(make_app):
    app = make_app("small", "fr")
    wipe(app)
    open_places(app)
    save(app, "Un nom de lieu très très long pour voir s’il déborde de l’écran du téléphone", "-33.8568, 151.2153", "Sydney")
    click(app, items(app)[0].find_element(By.XPATH, f'.//button[text()="{st(app, "saved.share")}"]'))
    app.wait.until(lambda d: d.find_elements(By.ID, "saved-share-place"))
    assert app.horizontal_overflow() <= 0
    app.screenshot("saved-320-fr")


def test_publish_on_the_server_and_open_the_short_link(make_app):
    app = make_app("phone", "en")
    wipe(app)
    open_places(app)
    save(app, "Viewpoint", "43.7384, 7.4246", "Monaco")
    click(app, app.driver.find_element(By.ID, "saved-share-all"))
    click(app, app.wait.until(lambda d: d.find_element(By.ID, "saved-publish")))
    link = app.wait.until(lambda d: d.find_element(By.ID, "saved-published-link")).get_attribute("value")
    key = app.driver.find_element(By.ID, "saved-edit-key").get_attribute("value")
    assert "/places?list=" in link and len(key) >= 32 and key not in link
    wipe(app)
    app.driver.get(link)
    app.wait_ready()
    click(app, app.wait.until(lambda d: d.find_element(By.ID, "saved-import")))
    app.wait.until(lambda d: names(app) == ["Viewpoint"])
