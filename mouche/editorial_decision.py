"""The shape of an editorial decision: an id cited like a clause, its ruling, its reasons.

The decisions themselves are listed in [`mouche.editorial`][mouche.editorial] (Mouche's)
and [`mouche.editorial_family`][mouche.editorial_family] (those the family's games need).
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class EditorialDecision:
    """One decision: its id, a short title, the ruling, the reasoning, its option."""

    id: str
    title: str
    ruling: str
    reasoning: str
    option: str | None = None
