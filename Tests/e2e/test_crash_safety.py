"""Crash safety: the server is killed with SIGKILL in the middle of a stream of writes, three times, and
restarted on the same data directory. Every write it answered (2xx, or a room event sent back) must be
there with its content, baluchon.sqlite must pass `PRAGMA integrity_check`, and a region import cut off
by the kill must leave the previous region in service.

What the server stores: published lists, game rooms and their events, imported regions, and its
provider caches. Travel settings and saved places live in the browser's storage (docs/SECURITY.md).
"""
import json
import math
import os
import random
import shutil
import signal
import socket
import sqlite3
import subprocess
import threading
import time
import urllib.error
import urllib.request
from pathlib import Path

import websocket

from conftest import fresh_data_dir
from e2e_support import ARTIFACTS, REPO_ROOT

# The extract the server ships and imports at its first start: the import under test replaces it.
MONACO = REPO_ROOT / "Sources" / "BaluchonProviders" / "Resources" / "regions" / "monaco.osm.pbf"
HEALTH_TIMEOUT_S = 60
REQUEST_TIMEOUT_S = 10
# A point in Monaco: the tile and the offline search around it must answer the same after every crash.
MONACO_POINT = (43.7384, 7.4246)
DEAD_UPSTREAM = "http://127.0.0.1:9"  # nothing listens: no test reaches the internet


def _free_port() -> int:
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


def _binary() -> Path:
    binary = Path(os.environ.get("BALUCHON_BIN", ".build/debug/baluchon"))
    return binary if binary.is_absolute() else REPO_ROOT / binary


def _environment(data_dir: Path, port: int) -> dict:
    return dict(os.environ, BALUCHON_PORT=str(port), BALUCHON_HOST="127.0.0.1", BALUCHON_DATA_DIR=str(data_dir),
                BALUCHON_PUBLIC_DIR=str(REPO_ROOT / "Public"), BALUCHON_NOMINATIM_URL=DEAD_UPSTREAM,
                BALUCHON_OVERPASS_URL=DEAD_UPSTREAM, BALUCHON_OPENMETEO_URL=DEAD_UPSTREAM,
                BALUCHON_LIBRETRANSLATE_URL=DEAD_UPSTREAM)


def _request(method: str, url: str, body=None, headers=None):
    """(status, parsed JSON or None); raises OSError when the server is gone."""
    data = json.dumps(body).encode() if body is not None else None
    request = urllib.request.Request(url, data=data, method=method,
                                     headers={"Content-Type": "application/json", **(headers or {})})
    try:
        with urllib.request.urlopen(request, timeout=REQUEST_TIMEOUT_S) as res:
            raw = res.read()
            return res.status, (json.loads(raw) if raw and "json" in res.headers.get("Content-Type", "") else raw)
    except urllib.error.HTTPError as error:
        return error.code, None


class Server:
    """The real server on a data directory, killed with SIGKILL, never stopped gracefully."""

    def __init__(self, data_dir: Path, log_path: Path):
        self.data_dir, self.log_path = data_dir, log_path
        self.port = _free_port()
        self.url = f"http://127.0.0.1:{self.port}"
        with open(log_path, "ab") as log:
            self.proc = subprocess.Popen([str(_binary()), "serve"], cwd=REPO_ROOT, env=_environment(data_dir, self.port),
                                         stdout=log, stderr=subprocess.STDOUT)
        deadline = time.monotonic() + HEALTH_TIMEOUT_S
        while not self._healthy():
            assert self.proc.poll() is None, f"server exited with {self.proc.returncode}:\n{self._tail()}"
            assert time.monotonic() < deadline, f"server not healthy after {HEALTH_TIMEOUT_S}s:\n{self._tail()}"
            time.sleep(0.05)  # polling interval, not a timing assumption

    def _healthy(self) -> bool:
        try:
            return _request("GET", f"{self.url}/api/v1/health")[0] == 200
        except OSError:
            return False

    def _tail(self) -> str:
        return "\n".join(self.log_path.read_text(errors="replace").splitlines()[-30:])

    def kill(self):
        if self.proc.poll() is None:
            self.proc.send_signal(signal.SIGKILL)
        self.proc.wait(timeout=15)

    def get(self, path: str):
        return _request("GET", self.url + path)


