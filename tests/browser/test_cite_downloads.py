"""What a reference manager finds on a source page reached by the site's links (issue 20,
point 7; issue 39, point 7): mkdocs-material's instant navigation swaps the ``<head>`` too,
so the page's ``citation_*`` tags and ``<link rel="alternate">`` files are the source's, not
the first page's (How to cite's: the site's), and its one COinS is the source's; the files
download from the page's Cite panel, and nothing is asked of another origin (the guard fails
the test on any request off the site) and nothing fails to load (mkdocs-material once
fetched a ``sitemap.xml`` beside each ``link[rel=alternate]``).
"""

from __future__ import annotations

from typing import Any

from mouche import citations
from mouche.edition.loading import load_library

from .browser_helpers import Guard, click_through

LIB = load_library()

HEAD = """() => ({
  title: [...document.head.querySelectorAll('meta[name="citation_title"]')].map(m => m.content),
  type: [...document.head.querySelectorAll('meta[name="DC.type"]')].map(m => m.content),
  alternates: [...document.head.querySelectorAll('link[rel~="alternate"]:not([hreflang])')]
    .map(l => l.href),
})"""
FETCH = "async url => (await fetch(url)).text()"


def test_a_source_page_reached_by_links_offers_its_own_metadata_and_files(
    guarded: tuple[Any, Guard], site_url: str
) -> None:
    context, _ = guarded
    page = context.new_page()
    page.set_viewport_size({"width": 1280, "height": 900})
    page.goto(site_url + "cite/")
    head = page.evaluate(HEAD)
    site = dict(citations.highwire_tags(LIB, "site"))  # How to cite: the site, as a program
    assert head["title"] == [site["citation_title"]] and head["type"] == ["computerProgram"]
    whole = {site_url + name for name in citations.BIBLIOGRAPHY_FILES.values()}
    assert set(head["alternates"]) == whole
    bib = page.evaluate(FETCH, site_url + citations.BIBLIOGRAPHY_FILES["biblatex"])
    assert bib == citations.bibliography_file(LIB, "biblatex", "")

    page.evaluate("window.__visit = 'first'")
    click_through(page, "sources/")
    click_through(page, "sources/cotton1674/")
    assert page.evaluate("window.__visit") == "first", "the page was reloaded, not navigated"
    head = page.evaluate(HEAD)
    tags = dict(citations.highwire_tags(LIB, "cotton1674"))
    assert head["title"] == [tags["citation_title"]] and head["type"] == ["book"]
    assert page.locator("span.Z3988").count() == 1  # one item to save: the work, not a clause
    own = site_url + "sources/cotton1674"
    assert sorted(head["alternates"]) == [own + ".bib", own + ".ris"]

    page.locator('details[id="cite-cotton1674"] > summary').click()
    with page.expect_download() as info:
        page.locator(
            'details[id="cite-cotton1674"] .cite-downloads a', has_text="cotton1674.ris"
        ).click()
    ris = info.value
    assert ris.suggested_filename == "cotton1674.ris"
    with open(ris.path(), encoding="utf-8") as f:
        assert f.read() == citations.source_file(LIB, "cotton1674", "ris", "")
    assert page.evaluate(FETCH, own + ".bib") == citations.source_file(
        LIB, "cotton1674", "biblatex", ""
    )
