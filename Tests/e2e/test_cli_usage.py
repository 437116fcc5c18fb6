"""The CLI as built, for what every command shares: the exit codes of README's table, `--` before negative
coordinates, counts told in the singular and the plural, and argument-parser's own errors (unknown option,
missing value…) in the terminal's language, each kind of them, so that a new wording of argument-parser is seen; every
command's help in the terminal's language."""
import json
import re
from pathlib import Path

import pytest

from e2e_support import REPO_ROOT
from test_cli_saved import cli, failed, ok  # noqa: F401 (cli is a fixture)

USAGE, DATA_ERROR, NO_INPUT, CANNOT_CREATE = 64, 65, 66, 73
MESSAGES = REPO_ROOT / "Sources" / "BaluchonCore" / "Resources" / "Messages"
GEONAMES_LINE = (REPO_ROOT / "Tests" / "Fixtures" / "places" / "geonames-sample.txt").read_text(encoding="utf-8").splitlines()[0]


@pytest.mark.parametrize("args, status, en", [
    (("places", "import", "missing.gpx"), NO_INPUT, "Cannot read the file missing.gpx"),
    (("data", "import", "missing.zip"), NO_INPUT, "Cannot read the file"),
    (("dice", "verify", "missing.json"), NO_INPUT, "cannot read missing.json"),
    (("places", "export", "--format", "gpx", "--output", "no/such/folder/x.gpx"), CANNOT_CREATE, "Cannot write the file"),
    (("qr", "x", "--svg", "no/such/folder/q.svg"), CANNOT_CREATE, "Cannot write the file"),
    (("code", "encode", "95", "0"), DATA_ERROR, "95.0 is out of range"),
    (("places", "export", "--bogus"), USAGE, "Unknown option --bogus."),
])
def test_exit_codes_are_those_of_the_readme(cli, args, status, en):
    code, _, err = cli(*args)
    assert code == status and en in err, (code, err)
    readme = (REPO_ROOT / "README.md").read_text(encoding="utf-8")
    assert f"| {status} |" in readme, "README's table of exit codes names it"


def test_a_negative_coordinate_may_follow_the_end_of_the_options(cli):
    assert ok(cli("code", "encode", "--format", "geo", "--", "-33.86", "151.2")) == "geo:-33.8600000,151.2000000\n"
    assert "decimal   -33.8600000, 151.2000000" in ok(cli("code", "encode", "--", "-33.86", "151.2"))
    assert ok(cli("code", "encode", "-33.86", "151.2", "--format", "geo")) == "geo:-33.8600000,151.2000000\n"
    assert "Sydney" in ok(cli("place", "near", "--", "-33.87,151.21"))
    assert "Sydney" in ok(cli("place", "near", "-33.87", "151.21"))
    assert ok(cli("where", "--", "-33.86", "151.2")).strip().endswith("Australia")
    # --near takes a negative latitude as its value (the search itself needs the network: any answer but a usage error).
    code, _, err = cli("search", "pharmacie", "--near", "-33.86,151.21", "--limit", "1")
    assert code != USAGE, err
    # Each command's help says how.
    for command in (("code", "encode"), ("place", "near"), ("where",), ("weather",), ("route",), ("search",)):
        assert "-33." in ok(cli(*command, "--help")), command


@pytest.mark.parametrize("lang, imported, status", [
    ("en_GB.UTF-8", "Imported 1 place from 1 line; 1 place in use.", "Gazetteer:  1 place, "),
    ("fr_FR.UTF-8", "Import : 1 lieu sur 1 ligne ; 1 lieu en service.", "Index :      1 lieu, "),
])
def test_one_of_a_kind_is_told_in_the_singular(cli, tmp_path, lang, imported, status):
    (tmp_path / "one.txt").write_text(GEONAMES_LINE + "\n", encoding="utf-8")
    assert ok(cli("data", "import", tmp_path / "one.txt", "--replace", lang=lang)).splitlines()[0] == imported
    assert ok(cli("data", "status", lang=lang)).startswith(status)


@pytest.mark.parametrize("lang, first, again", [
    ("en_GB.UTF-8", "1 added, 0 already there.", "0 added, 1 already there."),
    ("fr_FR.UTF-8", "1 ajouté, 0 déjà là.", "0 ajouté, 1 déjà là."),
])
def test_an_import_counts_in_the_terminals_language(cli, lang, first, again):
    ok(cli("places", "add", "Gare", "45.7605,4.8597"))
    code = ok(cli("places", "export")).strip()
    assert ok(cli("places", "import", code, data="friend", lang=lang)) == first + "\n"
    assert ok(cli("places", "import", code, data="friend", lang=lang)) == again + "\n"


