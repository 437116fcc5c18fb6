"""Search and "where am I" on the phone agree with the server: headless Chromium at phone size, in French and
English, loads the Monaco region's trip pack as the server makes it (its places, kinds and gazetteer parts),
draws queries there (names, streets, settlements, kinds in both languages, with and without accents,
singular and plural) and points, and compares the page's own answers (Public/js/places/device-*.js) with the
server's API on the same data. The short version of Benchmarks/Packs/device_search.py, whose functions it uses.
"""
import sys

import pytest

from e2e_support import REPO_ROOT

sys.path.insert(0, str(REPO_ROOT / "Benchmarks" / "Packs"))
import device_search  # noqa: E402  (the benchmark's harness, shared)

QUERIES = 60
POINTS = 30


@pytest.mark.parametrize("lang,seed", [("fr", 11), ("en", 12)])
def test_phone_answers_as_the_server_does(make_app, base_url, lang, seed):
    app = make_app("phone", lang)
    app.open("/")
    assert device_search.load_pack(app.driver, base_url, "monaco")["countries"] == ["FR", "MC"]
    tally = device_search.compare(app.driver, base_url, QUERIES, POINTS, seed)
    search, where = tally["search"], tally["where"]
    assert search["sameFirst"] >= 0.95 * QUERIES, search["differences"]
    assert where["sameFirst"] == POINTS, where["differences"]
    # Most answers are the same whole: results, distances, directions, kind names, suggestions.
    assert search["identical"] >= 0.8 * QUERIES, search["differences"]
