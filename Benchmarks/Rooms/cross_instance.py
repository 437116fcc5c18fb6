"""Cross-instance roll delivery (run by cross_instance.sh against two release instances sharing
PostgreSQL): a player on instance 1 rolls 200 times, one roll every 0.22 s (under the per-connection
rate limit); a phone on instance 1 (the baseline: same instance) and a phone on instance 2 (the event
crosses PostgreSQL's NOTIFY) time each roll from send to receipt.
Reports p50/p99/max for both. Every wait is bounded; the run stops by itself."""
import asyncio
import json
import statistics
import sys
import time
import urllib.request

import websockets

FIRST, SECOND = sys.argv[1], sys.argv[2]
ROLLS = int(sys.argv[3]) if len(sys.argv) > 3 else 200


def create_room() -> dict:
    request = urllib.request.Request(f"{FIRST}/api/v1/rooms", method="POST")
    with urllib.request.urlopen(request, timeout=10) as answer:
        return json.load(answer)


async def join(base: str, code: str, name: str, token=None):
    socket = await websockets.connect(base.replace("http://", "ws://") + f"/api/v1/rooms/{code}/ws", open_timeout=10)
    await socket.send(json.dumps({"type": "join", "name": name, "colour": "#336699", "token": token}))
    while True:
        message = json.loads(await asyncio.wait_for(socket.recv(), 10))
        if message["type"] == "welcome":
            return socket
        assert message["type"] != "error", message


async def receive(socket, sent: dict, seen: dict, done: asyncio.Event):
    """Notes when each roll arrives, by its expression (`1d6+N` for roll N)."""
    while not done.is_set():
        message = json.loads(await asyncio.wait_for(socket.recv(), 30))
        assert message["type"] != "error", message
        event = message.get("event", {})
        if message["type"] == "event" and event.get("kind") == "roll":
            number = int(event["expression"].split("+")[1])
            seen[number] = time.monotonic() - sent[number]
            if len(seen) == ROLLS:
                return


async def drain(socket):
    """Reads what the roller is sent, so that its connection keeps answering pings."""
    async for _ in socket:
        pass


def percentile(values, q):
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(round(q * (len(ordered) - 1))))]


async def main():
    room = create_room()
    roller = await join(FIRST, room["code"], "Roller", room["masterToken"])
    local = await join(FIRST, room["code"], "Local")
    remote = await join(SECOND, room["code"], "Remote")
    sent, local_seen, remote_seen, done = {}, {}, {}, asyncio.Event()
    watchers = [asyncio.create_task(receive(socket, sent, seen, done))
                for socket, seen in ((local, local_seen), (remote, remote_seen))]
    draining = asyncio.create_task(drain(roller))
    for number in range(1, ROLLS + 1):
        sent[number] = time.monotonic()
        await roller.send(json.dumps({"type": "roll", "expression": f"1d6+{number}", "seed": "benchseed1"}))
        await asyncio.sleep(0.22)
    await asyncio.wait_for(asyncio.gather(*watchers), 30)
    for label, seen in (("same instance (baseline)", local_seen), ("other instance", remote_seen)):
        values = [1000 * value for value in seen.values()]
        print(f"{label:26} {len(values)} rolls  p50 {statistics.median(values):6.1f} ms  "
              f"p99 {percentile(values, 0.99):6.1f} ms  max {max(values):6.1f} ms")
    for socket in (roller, local, remote):
        await socket.close()
    await draining


asyncio.run(main())
