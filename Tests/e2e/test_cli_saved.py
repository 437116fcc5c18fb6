"""The saved-places CLI run as built (`baluchon places|code|qr`), each in a fresh data directory:
places added, listed, exported and imported back, codes written and read, QR codes read back with
zbarimg; bad input ends with exit code 65 and a message in the terminal's language, changing nothing."""
import json
import os
import shutil
import subprocess

import pytest

from e2e_support import cli_binary
from list_codes import BASE45, list_code

RUN_TIMEOUT_S = 60
BAD_INPUT = 65


@pytest.fixture
def cli(tmp_path):
    """Runs the baluchon binary with its own data directory and LANG; returns (exit code, stdout, stderr)."""
    binary = cli_binary()

    def run(*args, lang="en_GB.UTF-8", data="home"):
        env = {key: value for key, value in os.environ.items() if not key.startswith(("LC_", "BALUCHON_"))}
        env.update(LANG=lang, BALUCHON_DATA_DIR=str(tmp_path / data), BALUCHON_LOG_LEVEL="error")
        done = subprocess.run([str(binary), *map(str, args)], env=env, cwd=tmp_path, capture_output=True, text=True,
                              timeout=RUN_TIMEOUT_S)
        return done.returncode, done.stdout, done.stderr

    return run


def ok(result):
    code, out, err = result
    assert code == 0, err
    return out


def places(cli, data="home"):
    return json.loads(ok(cli("places", "list", "--json", data=data)))


def test_places_are_added_from_any_code_listed_and_passed_on_as_a_list_code(cli):
    assert "Hôtel: 45.7640123, 4.8357456" in ok(cli("places", "add", "Hôtel", "45.7640123,4.8357456", "--group", "Lyon",
                                                    "--colour", "#1e88e5", "--note", "2ᵉ étage"))
    ok(cli("places", "add", "Tour", "8FW4V75V+8Q"))
    ok(cli("places", "add", "Gare", "geo:45.7605,4.8597?z=17", "--group", "Lyon"))
    ok(cli("places", "add", "Tour bis", "V75V+8Q", "--near", "48.86,2.29"))
    saved = places(cli)
    assert [p["name"] for p in saved] == ["Hôtel", "Tour", "Gare", "Tour bis"]
    assert saved[0]["latitude"] == 45.7640123 and saved[0]["colour"] == "#1e88e5" and saved[0]["note"] == "2ᵉ étage"
    assert (saved[1]["latitude"], saved[1]["longitude"]) == (48.8583125, 2.2944375), "the centre of the Plus Code's cell"
    assert saved[3]["latitude"] == saved[1]["latitude"]
    table = ok(cli("places", "list"))
    assert "Hôtel [Lyon]  45.7640123, 4.8357456" in table and "    2ᵉ étage" in table

    code = ok(cli("places", "export")).strip()
    assert code.startswith("BLC:") and all(c in BASE45 for c in code[4:])
    assert ok(cli("places", "import", code, data="friend")) == "4 added, 0 already there.\n"
    # The list code keeps the time saved to the minute.
    assert places(cli, data="friend") == [{**p, "savedAt": p["savedAt"][:16] + ":00Z"} for p in saved]
    assert ok(cli("places", "import", code, data="friend")) == "0 added, 4 already there.\n"
    assert [p["name"] for p in json.loads(ok(cli("code", "decode", code, "--json")))["places"]] == [p["name"] for p in saved]


@pytest.mark.parametrize("fmt", ["gpx", "kml", "kmz", "geojson", "csv"])
def test_every_file_format_goes_out_and_comes_back(cli, tmp_path, fmt):
    ok(cli("places", "add", "=HYPERLINK(\"http://x\")", "-33.8568,151.2153", "--group=-Sydney"))
    ok(cli("places", "add", "Café, \"chez Léa\"", "48.85,2.35", "--note", "line one"))
    path = tmp_path / f"list.{fmt}"
    assert ok(cli("places", "export", "--format", fmt, "--output", path, "--title", "Trip")) == ""
    if fmt == "csv":
        text = path.read_text(encoding="utf-8")
        assert "'=HYPERLINK" in text and ",'-Sydney," in text, "a spreadsheet must not run the cell"
    assert ok(cli("places", "import", path, data="friend")) == "2 added, 0 already there.\n"
    assert places(cli, data="friend") == places(cli)


