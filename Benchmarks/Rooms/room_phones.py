"""The room client shared by the rooms benchmark and scripts/load.sh: phones that join a room over its
WebSocket and note when each labelled roll reaches them, plus the small helpers both need."""
import asyncio
import json
import time
import urllib.request

import websockets


def rss_kib(pid: int) -> int:
    """The resident memory of process `pid` (VmRSS), in KiB."""
    with open(f"/proc/{pid}/status") as status:
        return next(int(line.split()[1]) for line in status if line.startswith("VmRSS:"))


def create_room(base: str) -> dict:
    request = urllib.request.Request(f"{base}/api/v1/rooms", method="POST")
    with urllib.request.urlopen(request, timeout=10) as answer:
        return json.load(answer)


def percentile(values: list[float], q: float) -> float:
    return values[min(len(values) - 1, int(q * len(values)))] if values else float("nan")


class Phone:
    """One player: `received` maps each roll label seen to the moment it arrived; `closed_by_server`
    tells whether the connection ended before close() was called."""

    def __init__(self, base: str, code: str, name: str):
        self.url = f"{base.replace('http://', 'ws://')}/api/v1/rooms/{code}/ws"
        self.name = name
        self.received: dict[str, float] = {}
        self.closed_by_server = False
        self.stopping = False
        self.ws = None
        self.reader = None

    async def join(self, timeout: float = 10):
        self.ws = await asyncio.wait_for(websockets.connect(self.url, max_size=1 << 20), timeout)
        await self.ws.send(json.dumps({"type": "join", "name": self.name, "colour": "#336699"}))
        while json.loads(await asyncio.wait_for(self.ws.recv(), timeout))["type"] != "welcome":
            pass
        self.reader = asyncio.create_task(self.read())

    async def read(self):
        try:
            async for raw in self.ws:
                now = time.perf_counter()
                event = json.loads(raw).get("event") or {}
                for roll in event.get("rolls") or []:
                    for label in roll.get("labels") or []:
                        self.received[label] = now
        except websockets.ConnectionClosed:
            pass
        self.closed_by_server = not self.stopping

    async def roll(self, label: str, seed: str = "benchseed01"):
        await self.ws.send(json.dumps({"type": "roll", "expression": f"1d20 [{label}]", "seed": seed}))

    async def close(self):
        self.stopping = True
        await self.ws.close()
        if self.reader:
            await asyncio.wait_for(self.reader, 10)
