"""The text of a source's TEI file: the edition and our translations, clause by clause.

The body holds the edition (``div type="edition"``, in the source's language) and our
translations (``div type="translation"``, ``xml:lang="en"`` / ``"ru"``, ``@resp``): each
clause a ``div`` whose ``xml:id`` is the clause id and ``n`` its locator (article or
paragraph), the translated clause pointing to it by ``corresp``.  In the edition a clause
is one ``ab``: the reading with its marks
([`mouche.edition.tei.apparatus`][mouche.edition.tei.apparatus]), a crux a ``sic``
standing alone (``ana="#crux"``), each conjecture and crux followed by its short note
("conj.", "crux":
[`certainty_note`][mouche.edition.tei.apparatus.certainty_note]), the page breaks
([`mouche.edition.tei.pages`][mouche.edition.tei.pages]) as ``pb`` (a running head the reading
deletes as ``fw type="header"`` after it), then our note and the clauses it points to.
"""

from __future__ import annotations

import xml.etree.ElementTree as ET
from collections.abc import Sequence

from mouche.edition.marks import mark_segments
from mouche.edition.model import Clause, Source, clause_permalink
from mouche.edition.tei.apparatus import certainty_note, change
from mouche.edition.tei.elements import Mixed, element, ncname, subelement
from mouche.edition.tei.pages import PageBreak

__all__ = ["clause_div", "translation_div"]


def _edition_ab(clause: Clause, breaks: Sequence[PageBreak]) -> tuple[ET.Element, list[str]]:
    """The clause's reading as an ``ab``, and the ids of its conjectures and cruxes."""
    ab = element("ab")
    out = Mixed(ab)
    at = {b.index: b for b in breaks}
    flagged: list[str] = []
    cruxes = conjectures = 0
    for i, seg in enumerate(mark_segments(clause.reading)):
        brk = at.get(i)
        if brk is not None:
            out.add(element("pb", n=brk.page))
        if seg.kind == "text":
            out.text(seg.raw)
        elif seg.kind == "crux":
            cruxes += 1
            crux_id = ncname(f"{clause.id}_crux{cruxes}")
            out.add(element("sic", seg.raw, ana="#crux", resp="#editors", xml_id=crux_id))
            out.add(certainty_note("crux", crux_id))
            flagged.append(crux_id)
        else:
            conj_id = ""
            if seg.conjecture:
                conjectures += 1
                conj_id = ncname(f"{clause.id}_conj{conjectures}")
                flagged.append(conj_id)
            choice = change(seg, conj_id)
            if brk is not None and brk.how == "head":  # a certain deletion, never a conjecture
                out.add(element("fw", type="header", place="top")).append(choice)
            else:
                out.add(choice)
            if conj_id:
                out.add(certainty_note("conjecture", conj_id))
    return ab, flagged


def _note(text: str, kind: str, targets: Sequence[str] = ()) -> ET.Element:
    return element(
        "note",
        text.strip(),
        type=kind,
        resp="#editors",
        xml_lang="en",
        target=" ".join(f"#{t}" for t in targets),
    )


def clause_div(clause: Clause, breaks: Sequence[PageBreak], base_url: str) -> ET.Element:
    div = element("div", type="clause", xml_id=ncname(clause.id), n=clause.locator)
    ab, flagged = _edition_ab(clause, breaks)
    div.append(ab)
    if clause.note:
        div.append(_note(clause.note, "editorial", [clause.id, *flagged]))
    if clause.see_also:
        see = _note("See also:", "see-also")
        see.text = "See also: "
        refs = Mixed(see)
        for n, other in enumerate(clause.see_also):
            if n:
                refs.text(", ")
            target = clause_permalink(other, base_url) if base_url else ""
            refs.add(element("ref", other, target=target))
        refs.text(".")
        div.append(see)
    return div


def translation_div(source: Source, lang: str, field: str) -> ET.Element | None:
    clauses = [c for c in source.clauses if getattr(c, field)]
    if not clauses:
        return None
    subtype = "modernisation" if lang == source.language else ""
    div = element("div", type="translation", subtype=subtype, xml_lang=lang, resp="#editors")
    for c in clauses:
        part = subelement(
            div,
            "div",
            type="clause",
            xml_id=ncname(f"{c.id}_{lang}"),
            n=c.locator,
            corresp=f"#{c.id}",
        )
        subelement(part, "ab", getattr(c, field).strip())
    return div
