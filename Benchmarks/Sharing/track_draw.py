"""Drawing a 100,000-point track on the phone-sized map in headless Chromium (375×667): the map page's own
`trackLines` (one Leaflet polyline of the track's segments, the SVG renderer the page uses) added to a map of
the phone's size and fitted to the track, to the next frame. Median and worst of the rounds after a warm-up.

Usage: /work/main/.build/e2e-venv/bin/python Benchmarks/Sharing/track_draw.py [--binary .build/debug/baluchon] [--rounds 7]"""
import argparse
import os
import statistics
import sys
import tempfile
from pathlib import Path

REPO = Path(__file__).resolve().parents[2]
sys.path[:0] = [str(REPO / "Benchmarks" / "Packs"), str(REPO / "Benchmarks" / "Routes")]
from bench_server import serving  # noqa: E402
from device_search import chromium  # noqa: E402

DRAW = """
const [points, rounds, done] = [arguments[0], arguments[1], arguments[arguments.length - 1]];
(async () => {
  const { trackLines } = await import('/js/map/track-layer.js');
  // A walk north-east with a little noise, elevation and time on every point, as the Swift benchmark's GPX.
  const track = { name: 'Traversée', points: Array.from({ length: points }, (_, i) => [
    44.9 + i * 2e-6 + Math.random() * 1e-5, 6.05 + i * 3e-6 + Math.random() * 1e-5, 1300 + Math.random() * 500,
    new Date(Date.UTC(2026, 5, 1) + i * 1000).toISOString()]) };
  const times = [];
  for (let round = 0; round < rounds; round += 1) {
    const box = document.createElement('div');
    Object.assign(box.style, { position: 'fixed', left: '0', top: '0', width: '375px', height: '667px' });
    document.body.append(box);
    const map = L.map(box, { zoomControl: false }).setView([44.9, 6.05], 12);
    await new Promise(requestAnimationFrame);
    const start = performance.now();
    const line = trackLines(L, track).addTo(map);
    map.fitBounds(line.getBounds(), { animate: false });
    box.getBoundingClientRect();
    await new Promise(requestAnimationFrame);
    times.push(performance.now() - start);
    map.remove();
    box.remove();
  }
  return times;
})().then(done, (error) => done(String(error)));
"""


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--binary", default=os.environ.get("BALUCHON_BIN") or str(REPO / ".build/debug/baluchon"))
    parser.add_argument("--points", type=int, default=100_000)
    parser.add_argument("--rounds", type=int, default=7, help="a warm-up round, then timed rounds")
    args = parser.parse_args()
    dead = "http://127.0.0.1:9"
    with tempfile.TemporaryDirectory(prefix="baluchon-track-draw-") as data, \
            serving(args.binary, dict(os.environ, BALUCHON_DATA_DIR=data, BALUCHON_NOMINATIM_URL=dead, BALUCHON_LOG_LEVEL="warning")) as base:
        driver = chromium()
        try:
            driver.set_script_timeout(300)
            driver.get(f"{base}/map")
            driver.execute_async_script("const done = arguments[0]; (function wait() {"
                                        " document.querySelector('#map-canvas')?.dataset.state === 'ready' ? done() : setTimeout(wait, 100); })();")
            times = driver.execute_async_script(DRAW, args.points, args.rounds)
            version = driver.capabilities.get("browserVersion", "?")
        finally:
            driver.quit()
    if isinstance(times, str):
        raise SystemExit(times)
    timed = times[1:]
    print(f"Chromium {version}, {args.points} points, 375×667, load average {os.getloadavg()[0]:.1f} on {os.cpu_count()} cores")
    print(f"draw to the next frame: median {statistics.median(timed):.0f} ms, worst {max(timed):.0f} ms, "
          f"warm-up {times[0]:.0f} ms ({len(timed)} rounds)")


if __name__ == "__main__":
    sys.exit(main())
