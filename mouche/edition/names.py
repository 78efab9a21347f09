"""How running text names a source: its short name, and the language of its title.

The site's navigation, headings and clause labels call a source by a short name made
from its bibliography: the author's family name and the year for a person
(``Cotton 1674``), the body or website for an institution (``adpoker.fr``), the book
an anonymous text is in (``Hoyle's Games``), or the printer of an anonymous book
(``Van der Aa 1721``).  Two sources that would get the same name (two articles of one
encyclopaedia volume) add their titles: ``Encyclopédie 1765 (Mouche)``.

>>> cotton = Source(id="cotton1674", kind="primary", status="transcribed",
...     families=("lanterloo",), author="[Charles Cotton]",
...     title="The Compleat Gamester", year=1674, language="en")
>>> short_name(cotton)
'Cotton 1674'
>>> anonymous = Source(id="vanderaa1721", kind="primary", status="reported",
...     families=("mouche",), author="Anonymous", publisher="Pierre van der Aa",
...     title="La plus nouvelle Académie universelle des jeux", year=1721, language="fr")
>>> short_name(anonymous)
'Van der Aa 1721'
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Iterable

from mouche.edition.authors import csl_names
from mouche.edition.model import Source

__all__ = ["short_name", "short_names", "title_language", "work_name"]

_CYRILLIC_LANGUAGES = frozenset({"ru", "uk", "be", "bg", "sr"})
_CYRILLIC = re.compile("[\u0400-\u04ff]")


def work_name(text: str) -> str:
    """The work, not its series: ``Encyclopédie méthodique. Dictionnaire des jeux`` gives
    ``Dictionnaire des jeux``; brackets (a title supplied by the cataloguer) dropped."""
    return text.strip("[] ").split(",")[0].strip().split(". ")[-1]


def short_name(source: Source) -> str:
    """A short name for running text, before two sources' names are told apart.

    >>> wiki = Source(id="wikipedia-loo", kind="secondary", status="secondary",
    ...     families=("loo",), author="Wikipedia contributors", title="[Article on Loo]",
    ...     container_title="Wikipedia (English)", year=0, language="en")
    >>> short_name(wiki)
    'Wikipedia, Article on Loo'
    >>> eds = Source(id="encyclopedie1765", kind="primary", status="transcribed",
    ...     families=("mouche",), author="Diderot, Denis and d'Alembert, Jean le Rond (eds.)",
    ...     title="Mouche, le jeu de la mouche",
    ...     container_title="Encyclopédie, ou Dictionnaire raisonné des sciences",
    ...     year=1765, language="fr")
    >>> short_name(eds)
    'Encyclopédie 1765'
    """
    names = (
        csl_names(source.author) if source.author and not source.author.endswith("(eds.)") else []
    )
    printer = csl_names(source.publisher) if source.publisher else []
    if not names and not source.container_title and printer and "given" in printer[0]:
        # an anonymous book known by its printer: "Van der Aa 1721" (Leide: Pierre van der Aa)
        particle = printer[0].get("non-dropping-particle", "")
        name = f"{particle} {printer[0]['family']}".strip()
        name = name[0].upper() + name[1:]
    elif not names:  # anonymous: the book it is in, else its title
        name = work_name(source.container_title) or work_name(source.title or source.id)
    elif "literal" in names[0] and names[0]["literal"].lower().startswith("wikipedia"):
        name = f"Wikipedia, {work_name(source.title or source.id)}"
    elif "given" in names[0]:  # a person
        name = names[0]["family"]
        if len(names) > 2:
            name += " et al."
        elif len(names) == 2:
            name += f" & {names[1]['family']}"
    else:  # a body or a website
        name = source.author
    return f"{name} {source.year}" if source.year else name


def short_names(sources: Iterable[Source]) -> dict[str, str]:
    """Each source's short name by source id; names two sources share add the titles.

    >>> common = dict(kind="primary", status="transcribed", families=("mouche",),
    ...     author="Diderot, Denis and d'Alembert, Jean le Rond (eds.)",
    ...     container_title="Encyclopédie", year=1765, language="fr")
    >>> short_names([Source(id="a", title="Mouche, le jeu de la mouche", **common),
    ...              Source(id="b", title="Triomphe, jeu de la", **common)])
    {'a': 'Encyclopédie 1765 (Mouche)', 'b': 'Encyclopédie 1765 (Triomphe)'}
    """
    sources = list(sources)
    plain = {s.id: short_name(s) for s in sources}
    uses = Counter(plain.values())
    return {
        s.id: f"{plain[s.id]} ({s.title.split(',')[0].strip()})"
        if uses[plain[s.id]] > 1
        else plain[s.id]
        for s in sources
    }


def title_language(source: Source) -> str:
    """The language of a source's title: the source's, unless the title is not in its script.

    A Russian translation catalogued under its English original's title
    (``Mouche (card game)``) has an English title.

    >>> ru = Source(id="wikipedia-ru", kind="secondary", status="secondary",
    ...     families=("mouche",), author="Wikipedia contributors",
    ...     title="Mouche (card game)", year=0, language="ru")
    >>> title_language(ru)
    'en'
    """
    lang = source.language or "und"
    if lang.split("-")[0] in _CYRILLIC_LANGUAGES and not _CYRILLIC.search(source.title):
        return "en"
    return lang
