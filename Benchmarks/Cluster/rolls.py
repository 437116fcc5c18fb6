"""Room rolls through one address (an instance, or nginx in front of several): `rooms` rooms, each with
a roller and a watcher joined through that address (so they may land on different instances), the
roller rolling every 0.25 s (the per-connection limit is 5 a second) for `seconds`. Prints the rolls
acknowledged per second and the delivery p50/p99 to the watchers (from the roll leaving the roller).

Usage: rolls.py BASE_URL [rooms] [seconds]"""
import asyncio
import sys
import time

from room_phones import Phone, create_room, percentile


async def main(base: str, rooms: int, seconds: float):
    pairs = []
    for index in range(rooms):
        code = create_room(base)["code"]
        roller, watcher = Phone(base, code, f"Roller {index}"), Phone(base, code, f"Watcher {index}")
        await roller.join()
        await watcher.join()
        pairs.append((roller, watcher))
    sent: dict[str, float] = {}

    async def roll(index: int, roller: Phone):
        count = 0
        deadline = time.perf_counter() + seconds
        await asyncio.sleep(index * 0.25 / rooms)  # spread the rooms over the 0.25 s period
        while time.perf_counter() < deadline:
            label = f"r{index}n{count}"
            sent[label] = time.perf_counter()
            await roller.roll(label)
            count += 1
            await asyncio.sleep(0.25)

    started = time.perf_counter()
    await asyncio.gather(*(roll(index, roller) for index, (roller, _) in enumerate(pairs)))
    await asyncio.sleep(2)  # the last rolls' way back
    elapsed = time.perf_counter() - started - 2
    acknowledged = sum(len(roller.received) for roller, _ in pairs)
    delays = sorted((watcher.received[label] - sent[label]) * 1000 for _, watcher in pairs for label in watcher.received)
    missing = len(sent) - len(delays)
    for roller, watcher in pairs:
        await roller.close()
        await watcher.close()
    print(f"rolls: {len(sent)} sent, {acknowledged / elapsed:.0f} acknowledged/s, delivered to the other phone "
          f"p50 {percentile(delays, 0.5):.1f} ms, p99 {percentile(delays, 0.99):.1f} ms, missing {missing}")


if __name__ == "__main__":
    asyncio.run(main(sys.argv[1], int(sys.argv[2]) if len(sys.argv) > 2 else 100, float(sys.argv[3]) if len(sys.argv) > 3 else 15))
