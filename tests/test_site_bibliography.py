"""What the built site gives reference managers (issue 20, points 1 and 7).

* The whole bibliography in every format, and each source's own ``.bib`` and ``.ris``, are
  served as files of the site, identical to what ``python -m mouche cite`` prints, and linked
  from How to cite and the source's page (``<a>`` and ``<link rel="alternate">``).
* The served ``.bib`` files load in pandoc (biblatex reader and ``--citeproc``) and in
  ``biber --tool`` (skipped where a tool is not installed; ``.ci/run`` installs both).
* Each source page carries Highwire Press ``citation_*`` tags consistent with the source's
  CSL data, which make Zotero save the item type the CSL data says; each clause a COinS
  span with its page and locator.
* A public build (``MOUCHE_SITE_URL`` set) names no loopback host in any page's links or in
  any bibliography file, and no page loads anything from another origin.
"""

from __future__ import annotations

import json
import re
import shutil
import subprocess
from pathlib import Path
from urllib.parse import parse_qs, urlsplit

import pytest
from bib_tools import biber_validate, expected_biber_warnings
from site_helpers import PUBLIC, Page, page, pages, resolve

from mouche import citations
from mouche.__main__ import main
from mouche.citations.citeproc import CSL_STYLE_FILE
from mouche.citations.meta import ZOTERO_TYPES
from mouche.edition.authors import name_forms
from mouche.edition.loading import load_library

LIB = load_library()
LOCAL_HOSTS = ("127.0.0.1", "localhost", "[::1]", "0.0.0.0")


def _served(site: Path) -> dict[str, str]:
    """Path in the site -> text of every bibliography file the site serves."""
    paths = [*citations.BIBLIOGRAPHY_FILES.values()]
    paths += [f"sources/{s}{x}" for s in LIB.sources for x in citations.SOURCE_FILES.values()]
    return {path: (site / path).read_text(encoding="utf-8") for path in paths}


def _cli(capsys: pytest.CaptureFixture[str], *args: str) -> str:
    assert main(["cite", *args]) == 0
    return capsys.readouterr().out