class Ledger:
    """Every acknowledged write, and the one each writer had in flight when the server died."""

    def __init__(self):
        self.lock = threading.Lock()
        self.acknowledged = 0
        self.rolls = 0
        self.lists = {}  # id → {"key", "content" (None once deleted), "pending" (content, None, or absent)}
        self.rooms = {}  # code → {"token", "events": {sequence: roll}, "last"}

    def count(self):
        with self.lock:
            self.acknowledged += 1


def _places(rng: random.Random, count: int) -> list:
    return [{"name": f"Lieu {rng.randrange(10**6)} « é »", "note": rng.choice(["", "près du port", "<b>x</b>"]),
             "latitude": round(rng.uniform(-80, 80), 6), "longitude": round(rng.uniform(-170, 170), 6)}
            for _ in range(count)]


def _content(answer) -> dict:
    """A list as compared: its title and its places' names, notes (an empty one is no note) and positions."""
    return {"title": answer["title"], "places": [{"name": p["name"], "note": p.get("note") or "", "latitude": p["latitude"],
                                                  "longitude": p["longitude"]} for p in answer["places"]]}


def write_lists(server: Server, ledger: Ledger, rng: random.Random, stop: threading.Event):
    """Publishes, changes and deletes lists, one request at a time, until the server dies."""
    mine = []
    while not stop.is_set():
        try:
            action = rng.random()
            if not mine or action < 0.4:
                content = {"title": f"Voyage {rng.randrange(10**6)}", "places": _places(rng, rng.randint(1, 4))}
                status, answer = _request("POST", f"{server.url}/api/v1/lists", content)
                if status == 429:  # this address's list budget is spent: nothing was published, nothing to keep
                    time.sleep(0.2)
                    continue
                assert status == 201, status
                list_id = answer["list"]["id"]
                with ledger.lock:
                    ledger.lists[list_id] = {"key": answer["editKey"], "content": _content(content)}
                mine.append(list_id)
            else:
                list_id = rng.choice(mine)
                entry = ledger.lists[list_id]
                if action < 0.85:
                    content = {"title": f"Changé {rng.randrange(10**6)}", "places": _places(rng, rng.randint(0, 3))}
                    entry["pending"] = _content(content)
                    status, _ = _request("PUT", f"{server.url}/api/v1/lists/{list_id}", content, {"X-Edit-Key": entry["key"]})
                    assert status == 200, status
                else:
                    entry["pending"] = None
                    status, _ = _request("DELETE", f"{server.url}/api/v1/lists/{list_id}", None, {"X-Edit-Key": entry["key"]})
                    assert status == 204, status
                    mine.remove(list_id)
                with ledger.lock:
                    entry["content"] = entry.pop("pending")
            ledger.count()
        except OSError:
            return  # the server was killed


def _join(server: Server, code: str, token: str | None, after: int, name: str = "Maître"):
    ws = websocket.create_connection(f"ws://127.0.0.1:{server.port}/api/v1/rooms/{code}/ws", timeout=REQUEST_TIMEOUT_S)
    ws.send(json.dumps({"type": "join", "name": name, "colour": "#336699", "token": token, "after": after}))
    while True:
        message = json.loads(ws.recv())
        assert message["type"] != "error", message
        if message["type"] == "welcome":
            return ws, message


def open_tables(server: Server, ledger: Ledger) -> list:
    """A new room with two players, and the game master of the previous round's room back: one
    (connection, player id, room code) per phone that will roll."""
    status, created = _request("POST", f"{server.url}/api/v1/rooms", {})
    assert status == 200, status
    code = created["code"]
    master, welcome = _join(server, code, created["masterToken"], 0)
    guest, guest_welcome = _join(server, code, None, 1, name="Invitée")
    phones = [(master, welcome["you"]["id"], code), (guest, guest_welcome["you"]["id"], code)]
    if ledger.rooms:
        previous = list(ledger.rooms)[-1]
        back, again = _join(server, previous, ledger.rooms[previous]["token"], ledger.rooms[previous]["last"])
        phones.append((back, again["you"]["id"], previous))
    with ledger.lock:
        ledger.rooms[code] = {"token": welcome["you"]["token"], "events": {}, "last": 2}
        ledger.acknowledged += 3
    return phones


