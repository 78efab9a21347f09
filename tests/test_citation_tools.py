"""Every citation the project offers, checked by the tools readers will paste it into.

* BibTeX: every entry (sources, clauses' sources, decisions, rulesets, options, records,
  the site) formats with pybtex's ``plain`` style in strict mode: no error, no warning.
* CSL-JSON: every item validates against the CSL data schema 1.0 (``mouche/csl/``).
* citeproc-js (npm ``citeproc``), a second, independent CSL processor, renders every item
  and every clause citation under Node with the project's own Chicago style file.
* A name sorts under the same letter in BibTeX (pybtex) and in CSL (citeproc-py).
"""

from __future__ import annotations

import json
import shutil
import subprocess
from pathlib import Path
from typing import Any

import pytest

pytest.importorskip("citeproc")
pybtex_database = pytest.importorskip("pybtex.database")
jsonschema = pytest.importorskip("jsonschema")

from mouche import citation_styles as S  # noqa: E402
from mouche import citations as C  # noqa: E402
from mouche.citation_data import bibtex_entry  # noqa: E402
from mouche.edition.loading import load_library  # noqa: E402
from mouche.edition.model import Library  # noqa: E402

REPO = Path(__file__).resolve().parent.parent
BASE = "https://example.org/mouche/"


@pytest.fixture(scope="module")
def lib() -> Library:
    return load_library(REPO / "sources")


@pytest.fixture(scope="module")
def citables(lib: Library) -> list[C.Citable]:
    return [C.citable(lib, i, BASE) for i in C.citable_ids(lib)]


def _plain_style() -> Any:
    from pybtex.plugin import find_plugin  # type: ignore[import-untyped]

    return find_plugin("pybtex.style.formatting", "plain")()


def test_every_bibtex_entry_formats_with_plain_without_warnings(
    citables: list[C.Citable], monkeypatch: pytest.MonkeyPatch
) -> None:
    import pybtex.errors  # type: ignore[import-untyped]

    monkeypatch.setattr(pybtex.errors, "strict", True)  # a warning raises
    seen: dict[str, str] = {}
    for c in citables:
        text = C.render(c, "bibtex")
        data = pybtex_database.parse_string(text, "bibtex")
        assert list(data.entries) == [c.key], text
        entry = data.entries[c.key]
        assert entry.fields["title"].startswith("{") and entry.fields["title"].endswith("}")
        assert "note" not in entry.fields, "no status text in note"
        if entry.type == "book":
            assert "pages" not in entry.fields
        seen.setdefault(c.key, text.split("\n\n% Cite it as")[0])
    data = pybtex_database.parse_string("\n".join(seen.values()), "bibtex")
    formatted = list(_plain_style().format_entries(data.entries.values()))
    assert len(formatted) == len(seen)
    assert all(f.text.render_as("text").strip() for f in formatted)


def test_biblatex_entries_parse(citables: list[C.Citable]) -> None:
    for c in citables:
        text = C.render(c, "biblatex")
        entry = pybtex_database.parse_string(text, "bibtex").entries[c.key]
        assert entry.type in {
            "book",
            "incollection",
            "inreference",
            "article",
            "online",
            "software",
            "dataset",
        }
        assert "\\autocite" in text


def test_every_csl_item_is_valid_against_the_csl_data_schema(citables: list[C.Citable]) -> None:
    schema = json.loads((S.CSL_DIR / "csl-data-1.0.json").read_text(encoding="utf-8"))
    validator = jsonschema.Draft7Validator(schema)
    items = {c.key: C.csl_citation(c)["item"] for c in citables}
    errors = [
        f"{k}: {e.message}" for k, item in items.items() for e in validator.iter_errors([item])
    ]
    assert not errors, errors
    labels = {C.csl_citation(c)["citation"].get("label") for c in citables}
    assert labels <= {None, "page", "paragraph", "section"}  # CSL 1.0 locator terms


def test_citeproc_js_renders_every_item_and_clause_citation(citables: list[C.Citable]) -> None:
    node = shutil.which("node")
    citeproc = REPO / "node_modules" / "citeproc"
    if node is None or not citeproc.is_dir():
        pytest.fail("citeproc-js needs Node and `npm ci` (make setup)")
    items = {c.key: C.csl_citation(c)["item"] for c in citables}
    cites = [C.csl_citation(c)["citation"] for c in citables]
    payload = {
        "style": str(S.CSL_STYLE_FILE),
        "locale": str(S.CSL_LOCALE_FILE),
        "items": list(items.values()),
        "citations": cites,
    }
    proc = subprocess.run(
        [node, str(REPO / "tests" / "js" / "citeproc_render.mjs")],
        input=json.dumps(payload),
        capture_output=True,
        text=True,
        cwd=REPO,
        timeout=120,
    )
    assert proc.returncode == 0, proc.stderr
    out = json.loads(proc.stdout)
    assert len(out["notes"]) == len(cites)
    by_cite = dict(zip((json.dumps(c, sort_keys=True) for c in cites), out["notes"], strict=True))
    key = {"id": "academie", "label": "page", "locator": "102", "suffix": ", art. 13"}
    academie = by_cite[json.dumps(key, sort_keys=True)]
    assert academie.startswith("“De la Mouche,” in <i>[Académie des jeux]</i>")
    assert academie.endswith(", 102, art. 13.")
    encyclopedia = {k for k, i in items.items() if i["type"] == "entry-encyclopedia"}
    assert set(out["omitted"]) <= encyclopedia  # Chicago lists no unsigned reference entry
    assert len(out["bibliography"]) == len(items) - len(out["omitted"])


def test_names_sort_alike_in_bibtex_and_csl(lib: Library) -> None:
    from pybtex.database import BibliographyData

    from mouche.citation_data import csl_item

    people = [s for s in lib.sources.values() if C.csl_roles(s.author)]
    fixture = load_library(REPO / "tests" / "fixtures" / "sources" / "valid").source("lost")
    people.append(fixture)  # "Pierre van der Aa": a Dutch particle
    items = {s.id: csl_item(s) for s in people}
    csl_order = [k for k, _ in S.bibliography(list(items.values()))]
    data = BibliographyData({k: bibtex_entry(i) for k, i in items.items()})
    bib_order = [e.key for e in _plain_style().format_bibliography(data).entries]

    def persons(order: list[str]) -> list[str]:  # authors with a family name
        return [k for k in order if any("given" in n for n in items[k].get("author", []))]

    assert len(persons(csl_order)) >= 5
    assert persons(bib_order) == persons(csl_order)
