"""Chicago notes and bibliography entries (*The Chicago Manual of Style*, 17th edition).

citeproc-py ([`mouche.citations.citeproc`][mouche.citations.citeproc]) writes the note or
entry from the CSL item; this module corrects what it and the style get wrong, each rule
by its paragraph of the manual (CMOS 17):

* periods and commas go inside closing quotation marks (6.9);
* an apostrophe is typographic, ``d’Alembert`` (6.115);
* a double title keeps "or" in lower case, ``The Compleat Gamester, or, Instructions``
  (8.169); an ellipsis in a shortened old title is three spaced periods (13.50, 14.94);
* a book or chapter with neither place nor publisher gets "n.p." beside "n.d." or its year
  (14.128, 14.145);
* an author whose name is supplied by the cataloguers is bracketed, "[Charles Cotton]"
  (14.79);
* an initial "The" is dropped from a journal's title, and its volume is arabic (14.171-72);
* an entry of a reference work is cited *sub verbo*, not by volume or page (14.232);
* a page of this site gives its date as "last modified" (14.13), and the version in full
  ("version 0.1.0", 14.169);
* the locator comes after the facts of publication, as the clause gives it (14.22), never
  retouched by citeproc (which lowercases and en-dashes a page locator).
"""

from __future__ import annotations

import html as html_lib
import json
import re
import unicodedata
from functools import lru_cache
from typing import Any

from mouche.citations.citeproc import plain_text, render
from mouche.citations.items import REFERENCE_TYPES, ordinal
from mouche.citations.site import long_date
from mouche.edition.authors import name_forms

__all__ = ["bibliography", "note", "quotes_inside", "strip_end"]


def quotes_inside(text: str) -> str:
    """Periods and commas inside the closing quotation mark (CMOS 17, 6.9).

    >>> quotes_inside("“De la Mouche”, in x”.")
    '“De la Mouche,” in x.”'
    """
    return re.sub(r"”(</[a-z]+>)?([.,])", r"\2\1”", text)


def strip_end(text: str) -> str:
    """A note without its final period (also one inside a closing quotation mark)."""
    text = text.rstrip()
    if text.endswith(".”"):
        return text[:-2] + "”"
    return text.removesuffix(".")


def _apostrophes(text: str) -> str:
    """Typographic apostrophes (CMOS 17, 6.115) outside addresses: ``d’Alembert``."""
    head, sep, tail = text.partition("http")
    return re.sub(r"(?<=\w)'(?=\w)", "’", head) + sep + tail


def _for_render(item: dict[str, Any]) -> dict[str, Any]:
    """The item as citeproc-py is given it: no hints, no credit note, and "n.p." for a book
    or chapter without imprint; a journal's title without its initial "The"."""
    out = {k: v for k, v in item.items() if not k.startswith("_") and k != "note"}
    if out["type"] in ("book", "chapter") and not (
        out.get("publisher-place") or out.get("publisher")
    ):
        out["publisher-place"] = "n.p."
    if out["type"] == "article-journal" and "container-title" in out:
        out["container-title"] = re.sub(r"^The ", "", out["container-title"])
    return out


def _start_at_title(text: str, title: str | None) -> str:
    """Drop what citeproc-py puts before the title of an item without author.

    citeproc-py does not suppress a variable used as a substitute, so an edited
    work without author starts with its editors and names them again later.
    """
    if not title:
        return text
    i = text.find(title)
    if i <= 0:
        return text
    for opener in ("“", "<i>", '"', "‘"):
        if text[:i].endswith(opener):
            i -= len(opener)
            break
    return text[i:]


def _dedupe_title(entry: str) -> str:
    """Drop the title citeproc-py repeats when it stands in for a missing author.

    ``Title. Title. Paris: Le Gras, 1718.`` -> ``Title. Paris: Le Gras, 1718.``
    """
    head, sep, rest = entry.partition(". ")
    if sep and (rest.startswith(head + ". ") or rest == head + "."):
        return rest
    return entry


def _fix(text: str, item: dict[str, Any], html: bool, in_note: bool) -> str:
    if "author" not in item:
        title = item["title"]
        text = _start_at_title(text, html_lib.escape(title, quote=False) if html else title)
    if not in_note:
        text = _dedupe_title(text)
    text = re.sub(r", Or, ", ", or, ", text)  # a double title's "or" (CMOS 17, 8.169)
    text = re.sub(r"\.\s\.\s\.", ".\u00a0.\u00a0.", text)  # one ellipsis, never broken (13.50)
    text = quotes_inside(text)
    text = re.sub(r"([.?!])(</i>)\.", r"\1\2", text)  # "Chess . . .</i>." has its period
    for name in item.get("_attributed", ()):  # (note form, bibliography form)
        form = name[0] if in_note else name[1]
        text = text.replace(form, f"[{form}]", 1)
    if item.get("version"):  # the 17th edition spells it out ("v." is the 18th's, 14.169)
        text = text.replace(", v. ", ", version ", 1).replace(". V. ", ". Version ", 1)
    if item.get("_modified") and "issued" in item:  # CMOS 17, 14.13
        date = long_date("-".join(str(p) for p in item["issued"]["date-parts"][0]))
        text = re.sub(r"(, |\. )(?:[Rr]eleased )?" + re.escape(date), _modified, text, count=1)
    return _apostrophes(text)


def _modified(m: re.Match[str]) -> str:
    date = m.group(0).split(" ", 1)[1].removeprefix("released ").removeprefix("Released ")
    return m.group(1) + ("last modified " if m.group(1) == ", " else "Last modified ") + date


