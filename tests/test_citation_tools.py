"""The whole bibliography, loaded whole by the tools readers paste it into (issue 20, point 1).

Each test takes the file ``python -m mouche cite --all --format FMT`` prints (every source,
every ruleset, the site: [`bibliography_file`][mouche.citations.whole.bibliography_file]) and
loads it in one go, as an editor would:

* pandoc 2.17 ``--citeproc`` reads the BibTeX, biblatex and CSL-JSON files with no error and
  renders every entry with the project's Chicago 17 notes-bibliography style; the only
  entries with no printed form are the unsigned entries of reference works, which Chicago
  lists in notes only (CMOS 17, 14.232);
* ``biber --tool --validate-datamodel`` finds no invalid value and no missing mandatory
  field but the editor of the 1911 Britannica, which our data does not record;
* pybtex's ``plain`` style, strict (a warning raises), formats every BibTeX entry;
* ``rispy`` (PyPI) reads every RIS record, with its type, title and address;
* the CSL-JSON validates against the CSL data schema 1.0, and citeproc-js (npm ``citeproc``)
  renders every item and every clause's CSL citation.
"""

from __future__ import annotations

import json
import re
import shutil
import subprocess
from pathlib import Path
from typing import Any

import pytest
from bib_tools import biber_validate, expected_biber_warnings

pytest.importorskip("citeproc")
pybtex_database = pytest.importorskip("pybtex.database")
jsonschema = pytest.importorskip("jsonschema")
rispy = pytest.importorskip("rispy")

from mouche import citations as C  # noqa: E402
from mouche.citations.citeproc import CSL_DIR, CSL_LOCALE_FILE, CSL_STYLE_FILE  # noqa: E402
from mouche.edition.loading import load_library  # noqa: E402
from mouche.edition.model import Library  # noqa: E402

REPO = Path(__file__).resolve().parent.parent
BASE = "https://example.org/mouche/"
# Unsigned entries of reference works: Chicago cites them in notes only (CMOS 17, 14.232),
# and the CSL style gives them no bibliography entry.
NOTES_ONLY = {
    "eb1911-loo",
    "encyclopedie1752-bete",
    "encyclopedie1765",
    "encyclopedie1765-triomphe",
}


@pytest.fixture(scope="module")
def lib() -> Library:
    return load_library(REPO / "sources")


@pytest.fixture(scope="module")
def files(lib: Library, tmp_path_factory: pytest.TempPathFactory) -> dict[str, Path]:
    """The four whole-bibliography files, written as the site serves them."""
    folder = tmp_path_factory.mktemp("bibliography")
    out = {}
    for fmt, name in C.BIBLIOGRAPHY_FILES.items():
        path = folder / name
        path.write_text(C.bibliography_file(lib, fmt, BASE), encoding="utf-8")
        out[fmt] = path
    return out


@pytest.fixture(scope="module")
def keys(lib: Library) -> set[str]:
    return {c.key for c in C.bibliography_citables(lib, BASE)}


def _node_script(node: str, script: str, payload: dict[str, Any]) -> dict[str, Any]:
    """Run ``tests/js/SCRIPT`` under Node with ``payload`` on stdin: its JSON answer."""
    proc = subprocess.run(
        [node, str(REPO / "tests" / "js" / script)],
        input=json.dumps(payload),
        capture_output=True,
        text=True,
        cwd=REPO,
        timeout=120,
    )
    assert proc.returncode == 0, proc.stderr
    out: dict[str, Any] = json.loads(proc.stdout)
    return out


def _tool(name: str) -> str:
    path = shutil.which(name)
    if path is None:
        pytest.fail(f"{name} is not installed (.ci/run installs it: apt-get install {name})")
    return path


def test_the_whole_bibliography_is_every_citable_id_but_the_clauses(
    lib: Library, keys: set[str]
) -> None:
    """Every source, ruleset, option, editorial decision and example hand record, and the
    site: what a Cite panel offers, but a clause (cited as its source, with a locator)."""
    from mouche.presets import PRESETS
    from mouche.rulesets import OPTIONS

    records = {f"record-{p.stem}" for p in C.RECORDS_DIR.glob("*.toml")}
    options = {"option-" + n.replace("_", "-") for n in OPTIONS}
    assert records and options and lib.decisions
    assert keys == {
        *lib.sources,
        *(f"ruleset-{r}" for r in PRESETS),
        *options,
        *lib.decisions,
        *records,
        "mouche-rules-explorer",
    }


