"""Bibliographic data: CSL-JSON items and BibTeX / biblatex entries.

Every source becomes one CSL-JSON item ([`csl_item`][csl_item], valid against the CSL
data schema 1.0) and one BibTeX entry ([`bibtex_entry`][bibtex_entry]) that pybtex's
``plain`` style formats with no missing field; the site's own pages (editorial
decisions, rulesets, options, hand records, the site itself) become items of
[`site_item`][site_item].  Names are split the same way for all three formats, so that
a name sorts under the same letter in BibTeX and in CSL (``Honoré de Balzac``:
under B in both).

``pybtex`` is a development dependency: it is imported only inside the
functions that write BibTeX, so this module imports without it (in Pyodide).
"""

from __future__ import annotations

import re
from typing import Any

from mouche.edition.model import Source

__all__ = [
    "MONTHS",
    "SITE_AUTHOR",
    "SITE_TITLE",
    "attributed",
    "biblatex_fields",
    "bibtex_entry",
    "csl_item",
    "csl_names",
    "csl_roles",
    "csl_type",
    "entry_text",
    "site_item",
]

SITE_TITLE = "Mouche rules explorer"
SITE_AUTHOR = "The Mouche rules explorer contributors"

_ANONYMOUS = {"", "anonymous", "anon.", "anon", "unknown", "n/a"}
_PARTICLES = {"de", "d'", "du", "des", "van", "der", "den", "von", "la", "le", "di", "da"}
_CORPORATE = re.compile(
    r"\b(acad[ée]mie|academy|society|wikipedia|contributors|encyclop|britannica|"
    r"partnership|institute|university|press|club|association|editors|éditeurs|jeux)",
    re.IGNORECASE,
)
MONTHS = (
    *("January", "February", "March", "April", "May", "June"),
    *("July", "August", "September", "October", "November", "December"),
)
_EDITORS = re.compile(r"\s*\((eds?)\.?\)\s*$")


# --------------------------------------------------------------------------- names


def _author_parts(author: str) -> list[str]:
    author = re.sub(r"\([^()]*\)", "", author)  # remarks: "Anonymous (after Hoyle)"
    return [p.strip() for p in re.split(r"\s*(?:&|;|\band\b)\s*", author.strip())]


def attributed(author: str) -> bool:
    """Whether the author's name is supplied in brackets (not on the title page).

    >>> attributed("[Charles Cotton]"), attributed("Charles Cotton")
    (True, False)
    """
    return author.strip().startswith("[") and author.strip().endswith("]")


