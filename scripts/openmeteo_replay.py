#!/usr/bin/env python3
"""A stand-in for Open-Meteo's /v1/forecast on a local port, for benchmarks and offline runs.

It answers in Open-Meteo's real wire format (timeformat=unixtime, several comma-separated
coordinates -> a list) with made-up but plausible weather around the current time, and counts the
requests it receives: GET /count answers {"forecast": N}.

Usage: scripts/openmeteo_replay.py [port]   (default 8099)
"""
import json
import math
import sys
import threading
import time
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from urllib.parse import parse_qs, urlparse

COUNT = {"forecast": 0}
LOCK = threading.Lock()


def forecast(lat, lon, now):
    hours = max(-12, min(14, round(lon / 15)))
    offset = hours * 3600
    zone = "GMT" if hours == 0 else f"Etc/GMT{'-' if hours > 0 else '+'}{abs(hours)}"
    current_hour = now - now % 3600
    midnight = (now + offset) - (now + offset) % 86400 - offset
    base = 25 - abs(lat) / 3

    def temp(t):
        local_hour = ((t + offset) % 86400) / 3600
        return round(base + 5 * math.sin((local_hour - 9) / 24 * 2 * math.pi), 1)

    hourly_time = [current_hour + 3600 * i for i in range(48)]
    codes = [0, 1, 2, 3, 45, 61, 63, 80, 95, 71]
    seed = int(abs(lat * 100 + lon * 10))
    hourly_codes = [codes[(seed + i // 4) % len(codes)] for i in range(48)]
    days = [midnight + 86400 * d for d in range(8)]
    return {
        "latitude": lat, "longitude": lon, "generationtime_ms": 0.3, "utc_offset_seconds": offset,
        "timezone": zone, "timezone_abbreviation": zone, "elevation": 10.0,
        "current_units": {"time": "unixtime", "interval": "seconds", "temperature_2m": "°C"},
        "current": {"time": now - now % 900, "interval": 900, "temperature_2m": temp(now), "relative_humidity_2m": 60 + seed % 30,
                    "apparent_temperature": round(temp(now) - 1.2, 1), "is_day": 1 if 6 <= ((now + offset) % 86400) / 3600 < 21 else 0,
                    "precipitation": 0.2 if hourly_codes[0] >= 51 else 0.0, "weather_code": hourly_codes[0],
                    "wind_speed_10m": round(5 + seed % 25, 1), "wind_direction_10m": (seed * 37) % 360},
        "hourly_units": {"time": "unixtime", "temperature_2m": "°C"},
        "hourly": {"time": hourly_time, "temperature_2m": [temp(t) for t in hourly_time],
                   "precipitation_probability": [(seed + i * 7) % 100 for i in range(48)],
                   "precipitation": [0.4 if c >= 51 else 0.0 for c in hourly_codes], "weather_code": hourly_codes,
                   "is_day": [1 if 6 <= ((t + offset) % 86400) / 3600 < 21 else 0 for t in hourly_time]},
        "daily_units": {"time": "unixtime", "sunrise": "unixtime", "sunset": "unixtime"},
        "daily": {"time": days, "weather_code": [codes[(seed + d) % len(codes)] for d in range(8)],
                  "temperature_2m_max": [round(base + 5 + (d % 3), 1) for d in range(8)],
                  "temperature_2m_min": [round(base - 5 - (d % 2), 1) for d in range(8)],
                  "precipitation_sum": [round((seed + d) % 5 * 0.8, 1) for d in range(8)],
                  "precipitation_probability_max": [(seed + d * 13) % 100 for d in range(8)],
                  "sunrise": [d + 6 * 3600 for d in days], "sunset": [d + 21 * 3600 for d in days]},
    }


class Handler(BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"

    def do_GET(self):
        url = urlparse(self.path)
        if url.path == "/count":
            return self.reply(200, dict(COUNT))
        if url.path != "/v1/forecast":
            return self.reply(404, {"error": True, "reason": "Not found"})
        with LOCK:
            COUNT["forecast"] += 1
        query = parse_qs(url.query)
        try:
            lats = [float(x) for x in query["latitude"][0].split(",")]
            lons = [float(x) for x in query["longitude"][0].split(",")]
            assert len(lats) == len(lons) and all(-90 <= a <= 90 for a in lats) and all(-180 <= o <= 180 for o in lons)
        except (KeyError, ValueError, AssertionError):
            return self.reply(400, {"error": True, "reason": "Parameter latitude and longitude must have the same number of elements"})
        now = int(time.time())
        answers = [forecast(a, o, now) for a, o in zip(lats, lons)]
        self.reply(200, answers[0] if len(answers) == 1 else answers)

    def reply(self, status, body):
        data = json.dumps(body, ensure_ascii=False).encode()
        self.send_response(status)
        self.send_header("Content-Type", "application/json; charset=utf-8")
        self.send_header("Content-Length", str(len(data)))
        self.end_headers()
        self.wfile.write(data)

    def log_message(self, *args):
        pass


if __name__ == "__main__":
    port = int(sys.argv[1]) if len(sys.argv) > 1 else 8099
    print(f"Open-Meteo replay on http://127.0.0.1:{port}", flush=True)
    ThreadingHTTPServer(("127.0.0.1", port), Handler).serve_forever()
