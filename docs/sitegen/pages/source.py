"""A source's page: bibliography and provenance, then its text clause by clause.

The Markdown (template ``pages/source.md.jinja``) holds the headings: the source's (the name the
navigation and citations use, then the work) and one per clause, named by what
readers call it (``pages.clause.clause_names``); the slots hold the bibliography, the
Cite controls, the clauses (``pages.clause``) and the retired ids.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import partial

from markupsafe import Markup

from mouche import __version__
from mouche.citations.site import SITE_TITLE
from mouche.edition.model import Source
from mouche.edition.names import title_language

from ..catalogue import SOURCE_FIELDS, is_supplied
from ..citing import cite_item_block, item_cites
from ..context import Site
from ..downloads import downloads
from ..generated import Generated
from ..links import cite_links, clause_label
from ..render import md_escape
from ..strings import BIBLIOGRAPHY_FIELDS, STATUS_TEXT
from .clause import clause_html, clause_index, clause_names, column_controls
from .records import example_hands

_LANGUAGE_TAG = re.compile(r"[a-zA-Z-]+")


def bibliography_html(site: Site, source: Source) -> Markup:
    """The bibliography table: status, then every field the source has (our prose in the
    reader's language, with the language it is in where not yet translated)."""
    rows = [
        (label, name, *bibliography_value(site, source, name, value))
        for label, name in BIBLIOGRAPHY_FIELDS
        if (value := getattr(source, name)) not in ("", 0, ())
    ]
    return site.html(
        "bibliography.html",
        source=source,
        rows=rows,
        status_text=STATUS_TEXT,
        title_language=title_language(source),
        reported_by=[(r, site.data.is_source(r)) for r in source.reported_by],
    )


def bibliography_value(site: Site, source: Source, field: str, value: object) -> tuple[object, str]:
    """A bibliography field's value as shown, and its language where not the page's."""
    if field in SOURCE_FIELDS["source"]:
        prose = site.prose(source.id, field, str(value))
        return prose.text, prose.lang
    return value, ""


def source_heading(short: str, title: str, year: int) -> str:
    """A source page's heading: its short name (the navigation's) and its title, each once.

    >>> source_heading("Balzac 1839", "Béatrix", 1839)
    'Balzac 1839: Béatrix'
    >>> source_heading("Académie universelle des jeux 1718", "Académie universelle des jeux", 1718)
    'Académie universelle des jeux (1718)'
    >>> source_heading("Wikipedia, Article on Loo", "\\\\[Article on Loo\\\\]", 0)
    'Wikipedia, Article on Loo'
    >>> source_heading("Académie des jeux", "Académie des jeux, articles 5-15", 0)
    'Académie des jeux, articles 5-15'
    """
    work = title.strip("\\[]")  # the title as Markdown: its brackets escaped
    if year and short == f"{work} {year}":
        return f"{work} ({year})"
    if short.endswith(work):
        return short
    return title if title.startswith(short) else f"{short}: {title}"


def print_citation_html(site: Site, source: Source) -> Markup:
    """The head of the page on paper: the source's citation and this page's address."""
    return site.html(
        "print_citation.html",
        cites=item_cites(site, source.id),
        site_title=SITE_TITLE,
        version=__version__,
        has_address=bool(site.data.site_url),
    )


def retired_html(site: Site, retired: list[tuple[str, str]]) -> Markup:
    """The retired ids of a source's clauses, each leading to its successor."""
    return site.html(
        "retired_ids.html",
        retired=[(old, new, cite_links(site, [new])) for old, new in retired],
    )


@dataclass(frozen=True, slots=True)
class ClauseSection:
    """A clause's part of its source page's Markdown: heading, slot, example hands."""

    id: str
    label: str
    names: Markup
    slot: Markup
    examples: str


def source_page(site: Site, source: Source) -> Generated:
    """The page ``sources/<id>.md``."""
    g = Generated()
    data = site.data
    title = source.title or source.id
    if is_supplied(title):  # a title of ours, in the reader's language where translated
        title = site.prose(source.id, "title", title).text
    title = md_escape(title)
    lang = title_language(source)
    short = md_escape(site.source_short(source))
    clauses = [
        ClauseSection(
            id=clause.id,
            label=clause_label(site, clause.id),
            names=clause_names(site, clause.id),
            slot=g.slot(partial(clause_html, site, source, clause)),
            examples=example_hands(site, clause.id),
        )
        for clause in source.clauses
    ]
    has_text = any(not c.report for c in source.clauses)
    retired = data.retired_in(source.id)
    g.markdown = site.markdown(
        "pages/source.md.jinja",
        source=source,
        heading=source_heading(short, title, source.year),
        lang="lang=" + lang if lang != "en" and _LANGUAGE_TAG.fullmatch(lang) else "",
        print_citation=g.slot(partial(print_citation_html, site, source)),
        bibliography=g.slot(partial(bibliography_html, site, source)),
        cite=g.slot(partial(cite_item_block, site, source.id)),
        downloads=downloads(source),
        controls=g.slot(partial(column_controls, site)) if has_text else "",
        index=g.slot(partial(clause_index, site, source.clauses)) if clauses else "",
        clauses=clauses,
        retired=g.slot(partial(retired_html, site, retired)) if retired else "",
    )
    return g
