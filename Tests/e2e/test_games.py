"""The Games page against the real server: solo rolls, errors, and a room shared by
two and three browsers seeing each other's rolls live."""
import json
import os
import subprocess
import urllib.request

import pytest
from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import Select

from e2e_support import REPO_ROOT, norm, waiter

GAMES = {lang: json.loads((REPO_ROOT / "Public" / "i18n" / f"games.{lang}.json").read_text(encoding="utf-8"))
         for lang in ("fr", "en")}


def g(app, key):
    return norm(GAMES[app.lang][key])


def click(app, element):
    """Click like a person: the element scrolled to the middle of the screen first (not under the header)."""
    app.js("arguments[0].scrollIntoView({block: 'center'})", element)
    element.click()


def open_games(app, path="/games"):
    app.open(path)
    app.wait_view("games")


def roll_count(app, list_id="dice-history"):
    return app.js(f"return document.querySelectorAll('#{list_id} > li').length")


def type_roll(app, text):
    field = app.driver.find_element(By.ID, "dice-expression")
    field.clear()
    field.send_keys(text)
    click(app, app.driver.find_element(By.ID, "dice-roll"))


@pytest.mark.parametrize("viewport", ("small", "phone"))
@pytest.mark.parametrize("lang", ("fr", "en"))
def test_one_tap_roll_fits_the_phone(make_app, viewport, lang):
    app = make_app(viewport, lang)
    open_games(app)
    click(app, app.driver.find_element(By.CSS_SELECTOR, '.dice-quick-btn[data-expression="4d6dl1"]'))
    app.wait.until(lambda d: roll_count(app) == 1)
    item = app.driver.find_element(By.CSS_SELECTOR, "#dice-history > li")
    assert app.text(item.find_element(By.CSS_SELECTOR, ".roll-expr")) == "4d6dl1"
    dice = item.find_elements(By.CSS_SELECTOR, ".die")
    assert len(dice) == 4
    assert len(item.find_elements(By.CSS_SELECTOR, ".die.is-dropped")) == 1
    kept = sum(int(d.text) for d in dice if "is-dropped" not in d.get_attribute("class"))
    assert int(item.find_element(By.CSS_SELECTOR, ".roll-total").text) == kept
    type_roll(app, "{1d8!, 1d6!}kh1 [trait]")
    app.wait.until(lambda d: roll_count(app) == 2)
    assert app.horizontal_overflow() <= 0, f"page is {app.horizontal_overflow()}px wider than the viewport"
    app.screenshot(f"{viewport}-games-rolls-{lang}")


@pytest.mark.parametrize("lang,column", [("fr", "Colonne 7"), ("en", "Column 7")])
def test_a_mistake_points_at_its_column(make_app, lang, column):
    app = make_app("phone", lang)
    app.allow_console("400")
    open_games(app)
    type_roll(app, "2d6 + x")
    app.wait.until(lambda d: app.js("return document.querySelector('#dice-error').textContent.length > 0"))
    assert column in app.text(app.driver.find_element(By.ID, "dice-error"))
    assert roll_count(app) == 0


def test_history_survives_a_reload(make_app):
    app = make_app("phone", "en")
    open_games(app)
    type_roll(app, "3d6+2")
    app.wait.until(lambda d: roll_count(app) == 1)
    app.reload()
    app.wait_view("games")
    assert roll_count(app) == 1


def join(app, name, code=None):
    field = app.driver.find_element(By.ID, "room-name")
    field.clear()
    field.send_keys(name)
    if code is None:
        click(app, app.driver.find_element(By.ID, "room-create"))
    else:
        click(app, app.driver.find_element(By.ID, "room-join"))
    app.wait.until(lambda d: app.js("return document.querySelector('#room-state')?.textContent")
                   == GAMES[app.lang]["games.room.state.open"])


def room_rolls_by(app, name):
    return app.js("return [...document.querySelectorAll('#room-rolls .roll-who')].filter(e => e.textContent === arguments[0]).length", name)


