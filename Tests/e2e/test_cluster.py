"""Several instances on one PostgreSQL behind nginx (scripts/cluster.sh): rooms and shared lists live
across instances, survive an instance killed with SIGKILL, and a PostgreSQL restart.

Needs Debian's postgresql and nginx (`.ci/run` installs them); skipped when either is missing.
"""
import asyncio
import json
import os
import random
import shutil
import signal
import socket
import subprocess
import tempfile
import time
import urllib.request
from pathlib import Path

import pytest
import websockets

from conftest import fresh_data_dir
from e2e_support import REPO_ROOT

PG_BIN = next(iter(sorted(Path("/usr/lib/postgresql").glob("*/bin"))), None) if Path("/usr/lib/postgresql").exists() else None
NGINX = shutil.which("nginx") or ("/usr/sbin/nginx" if Path("/usr/sbin/nginx").exists() else None)

pytestmark = pytest.mark.skipif(
    PG_BIN is None or NGINX is None, reason="PostgreSQL and nginx are needed (apt-get install postgresql nginx-light)")

DELIVERY_LIMIT_S = 1.0


def _free_ports(count: int) -> list:
    """`count` consecutive ports below the ephemeral range (so no outgoing connection takes one meanwhile)."""
    while True:
        first = random.randrange(20000, 30000)
        sockets = []
        try:
            for port in range(first, first + count):
                sock = socket.socket()
                sockets.append(sock)
                sock.bind(("127.0.0.1", port))
            return list(range(first, first + count))
        except OSError:
            continue
        finally:
            for sock in sockets:
                sock.close()


def _call(url, method="GET", body=None, timeout=5, headers=None):
    data = None if body is None else json.dumps(body).encode()
    request = urllib.request.Request(
        url, data=data, method=method, headers={"Content-Type": "application/json", **(headers or {})})
    try:
        with urllib.request.urlopen(request, timeout=timeout) as answer:
            text = answer.read()
            return answer.status, json.loads(text) if text else None
    except urllib.error.HTTPError as error:
        return error.code, json.loads(error.read() or b"null")


class Cluster:
    def __init__(self, directory: Path):
        self.dir = directory
        self.port, self.pg_port, self.first = _free_ports(5)[:3]
        env = dict(os.environ)
        env.update({
            "BALUCHON_BIN": os.environ.get("BALUCHON_BIN", str(REPO_ROOT / ".build/debug/baluchon")),
            "CLUSTER_DIR": str(directory), "CLUSTER_PORT": str(self.port), "FIRST_INSTANCE_PORT": str(self.first),
            "PG_PORT": str(self.pg_port), "INSTANCES": "3", "BALUCHON_LOG_LEVEL": "warning",
        })
        self.log = open(directory.parent / "cluster.log", "w")
        self.process = subprocess.Popen(
            [str(REPO_ROOT / "scripts/cluster.sh")], cwd=REPO_ROOT, env=env, stdout=self.log, stderr=subprocess.STDOUT,
            start_new_session=True)
        deadline = time.monotonic() + 240
        while time.monotonic() < deadline:
            if self.process.poll() is not None:
                raise AssertionError(f"cluster.sh stopped:\n{self.output()}")
            if "nginx on" in self.output():
                return
            time.sleep(0.1)
        raise AssertionError(f"the cluster did not start:\n{self.output()}")

    def output(self) -> str:
        return (self.dir.parent / "cluster.log").read_text(errors="replace")

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self.port}"

    def instance_url(self, number: int) -> str:
        return f"http://127.0.0.1:{self.first + number - 1}"

    def kill(self, number: int):
        os.kill(int((self.dir / f"instance-{number}.pid").read_text()), signal.SIGKILL)

    def restart_postgres(self):
        command = [str(PG_BIN / "pg_ctl"), "-D", str(self.dir / "pg"), "-m", "fast", "-w", "restart",
                   "-o", f"-p {self.pg_port} -c listen_addresses=127.0.0.1 -k {self.dir / 'pg-socket'}",
                   "-l", str(self.dir / "postgresql.log")]
        if os.geteuid() == 0:
            command = ["runuser", "-u", "postgres", "--"] + command
        subprocess.run(command, check=True, capture_output=True, timeout=60)

    def stop(self):
        os.killpg(self.process.pid, signal.SIGTERM)
        try:
            self.process.wait(timeout=60)
        except subprocess.TimeoutExpired:
            os.killpg(self.process.pid, signal.SIGKILL)
        self.log.close()


@pytest.fixture(scope="module")
def cluster(shipped_regions):
    parent = Path(tempfile.mkdtemp(prefix="baluchon-cluster-"))
    parent.chmod(0o755)  # PostgreSQL runs as its own user when the tests run as root
    for number in (1, 2, 3):  # each instance's data directory, as if it had started before (no import)
        fresh_data_dir(shipped_regions, into=parent / "cluster" / f"instance-{number}")
    running = Cluster(parent / "cluster")
    yield running
    running.stop()
    shutil.rmtree(parent, ignore_errors=True)


