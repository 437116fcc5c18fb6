"""The README's CLI commands run as built in a French terminal (LANG=fr_FR.UTF-8) print French only, and in an English
one English: the progress of region and transit imports, their summaries, tables and errors (a GTFS feed's details too),
the source and match of places, a GeoNames file's problem, numbers written the language's way (1 339, 0,4 km),
configuration errors, and translate's default target and -v line."""
import os
import re
import subprocess
from pathlib import Path

import pytest

from e2e_support import REPO_ROOT, cli_binary

MONACO = REPO_ROOT / "Sources" / "BaluchonProviders" / "Resources" / "regions" / "monaco.osm.pbf"
FR, EN = "fr_FR.UTF-8", "en_GB.UTF-8"
DATA_ERROR, NO_INPUT, IO_ERROR, CONFIGURATION = 65, 66, 74, 78
# French groups thousands with a narrow no-break space (1 339), English with a comma.
GROUPED = {FR: re.compile(r"\d{1,3}(\u202f\d{3})+"), EN: re.compile(r"\d{1,3}(,\d{3})+")}


def shared_data():
    for folder in (os.environ.get("BALUCHON_SHARED_DATA"), REPO_ROOT.parent / "shared" / "data", "/work/shared/data"):
        if folder and (Path(folder) / "gtfs" / "cairns_gtfs.zip").is_file():
            return Path(folder)
    pytest.fail("shared data gtfs/cairns_gtfs.zip not found (set BALUCHON_SHARED_DATA)")


@pytest.fixture(scope="module")
def cli(tmp_path_factory):
    """Runs the binary on one data directory for the module; returns (exit code, stdout, stderr)."""
    binary = cli_binary()
    home = tmp_path_factory.mktemp("cli-languages")
    base = {key: value for key, value in os.environ.items() if not key.startswith(("LC_", "BALUCHON_"))}

    def run(*args, lang=FR, timeout=300, **variables):
        env = {**base, "LANG": lang, "BALUCHON_DATA_DIR": str(home / "data"), "BALUCHON_LOG_LEVEL": "error", **variables}
        done = subprocess.run([str(binary), *map(str, args)], env=env, cwd=home, capture_output=True, text=True, timeout=timeout)
        return done.returncode, done.stdout, done.stderr

    run.home = home
    return run


def ok(result):
    code, out, err = result
    assert code == 0, (code, out, err)
    return out, err


@pytest.mark.parametrize("lang, message", [
    (FR, "erreur : Impossible de lire le fichier nope.zip."),
    (EN, "error: Cannot read the file nope.zip."),
])
def test_a_missing_feed_is_the_command_lines_mistake_told_before_any_progress(cli, lang, message):
    code, _, err = cli("transit", "import", "nope.zip", lang=lang)
    assert code == NO_INPUT and err.splitlines()[0] == message, (code, err)
    assert "%" not in err, err


@pytest.mark.parametrize("lang, steps, english", [
    (FR, ["lecture de l’archive", "décompression de l’archive", "horaires aux arrêts", "écriture des horaires", "terminé"],
     ["reading", "unzipping", "stop times", "done", "agency"]),
    (EN, ["reading the archive", "unzipping the archive", "stop times", "writing the timetable", "done"], []),
])
def test_a_feed_is_imported_listed_and_removed_in_the_terminals_language(cli, lang, steps, english):
    out, err = ok(cli("transit", "import", shared_data() / "gtfs" / "cairns_gtfs.zip", lang=lang))
    labels = [line.split("%", 1)[1].strip() for line in err.splitlines() if "%" in line]
    assert all(step in labels for step in steps) and not set(labels) & set(english), labels
    if lang == FR:
        assert re.match(r"Flux cairns_gtfs \(.*\) importé en \d+,\d s : 416 arrêts, \d+ lignes, 1\u202f339 trajets\.", out), out
    else:
        assert re.match(r"Imported feed cairns_gtfs \(.*\) in \d+\.\d s: 416 stops, \d+ lines, 1,339 trips\.", out), out
    table, _ = ok(cli("transit", "list", lang=lang))
    header = "id exploitant service fuseau horaire arrêts trajets importé le" if lang == FR else \
        "id agency service time zone stops trips imported"
    assert " ".join(table.splitlines()[0].split()) == header, table
    assert GROUPED[lang].search(table.splitlines()[2]), table
    removed, _ = ok(cli("transit", "remove", "cairns_gtfs", lang=lang))
    assert removed == ("Flux cairns_gtfs supprimé.\n" if lang == FR else "Feed cairns_gtfs removed.\n")