@pytest.mark.parametrize("lang", ["fr_FR.UTF-8", "C.UTF-8"])
def test_export_names_the_formats_it_writes(cli, lang):
    code, _, err = cli("places", "export", "--format", "bogus", lang=lang)
    assert code == DATA_ERROR and "bogus" in err
    assert "gpx, kml, kmz, geojson, csv, code" in err, err


@pytest.mark.parametrize("scale", ["0", "33", "x", "2.5"])
def test_the_qr_scale_is_the_apis_and_refused_alike(cli, tmp_path, scale):
    failed(cli("qr", "x", "--png", tmp_path / "q.png", "--scale", scale), "“scale” must be a number from 1 to 32.")
    failed(cli("qr", "x", "--png", tmp_path / "q.png", "--scale", scale, lang="fr_FR.UTF-8"), "« scale » doit être un nombre de 1 à 32.")
    assert not (tmp_path / "q.png").exists()
    openapi = json.loads((REPO_ROOT / "Sources" / "BaluchonServer" / "Resources" / "openapi.json").read_text(encoding="utf-8"))
    [schema] = [p["schema"] for p in openapi["paths"]["/api/v1/qr"]["get"]["parameters"] if p["name"] == "scale"]
    assert (schema["minimum"], schema["maximum"]) == (1, 32)


def test_a_larger_scale_draws_a_larger_png(cli, tmp_path):
    ok(cli("qr", "x", "--png", tmp_path / "small.png", "--scale", "1"))
    ok(cli("qr", "x", "--png", tmp_path / "large.png", "--scale", "32"))
    width = lambda path: int.from_bytes(Path(path).read_bytes()[16:20], "big")  # noqa: E731 (the PNG's IHDR width)
    assert (width(tmp_path / "small.png"), width(tmp_path / "large.png")) == (29, 29 * 32)


@pytest.mark.parametrize("args, fr, en", [
    (("places", "export", "--bogus"), "erreur : Option inconnue : --bogus.", "error: Unknown option --bogus."),
    (("places", "export", "--formt", "gpx"), "erreur : Option inconnue : --formt. Vouliez-vous dire --format ?",
     "error: Unknown option --formt: did you mean --format?"),
    (("search", "pharmacie", "--near"), "erreur : Il manque la valeur de --near <near>.", "error: Missing value for --near <near>."),
    (("route",), "erreur : Il manque l’argument <from>.", "error: Missing expected argument <from>."),
    (("qr", "a", "b"), "erreur : Argument inattendu : « b ».", "error: Unexpected argument “b”."),
    (("qr", "a", "b", "c"), "erreur : Arguments inattendus : 'b', 'c'.", "error: Unexpected arguments: 'b', 'c'."),
    (("data", "import", "x.txt", "--min-population", "many"),
     "erreur : La valeur « many » n’est pas valable pour --min-population <min-population>.",
     "error: The value “many” is invalid for --min-population <min-population>."),
])
def test_usage_errors_are_told_in_the_terminals_language(cli, args, fr, en):
    for lang, error, usage, more in (("fr_FR.UTF-8", fr, "Utilisation : baluchon ", "  Voir « baluchon "),
                                      ("C.UTF-8", en, "Usage: baluchon ", "  See “baluchon ")):
        code, out, err = cli(*args, lang=lang)
        lines = err.splitlines()
        assert code == USAGE and out == "", (code, out, err)
        assert lines[0] == error, err
        assert lines[-2].startswith(usage) and lines[-1].startswith(more), err


def test_help_is_in_the_terminals_language(cli):
    """`--help` is built before the arguments are read: the environment's language (LANG…) chooses it."""
    french, english = ok(cli("convert", "--help", lang="fr_FR.UTF-8")), ok(cli("convert", "--help", lang="en_US.UTF-8"))
    assert "Convertir un montant d’une devise" in french and "La devise d’arrivée." in french, french
    assert "Convert an amount between two currencies" in english and "The currency to convert to." in english, english
    assert "Convertir" not in english and "Convert an amount" not in french
    # argument-parser's default after the help, in the terminal's language too.
    assert "car, walk, bicycle, transit ou any. (par défaut : car)" in ok(cli("route", "--help", lang="fr_FR.UTF-8"))


