"""What a page adds to its ``<head>``: per-page ``<meta>`` tags and ``<link>``s.

``overrides/main.html`` renders what this gives a page (``partials/head_meta.html``, in
the theme's ``extrahead`` block); the pages hook hands it to the page's template context
in ``on_page_context``. A page that is one citable item carries its Highwire Press
``citation_*`` tags (``mouche.citations.highwire_tags``: Zotero and Google Scholar read them):
a source's page its source's, a ruleset's page its ruleset's (a dataset), How to cite the
site's (a program); the same pages describe their item in schema.org's JSON-LD
(``mouche.citations.schema_org``), which dataset search and other harvesters read. A
source's page links its own bibliography files (``rel="alternate"``, written by
``sitegen.bibliography_files``), How to cite the whole bibliography's. A page
that holds several items (the decisions, the options, the hand records) has no tags for
one of them: each has its COinS in its Cite control (``sitegen.citing``); other pages add
nothing.
"""

from __future__ import annotations

from dataclasses import dataclass

from mkdocs.structure.pages import Page
from mkdocs.utils import get_relative_url

from mouche.citations import highwire_tags
from mouche.citations.schema_org import holds, json_ld, schema_org

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
    json_ld: str = ""
    """The item's schema.org description (``mouche.citations.schema_org``), as JSON-LD."""
    description: str = ""
    """The page's own ``<meta name="description">`` (the site's otherwise), in its language:
    what a source's page holds of the work, a ruleset's description. Zotero's Embedded
    Metadata translator takes it for the item's abstract, and search engines for the
    page's summary; the site's description was both for every page."""


def source_of(site: Site, page: Page) -> str | None:
    """The id of the source whose page ``page`` is (``sources/<id>.md``), else None."""
    folder, _, name = page.file.src_uri.rpartition("/")
    source_id = name.removesuffix(".md")
    return source_id if folder == "sources" and site.data.is_source(source_id) else None


def ruleset_of(site: Site, page: Page) -> str | None:
    """The id of the preset whose page ``page`` is (``rulesets/<id>.md``), else None."""
    folder, _, name = page.file.src_uri.rpartition("/")
    ruleset_id = name.removesuffix(".md")
    return ruleset_id if folder == "rulesets" and ruleset_id in site.data.presets else None


def item_of(site: Site, page: Page) -> str | None:
    """The citable id of the one item ``page`` is about, else None."""
    if page.file.src_uri == HOW_TO_CITE:
        return "site"
    if (ruleset_id := ruleset_of(site, page)) is not None:
        return f"ruleset-{ruleset_id}"
    return source_of(site, page)


def alternates(page: Page, downloads: tuple[Download, ...]) -> tuple[HeadLink, ...]:
    """``<link rel="alternate">`` to each file, relative to ``page``."""
    return tuple(
        HeadLink(ALTERNATE, d.media_type, get_relative_url(d.path, page.url), d.name)
        for d in downloads
    )


def page_head(site: Site, page: Page) -> PageHead:
    """The ``<meta>`` tags and ``<link>``s of ``page``'s ``<head>``, beyond the theme's: the
    tags of the item it is; a source's files on its page, the whole bibliography's on How
    to cite."""
    item_id = item_of(site, page)
    if item_id is None:
        return PageHead()
    lib, base = site.data.library, site.data.site_url
    meta = tuple(MetaTag(name, content) for name, content in highwire_tags(lib, item_id, base))
    if item_id == "site":
        ld = json_ld(schema_org(lib, item_id, base))
        return PageHead(meta, alternates(page, bibliography_downloads()), ld)
    if item_id.startswith("ruleset-"):
        about = site.engine(site.data.presets[item_id.removeprefix("ruleset-")].description)
        ld = json_ld(schema_org(lib, item_id, base, about))
        return PageHead(meta, json_ld=ld, description=about)
    ld = json_ld(schema_org(lib, item_id, base))
    what = site.engine(holds(lib.sources[item_id].status))
    return PageHead(meta, alternates(page, source_downloads(item_id)), ld, what)
