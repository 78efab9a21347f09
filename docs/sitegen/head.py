"""What a page adds to its ``<head>``: per-page ``<meta>`` tags and ``<link>``s.

``overrides/main.html`` renders what this gives a page (``partials/head_meta.html``, in
the theme's ``extrahead`` block); the pages hook hands it to the page's template context
in ``on_page_context``. A source's page carries the Highwire Press ``citation_*`` tags of
its source (``mouche.citations.highwire_tags``: Zotero and Google Scholar read them) and
links its own bibliography files (``rel="alternate"``, written by
``sitegen.bibliography_files``); How to cite links the whole bibliography's; other pages
add nothing.
"""

from __future__ import annotations

from dataclasses import dataclass

from mkdocs.structure.pages import Page
from mkdocs.utils import get_relative_url

from mouche.citations import highwire_tags

from .bibliography_files import HOW_TO_CITE, Download, bibliography_downloads, source_downloads
from .context import Site


@dataclass(frozen=True, slots=True)
class MetaTag:
    """``<meta name="..." content="...">``."""

    name: str
    content: str


ALTERNATE = "alternate bibliography"
"""The ``rel`` of a link to a bibliography file: ``alternate`` (the page's content in another
format), and a second token so that mkdocs-material does not take the file for a translation
of the site: its language selector fetches ``sitemap.xml`` beside every
``link[rel=alternate]`` (an exact match), a 404 beside a source's files."""


@dataclass(frozen=True, slots=True)
class HeadLink:
    """``<link rel="..." type="..." href="..." title="...">``."""

    rel: str
    type: str
    href: str
    title: str


@dataclass(frozen=True, slots=True)
class PageHead:
    """What one page adds to its ``<head>``."""

    meta: tuple[MetaTag, ...] = ()
    links: tuple[HeadLink, ...] = ()


def source_of(site: Site, page: Page) -> str | None:
    """The id of the source whose page ``page`` is (``sources/<id>.md``), else None."""
    folder, _, name = page.file.src_uri.rpartition("/")
    source_id = name.removesuffix(".md")
    return source_id if folder == "sources" and site.data.is_source(source_id) else None


def alternates(page: Page, downloads: tuple[Download, ...]) -> tuple[HeadLink, ...]:
    """``<link rel="alternate">`` to each file, relative to ``page``."""
    return tuple(
        HeadLink(ALTERNATE, d.media_type, get_relative_url(d.path, page.url), d.name)
        for d in downloads
    )


def page_head(site: Site, page: Page) -> PageHead:
    """The ``<meta>`` tags and ``<link>``s of ``page``'s ``<head>``, beyond the theme's:
    a source's tags and files on its page, the whole bibliography's files on How to cite."""
    if page.file.src_uri == HOW_TO_CITE:
        return PageHead(links=alternates(page, bibliography_downloads()))
    source_id = source_of(site, page)
    if source_id is None:
        return PageHead()
    lib, base = site.data.library, site.data.site_url
    meta = tuple(MetaTag(name, content) for name, content in highwire_tags(lib, source_id, base))
    return PageHead(meta, alternates(page, source_downloads(source_id)))
