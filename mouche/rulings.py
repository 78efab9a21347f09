"""Rulings: readable sentences, with their clauses, explaining what each action did.

The rules say their rulings as they decide: a step of the deal
([`mouche.deal`][mouche.deal]) or a payment of the settlement
([`mouche.settlement`][mouche.settlement]) keeps each ruling as it is said
([`Said`][Said]: the form of its sentence, its values, its citation), and this module
only writes them out.  No rule is decided here.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import NamedTuple, Protocol

from mouche.actions import Action
from mouche.cards import SUIT_SYMBOLS, Card, CardSaid
from mouche.messages import Message, render
from mouche.rulesets import Citation


@dataclass(frozen=True, slots=True)
class Ruling:
    """A sentence explaining what the rules decided, with the clauses it applies.

    ``note`` says why a clause of another source than the ruleset's own is cited
    (that source is silent there); it is empty otherwise.
    """

    text: str
    clauses: tuple[str, ...]
    note: str = ""

    def in_language(self, lang: str) -> Ruling:
        """The ruling said in ``lang`` (its text and note; the clauses are citations)."""
        return Ruling(render(self.text, lang), self.clauses, render(self.note, lang))


class Said(NamedTuple):
    """A ruling as said: the form of its sentence (``str.format``), its values, its citation."""

    form: str
    values: tuple[object, ...]
    citation: Citation


_new = tuple.__new__  # a Said built without its class call: deals say one per card


def say(citation: Citation, form: str, *values: object) -> Said:
    """The ruling citing ``citation`` whose sentence is ``form`` filled with ``values``.

    A tuple of seats among the values reads as "p1, p3" (see [`written`][written]).
    """
    return _new(Said, (form, values, citation))


def written(said: Said) -> Ruling:
    """The ruling ``said``, its form filled in: a tuple of seats reads as "p1, p3", a card
    with its suit's symbol outside English ([`CardSaid`][mouche.cards.CardSaid])."""
    values = [
        _seats(v) if type(v) is tuple else CardSaid(v) if type(v) is Card else v
        for v in said.values
    ]
    citation = said.citation
    return Ruling(Message(said.form, *values), citation.clauses, citation.note)


def _seats(seats: tuple[int, ...]) -> str:
    return ", ".join([f"p{s}" for s in seats])


class _Step(Protocol):
    """What [`describe`][describe] reads of a deal (a [`Deal`][mouche.deal.Deal] is one)."""

    @property
    def history(self) -> tuple[Action, ...]: ...
    @property
    def said(self) -> tuple[Said, ...]: ...  # what the step that made it said


def describe(before: _Step, action: Action, after: _Step) -> list[Ruling]:
    """Rulings for ``action`` taken on ``before`` giving ``after`` (settlement not included):
    what the deal said as it decided that step, written out."""
    if after.history[len(before.history) :] != (action,):
        raise ValueError(f"{action!r} is not the step from the one deal to the other")
    return [written(s) for s in after.said]


# A card (KS, 10H), or a lone suit letter after "in " or in parentheses, as messages write
# them; an action quoted in the record notation ("p3 play KS") is kept as it is.
_CARD_OR_SUIT = re.compile(
    r"(\bp\d+ (?:play|exchange)(?: (?:10|[2-9JQKA])[SHDC])+)"
    r"|\b(10|[2-9JQKA])([SHDC])\b|(?<=\bin )([SHDC])\b|(?<=\()([SHDC])(?=\))"
)


def with_suit_symbols(text: str) -> str:
    """``text`` (a ruling, a refusal) with its cards and suits as a reader sees them.

    For display only: records and actions keep their notation (``KS``).

    >>> with_suit_symbols("p2 wins trick 1 with 10H; a mouche in S; the suit led (C)")
    'p2 wins trick 1 with 10♥; a mouche in ♠; the suit led (♣)'
    >>> with_suit_symbols("action 2 (p3 play KS) is not legal: QH reneges")
    'action 2 (p3 play KS) is not legal: Q♥ reneges'
    """

    def face(m: re.Match[str]) -> str:
        if m[1]:
            return m[1]
        if m[2]:
            return m[2] + SUIT_SYMBOLS[m[3]]
        return SUIT_SYMBOLS[m[4] or m[5]]

    return _CARD_OR_SUIT.sub(face, text)
