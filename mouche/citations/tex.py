r"""BibTeX and biblatex entries, written from the CSL item of a citable thing.

Types that every importer knows (biber, pandoc, Zotero's BibTeX translator, whose
``bibtex2zoteroTypeMap`` drops an entry of any other type without a word): a book is
``@book``; a part of a book ``@inbook`` (biblatex) or ``@incollection`` (BibTeX); an entry of
a reference work ``@incollection`` (``@inbook`` in biblatex when its author wrote the whole
work, as Littré did: see below why not ``@inreference``); a journal article ``@article``
with an arabic volume; a web page ``@online`` with ``url`` and ``urldate`` (``@misc`` where
its address is not recorded); this site and a ruleset ``@misc`` with ``type = {Computer
software}`` or ``{Dataset}`` (biblatex's ``@dataset`` is unknown to Zotero, its
``@software`` to biblatex-chicago).

Where a style needs a field the source does not give, the entry says so in the
bibliographer's conventions rather than inventing it (CMOS 17, 14.79, 14.128, 14.145):

* an anonymous work has no author in biblatex (its styles then begin with the title, as
  Chicago prefers: never "Anonymous"); classic BibTeX, whose ``plain`` needs an author, has
  ``Anonymous``;
* an attributed author keeps the brackets: biblatex ``authortype = {anon}`` (the convention
  of biblatex-chicago), BibTeX, which has no such field, the name whole and braced,
  ``{[Charles Cotton]}`` (Zotero and citation-js take it as one single-field name);
* a classic BibTeX ``@book`` or ``@incollection`` without publisher or year has ``n.p.`` and
  ``n.d.``;
* an entry of a reference work is biblatex's ``@incollection``, its name the ``title`` and the
  work the ``booktitle``, which every reader of the file takes alike (biblatex-chicago:
  "“Loo,” in *Encyclopaedia Britannica*, 11th ed., vol. 16 (1911)"). Not ``@inreference``:
  biblatex-chicago reads that type's ``title`` as the reference work itself, printing the
  entry's name in italics as a book's, and wants it in ``lista``, which Zotero's BibTeX
  import, pandoc and the standard styles do not read (they lost the name: issue 39.5).
  Zotero makes it a book section, as Chicago cites a less known reference work (CMOS 17,
  14.233); RIS and CSL-JSON keep the encyclopedia or dictionary entry. A biblatex postnote
  leaves out an s.v. that would only repeat the entry's title
  ([`Locator.latex`][mouche.citations.locators.Locator.latex]);
* the edition's credit (our transcription and translations) is biblatex's ``addendum``,
  which styles print after the work's own facts (a ``note`` is printed among them, inside
  the parentheses of a Chicago note), and again its ``annote``, which no style prints and
  Zotero's BibTeX import keeps as the item's note (it reads no ``addendum``); classic
  BibTeX's ``plain`` prints ``note`` last;
* dates are data: biblatex's ``date`` is the date of publication, or absent for an undated
  work (never a range ending on the day a page was consulted, never a guessed year: that day
  is ``urldate``); BibTeX's ``month`` is the month macro (``nov``) that BibTeX styles, pybtex
  and pandoc read.

Every value is written between braces, never quotes: pandoc reads ``%`` in a quoted value
as the start of a comment, which sank the whole file at one address holding ``%20``.
"""

from __future__ import annotations

import re
from typing import Any

from mouche.citations.items import ordinal
from mouche.citations.site import MONTHS
from mouche.edition.authors import ANONYMOUS, bibtex_name, name_forms

__all__ = ["ZOTERO_BIBTEX_TYPES", "biblatex_entry", "bibtex_entry", "entry_text"]

