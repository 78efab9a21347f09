"""The whole bibliography in one file per format: every source, every ruleset, every option,
every editorial decision, every example hand record, the site.

[`bibliography_file`][bibliography_file] writes what ``python -m mouche cite --all --format
FMT`` prints, and what the site serves for download beside "How to cite"
([`BIBLIOGRAPHY_FILES`][BIBLIOGRAPHY_FILES]: the file name of each format).  Each file loads
whole in the tools readers use: pandoc's citeproc (BibTeX, biblatex, CSL-JSON), biber,
pybtex, a RIS reader; the tests load each one whole.  [`source_file`][source_file] writes
one source's entry alone ([`SOURCE_FILES`][SOURCE_FILES]: biblatex and RIS), the same entry
as in the whole bibliography, for the source's page to offer (``<link rel="alternate">``).
"""

from __future__ import annotations

import json
from dataclasses import replace
from urllib.parse import urlsplit

from mouche.citations.citables import (
    Citable,
    citable,
    decision_ids,
    option_ids,
    record_ids,
    ruleset_ids,
    source_citable,
)
from mouche.citations.csl import csl_data
from mouche.citations.ris import ris_record
from mouche.citations.site import SITE_TITLE
from mouche.citations.tex import biblatex_entry, bibtex_entry
from mouche.edition.model import Library

__all__ = [
    "BIBLIOGRAPHY_FILES",
    "MEDIA_TYPES",
    "SOURCE_FILES",
    "WHOLE_FORMATS",
    "bibliography_citables",
    "bibliography_file",
    "source_file",
]

BIBLIOGRAPHY_FILES = {
    "biblatex": "mouche-bibliography.bib",
    "bibtex": "mouche-bibliography.bibtex",
    "ris": "mouche-bibliography.ris",
    "csl-json": "mouche-bibliography.json",
}
"""The file each whole-bibliography format is served as."""
WHOLE_FORMATS = tuple(BIBLIOGRAPHY_FILES)
SOURCE_FILES = {"biblatex": ".bib", "ris": ".ris"}
"""The formats of one source's own file, and the suffix of its name (``academie.bib``)."""
MEDIA_TYPES = {
    "biblatex": "application/x-bibtex",
    "bibtex": "application/x-bibtex",
    "ris": "application/x-research-info-systems",
    "csl-json": "application/json",
}
"""The media type of each format's file (none is registered with IANA but JSON; these are
the names reference managers and browsers know)."""


def bibliography_citables(lib: Library, base: str = "") -> list[Citable]:
    """Every source (in file order), every ruleset, option, editorial decision and example
    hand record, then the site: every id a Cite panel offers but a clause's (a clause is
    cited as its source, which is here, with the clause as locator)."""
    out = [source_citable(s, base, credit_url=True) for s in lib.sources.values()]
    ids = [*ruleset_ids(), *option_ids(), *decision_ids(lib), *record_ids()]
    return [*out, *(citable(lib, i, base) for i in ids), citable(lib, "site", base)]


def bibliography_file(lib: Library, fmt: str, base: str = "") -> str:
    """The whole bibliography in ``fmt`` (one of [`WHOLE_FORMATS`][WHOLE_FORMATS])."""
    things = bibliography_citables(lib, base)
    if fmt not in WHOLE_FORMATS:
        raise ValueError(f"no whole bibliography in {fmt!r}; known: {', '.join(WHOLE_FORMATS)}")
    return _file(things, fmt, f"{SITE_TITLE}: the whole bibliography ({len(things)} entries)")


def source_file(lib: Library, source_id: str, fmt: str, base: str = "") -> str:
    """One source's entry alone in ``fmt`` (one of [`SOURCE_FILES`][SOURCE_FILES]), as in
    the whole bibliography (its edition credited with its page's address)."""
    if fmt not in SOURCE_FILES:
        raise ValueError(f"no source file in {fmt!r}; known: {', '.join(SOURCE_FILES)}")
    thing = source_citable(lib.source(source_id), base, credit_url=True)
    return _file([thing], fmt, f"{SITE_TITLE}: {source_id}")


def _addressed(c: Citable) -> Citable:
    """``c`` with no address that names no host: a file leaves the page it was downloaded
    from, and in a reader's library a relative address (``rulesets/academie/``, ``./``, what
    a build without a public address writes) leads nowhere. (The Cite panel shows the same
    address completed from the page's own, ``site.js``.)"""
    url = str(c.item.get("URL", ""))
    if not url or urlsplit(url).netloc:
        return c
    return replace(c, item={k: v for k, v in c.item.items() if k not in ("URL", "accessed")})


def _file(things: list[Citable], fmt: str, head: str) -> str:
    things = [_addressed(c) for c in things]
    if fmt == "csl-json":
        return json.dumps(csl_data(things), ensure_ascii=False, indent=2) + "\n"
    if fmt == "ris":
        return "\n".join(ris_record(c) for c in things)  # a blank line between records
    entry = bibtex_entry if fmt == "bibtex" else biblatex_entry
    body = "\n".join(entry(c.item, c.hints) for c in things)
    return f"% {head}, encoded in UTF-8\n\n{body}"
