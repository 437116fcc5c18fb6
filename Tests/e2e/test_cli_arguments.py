"""The CLI's arguments as built, for the commands that take every word argument-parser does not know (so that a
negative number is a value, not an option): `--` before a negative value, a mistyped option refused as an unknown
option and not read as a value, a missing longitude; `--lang` refused alike by every command; usage errors that read
cleanly in French; `--json` empty lists; the terminal's hints in the CLI's syntax; the texts of where, search and
weather in the terminal's language."""
import json
import os
import socket
import subprocess
import sys
import time
from pathlib import Path

import pytest

from e2e_support import REPO_ROOT, filled
from test_cli_saved import cli, ok  # noqa: F401 (cli is a fixture)

USAGE, DATA_ERROR = 64, 65
MESSAGES = REPO_ROOT / "Sources" / "BaluchonCore" / "Resources" / "Messages"
LANGS = (("en", "en_GB.UTF-8"), ("fr", "fr_FR.UTF-8"))


def message(lang, key, **arguments):
    return filled(json.loads((MESSAGES / f"{lang}.json").read_text(encoding="utf-8"))[key], **arguments)


def usage_error(result, first_line, command):
    """A usage error: exit 64, nothing on stdout, the error then the command's usage, in the terminal's language."""
    code, out, err = result
    lines = err.splitlines()
    assert code == USAGE and out == "", (code, out, err)
    assert lines[0] == first_line, err
    assert any(line.endswith(f"baluchon {command} --help » pour en savoir plus.")
               or line.endswith(f"“baluchon {command} --help” for more information.") for line in lines), err
    return lines


def test_places_add_takes_a_negative_position_after_the_end_of_the_options(cli):
    saved = "{}: -33.8600000, 151.2000000\n"
    assert ok(cli("places", "add", "Neg", "--", "-33.86,151.2")) == saved.format("Neg")
    assert ok(cli("places", "add", "Neg bis", "-33.86,151.2", "--group", "Sydney")) == saved.format("Neg bis")
    assert ok(cli("places", "add", "Neg ter", "--note", "quai", "--", "-33.86", "151.2")) == saved.format("Neg ter")
    assert [(p["name"], p["latitude"]) for p in json.loads(ok(cli("places", "list", "--json")))] == [
        ("Neg", -33.86), ("Neg bis", -33.86), ("Neg ter", -33.86)]


@pytest.mark.parametrize("args, option, command", [
    (("where", "43.7384", "7.4246", "--onlin"), "--onlin", "where"),
    (("where", "--onlin", "43.7384", "7.4246"), "--onlin", "where"),
    (("weather", "Quimper", "--unit", "imperial"), "--unit", "weather"),
    (("weather", "--unit=imperial", "Quimper"), "--unit", "weather"),
    (("code", "encode", "48.85", "2.35", "--formt", "geo"), "--formt", "code encode"),
    (("places", "add", "Gare", "45.76,4.86", "--notes", "quai"), "--notes", "places add"),
    (("places", "add", "Gare", "-x", "45.76,4.86"), "-x", "places add"),
    (("place", "near", "47.996", "-4.102", "--limt", "3"), "--limt", "place near"),
    (("calc", "--plan", "1+1"), "--plan", "calc"),
])
@pytest.mark.parametrize("lang, locale", LANGS)
def test_a_mistyped_option_is_an_unknown_option_not_a_value(cli, args, option, command, lang, locale):
    error = message(lang, "cli.error") + message(lang, "cli.usage.unknownOption", option=option)
    usage_error(cli(*args, lang=locale), error, command)


def test_a_negative_number_or_what_follows_the_end_of_the_options_is_still_a_value(cli):
    assert ok(cli("code", "encode", "-33.86", "-151.2", "--format", "geo")) == "geo:-33.8600000,-151.2000000\n"
    # After --, a word like an option is a value: a position that is no position (65), not an unknown option (64).
    code, _, err = cli("places", "add", "Gare", "--", "--notes")
    assert code == DATA_ERROR and "--notes" in err, (code, err)


@pytest.mark.parametrize("args, argument", [
    (("where", "43.7384"), "<longitude>"),
    (("where", "--", "-33.86"), "<longitude>"),
    (("where", "--"), "<latitude>"),
    (("where",), "<coordinates>"),
])
@pytest.mark.parametrize("lang, locale", LANGS)
def test_a_missing_longitude_is_named(cli, args, argument, lang, locale):
    error = message(lang, "cli.error") + message(lang, "cli.usage.missingArgument", argument=argument)
    usage_error(cli(*args, lang=locale), error, "where")


@pytest.mark.parametrize("lang, locale", LANGS)
def test_where_with_a_third_number_says_it_is_unexpected(cli, lang, locale):
    error = message(lang, "cli.error") + message(lang, "cli.usage.unexpectedArgument", argument="3")
    usage_error(cli("where", "1", "2", "3", lang=locale), error, "where")


@pytest.mark.parametrize("lang, locale", LANGS)
def test_a_kind_of_place_without_near_is_a_usage_error(cli, lang, locale):
    error = message(lang, "cli.error") + message(lang, "cli.search.missingNear")
    lines = usage_error(cli("search", "pharmacie", lang=locale), error, "search")
    assert lines[1].startswith(message(lang, "cli.usage.usage") + "baluchon search <text>"), lines
    assert "near=" not in "\n".join(lines)


