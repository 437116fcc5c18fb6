"""Whole-list codes for the browser and CLI tests, taken from the vectors every implementation is checked
against (Tests/Fixtures/sharing/list-codes.json: the Swift reference in ListCodeVectorTests, the web app in
Tests/js/listcode.test.mjs), so the tests can hand the app codes it would not make (damaged, from a newer
version) without a third implementation of docs/LIST-CODE.md."""
import json

from e2e_support import REPO_ROOT

BASE45 = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ $%*+-./:"
VECTORS = json.loads((REPO_ROOT / "Tests" / "Fixtures" / "sharing" / "list-codes.json").read_text(encoding="utf-8"))
_CODES = {vector["name"]: vector["code"] for vector in VECTORS["readable"] + VECTORS["unreadable"]}


def list_code(name: str) -> str:
    """The code of the vector called `name`."""
    return _CODES[name]
