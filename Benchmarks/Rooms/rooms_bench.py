"""Rooms under load (run by run.sh against a release server): 1,000 WebSocket clients across 100
rooms, each room with one player rolling every 2 s (the rooms out of step: 50 rolls a second in
all), while five players of a 50-player room roll 100 labelled rolls; every delivery of those rolls
to the 50 phones is timed from send to receipt.
Reports delivery p50/p99/max, the server's resident memory per connected client, and how late the
measuring client's own event loop ran (its lag is part of every delivery time it reports).

The 1,000 background clients live in a second process (this script with --background), so that
their traffic does not queue behind the 50 phones being timed; both processes share the machine
with the server. Every wait is bounded; the run stops by itself."""
import asyncio
import statistics
import subprocess
import sys
import time

from room_phones import Phone, create_room, percentile, rss_kib

BASE, SERVER_PID = sys.argv[1], int(sys.argv[2])
BACKGROUND = "--background" in sys.argv
# --burst: every background room rolls in the same instant, every 2 s (100 rolls back to back).
BURST = "--burst" in sys.argv
ROOMS, PER_ROOM, ROLLERS, ROLLS, BIG = 100, 10, 5, 100, 50


async def background():
    """The 1,000 clients of the 100 small rooms: one player per room rolls every 2 s until stdin closes."""
    rooms = await asyncio.gather(*[asyncio.to_thread(create_room, BASE) for _ in range(ROOMS)])
    phones = [Phone(BASE, room["code"], f"p{i}") for room in rooms for i in range(PER_ROOM)]
    for start in range(0, len(phones), 100):
        await asyncio.gather(*(phone.join() for phone in phones[start:start + 100]))
    print("ready", flush=True)
    stop = asyncio.create_task(asyncio.to_thread(sys.stdin.read))

    async def keep_rolling(phone: Phone, offset: float):
        await asyncio.wait([stop], timeout=offset)
        count = 0
        while not stop.done():
            await phone.roll(f"bg{count}")
            count += 1
            await asyncio.wait([stop], timeout=2)

    # Each table rolls every 2 s at its own moment, as independent tables do (50 rolls a second in
    # all); with --burst, all of them at the same moment.
    await asyncio.gather(*(keep_rolling(phone, 0 if BURST else 2 * i / ROOMS) for i, phone in enumerate(phones[::PER_ROOM])))
    await asyncio.gather(*(phone.close() for phone in phones), return_exceptions=True)


async def lag_monitor(lags: list[float], stop: asyncio.Event):
    """How late this process's event loop wakes up from a 2 ms sleep, in ms."""
    while not stop.is_set():
        start = time.perf_counter()
        await asyncio.sleep(0.002)
        lags.append((time.perf_counter() - start - 0.002) * 1000)


async def main():
    base_rss = rss_kib(SERVER_PID)
    helper = subprocess.Popen([sys.executable, __file__, BASE, str(SERVER_PID), "--background"] + (["--burst"] if BURST else []),
                              stdin=subprocess.PIPE,
                              stdout=subprocess.PIPE, text=True)
    try:
        ready = await asyncio.wait_for(asyncio.to_thread(helper.stdout.readline), 120)
        assert ready.strip() == "ready", "the background clients did not connect"
        big_room = await asyncio.to_thread(create_room, BASE)
        big = [Phone(BASE, big_room["code"], f"b{i}") for i in range(BIG)]
        await asyncio.gather(*(phone.join() for phone in big))
        connected = ROOMS * PER_ROOM + BIG
        await asyncio.sleep(1)  # let the server settle before reading its memory
        rss = rss_kib(SERVER_PID)
        print(f"connected clients: {connected} in {ROOMS + 1} rooms")
        print(f"server RSS: {base_rss / 1024:.1f} MiB before, {rss / 1024:.1f} MiB connected → "
              f"{(rss - base_rss) / connected:.1f} KiB per client")

        lags: list[float] = []
        stop = asyncio.Event()
        monitor = asyncio.create_task(lag_monitor(lags, stop))
        sent: dict[str, float] = {}
        rollers = big[:ROLLERS]
        for k in range(ROLLS):
            label = f"k{k}"
            sent[label] = time.perf_counter()
            await rollers[k % ROLLERS].roll(label)
            await asyncio.sleep(0.05)  # five rollers at 4 rolls a second each stay under the rate limit
        deadline = time.perf_counter() + 10
        while time.perf_counter() < deadline and any(len(p.received) < ROLLS for p in big):
            await asyncio.sleep(0.05)
        stop.set()
        await monitor
        delays = sorted((phone.received[label] - at) * 1000 for phone in big for label, at in sent.items() if label in phone.received)
        print(f"fan-out: {ROLLS} rolls to a {BIG}-player room, {len(delays)} of {ROLLS * BIG} deliveries received")
        print(f"delivery (send → receipt) p50 {percentile(delays, 0.50):.1f} ms, p99 {percentile(delays, 0.99):.1f} ms, "
              f"max {delays[-1]:.1f} ms, mean {statistics.mean(delays):.1f} ms")
        lags.sort()
        print(f"measuring client's event-loop lag: p50 {percentile(lags, 0.50):.1f} ms, p99 {percentile(lags, 0.99):.1f} ms, "
              f"max {lags[-1]:.1f} ms")
        await asyncio.gather(*(phone.close() for phone in big), return_exceptions=True)
    finally:
        helper.stdin.close()
        helper.wait(30)


asyncio.run(asyncio.wait_for(background() if BACKGROUND else main(), 300))