def test_three_browsers_in_one_room_see_each_others_rolls(make_app):
    maud = make_app("phone", "fr")
    open_games(maud)
    join(maud, "Maud")
    code = maud.driver.find_element(By.ID, "room-code-shown").text
    assert len(code) == 10
    # The room's QR code is drawn by the server from the room's own link.
    link = maud.driver.find_element(By.ID, "room-link").get_attribute("href")
    maud.wait.until(lambda d: maud.js("const img = document.getElementById('room-qr'); return img.complete && img.naturalWidth > 0"))
    qr_data = maud.js("return new URL(document.getElementById('room-qr').src).searchParams.get('data')")
    assert qr_data == link and link.endswith(f"/games?room={code}")

    ilyes = make_app("phone", "en")
    open_games(ilyes, f"/games?room={code}")
    assert ilyes.driver.find_element(By.ID, "room-code").get_attribute("value") == code
    join(ilyes, "Ilyes", code)

    zoe = make_app("small", "en")
    open_games(zoe)
    # Join with no code: asked for one, nothing sent to the server.
    zoe.driver.find_element(By.ID, "room-name").send_keys("Zoé")
    click(zoe, zoe.driver.find_element(By.ID, "room-join"))
    assert zoe.text(zoe.driver.find_element(By.ID, "room-error")) == GAMES["en"]["games.room.needCode"]
    zoe.driver.find_element(By.ID, "room-code").send_keys(code.lower())
    join(zoe, "Zoé", code)

    for app in (maud, ilyes, zoe):
        waiter(app.driver, 10).until(lambda d, a=app: a.js("return document.querySelectorAll('#room-players li').length") == 3)
        assert not app.driver.find_element(By.ID, "room-lobby").is_displayed()
    assert maud.driver.find_element(By.ID, "room-close").is_displayed(), "the game master can close the room"
    assert not zoe.driver.find_element(By.ID, "room-close").is_displayed(), "players cannot"
    assert not zoe.driver.find_element(By.ID, "room-secret").is_displayed()

    type_roll(ilyes, "1d20+5 [attack]")
    for app in (maud, ilyes, zoe):
        waiter(app.driver, 10).until(lambda d, a=app: room_rolls_by(a, "Ilyes") == 1)
    click(maud, maud.driver.find_element(By.CSS_SELECTOR, '.dice-quick-btn[data-expression="2d20kh1"]'))
    for app in (maud, ilyes, zoe):
        waiter(app.driver, 10).until(lambda d, a=app: room_rolls_by(a, "Maud") == 1)
    totals = {app.lang + app.viewport: app.js("return [...document.querySelectorAll('#room-rolls .roll-total')].map(e => e.textContent)")
              for app in (maud, ilyes, zoe)}
    assert len({tuple(v) for v in totals.values()}) == 1, f"every phone shows the same rolls: {totals}"
    assert zoe.horizontal_overflow() <= 0
    zoe.screenshot("small-games-room-en")
    maud.screenshot("phone-games-room-fr")

    # A private roll: Maud and Ilyes see it, Zoé only that Maud rolled in secret.
    choice = maud.js("return [...document.querySelectorAll('#room-secret option')].find(o => o.textContent.includes('Ilyes')).value")
    Select(maud.driver.find_element(By.ID, "room-secret")).select_by_value(choice)
    type_roll(maud, "1d100")
    for app in (maud, ilyes):
        waiter(app.driver, 10).until(lambda d, a=app: room_rolls_by(a, "Maud") == 2)
    hidden = norm(GAMES["en"]["games.room.hiddenRoll"].replace("{name}", "Maud"))
    waiter(zoe.driver, 10).until(lambda d: any(hidden in norm(t) for t in zoe.js(
        "return [...document.querySelectorAll('#room-rolls .room-note')].map(e => e.textContent)")))
    assert room_rolls_by(zoe, "Maud") == 1

    # The game master closes the room: everyone sees the seed, and it matches the commitment.
    click(maud, maud.driver.find_element(By.ID, "room-close"))
    waiter(zoe.driver, 10).until(
        lambda d: g(zoe, "games.room.seedOk") in norm(zoe.js("return document.querySelector('#room-reveal').textContent")))