def test_southern_and_western_positions_are_not_taken_for_options(cli):
    assert ok(cli("places", "add", "Opéra", "-33.8568,151.2153")) == "Opéra: -33.8568000, 151.2153000\n"
    assert ok(cli("places", "add", "Pão de Açúcar", "-22.9492", "-43.1545")) == "Pão de Açúcar: -22.9492000, -43.1545000\n"
    assert ok(cli("code", "encode", "-33.8568", "151.2153", "--format", "geo")) == "geo:-33.8568000,151.2153000\n"
    assert ok(cli("code", "encode", "-22.9492,-43.1545", "--format", "decimal")).startswith("-22.9492")
    failed(cli("code", "encode", "-22.9492", lang="fr_FR.UTF-8"), "Indiquez une latitude et une longitude")
    short = ok(cli("code", "encode", "-33.8568", "151.2153", "--format", "pluscode")).strip()[4:]
    assert ok(cli("code", "decode", short, "--near", "-33.86,151.21")).startswith("pluscode: -33.856")
    assert ok(cli("places", "add", "Opéra bis", short, "--near", "-33.86,151.21")).startswith("Opéra bis: -33.856")


def test_one_place_is_written_in_every_code_and_read_back(cli):
    every = ok(cli("code", "encode", "48.8583701", "2.2944813", "--name", "Tour Eiffel"))
    assert "pluscode  8FW4V75V+8Q" in every and "geo:48.8583701,2.2944813" in every
    assert ok(cli("code", "encode", "48.8583701", "2.2944813", "--format", "geohash", "--accuracy", "3")).strip() == "u09tunqu9"
    assert ok(cli("code", "decode", "geo:48.8583701,2.2944813?q=48.8583701,2.2944813(Tour)")).strip() == \
        "geo: 48.8583701, 2.2944813 “Tour”"
    assert ok(cli("code", "decode", "V75V+8Q", "Paris")).startswith("pluscode: 48.858")
    point = json.loads(ok(cli("code", "decode", "u09tunqu9", "--json")))
    assert abs(point["latitude"] - 48.85837) < 1e-4


def test_a_qr_code_is_drawn_and_written_as_png_and_svg_that_read_back(cli, tmp_path):
    if not shutil.which("zbarimg"):
        pytest.fail("zbarimg not found: apt-get install zbar-tools")
    text = "geo:48.8583701,2.2944813?q=48.8583701,2.2944813(Tour Eiffel)"
    terminal = ok(cli("qr", text))
    assert len(terminal.splitlines()) > 10 and set(terminal) <= set("█▀▄ \n")
    out = ok(cli("qr", text, "--png", tmp_path / "q.png", "--svg", tmp_path / "q.svg", "--ec", "h"))
    assert out.startswith("QR code version ")
    assert (tmp_path / "q.svg").read_text().lstrip().startswith(("<?xml", "<svg"))
    read = subprocess.run(["zbarimg", "--quiet", "--raw", "-Sbinary", str(tmp_path / "q.png")], capture_output=True,
                          timeout=RUN_TIMEOUT_S)
    assert read.stdout.decode("utf-8").rstrip("\n") == text


def failed(result, message, status=BAD_INPUT):
    code, out, err = result
    assert code == status, (code, out, err)
    assert message in err, err
    assert "Error:" not in err and "Swift" not in err, "no raw Foundation or runtime error"


@pytest.mark.parametrize("args, fr, en", [
    (("code", "encode", "95", "0"), "La latitude 95.0 est hors limites", "95.0 is out of range"),
    (("code", "decode", "8FW4V75V+8I"), "n’est pas", "is not"),
    (("code", "decode", "V75V+8Q"), "Plus Code court", "short Plus Code"),
    (("code", "encode", "48.85", "2.35", "--format", "w3w"), "w3w", "w3w"),
    (("places", "add", "Nulle part", "pas une position"), "n’est pas un code ni un lien", "is not a code or link"),
    (("places", "add", "Pôle", "91,0"), "n’est pas sur la Terre", "is not on Earth"),
    (("places", "export", "--format", "docx"), "docx", "docx"),
    (("qr", "x", "--ec", "Z"), "Utilisez L, M, Q ou H.", "Use L, M, Q or H."),
    (("qr", "x" * 8000), "8000", "8000"),
])
def test_bad_input_is_a_clear_error_in_the_terminals_language(cli, args, fr, en):
    failed(cli(*args, lang="fr_FR.UTF-8"), "erreur : ")
    failed(cli(*args, lang="fr_FR.UTF-8"), fr)
    failed(cli(*args, lang="C.UTF-8"), "error: ")
    failed(cli(*args, lang="C.UTF-8"), en)


# Files named on the command line: 66 when one cannot be read, 73 when one cannot be written (README's exit codes).
@pytest.mark.parametrize("args, status, fr, en", [
    (("places", "import", "missing.gpx"), 66, "Impossible de lire le fichier missing.gpx", "Cannot read the file missing.gpx"),
    (("places", "export", "--format", "gpx", "--output", "no/such/folder/x.gpx"), 73, "Impossible d’écrire le fichier",
     "Cannot write the file"),
    (("qr", "x", "--png", "no/such/folder/q.png"), 73, "Impossible d’écrire le fichier", "Cannot write the file"),
])
def test_a_file_that_cannot_be_read_or_written_is_named_in_the_terminals_language(cli, args, status, fr, en):
    failed(cli(*args, lang="fr_FR.UTF-8"), "erreur : " + fr, status)
    failed(cli(*args, lang="C.UTF-8"), "error: " + en, status)


