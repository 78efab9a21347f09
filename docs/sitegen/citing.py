"""The "Cite" controls: every citation format of a citable id, shown and copyable.

Each text is what ``python -m mouche cite`` prints (``mouche.citations``); the Chicago
ones are shown with italic titles and copied as plain text. Every control but a clause's
carries the COinS of its item (``mouche.citations.coins_title``): an empty
``<span class="Z3988">`` that Zotero reads, so that a page offers one item for each thing it
holds (a source's page its source, with the work's pages; the decisions' page each
decision). A clause is its source at a place: its control has its locator in the CSL
citation and the other formats, and no COinS, which would offer the source once per clause.
A source's control links its own .bib and .ris files (``sitegen.bibliography_files``),
beside its page. Without a public address
(a local build) the permalinks are relative to the site's root: ``site.js``
completes them from the page's own address (``data-cite-path``), and the control
says so.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

from markupsafe import Markup
from mkdocs.exceptions import PluginError

from mouche.citations import citable, coins_title, render

from .bibliography_files import Download, source_downloads
from .context import Site
from .once import once
from .strings import CITE_FORMATS

CHICAGO = ("chicago-note", "chicago-bibliography")


@dataclass(frozen=True, slots=True)
class Cites:
    """Every format of one citable id."""

    id: str
    kind: str
    """What it is (``mouche.citations.Citable.kind``): clause, source, decision, ruleset,
    option, record or site; the control's summary says it ("Cite this clause")."""
    anchor: str
    """The id of the element the permalink points to on the site."""
    texts: Mapping[str, str]
    """Format -> the text ``python -m mouche cite`` prints."""
    chicago_html: Mapping[str, Markup]
    """The Chicago formats with italic titles."""
    coins: str = ""
    """The item's COinS: the ``title`` of its ``<span class="Z3988">`` ("" for a clause)."""
    downloads: tuple[Download, ...] = ()
    """A source's own bibliography files, linked from the control on its page."""

    @property
    def ident(self) -> str:
        """The id of the control on its page: ``cite-academie.11``."""
        return "cite-" + self.id

    @property
    def permalink(self) -> str:
        return self.texts["permalink"]


def item_cites(site: Site, item_id: str) -> Cites:
    """Every format of a citable id (the same in every interface: made once, ``sitegen.once``)."""
    return once(("cites", item_id), lambda: _item_cites(site, item_id))


def _item_cites(site: Site, item_id: str) -> Cites:
    """Every format of a citable id; an id nothing answers to stops the build."""
    try:
        thing = citable(site.data.library, item_id, site.data.site_url)
    except KeyError as exc:  # mouche.citations.UnknownCitable
        raise PluginError(f"pages hook: cannot cite {item_id!r}: {exc}") from None
    texts = {fmt: render(thing, fmt).rstrip("\n") for fmt, _ in CITE_FORMATS}
    chicago = {fmt: Markup(render(thing, fmt, html=True)) for fmt in CHICAGO}
    anchor = f"source-{thing.id}" if thing.kind == "source" else thing.id
    coins = ""
    if thing.kind != "clause":  # a clause's work is its source's, on the same page
        coins = coins_title(site.data.library, thing.id, site.data.site_url)
    downloads = source_downloads(thing.id) if thing.kind == "source" else ()
    return Cites(thing.id, thing.kind, anchor, texts, chicago, coins, downloads)


def cite_block(site: Site, cites: Cites, open_: bool = False) -> Markup:
    """The Cite control of ``cites`` ("Cite this clause"), on one line; ``open_``: unfolded."""
    html = site.html(
        "cite.html",
        cites=cites,
        open=open_,
        formats=CITE_FORMATS,
        has_address=bool(site.data.site_url),
    )
    # one line, and no backslash, which Markdown would read as an escape (BibTeX's "\_"):
    # safe inside Markdown too (a record's or a decision's control is in its page's text)
    return Markup(str(html).replace("\n", "&#10;").replace("\\", "&#92;"))


def cite_item_block(site: Site, item_id: str, open_: bool = False) -> Markup:
    """The Cite control of one citable id."""
    return cite_block(site, item_cites(site, item_id), open_)
