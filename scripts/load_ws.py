"""WebSocket part of scripts/load.sh: CLIENTS phones held for SECONDS in rooms of PER_ROOM players, one
player of each room rolling every ROLL_EVERY seconds (the rooms out of step). Every phone must receive
every roll of its room: drops are missed deliveries plus connections the server closed. Prints delivery
p50/p99 (send → receipt) and the server's resident memory, and exits 1 on any drop. The phones are the
rooms benchmark's (Benchmarks/Rooms/room_phones.py).

Usage: load_ws.py BASE_URL SERVER_PID SECONDS [CLIENTS] [PER_ROOM] [ROLL_EVERY]"""
import asyncio
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "Benchmarks" / "Rooms"))
from room_phones import Phone, create_room, percentile, rss_kib  # noqa: E402

BASE, SERVER_PID, SECONDS = sys.argv[1], int(sys.argv[2]), float(sys.argv[3])
CLIENTS = int(sys.argv[4]) if len(sys.argv) > 4 else 1000
PER_ROOM = int(sys.argv[5]) if len(sys.argv) > 5 else 4
ROLL_EVERY = float(sys.argv[6]) if len(sys.argv) > 6 else 3.0


def rss_mib() -> float:
    return rss_kib(SERVER_PID) / 1024


async def main() -> int:
    rooms = await asyncio.gather(*[asyncio.to_thread(create_room, BASE) for _ in range(CLIENTS // PER_ROOM)])
    tables = [[Phone(BASE, room["code"], f"p{i}") for i in range(PER_ROOM)] for room in rooms]
    everyone = [phone for table in tables for phone in table]
    for start in range(0, len(everyone), 100):
        await asyncio.gather(*(phone.join(timeout=20) for phone in everyone[start:start + 100]))
    print(f"ws: {len(everyone)} clients connected in {len(rooms)} rooms of {PER_ROOM}; server RSS {rss_mib():.1f} MiB", flush=True)

    sent: dict[str, float] = {}
    rolled: list[list[str]] = [[] for _ in tables]
    end = time.perf_counter() + SECONDS

    async def play(index: int, table: list[Phone]):
        await asyncio.sleep(ROLL_EVERY * index / len(tables))  # the tables out of step
        while time.perf_counter() < end:
            label = f"r{index}n{len(rolled[index])}"
            sent[label] = time.perf_counter()
            await table[len(rolled[index]) % PER_ROOM].roll(label, seed="loadseed01")
            rolled[index].append(label)
            await asyncio.sleep(ROLL_EVERY)

    await asyncio.gather(*(play(i, table) for i, table in enumerate(tables)))

    def missing(phone: Phone, labels: list[str]) -> int:
        return sum(label not in phone.received for label in labels)

    deadline = time.perf_counter() + 15  # the last rolls' deliveries
    while time.perf_counter() < deadline and any(missing(p, rolled[i]) for i, table in enumerate(tables) for p in table):
        await asyncio.sleep(0.1)
    missed = sum(missing(phone, rolled[i]) for i, table in enumerate(tables) for phone in table)
    dropped = sum(phone.closed_by_server for phone in everyone)
    delays = sorted((phone.received[label] - sent[label]) * 1000 for i, table in enumerate(tables) for phone in table
                    for label in rolled[i] if label in phone.received)
    expected = sum(len(labels) * PER_ROOM for labels in rolled)
    print(f"ws: {len(sent)} rolls in {SECONDS:.0f} s, {len(delays)} of {expected} deliveries; missed {missed}, connections dropped {dropped}")
    print(f"ws: delivery p50 {percentile(delays, 0.50):.1f} ms, p99 {percentile(delays, 0.99):.1f} ms, "
          f"max {delays[-1] if delays else 0:.1f} ms; server RSS {rss_mib():.1f} MiB")
    await asyncio.gather(*(phone.close() for phone in everyone), return_exceptions=True)
    return 1 if missed or dropped or not delays else 0


if __name__ == "__main__":
    sys.exit(asyncio.run(main()))
