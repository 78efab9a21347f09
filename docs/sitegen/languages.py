"""The site's three interfaces: English at the root, French under ``fr/``, Russian under ``ru/``.

One ``mkdocs.yml``, one ``docs/``: a build's language is ``theme.language``, which
``mkdocs.yml`` reads from ``MOUCHE_LANGUAGE`` (English when unset). The English build
(``make site``, ``mkdocs build``) builds the French and Russian trees into its own
``site_dir`` once its pages are written (``docs/hooks/languages.py``), in the same
process, so that what does not depend on the language is made once: the site's data,
the citations, the TEI and plain-text exports (``functools.cache``), and the engine in the
browser (the wheel, Pyodide, the charts), the site's scripts and stylesheets, which only
the root holds and every tree's pages load from it.

Every page has the same relative path and the same anchors in every tree
(``/fr/rules/#academie.13``), so that the language switch and the ``hreflang`` links
lead to the same page, and permalinks and citations (which name the English address)
never change with the interface. Editorial decision: the engine reference (the
docstrings: code documentation, written in English as the code is) is English only; the
French and Russian trees have its index page, which says so in the reader's language
and leads to the English pages.
"""

from __future__ import annotations

from dataclasses import dataclass
from urllib.parse import urlsplit

from babel import Locale, UnknownLocaleError

DEFAULT = "en"
LANGUAGES: dict[str, str] = {"en": "English", "fr": "Français", "ru": "Русский"}
"""Each interface's language (BCP 47) and its name in that language, in the switch's order."""
LANGUAGE_ENV = "MOUCHE_LANGUAGE"
"""The variable ``mkdocs.yml`` reads the build's language from (``theme.language``)."""
REFERENCE = "reference/"
"""The engine reference's folder: its module pages are English only."""
SHARED_FOLDERS = ("javascripts/", "stylesheets/")
"""Files of ``docs/`` that only the root tree holds; the other trees' pages load them
from there (the engine's scripts find the engine's files beside them, at the root)."""


def tree(lang: str) -> str:
    """The folder of ``lang``'s pages under the site's root: ``""`` for English, ``"fr/"``.

    >>> tree("en"), tree("ru")
    ('', 'ru/')
    """
    return "" if lang == DEFAULT else f"{lang}/"


def counterpart(url: str, lang: str) -> str:
    """The address (relative to its tree) of the page ``url`` in the ``lang`` interface:
    the same, but an engine module's page, which only English has (its index instead).

    >>> counterpart("rules/", "fr"), counterpart("reference/deal/", "ru")
    ('rules/', 'reference/')
    >>> counterpart("reference/deal/", "en")
    'reference/deal/'
    """
    if lang != DEFAULT and url.startswith(REFERENCE) and url != REFERENCE:
        return REFERENCE
    return url


def up_to_root(url: str) -> str:
    """The relative path from the page at ``url`` (relative to the site's root) to the root.

    >>> up_to_root("fr/rules/"), up_to_root(""), up_to_root("fr/"), up_to_root("404.html")
    ('../../', '', '../', '')
    """
    return "../" * url.count("/")


@dataclass(frozen=True, slots=True)
class Alternate:
    """One interface's version of a page, as the switch and the ``hreflang`` links give it."""

    lang: str
    name: str
    href: str
    """Relative to the page it is written on (works on any host, offline too)."""
    url: str
    """Absolute, from the site's address (the sitemap)."""
    current: bool
    link: str
    """What the page's ``hreflang`` link names: ``url`` for a site with a public address,
    else ``href`` (a local build names no host, as its citations do not)."""


def alternates(url: str, lang: str, root_url: str, public: bool = True) -> list[Alternate]:
    """Every interface's version of the page at ``url`` (relative to the ``lang`` tree), in
    the switch's order; ``root_url``: the site's address (ending with ``/``); ``public``:
    whether that is its public address."""
    up = up_to_root(tree(lang) + url)
    out = []
    for other, name in LANGUAGES.items():
        path = tree(other) + (url if other == lang else counterpart(url, other))
        href, absolute = up + path or "./", root_url + path
        out.append(
            Alternate(other, name, href, absolute, other == lang, absolute if public else href)
        )
    return out


def homes(lang: str, root_url: str) -> list[Alternate]:
    """Every interface's home page, for the language switch of a page that has no versions
    (the 404 page, which a host serves at any address, so its links are from the host's root:
    the path of ``root_url``, the site's address).

    >>> [(h.lang, h.href, h.current) for h in homes("fr", "https://example.org/mouche/")]
    [('en', '/mouche/', False), ('fr', '/mouche/fr/', True), ('ru', '/mouche/ru/', False)]
    """
    base = urlsplit(root_url).path or "/"
    return [
        Alternate(other, name, base + tree(other), root_url + tree(other), other == lang, "")
        for other, name in LANGUAGES.items()
    ]


def root_site_url(site_url: str, lang: str) -> str:
    """The site's root address from a tree's ``site_url`` (which ends with its folder)."""
    return site_url.removesuffix(tree(lang)) if tree(lang) else site_url


def language_name(code: str, lang: str) -> str:
    """The name of the language ``code`` (BCP 47) in the interface language ``lang``, as a
    table cell starts it ('French', 'Français', 'Французский'; CLDR's names, by Babel); the
    code itself where CLDR has no name for it.

    >>> language_name("fr", "en"), language_name("en", "fr"), language_name("la", "ru")
    ('French', 'Anglais', 'Латинский')
    """
    try:
        name = Locale.parse(lang).languages.get(code.replace("-", "_"))
    except (UnknownLocaleError, ValueError):
        name = None
    return name[:1].upper() + name[1:] if name else code
