"""Authors' names, split once for every format and every page that names a source.

The home of name splitting, below the edition's short names
([`mouche.edition.names`][mouche.edition.names]), its TEI header and every citation format
(``mouche.citations`` imports it from here).

A name sorts under the same letter in BibTeX and in CSL (``Honoré de Balzac``: under B in
both); a name supplied by cataloguers (``[Charles Cotton]``, CMOS 17, 14.79) is *attributed*
and keeps its brackets in every format ([`attributed`][attributed]).
"""

from __future__ import annotations

import re

__all__ = [
    "ANONYMOUS",
    "attributed",
    "bibtex_name",
    "csl_names",
    "csl_roles",
    "name_forms",
]

ANONYMOUS = "Anonymous"
"""What BibTeX and biblatex get as the author of an anonymous work (their styles need one;
CMOS 17, 14.79 allows it in a bibliography that lists several anonymous works)."""

_ANONYMOUS = {"", "anonymous", "anon.", "anon", "unknown", "n/a"}
_PARTICLES = {"de", "d'", "du", "des", "van", "der", "den", "von", "la", "le", "di", "da"}
_CORPORATE = re.compile(
    r"\b(acad[ée]mie|academy|society|wikipedia|contributors|encyclop|britannica|"
    r"partnership|institute|university|press|club|association|editors|éditeurs|jeux)",
    re.IGNORECASE,
)
_EDITORS = re.compile(r"\s*\((eds?)\.?\)\s*$")


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


def name_forms(name: dict[str, str]) -> tuple[str, str]:
    """(note form, bibliography form) of a CSL name: ``Charles Cotton``, ``Cotton, Charles``.

    >>> name_forms({"family": "Balzac", "given": "Honoré", "dropping-particle": "de"})
    ('Honoré de Balzac', 'Balzac, Honoré de')
    >>> name_forms({"family": "Aa", "given": "Pierre", "non-dropping-particle": "van der"})
    ('Pierre van der Aa', 'Aa, Pierre van der')
    """
    if "literal" in name:
        return name["literal"], name["literal"]
    particle = name.get("dropping-particle") or name.get("non-dropping-particle") or ""
    given = " ".join(p for p in (name.get("given", ""), particle) if p)
    note = " ".join(p for p in (name.get("given", ""), particle, name["family"]) if p)
    return note, f"{name['family']}, {given}" if given else name["family"]


def bibtex_name(name: dict[str, str]) -> str:
    """A CSL name as BibTeX writes it, sorting under the same letter as in CSL.

    Chicago's CSL styles sort a particle after the family name (``Aa, Pierre van
    der``; ``Balzac, Honoré de``), so the particle goes with the given names:
    BibTeX then sorts on the family name too and still prints "Pierre van der Aa".

    >>> bibtex_name({"family": "Aa", "given": "Pierre", "non-dropping-particle": "van der"})
    'Aa, Pierre van der'
    >>> bibtex_name({"literal": "Académie des Jeux Oubliés"})
    '{Académie des Jeux Oubliés}'
    """
    if "literal" in name:
        return "{" + name["literal"] + "}"
    _, bib = name_forms(name)
    family = name["family"]
    return bib.replace(family, "{" + family + "}", 1) if " " in family else bib