@pytest.mark.parametrize("lang, detail", [
    (FR, "erreur : Le flux GTFS est illisible : bad.zip n’est pas une archive zip."),
    (EN, "error: The GTFS feed cannot be read: bad.zip is not a zip archive."),
])
def test_a_feeds_problem_is_told_whole_in_the_terminals_language(cli, lang, detail):
    (cli.home / "bad.zip").write_text("not a zip at all", encoding="utf-8")
    code, _, err = cli("transit", "import", cli.home / "bad.zip", lang=lang)
    assert code == DATA_ERROR and detail in err.splitlines(), (code, err)


@pytest.mark.parametrize("lang", [FR, EN])
def test_a_region_is_imported_listed_packed_and_removed_in_the_terminals_language(cli, lang):
    out, err = ok(cli("region", "import", MONACO, lang=lang))
    labels = {line.split("%", 1)[1].strip() for line in err.splitlines() if "%" in line}
    expected = {"vérification de l’extrait", "itinéraires", "lieux et carte", "terminé"} if lang == FR else \
        {"checking the extract", "routing", "places and map", "done"}
    assert labels == expected, labels
    first, counts = out.splitlines()[:2]
    if lang == FR:
        assert first.startswith("Région monaco (Monaco) importée dans "), out
        assert "nœuds : " in counts and "bâtiments : " in counts and "nodes" not in counts, counts
    else:
        assert first.startswith("Imported region monaco (Monaco) into "), out
        assert "nodes: " in counts and "buildings: " in counts, counts
    assert GROUPED[lang].search(counts), counts
    table, _ = ok(cli("region", "list", lang=lang))
    header = "id nom date des données limites (O,S – E,N) importée le fichier" if lang == FR else \
        "id name data date bounds (W,S – E,N) imported file"
    assert " ".join(table.splitlines()[0].split()) == header, table
    pack, _ = ok(cli("pack", "info", "--region", "monaco", lang=lang))
    assert GROUPED[lang].search(pack) and not GROUPED[FR if lang == EN else EN].search(pack), pack
    removed, _ = ok(cli("region", "remove", "monaco", lang=lang))
    assert removed == ("Région monaco supprimée.\n" if lang == FR else "Region monaco removed.\n")


@pytest.mark.parametrize("lang, source, typo, distance", [
    (FR, "source : geonames", "faute de frappe", r"\d+,\d km"),
    (EN, "source: geonames", "typo", r"\d+\.\d km"),
])
def test_places_tell_source_match_and_distance_in_the_terminals_language(cli, lang, source, typo, distance):
    out, err = ok(cli("place", "search", "pariss", "--limit", "1", lang=lang))
    assert err == source + "\n" and out.splitlines()[2].endswith(typo), (out, err)
    out, err = ok(cli("place", "near", "48.85", "2.35", lang=lang))
    assert err == source + "\n" and re.search(distance + "$", out.splitlines()[2]), out


@pytest.mark.parametrize("lang, note", [
    (FR, "note : Aucun cours n’est publié le 14 juillet 2019"),
    (EN, "note: No rates are published on"),
])
def test_a_rates_note_is_introduced_in_the_terminals_language(cli, lang, note):
    out, _ = ok(cli("convert", "100", "EUR", "USD", "--date", "2019-07-14", lang=lang))
    assert out.splitlines()[3].startswith(note), out


def test_reading_country_info_says_what_it_reads(cli):
    countries = shared_data() / "geonames" / "countryInfo.txt"
    _, err = ok(cli("data", "import", countries, "--into", cli.home / "gazetteer"))
    assert "lecture de countryInfo.txt" in err and "lieu" not in err, err
    _, err = ok(cli("data", "import", countries, "--into", cli.home / "gazetteer", lang=EN))
    assert "reading countryInfo.txt" in err and "place" not in err, err


