"""Metadata that reference managers read in a page: Highwire Press tags and COinS.

The data for the site's templates: [`highwire_tags`][highwire_tags] gives the
``<meta name="citation_…">`` tags of a source page (Zotero and Google Scholar read them, and
Zotero saves a book, a book section or a journal article rather than a web page), and
[`coins_title`][coins_title] the ``title`` of a clause's ``<span class="Z3988">`` (an
OpenURL ContextObject, Z39.88-2004, with the clause's page).
"""

from __future__ import annotations

from urllib.parse import quote, urlencode

from mouche.citations.citables import citable, source_citable
from mouche.edition.authors import name_forms
from mouche.edition.model import Library

__all__ = ["coins_title", "highwire_tags"]

_CONTAINER_TAG = {
    "article-journal": "citation_journal_title",
    "chapter": "citation_inbook_title",
    "entry-encyclopedia": "citation_inbook_title",
    "entry-dictionary": "citation_inbook_title",
    "webpage": "citation_publisher",
}
_DC_TYPE = {
    "book": "book",
    "chapter": "bookSection",
    "entry-encyclopedia": "encyclopediaArticle",
    "entry-dictionary": "dictionaryEntry",
    "article-journal": "journalArticle",
    "webpage": "webpage",
}


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
        tags.append(
            (_CONTAINER_TAG.get(item["type"], "citation_inbook_title"), item["container-title"])
        )
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
    if c.permalink and base:
        tags.append(("citation_public_url", c.permalink))
    tags.append(("DC.type", _DC_TYPE.get(item["type"], "document")))
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
    ):
        if csl in item:
            fields.append((key, str(item[csl])))
    clause = lib.clauses.get(c.id)
    if clause is not None and clause.page:
        fields.append(("rft.pages", clause.page))
    if c.locator is not None:
        fields.append(("rft.description", c.locator.chicago()))
    if c.permalink:
        fields.append(("rft_id", c.permalink))
    head = [("ctx_ver", "Z39.88-2004")]
    return urlencode(head + [(k, v) for k, v in fields if v], quote_via=quote)
