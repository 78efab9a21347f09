"""Metadata that reference managers read in a page: Highwire Press tags and COinS.

The data for the site's templates, for the item a page is (a source on its page, a ruleset on
its page, the site on How to cite; on a page that holds several, a decision, an option or a
hand record in its own Cite control): [`highwire_tags`][highwire_tags] gives the
``<meta name="citation_…">`` tags (Zotero and Google Scholar read them) and
[`coins_title`][coins_title] the ``title`` of a ``<span class="Z3988">`` (an OpenURL
ContextObject, Z39.88-2004). A page offers one COinS per item it is about: a source's page
one, for the work, with the work's pages (a clause's place is in the clause's own Cite
control, its CSL citation's locator); Zotero's COinS translator asks the reader to pick when
a page has several, and showed 11 to 26 identical titles when each clause had one.

Which Zotero item type a page gives follows the rules of Zotero's "Embedded Metadata"
translator: ``citation_journal_title`` makes a journal article, ``citation_inbook_title``
or ``citation_book_title`` a book section, whatever else the page says; otherwise the
``DC.type`` tag decides when it names a Zotero item type (``book``,
``encyclopediaArticle``, ``dictionaryEntry``, ``webpage``, ``dataset``,
``computerProgram``), and ``citation_title`` alone would make a journal article.  So an
entry of a reference work, and a web page, give the title of the work or site in
``DC.source`` (Zotero's publication title) and no ``citation_*_title``, which would turn
them into book sections.  No Highwire tag carries a place or an edition: the translator
reads ``eprints.place_of_pub`` and ``prism.edition`` (the tags of EPrints and PRISM, which it
hands to its RDF reader; an edition is also a program's version there).  COinS follows
Zotero's own ContextObjects: a book and a part of a book in the book format
(``rft.genre`` ``book``, ``bookitem``), an article in the journal format, and anything
else (an entry of a reference work, a web page, a ruleset, the site) in the Dublin Core
format with the Zotero type in ``rft.type``.

Names: Zotero splits every ``citation_author`` and ``rft.au`` into a first and a last name
(``Académie des Jeux`` / ``Oubliés``) unless it holds a comma, and then splits at the comma.
A person is given inverted (``Cotton, Charles``; a name the cataloguers supplied, bracketed
in the CSL data, without its brackets, which no tag can carry); a name kept whole in the CSL
data (``literal``: an institution, a site) is one field: ``rft.aucorp`` in COinS, and in a
Highwire tag the inverted form with no given name (``Académie des Jeux Oubliés,``: a last
name alone, which Zotero reads as such; a single word, ``jeux-de-cartes.com``, bare).
"""

from __future__ import annotations

from typing import Any
from urllib.parse import quote, urlencode

from mouche.citations.citables import Citable, citable
from mouche.edition.authors import attributed, csl_names, name_forms
from mouche.edition.model import Library

__all__ = ["ZOTERO_TYPES", "coins_title", "highwire_tags", "page_item", "zotero_type"]

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
    "dataset": "dataset",
}
"""The Zotero item type of each CSL type the citables have (``DC.type``, COinS ``rft.type``)."""
SITE_TYPE = "computerProgram"
"""The site's Zotero type: its CSL data says ``book`` with the genre "Computer software"
(a type every CSL importer takes); a page's tags speak to Zotero, which has the type."""
UNDETERMINED = "und"
"""A language tag that says nothing (BCP 47): no language tag on the page for it."""


def page_item(lib: Library, item_id: str, base: str = "") -> Citable:
    """The item a page's tags and COinS are about: ``item_id``'s, a clause's source's."""
    c = citable(lib, item_id, base)
    if c.kind == "clause":  # a clause is cited as its source, at its place
        c = citable(lib, lib.clauses[c.id].source_id, base)
    return c


def zotero_type(c: Citable) -> str:
    """The Zotero item type of ``c``: ``DC.type``, and COinS ``rft.type`` when it has one."""
    return SITE_TYPE if c.kind == "site" else ZOTERO_TYPES.get(c.item["type"], "document")


def creators(item: dict[str, Any]) -> list[tuple[str, bool]]:
    """(name, whole) of each author: a person ``Family, Given``, an institution ``whole``.

    >>> creators({"author": [{"literal": "[Charles Cotton]"}, {"literal": "Wikipedia"}]})
    [('Cotton, Charles', False), ('Wikipedia', True)]
    """
    out: list[tuple[str, bool]] = []
    for name in item.get("author", []):
        if "literal" in name and attributed(name["literal"]):  # a supplied person's name
            out += [(name_forms(n)[1], "literal" in n) for n in csl_names(name["literal"])]
        else:
            out.append((name_forms(name)[1], "literal" in name))
    return out


def _address(c: Citable, base: str) -> str:
    """The item's address: a web page's own, else its page here (none without ``base``)."""
    url = c.item.get("URL") if c.kind == "source" and c.item["type"] == "webpage" else None
    return str(url) if url else c.permalink if base and c.permalink else ""


def _edition(item: dict[str, Any]) -> str:
    return str(item.get("edition") or item.get("version") or "")