ZOTERO_BIBTEX_TYPES = frozenset(
    [
        "book",
        "inbook",
        "incollection",
        "article",
        "patent",
        "phdthesis",
        "unpublished",
        "inproceedings",
        "conference",
        "techreport",
        "booklet",
        "manual",
        "mastersthesis",
        "misc",
        "proceedings",
        "online",
        "electronic",
        "thesis",
        "letter",
        "movie",
        "artwork",
        "report",
        "legislation",
        "jurisdiction",
        "audio",
        "video",
        "software",
        "inreference",
        "collection",
        "mvbook",
    ]
)
"""The entry types Zotero's BibTeX import knows (zotero/translators, ``BibTeX.js``,
``bibtex2zoteroTypeMap``, commit 28143701): it drops an entry of any other type without a
word (``@dataset`` among them), so every entry of ours is of one of these."""
_LANGID = {"fr": "french", "en": "english", "ru": "russian"}
_SPECIAL = re.compile(r"([%&#$_])")


def _escape(text: str) -> str:
    return _SPECIAL.sub(r"\\\1", text).replace("~", r"\textasciitilde{}")


def _protect(text: str) -> str:
    """A title in braces, so that no BibTeX style changes its case."""
    return "{" + _escape(text) + "}"


def entry_text(kind: str, key: str, fields: list[tuple[str, str]]) -> str:
    """``@kind{key, name = {value}, ...}``: values as given (already escaped), braced; the
    month bare, a macro (``nov``) as BibTeX's styles, pybtex and pandoc read it."""
    lines = [f"@{kind}{{{key},"]
    lines += [
        f"  {name} = {value}," if name == "month" else f"  {name} = {{{value}}},"
        for name, value in fields
    ]
    return "\n".join(lines) + "\n}\n"


def _iso(date: dict[str, Any]) -> str:
    return "-".join(f"{p:02d}" if i else str(p) for i, p in enumerate(date["date-parts"][0]))


def _names(item: dict[str, Any], role: str, bracketed: bool) -> str:
    if bracketed:  # one braced name, whole, as RIS and CSL write it
        names = ["{[" + name_forms(n)[0] + "]}" for n in item.get(role, [])]
    else:
        names = [bibtex_name(n) for n in item.get(role, [])]
    return " and ".join(_escape(n) for n in names)


def _pages(pages: str) -> str:
    return re.sub(r"\s*[-–]\s*", "--", pages)


def _whole_work_author(item: dict[str, Any]) -> bool:
    """An entry of a dictionary whose author wrote the whole work (Littré, Lacombe)."""
    return item["type"] == "entry-dictionary" and "author" in item and "editor" not in item


def biblatex_type(item: dict[str, Any]) -> str:
    """The biblatex entry type of a CSL item."""
    kind = item["type"]
    if kind in ("entry-encyclopedia", "entry-dictionary"):
        return "inbook" if _whole_work_author(item) else "incollection"
    if kind == "webpage":
        return "online" if "URL" in item else "misc"
    return {
        "book": "book",
        "chapter": "inbook",
        "article-journal": "article",
    }.get(kind, "misc")


_MISC_TYPES = {"software": "Computer software", "dataset": "Dataset"}
"""The ``type`` of a ``@misc`` entry whose CSL type has no entry type every importer knows."""


