"""CSL-JSON items: one per source, one per page of this site ([`site_item`][site_item]).

An item is CSL data valid against the CSL data schema 1.0 (``mouche/csl/csl-data-1.0.json``).
Every other format (BibTeX, biblatex, RIS, Chicago) is written from it, so that a source
reads the same in all of them:

* a title keeps its words and takes Chicago's typography: an ellipsis of three spaced
  periods (CMOS 17, 13.50), an en dash in a range of numbers (6.78);
* a journal's volume is in arabic numerals (14.171: ``xiv`` is 14);
* a web page, and a text consulted online, carry the day they were consulted
  (``accessed``, from the source's data: [`Source.accessed`][mouche.edition.model.Source]);
* a source whose text this site gives (transcribed or excerpted) credits this edition in
  ``note``, with the address of its page.
"""

from __future__ import annotations

import re
from typing import Any

from mouche import __version__
from mouche.citations.site import MONTHS, RELEASE_DATE, SITE_AUTHOR, SITE_TITLE
from mouche.edition.authors import csl_roles
from mouche.edition.model import Source

__all__ = [
    "REFERENCE_TYPES",
    "arabic",
    "csl_item",
    "csl_type",
    "date_parts",
    "edition_note",
    "ordinal",
    "site_item",
    "typography",
]

REFERENCE_TYPES = ("entry-encyclopedia", "entry-dictionary")
"""Entries of reference works: cited *sub verbo* (CMOS 17, 14.232)."""

_ROMAN = {"i": 1, "v": 5, "x": 10, "l": 50, "c": 100, "d": 500, "m": 1000}


def arabic(volume: str) -> str:
    """A volume number in arabic numerals (CMOS 17, 14.171); anything else unchanged.

    >>> arabic("xiv"), arabic("XVI"), arabic("16"), arabic("1-2")
    ('14', '16', '16', '1-2')
    """
    text = volume.strip().lower()
    if not text or any(ch not in _ROMAN for ch in text):
        return volume
    total = 0
    for ch, nxt in zip(text, [*text[1:], ""], strict=True):
        value = _ROMAN[ch]
        total += -value if nxt and _ROMAN[nxt] > value else value
    return str(total)


def typography(title: str) -> str:
    """A title with Chicago's ellipsis (three periods, non-breaking spaces between them:
    CMOS 17, 13.50) and en dashes in ranges of numbers (6.78).

    >>> typography("Bowls, and Chess ...")
    'Bowls, and Chess .\\xa0.\\xa0.'
    >>> typography("Académie des jeux, articles 5-15 (academie)")
    'Académie des jeux, articles 5–15 (academie)'
    """
    title = re.sub(r"\s*(\.\.\.|…)", " .\u00a0.\u00a0.", title)
    return re.sub(r"(?<=\d)-(?=\d)", "–", title).strip()


def ordinal(number: str) -> str:
    """``11th``, ``2nd``, ``21st``, ``13th``: an edition's number as words put it."""
    n = int(number)
    suffix = "th" if 10 <= n % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")
    return f"{n}{suffix}"


def csl_type(source: Source) -> str:
    """The CSL type of a source.

    ``webpage`` for a modern page (status ``secondary``, no publisher); an entry of a
    reference work is ``entry-dictionary`` in a dictionary (Littré's; the *Dictionnaire des
    jeux* of the *Encyclopédie méthodique*) and ``entry-encyclopedia`` in an encyclopaedia;
    ``article-journal`` when the container is a journal; ``chapter`` for any other part of a
    larger work; else ``book``.
    """
    if source.status in ("secondary", "editorial") and not source.publisher:
        return "webpage"
    container = source.container_title
    if re.search(r"(^|\. )(Dictionnaire|Dictionary)\b", container):
        return "entry-dictionary"
    if "encyclop" in container.lower():
        return "entry-encyclopedia"
    if "journal" in container.lower():
        return "article-journal"
    if container:
        return "chapter"
    return "book"


def date_parts(date: str) -> list[int]:
    """``[2026, 11, 30]`` for ``2026-11-30``."""
    return [int(p) for p in date.split("-")]


def edition_note(source: Source, base: str) -> str:
    """The credit this edition takes in a source's entry ("" if the site gives no text)."""
    if not source.has_text:
        return ""
    where = f", {base}sources/{source.id}/" if base else ""
    return f"Transcription and English and Russian translation: {SITE_TITLE}{where}"


_CSL_FIELDS = (
    ("container-title", "container_title"),
    ("publisher", "publisher"),
    ("publisher-place", "place"),
    ("page", "pages"),
    ("URL", "url"),
    ("edition", "edition"),
)


def csl_item(source: Source, base: str = "") -> dict[str, Any]:
    """The CSL-JSON item of a source (``id`` is the source id).

    ``base``: the site's public address, for the address of the edition credited in
    ``note`` (the whole-bibliography files give it; one citation, whose permalink is
    already there, does not).
    """
    kind = csl_type(source)
    item: dict[str, Any] = {"id": source.id, "type": kind, "title": typography(source.title)}
    item.update(csl_roles(source.author))
    for key, attr in _CSL_FIELDS:
        value = getattr(source, attr)
        if value:
            item[key] = value
    if source.volume:
        item["volume"] = arabic(source.volume) if kind == "article-journal" else source.volume
    if source.year:
        month = re.fullmatch(r"(\w+) (\d{4})", source.year_note)
        parts = [source.year]
        if month and month.group(1) in MONTHS and int(month.group(2)) == source.year:
            parts.append(MONTHS.index(month.group(1)) + 1)  # "November 1987"
        item["issued"] = {"date-parts": [parts]}
    if source.accessed:
        item["accessed"] = {"date-parts": [date_parts(source.accessed)]}
    note = edition_note(source, base)
    if note:
        item["note"] = note
    item["language"] = source.language
    return item


def site_item(
    item_id: str,
    title: str,
    url: str,
    container: str = SITE_TITLE,
    kind: str = "webpage",
) -> dict[str, Any]:
    """A page of this site (or, with ``kind="software"`` and no container, the site).

    Its date is the release date of this version (CITATION.cff), the date the page
    was last modified (CMOS 17, 14.13); it does not change with the day of the build.
    """
    # language "und": keep our titles' casing (citeproc-py title-cases "en" titles,
    # which mangles French names in them)
    item: dict[str, Any] = {
        "id": item_id,
        "type": kind,
        "title": typography(title),
        "author": [{"literal": SITE_AUTHOR}],
        "version": __version__,
        "issued": {"date-parts": [date_parts(RELEASE_DATE)]},
        "language": "und",
    }
    if container:
        item["container-title"] = container
    if url:
        item["URL"] = url
    return item