def csl_names(author: str) -> list[dict[str, str]]:
    """CSL name objects for an author string (empty for an anonymous work).

    Several authors are separated by ``&``, `` and `` or ``;``.  A name with a comma
    is ``Family, Given``; a name with a lower-case particle is split around it
    (``Honoré de Balzac``); an institution, or anything not shaped like a
    personal name, is kept whole as a literal.  Square brackets (attributed
    authorship, see [`attributed`][attributed]) are not part of the name.

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
    for part in _author_parts(author):
        name = part.strip("[]").strip()
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
            "non-dropping-particle" if particle.startswith(("van", "von")) else "dropping-particle"
        )
        return {
            "family": " ".join(tokens[last + 1 :]),
            "given": " ".join(tokens[:first]),
            kind: particle,
        }
    if tokens[0].lower() in _PARTICLES and len(tokens) == 2:
        return {"family": name}  # "Van Tenac"
    return {"family": tokens[-1], "given": " ".join(tokens[:-1])}


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


def _bibtex_name(name: dict[str, str]) -> str:
    """A CSL name as BibTeX writes it, sorting under the same letter as in CSL.

    Chicago's CSL styles sort a particle after the family name (``Aa, Pierre van
    der``; ``Balzac, Honoré de``), so the particle goes with the given names:
    BibTeX then sorts on the family name too and still prints "Pierre van der Aa".

    >>> _bibtex_name({"family": "Aa", "given": "Pierre", "non-dropping-particle": "van der"})
    'Aa, Pierre van der'
    >>> _bibtex_name({"literal": "Académie des Jeux Oubliés"})
    '{Académie des Jeux Oubliés}'
    """
    if "literal" in name:
        return "{" + name["literal"] + "}"
    particle = name.get("dropping-particle") or name.get("non-dropping-particle") or ""
    given = " ".join(p for p in (name.get("given", ""), particle) if p)
    family = "{" + name["family"] + "}" if " " in name["family"] else name["family"]
    return f"{family}, {given}" if given else family


# --------------------------------------------------------------------------- CSL-JSON


def csl_type(source: Source) -> str:
    """The CSL type of a source.

    ``webpage`` for a modern page (status ``secondary``, no publisher) and for
    the editorial decisions of this site; ``entry-encyclopedia`` for an article
    of an encyclopaedia; ``article-journal`` when the container is a journal;
    ``chapter`` for any other part of a larger work; else ``book``.
    """
    if source.status in ("secondary", "editorial") and not source.publisher:
        return "webpage"
    container = source.container_title.lower()
    if "encyclop" in container:
        return "entry-encyclopedia"
    if "journal" in container:
        return "article-journal"
    if source.container_title:
        return "chapter"
    return "book"


_CSL_FIELDS = (
    ("container-title", "container_title"),
    ("publisher", "publisher"),
    ("publisher-place", "place"),
    ("volume", "volume"),
    ("page", "pages"),
    ("URL", "url"),
)


def csl_item(source: Source, accessed: str = "") -> dict[str, Any]:
    """The CSL-JSON item of a source (``id`` is the source id).

    ``accessed`` (YYYY-MM-DD) is given to an undated web page that has an address:
    Chicago cites such a page with the date it was consulted.
    """
    item: dict[str, Any] = {"id": source.id, "type": csl_type(source), "title": source.title}
    item.update(csl_roles(source.author))
    for key, attr in _CSL_FIELDS:
        value = getattr(source, attr)
        if value:
            item[key] = value
    if source.year:
        month = re.fullmatch(r"(\w+) (\d{4})", source.year_note)
        parts = [source.year]
        if month and month.group(1) in MONTHS and int(month.group(2)) == source.year:
            parts.append(MONTHS.index(month.group(1)) + 1)  # "November 1987"
        item["issued"] = {"date-parts": [parts]}
    elif accessed and source.url and item["type"] == "webpage":
        item["accessed"] = {"date-parts": [_date_parts(accessed)]}
    item["language"] = source.language
    return item


def _date_parts(date: str) -> list[int]:
    return [int(p) for p in date.split("-")]


def site_item(
    item_id: str,
    title: str,
    url: str,
    version: str,
    date: str,
    container: str = SITE_TITLE,
    kind: str = "webpage",
) -> dict[str, Any]:
    """A page of this site (or, with ``kind="software"`` and no container, the site).

    ``date`` (YYYY-MM-DD) is the build date: the date the page was last modified.
    """
    # language "und": keep our titles' casing (citeproc-py title-cases "en" titles,
    # which mangles French names in them)
    item: dict[str, Any] = {
        "id": item_id,
        "type": kind,
        "title": title,
        "author": [{"literal": SITE_AUTHOR}],
        "version": version,
        "issued": {"date-parts": [_date_parts(date)]},
        "language": "und",
    }
    if container:
        item["container-title"] = container
    if url:
        item["URL"] = url
    return item


# --------------------------------------------------------------------------- BibTeX

_LANGID = {"fr": "french", "en": "english", "ru": "russian"}


def _bibtex_type(item: dict[str, Any]) -> str:
    """The most specific BibTeX type whose required fields (for ``plain``) are all known."""
    named = "author" in item or "editor" in item
    year = "issued" in item
    kind = item["type"]
    if kind == "article-journal" and "author" in item and year and "container-title" in item:
        return "article"
    if kind == "book" and named and year and "publisher" in item:
        return "book"
    in_book = "publisher" in item and "container-title" in item
    if kind in ("chapter", "entry-encyclopedia") and "author" in item and year and in_book:
        return "incollection"
    return "misc"


def _protect(text: str) -> str:
    """A title in braces, so that no BibTeX style changes its case."""
    return "{" + text + "}"


def _howpublished(item: dict[str, Any]) -> str:
    """For ``@misc``: the container, volume, place and publisher in one phrase."""
    parts = []
    if "container-title" in item:
        parts.append("In " + _protect(item["container-title"]))
    if "volume" in item:
        parts.append(f"vol. {item['volume']}")
    imprint = ": ".join(p for p in (item.get("publisher-place"), item.get("publisher")) if p)
    if imprint:
        parts.append(imprint)
    if "page" in item:
        parts.append(_pages(item["page"]))
    if "version" in item:
        parts.append(f"version {item['version']}")
    return ", ".join(parts)


def _pages(pages: str) -> str:
    prefix = "pp. " if re.search(r"[-–,]", pages) else "p. "
    return prefix + re.sub(r"\s*[-–]\s*", "--", pages)


def _year(item: dict[str, Any]) -> str:
    return str(item["issued"]["date-parts"][0][0]) if "issued" in item else ""


def _iso(date: dict[str, Any]) -> str:
    return "-".join(f"{p:02d}" if i else str(p) for i, p in enumerate(date["date-parts"][0]))


def bibtex_entry(item: dict[str, Any]) -> Any:
    """A ``pybtex.database.Entry`` (classic BibTeX fields) for a CSL-JSON item."""
    from pybtex.database import Entry, Person  # type: ignore[import-untyped]

    kind = _bibtex_type(item)
    fields: dict[str, str] = {"title": _protect(item["title"])}
    if kind == "article":
        fields["journal"] = _protect(item["container-title"])
    elif kind == "incollection":
        fields["booktitle"] = _protect(item["container-title"])
    if kind in ("book", "incollection"):
        fields["publisher"] = item["publisher"]
    if kind == "misc":
        how = _howpublished(item)
        if how:
            fields["howpublished"] = how
    else:
        if "publisher-place" in item:
            fields["address"] = item["publisher-place"]
        if "volume" in item:
            fields["volume"] = item["volume"]
        if "page" in item and kind != "book":
            fields["pages"] = re.sub(r"\s*[-–]\s*", "--", item["page"])
    if "issued" in item:
        fields["year"] = _year(item)
    if "URL" in item:
        fields["url"] = item["URL"]
    if "accessed" in item:
        fields["urldate"] = _iso(item["accessed"])
    if item.get("language") in _LANGID:
        fields["language"] = _LANGID[item["language"]]
    persons = {
        role: [Person(_bibtex_name(n)) for n in item[role]]
        for role in ("author", "editor")
        if role in item
    }
    return Entry(kind, fields=fields, persons=persons)


_BIBLATEX_TYPE = {
    "book": "book",
    "chapter": "incollection",
    "entry-encyclopedia": "inreference",
    "article-journal": "article",
    "webpage": "online",
    "software": "software",
    "dataset": "dataset",
}


def biblatex_fields(item: dict[str, Any]) -> tuple[str, dict[str, str], dict[str, list[str]]]:
    """(entry type, fields, names) of a CSL-JSON item in biblatex's data model."""
    kind = _BIBLATEX_TYPE.get(item["type"], "misc")
    fields: dict[str, str] = {"title": _protect(item["title"])}
    container = item.get("container-title")
    if container:
        key = {"article": "journaltitle", "online": "organization"}.get(kind, "booktitle")
        fields[key] = _protect(container)
    for csl, bib in (
        ("publisher-place", "location"),
        ("publisher", "publisher"),
        ("volume", "volume"),
        ("version", "version"),
        ("URL", "url"),
    ):
        if csl in item:
            fields[bib] = str(item[csl])
    if "page" in item and kind != "book":
        fields["pages"] = re.sub(r"\s*[-–]\s*", "--", item["page"])
    if "issued" in item:
        fields["date"] = _iso(item["issued"])
    if "accessed" in item:
        fields["urldate"] = _iso(item["accessed"])
    if item.get("language") in _LANGID:
        fields["langid"] = _LANGID[item["language"]]
    names: dict[str, list[str]] = {
        role: [_bibtex_name(n) for n in item[role]] for role in ("author", "editor") if role in item
    }
    return kind, fields, names


def entry_text(key: str, entry: Any) -> str:
    """One entry written by pybtex in BibTeX syntax, its ``url`` left as it is.

    pybtex writes every field as LaTeX ("~" becomes ``\\textasciitilde``), which
    would break an address; ``url`` is read verbatim by BibTeX styles and biblatex.
    """
    from pybtex.database import BibliographyData
    from pybtex.database.output.bibtex import Writer  # type: ignore[import-untyped]

    class _Writer(Writer):  # type: ignore[misc]
        def _write_field(self, stream: Any, type: str, value: str) -> None:
            if type in ("url",):
                stream.write(f",\n    {type} = {self.quote(value)}")
            else:
                super()._write_field(stream, type, value)

    text: str = _Writer().to_string(BibliographyData({key: entry}))
    return text