class Phone:
    """One player's WebSocket, as the web page uses it: join, roll, and rejoin with token and `after`."""

    def __init__(self, name: str):
        self.name = name
        self.socket = None
        self.token = None
        self.id = None
        self.events = {}

    async def join(self, base_url: str, code: str, token=None):
        url = base_url.replace("http://", "ws://") + f"/api/v1/rooms/{code}/ws?lang=en"
        self.socket = await websockets.connect(url, open_timeout=10)
        after = max(self.events, default=0)
        await self.socket.send(json.dumps({"type": "join", "name": self.name, "colour": "#336699",
                                           "token": token or self.token, "after": after}))
        while True:
            message = json.loads(await asyncio.wait_for(self.socket.recv(), 10))
            if message["type"] == "welcome":
                self.token, self.id = message["you"]["token"], message["you"]["id"]
                for event in message["events"]:
                    self.events[event["sequence"]] = event
                return message
            assert message["type"] != "error", message

    async def roll(self, expression="2d6"):
        await self.socket.send(json.dumps({"type": "roll", "expression": expression, "seed": "phoneseed" + self.name}))

    async def wait_for(self, sequence: int, limit=DELIVERY_LIMIT_S):
        deadline = time.monotonic() + limit
        while sequence not in self.events:
            left = deadline - time.monotonic()
            assert left > 0, f"{self.name} did not receive event {sequence} within {limit} s (has {sorted(self.events)})"
            message = json.loads(await asyncio.wait_for(self.socket.recv(), left))
            assert message["type"] != "error", message
            if message["type"] == "event":
                self.events[message["event"]["sequence"]] = message["event"]


def test_rooms_and_lists_live_across_instances_and_survive_failures(cluster):
    asyncio.run(_scenario(cluster))


async def _scenario(cluster):
    master, bea, carl = Phone("Ana"), Phone("Bea"), Phone("Carl")
    try:
        await _play(cluster, master, bea, carl)
    finally:
        # The phones leave: an instance's graceful stop waits for its open WebSockets (a minute lost
        # before cluster.sh was killed).
        for phone in (master, bea, carl):
            if phone.socket:
                await phone.socket.close()


async def _play(cluster, master, bea, carl):
    status, room = _call(cluster.url + "/api/v1/rooms", "POST", {})
    assert status == 200, room
    code = room["code"]
    await master.join(cluster.instance_url(1), code, token=room["masterToken"])
    await bea.join(cluster.instance_url(2), code)
    await carl.join(cluster.instance_url(3), code)

    # A roll through instance 1 reaches the players on instances 2 and 3 within a second.
    # Carl joined last: his welcome holds every event so far (the three joins).
    sequence = max(carl.events)
    for _ in range(3):
        await master.roll()
        sequence += 1
        for phone in (master, bea, carl):
            await phone.wait_for(sequence)
    assert bea.events[sequence]["rolls"] == master.events[sequence]["rolls"]

    # A shared list written through one instance is read through another.
    places = [{"name": "Port Hercule", "latitude": 43.7347, "longitude": 7.4206}]
    status, made = _call(cluster.instance_url(1) + "/api/v1/lists", "POST", {"title": "Monaco", "places": places})
    assert status == 201, made
    list_id = made["list"]["id"]
    status, read = _call(cluster.instance_url(3) + f"/api/v1/lists/{list_id}")
    assert status == 200 and read["title"] == "Monaco"

    # A change acknowledged by instance 2 outlives it.
    status, changed = _call(cluster.instance_url(2) + f"/api/v1/lists/{list_id}", "PUT",
                            {"title": "Monaco by the sea", "places": places}, headers={"X-Edit-Key": made["editKey"]})
    assert status == 200, changed

    # Instance 2 dies: Bea reconnects through nginx, catches up on what she missed, and goes on.
    cluster.kill(2)
    status, read = _call(cluster.url + f"/api/v1/lists/{list_id}")
    assert status == 200 and read["title"] == "Monaco by the sea"
    await master.roll("1d20")
    sequence += 1
    await master.wait_for(sequence)
    await bea.join(cluster.url, code)
    assert sequence in bea.events, f"Bea missed roll {sequence} after reconnecting: {sorted(bea.events)}"
    assert bea.events[sequence]["rolls"] == master.events[sequence]["rolls"]
    await bea.roll()
    sequence += 1
    for phone in (master, bea, carl):
        await phone.wait_for(sequence)
    assert sorted(bea.events) == sorted(master.events) == list(range(1, sequence + 1))

    # PostgreSQL restarts: the instances recover by themselves.
    cluster.restart_postgres()
    deadline = time.monotonic() + 20
    while True:
        status, _ = _call(cluster.url + f"/api/v1/lists/{list_id}")
        if status == 200 or time.monotonic() > deadline:
            break
        assert status == 503, status
        time.sleep(0.5)
    assert status == 200
    await master.socket.close()
    await master.join(cluster.instance_url(1), code)
    await master.roll()
    sequence += 1
    for phone in (master, carl):
        await phone.wait_for(sequence, limit=5)
    status, after = _call(cluster.url + f"/api/v1/rooms/{code}")
    assert status == 200 and after["lastSequence"] == sequence
