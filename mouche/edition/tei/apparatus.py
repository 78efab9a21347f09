"""The marks of a reading as TEI: one mark, one element.

Our reading comes first in every ``choice`` (``corr`` before ``sic``, ``reg`` before
``orig``): tools that show one child of a ``choice`` show the first, as the TEI Consortium's
Stylesheets do, and a reader of their text or HTML gets our reading, not the raw OCR.

* a correction: ``<choice><corr cert="high">reading</corr><sic>raw</sic></choice>``;
* a conjecture: the same with ``<corr cert="low" evidence="conjecture" xml:id=…>``,
  which the clause's editorial note names in ``@target`` (the note says why that guess);
* a transcriber's own mark in the copy (a bracketed page number or remark, or the "[…]"
  we add where the copy begins or breaks off) ([`transcriber_mark`][transcriber_mark]):
  ``<choice><reg>…</reg><orig>…</orig></choice>``, our sign of omission a
  ``<gap reason="not-in-hand"/>``.

A crux (``<sic ana="#crux">`` standing alone) is written with the clause
([`mouche.edition.tei.body`][mouche.edition.tei.body]).
"""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET

from mouche.edition.marks import Segment
from mouche.edition.tei.elements import Mixed, element, subelement

__all__ = ["GAP_REASON", "OMISSION", "change", "transcriber_mark"]

GAP_REASON = "not-in-hand"
"""The ``@reason`` of the ``gap`` that stands for "[…]": the copy we have begins or breaks off."""
OMISSION = "[…]"
"""Our sign of omission in a reading."""
_BRACKETED_RE = re.compile(r"\[[^\[\]]*\]")


def transcriber_mark(seg: Segment) -> bool:
    """A certain change that touches only the transcriber's marks, not the source's words.

    Its raw text is a bracketed remark of the copy ("[p. 145]", "[EXCERPT ENDS HERE]")
    or nothing, and our reading is nothing or the sign of omission "[…]".
    """
    raw, new = seg.raw.strip(), seg.reading.strip()
    return (
        seg.kind in ("replace", "delete", "insert")
        and not seg.conjecture
        and (not raw or _BRACKETED_RE.fullmatch(raw) is not None)
        and new in ("", OMISSION)
        and (raw or new) != ""
    )


def _our_text(parent: ET.Element, text: str) -> None:
    """Our reading inside ``reg``: the sign "[…]" as a ``gap``."""
    out = Mixed(parent)
    for n, piece in enumerate(text.split(OMISSION)):
        if n:
            out.add(element("gap", reason=GAP_REASON))
        out.text(piece)


def change(seg: Segment, conj_id: str) -> ET.Element:
    """The ``choice`` of one change: ``orig``/``reg`` or ``sic``/``corr`` (``conj_id``: the
    ``xml:id`` of a conjecture's ``corr``)."""
    choice = element("choice")
    if transcriber_mark(seg):
        _our_text(subelement(choice, "reg", resp="#editors"), seg.reading)
        subelement(choice, "orig", seg.raw)
        return choice
    if seg.conjecture:
        corr = subelement(
            choice, "corr", cert="low", evidence="conjecture", resp="#editors", xml_id=conj_id
        )
    else:
        corr = subelement(choice, "corr", cert="high", resp="#editors")
    corr.text = seg.reading or None
    subelement(choice, "sic", seg.raw)
    return choice