def biblatex_entry(item: dict[str, Any], hints: dict[str, Any]) -> str:
    """The biblatex entry of a CSL item (``hints``: see [`mouche.citations.chicago.note`][])."""
    kind = biblatex_type(item)
    fields: list[tuple[str, str]] = []
    attributed = bool(hints.get("_attributed"))
    if "author" in item:
        fields.append(("author", _names(item, "author", False)))
        if attributed:
            fields.append(("authortype", "anon"))
    if "editor" in item:
        fields.append(("editor", _names(item, "editor", False)))
        if "author" not in item:  # the work's editors, not the entry's authors
            fields.append(("options", "useeditor=false"))
    fields.append(("title", _protect(item["title"])))
    container = item.get("container-title")
    if container:
        key = {"article": "journaltitle", "online": "organization", "misc": "organization"}
        fields.append((key.get(kind, "booktitle"), _protect(container)))
    for csl, bib in (
        ("edition", "edition"),
        ("volume", "volume"),
        ("publisher-place", "location"),
        ("publisher", "organization" if kind == "misc" else "publisher"),
        ("version", "version"),
    ):
        if csl in item:
            fields.append((bib, _escape(str(item[csl]))))
    if "page" in item and kind != "book":
        fields.append(("pages", _pages(item["page"])))
    if kind == "misc" and item["type"] in _MISC_TYPES:
        fields.append(("type", _MISC_TYPES[item["type"]]))
    if "issued" in item:
        fields.append(("date", _iso(item["issued"])))
    if "URL" in item:
        fields.append(("url", item["URL"]))
    if "accessed" in item and "URL" in item:
        fields.append(("urldate", _iso(item["accessed"])))
    if item["type"] == "webpage" and "URL" not in item:
        fields.append(("howpublished", "Web page, address not recorded"))
    if "note" in item:  # the edition's credit: after the work's facts, not among them
        credit = _escape(item["note"])
        fields += [("addendum", credit), ("annote", credit)]
    if item.get("language") in _LANGID:
        fields.append(("langid", _LANGID[item["language"]]))
    return entry_text(kind, item["id"], fields)


def bibtex_type(item: dict[str, Any]) -> str:
    """The classic BibTeX entry type of a CSL item."""
    return {
        "book": "book",
        "chapter": "incollection",
        "entry-encyclopedia": "incollection",
        "entry-dictionary": "incollection",
        "article-journal": "article",
    }.get(item["type"], "misc")


def bibtex_entry(item: dict[str, Any], hints: dict[str, Any]) -> str:
    """The classic BibTeX entry (fields that ``plain`` and ``urlbst`` know) of a CSL item."""
    kind = bibtex_type(item)
    fields: list[tuple[str, str]] = []
    if "author" in item:
        fields.append(("author", _names(item, "author", bool(hints.get("_attributed")))))
    elif kind != "misc":
        fields.append(("author", ANONYMOUS))
    if "editor" in item:
        fields.append(("editor", _names(item, "editor", False)))
    fields.append(("title", _protect(item["title"])))
    published = []  # one howpublished: pybtex refuses a field given twice
    if "container-title" in item:
        key = {"article": "journal", "incollection": "booktitle"}.get(kind)
        if key:
            fields.append((key, _protect(item["container-title"])))
        else:
            published.append(_protect(item["container-title"]))
    if "edition" in item:
        fields.append(("edition", ordinal(str(item["edition"]))))
    if "volume" in item:
        fields.append(("volume", _escape(str(item["volume"]))))
    if "publisher-place" in item:
        fields.append(("address", _escape(item["publisher-place"])))
    if "publisher" in item:
        fields.append(("publisher", _escape(item["publisher"])))
    elif kind in ("book", "incollection"):  # plain.bst wants one: "empty publisher"
        fields.append(("publisher", "n.p."))  # CMOS 17, 14.128: no publisher known
    if "page" in item and kind != "book":
        fields.append(("pages", _pages(item["page"])))
    if "issued" in item:
        parts = item["issued"]["date-parts"][0]
        fields.append(("year", str(parts[0])))
        if len(parts) > 1:
            fields.append(("month", MONTHS[parts[1] - 1][:3].lower()))
    elif kind != "misc":
        fields.append(("year", "n.d."))  # CMOS 17, 14.145
    if item["type"] in _MISC_TYPES:
        published.append(_MISC_TYPES[item["type"]])
    if "version" in item:
        published.append(f"Version {_escape(str(item['version']))}")
    if published:
        fields.append(("howpublished", ", ".join(published)))
    if "URL" in item:
        fields.append(("url", item["URL"]))
        if "accessed" in item:
            fields.append(("urldate", _iso(item["accessed"])))
    if "note" in item:
        fields.append(("note", _escape(item["note"])))
    if item.get("language") in _LANGID:
        fields.append(("language", _LANGID[item["language"]]))
    return entry_text(kind, item["id"], fields)
