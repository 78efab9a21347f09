"""The whole bibliography in one file per format: every source, every ruleset, the site.

[`bibliography_file`][bibliography_file] writes what ``python -m mouche cite --all --format
FMT`` prints, and what the site serves for download beside "How to cite"
([`BIBLIOGRAPHY_FILES`][BIBLIOGRAPHY_FILES]: the file name of each format).  Each file loads
whole in the tools readers use: pandoc's citeproc (BibTeX, biblatex, CSL-JSON), biber,
pybtex, a RIS reader; the tests load each one whole.
"""

from __future__ import annotations

import json

from mouche.citations.citables import Citable, citable, ruleset_ids, source_citable
from mouche.citations.csl import csl_data
from mouche.citations.ris import ris_record
from mouche.citations.site import SITE_TITLE
from mouche.citations.tex import biblatex_entry, bibtex_entry
from mouche.edition.model import Library

__all__ = ["BIBLIOGRAPHY_FILES", "WHOLE_FORMATS", "bibliography_citables", "bibliography_file"]

BIBLIOGRAPHY_FILES = {
    "biblatex": "mouche-bibliography.bib",
    "bibtex": "mouche-bibliography.bibtex",
    "ris": "mouche-bibliography.ris",
    "csl-json": "mouche-bibliography.json",
}
"""The file each whole-bibliography format is served as."""
WHOLE_FORMATS = tuple(BIBLIOGRAPHY_FILES)


def bibliography_citables(lib: Library, base: str = "") -> list[Citable]:
    """Every source (in file order), every ruleset, then the site."""
    out = [source_citable(s, base, credit_url=True) for s in lib.sources.values()]
    out += [citable(lib, rid, base) for rid in ruleset_ids()]
    return [*out, citable(lib, "site", base)]


def bibliography_file(lib: Library, fmt: str, base: str = "") -> str:
    """The whole bibliography in ``fmt`` (one of [`WHOLE_FORMATS`][WHOLE_FORMATS])."""
    things = bibliography_citables(lib, base)
    if fmt == "csl-json":
        return json.dumps(csl_data(things), ensure_ascii=False, indent=2) + "\n"
    head = f"{SITE_TITLE}: the whole bibliography ({len(things)} entries)"
    if fmt == "ris":
        return "".join(ris_record(c) + "\n" for c in things)
    if fmt == "bibtex":
        body = "\n".join(bibtex_entry(c.item, c.hints) for c in things)
    elif fmt == "biblatex":
        body = "\n".join(biblatex_entry(c.item, c.hints) for c in things)
    else:
        raise ValueError(f"no whole bibliography in {fmt!r}; known: {', '.join(WHOLE_FORMATS)}")
    return f"% {head}, encoded in UTF-8\n\n{body}"