def test_a_repeated_roll_in_a_room_shows_every_repetition_and_verifies(make_app):
    maud = make_app("phone", "fr")
    open_games(maud)
    join(maud, "Maud")
    type_roll(maud, "3x 4d6dl1")
    waiter(maud.driver, 10).until(lambda d: room_rolls_by(maud, "Maud") == 3)
    repetitions = maud.js("return [...document.querySelectorAll('#room-rolls .roll-rep')].map(e => e.textContent)")
    assert sorted(repetitions) == ["1/3", "2/3", "3/3"]
    for item in maud.driver.find_elements(By.CSS_SELECTOR, "#room-rolls > li.roll:not(.room-note)"):
        dice = item.find_elements(By.CSS_SELECTOR, ".die")
        kept = [int(d.text) for d in dice if "is-dropped" not in d.get_attribute("class")]
        assert len(dice) == 4 and len(kept) == 3
        assert int(item.find_element(By.CSS_SELECTOR, ".roll-total").text) == sum(kept)
    # Closed, the room's rolls are checked again from the revealed seed.
    click(maud, maud.driver.find_element(By.ID, "room-close"))
    verify = waiter(maud.driver, 10).until(lambda d: d.find_element(By.ID, "room-verify"))
    click(maud, verify)
    expected = g(maud, "games.room.verified").replace("{count}", "1")
    waiter(maud.driver, 10).until(lambda d: norm(maud.js("return document.querySelector('#room-verified').textContent")) == expected)

    # The CLI checks the same export on this machine, and names the roll that was changed.
    code = maud.driver.find_element(By.ID, "room-code-shown").text
    with urllib.request.urlopen(f"{maud.base_url}/api/v1/rooms/{code}/export", timeout=10) as answer:
        export = json.load(answer)
    assert [len(roll["rolls"]) for roll in export["rolls"]] == [3]
    binary = REPO_ROOT / os.environ.get("BALUCHON_BIN", ".build/debug/baluchon")
    verify = [str(binary), "dice", "verify", "-"]
    english = dict(os.environ, LANG="en_GB.UTF-8", LC_ALL="")
    checked = subprocess.run(verify, input=json.dumps(export), capture_output=True, text=True, timeout=60, env=english)
    assert checked.returncode == 0 and "and its 1 roll is exactly what it gives" in checked.stdout, checked
    export["rolls"][0]["rolls"][2]["total"] += 1
    sequence = export["rolls"][0]["sequence"]
    tampered = subprocess.run(verify, input=json.dumps(export), capture_output=True, text=True, timeout=60, env=english)
    assert tampered.returncode != 0 and f"Roll #{sequence} does not match" in tampered.stderr, tampered
    solo = subprocess.run([str(binary), "roll", "--json", "6x 4d6dl1"], capture_output=True, text=True, timeout=60, env=english)
    assert solo.returncode == 0 and [len(roll["parts"][0]["dice"]) for roll in json.loads(solo.stdout)] == [4] * 6, solo


def test_a_dropped_connection_catches_up(make_app):
    maud = make_app("phone", "en")
    open_games(maud)
    join(maud, "Maud")
    code = maud.driver.find_element(By.ID, "room-code-shown").text
    ilyes = make_app("phone", "en")
    open_games(ilyes, f"/games?room={code}")
    join(ilyes, "Ilyes", code)
    # Ilyes's phone loses its connection; Maud rolls twice meanwhile.
    ilyes.driver.set_network_conditions(offline=True, latency=0, download_throughput=0, upload_throughput=0)
    ilyes.allow_console("ERR_INTERNET_DISCONNECTED")
    ilyes.allow_console("WebSocket")
    waiter(ilyes.driver, 10).until(
        lambda d: ilyes.js("return document.querySelector('#room-state').textContent") == GAMES["en"]["games.room.state.reconnecting"])
    type_roll(maud, "1d6")
    type_roll(maud, "1d8")
    waiter(maud.driver, 10).until(lambda d: room_rolls_by(maud, "Maud") == 2)
    ilyes.driver.set_network_conditions(offline=False, latency=0, download_throughput=-1, upload_throughput=-1)
    waiter(ilyes.driver, 20).until(lambda d: room_rolls_by(ilyes, "Maud") == 2)


