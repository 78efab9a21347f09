"""One citable thing in each format of [`FORMATS`][FORMATS].

* ``chicago-note`` and ``chicago-bibliography``: *The Chicago Manual of Style*, 17th
  edition ([`mouche.citations.chicago`][mouche.citations.chicago]).  A clause is cited as
  its source with the clause as locator, then its permalink; a reported clause as its
  unseen source "cited in" the source that reports it (CMOS 17, 14.260), located there.  A
  note carries one URL: a clause's gives the permalink, not the address of the source.
* ``bibtex`` and ``biblatex``: the entry (a clause's is its source's: an entry has no
  locator) and the cite command that carries the locator, ``\\cite[102, art.~13]{academie}``.
* ``ris``: the RIS record.
* ``csl-json``: an array of CSL items; ``csl-citation``: the CSL citation with its locator.

A clause's entry in BibTeX, biblatex, RIS and CSL-JSON carries the clause's locator and
permalink in the field each format keeps for a free note (``note``, ``N1``, CSL ``note``,
which Zotero keeps as Extra): an editor who imports it keeps the way back to the
transcription cited ([`clause_entry`][clause_entry]).
* ``permalink``: ``{base}sources/academie/#academie.13`` and the like.
"""

from __future__ import annotations

import json
from dataclasses import replace

from mouche.citations import chicago
from mouche.citations.citables import Citable
from mouche.citations.csl import csl_citation, csl_data
from mouche.citations.ris import ris_record
from mouche.citations.tex import biblatex_entry, bibtex_entry

__all__ = ["FORMATS", "chicago_bibliography", "chicago_note", "clause_entry", "render"]

FORMATS = (
    "chicago-note",
    "chicago-bibliography",
    "bibtex",
    "biblatex",
    "ris",
    "csl-json",
    "csl-citation",
    "permalink",
)


def _without_url(item: dict[str, object]) -> dict[str, object]:
    return {k: v for k, v in item.items() if k not in ("URL", "accessed")}


def chicago_note(c: Citable, html: bool = False) -> str:
    """The full Chicago note: a clause with its locator and permalink (one URL)."""
    item = {**c.item, **c.hints}
    if c.kind != "clause":
        return chicago.note(item, html=html)
    own = c.locator.chicago(html) if c.locator else ""
    parts = [chicago.strip_end(chicago.note(_without_url(item), own, html))]
    if c.reported_in is not None:
        r = c.reported_in
        where = c.reported_at.chicago(html) if c.reported_at else ""
        report = chicago.note({**_without_url(r.item), **r.hints}, where, html)
        parts.append("cited in " + chicago.strip_end(report))
    if c.permalink:
        parts.append(c.permalink)
    return chicago.quotes_inside(", ".join(parts) + ".")


def chicago_bibliography(c: Citable, html: bool = False) -> str:
    """The Chicago bibliography entry of what ``c`` cites (a clause: its source)."""
    ((_, entry),) = chicago.bibliography([{**c.item, **c.hints}], html)
    return entry


def clause_entry(c: Citable) -> Citable:
    """``c`` as its entry leaves the site: a clause's source item with the clause's locator
    and permalink added to its ``note`` (anything else unchanged)."""
    if c.kind != "clause" or not c.permalink:
        return c
    where = f"{c.locator.chicago(False)}, " if c.locator else ""
    cited = chicago.quotes_inside(f"cited at {where}{c.permalink}")
    note = c.item.get("note")
    return replace(c, item={**c.item, "note": f"{note}; {cited}" if note else "C" + cited[1:]})


def _cite_command(command: str, c: Citable) -> str:
    biblatex = command == "autocite"
    postnote = c.locator.latex(c.item["title"] if biblatex else "") if c.locator else ""
    post = f"[{postnote}]" if postnote else ""
    return f"% Cite it as: \\{command}{post}{{{c.key}}}\n"


def render(c: Citable, fmt: str, html: bool = False) -> str:
    """``c`` in the format ``fmt`` (one of [`FORMATS`][FORMATS]); ``html`` for the Chicago ones."""
    if fmt == "chicago-note":
        return chicago_note(c, html)
    if fmt == "chicago-bibliography":
        return chicago_bibliography(c, html)
    if fmt in ("bibtex", "biblatex", "ris", "csl-json"):
        c = clause_entry(c)
    if fmt == "bibtex":
        return bibtex_entry(c.item, c.hints) + "\n" + _cite_command("cite", c)
    if fmt == "biblatex":
        return biblatex_entry(c.item, c.hints) + "\n" + _cite_command("autocite", c)
    if fmt == "ris":
        return ris_record(c)
    if fmt == "csl-json":
        return json.dumps(csl_data([c]), ensure_ascii=False, indent=2)
    if fmt == "csl-citation":
        return json.dumps(csl_citation(c), ensure_ascii=False, indent=2)
    if fmt == "permalink":
        return c.permalink
    raise ValueError(f"unknown citation format {fmt!r}; known: {', '.join(FORMATS)}")
