"""RIS, the tagged format every reference manager imports (Zotero, EndNote, Mendeley).

Types: ``BOOK``, ``CHAP`` (a part of a book), ``ENCYC`` and ``DICT`` (an entry of an
encyclopaedia or dictionary), ``JOUR``, ``ELEC`` (a web page), ``COMP`` (this site, as
software) and ``DATA`` (a ruleset).  RIS has no field for an attributed author: the name is
bracketed and written whole, without a comma, ``AU  - [Charles Cotton]``, which readers
(Zotero, citation-js) take as one single-field name; ``[Cotton, Charles]`` split at the
comma into "[Cotton" and "Charles]".
"""

from __future__ import annotations

from typing import Any

from mouche.citations.citables import Citable
from mouche.edition.authors import name_forms

__all__ = ["ris_record"]

_TYPES = {
    "book": "BOOK",
    "chapter": "CHAP",
    "entry-encyclopedia": "ENCYC",
    "entry-dictionary": "DICT",
    "article-journal": "JOUR",
    "webpage": "ELEC",
    "software": "COMP",
    "dataset": "DATA",
}


def _date(date: dict[str, Any]) -> str:
    parts = [*date["date-parts"][0], "", ""][:3]
    return "/".join(f"{p:02d}" if isinstance(p, int) and i else str(p) for i, p in enumerate(parts))


def ris_record(c: Citable) -> str:
    """The RIS record of what ``c`` cites (a clause: its source)."""
    item = c.item
    lines = [("TY", _TYPES.get(item["type"], "GEN"))]
    bracket = bool(c.hints.get("_attributed"))
    for role, tag in (("author", "AU"), ("editor", "A2")):
        for name in item.get(role, []):
            if bracket and role == "author":  # one field, whole: a comma would split it
                lines.append((tag, f"[{name_forms(name)[0]}]"))
            else:
                lines.append((tag, name_forms(name)[1]))
    lines.append(("TI", item["title"]))
    if "container-title" in item:
        lines.append(("T2", item["container-title"]))
    if "issued" in item:
        lines += [("PY", str(item["issued"]["date-parts"][0][0])), ("DA", _date(item["issued"]))]
    for csl, tag in (
        ("edition", "ET"),
        ("volume", "VL"),
        ("publisher-place", "CY"),
        ("publisher", "PB"),
        ("version", "ET"),
    ):
        if csl in item:
            lines.append((tag, str(item[csl])))
    if "page" in item and item["type"] != "book":
        first, _, last = item["page"].partition("-")
        lines.append(("SP", first.strip()))
        if last and "," not in item["page"]:
            lines.append(("EP", last.strip()))
    if "URL" in item:
        lines.append(("UR", item["URL"]))
    if "accessed" in item:
        lines.append(("Y2", _date(item["accessed"])))
    if "note" in item:
        lines.append(("N1", item["note"]))
    if item.get("language", "und") != "und":  # "undetermined" tells an importer nothing
        lines.append(("LA", item["language"]))
    lines += [("ID", c.key), ("ER", "")]
    return "".join(f"{tag}  - {value}\n" for tag, value in lines)