def _pages(item: dict[str, Any]) -> tuple[str, str, str]:
    """(pages, first, last) of the work; none for a book (its pages are the excerpt's)."""
    if "page" not in item or item["type"] == "book":
        return "", "", ""
    pages = str(item["page"])
    first, _, last = pages.partition("-")
    return pages, first.strip(), last.strip() if last and "," not in last else ""


def highwire_tags(lib: Library, item_id: str, base: str = "") -> list[tuple[str, str]]:
    """(name, content) of the Highwire Press ``citation_*`` tags for the page of ``item_id``."""
    c = page_item(lib, item_id, base)
    item = c.item
    tags = [("citation_title", item["title"])]
    tags += [("citation_author", _whole(n) if whole else n) for n, whole in creators(item)]
    tags += [("citation_editor", name_forms(n)[1]) for n in item.get("editor", [])]
    if "issued" in item:
        tags.append(("citation_publication_date", _iso(item["issued"]["date-parts"][0], "/")))
    if "container-title" in item:
        names = _CONTAINER_TAGS.get(item["type"], ("DC.source",))
        tags += [(name, item["container-title"]) for name in names]
    if "volume" in item:
        tags.append(("citation_volume", str(item["volume"])))
    _, first, last = _pages(item)
    if first:
        tags.append(("citation_firstpage", first))
    if last:
        tags.append(("citation_lastpage", last))
    if "publisher" in item:
        tags.append(("citation_publisher", item["publisher"]))
    if "publisher-place" in item:
        tags.append(("eprints.place_of_pub", item["publisher-place"]))
    if _edition(item):
        tags.append(("prism.edition", _edition(item)))
    if item.get("language", UNDETERMINED) != UNDETERMINED:
        tags.append(("citation_language", item["language"]))
    if url := _address(c, base):
        tags.append(("citation_public_url", url))
    tags.append(("DC.type", zotero_type(c)))
    return tags


def _whole(name: str) -> str:
    """A name kept whole as Zotero reads it: with a final comma (a last name alone) where it
    has a space to split at; a single word as it is, since the comma also makes Zotero put a
    space after a period ("jeux-de-cartes. com").

    >>> _whole("Académie des Jeux Oubliés"), _whole("jeux-de-cartes.com")
    ('Académie des Jeux Oubliés,', 'jeux-de-cartes.com')
    """
    return name + "," if " " in name else name


def _iso(date_parts: list[int], sep: str = "-") -> str:
    """``[2026, 12, 1]`` as ``2026-12-01`` (ISO 8601, COinS), or ``2026/12/01`` (Highwire).

    >>> _iso([1987, 11]), _iso([2026, 12, 1], "/"), _iso([1674])
    ('1987-11', '2026/12/01', '1674')
    """
    return sep.join(f"{p:02d}" if i else str(p) for i, p in enumerate(date_parts))


def coins_title(lib: Library, item_id: str, base: str = "") -> str:
    """The ``title`` of the COinS span of the item ``item_id`` (a clause's: its source's),
    the work as a whole: its own pages, no clause's."""
    c = page_item(lib, item_id, base)
    item = c.item
    kind = item["type"]
    publisher = "rft.pub"
    if kind == "article-journal":
        fields = [("rft_val_fmt", "info:ofi/fmt:kev:mtx:journal"), ("rft.genre", "article")]
        fields += [("rft.atitle", item["title"]), ("rft.jtitle", item.get("container-title", ""))]
    elif kind == "book" and c.kind != "site":
        fields = [("rft_val_fmt", "info:ofi/fmt:kev:mtx:book"), ("rft.genre", "book")]
        fields.append(("rft.btitle", item["title"]))
    elif kind == "chapter":
        fields = [("rft_val_fmt", "info:ofi/fmt:kev:mtx:book"), ("rft.genre", "bookitem")]
        fields.append(("rft.atitle", item["title"]))
        fields.append(("rft.btitle", item.get("container-title", "")))
    else:  # as Zotero writes the types OpenURL has no format for
        fields = [("rft_val_fmt", "info:ofi/fmt:kev:mtx:dc"), ("rft.type", zotero_type(c))]
        fields += [("rft.title", item["title"]), ("rft.source", item.get("container-title", ""))]
        publisher = "rft.publisher"
    fields += [("rft.aucorp" if whole else "rft.au", n) for n, whole in creators(item)]
    if "issued" in item:
        fields.append(("rft.date", _iso(item["issued"]["date-parts"][0])))
    pages, first, last = _pages(item)
    fields += [("rft.pages", pages), ("rft.spage", first), ("rft.epage", last)]
    for csl, key in (
        ("volume", "rft.volume"),
        ("edition", "rft.edition"),
        ("publisher", publisher),
        ("publisher-place", "rft.place"),
    ):
        fields.append((key, str(item.get(csl, ""))))
    if item.get("language", UNDETERMINED) != UNDETERMINED:
        fields.append(("rft.language", item["language"]))
    fields.append(("rft_id", _address(c, base)))  # an address, never a path relative to a root
    head = [("ctx_ver", "Z39.88-2004")]
    return urlencode(head + [(k, v) for k, v in fields if v], quote_via=quote)