@pytest.mark.parametrize("fmt", ["bibtex", "biblatex", "csl-json"])
def test_pandoc_citeproc_loads_each_file_whole(
    fmt: str, files: dict[str, Path], keys: set[str], tmp_path: Path
) -> None:
    pandoc = _tool("pandoc")
    doc = tmp_path / "all.md"
    doc.write_text('---\nnocite: "@*"\n---\n', encoding="utf-8")
    reader = {"bibtex": "bibtex", "biblatex": "biblatex", "csl-json": "csljson"}[fmt]
    data = subprocess.run(
        [pandoc, "-f", reader, "-t", "csljson", str(files[fmt])],
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert data.returncode == 0 and not data.stderr, data.stderr
    assert {i["id"] for i in json.loads(data.stdout)} == keys
    proc = subprocess.run(
        [
            pandoc,
            str(doc),
            "--citeproc",
            "--bibliography",
            str(files[fmt]),
            "--csl",
            str(CSL_STYLE_FILE),
            "-t",
            "plain",
            "--wrap=none",
        ],
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert proc.returncode == 0, proc.stderr
    unprinted = set(re.findall(r"no printed form: (\S+)", proc.stderr))
    assert unprinted <= NOTES_ONLY, proc.stderr
    others = [line for line in proc.stderr.splitlines() if "no printed form" not in line]
    assert not others, others
    entries = [e for e in proc.stdout.split("\n\n") if e.strip()]
    assert len(entries) == len(keys) - len(unprinted)
    assert "Journal of the International Playing-Card Society 14" in proc.stdout
    assert "LANTURELU%20ou%20LANTURLU" in proc.stdout  # the address that once sank the file


def test_biber_validates_the_biblatex_file(files: dict[str, Path], tmp_path: Path) -> None:
    biber = _tool("biber")
    bib = tmp_path / "all.bib"
    shutil.copy(files["biblatex"], bib)
    warnings = biber_validate(biber, bib)
    items = json.loads(files["csl-json"].read_text(encoding="utf-8"))
    expected = expected_biber_warnings(items, "all.bib")
    assert set(warnings) == expected, set(warnings) ^ expected
    out = (tmp_path / "all_bibertool.bib").read_text(encoding="utf-8")
    assert "@ONLINE{ajo," in out and "URLDATE = {2026-11-30}" in out
    assert "../" not in out and "18XX" not in out and "Anonymous" not in out
    # a ruleset is @misc with "type = {Dataset}" and its version: Zotero's BibTeX import
    # (zotero/translators BibTeX.js, bibtex2zoteroTypeMap) drops a @dataset without a word,
    # and biblatex-chicago has no @software (the site is @misc too)
    assert not re.search(r"@(SOFTWARE|DATASET|INREFERENCE)\{", out)
    assert re.search(r"@MISC\{ruleset-academie,[^@]*TYPE = \{Dataset\}", out)
    assert re.search(r"@MISC\{ruleset-academie,[^@]*VERSION = \{0\.1\.0\}", out)
    assert re.search(r"@ARTICLE\{depaulis1987,[^@]*VOLUME = \{14\}", out)
    assert re.search(r"@BOOK\{cotton1674,[^@]*AUTHORTYPE = \{anon\}", out)
    # an entry of a reference work: its name the title, the work the booktitle
    assert re.search(r"@INCOLLECTION\{eb1911-loo,[^@]*BOOKTITLE = \{+Encyclopaedia", out)
    assert re.search(r"@MISC\{mouche-rules-explorer,[^@]*TYPE = \{Computer software\}", out)


def test_pybtex_plain_formats_every_bibtex_entry_strictly(
    files: dict[str, Path], keys: set[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    import pybtex.errors  # type: ignore[import-untyped]
    from pybtex.plugin import find_plugin  # type: ignore[import-untyped]

    monkeypatch.setattr(pybtex.errors, "strict", True)  # a warning raises
    data = pybtex_database.parse_file(str(files["bibtex"]), "bibtex")
    assert set(data.entries) == keys
    style = find_plugin("pybtex.style.formatting", "plain")()
    formatted = {
        f.key: f.text.render_as("text") for f in style.format_entries(data.entries.values())
    }
    assert set(formatted) == keys and all(formatted.values())
    types = {k: e.type for k, e in data.entries.items()}
    assert types["parlett1990"] == types["cotton1674"] == "book"
    assert (
        types["academie"]
        == types["encyclopedie1765"]
        == types["littre-lanturelu"]
        == "incollection"
    )
    assert types["depaulis1987"] == "article"
    assert "URL: https://salondesjeux.fr/mouche.htm" in formatted["ajo"]
    assert formatted["cotton1674"].startswith("[Charles Cotton]. ")
    assert "November 1987" in formatted["depaulis1987"]  # month = nov, BibTeX's macro


def test_pybtex_parses_every_citable_entry_strictly(
    lib: Library, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Every per-item entry the Cite panels offer (records, decisions, options too), in one
    strict parse: a field given twice (howpublished, issue 39.6) refuses the entry."""
    import pybtex.errors

    from mouche.citations.tex import bibtex_entry

    monkeypatch.setattr(pybtex.errors, "strict", True)
    entries = {}
    for cid in C.citable_ids(lib):
        c = C.citable(lib, cid, BASE)
        entries.setdefault(c.key, bibtex_entry(c.item, c.hints))
    data = pybtex_database.parse_string("\n".join(entries.values()), "bibtex")
    assert set(data.entries) == set(entries)
    empty = [(k, f) for k, e in data.entries.items() for f, v in e.fields.items() if not v.strip()]
    assert not empty, empty  # no empty publisher or other field


def test_rispy_reads_every_ris_record(files: dict[str, Path], keys: set[str]) -> None:
    records = rispy.loads(files["ris"].read_text(encoding="utf-8"))
    by_id = {r["id"]: r for r in records}
    assert set(by_id) == keys and len(records) == len(keys)
    assert all(r.get("title") and r.get("type_of_reference") for r in records)
    assert by_id["cotton1674"]["type_of_reference"] == "BOOK"
    # attributed (CMOS 14.79): one name, no comma for a reader to split at (issue 39.4)
    assert by_id["cotton1674"]["authors"] == ["[Charles Cotton]"]
    assert by_id["encyclopedie1765"]["type_of_reference"] == "ENCYC"
    assert by_id["littre-lanturelu"]["type_of_reference"] == "DICT"
    assert by_id["depaulis1987"]["type_of_reference"] == "JOUR"
    assert by_id["ajo"]["type_of_reference"] == "ELEC"
    assert by_id["ajo"]["urls"] == ["https://salondesjeux.fr/mouche.htm"]
    assert by_id["ajo"]["access_date"] == "2026/11/30"
    assert by_id["mouche-rules-explorer"]["type_of_reference"] == "COMP"
    assert by_id["ruleset-academie"]["type_of_reference"] == "DATA"
    # no "LA  - und": an undetermined language tells an importer nothing (issue 40.11)
    assert all(r.get("language") != "und" for r in records)
    assert by_id["cotton1674"].get("language") == "en"


@pytest.mark.parametrize("fmt", ["bibtex", "biblatex"])
def test_every_entry_type_is_one_zoteros_bibtex_import_keeps(
    fmt: str, files: dict[str, Path], keys: set[str]
) -> None:
    """Zotero's BibTeX import drops an entry whose type it does not know, without a word:
    it dropped the 20 rulesets as @dataset (issue 39.2)."""
    from mouche.citations.tex import ZOTERO_BIBTEX_TYPES

    entries = re.findall(r"^@(\w+)\{([^,]+),", files[fmt].read_text("utf-8"), re.M)
    assert {key for _, key in entries} == keys
    assert {kind.lower() for kind, _ in entries} <= ZOTERO_BIBTEX_TYPES


def test_the_csl_json_is_csl_data(files: dict[str, Path], keys: set[str]) -> None:
    schema = json.loads((CSL_DIR / "csl-data-1.0.json").read_text(encoding="utf-8"))
    items = json.loads(files["csl-json"].read_text(encoding="utf-8"))
    assert isinstance(items, list) and {i["id"] for i in items} == keys
    errors = [e.message for e in jsonschema.Draft7Validator(schema).iter_errors(items)]
    assert not errors, errors[:5]
    # Zotero's CSL JSON translator (zotero/translators, "CSL JSON.js", detectImport) refuses
    # the whole file if one item's type is not in its CSL_TYPES: `software` is not (issue 39.1)
    assert {i["type"] for i in items} <= C.ZOTERO_CSL_TYPES
    # Zotero's CSL JSON import reads a name's family, given and literal only (zotero/utilities,
    # Item.itemFromCSLJSON): a dropping particle would be lost ("Honoré Balzac")
    names = [n for i in items for role in ("author", "editor") for n in i.get(role, [])]
    assert all(set(n) <= {"family", "given", "literal"} for n in names), names
    balzac = next(i for i in items if i["id"] == "balzac1839")
    assert balzac["author"] == [{"family": "Balzac", "given": "Honoré de"}]
    site = next(i for i in items if i["id"] == "mouche-rules-explorer")
    assert (site["type"], site["genre"]) == ("book", "Computer software")


def test_citeproc_js_renders_every_item_and_clause_citation(lib: Library) -> None:
    node = shutil.which("node")
    citeproc = REPO / "node_modules" / "citeproc"
    if node is None or not citeproc.is_dir():
        pytest.fail("citeproc-js needs Node and `npm ci` (make setup)")
    clauses = [C.citable(lib, cid, BASE) for cid in lib.clauses]
    items = {i["id"]: i for i in C.csl_data(C.bibliography_citables(lib, BASE) + clauses)}
    cites = [C.csl_citation(c)["citationItems"] for c in clauses]
    flat = [{k: v for k, v in ci.items() if k != "itemData"} for cite in cites for ci in cite[:1]]
    payload = {
        "style": str(CSL_STYLE_FILE),
        "locale": str(CSL_LOCALE_FILE),
        "items": list(items.values()),
        "citations": flat,
    }
    out = _node_script(node, "citeproc_render.mjs", payload)
    assert len(out["notes"]) == len(flat)
    by_id = dict(zip(lib.clauses, out["notes"], strict=True))
    assert by_id["academie.13"].endswith(
        ", 102, art. 13, " + BASE + "sources/academie/#academie.13."
    )
    # the style writes the headword without CMOS's quotation marks (14.232): ours has them
    assert "s.v. Loo" in by_id["eb1911-loo.1"], by_id["eb1911-loo.1"]
    assert set(out["omitted"]) <= NOTES_ONLY
    assert len(out["bibliography"]) == len(items) - len(out["omitted"])


def test_names_sort_alike_in_bibtex_and_csl(lib: Library) -> None:
    from mouche.citations import chicago
    from mouche.citations.tex import bibtex_entry

    people = [C.source_citable(s, "") for s in lib.sources.values() if C.csl_roles(s.author)]
    fixture = load_library(REPO / "tests" / "fixtures" / "sources" / "valid").source("lost")
    people.append(C.source_citable(fixture, ""))  # "Pierre van der Aa": a Dutch particle
    people = [c for c in people if c.item["type"] not in ("entry-encyclopedia", "entry-dictionary")]
    items = {c.key: c for c in people}
    csl_order = [k for k, _ in chicago.bibliography([c.item for c in people])]
    text = "\n".join(bibtex_entry(c.item, {}) for c in people)
    data = pybtex_database.parse_string(text, "bibtex")
    from pybtex.plugin import find_plugin

    plain = find_plugin("pybtex.style.formatting", "plain")()
    bib_order = [e.key for e in plain.format_bibliography(data).entries]

    def persons(order: list[str]) -> list[str]:  # authors with a family name
        return [k for k in order if any("given" in n for n in items[k].item.get("author", []))]

    assert len(persons(csl_order)) >= 5
    assert persons(bib_order) == persons(csl_order)


@pytest.fixture(scope="module")
def citation_js(files: dict[str, Path]) -> dict[str, Any]:
    """Each whole file loaded once in citation-js (npm @citation-js/core 0.8 and its BibTeX,
    RIS and CSL plugins): the CSL items it read, or ``{"error": ...}`` if it refused it."""
    node = shutil.which("node")
    if node is None or not (REPO / "node_modules" / "@citation-js" / "core").is_dir():
        pytest.fail("citation-js needs Node and `npm ci` (make setup)")
    return _node_script(
        node, "citation_js_load.mjs", {"files": {fmt: str(p) for fmt, p in files.items()}}
    )


@pytest.mark.parametrize("fmt", ["bibtex", "biblatex", "ris", "csl-json"])
def test_citation_js_loads_each_file_whole(
    fmt: str, citation_js: dict[str, Any], keys: set[str]
) -> None:
    """Issue 39.3: citation-js refused the whole .bib over one open-ended date
    (``../2026-11-30``) and read ``18XX`` as 1800; an attributed name split at its comma."""
    items = citation_js[fmt]
    assert isinstance(items, list), items  # not {"error": ...}: the file is taken whole
    by_id = {i.get("citation-key") or i["id"]: i for i in items}
    assert set(by_id) == keys and len(items) == len(keys)
    assert all(i.get("title") and i.get("type") for i in items)
    for i in items:  # no year made up for an undated work
        parts = i.get("issued", {}).get("date-parts", [[None]])
        assert parts[0][0] != 1800, i
    cotton = by_id["cotton1674"]["author"]
    if fmt == "biblatex":  # authortype = {anon}: biblatex's own form of the attribution
        assert cotton == [{"given": "Charles", "family": "Cotton"}]
    else:  # one name, brackets kept, not "[Cotton" and "Charles]"
        assert [n.get("literal") or n.get("family") for n in cotton] == ["[Charles Cotton]"]
    assert by_id["depaulis1987"]["issued"]["date-parts"] == [[1987, 11]]
    if fmt in ("biblatex", "csl-json"):
        ajo = by_id["ajo"]
        assert ajo["accessed"]["date-parts"] == [[2026, 11, 30]] and "issued" not in ajo