# argument-parser's own words in its help screens, as it writes them and as a French help tells them.
HELP_WORDS = [
    ("OVERVIEW: ", "Aperçu : "), ("USAGE: ", "Utilisation : "), ("ARGUMENTS:\n", "Arguments :\n"), ("OPTIONS:\n", "Options :\n"),
    ("SUBCOMMANDS:\n", "Sous-commandes :\n"), ("Show help information.", "Afficher l’aide."), ("Show the version.", "Afficher la version."),
    ("(default:", "(par défaut :"), ("(values:", "(valeurs :"), ("; default:", "; par défaut :"), (" <subcommand>\n", " <sous-commande>\n"),
    ("for detailed help.", "pour l’aide détaillée."),
]


def no_english_word_is_left(french, english):
    """Each of argument-parser's words in the English help is told in the French one, and none is left in English."""
    for word, translated in HELP_WORDS:
        assert word not in french, (word, french)
        assert (word in english) == (translated in french), (word, translated, french, english)


HELP_FLAG, VERSION_FLAG = "\n  -h, --help              ", "\n  --version               "


@pytest.mark.parametrize("args, fr, en", [
    (("route", "--help"),
     ["Aperçu : ", "\nArguments :\n", "\nOptions :\n", "(par défaut : car)", "(valeurs : en, fr)", HELP_FLAG + "Afficher l’aide.\n"],
     ["OVERVIEW: ", "\nARGUMENTS:\n", "\nOPTIONS:\n", "(default: car)", "(values: en, fr)", HELP_FLAG + "Show help information.\n"]),
    (("help", "route"), ["Aperçu : ", "\nUtilisation : baluchon route ", VERSION_FLAG + "Afficher la version.\n"],
     ["OVERVIEW: ", "\nUSAGE: baluchon route ", VERSION_FLAG + "Show the version.\n"]),
    (("--help",),
     ["\nUtilisation : baluchon <sous-commande>\n", "\nSous-commandes :\n",
      "\n  Voir « baluchon help <sous-commande> » pour l’aide détaillée.\n"],
     ["\nUSAGE: baluchon <subcommand>\n", "\nSUBCOMMANDS:\n", "\n  See 'baluchon help <subcommand>' for detailed help.\n"]),
    (("region",),
     ["Utilisation : baluchon region <sous-commande>\n", "Voir « baluchon help region <sous-commande> » pour l’aide détaillée."],
     ["USAGE: baluchon region <subcommand>\n", "See 'baluchon help region <subcommand>' for detailed help."]),
])
def test_argument_parsers_own_words_in_a_help_screen_are_told_in_the_terminals_language(cli, args, fr, en):
    """`--help`, `help <command>` and a group run without a command show argument-parser's help screen: its headings,
    its `--help` and `--version`, the default and the values after an option's help, in French as well; in English as
    argument-parser writes them, the English catalogue having its words."""
    french, english = ok(cli(*args, lang="fr_FR.UTF-8")), ok(cli(*args, lang="en_GB.UTF-8"))
    assert [text for text in fr if text not in french] == [], french
    assert [text for text in en if text not in english] == [], english
    no_english_word_is_left(french, english)
    if args[0] == "help":
        for lang in ("fr_FR.UTF-8", "en_GB.UTF-8"):
            assert ok(cli(*args, lang=lang)) == ok(cli(*args[1:], "--help", lang=lang)), "help <command> is <command> --help"


def commands(cli, path=()):
    """Every command from the root down, as each one's help lists its SUBCOMMANDS."""
    listed = ok(cli(*path, "--help", lang="C.UTF-8")).partition("SUBCOMMANDS:\n")[2]
    yield path
    for name in re.findall(r"^  ([\w-]+)(?:  |\n)", listed, re.M):
        yield from commands(cli, (*path, name))


def test_every_commands_help_is_told_in_french_and_in_english(cli):
    every = list(commands(cli))
    assert len(every) > 40 and ("places", "export") in every and ("region", "available") in every, every
    for command in every:
        french, english = (ok(cli(*command, "--help-hidden", lang=lang)) for lang in ("fr_FR.UTF-8", "en_US.UTF-8"))
        assert french.split("\n\n")[0] != english.split("\n\n")[0], (command, french, english)  # the OVERVIEW
        assert french != english, command
        assert "cli.help." not in french + english, (command, french, english)
        assert "\nOPTIONS:\n" in english and HELP_FLAG + "Show help information.\n" in english, (command, english)
        no_english_word_is_left(french, english)
