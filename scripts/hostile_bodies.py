"""Hostile uploads sent by scripts/fuzz.sh before the generated requests: XML nested a million levels deep
(GPX, KML and KMZ; open and closed), DTDs in UTF-16 and after 70 KB of prolog, 20 MB of GeoJSON features
the importer skips and of empty CSV lines. Each must get a 4xx answer in JSON, and the server must still
answer its health check after each. Exits 1 otherwise.

Usage: hostile_bodies.py BASE_URL"""
import io
import json
import sys
import urllib.error
import urllib.request
import zipfile

BASE = sys.argv[1].rstrip("/")


def kmz(kml: bytes) -> bytes:
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w", zipfile.ZIP_DEFLATED) as archive:
        archive.writestr("doc.kml", kml)
    return buffer.getvalue()


def deep(root: str, end: str, levels: int, closed: bool) -> bytes:
    return (root + "<a>" * levels + ("</a>" * levels + end if closed else "")).encode()


laughs = ('<?xml version="1.0" encoding="UTF-16"?><!DOCTYPE gpx [<!ENTITY a "aaaaaaaaaa">'
          '<!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;">]><gpx><wpt lat="1" lon="2"><name>&b;</name></wpt></gpx>')
line = b'{"type":"Feature","geometry":{"type":"LineString","coordinates":[[7.41,43.73],[7.42,43.74]]},"properties":{}}'
cases = []
for closed in (True, False):
    state = "closed" if closed else "open"
    cases.append((f"GPX 10^6 deep, {state}", "deep.gpx", deep("<gpx>", "</gpx>", 1_000_000, closed)))
    cases.append((f"KML 10^6 deep, {state}", "deep.kml", deep("<kml><Document>", "</Document></kml>", 1_000_000, closed)))
    cases.append((f"KMZ 10^6 deep, {state}", "deep.kmz", kmz(deep("<kml><Document>", "</Document></kml>", 1_000_000, closed))))
    cases.append((f"KMZ 10^5 deep, {state}", "deep.kmz", kmz(deep("<kml><Document>", "</Document></kml>", 100_000, closed))))
cases += [
    ("DTD in UTF-16", "laughs.gpx", b"\xff\xfe" + laughs.encode("utf-16-le")),
    ("DTD after 70 KB of prolog", "late.gpx", ('<?xml version="1.0"?>' + "<!-- padding -->" * 4480 + laughs.split("?>", 1)[1]).encode()),
    ("20 MB of GeoJSON lines, more than a file may hold", "lines.geojson",
     b'{"type":"FeatureCollection","features":[' + b",".join([line] * (20 * 1_048_576 // (len(line) + 1) - 10)) + b"]}"),
    ("20 MB of empty CSV lines", "empty.csv", b"name,lat,lon\n" + b"\n" * (20 * 1_048_576 - 100)),
]

failed = 0
for name, file_name, body in cases:
    request = urllib.request.Request(f"{BASE}/api/v1/files/import?name={file_name}", data=body, method="POST")
    try:
        with urllib.request.urlopen(request, timeout=60) as answer:
            status, text = answer.status, answer.read()
    except urllib.error.HTTPError as error:
        status, text = error.code, error.read()
    except OSError as error:
        status, text = 0, str(error).encode()
    code = json.loads(text).get("error", {}).get("code") if text.startswith(b"{") else None
    try:
        with urllib.request.urlopen(f"{BASE}/api/v1/health", timeout=10) as answer:
            alive = answer.status == 200
    except OSError:
        alive = False
    ok = 400 <= status < 500 and code is not None and alive
    failed += not ok
    print(f"hostile body: {name} ({len(body):,} bytes): {status} {code}; server alive: {alive}{'' if ok else '  FAIL'}")
sys.exit(1 if failed else 0)