def write_rolls(ws, player: str, code: str, ledger: Ledger, rng: random.Random, stop: threading.Event):
    """Rolls until the server dies; a roll counts once its event comes back (after the server saved
    it). Two phones roll in the same room at once, so their events interleave."""
    room = ledger.rooms[code]
    try:
        while not stop.is_set():
            roll = {"type": "roll", "expression": rng.choice(["d20", "3d6+2", "2x 4d6dl1", "d100"]), "seed": f"seed{rng.randrange(10**8)}"}
            ws.send(json.dumps(roll))
            event = {}
            while event.get("kind") != "roll" or event["player"]["id"] != player:  # joins and the other phone's rolls
                message = json.loads(ws.recv())
                assert message["type"] == "event", message
                event = message["event"]
            with ledger.lock:
                room["events"][event["sequence"]] = {k: event[k] for k in ("expression", "playerSeed", "rolls")}
                room["last"] = max(room["last"], event["sequence"])
                ledger.rolls += 1
            ledger.count()
            time.sleep(0.25)  # the room's rate limit is 5 messages a second per connection
    except (OSError, websocket.WebSocketException):
        return


def check_everything(server: Server, ledger: Ledger):
    """Every acknowledged list and room event is back, with its content; an unacknowledged one may be
    either way, and from now on counts as what the server kept."""
    for list_id, entry in ledger.lists.items():
        status, answer = server.get(f"/api/v1/lists/{list_id}")
        kept = _content(answer) if status == 200 else None
        assert status in (200, 404), status
        allowed = [entry["content"]] + ([entry["pending"]] if "pending" in entry else [])
        assert kept in allowed, f"list {list_id}: kept {kept}, acknowledged {entry['content']}"
        entry["content"] = kept
        entry.pop("pending", None)
    for code, room in ledger.rooms.items():
        ws, welcome = _join(server, code, room["token"], 0)
        ws.close()
        events = welcome["events"]
        sequences = [event["sequence"] for event in events]
        assert sequences == list(range(1, len(events) + 1)), f"room {code}: gaps in {sequences}"
        assert len(events) >= room["last"], f"room {code}: {len(events)} events kept, {room['last']} acknowledged"
        kept = {event["sequence"]: event for event in events}
        for sequence, roll in room["events"].items():
            assert {k: kept[sequence].get(k) for k in roll} == roll, f"room {code}, roll {sequence} changed"
        room["last"] = len(events)


def integrity(data_dir: Path) -> str:
    with sqlite3.connect(data_dir / "baluchon.sqlite") as db:
        return db.execute("PRAGMA integrity_check").fetchone()[0]


def region_answers(server: Server) -> dict:
    """What the Monaco region serves: its entry, a map tile and an offline search."""
    lat, lon = MONACO_POINT
    z = 16
    x = int((lon + 180) / 360 * 2**z)
    y = int((1 - math.asinh(math.tan(math.radians(lat))) / math.pi) / 2 * 2**z)
    status, regions = server.get("/api/v1/regions")
    tile_status, tile = server.get(f"/api/v1/tiles/{z}/{x}/{y}.svg")
    search_status, search = server.get(f"/api/v1/pois?near={lat},{lon}&kind=restaurant&limit=5")
    assert (status, tile_status, search_status) == (200, 200, 200)
    return {"regions": [(r["id"], r["importedAt"], r["counts"]) for r in regions["regions"]], "tile": tile,
            "pois": [p["name"] for p in search["results"]]}


def wait_for(condition, seconds: float, what: str):
    deadline = time.monotonic() + seconds
    while not condition():
        assert time.monotonic() < deadline, f"timed out waiting for {what}"
        time.sleep(0.05)  # polling interval, not a timing assumption


def _writer(target, failures: list, *args) -> threading.Thread:
    """A writer thread whose failed assertions (a refused write, an event out of order) fail the test."""
    def run():
        try:
            target(*args)
        except Exception as error:  # noqa: BLE001 — any failure of a writer fails the test
            failures.append(f"{target.__name__}: {error!r}")
    return threading.Thread(target=run)


