"""`baluchon route` run as built on the shipped Monaco extract, imported into a fresh data directory: with
`--mode any` and no way to plan public transport (no feed, Transitous unreachable), the terminal shows the
fastest road route, the other road modes, and public transport among the modes it could not compare,
with why, in the terminal's language."""
import json
import os
import socket
import subprocess
from pathlib import Path

import pytest

from e2e_support import REPO_ROOT

MONACO = REPO_ROOT / "Sources" / "BaluchonProviders" / "Resources" / "regions" / "monaco.osm.pbf"
MESSAGES = REPO_ROOT / "Sources" / "BaluchonCore" / "Resources" / "Messages"
IMPORT_TIMEOUT_S = 300
ROUTE_TIMEOUT_S = 60


def closed_port():
    """A local port nothing listens on: Transitous there refuses at once, as with no network."""
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


@pytest.fixture(scope="module")
def cli(tmp_path_factory):
    """Runs the baluchon binary on a data directory holding Monaco; returns (exit code, stdout, stderr)."""
    binary = Path(os.environ.get("BALUCHON_BIN", REPO_ROOT / ".build" / "debug" / "baluchon")).resolve()
    if not binary.exists():
        pytest.fail(f"{binary} not found: build it (swift build --product baluchon) or set BALUCHON_BIN")
    home = tmp_path_factory.mktemp("cli-route")
    env = {key: value for key, value in os.environ.items() if not key.startswith(("LC_", "BALUCHON_"))}
    env.update(BALUCHON_DATA_DIR=str(home / "data"), BALUCHON_LOG_LEVEL="error", BALUCHON_ROUTES_PROVIDERS="routino,transitous",
               BALUCHON_TRANSITOUS_URL=f"http://127.0.0.1:{closed_port()}")

    def run(*args, lang="en_GB.UTF-8", timeout=ROUTE_TIMEOUT_S):
        done = subprocess.run([str(binary), *map(str, args)], env=dict(env, LANG=lang), cwd=home, capture_output=True,
                              text=True, timeout=timeout)
        return done.returncode, done.stdout, done.stderr

    code, _, err = run("region", "import", MONACO, timeout=IMPORT_TIMEOUT_S)
    assert code == 0, err
    return run


@pytest.mark.parametrize("lang,locale", [("en", "en_GB.UTF-8"), ("fr", "fr_FR.UTF-8")])
def test_any_lists_the_modes_it_could_not_compare_in_the_terminals_language(cli, lang, locale):
    catalogue = json.loads((MESSAGES / f"{lang}.json").read_text(encoding="utf-8"))
    code, out, err = cli("route", "43.7384,7.4246", "43.7311,7.4197", "--mode", "any", lang=locale)
    assert code == 0, err
    lines = out.splitlines()
    heading = lines.index(catalogue["cli.route.unavailable"])
    assert lines.index(catalogue["cli.route.otherModes"]) < heading, "the compared modes come first"
    transit = catalogue["cli.route.unavailableMode"].replace("{mode}", catalogue["cli.route.mode.transit"])
    reason = transit.split("{reason}")[0]
    unavailable = lines[heading + 1:]
    assert len(unavailable) == 1 and unavailable[0].startswith("  " + reason), out
    no_provider = catalogue["error.providers_unavailable.message"].split("{attempts}")[0]
    assert no_provider in unavailable[0] and "transitous" in unavailable[0], out
    for road in ("car", "walk", "bicycle"):
        assert catalogue[f"cli.route.mode.{road}"] in out, f"{road} was compared"
