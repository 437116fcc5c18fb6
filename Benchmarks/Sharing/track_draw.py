"""Drawing a 100,000-point track on the phone-sized map in headless Chromium (375×667): the map page's own
`trackLines` (one Leaflet polyline given the points that show at the map's zoom, the SVG renderer the page
uses) added to a map of the phone's size and fitted to the track, to the next frame; against, in the same run,
Leaflet's plain polyline of every point (what the page drew before). Median and worst of the rounds after a
warm-up of each. Then both are drawn on the fitted map and on a map zoomed to 16 on the track's start; the
screenshots are compared pixel by pixel (kept in --shots to be looked at).

Usage: /work/main/.build/e2e-venv/bin/python Benchmarks/Sharing/track_draw.py [--binary .build/debug/baluchon] [--rounds 7] [--shots DIR]"""
import argparse
import base64
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
  const { segments } = await import('/js/map/track-geometry.js');
  // A walk north-east with a little noise, elevation and time on every point, as the Swift benchmark's GPX.
  const track = { name: 'Traversée', points: Array.from({ length: points }, (_, i) => [
    44.9 + i * 2e-6 + Math.random() * 1e-5, 6.05 + i * 3e-6 + Math.random() * 1e-5, 1300 + Math.random() * 500,
    new Date(Date.UTC(2026, 5, 1) + i * 1000).toISOString()]) };
  window.benchTrack = track;
  const ways = {
    page: () => trackLines(L, track),
    plain: () => L.polyline(segments(track).map((part) => part.map((point) => [point[0], point[1]])),
      { color: '#c2185b', weight: 4, opacity: 0.85 }),
  };
  const times = { page: [], plain: [] };
  for (let round = 0; round < rounds; round += 1) {
    for (const way of ['plain', 'page']) {
      const box = document.createElement('div');
      Object.assign(box.style, { position: 'fixed', left: '0', top: '0', width: '375px', height: '667px' });
      document.body.append(box);
      const map = L.map(box, { zoomControl: false }).setView([44.9, 6.05], 12);
      await new Promise(requestAnimationFrame);
      const start = performance.now();
      const line = ways[way]().addTo(map);
      map.fitBounds(line.getBounds(), { animate: false });
      box.getBoundingClientRect();
      await new Promise(requestAnimationFrame);
      times[way].push(performance.now() - start);
      map.remove();
      box.remove();
    }
  }
  return times;
})().then(done, (error) => done(String(error)));
"""

# One way of drawing on a white 375×667 box, fitted to the track or zoomed in on its start, for a screenshot.
SHOW = """
const [way, zoom, done] = [arguments[0], arguments[1], arguments[arguments.length - 1]];
(async () => {
  const { trackLines } = await import('/js/map/track-layer.js');
  const { segments } = await import('/js/map/track-geometry.js');
  const track = window.benchTrack;
  document.querySelector('#bench-box')?.remove();
  const box = document.createElement('div');
  box.id = 'bench-box';
  Object.assign(box.style, { position: 'fixed', left: '0', top: '0', width: '375px', height: '667px', background: '#fff', zIndex: 9999 });
  document.body.append(box);
  const map = L.map(box, { zoomControl: false, attributionControl: false, fadeAnimation: false, zoomAnimation: false });
  const line = way === 'page' ? trackLines(L, track)
    : L.polyline(segments(track).map((part) => part.map((point) => [point[0], point[1]])), { color: '#c2185b', weight: 4, opacity: 0.85 });
  if (zoom) map.setView([track.points[0][0], track.points[0][1]], zoom); else map.fitBounds(line.getBounds(), { animate: false });
  line.addTo(map);
  await new Promise(requestAnimationFrame);
  await new Promise(requestAnimationFrame);
  done(map.getZoom());
})().catch((error) => done(String(error)));
"""

# Pixels that differ between two PNG screenshots (data URLs), counted in the page.
DIFFER = """
const [a, b, done] = [arguments[0], arguments[1], arguments[arguments.length - 1]];
const load = (src) => new Promise((resolve) => { const image = new Image(); image.onload = () => resolve(image); image.src = src; });
Promise.all([load(a), load(b)]).then(([first, second]) => {
  const pixels = (image) => {
    const canvas = Object.assign(document.createElement('canvas'), { width: image.width, height: image.height });
    const context = canvas.getContext('2d');
    context.drawImage(image, 0, 0);
    return context.getImageData(0, 0, image.width, image.height).data;
  };
  const [p, q] = [pixels(first), pixels(second)];
  let differ = 0;
  let line = 0;
  for (let i = 0; i < p.length; i += 4) {
    if (p[i] !== 255 || p[i + 1] !== 255 || p[i + 2] !== 255) line += 1;
    if (Math.max(Math.abs(p[i] - q[i]), Math.abs(p[i + 1] - q[i + 1]), Math.abs(p[i + 2] - q[i + 2])) > 64) differ += 1;
  }
  done([differ, line]);
});
"""


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--binary", default=os.environ.get("BALUCHON_BIN") or str(REPO / ".build/debug/baluchon"))
    parser.add_argument("--points", type=int, default=100_000)
    parser.add_argument("--rounds", type=int, default=7, help="a warm-up round, then timed rounds")
    parser.add_argument("--shots", default=tempfile.gettempdir(), help="where the screenshots are written")
    args = parser.parse_args()
    dead = "http://127.0.0.1:9"
    compared = []
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
            if isinstance(times, str):
                raise SystemExit(times)
            for zoom in (None, 16):
                shots = {}
                for way in ("plain", "page"):
                    shown = driver.execute_async_script(SHOW, way, zoom)
                    if isinstance(shown, str):
                        raise SystemExit(shown)
                    shots[way] = driver.get_screenshot_as_base64()
                    path = Path(args.shots) / f"track-draw-{way}-z{shown}.png"
                    path.write_bytes(base64.b64decode(shots[way]))
                differ, line = driver.execute_async_script(DIFFER, *(f"data:image/png;base64,{shots[way]}" for way in ("plain", "page")))
                compared.append((shown, differ, line))
        finally:
            driver.quit()
        print(f"Chromium {version}, {args.points} points, 375×667, load average {os.getloadavg()[0]:.1f} on {os.cpu_count()} cores")
        for way, name in (("page", "the page's trackLines"), ("plain", "Leaflet polyline of every point")):
            timed = times[way][1:]
            print(f"{name}: draw to the next frame: median {statistics.median(timed):.0f} ms, worst {max(timed):.0f} ms, "
                  f"warm-up {times[way][0]:.0f} ms ({len(timed)} rounds)")
        print(f"ratio of medians: {statistics.median(times['page'][1:]) / statistics.median(times['plain'][1:]):.2f}")
        for zoom, differ, line in compared:
            print(f"zoom {zoom}: {differ} pixels differ between the two screenshots, of {line} line pixels "
                  f"(track-draw-plain-z{zoom}.png, track-draw-page-z{zoom}.png in {args.shots})")


if __name__ == "__main__":
    sys.exit(main())