@pytest.mark.parametrize("args, command", [
    (("weather", "Quimper", "--lang", "de"), "weather"),
    (("doctor", "--lang", "de"), "doctor"),
    (("route", "Monaco", "Nice", "--lang", "de"), "route"),
    (("languages", "--lang", "de"), "languages"),
])
@pytest.mark.parametrize("lang, locale", LANGS)
def test_an_unknown_lang_is_refused_naming_the_languages(cli, args, command, lang, locale):
    error = message(lang, "cli.usage.invalidValueChoices", value="de", option="--lang <lang>", choices="en, fr")
    usage_error(cli(*args, lang=locale), message(lang, "cli.error") + error, command)


@pytest.mark.parametrize("lang, locale", LANGS)
def test_a_feature_class_geonames_does_not_have_is_refused(cli, lang, locale):
    error = message(lang, "cli.usage.invalidValue", value="P,X", option="--feature-classes <feature-classes>")
    usage_error(cli("data", "import", "cities500.zip", "--feature-classes", "P,X", lang=locale), message(lang, "cli.error") + error,
                "data import")


def test_the_lang_is_read_in_any_case(cli):
    assert ok(cli("doctor", "--lang", "FR")).startswith("Dossier des données")


@pytest.mark.parametrize("lang, locale", LANGS)
def test_a_missing_argument_of_several_words_ends_with_one_full_stop(cli, lang, locale):
    error = message(lang, "cli.error") + message(lang, "cli.usage.missingArgument", argument="<text>")
    usage_error(cli("search", lang=locale), error, "search")


def test_the_usage_errors_help_line_is_in_the_terminals_language(cli):
    code, _, err = cli("places", "add", lang="fr_FR.UTF-8")
    assert code == USAGE and err.splitlines()[0] == "erreur : Il manque l’argument <name>.", err
    assert err.splitlines()[1] == "Aide : <name>  Le nom du lieu.", err
    code, _, err = cli("places", "add")
    assert err.splitlines()[1] == "Help: <name>  The place's name.", err


def test_an_empty_list_is_printed_as_an_empty_json_array(cli):
    assert ok(cli("places", "list", "--json")) == "[]\n"
    assert ok(cli("places", "list", "--json", "--tracks")) == "[]\n"
    ok(cli("places", "add", "Gare", "45.76,4.86"))
    code = ok(cli("places", "export")).strip()
    assert json.loads(ok(cli("code", "decode", code, "--json")))["tracks"] == []
    assert '"tracks" : []' in ok(cli("code", "decode", code, "--json"))


@pytest.mark.parametrize("lang, locale", LANGS)
def test_the_terminals_hints_name_options_not_api_parameters(cli, lang, locale):
    code, _, err = cli("qr", "x" * 3000, lang=locale)
    assert code == DATA_ERROR and message(lang, "error.qr_too_long.commandHint") in err and "ec=" not in err, err
    code, _, err = cli("pack", "info", lang=locale)
    assert code == DATA_ERROR and message(lang, "error.invalid_parameter.commandHint.packArea") in err, err
    assert "region=" not in err, err


def test_no_hint_of_the_terminal_uses_api_syntax():
    """The hints the terminal shows instead of the traveller's (commandHint) name options, not `name=value`."""
    for lang in ("en", "fr"):
        catalogue = json.loads((MESSAGES / f"{lang}.json").read_text(encoding="utf-8"))
        terminal = {key: text for key, text in catalogue.items() if ".commandHint" in key}
        terminal["error.outside_regions.hint.online"] = catalogue["error.outside_regions.hint.online"]
        assert len(terminal) >= 3 and not [key for key, text in terminal.items() if "=" in text], terminal


@pytest.mark.parametrize("lang, locale", LANGS)
def test_where_outside_the_regions_says_so_in_the_terminals_language(cli, lang, locale):
    code, out, err = cli("where", "43.7384", "7.4246", lang=locale)
    assert code == 0 and "Monaco" in out, err
    assert err == message(lang, "cli.where.gazetteer") + "\n", err


@pytest.fixture(scope="module")
def weather_url():
    """scripts/openmeteo_replay.py on a free port: made-up weather in Open-Meteo's format, without the network."""
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        port = sock.getsockname()[1]
    replay = subprocess.Popen([sys.executable, str(REPO_ROOT / "scripts" / "openmeteo_replay.py"), str(port)],
                              stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        for _ in range(100):
            with socket.socket() as probe:
                if probe.connect_ex(("127.0.0.1", port)) == 0:
                    break
            time.sleep(0.1)
        yield f"http://127.0.0.1:{port}"
    finally:
        replay.terminate()
        replay.wait(timeout=10)


@pytest.mark.parametrize("args, locale, title", [
    (("47.996,-4.102",), "en_GB.UTF-8", "47.996, -4.102 — "),
    (("--", "-33.8688,151.2093"), "en_GB.UTF-8", "-33.8688, 151.2093 — "),
    (("47.996,-4.102",), "fr_FR.UTF-8", "47,996 ; -4,102 — "),
])
def test_weather_heads_coordinates_as_typed(tmp_path, weather_url, args, locale, title):
    binary = Path(os.environ.get("BALUCHON_BIN", REPO_ROOT / ".build" / "debug" / "baluchon")).resolve()
    env = {key: value for key, value in os.environ.items() if not key.startswith(("LC_", "BALUCHON_"))}
    env.update(LANG=locale, BALUCHON_DATA_DIR=str(tmp_path / "data"), BALUCHON_LOG_LEVEL="error",
               BALUCHON_WEATHER_PROVIDERS="openmeteo", BALUCHON_OPENMETEO_URL=weather_url)
    done = subprocess.run([binary, "weather", *args], env=env, cwd=tmp_path, capture_output=True, text=True, timeout=60)
    assert done.returncode == 0, done.stderr
    assert done.stdout.startswith(title), done.stdout
