"""The store on PostgreSQL, from outside: a wrong database stops start-up with one line, and a database
lost while serving answers 503 in the traveller's language, then recovers by itself.

The tests that need a server run when BALUCHON_TEST_DATABASE_URL and BALUCHON_TEST_DATABASE_DIR are
set (scripts/pg-test-server.sh run …, as scripts/test.sh does) and are skipped otherwise."""
import json
import os
import signal
import socket
import subprocess
import time
import urllib.error
import urllib.parse
import urllib.request
from pathlib import Path

import pytest

from conftest import fresh_data_dir
from e2e_support import REPO_ROOT

BINARY = Path(os.environ.get("BALUCHON_BIN", ".build/debug/baluchon"))
if not BINARY.is_absolute():
    BINARY = REPO_ROOT / BINARY
TEST_URL = os.environ.get("BALUCHON_TEST_DATABASE_URL")
needs_server = pytest.mark.skipif(not TEST_URL or not os.environ.get("BALUCHON_TEST_DATABASE_DIR"),
                                  reason="set BALUCHON_TEST_DATABASE_URL (scripts/pg-test-server.sh run …)")


def _free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


def _env(database_url: str, data_dir: Path, **more) -> dict:
    return {**os.environ, "BALUCHON_DATA_DIR": str(data_dir), "BALUCHON_PUBLIC_DIR": str(REPO_ROOT / "Public"), "LANG": "C.UTF-8",
            "BALUCHON_DATABASE_URL": database_url, **more}


def _run(args, database_url: str, data_dir: Path, **more) -> subprocess.CompletedProcess:
    return subprocess.run([str(BINARY), *args], env=_env(database_url, data_dir, **more), capture_output=True, text=True, timeout=60)


@pytest.mark.parametrize("url, reason", [
    (f"postgres://baluchon:s3cret-pw@127.0.0.1:{_free_port()}/baluchon", "Connection refused"),
], ids=["connection-refused"])  # not the port: pytest-xdist workers must collect the same test ids
def test_unreachable_database_stops_start_with_one_line(url, reason, tmp_path):
    for args in (["serve"], ["doctor"]):
        done = _run(args, url, tmp_path, BALUCHON_PORT=str(_free_port()))
        assert done.returncode == 69, done.stderr
        lines = done.stderr.strip().splitlines()
        assert len(lines) == 1, done.stderr
        assert "Cannot open the database postgres://baluchon:***@127.0.0.1:" in lines[0] and reason in lines[0]
        assert "s3cret-pw" not in done.stderr + done.stdout


def test_invalid_database_url_names_the_setting_without_its_password(tmp_path):
    done = _run(["serve"], "mysql://root:s3cret-pw@127.0.0.1/baluchon", tmp_path)
    assert done.returncode == 78
    assert "BALUCHON_DATABASE_URL" in done.stderr and "postgres://" in done.stderr
    assert "s3cret-pw" not in done.stderr + done.stdout


@needs_server
def test_wrong_password_is_told_in_french_without_the_password(tmp_path):
    url = urllib.parse.urlsplit(TEST_URL)
    wrong = url._replace(netloc=f"baluchon:not-the-pw@{url.hostname}:{url.port}").geturl()
    done = _run(["serve"], wrong, tmp_path, LANG="fr_FR.UTF-8", BALUCHON_PORT=str(_free_port()))
    assert done.returncode == 69
    assert done.stderr.startswith("erreur : Impossible d’ouvrir la base de données postgres://baluchon:***@")
    assert "password authentication failed" in done.stderr and "not-the-pw" not in done.stderr


def _request(url: str, method: str = "GET", body: dict | None = None, language: str = "en"):
    data = json.dumps(body).encode() if body is not None else None
    request = urllib.request.Request(url, data=data, method=method,
                                     headers={"Content-Type": "application/json", "Accept-Language": language})
    try:
        with urllib.request.urlopen(request, timeout=20) as response:
            return response.status, json.load(response)
    except urllib.error.HTTPError as error:
        return error.code, json.load(error)


def _pg(action: str):
    subprocess.run([str(REPO_ROOT / "scripts" / "pg-test-server.sh"), action], check=True, timeout=60)


@needs_server
def test_lost_database_answers_503_then_recovers_without_restart(tmp_path, shipped_regions):
    fresh_data_dir(shipped_regions, into=tmp_path)
    port = _free_port()
    base = f"http://127.0.0.1:{port}"
    server = subprocess.Popen([str(BINARY), "serve"], env=_env(TEST_URL, tmp_path, BALUCHON_PORT=str(port)), cwd=REPO_ROOT,
                              stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    try:
        deadline = time.monotonic() + 60
        while True:
            try:
                if _request(f"{base}/api/v1/health")[0] == 200:
                    break
            except OSError:
                pass
            assert server.poll() is None and time.monotonic() < deadline, "the server did not start"
            time.sleep(0.05)  # polling interval, not a timing assumption
        status, created = _request(f"{base}/api/v1/lists", "POST",
                                   {"title": "Lyon", "places": [{"name": "Gare", "latitude": 45.76, "longitude": 4.86}]})
        assert status == 201
        list_url = f"{base}/api/v1/lists/{created['list']['id']}"

        _pg("stop")
        try:
            status, body = _request(list_url, language="fr")
            assert status == 503
            assert body["error"]["code"] == "store_unavailable"
            assert body["error"]["message"] == "Le serveur ne peut pas joindre sa base de données pour le moment."
            status, body = _request(list_url)
            assert (status, body["error"]["message"]) == (503, "The server cannot reach its database right now.")
            assert _request(f"{base}/api/v1/health")[0] == 200, "what needs no database goes on"
        finally:
            _pg("start")

        deadline = time.monotonic() + 30
        while (answer := _request(list_url))[0] != 200:
            assert answer[0] == 503 and time.monotonic() < deadline, answer
            time.sleep(0.25)  # polling interval, not a timing assumption
        assert answer[1]["title"] == "Lyon"
        assert server.poll() is None, "the same instance recovered"
    finally:
        server.send_signal(signal.SIGTERM)
        output = server.communicate(timeout=30)[0]
        assert "s3cret" not in output and urllib.parse.urlsplit(TEST_URL).password not in output