@pytest.mark.parametrize("lang, message", [
    (FR, "erreur : Ce fichier n’est pas un export GeoNames : la ligne 1 ne commence ni par un geonameid ni par un code pays."),
    (EN, "error: This file is not a GeoNames dump: line 1 starts neither with a geonameid nor with a country code."),
])
def test_a_file_that_is_not_geonames_is_told_whole_in_the_terminals_language(cli, lang, message):
    (cli.home / "bad.txt").write_text("x\ty\n", encoding="utf-8")
    code, _, err = cli("data", "import", cli.home / "bad.txt", "--into", cli.home / "gazetteer", lang=lang)
    assert code == DATA_ERROR and err.splitlines()[0] == message, (code, err)


@pytest.mark.parametrize("lang, content, variables, message", [
    (FR, '{\n  "port": 80\n  "host": "x"\n}', {}, "erreur : Le fichier de configuration {path} n’est pas du JSON valide (ligne 3)."),
    (EN, '{\n  "port": 80\n  "host": "x"\n}', {}, "error: The configuration file {path} is not valid JSON (line 3)."),
    (FR, None, {}, "erreur : Le fichier de configuration {path} n’existe pas (c’est BALUCHON_CONFIG_FILE qui le nomme)."),
    (FR, "{}", {"BALUCHON_PORT": "x"}, "erreur : Configuration invalide : BALUCHON_PORT doit être un nombre entier, pas « x »."),
    (EN, "{}", {"BALUCHON_PORT": "x"}, "error: Invalid configuration: BALUCHON_PORT must be a whole number, not “x”."),
])
def test_configuration_errors_are_told_plainly_in_the_terminals_language(cli, tmp_path, lang, content, variables, message):
    path = tmp_path / "baluchon.json"
    if content is not None:
        path.write_text(content, encoding="utf-8")
    code, _, err = cli("place", "search", "paris", lang=lang, BALUCHON_CONFIG_FILE=str(path), **variables)
    assert code == CONFIGURATION and err == message.replace("{path}", str(path)) + "\n", (code, err)


@pytest.mark.parametrize("lang, message", [
    (FR, "erreur : Le dossier de données {path}/data est inutilisable : {path} est un fichier, là où il faut un dossier\n"),
    (EN, "error: The data directory {path}/data cannot be used: {path} is a file, where a folder is needed\n"),
])
def test_an_unusable_data_directory_is_told_plainly_in_the_terminals_language(cli, tmp_path, lang, message):
    # Foundation's own words ("The operation could not be completed…") are English whatever the terminal's language.
    in_the_way = tmp_path / "not-a-folder"
    in_the_way.write_text("a file", encoding="utf-8")
    code, _, err = cli("rates", lang=lang, BALUCHON_DATA_DIR=str(in_the_way / "data"))
    assert code == IO_ERROR and err == message.replace("{path}", str(in_the_way)), (code, err)


@pytest.mark.parametrize("lang, text, source, target", [
    (FR, "hello", "en", "fr"),  # into the terminal's language
    (FR, "bonjour", "fr", "en"),  # already French: into English
    (EN, "bonjour", "fr", "en"),
    (EN, "hello", "en", "fr"),
])
def test_translate_goes_into_the_terminals_language_unless_the_text_is_in_it(cli, lang, text, source, target):
    _, err = ok(cli("translate", text, "--from", source, "-v", lang=lang))
    route = err.splitlines()[-1].split(": ", 1)[1]
    assert route.startswith(source + " → ") and route.split(" → ")[-1].split(" ")[0].rstrip(",") == target, err


@pytest.mark.parametrize("lang, detected", [(FR, "(langue détectée : anglais, "), (EN, "(detected English, ")])
def test_translate_verbose_line_is_in_the_terminals_language(cli, lang, detected):
    out, err = ok(cli("translate", "Where is the railway station, please?", "-v", lang=lang))
    assert detected in err.splitlines()[-1], err
    if lang == FR:
        assert "detected" not in err and out.strip() != "Where is the railway station, please?", (out, err)