def test_every_file_is_served_as_the_command_prints_it(
    built_site: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.delenv("MOUCHE_SITE_URL", raising=False)
    served = _served(built_site)
    for fmt, name in citations.BIBLIOGRAPHY_FILES.items():
        assert served[name] == _cli(capsys, "--all", "--format", fmt), name
    for sid in LIB.sources:
        for fmt, suffix in citations.SOURCE_FILES.items():
            text = served[f"sources/{sid}{suffix}"]
            assert text == citations.source_file(LIB, sid, fmt, ""), (sid, fmt)
    # a source's own entry is its entry in the whole bibliography, word for word
    entry = served["sources/cotton1674.bib"].split("\n\n", 1)[1]
    assert entry in served["mouche-bibliography.bib"]
    assert "TY  - BOOK" in served["sources/cotton1674.ris"]


PANEL_SAMPLES = {
    "academie.13": "sources/academie/",
    "vanderaa1721.deal": "sources/vanderaa1721/",
    "littre-lanturelu.1": "sources/littre-lanturelu/",
    "cotton1674": "sources/cotton1674/",
    "ruleset-academie": "rulesets/academie/",
}


def test_the_cite_panels_ris_and_csl_citation_are_what_the_command_prints(
    built_site: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.delenv("MOUCHE_SITE_URL", raising=False)
    shown = {}
    for cid, url in PANEL_SAMPLES.items():
        codes = {el.attrs.get("id"): "".join(el.text) for el in page(built_site, url).find("span")}
        for fmt in ("ris", "csl-citation"):
            shown[cid, fmt] = codes[f"cite-{cid}-{fmt}"]
            assert shown[cid, fmt] == _cli(capsys, cid, "--format", fmt).removesuffix("\n")
    assert '"label": "sub-verbo"' in shown["littre-lanturelu.1", "csl-citation"]
    assert "TY  - BOOK" in shown["cotton1674", "ris"]


def _links(p: Page) -> dict[str, str]:
    """Site path -> how ``p`` links it (``a`` or ``alternate``), for the bibliography files."""
    out = {}
    for el in p.elements:
        href = el.attrs.get("href", "")
        if not re.search(r"\.(bib|bibtex|ris|json)$", href):
            continue
        alternate = el.tag == "link" and "alternate" in el.attrs.get("rel", "").split()
        kind = "alternate" if alternate else el.tag
        out.setdefault(resolve(p.url, href)[0], set()).add(kind)
    return {path: "+".join(sorted(kinds)) for path, kinds in out.items()}


def test_how_to_cite_and_each_source_page_link_their_files(built_site: Path) -> None:
    how = _links(page(built_site, "cite/"))
    assert how == {name: "a+alternate" for name in citations.BIBLIOGRAPHY_FILES.values()}
    for sid in LIB.sources:
        p = page(built_site, f"sources/{sid}/")
        assert _links(p) == {
            f"sources/{sid}{suffix}": "a+alternate" for suffix in citations.SOURCE_FILES.values()
        }, sid
        for link in p.find("link"):  # the page's other languages (hreflang) are not files
            if "alternate" in link.attrs.get("rel", "").split() and "hreflang" not in link.attrs:
                assert (built_site / resolve(p.url, link.attrs["href"])[0]).is_file()
                assert link.attrs["type"] in citations.MEDIA_TYPES.values()
    assert "Download this entry" in page(built_site, "sources/academie/").html


def _tool(name: str) -> str:
    path = shutil.which(name)
    if path is None:
        pytest.skip(f"{name} is not installed (.ci/run installs it: apt-get install {name})")
    return path


def _every_source_bib(site: Path, dest: Path) -> Path:
    """The source pages' own .bib files, as one file."""
    parts = [(site / f"sources/{s}.bib").read_text(encoding="utf-8") for s in LIB.sources]
    dest.write_text("\n".join(parts), encoding="utf-8")
    return dest


def test_the_served_bib_files_load_in_pandoc(built_site: Path, tmp_path: Path) -> None:
    pandoc = _tool("pandoc")
    sources = _every_source_bib(built_site, tmp_path / "sources.bib")
    for bib, ids in (
        (built_site / "mouche-bibliography.bib", len(citations.bibliography_citables(LIB))),
        (sources, len(LIB.sources)),
    ):
        data = subprocess.run(
            [pandoc, "-f", "biblatex", "-t", "csljson", str(bib)],
            capture_output=True,
            text=True,
            timeout=120,
        )
        assert data.returncode == 0 and not data.stderr, (bib.name, data.stderr)
        assert len(json.loads(data.stdout)) == ids
    doc = tmp_path / "doc.md"
    doc.write_text("A clause [@academie, 102, art. 13].\n", encoding="utf-8")
    note = subprocess.run(
        [pandoc, str(doc), "--citeproc", "--bibliography", str(sources), "--csl"]
        + [str(CSL_STYLE_FILE), "-t", "plain", "--wrap=none"],
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert note.returncode == 0 and not note.stderr, note.stderr
    assert (
        "“De la Mouche,” in [Académie des jeux]" in note.stdout and "102, art. 13." in note.stdout
    )


def test_biber_validates_the_source_pages_bib_files(built_site: Path, tmp_path: Path) -> None:
    biber = _tool("biber")
    bib = _every_source_bib(built_site, tmp_path / "sources.bib")
    warnings = biber_validate(biber, bib)
    items = [citations.csl_item(s) for s in LIB.sources.values()]
    assert set(warnings) == expected_biber_warnings(items, bib.name), warnings


def _meta(p: Page) -> list[tuple[str, str]]:
    return [
        (el.attrs["name"], el.attrs.get("content", ""))
        for el in p.find("meta")
        if el.attrs.get("name", "").startswith(("citation_", "DC."))
    ]


def zotero_item_type(tags: dict[str, list[str]]) -> str:
    """The item type Zotero's Embedded Metadata translator gives a page with these tags:
    a journal title makes a journal article, a book title a book section, whatever else;
    then ``DC.type`` when it names a Zotero type; then a journal article by default."""
    if "citation_journal_title" in tags:
        return "journalArticle"
    if "citation_inbook_title" in tags or "citation_book_title" in tags:
        return "bookSection"
    dc_type = tags.get("DC.type", [""])[0]
    return dc_type if dc_type in ZOTERO_TYPES.values() else "journalArticle"


@pytest.mark.parametrize("build", ["built_site", "public_site"])
def test_source_pages_carry_highwire_tags_consistent_with_the_csl_data(
    build: str, request: pytest.FixtureRequest
) -> None:
    site: Path = request.getfixturevalue(build)
    base = PUBLIC if build == "public_site" else ""
    for sid in LIB.sources:
        p = page(site, f"sources/{sid}/")
        tags: dict[str, list[str]] = {}
        for name, content in _meta(p):
            tags.setdefault(name, []).append(content)
        (item,) = json.loads(citations.cite(LIB, sid, "csl-json", base))
        assert tags["citation_title"] == [item["title"]], sid
        assert zotero_item_type(tags) == ZOTERO_TYPES[item["type"]], (sid, tags)
        # an attributed name, bracketed in the CSL data (CMOS 14.79), is a name to Zotero
        authors = [name_forms(n)[1] for n in item.get("author", [])]
        unbracketed = [re.sub(r"^\[(.*) (\S+)\]$", r"\2, \1", a) for a in authors]
        assert tags.get("citation_author", []) == unbracketed, sid
        if "issued" in item:
            year = str(item["issued"]["date-parts"][0][0])
            assert tags["citation_publication_date"][0].split("/")[0] == year, sid
        if "container-title" in item:
            container = tags.get("citation_journal_title") or tags.get("citation_inbook_title")
            assert (container or tags["DC.source"]) == [item["container-title"]], sid
        for csl, tag in (("volume", "citation_volume"), ("publisher", "citation_publisher")):
            assert tags.get(tag) == ([str(item[csl])] if csl in item else None), (sid, tag)
        if "page" in item and item["type"] != "book":
            assert item["page"].startswith(tags["citation_firstpage"][0]), sid
        assert tags["citation_language"] == [item["language"]], sid
        url = tags.get("citation_public_url", [""])[0]
        if item["type"] == "webpage" and "URL" in item:
            assert url == item["URL"], sid
        elif base:
            assert url == f"{PUBLIC}sources/{sid}/", sid
        else:
            assert not url, sid  # a local build knows no address
    cotton = dict(_meta(page(site, "sources/cotton1674/")))
    assert cotton["DC.type"] == "book" and cotton["citation_author"] == "Cotton, Charles"


def _coins(p: Page) -> dict[str, dict[str, str]]:
    """Clause id -> the fields of the COinS span just before its Cite control."""
    out = {}
    for i, el in enumerate(p.elements):
        if el.tag == "span" and "Z3988" in el.attrs.get("class", "").split():
            following = p.elements[i + 1]
            assert following.tag == "details" and following.attrs["id"].startswith("cite-")
            fields = parse_qs(el.attrs["title"], keep_blank_values=False, strict_parsing=True)
            assert all(len(v) == 1 or k == "rft.au" for k, v in fields.items())
            out[following.attrs["id"].removeprefix("cite-")] = {k: v[0] for k, v in fields.items()}
    return out


def test_each_clause_carries_a_coins_span_with_its_locator(
    built_site: Path, public_site: Path
) -> None:
    formats = set()
    for sid, source in LIB.sources.items():
        if not source.clauses:
            continue
        spans = _coins(page(built_site, f"sources/{sid}/"))
        assert set(spans) == {c.id for c in source.clauses}, sid
        for clause in source.clauses:
            fields = spans[clause.id]
            thing = citations.citable(LIB, clause.id, "")
            assert fields["ctx_ver"] == "Z39.88-2004"
            if thing.locator is not None:
                assert fields["rft.description"] == thing.locator.chicago(), clause.id
            elif thing.reported_at is not None:  # a source not in hand: where its report is
                assert fields["rft.description"].endswith(thing.reported_at.chicago())
            else:  # no report in hand gives its place (tests/test_citations.py)
                assert clause.id == "ajo.pack" and "rft.description" not in fields
            assert fields.get("rft.pages", "") == clause.page, clause.id
            assert "rft_id" not in fields  # a local build knows no address
            formats.add(fields["rft_val_fmt"].rsplit(":", 1)[1])
            if fields["rft_val_fmt"].endswith(":dc"):  # Zotero reads its own type there
                assert fields["rft.type"] in ZOTERO_TYPES.values(), clause.id
    assert {"book", "dc"} <= formats, formats
    public = _coins(page(public_site, "sources/academie/"))
    assert public["academie.13"]["rft_id"] == f"{PUBLIC}sources/academie/#academie.13"


def _attribute_values(p: Page) -> list[str]:
    return [v for el in p.elements for v in el.attrs.values()]


RESOURCES = {"script": "src", "img": "src", "iframe": "src", "source": "src", "audio": "src"}
"""What a browser fetches as it loads a page (and ``<link>`` for stylesheets, icons, ...)."""
FETCHED_LINKS = {"stylesheet", "icon", "preload", "modulepreload", "manifest", "prefetch"}


def test_a_public_build_names_no_loopback_host_and_loads_nothing_off_origin(
    public_site: Path,
) -> None:
    checked = 0
    for p in pages(public_site):
        for value in _attribute_values(p):
            assert not any(h in value for h in LOCAL_HOSTS), (p.url, value[:200])
        for el in p.elements:
            url = el.attrs.get(RESOURCES.get(el.tag, ""), "")
            if el.tag == "link" and FETCHED_LINKS & set(el.attrs.get("rel", "").split()):
                url = el.attrs.get("href", "")
            if url:
                parts = urlsplit(url)
                own = (not parts.scheme and not parts.netloc) or url.startswith(PUBLIC)
                assert own or parts.scheme == "data", (p.url, url)
                checked += 1
    assert checked > 100
    for path, text in _served(public_site).items():
        assert not any(h in text for h in LOCAL_HOSTS), path
        for url in re.findall(r"https?://[^\s\"'<>{}]+", text):
            theirs = any(url.rstrip(".,") == s.url for s in LIB.sources.values())
            assert url.startswith(PUBLIC) or theirs, (path, url)
    entry = (public_site / "sources/academie.bib").read_text(encoding="utf-8")
    assert f"{PUBLIC}sources/academie/" in entry