# --------------------------------------------------------------------------- reference works


def _names(names: list[dict[str, str]], attributed: bool, inverted: bool) -> str:
    """``A and B``, ``A, B, and C`` (CMOS 17, 14.76); the first inverted in a bibliography."""
    forms = [name_forms(n) for n in names]
    shown = [(bib if inverted and i == 0 else note) for i, (note, bib) in enumerate(forms)]
    if attributed:
        shown = [f"[{s}]" for s in shown]
    if len(shown) < 3:
        sep = ", and " if inverted and len(shown) == 2 and "," in shown[0] else " and "
        return sep.join(shown)
    return ", ".join(shown[:-1]) + ", and " + shown[-1]


def _reference(item: dict[str, Any], locator: str, html: bool, in_note: bool) -> str:
    """An entry of a reference work: the work, cited *sub verbo* (CMOS 17, 14.232).

    Facts of publication are given when the data has a place or a publisher (a less
    well-known work); a well-known one is cited by title and edition only.  In a
    bibliography, the work itself is listed, never the entry.
    """
    esc = (lambda s: html_lib.escape(s, quote=False)) if html else (lambda s: s)
    work = esc(item.get("container-title", item["title"]))
    work = f"<i>{work}</i>" if html else work
    attributed = bool(item.get("_attributed"))
    author = _names(item.get("author", []), attributed, not in_note) if "author" in item else ""
    editors = item.get("editor", [])
    place = item.get("publisher-place", "")
    imprint = ": ".join(p for p in (place, item.get("publisher", "")) if p)
    year = str(item["issued"]["date-parts"][0][0]) if "issued" in item else "n.d."
    edition = ordinal(item["edition"]) + " ed." if item.get("edition") else ""
    if in_note:
        head = ", ".join(p for p in (esc(author), work, edition) if p)
        if editors:
            head += ", ed. " + esc(_names(editors, False, False))
        if imprint:
            head += f" ({esc(imprint)}, {year})"
        text = f"{head}, {locator}." if locator else head + "."
    else:
        if author:
            parts = [esc(author), work]
        elif editors:
            eds = "eds." if len(editors) > 1 else "ed."
            parts = [esc(_names(editors, False, True)) + f", {eds}", work]
        else:
            parts = [work]
        if edition:
            parts.append(edition[0].upper() + edition[1:])
        if imprint:
            parts.append(f"{esc(imprint)}, {year}")
        text = "".join(p + ("" if p.endswith(".") else ".") + " " for p in parts).strip()
    return _apostrophes(quotes_inside(text))


# --------------------------------------------------------------------------- public


def note(item: dict[str, Any], locator: str = "", html: bool = False) -> str:
    """The full (first) Chicago note for ``item``, with a ``locator`` after its facts.

    ``locator`` is Chicago text (``102, art. 13``), printed as given.  Keys of ``item``
    starting with ``_`` are hints for the corrections, not CSL data: ``_attributed`` (the
    bracketed names, as (note form, bibliography form)) and ``_modified`` (a page of this
    site: its date is the date of last modification).
    """
    text = _note(json.dumps(item, sort_keys=True), locator)
    return text if html else plain_text(text)


@lru_cache(maxsize=4096)
def _note(item_json: str, locator: str) -> str:
    """The note in HTML, rendered once (the plain text is the same with tags dropped)."""
    item = json.loads(item_json)
    if item["type"] in REFERENCE_TYPES:
        sub_verbo = f"s.v. “{html_lib.escape(item['title'], quote=False)}”"
        return _reference(item, locator or sub_verbo, True, True)
    shown = _for_render(item)
    if locator:  # the clause's place replaces the pages of the whole
        shown.pop("page", None)
    (text,), _ = render([shown], [(item["id"], "")], True, False)
    text = _fix(text, item, True, in_note=True)
    if locator:
        text = strip_end(text) + ", " + locator + "."
    return quotes_inside(text)


def bibliography(items: list[dict[str, Any]], html: bool = False) -> list[tuple[str, str]]:
    """(item id, Chicago bibliography entry) for ``items``, sorted as Chicago sorts.

    An entry of a reference work is listed as the work it belongs to (CMOS 17, 14.232).
    """
    entries = _bibliography(json.dumps(items, sort_keys=True))
    return [(k, e if html else plain_text(e)) for k, e in entries]


@lru_cache(maxsize=1024)
def _bibliography(items_json: str) -> tuple[tuple[str, str], ...]:
    items = json.loads(items_json)
    by_id = {i["id"]: i for i in items}
    plain = [i for i in items if i["type"] not in REFERENCE_TYPES]
    fixed = [(i["id"], _reference(i, "", True, False)) for i in items if i not in plain]
    if plain:
        _, entries = render(
            [_for_render(i) for i in plain], [(i["id"], "") for i in plain], True, True
        )
        fixed += [(k, _fix(e, by_id[k], True, in_note=False)) for k, e in entries]
    return tuple(sorted(fixed, key=lambda pair: _sort_key(pair[1])))


def _sort_key(entry: str) -> str:
    """Alphabetise bibliography entries by their first word, ignoring marks and accents."""
    plain = plain_text(entry)
    plain = unicodedata.normalize("NFKD", plain)
    plain = "".join(ch for ch in plain if not unicodedata.combining(ch))
    return re.sub(r"^[^A-Za-z0-9]+", "", plain).casefold()