@pytest.mark.parametrize("name, content, fr", [
    ("bad.gpx", '<?xml version="1.0"?><!DOCTYPE gpx [<!ENTITY x SYSTEM "file:///etc/passwd">]><gpx><wpt lat="1" lon="2">'
                "<name>&x;</name></wpt></gpx>", "entités XML"),
    ("bad.csv", "name,lat,lon\nok,1,2\nbad,x,2\n", "la ligne 3 n’a pas de latitude"),
    ("bad.kmz", "PK not a zip", "Cette archive KMZ est refusée : ce n’est pas une archive ZIP"),
])
def test_a_failed_import_changes_nothing(cli, tmp_path, name, content, fr):
    ok(cli("places", "add", "Maison", "45.1,5.7"))
    before = (tmp_path / "home" / "saved-places.json").read_bytes()
    (tmp_path / name).write_text(content, encoding="utf-8")
    failed(cli("places", "import", tmp_path / name, lang="fr_FR.UTF-8"), fr)
    assert (tmp_path / "home" / "saved-places.json").read_bytes() == before


def test_list_codes_damaged_or_from_a_newer_version_are_refused_and_change_nothing(cli):
    ok(cli("places", "add", "Maison", "45.1,5.7"))
    before = places(cli)
    damaged = list_code("damaged")
    failed(cli("places", "import", damaged, lang="fr_FR.UTF-8"), "Ce code de liste est abîmé")
    failed(cli("code", "decode", damaged, lang="en_US.UTF-8"), "This list code is damaged")
    # Format 3: a well-formed code a newer Baluchon could write.
    newer = list_code("newer-version")
    failed(cli("places", "import", newer, lang="fr_FR.UTF-8"), "version plus récente de Baluchon (format 3)")
    failed(cli("places", "import", newer, lang="fr_FR.UTF-8"), "conseil : Mettez Baluchon à jour")
    assert places(cli) == before
    # The same place in format 1 is read.
    assert ok(cli("places", "import", list_code("gare"))) == "1 added, 0 already there.\n"
    assert places(cli)[-1]["name"] == "Gare" and places(cli)[-1]["latitude"] == 45.7605


def test_a_damaged_saved_list_is_named_not_overwritten(cli, tmp_path):
    (tmp_path / "home").mkdir()
    (tmp_path / "home" / "saved-places.json").write_text("{ not json", encoding="utf-8")
    code, _, err = cli("places", "add", "Maison", "45.1,5.7", lang="fr_FR.UTF-8")
    assert code != 0 and "sont abîmés" in err
    assert (tmp_path / "home" / "saved-places.json").read_text(encoding="utf-8") == "{ not json"


GPX_WITH_A_GAP = """<?xml version="1.0" encoding="UTF-8"?>
<gpx version="1.1" creator="OsmAnd" xmlns="http://www.topografix.com/GPX/1/1">
  <wpt lat="43.7384" lon="7.4246"><name>Casino</name></wpt>
  <wpt><name>Sans coordonnées</name></wpt>
  <wpt lat="43.7311"/>
  <wpt lat="43.7325" lon="7.4189"><name>Palais</name></wpt>
</gpx>
"""


@pytest.mark.parametrize("lang, added, said", [
    ("en_GB.UTF-8", "2 added, 0 already there.", "Left out, with no position: “Sans coordonnées” (waypoint 2), waypoint 3."),
    ("fr_FR.UTF-8", "2 ajoutés, 0 déjà là.", "Laissés de côté, sans position : « Sans coordonnées » (point 2), point 3."),
])
def test_a_gpx_waypoint_without_a_position_is_left_out_and_named(cli, tmp_path, lang, added, said):
    path = tmp_path / "gap.gpx"
    path.write_text(GPX_WITH_A_GAP, encoding="utf-8")
    code, out, err = cli("places", "import", path, lang=lang)
    assert code == 0, err
    assert out == added + "\n"
    assert err.strip() == said
    assert [p["name"] for p in places(cli)] == ["Casino", "Palais"]


