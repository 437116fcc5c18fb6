#!/usr/bin/env python3
"""Trip packs in Firefox, on demand (the browser suite drives Chromium; Debian has no geckodriver, so this
talks to Firefox's own Marionette protocol with the `marionette-driver` package from PyPI).

Starts a server on an empty data folder (Monaco, shipped, is imported at first start), opens the map page in
headless Firefox at 375×667, keeps Monaco's pack through the page's own module, STOPS THE SERVER PROCESS, reloads
the page from the service worker and checks that a zoom-17 tile comes from the pack, that a search and "where am
I" are answered on the phone, and saves a screenshot.

    python3 -m venv /tmp/ffvenv && /tmp/ffvenv/bin/pip install marionette-driver
    apt-get install firefox-esr
    /tmp/ffvenv/bin/python scripts/firefox-packs-check.py [--binary .build/debug/baluchon] [--out artifacts/firefox]
"""
from __future__ import annotations

import argparse
import base64
import json
import os
import shutil
import socket
import subprocess
import sys
import tempfile
import time
import urllib.request
from pathlib import Path

from marionette_driver.marionette import Marionette

REPO = Path(__file__).resolve().parents[1]
CASINO = (43.7396, 7.4270)

KEEP = """
const done = arguments[arguments.length - 1];
(async () => {
  await navigator.serviceWorker.ready;
  const api = await import('/js/shared/api.js');
  const packs = await import('/js/packs/download.js');
  const asked = await packs.fetchManifest(api, 'region=monaco', { lang: 'fr' });
  if (asked.failure) return { failed: JSON.stringify(asked.failure) };
  const kept = await packs.keepPack(api, asked);
  return { id: kept.id, bytes: kept.manifest.totalBytes, caches: await caches.keys(), estimate: await navigator.storage.estimate() };
})().then(done, (error) => done({ failed: String(error) }));
"""

ALONE = """
const [tile, lat, lon, done] = arguments;
(async () => {
  const api = await import('/js/shared/api.js');
  const response = await fetch(tile);
  const search = await api.getJSON(`/api/v1/search?q=pharmacie&near=${lat},${lon}&lang=fr`);
  const where = await api.getJSON(`/api/v1/where?lat=${lat}&lon=${lon}&lang=fr`);
  return {
    tile: [response.status, response.headers.get('Content-Type'), response.headers.get('X-Baluchon-Pack'), (await response.text()).slice(0, 4)],
    search: search.ok ? { first: search.data.results[0]?.name, distance: search.data.results[0]?.distance, device: search.data.device } : search.error,
    where: where.ok ? { label: where.data.label, device: where.data.device } : where.error,
  };
})().then(done, (error) => done({ failed: String(error) }));
"""


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


def wait_for(check, what: str, seconds: float = 120):
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        try:
            value = check()
            if value:
                return value
        except OSError:
            pass
        time.sleep(0.5)
    raise SystemExit(f"timed out waiting for {what}")


def tile_at(lat: float, lon: float, zoom: int) -> str:
    import math
    count = 2**zoom
    x = int((lon + 180) / 360 * count)
    y = int((1 - math.asinh(math.tan(math.radians(lat))) / math.pi) / 2 * count)
    return f"/api/v1/tiles/{zoom}/{x}/{y}.svg"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--binary", default=str(REPO / ".build/debug/baluchon"))
    parser.add_argument("--firefox", default=shutil.which("firefox-esr") or shutil.which("firefox") or "firefox")
    parser.add_argument("--out", default=str(REPO / "artifacts/firefox"))
    args = parser.parse_args()
    Path(args.out).mkdir(parents=True, exist_ok=True)

    work = Path(tempfile.mkdtemp(prefix="baluchon-firefox-"))
    port, marionette_port = free_port(), free_port()
    base = f"http://127.0.0.1:{port}"
    env = dict(os.environ, BALUCHON_DATA_DIR=str(work / "data"), BALUCHON_PORT=str(port), BALUCHON_HOST="127.0.0.1",
               BALUCHON_PUBLIC_DIR=str(REPO / "Public"), BALUCHON_RATES_PROVIDERS="embedded", BALUCHON_LOG_LEVEL="warning")
    server = subprocess.Popen([args.binary, "serve"], env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    profile = work / "profile"
    profile.mkdir()
    (profile / "user.js").write_text("\n".join([
        f'user_pref("marionette.port", {marionette_port});',
        'user_pref("intl.accept_languages", "fr-FR, fr");',
        'user_pref("geo.provider.network.url", "");',
        'user_pref("browser.shell.checkDefaultBrowser", false);',
        'user_pref("datareporting.policy.dataSubmissionEnabled", false);',
    ]) + "\n")
    firefox = subprocess.Popen([args.firefox, "--headless", "--marionette", "--no-remote", "--profile", str(profile),
                                "--width=375", "--height=667", "about:blank"], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    client = None
    try:
        wait_for(lambda: any(r["id"] == "monaco" for r in json.load(urllib.request.urlopen(f"{base}/api/v1/regions"))["regions"]),
                 "Monaco's import")
        client = Marionette(host="127.0.0.1", port=marionette_port)
        client.start_session()
        client.set_window_rect(width=375, height=667)
        client.timeout.script = 300
        client.navigate(f"{base}/map")
        kept = client.execute_async_script(KEEP, sandbox=None)
        if "failed" in kept:
            raise SystemExit(f"keeping the pack failed: {kept['failed']}")
        print(f"Firefox {client.session_capabilities.get('browserVersion')}: kept {kept['id']} ({kept['bytes'] / 1e6:.2f} MB), "
              f"caches {kept['caches']}, storage {kept['estimate']}")

        server.terminate()
        server.wait(timeout=30)
        client.navigate(f"{base}/map")
        alone = client.execute_async_script(ALONE, script_args=[tile_at(*CASINO, 17), *CASINO], sandbox=None)
        print("server stopped:", json.dumps(alone, ensure_ascii=False))
        Path(args.out, "firefox-packs-alone.png").write_bytes(base64.b64decode(client.screenshot()))
        ok = ("failed" not in alone and alone["tile"][:3] == [200, "image/svg+xml", "region-monaco"]
              and alone["search"].get("device") and alone["where"].get("device"))
        print("OK" if ok else "FAILED")
        sys.exit(0 if ok else 1)
    finally:
        if client:
            client.delete_session()
        firefox.terminate()
        server.kill()
        firefox.wait(timeout=30)
        shutil.rmtree(work, ignore_errors=True)


if __name__ == "__main__":
    main()
