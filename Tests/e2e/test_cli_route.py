"""`baluchon route` run as built on the shipped Monaco extract, in a copy of the data directory where the suite's first
server imported it (conftest.py: shipped_regions; `region import` is tried in test_cli_languages.py): with
`--mode any` and no way to plan public transport (no feed, Transitous unreachable), the terminal shows the
fastest road route, the other road modes, and public transport among the modes it could not compare,
with why, in the terminal's language."""
import json
import os
import socket
import subprocess

import pytest

import conftest
from e2e_support import REPO_ROOT, cli_binary

MESSAGES = REPO_ROOT / "Sources" / "BaluchonCore" / "Resources" / "Messages"
ROUTE_TIMEOUT_S = 60


def closed_port():
    """A local port nothing listens on: Transitous there refuses at once, as with no network."""
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


@pytest.fixture(scope="module")
def cli(tmp_path_factory, shipped_regions):
    """Runs the baluchon binary on a data directory holding Monaco; returns (exit code, stdout, stderr)."""
    binary = cli_binary()
    home = tmp_path_factory.mktemp("cli-route")
    env = {key: value for key, value in os.environ.items() if not key.startswith(("LC_", "BALUCHON_"))}
    env.update(BALUCHON_DATA_DIR=str(home / "data"), BALUCHON_LOG_LEVEL="error", BALUCHON_ROUTES_PROVIDERS="routino,transitous",
               BALUCHON_TRANSITOUS_URL=f"http://127.0.0.1:{closed_port()}")

    def run(*args, lang="en_GB.UTF-8", timeout=ROUTE_TIMEOUT_S):
        done = subprocess.run([str(binary), *map(str, args)], env=dict(env, LANG=lang), cwd=home, capture_output=True,
                              text=True, timeout=timeout)
        return done.returncode, done.stdout, done.stderr

    conftest.fresh_data_dir(shipped_regions, into=home / "data")
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


def message(lang, key):
    return json.loads((MESSAGES / f"{lang}.json").read_text(encoding="utf-8"))[key]


@pytest.mark.parametrize("lang,locale", [("fr", "en_GB.UTF-8"), ("en", "fr_FR.UTF-8")])
def test_errors_follow_lang_like_the_instructions(cli, lang, locale):
    code, _, err = cli("route", "43.7396,7.4276", "43.7396,7.4276", "--mode", "walk", "--lang", lang, lang=locale)
    assert code != 0
    assert message(lang, "error.same_points.message") in err, err
    assert message(lang, "error.same_points.hint") in err, err
    code, _, err = cli("weather", "91,0", "--lang", lang, lang=locale)
    assert code != 0
    assert message(lang, "cli.error") in err, err
    other = "en" if lang == "fr" else "fr"
    assert message(other, "cli.error") not in err, err


def test_a_route_that_barely_leaves_its_start_is_0_m_long(cli):
    code, out, err = cli("route", "43.73960,7.42760", "43.73961,7.42760", "--mode", "walk")
    assert code == 0, err
    summary = out.splitlines()[0]
    assert "10\u00a0m" not in summary and "0\u00a0m" in summary, summary


def test_outside_the_regions_the_terminal_is_told_the_command(cli):
    code, _, err = cli("route", "43.7384,7.4246", "48.8566,2.3522", "--mode", "walk", "--lang", "fr")
    assert code != 0
    assert message("fr", "error.outside_regions.message") in err, err
    assert message("fr", "error.outside_regions.hint") in err, err


def test_a_file_that_is_not_an_extract_is_named_in_the_terminals_language(cli, tmp_path):
    readme = tmp_path / "README.md"
    readme.write_text("# Notes\n\nNothing but text here.\n", encoding="utf-8")
    code, _, err = cli("region", "import", readme, lang="fr_FR.UTF-8")
    assert code != 0
    assert "il ressemble à du texte." in err, err
    assert "text." not in err.replace("texte.", ""), err


@pytest.mark.parametrize("lang,locale", [("en", "en_GB.UTF-8"), ("fr", "fr_FR.UTF-8")])
def test_where_and_search_in_a_region_speak_the_terminals_language(cli, lang, locale):
    code, out, err = cli("where", "43.7384", "7.4246", lang=locale)
    assert code == 0, err
    street, region = err.splitlines()
    assert street.startswith(message(lang, "cli.where.street").split("{name}")[0]) and street.endswith(" m)"), err
    assert region.startswith(message(lang, "cli.where.region").split("{region}")[0] + "monaco · "), err
    code, out, err = cli("search", "Monte-Carlo", "--near", "43.7384,7.4246", "--limit", "1", lang=locale)
    assert code == 0, err
    assert out.splitlines()[-1].endswith(message(lang, "cli.search.fromRegion").replace("{region}", "monaco")), out
