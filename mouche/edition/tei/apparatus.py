"""The marks of a reading as TEI: one mark, one element.

Our reading comes first in every ``choice`` (``corr`` before ``sic``, ``reg`` before
``orig``): tools that show one child of a ``choice`` show the first, as the TEI Consortium's
Stylesheets do, and a reader of their text or HTML gets our reading, not the raw OCR.

* a correction: ``<choice><corr cert="high">reading</corr><sic>raw</sic></choice>``;
* a conjecture: the same with ``<corr cert="low" evidence="conjecture" xml:id=…>``,
  which the clause's editorial note names in ``@target`` (the note says why that guess),
  and after the ``choice`` a short note saying "conj." ([`certainty_note`][certainty_note]);
* a transcriber's own mark in the copy (a bracketed page number or remark, or the "[…]"
  we add where the copy begins or breaks off) ([`transcriber_mark`][transcriber_mark]):
  ``<choice><reg>…</reg><orig>…</orig></choice>``, our sign of omission a
  ``<gap reason="not-in-hand"/>``.

A crux (``<sic ana="#crux">`` standing alone, then a short note saying "crux") is
written with the clause ([`mouche.edition.tei.body`][mouche.edition.tei.body]).

Why a note: ``@cert`` and ``@ana`` are data, which no rendering is bound to show (the TEI
Consortium's Stylesheets render a conjecture's ``corr`` exactly as a certain one, and a
crux's ``sic`` in their plain text as any words).  The Guidelines' simplest way of
recording that a text is uncertain or unreliable is a ``note`` of ``type="certainty"``
attached to it (TEI P5 Guidelines 21.1.1, "Using Notes to Record Uncertainty", CECENO),
and a note's words are shown by every rendering (in the Stylesheets:
``common/common_core.xsl``, ``match="tei:note"``, ``@place='inline'``;
``txt/tei-to-text.xsl`` keeps every text node).  ``@rend`` is not used for it: it says
how the *source* looks.
"""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET

from mouche.edition.marks import OMISSION, Segment
from mouche.edition.tei.elements import Mixed, element, subelement

__all__ = [
    "CERTAINTY_NOTES",
    "GAP_REASON",
    "certainty_note",
    "change",
    "transcriber_mark",
]

GAP_REASON = "not-in-hand"
"""The ``@reason`` of the ``gap`` that stands for "[…]": the copy we have begins or breaks off."""
CERTAINTY_NOTES = {"conjecture": "conj.", "crux": "crux"}
"""The words of the note that follows a conjecture and a crux (its ``@subtype``: the words)."""
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


def certainty_note(kind: str, target: str) -> ET.Element:
    """The note that follows a conjecture or a crux (``kind``) whose ``xml:id`` is ``target``:
    ``<note type="certainty" subtype="conjecture" place="inline" resp="#editors"
    target="#…">conj.</note>``, so that every rendering shows the mark (TEI P5
    Guidelines 21.1.1, CECENO)."""
    return element(
        "note",
        CERTAINTY_NOTES[kind],
        type="certainty",
        subtype=kind,
        place="inline",
        resp="#editors",
        xml_lang="en",
        target=f"#{target}",
    )
