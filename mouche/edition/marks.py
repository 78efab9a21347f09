"""The apparatus marks of a reading: corrections of the text in hand, marked.

A clause's ``reading`` is its diplomatic text with every editorial change
marked: ``⟦raw→reading⟧`` replaces ``raw``, ``⟦raw→⟧`` deletes it,
``⟦→added⟧`` inserts.  Undoing every mark gives back the diplomatic text
(after :func:`normalize_ws`); applying every mark gives the clean reading.

>>> undo_marks("Celui ⟦cfui→qui⟧ veut⟦→,⟧ dit")
'Celui cfui veut dit'
>>> apply_marks("Celui ⟦cfui→qui⟧ veut⟦→,⟧ dit")
'Celui qui veut, dit'
>>> [s.kind for s in mark_segments("a ⟦b→c⟧ d")]
['text', 'replace', 'text']
"""

from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass

__all__ = [
    "Segment",
    "apply_marks",
    "check_marks",
    "mark_segments",
    "normalize_ws",
    "undo_marks",
]


def normalize_ws(text: str) -> str:
    """Collapse every run of whitespace to one space, strip the ends, NFC-normalise."""
    return " ".join(unicodedata.normalize("NFC", text).split())


_MARK_RE = re.compile(r"⟦([^⟦⟧→]*)→([^⟦⟧→]*)⟧")


@dataclass(frozen=True, slots=True)
class Segment:
    """A piece of a reading: ``kind`` is ``text``, ``replace``, ``delete`` or ``insert``.

    ``raw`` is what the source has (diplomatic), ``reading`` our corrected text;
    for ``text`` both are the same.
    """

    kind: str
    raw: str
    reading: str


def check_marks(reading: str) -> str | None:
    """A problem with the correction marks of ``reading``, or None."""
    rest = _MARK_RE.sub("", reading)
    if "⟦" in rest or "⟧" in rest:
        return "unbalanced or malformed correction mark (expected ⟦raw→reading⟧)"
    for m in _MARK_RE.finditer(reading):
        if m.group(1) == "" and m.group(2) == "":
            return f"empty correction mark {m.group(0)!r}"
        if m.group(1) == m.group(2):
            return f"correction mark {m.group(0)!r} changes nothing"
    return None


def mark_segments(reading: str) -> list[Segment]:
    """Split ``reading`` into plain text and marked corrections, in order.

    The site renders ``replace`` as the reading with the raw text in a title,
    ``delete`` as ``<del>``, ``insert`` as ``<ins>``.
    """
    out: list[Segment] = []
    pos = 0
    for m in _MARK_RE.finditer(reading):
        if m.start() > pos:
            text = reading[pos : m.start()]
            out.append(Segment("text", text, text))
        raw, new = m.group(1), m.group(2)
        kind = "insert" if not raw else "delete" if not new else "replace"
        out.append(Segment(kind, raw, new))
        pos = m.end()
    if pos < len(reading):
        out.append(Segment("text", reading[pos:], reading[pos:]))
    return out


def undo_marks(reading: str) -> str:
    """The diplomatic text a reading was made from: every mark back to its raw text."""
    return _MARK_RE.sub(lambda m: m.group(1), reading)


def apply_marks(reading: str) -> str:
    """The clean reading: every mark replaced by its corrected text."""
    return _MARK_RE.sub(lambda m: m.group(2), reading)
