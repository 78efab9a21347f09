"""BibTeX and biblatex entries, written from the CSL item of a citable thing.

Types that importers keep: a book is ``@book``; a part of a book ``@inbook`` (biblatex) or
``@incollection`` (BibTeX); an entry of a reference work ``@inreference`` (biblatex; ``@inbook``
when its author wrote the whole work, as Littré did) or ``@incollection`` (BibTeX); a
journal article ``@article`` with an arabic volume; a web page ``@online`` with ``url`` and
``urldate`` (``@misc`` where its address is not recorded); this site ``@software`` and a
ruleset ``@dataset`` (``@misc`` in BibTeX).

Where a style needs a field the source does not give, the entry says so in the
bibliographer's conventions rather than inventing it (CMOS 17, 14.79, 14.128, 14.145):

* an anonymous work has the author ``Anonymous``, and in biblatex ``options =
  {useauthor=false}`` so that biblatex styles begin with the title, as Chicago prefers;
* an attributed author keeps the brackets: biblatex ``authortype = {anon}`` (the convention
  of biblatex-chicago), BibTeX, which has no such field, the name ``{[Charles Cotton]}``;
* a classic BibTeX ``@book`` without publisher or year has ``n.p.`` and ``n.d.``;
* biblatex's ``date`` of an undated work is an EDTF interval saying only what is known:
  ``../2026-11-30`` for a web page consulted that day, the source's ``date_edtf`` (``18XX``)
  for a book of the nineteenth century.

Every value is written between braces, never quotes: pandoc reads ``%`` in a quoted value
as the start of a comment, which sank the whole file at one address holding ``%20``.
"""

from __future__ import annotations

import re
from typing import Any

from mouche.citations.items import ordinal
from mouche.citations.site import MONTHS
from mouche.edition.authors import ANONYMOUS, bibtex_name

__all__ = ["biblatex_entry", "bibtex_entry", "entry_text"]

_LANGID = {"fr": "french", "en": "english", "ru": "russian"}
_SPECIAL = re.compile(r"([%&#$_])")


def _escape(text: str) -> str:
    return _SPECIAL.sub(r"\\\1", text).replace("~", r"\textasciitilde{}")


def _protect(text: str) -> str:
    """A title in braces, so that no BibTeX style changes its case."""
    return "{" + _escape(text) + "}"


def entry_text(kind: str, key: str, fields: list[tuple[str, str]]) -> str:
    """``@kind{key, name = {value}, ...}``: values as given (already escaped), braced."""
    lines = [f"@{kind}{{{key},"]
    lines += [f"  {name} = {{{value}}}," for name, value in fields]
    return "\n".join(lines) + "\n}\n"


def _iso(date: dict[str, Any]) -> str:
    return "-".join(f"{p:02d}" if i else str(p) for i, p in enumerate(date["date-parts"][0]))


def _names(item: dict[str, Any], role: str, bracketed: bool) -> str:
    names = [bibtex_name(n) for n in item.get(role, [])]
    if bracketed:
        names = ["{[" + n.strip("{}") + "]}" for n in names]
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
        return "inbook" if _whole_work_author(item) else "inreference"
    if kind == "webpage":
        return "online" if "URL" in item else "misc"
    return {
        "book": "book",
        "chapter": "inbook",
        "article-journal": "article",
        "software": "software",
        "dataset": "dataset",
    }.get(kind, "misc")


def _edtf(item: dict[str, Any], hints: dict[str, Any]) -> str:
    if "issued" in item:
        return _iso(item["issued"])
    if hints.get("_date_edtf"):
        return str(hints["_date_edtf"])
    if "accessed" in item and item["type"] == "webpage":
        return "../" + _iso(item["accessed"])  # undated: published on or before that day
    return ""


def biblatex_entry(item: dict[str, Any], hints: dict[str, Any]) -> str:
    """The biblatex entry of a CSL item (``hints``: see [`mouche.citations.chicago.note`][])."""
    kind = biblatex_type(item)
    fields: list[tuple[str, str]] = []
    attributed = bool(hints.get("_attributed"))
    if "author" in item:
        fields.append(("author", _names(item, "author", False)))
        if attributed:
            fields.append(("authortype", "anon"))
    elif kind in ("book", "inbook", "inreference", "article"):
        fields += [("author", ANONYMOUS), ("options", "useauthor=false")]
    if "editor" in item:
        fields.append(("editor", _names(item, "editor", False)))
    fields.append(("title", _protect(item["title"])))
    container = item.get("container-title")
    if container:
        key = {"article": "journaltitle", "online": "organization", "misc": "organization"}
        fields.append((key.get(kind, "booktitle"), _protect(container)))
    for csl, bib in (
        ("edition", "edition"),
        ("volume", "volume"),
        ("publisher-place", "location"),
        ("publisher", "publisher"),
        ("version", "version"),
    ):
        if csl in item:
            fields.append((bib, _escape(str(item[csl]))))
    if "page" in item and kind != "book":
        fields.append(("pages", _pages(item["page"])))
    date = _edtf(item, hints)
    if date:
        fields.append(("date", date))
    if "URL" in item:
        fields.append(("url", item["URL"]))
    if "accessed" in item and "URL" in item:
        fields.append(("urldate", _iso(item["accessed"])))
    if item["type"] == "webpage" and "URL" not in item:
        fields.append(("howpublished", "Web page, address not recorded"))
    if "note" in item:
        fields.append(("note", _escape(item["note"])))
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
    if "container-title" in item:
        key = {"article": "journal", "incollection": "booktitle"}.get(kind, "howpublished")
        fields.append((key, _protect(item["container-title"])))
    if "edition" in item:
        fields.append(("edition", ordinal(str(item["edition"]))))
    if "volume" in item:
        fields.append(("volume", _escape(str(item["volume"]))))
    if "publisher-place" in item:
        fields.append(("address", _escape(item["publisher-place"])))
    if "publisher" in item:
        fields.append(("publisher", _escape(item["publisher"])))
    elif kind == "book":
        fields.append(("publisher", "n.p."))  # CMOS 17, 14.128: no publisher known
    if "page" in item and kind != "book":
        fields.append(("pages", _pages(item["page"])))
    if "issued" in item:
        parts = item["issued"]["date-parts"][0]
        fields.append(("year", str(parts[0])))
        if len(parts) > 1:
            fields.append(("month", MONTHS[parts[1] - 1]))
    elif kind != "misc":
        fields.append(("year", "n.d."))  # CMOS 17, 14.145
    if "version" in item:
        fields.append(("howpublished", f"Version {_escape(str(item['version']))}"))
    if "URL" in item:
        fields.append(("url", item["URL"]))
        if "accessed" in item:
            fields.append(("urldate", _iso(item["accessed"])))
    if "note" in item:
        fields.append(("note", _escape(item["note"])))
    if item.get("language") in _LANGID:
        fields.append(("language", _LANGID[item["language"]]))
    return entry_text(kind, item["id"], fields)
