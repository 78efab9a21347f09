"""What a page adds to its ``<head>``: per-page ``<meta>`` tags.

``overrides/main.html`` renders the tags this gives a page (``partials/head_meta.html``,
in the theme's ``extrahead`` block); the pages hook hands them to the page's template
context in ``on_page_context``. No page has any yet: this is where citation metadata
for reference managers (one set of tags per citable page) belongs.
"""

from __future__ import annotations

from dataclasses import dataclass

from mkdocs.structure.pages import Page

from .context import Site


@dataclass(frozen=True, slots=True)
class MetaTag:
    """``<meta name="..." content="...">``."""

    name: str
    content: str


def head_tags(site: Site, page: Page) -> tuple[MetaTag, ...]:
    """The ``<meta>`` tags of ``page``'s ``<head>``, beyond the theme's own."""
    return ()