def test_acknowledged_writes_survive_sigkill(shipped_regions):
    """Every wait below has its own limit (wait_for, socket timeouts): the test cannot hang."""
    assert _binary().is_file(), f"server binary {_binary()} not found: build it (swift build --product baluchon)"
    assert MONACO.is_file(), f"{MONACO} missing"
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    log_path = ARTIFACTS / "crash-server.log"
    log_path.unlink(missing_ok=True)
    seed = int(os.environ.get("CRASH_SEED", random.randrange(10**6)))
    print(f"CRASH_SEED={seed}")
    rng = random.Random(seed)
    data_dir = fresh_data_dir(shipped_regions, prefix="baluchon-crash-")
    server = None
    try:
        server = _crash_three_times(data_dir, log_path, rng)
    finally:
        if server:
            server.kill()
        shutil.rmtree(data_dir, ignore_errors=True)


def _crash_three_times(data_dir: Path, log_path: Path, rng: random.Random) -> Server:
    regions = data_dir / "regions"
    ledger = Ledger()
    failures = []
    server = Server(data_dir, log_path)
    # The shipped Monaco region, as the server's first start imported it (conftest.shipped_regions), is the
    # data in service.
    wait_for(lambda: (regions / "monaco" / "region.json").is_file(), 60, "the shipped region's import")
    wait_for(lambda: not any(p.name.startswith(".incoming-") for p in regions.iterdir()), 60, "the import's end")
    before = region_answers(server)
    assert before["regions"] and before["pois"], before

    for round_number in range(3):
        stop = threading.Event()
        writers = [_writer(write_lists, failures, server, ledger, random.Random(rng.random()), stop) for _ in range(2)]
        writers += [_writer(write_rolls, failures, ws, player, code, ledger, random.Random(rng.random()), stop)
                    for ws, player, code in open_tables(server, ledger)]
        for writer in writers:
            writer.start()
        importer = None
        if round_number == 1:
            # Kill in the middle of an import of the same extract: once its incoming folder exists.
            importer = subprocess.Popen([str(_binary()), "region", "import", str(MONACO)], cwd=REPO_ROOT,
                                        env=_environment(data_dir, server.port), stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
            wait_for(lambda: any(p.name.startswith(".incoming-") for p in regions.iterdir()) or importer.poll() is not None,
                     30, "the import's start")
            time.sleep(rng.uniform(0, 1.0))  # a random moment of the import
        else:
            # A random moment after N acknowledged writes, a few of them rolls.
            target, rolls = ledger.acknowledged + rng.randint(20, 60), ledger.rolls + rng.randint(3, 8)
            wait_for(lambda: (ledger.acknowledged >= target and ledger.rolls >= rolls) or failures, 30, f"{target} acknowledged writes")
        server.kill()
        if importer:
            importer.send_signal(signal.SIGKILL)
            importer.wait(timeout=15)
        stop.set()
        for writer in writers:
            writer.join(timeout=REQUEST_TIMEOUT_S + 5)
        assert not failures, failures
        assert integrity(data_dir) == "ok"
        if round_number == 2:
            # A kill between the two renames of an import's swap: the region is only in its retired
            # folder, and a half-built incoming folder lies beside it.
            (regions / "monaco").rename(regions / ".retired-monaco-k1ll")
            (regions / ".incoming-monaco-half").mkdir()
            (regions / ".incoming-monaco-half" / "region.json").write_text("{")

        server = Server(data_dir, log_path)
        check_everything(server, ledger)
        wait_for(lambda: not any(p.name.startswith(".") and p.is_dir() for p in regions.iterdir()), 30, "leftovers cleaned")
        after = region_answers(server)
        if importer and importer.returncode == 0:
            after["regions"] = before["regions"]  # the import ended before the kill: a new copy of the same data
        assert after == before, f"round {round_number + 1}: the region in service changed"
        print(f"round {round_number + 1}: {ledger.acknowledged} writes acknowledged in all, {len(ledger.lists)} lists, "
              f"{sum(len(room['events']) for room in ledger.rooms.values())} rolls in {len(ledger.rooms)} rooms checked"
              + (f"; import killed (exit {importer.returncode})" if importer else ""))

    server.kill()
    assert integrity(data_dir) == "ok"
    assert ledger.lists and ledger.rooms and any(room["events"] for room in ledger.rooms.values())
    return server
