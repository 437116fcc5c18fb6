"""Rooms under load (run by run.sh against a release server): 1,000 WebSocket clients across 100
rooms, each room with one player rolling every 2 s, while five players of a 50-player room roll 100
labelled rolls; every delivery of those rolls to the 50 phones is timed from send to receipt.
Reports delivery p50/p99/max and the server's resident memory per connected client.
Every wait is bounded; the run stops by itself."""
import asyncio
import json
import statistics
import sys
import time
import urllib.request

import websockets

BASE, SERVER_PID = sys.argv[1], int(sys.argv[2])
WS = BASE.replace("http://", "ws://")
ROOMS, PER_ROOM, ROLLERS, ROLLS = 100, 10, 5, 100
BIG = int(sys.argv[3]) if len(sys.argv) > 3 else 50


def rss_kib() -> int:
    with open(f"/proc/{SERVER_PID}/status") as status:
        return next(int(line.split()[1]) for line in status if line.startswith("VmRSS:"))


def create_room() -> dict:
    request = urllib.request.Request(f"{BASE}/api/v1/rooms", method="POST")
    with urllib.request.urlopen(request, timeout=10) as answer:
        return json.load(answer)


class Phone:
    def __init__(self, code: str, name: str, token: str | None = None):
        self.code, self.name, self.token = code, name, token
        self.received: dict[str, float] = {}
        self.ws = None
        self.reader = None

    async def join(self):
        self.ws = await asyncio.wait_for(websockets.connect(f"{WS}/api/v1/rooms/{self.code}/ws", max_size=1 << 20), 10)
        await self.ws.send(json.dumps({"type": "join", "name": self.name, "colour": "#336699", "token": self.token}))
        while json.loads(await asyncio.wait_for(self.ws.recv(), 10))["type"] != "welcome":
            pass
        self.reader = asyncio.create_task(self.read())

    async def read(self):
        try:
            async for raw in self.ws:
                now = time.perf_counter()
                event = json.loads(raw).get("event") or {}
                labels = (event.get("roll") or {}).get("labels") or []
                if labels:
                    self.received[labels[0]] = now
        except websockets.ConnectionClosed:
            pass

    async def roll(self, label: str):
        await self.ws.send(json.dumps({"type": "roll", "expression": f"1d20 [{label}]", "seed": "benchseed01"}))

    async def close(self):
        await self.ws.close()
        if self.reader:
            await asyncio.wait_for(self.reader, 10)


async def background(phones: list[Phone], stop: asyncio.Event):
    count = 0
    while not stop.is_set():
        for phone in phones:
            await phone.roll(f"bg{count}")
            count += 1
        try:
            await asyncio.wait_for(stop.wait(), 2)
        except asyncio.TimeoutError:
            pass


async def main():
    base_rss = rss_kib()
    rooms = await asyncio.gather(*[asyncio.to_thread(create_room) for _ in range(ROOMS)])
    phones = [Phone(room["code"], f"p{i}") for room in rooms for i in range(PER_ROOM)]
    for start in range(0, len(phones), 100):
        await asyncio.gather(*(phone.join() for phone in phones[start:start + 100]))
    big_room = await asyncio.to_thread(create_room)
    big = [Phone(big_room["code"], f"b{i}") for i in range(BIG)]
    await asyncio.gather(*(phone.join() for phone in big))
    connected = len(phones) + len(big)
    await asyncio.sleep(1)  # let the server settle before reading its memory
    rss = rss_kib()
    print(f"connected clients: {connected} in {ROOMS + 1} rooms")
    print(f"server RSS: {base_rss / 1024:.1f} MiB before, {rss / 1024:.1f} MiB connected → "
          f"{(rss - base_rss) / connected:.1f} KiB per client")

    stop = asyncio.Event()
    noise = asyncio.create_task(background([phones[i * PER_ROOM] for i in range(ROOMS)], stop))
    sent: dict[str, float] = {}
    rollers = big[:ROLLERS]
    for k in range(ROLLS):
        label = f"k{k}"
        sent[label] = time.perf_counter()
        await rollers[k % ROLLERS].roll(label)
        await asyncio.sleep(0.05)  # five rollers at 4 rolls a second each stay under the rate limit
    deadline = time.perf_counter() + 10
    while time.perf_counter() < deadline and any(len([l for l in p.received if l.startswith("k")]) < ROLLS for p in big):
        await asyncio.sleep(0.05)
    stop.set()
    await noise
    delays = sorted((phone.received[label] - at) * 1000 for phone in big for label, at in sent.items() if label in phone.received)
    expected = ROLLS * BIG
    print(f"fan-out: {ROLLS} rolls to a {BIG}-player room, {len(delays)} of {expected} deliveries received")
    p = lambda q: delays[min(len(delays) - 1, int(q * len(delays)))]
    print(f"delivery (send → receipt) p50 {p(0.50):.1f} ms, p99 {p(0.99):.1f} ms, max {delays[-1]:.1f} ms, "
          f"mean {statistics.mean(delays):.1f} ms")
    await asyncio.gather(*(phone.close() for phone in phones + big), return_exceptions=True)


asyncio.run(asyncio.wait_for(main(), 300))
