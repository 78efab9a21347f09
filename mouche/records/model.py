"""The record model: what a hand record and a session record hold once read.

A record is a file's account of a deal, or of a session's deals: the ruleset, the
table, the cards as dealt and the actions still as written.  Reading one is
[`mouche.records.reading`][mouche.records.reading]'s work, writing one
[`mouche.records.writing`][mouche.records.writing]'s, and playing its actions
[`mouche.records.replays`][mouche.records.replays]'.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from mouche.cards import Card
from mouche.deal import Deal, Owed, new_deal
from mouche.rulesets import Ruleset


@dataclass(frozen=True, slots=True)
class HandRecord:
    """A parsed hand record (the cards and actions still as given)."""

    ruleset: Ruleset
    players: int
    dealer: int
    pot: int
    deck: tuple[Card, ...] | None
    hands: tuple[tuple[Card, ...], ...] | None
    turnup: Card | None
    talon: tuple[Card, ...]
    actions: tuple[str, ...]
    owed: tuple[Owed, ...] = ()
    rules: dict[str, Any] = field(default_factory=dict)
    title: str = ""
    note: str = ""
    illustrates: tuple[str, ...] = ()
    chalks: tuple[int, ...] = ()
    game_deal: int = 0

    def start(self) -> Deal:
        """The deal as dealt, before any action."""
        return new_deal(
            self.ruleset,
            self.players,
            self.dealer,
            deck=self.deck,
            hands=self.hands,
            turnup=self.turnup,
            talon=self.talon,
            pot=self.pot,
            owed=self.owed,
            chalks=self.chalks,
            game_deal=self.game_deal,
        )


MAX_DEALS = 50
"""Most deals a session record may hold: fifty deals of six players keep well within the
record's size limit, so every session ``deal --session`` writes can be replayed."""
FIRST_DEAL_ONLY = ("dealer", "pot", "owed", "chalks", "game_deal")
"""The fields only a session's first deal may set; later deals follow from the one before."""


@dataclass(frozen=True, slots=True)
class SessionRecord:
    """A parsed session record: hand records in playing order.

    Deal ``k`` is dealt by the seat after deal ``k - 1``'s dealer; its pot and owed
    mouches are what the deal before left (set when it is replayed, by the session's
    rule, [`mouche.session.carried`][mouche.session.carried]).
    """

    deals: tuple[HandRecord, ...]
    title: str = ""
    note: str = ""
    illustrates: tuple[str, ...] = ()
