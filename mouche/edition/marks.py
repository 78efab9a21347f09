"""The apparatus marks of a reading: what the editor changed in the text in hand, and how sure.

A clause's ``reading`` is its diplomatic text with every editorial change marked:

* ``⟦raw→reading⟧`` a correction: ``raw`` (the text in hand) is certainly an error
  for ``reading``; ``⟦raw→⟧`` deletes (a running head, a stray mark), ``⟦→added⟧``
  inserts;
* ``⟦raw⇢reading⟧`` a conjecture: our guess at what ``raw`` stands for, where the
  letters do not settle it; ``⟦raw⇢⟧`` and ``⟦⇢added⟧`` likewise;
* ``⟦†raw⟧`` a crux: ``raw`` is kept, but it is suspect (it does not give the sense
  the passage needs) and no reading is offered; the clean reading shows ``†raw†``.

Undoing every mark gives back the diplomatic text (after [`normalize_ws`][normalize_ws]);
applying every mark gives the clean reading.

>>> undo_marks("Celui ⟦cfui→qui⟧ veut⟦→,⟧ ⟦dit⇢dis⟧ ⟦†le premier⟧")
'Celui cfui veut dit le premier'
>>> apply_marks("Celui ⟦cfui→qui⟧ veut⟦→,⟧ ⟦dit⇢dis⟧ ⟦†le premier⟧")
'Celui qui veut, dis †le premier†'
>>> [(s.kind, s.conjecture) for s in mark_segments("a ⟦b→c⟧ ⟦d⇢e⟧ ⟦†f⟧")][1::2]
[('replace', False), ('replace', True), ('crux', False)]
"""

from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass

__all__ = [
    "CONJECTURE",
    "CORRECTION",
    "CRUX",
    "OMISSION",
    "Segment",
    "apply_marks",
    "check_marks",
    "mark_segments",
    "normalize_ws",
    "undo_marks",
]

CORRECTION = "→"
"""The arrow of a correction: ``⟦raw→reading⟧``."""
CONJECTURE = "⇢"
"""The arrow of a conjecture: ``⟦raw⇢reading⟧``."""
CRUX = "†"
"""The sign of a crux: ``⟦†raw⟧``."""
OMISSION = "[…]"
"""Our sign of omission in a reading and its translations: where the text in hand begins or
breaks off inside the passage (``⟦→[…]⟧`` in a reading)."""


def normalize_ws(text: str) -> str:
    """Collapse every run of whitespace to one space, strip the ends, NFC-normalise."""
    return " ".join(unicodedata.normalize("NFC", text).split())


_PLAIN = "[^⟦⟧→⇢†]"
_MARK_RE = re.compile(
    rf"⟦(?:†(?P<crux>{_PLAIN}*)|(?P<raw>{_PLAIN}*)(?P<arrow>[→⇢])(?P<new>{_PLAIN}*))⟧"
)


@dataclass(frozen=True, slots=True)
class Segment:
    """A piece of a reading: ``kind`` is ``text``, ``replace``, ``delete``, ``insert`` or ``crux``.

    ``raw`` is what the source has (diplomatic), ``reading`` our text (for ``text``
    and ``crux`` the same as ``raw``); ``conjecture`` is True for a change that is
    our guess rather than a certain correction.
    """

    kind: str
    raw: str
    reading: str
    conjecture: bool = False


def check_marks(reading: str) -> str | None:
    """A problem with the marks of ``reading``, or None."""
    rest = _MARK_RE.sub("", reading)
    if "⟦" in rest or "⟧" in rest:
        return (
            "unbalanced or malformed correction mark "
            "(expected ⟦raw→reading⟧, ⟦raw⇢conjecture⟧ or ⟦†crux⟧)"
        )
    for m in _MARK_RE.finditer(reading):
        if m.group("crux") is not None:
            if not m.group("crux").strip():
                return f"empty crux {m.group(0)!r}"
        elif m.group("raw") == "" and m.group("new") == "":
            return f"empty correction mark {m.group(0)!r}"
        elif m.group("raw") == m.group("new"):
            return f"correction mark {m.group(0)!r} changes nothing"
    return None


def mark_segments(reading: str) -> list[Segment]:
    """Split ``reading`` into plain text and marks, in order.

    The site renders ``replace`` as the raw text struck through beside the reading,
    ``delete`` as ``<del>``, ``insert`` as ``<ins>`` (a conjecture with its own style
    and the label "conj."), and ``crux`` as the raw text between daggers.
    """
    out: list[Segment] = []
    pos = 0
    for m in _MARK_RE.finditer(reading):
        if m.start() > pos:
            text = reading[pos : m.start()]
            out.append(Segment("text", text, text))
        if m.group("crux") is not None:
            out.append(Segment("crux", m.group("crux"), m.group("crux")))
        else:
            raw, new = m.group("raw"), m.group("new")
            kind = "insert" if not raw else "delete" if not new else "replace"
            out.append(Segment(kind, raw, new, m.group("arrow") == CONJECTURE))
        pos = m.end()
    if pos < len(reading):
        out.append(Segment("text", reading[pos:], reading[pos:]))
    return out


def undo_marks(reading: str) -> str:
    """The diplomatic text a reading was made from: every mark back to its raw text."""
    return _MARK_RE.sub(
        lambda m: m.group("crux") if m.group("crux") is not None else m.group("raw"), reading
    )


def apply_marks(reading: str) -> str:
    """The clean reading: every change applied, every crux between daggers."""
    return _MARK_RE.sub(
        lambda m: f"†{m.group('crux')}†" if m.group("crux") is not None else m.group("new"),
        reading,
    )
