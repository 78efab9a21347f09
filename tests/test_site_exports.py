"""The edition on the built site (issue 21): every source in hand's TEI and plain text are
files of the site, linked from its page and listed on "How to cite"; each clause's clean
reading is exactly the text ``mouche.edition.clean`` gives; the print-only parts are there.

Reads the site the session fixture ``built_site`` builds once.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from site_helpers import page, resolve

from mouche.citations import site_url
from mouche.edition.clean import plain_reading
from mouche.edition.exports import export_files, source_files
from mouche.edition.loading import load_library
from mouche.edition.model import Library
from mouche.edition.tei import sources_in_hand


@pytest.fixture(scope="module")
def library() -> Library:
    return load_library()


def test_every_source_in_hand_has_its_files_in_the_site(
    built_site: Path, library: Library
) -> None:
    made = export_files(library, site_url())
    assert len(sources_in_hand(library)) == 11 and len(made) == 44
    for name, text in made.items():
        assert (built_site / "sources" / name).read_text(encoding="utf-8") == text, name


def test_each_source_page_links_its_files_and_how_to_cite_lists_them(
    built_site: Path, library: Library
) -> None:
    cite = page(built_site, "cite/")
    listed = {resolve(cite.url, a.attrs["href"])[0] for a in cite.find("a") if "href" in a.attrs}
    for source in library.sources.values():
        p = page(built_site, f"sources/{source.id}/")
        links = {resolve(p.url, a.attrs["href"])[0] for a in p.find("a") if "href" in a.attrs}
        names = {f"sources/{name}" for name, _ in source_files(source)}
        if source.has_text:
            assert names <= links, source.id
            assert names <= listed, source.id
        else:
            assert not any(link.endswith((".tei.xml", ".txt")) for link in links), source.id


def test_each_clause_has_its_clean_reading(built_site: Path, library: Library) -> None:
    for source in sources_in_hand(library):
        p = page(built_site, f"sources/{source.id}/")
        clean = {
            e.attrs["data-clause"]: e
            for e in p.find("div", "clause")
            if e.attrs.get("data-clause")
        }
        views = list(p.find("div", "reading-clean"))
        expected = [c for c in source.clauses if c.reading and not c.report]
        assert len(views) == len(expected), source.id
        for clause, view in zip(expected, views, strict=True):
            assert clause.id in clean
            assert "".join(view.text) == plain_reading(clause.reading), clause.id


def test_the_printed_page_has_the_citation_and_each_permalink(built_site: Path) -> None:
    p = page(built_site, "sources/academie/")
    head = " ".join("".join(next(p.find("p", "print-citation")).text).split())
    assert head.startswith("Source: “De la Mouche.” In [Académie des jeux]")
    permalinks = ["".join(e.text) for e in p.find("span", "print-permalink")]
    assert permalinks[:2] == ["sources/academie/#academie.5", "sources/academie/#academie.6"]
