"""Citations of everything a reader may cite, in every format the site offers.

[`citable`][mouche.citations.citables.citable] resolves an id to a
[`Citable`][mouche.citations.citables.Citable];
[`render`][mouche.citations.formats.render] writes it in one of
[`FORMATS`][mouche.citations.formats.FORMATS] (Chicago note and bibliography, BibTeX,
biblatex, RIS, CSL-JSON, a CSL citation, the permalink);
[`bibliography_file`][mouche.citations.whole.bibliography_file] writes the whole
bibliography in one file per format, [`source_file`][mouche.citations.whole.source_file]
one source's entry alone.  One module per concept:

| module | what |
|---|---|
| `site` | the site's address, version, release date, build date |
| `items` | CSL-JSON items of sources and of the site's pages |
| `locators` | where a clause stands in its source |
| `citables` | ids resolved to things to cite |
| `citeproc`, `chicago`, `pages` | Chicago strings (CMOS 17) |
| `tex`, `ris`, `csl` | BibTeX and biblatex, RIS, CSL-JSON |
| `formats`, `whole` | one thing in a format; the whole bibliography |
| `meta` | Highwire tags and COinS for the site's pages |
| `cli` | ``python -m mouche cite`` |

The base of every permalink is the site's public address ([`site_url`][site_url]:
``MOUCHE_SITE_URL``, or ``--site-url``); without one, permalinks are relative to the
site's root and carry no host.  ``citeproc-py`` and ``pybtex`` are development
dependencies, imported only where Chicago strings are written; the package imports
without them.  Authors' names are split in
[`mouche.edition.authors`][mouche.edition.authors], below the citations and the edition's TEI.
"""

from __future__ import annotations

from typing import Any

from mouche.citations import chicago as styles
from mouche.citations.chicago import quotes_inside
from mouche.citations.citables import (
    RECORDS_DIR,
    Citable,
    UnknownCitable,
    citable,
    citable_ids,
    ruleset_permalink,
    source_citable,
)
from mouche.citations.citeproc import CSL_DIR, CSL_LOCALE_FILE, CSL_STYLE, CSL_STYLE_FILE
from mouche.citations.cli import cite_main
from mouche.citations.csl import ZOTERO_CSL_TYPES, csl_citation, csl_data, export_item
from mouche.citations.formats import FORMATS, chicago_bibliography, chicago_note, render
from mouche.citations.items import csl_item, csl_type, site_item
from mouche.citations.locators import Locator, clause_locator
from mouche.citations.meta import coins_title, highwire_tags
from mouche.citations.pages import page_range
from mouche.citations.site import (
    MONTHS,
    RELEASE_DATE,
    SITE_AUTHOR,
    SITE_TITLE,
    SITE_URL_ENV,
    build_date,
    site_url,
    version_line,
)
from mouche.citations.whole import (
    BIBLIOGRAPHY_FILES,
    MEDIA_TYPES,
    SOURCE_FILES,
    bibliography_citables,
    bibliography_file,
    source_file,
)
from mouche.edition.authors import attributed, csl_names, csl_roles
from mouche.edition.model import Clause, Library
from mouche.editorial import EditorialDecision

__all__ = [
    "BIBLIOGRAPHY_FILES",
    "CSL_DIR",
    "CSL_LOCALE_FILE",
    "CSL_STYLE",
    "CSL_STYLE_FILE",
    "FORMATS",
    "MEDIA_TYPES",
    "MONTHS",
    "RECORDS_DIR",
    "RELEASE_DATE",
    "SITE_AUTHOR",
    "SITE_TITLE",
    "SITE_URL_ENV",
    "SOURCE_FILES",
    "ZOTERO_CSL_TYPES",
    "Citable",
    "Locator",
    "UnknownCitable",
    "attributed",
    "bibliography",
    "bibliography_citables",
    "bibliography_file",
    "build_date",
    "chicago_bibliography",
    "chicago_note",
    "citable",
    "citable_ids",
    "cite",
    "cite_main",
    "clause_citation",
    "clause_locator",
    "coins_title",
    "csl_citation",
    "csl_data",
    "csl_item",
    "csl_items",
    "csl_names",
    "csl_roles",
    "csl_type",
    "decision_citation",
    "export_item",
    "highwire_tags",
    "page_range",
    "quotes_inside",
    "render",
    "ruleset_citation",
    "ruleset_permalink",
    "site_citation",
    "site_item",
    "site_url",
    "source_citation",
    "source_file",
    "validate_csl",
    "version_line",
]


def cite(lib: Library, item_id: str, fmt: str = "chicago-note", base: str = "") -> str:
    """What ``python -m mouche cite ITEM_ID --format FMT`` prints (without the newline)."""
    return render(citable(lib, item_id, base), fmt).rstrip("\n")


# --------------------------------------------------------------------------- shorthands


def csl_items(library: Library, base: str = "") -> list[dict[str, Any]]:
    """CSL-JSON for every source, in file order."""
    return [csl_item(s, base) for s in library.sources.values()]


def bibliography(library: Library, html: bool = False) -> list[tuple[str, str]]:
    """(source id, Chicago bibliography entry) for every source, sorted as Chicago sorts."""
    items = [
        {**c.item, **c.hints}
        for c in map(lambda s: source_citable(s, ""), library.sources.values())
    ]
    return styles.bibliography(items, html)


def source_citation(library: Library, source_id: str, page: str = "", html: bool = False) -> str:
    """The first-note (full) Chicago citation of a source, with an optional page."""
    c = source_citable(library.source(source_id), "")
    return styles.note({**c.item, **c.hints}, page_range(page), html)


def clause_citation(
    library: Library, clause_id: str, base_url: str = "", html: bool = False
) -> str:
    """A Chicago note citing one clause (or editorial decision), with its permalink."""
    item = library.resolve(clause_id)
    if not isinstance(item, (Clause, EditorialDecision)):
        raise KeyError(f"{clause_id!r} is not a clause")
    return chicago_note(citable(library, item.id, base_url), html)


def decision_citation(
    library: Library, decision_id: str, base_url: str = "", html: bool = False
) -> str:
    """A Chicago note citing an editorial decision of this project."""
    return chicago_note(citable(library, library.decision(decision_id).id, base_url), html)


def ruleset_citation(ruleset_id: str, title: str, base_url: str = "", html: bool = False) -> str:
    """A Chicago note citing one of the site's rulesets."""
    from mouche.citations.citables import _ruleset_citable

    return chicago_note(_ruleset_citable(ruleset_id, title, base_url), html)


def site_citation(base_url: str = "", html: bool = False) -> str:
    """A Chicago bibliography entry for the site itself."""
    from mouche.citations.citables import _site_citable

    return chicago_bibliography(_site_citable(base_url), html)


def validate_csl(items: list[dict[str, Any]]) -> list[str]:
    """Round-trip items through citeproc-py; their bibliography entries, or ValueError."""
    for item in items:
        for name in ("id", "type", "title"):
            if not item.get(name):
                raise ValueError(f"CSL item {item.get('id')!r}: missing {name!r}")
    entries = styles.bibliography(items)
    if len(entries) != len(items):
        raise ValueError(f"citeproc-py rendered {len(entries)} entries for {len(items)} items")
    return [e for _, e in entries]


def bibtex(library: Library) -> str:
    """Every source as BibTeX, keys being the source ids."""
    from mouche.citations.tex import bibtex_entry

    return "\n".join(
        bibtex_entry(c.item, c.hints)
        for c in (source_citable(s, "") for s in library.sources.values())
    )
