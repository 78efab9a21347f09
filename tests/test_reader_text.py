"""What a reader reads on the built site holds no build debris (issue 24, points 3 and 4):
no Python-Markdown placeholder ("wzxhzdk", the HTML stash's marker) in any page or in the
search index; a clause link's tooltip is the clause's heading as plain text; and no text
speaks of the project's work ("Issue 11's example") instead of the game."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from markdown import Markdown
from mkdocs.structure.pages import Page as MkPage
from site_helpers import Page, page, pages
from sitegen.heading_titles import HeadingTitles

PLACEHOLDER = "wzxhzdk"
PROJECT_WORDING = re.compile(r"\bIssue \d+")


@pytest.fixture(scope="module")
def all_pages(built_site: Path) -> list[Page]:
    return list(pages(built_site))


def reader_files(site: Path) -> list[Path]:
    """Every page and the search index: what a reader's browser shows as text."""
    return [p for p in site.rglob("*.html") if "assets" not in p.parts] + [
        site / "search" / "search_index.json"
    ]


def test_no_placeholder_anywhere_in_the_built_site(built_site: Path) -> None:
    files = reader_files(built_site)
    assert len(files) > 40
    hits = [f.relative_to(built_site) for f in files if PLACEHOLDER in f.read_text("utf-8")]
    assert not hits, hits


def test_no_wording_about_the_project_s_issues(built_site: Path) -> None:
    hits = {
        str(f.relative_to(built_site)): PROJECT_WORDING.findall(f.read_text("utf-8"))
        for f in reader_files(built_site)
    }
    assert not {k: v for k, v in hits.items() if v}


def test_clause_links_have_their_heading_as_plain_text_titles(built_site: Path) -> None:
    rules = page(built_site, "rules/")
    titles = [
        e.attrs["title"]
        for e in rules.find("a")
        if "#academie." in e.attrs.get("href", "") and e.attrs.get("title")
    ]
    assert titles
    for title in titles:
        assert not re.search(r"<|&amp;|&quot;|&#|¶$", title), title
    assert "Art. 5 · marque; mêler; celui qui mêle; The dealer's ante" in titles


class _Anchors:
    def __init__(self) -> None:
        self.current_page: MkPage | None = object()  # type: ignore[assignment]
        self.titles: dict[str, str | None] = {}

    def register_anchor(
        self, page: MkPage, identifier: str, anchor: str | None = None, *,
        title: str | None = None, primary: bool = True,
    ) -> None:
        self.titles[identifier] = title


def test_a_heading_with_raw_html_is_registered_with_its_words() -> None:
    anchors = _Anchors()
    md = Markdown(
        extensions=["attr_list", "toc", HeadingTitles(anchors)],
        extension_configs={"toc": {"permalink": True}},
    )
    md.convert('### Art. 5 <small>· <span lang="fr">marque</span> & "co"</small> {#a5}\n')
    # escaped twice: autorefs unescapes once when it strips the tags, the attribute once more
    assert anchors.titles == {"a5": "Art. 5 · marque &amp;amp; &amp;quot;co&amp;quot;"}
