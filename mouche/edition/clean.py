"""The clean reading: our text alone, corrections applied, guesses still marked.

A reading with its apparatus ([`mouche.edition.marks`][mouche.edition.marks]) shows the
raw OCR beside every change.  The clean reading drops the raw text: a certain
correction is simply applied, a certain deletion vanishes; what stays marked is
what a reader must not take as certain:

* a **conjecture** (``⟦raw⇢reading⟧``) is a [`CleanSegment`][CleanSegment] of kind
  ``conjecture`` holding our guess (empty for a conjectured deletion);
* a **crux** (``⟦†raw⟧``) is a segment of kind ``crux`` holding the words in hand.

[`clean_segments`][clean_segments] gives the segments a page renders (the site's clean-reading
view); [`plain_reading`][plain_reading] writes them as plain text with the signs of
[`PLAIN_MARKS`][PLAIN_MARKS], the text a reader copies.  Whitespace is collapsed to single spaces,
so that the line ends of the copy and the gaps left by deletions do not show.

>>> for s in clean_segments("Celui ⟦cfui→qui⟧ ⟦dit⇢dis⟧ ⟦†le premier⟧."):
...     print(s.kind, repr(s.text))
text 'Celui qui '
conjecture 'dis'
text ' '
crux 'le premier'
text '.'
>>> plain_reading("⟦BB LA UOtCVB.→⟧\\n⟦' 7*→7.⟧ Celui ⟦de autt^⇢des autres⟧ ⟦†le premier⟧")
'7. Celui ⟨des autres⟩ †le premier†'
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass

from mouche.edition.marks import mark_segments

__all__ = [
    "CONJECTURE_CLOSE",
    "CONJECTURE_OPEN",
    "CRUX_SIGN",
    "PLAIN_MARKS",
    "CleanSegment",
    "clean_segments",
    "plain_reading",
]

CONJECTURE_OPEN = "⟨"
"""Opens a conjecture in plain text: ``⟨des autres⟩``."""
CONJECTURE_CLOSE = "⟩"
"""Closes a conjecture in plain text."""
CRUX_SIGN = "†"
"""Stands on each side of a crux in plain text: ``†celui qui joue le premier†``."""

PLAIN_MARKS = (
    f"{CONJECTURE_OPEN}…{CONJECTURE_CLOSE} a conjecture: our guess where the text in hand is "
    "garbled and its letters do not settle the reading (the clause note says why); "
    f"{CONJECTURE_OPEN}{CONJECTURE_CLOSE} marks words we guess to be spurious and leave out",
    f"{CRUX_SIGN}…{CRUX_SIGN} a crux: the words in hand, kept, although they do not give the "
    "sense the passage needs; no reading is offered",
    "[…] text not in hand (the copy we have begins or breaks off there)",
)
"""What the signs of a plain-text reading mean, one line each (the head of every text file)."""


@dataclass(frozen=True, slots=True)
class CleanSegment:
    """A piece of the clean reading: ``kind`` is ``text``, ``conjecture`` or ``crux``."""

    kind: str
    text: str


_WS_RE = re.compile(r"\s+")


def _merged(pieces: Iterable[CleanSegment]) -> list[CleanSegment]:
    """Adjacent text joined, whitespace collapsed across the joins, the ends stripped."""
    out: list[CleanSegment] = []
    after_space = True  # at the start, as after a space: leading whitespace goes
    for piece in pieces:
        text = _WS_RE.sub(" ", piece.text)
        if after_space and text.startswith(" "):
            text = text[1:]
        if text or piece.kind != "text":  # an empty conjecture still stands between spaces
            after_space = text.endswith(" ")
        if piece.kind != "text":
            out.append(CleanSegment(piece.kind, text))
        elif out and out[-1].kind == "text":
            out[-1] = CleanSegment("text", out[-1].text + text)
        elif text:
            out.append(CleanSegment("text", text))
    if out and out[-1].kind == "text":
        last = out[-1].text.rstrip()
        out[-1:] = [CleanSegment("text", last)] if last else []
    return out


def _marked(kind: str, text: str) -> list[CleanSegment]:
    """A marked segment, its outer whitespace moved into the text around it."""
    core = text.strip()
    before = text[: len(text) - len(text.lstrip())]
    after = text[len(text.rstrip()) :] if core else ""
    return [CleanSegment("text", before), CleanSegment(kind, core), CleanSegment("text", after)]


def clean_segments(reading: str) -> list[CleanSegment]:
    """The clean reading of ``reading``, cut where a conjecture or a crux stands.

    Corrections (``→``) are applied and vanish into the text; conjectures and
    cruxes stay segments of their own, so that a page can mark them.
    """
    pieces: list[CleanSegment] = []
    for seg in mark_segments(reading):
        if seg.kind == "crux":
            pieces += _marked("crux", seg.raw)
        elif seg.conjecture:
            pieces += _marked("conjecture", seg.reading)
        else:
            pieces.append(CleanSegment("text", seg.reading))
    return _merged(pieces)


def plain_reading(reading: str) -> str:
    """The clean reading as plain text: ``⟨…⟩`` round a conjecture, ``†…†`` round a crux."""
    out = []
    for seg in clean_segments(reading):
        if seg.kind == "conjecture":
            out.append(f"{CONJECTURE_OPEN}{seg.text}{CONJECTURE_CLOSE}")
        elif seg.kind == "crux":
            out.append(f"{CRUX_SIGN}{seg.text}{CRUX_SIGN}")
        else:
            out.append(seg.text)
    return "".join(out)
