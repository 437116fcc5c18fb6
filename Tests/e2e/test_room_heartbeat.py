"""A dice room on a bad link: the server hangs (SIGSTOP: the connection stays open, nothing arrives). Within
~15 s each phone says the connection is lost and that it is reconnecting (French and English), never
"Connected" for the rest of the hang; once the server answers again the phones reconnect by themselves,
and the room's players and rolls are as they were: no roll lost or shown twice."""

import signal
import time

from selenium.webdriver.common.by import By

from e2e_support import App, waiter
from test_guidance import own_server  # noqa: F401  (a server of this test's own, to stop)
from test_games import GAMES, join, open_games, room_rolls_by, type_roll

HANG_S = 16  # past the moment the hang is noticed (at most 12 s), while the page tries to reconnect
NOTICED_WITHIN_S = 15


def state(app):
    return app.js("return document.querySelector('#room-state').textContent")


def room_view(app):
    """The players and the rolls the page shows, each roll by its number and its text."""
    return app.js("""return {
      players: [...document.querySelectorAll('#room-players li')].map((e) => e.textContent),
      rolls: [...document.querySelectorAll('#room-rolls > li')].map((e) => [e.dataset.sequence, e.textContent]),
    }""")


def sequences(app):
    return app.js("return [...document.querySelectorAll('#room-rolls > li')].map((e) => e.dataset.sequence)")


def test_a_hung_server_is_noticed_and_the_room_comes_back_as_it_was(own_server, catalogs):  # noqa: F811
    url, proc = own_server.url, own_server.proc
    apps = []
    try:
        maud = App(url, "phone", "en", catalogs)
        apps.append(maud)
        open_games(maud)
        join(maud, "Maud")
        code = maud.driver.find_element(By.ID, "room-code-shown").text
        ana = App(url, "phone", "fr", catalogs)
        apps.append(ana)
        open_games(ana, f"/games?room={code}")
        join(ana, "Ana", code)
        type_roll(maud, "1d6")
        type_roll(ana, "2d8")
        for app in (maud, ana):
            waiter(app.driver, 10).until(lambda d, a=app: room_rolls_by(a, "Maud") == 1 and room_rolls_by(a, "Ana") == 1
                                         and len(room_view(a)["players"]) == 2)
        before = {app.lang: room_view(app) for app in (maud, ana)}

        proc.send_signal(signal.SIGSTOP)
        try:
            stopped = time.monotonic()
            for app in (maud, ana):
                lost = GAMES[app.lang]["games.room.state.reconnecting"]
                left = NOTICED_WITHIN_S - (time.monotonic() - stopped)
                waiter(app.driver, max(left, 0.1)).until(lambda d, a=app, text=lost: state(a) == text,
                                                         f"{app.lang}: the hang was not noticed within {NOTICED_WITHIN_S} s")
            # For the rest of the hang the phones go on saying so: tries that go unanswered change nothing.
            while time.monotonic() - stopped < HANG_S:
                for app in (maud, ana):
                    assert state(app) == GAMES[app.lang]["games.room.state.reconnecting"], \
                        f"{app.lang} said {state(app)!r} while the server hung"
                time.sleep(1)
        finally:
            proc.send_signal(signal.SIGCONT)

        for app in (maud, ana):
            connected = GAMES[app.lang]["games.room.state.open"]
            waiter(app.driver, 25).until(lambda d, a=app, text=connected: state(a) == text,
                                         f"{app.lang}: did not reconnect by itself")
            assert room_view(app) == before[app.lang], "the room is as it was: same players, same rolls"
        # The room goes on: a roll after the hang reaches both, once.
        type_roll(ana, "1d4")
        for app in (maud, ana):
            waiter(app.driver, 10).until(lambda d, a=app: room_rolls_by(a, "Ana") == 2)
        time.sleep(1)  # a doubled roll, had there been one, would be here by now
        for app in (maud, ana):
            shown = sequences(app)
            assert len(shown) == len(set(shown)) == len(before[app.lang]["rolls"]) + 1, shown
            assert room_rolls_by(app, "Maud") == 1 and room_rolls_by(app, "Ana") == 2
    finally:
        proc.send_signal(signal.SIGCONT)
        for app in apps:
            app.quit(reuse=False)