# A walk east from the Casino, 897 m in two segments, and a route of three points with no name.
TRACKS_GPX = """<?xml version="1.0" encoding="UTF-8"?>
<gpx version="1.1" creator="OsmAnd" xmlns="http://www.topografix.com/GPX/1/1">
  <wpt lat="43.7384" lon="7.4246"><name>Casino</name></wpt>
  <trk><name>Balade du port</name>
    <trkseg>""" + "".join(f'<trkpt lat="43.7384" lon="{7.4246 + i * 0.00124:.5f}"><ele>{20 + i}</ele>'
                          f"<time>2026-05-01T08:{i:02d}:00Z</time></trkpt>" for i in range(6)) + """</trkseg>
    <trkseg>""" + "".join(f'<trkpt lat="43.7384" lon="{7.4246 + i * 0.00124:.5f}"/>' for i in range(6, 11)) + """</trkseg>
  </trk>
  <rte><rtept lat="43.73" lon="7.42"/><rtept lat="43.731" lon="7.42"/><rtept lat="43.732" lon="7.42"/></rte>
</gpx>
"""


@pytest.mark.parametrize("lang, found, walk, route", [
    ("en_GB.UTF-8", "Tracks: 2 in the file, 2 added.", "“Balade du port”: 11 points, 897 m", "“(no name)”: 3 points, 222 m"),
    ("fr_FR.UTF-8", "Traces : 2 dans le fichier, 2 ajoutées.", "« Balade du port » : 11 points, 897 m",
     "« (sans nom) » : 3 points, 222 m"),
])
def test_a_files_tracks_are_counted_listed_kept_and_exported_again(cli, tmp_path, lang, found, walk, route):
    path = tmp_path / "walk.gpx"
    path.write_text(TRACKS_GPX, encoding="utf-8")
    added = "1 added, 0 already there." if lang.startswith("en") else "1 ajouté, 0 déjà là."
    assert ok(cli("places", "import", path, lang=lang)) == f"{added}\n{found}\n{walk}\n{route}\n"
    assert ok(cli("places", "import", path, lang=lang)).splitlines()[1] == found.replace("2 added", "0 added").replace(
        "2 ajoutées", "0 ajoutée")
    assert ok(cli("places", "list", lang=lang)).splitlines()[-2:] == [walk, route]
    tracks = json.loads(ok(cli("places", "list", "--json", "--tracks")))
    assert [(t["name"], len(t["points"]), t.get("breaks")) for t in tracks] == [("Balade du port", 11, [6]), ("", 3, None)]
    assert tracks[0]["points"][0] == [43.7384, 7.4246, 20, "2026-05-01T08:00:00Z"]
    # Out again in every format that carries lines, and back in a fresh data directory the same.
    for fmt in ("gpx", "kml", "geojson"):
        out = tmp_path / f"again.{fmt}"
        ok(cli("places", "export", "--format", fmt, "--output", out))
        assert ok(cli("places", "import", out, data=fmt, lang=lang)).splitlines()[1:] == [found, walk, route], fmt
        assert json.loads(ok(cli("places", "list", "--json", "--tracks", data=fmt))) == tracks, fmt
    # The list code carries them simplified, and decode says so.
    code = ok(cli("places", "export")).strip()
    decoded = json.loads(ok(cli("code", "decode", code, "--json")))
    assert [p["name"] for p in decoded["places"]] == ["Casino"]
    assert [(t["name"], t.get("breaks")) for t in decoded["tracks"]] == [("Balade du port", [2]), ("", None)]
    assert ok(cli("code", "decode", code, lang=lang)).splitlines()[-2:] == [
        walk.replace("11 points", "4 points"), route.replace("3 points", "2 points")]


def test_a_share_link_imports_its_list_and_the_bare_code_still_does(cli):
    code = list_code("refuge-and-col")
    link = "https://baluchon.example.org/places?import=" + code.replace("%", "%25").replace(" ", "%20").replace("+", "%2B")
    assert ok(cli("places", "import", link)) == "2 added, 0 already there.\n"
    assert ok(cli("places", "import", code, data="friend")) == "2 added, 0 already there.\n"
    assert places(cli) == places(cli, data="friend")
    assert [p["name"] for p in json.loads(ok(cli("code", "decode", link, "--json")))["places"]] == ["Refuge", "Col"]


def test_what_other_apps_write_is_decoded(cli):
    for text in ("geo:43.7384, 7.4246", "geo:43.7384%2C7.4246", "geo:0,0?q=43.7384,7.4246(Casino)", "geo:43.7384,7.4246&z=12"):
        assert ok(cli("code", "decode", text)).startswith("geo: 43.7384000, 7.4246000"), text
    assert ok(cli("code", "decode", "gcpvj", "--format", "geohash")) == "geohash: 51.5258789, -0.1098633\n"
    assert ok(cli("code", "decode", "geohash:gcpvj")) == "geohash: 51.5258789, -0.1098633\n"
    code, _, err = cli("code", "decode", "gcpvj", lang="fr_FR.UTF-8")
    assert code == BAD_INPUT and "gcpvj" in err
