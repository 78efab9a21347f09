"""Metadata that reference managers read in a page: Highwire Press tags and COinS.

The data for the site's templates: [`highwire_tags`][highwire_tags] gives the
``<meta name="citation_…">`` tags of a source page (Zotero and Google Scholar read them), and
[`coins_title`][coins_title] the ``title`` of a clause's ``<span class="Z3988">`` (an
OpenURL ContextObject, Z39.88-2004, with the clause's page and locator; for a clause of a
source not in hand, the report that gives it and where).

Which Zotero item type a page gives follows the rules of Zotero's "Embedded Metadata"
translator: ``citation_journal_title`` makes a journal article, ``citation_inbook_title``
or ``citation_book_title`` a book section, whatever else the page says; otherwise the
``DC.type`` tag decides when it names a Zotero item type (``book``,
``encyclopediaArticle``, ``dictionaryEntry``, ``webpage``), and ``citation_title`` alone
would make a journal article.  So an entry of a reference work, and a web page, give the
title of the work or site in ``DC.source`` (Zotero's publication title) and no
``citation_*_title``, which would turn them into book sections.  COinS follows Zotero's own
ContextObjects: a book and a part of a book in the book format (``rft.genre`` ``book``,
``bookitem``), an article in the journal format, and an entry of a reference work or a web
page in the Dublin Core format with the Zotero type in ``rft.type``.
"""

from __future__ import annotations

from urllib.parse import quote, urlencode

from mouche.citations.citables import citable, source_citable
from mouche.edition.authors import name_forms
from mouche.edition.model import Library

__all__ = ["ZOTERO_TYPES", "coins_title", "highwire_tags"]

_CONTAINER_TAGS = {
    "article-journal": ("citation_journal_title",),
    "chapter": ("citation_inbook_title", "citation_book_title"),
}
"""The tags of the container's title; any other kind gives it in ``DC.source``."""
ZOTERO_TYPES = {
    "book": "book",
    "chapter": "bookSection",
    "entry-encyclopedia": "encyclopediaArticle",
    "entry-dictionary": "dictionaryEntry",
    "article-journal": "journalArticle",
    "webpage": "webpage",
}
"""The Zotero item type of each CSL type the sources have (``DC.type``, COinS ``rft.type``)."""


def highwire_tags(lib: Library, source_id: str, base: str = "") -> list[tuple[str, str]]:
    """(name, content) of the Highwire Press ``citation_*`` tags for a source page."""
    c = source_citable(lib.source(source_id), base)
    item = c.item
    tags = [("citation_title", item["title"])]
    tags += [("citation_author", name_forms(n)[1]) for n in item.get("author", [])]
    tags += [("citation_editor", name_forms(n)[1]) for n in item.get("editor", [])]
    if "issued" in item:
        tags.append(
            ("citation_publication_date", "/".join(map(str, item["issued"]["date-parts"][0])))
        )
    if "container-title" in item:
        names = _CONTAINER_TAGS.get(item["type"], ("DC.source",))
        tags += [(name, item["container-title"]) for name in names]
    if "volume" in item:
        tags.append(("citation_volume", str(item["volume"])))
    if "page" in item and item["type"] != "book":
        first, _, last = item["page"].partition("-")
        tags.append(("citation_firstpage", first.strip()))
        if last and "," not in last:
            tags.append(("citation_lastpage", last.strip()))
    if "publisher" in item:
        tags.append(("citation_publisher", item["publisher"]))
    tags.append(("citation_language", item["language"]))
    url = item.get("URL") if item["type"] == "webpage" else None
    if url or (c.permalink and base):  # a web page: its own address; else this page's
        tags.append(("citation_public_url", url or c.permalink))
    tags.append(("DC.type", ZOTERO_TYPES.get(item["type"], "document")))
    return tags


def coins_title(lib: Library, clause_id: str, base: str = "") -> str:
    """The ``title`` of a clause's COinS span: its source as an OpenURL, at the clause's place."""
    c = citable(lib, clause_id, base)
    item = c.item
    kind = item["type"]
    if kind == "article-journal":
        fields = [("rft_val_fmt", "info:ofi/fmt:kev:mtx:journal"), ("rft.genre", "article")]
        fields += [("rft.atitle", item["title"]), ("rft.jtitle", item.get("container-title", ""))]
    elif kind == "book":
        fields = [("rft_val_fmt", "info:ofi/fmt:kev:mtx:book"), ("rft.genre", "book")]
        fields.append(("rft.btitle", item["title"]))
    elif kind != "chapter":  # as Zotero writes the types OpenURL has no format for
        fields = [("rft_val_fmt", "info:ofi/fmt:kev:mtx:dc")]
        fields += [("rft.type", ZOTERO_TYPES.get(kind, "document")), ("rft.title", item["title"])]
        fields.append(("rft.source", item.get("container-title", "")))
    else:
        fields = [("rft_val_fmt", "info:ofi/fmt:kev:mtx:book"), ("rft.genre", "bookitem")]
        fields.append(("rft.atitle", item["title"]))
        if "container-title" in item:
            fields.append(("rft.btitle", item["container-title"]))
    fields += [("rft.au", name_forms(n)[1]) for n in item.get("author", [])]
    if "issued" in item:
        fields.append(("rft.date", str(item["issued"]["date-parts"][0][0])))
    for csl, key in (
        ("publisher", "rft.pub"),
        ("publisher-place", "rft.place"),
        ("volume", "rft.volume"),
        ("language", "rft.language"),
    ):
        if csl in item:
            fields.append((key, str(item[csl])))
    clause = lib.clauses.get(c.id)
    if clause is not None and clause.page:
        fields.append(("rft.pages", clause.page))
    if c.locator is not None:
        fields.append(("rft.description", c.locator.chicago()))
    elif c.reported_in is not None and c.reported_at is not None:  # a source not in hand
        where = f"cited in {c.reported_in.item['title']}, {c.reported_at.chicago()}"
        fields.append(("rft.description", where))
    if c.permalink and base:  # an address, not a path relative to a root unknown here
        fields.append(("rft_id", c.permalink))
    head = [("ctx_ver", "Z39.88-2004")]
    return urlencode(head + [(k, v) for k, v in fields if v], quote_via=quote)
