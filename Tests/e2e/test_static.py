"""Static checks of Public/ (no browser): catalogs, CSP-friendliness, no HTML injection, precache list."""
import json
import re

from e2e_support import REPO_ROOT, ROUTES

PUBLIC = REPO_ROOT / "Public"


def catalog(lang):
    """The shell's catalog merged with every capability's part (`i18n/<part>.<lang>.json`)."""
    merged = json.loads((PUBLIC / "i18n" / f"{lang}.json").read_text(encoding="utf-8"))
    for part in sorted(PUBLIC.glob(f"i18n/*.{lang}.json")):
        merged.update(json.loads(part.read_text(encoding="utf-8")))
    return merged


def js_files():
    return sorted(PUBLIC.glob("js/**/*.js"))


def test_catalogs_have_the_same_non_empty_keys():
    fr, en = catalog("fr"), catalog("en")
    assert set(fr) == set(en), set(fr) ^ set(en)
    assert all(isinstance(v, str) and v.strip() for v in [*fr.values(), *en.values()])
    for name in ROUTES:
        assert f"nav.{name}" in fr and f"{name}.title" in fr and f"{name}.desc" in fr


def test_every_referenced_key_exists():
    keys = set(catalog("en"))
    html = (PUBLIC / "index.html").read_text(encoding="utf-8")
    used = set(re.findall(r'data-i18n(?:-aria-label|-title)?="([^"]+)"', html))
    for path in js_files():
        used |= set(re.findall(r"""\bt\(\s*'([A-Za-z0-9_.]+)'""", path.read_text(encoding="utf-8")))
    assert used - keys == set()


def test_no_html_injection_sinks():
    sinks = re.compile(r"innerHTML\s*=|outerHTML\s*=|insertAdjacentHTML|document\.write|\beval\(|new Function\(")
    offenders = [str(p.relative_to(PUBLIC)) for p in [*js_files(), PUBLIC / "sw.js"] if sinks.search(p.read_text())]
    assert offenders == []


def test_no_inline_script_or_style():
    html = (PUBLIC / "index.html").read_text(encoding="utf-8")
    for tag in re.findall(r"<script\b[^>]*>", html):
        assert "src=" in tag, tag
    assert not re.search(r"<style\b|\sstyle=|\son[a-z]+=", html)
    assert not re.search(r"""\s(href|src|action)\s*=\s*["']?\s*(javascript|vbscript|data):""", html, re.I)
    # No style attribute is ever written: the CSP (style-src 'self') would refuse it. Single CSS properties set
    # through the CSSOM are not inline style for the CSP; they are kept for positions that come from data (the
    # lines of a read photo), never for a whole declaration text.
    for path in js_files():
        assert not re.search(r"""setAttribute\(\s*['"]style['"]|\.style\.cssText|\.style\s*=[^=]""", path.read_text()), path


def test_service_worker_precaches_the_whole_shell():
    sw = (PUBLIC / "sw.js").read_text(encoding="utf-8")
    listed = set(re.findall(r"'(/[^']+)'", sw.split("const SHELL = [", 1)[1].split("];", 1)[0]))
    expected = {"/index.html", "/manifest.webmanifest"}
    expected |= {"/" + str(p.relative_to(PUBLIC)) for p in js_files()}
    expected |= {"/" + str(p.relative_to(PUBLIC)) for p in PUBLIC.glob("css/*.css")}
    expected |= {"/" + str(p.relative_to(PUBLIC)) for p in PUBLIC.glob("i18n/*.json")}
    assert expected <= listed, expected - listed
    missing = [url for url in listed if not (PUBLIC / url.lstrip("/")).is_file()]
    assert missing == []