def party_lines(app):
    return app.js("return [...document.querySelectorAll('#room-rolls .room-party')].map(e => e.textContent)")


def test_party_tools_secret_roles_and_scores(make_app):
    maud = make_app("phone", "en")
    open_games(maud)
    join(maud, "Maud")
    code = maud.driver.find_element(By.ID, "room-code-shown").text
    ilyes = make_app("small", "fr")
    open_games(ilyes, f"/games?room={code}")
    join(ilyes, "Ilyes", code)
    waiter(maud.driver, 10).until(lambda d: maud.js("return document.querySelectorAll('#room-players li').length") == 2)

    click(maud, maud.driver.find_element(By.CSS_SELECTOR, "#party summary"))
    roles = maud.driver.find_element(By.ID, "party-roles")
    roles.send_keys("werewolf, villager")
    click(maud, maud.driver.find_element(By.ID, "party-deal"))
    waiter(ilyes.driver, 10).until(lambda d: len(party_lines(ilyes)) == 1)
    own = norm(party_lines(ilyes)[0])
    assert "Votre rôle secret" in own and ("werewolf" in own) != ("villager" in own), own
    waiter(maud.driver, 10).until(lambda d: len(party_lines(maud)) == 1)
    everyone = norm(party_lines(maud)[0])
    assert "Maud:" in everyone and "Ilyes:" in everyone, everyone

    click(ilyes, ilyes.driver.find_element(By.CSS_SELECTOR, "#party summary"))
    click(ilyes, ilyes.driver.find_element(By.ID, "party-coin"))
    for app in (maud, ilyes):
        waiter(app.driver, 10).until(lambda d, a=app: len(party_lines(a)) == 2)
    # A player marks their own score; only the game master changes another's (issue 22 item 18).
    maud_row = "[...document.querySelectorAll('#room-players li')].find(li => li.textContent.includes('Maud'))"
    ilyes_row = "[...document.querySelectorAll('#room-players li')].find(li => li.textContent.includes('Ilyes'))"
    assert ilyes.js(f"return {maud_row}.querySelector('.score-btn')") is None
    click(ilyes, ilyes.js(f"return {ilyes_row}.querySelector('.score-btn')"))
    for app in (maud, ilyes):
        waiter(app.driver, 10).until(lambda d, a=app: a.js(f"return {ilyes_row}.querySelector('.score').textContent") == "1")
    click(maud, maud.js(f"return {ilyes_row}.querySelector('.score-btn')"))
    for app in (maud, ilyes):
        waiter(app.driver, 10).until(lambda d, a=app: a.js(f"return {ilyes_row}.querySelector('.score').textContent") == "2")
    assert ilyes.horizontal_overflow() <= 0
    ilyes.screenshot("small-games-party-fr")


@pytest.mark.parametrize("lang", ("fr", "en"))
def test_the_rollers_own_room_result_is_in_view_after_roll(make_app, lang):
    """Issue 24 item 9: after "Roll" in a room, the roller sees their result without scrolling past the
    room's code, link, QR code and players."""
    maud = make_app("phone", lang)
    open_games(maud)
    join(maud, "Maud")
    type_roll(maud, "1d20+5 [attack]")
    waiter(maud.driver, 10).until(lambda d: room_rolls_by(maud, "Maud") == 1)
    maud.wait.until(lambda d: maud.js("return document.querySelectorAll('#room-own > li').length") == 1)
    own = maud.driver.find_element(By.CSS_SELECTOR, "#room-own > li")
    rect = maud.js("const r = arguments[0].getBoundingClientRect();"
                   " return {top: r.top, bottom: r.bottom, height: innerHeight, header: document.querySelector('header').getBoundingClientRect().bottom}", own)
    assert rect["header"] <= rect["top"] and rect["bottom"] <= rect["height"], rect
    # The same roll as the room's list shows, with the roller's name.
    assert own.find_element(By.CSS_SELECTOR, ".roll-total").text == maud.driver.find_element(By.CSS_SELECTOR, "#room-rolls .roll-total").text
    assert own.find_element(By.CSS_SELECTOR, ".roll-who").text == "Maud"
    maud.screenshot(f"phone-games-room-own-{lang}", full_page=False)
