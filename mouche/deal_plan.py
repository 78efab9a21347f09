"""How a table deals: the pack, the packets from the eldest hand, the turn-up, the talon.

A [`DealPlan`][DealPlan] depends only on the pack, the packets, the table size and the
dealer; a ruleset makes each plan once and keeps it
([`Ruleset.deal_plan`][mouche.rulesets.Ruleset.deal_plan]).

>>> from mouche.cards import parse_cards
>>> plan = plan_of("8", (3, 2), 3, 0)
>>> plan.order, plan.turnup
((1, 2, 0), 15)
>>> [len(h) for h in plan.deal(plan.pack).hands]
[5, 5, 5]
"""

from __future__ import annotations

from collections.abc import Callable
from operator import itemgetter
from typing import NamedTuple, cast

from mouche.cards import Card, pack
from mouche.errors import SetupError

_Take = Callable[[tuple[Card, ...]], tuple[Card, ...]]
_Split = Callable[[tuple[Card, ...]], tuple[tuple[Card, ...], ...]]


class Dealt(NamedTuple):
    """The cards as dealt: each seat's hand, the card turned up, the talon (top first)."""

    hands: tuple[tuple[Card, ...], ...]
    turnup: Card
    talon: tuple[Card, ...]


class DealPlan(NamedTuple):
    """How a table of a given size deals, with a given dealer.

    Dealing starts with the eldest hand and follows playing order, a packet at a
    time (vanderaa1721.deal); the next card is turned up (dictionnaire1792-bete.5).
    """

    pack: tuple[Card, ...]
    """The pack for this table, in its fixed order."""
    cards: frozenset[Card]
    """The same cards, as a set."""
    order: tuple[int, ...]
    """The seats in playing order, from the eldest hand (the dealer's right) to the dealer."""
    take: _Take
    """The hands' cards taken from a deck (top first), seat 0's first."""
    split: _Split
    """Those cards cut into the seats' hands."""
    turnup: int
    """The position in the deck of the card turned up."""

    def deal(self, deck: tuple[Card, ...]) -> Dealt:
        """Deal ``deck`` (top first), which must hold every card of the pack once."""
        if len(deck) != len(self.pack) or self.cards.difference(deck):  # else each card once
            check_cards(deck, self.cards, "deck")
            raise SetupError(
                f"the deck has {len(deck)} cards; the pack for {len(self.order)} players has "
                f"{len(self.pack)}"
            )
        up = self.turnup
        return _dealt(hands=self.split(self.take(deck)), turnup=deck[up], talon=deck[up + 1 :])

    def given(
        self, hands: tuple[tuple[Card, ...], ...], turnup: Card | None, talon: tuple[Card, ...]
    ) -> Dealt:
        """Hands, turn-up and talon given as dealt: five cards a seat, and no card twice or
        from outside the pack."""
        if len(hands) != len(self.order):
            raise SetupError(f"{len(hands)} hands given for {len(self.order)} players")
        for s, h in enumerate(hands):
            if len(h) != 5:
                raise SetupError(f"the hand of p{s} has {len(h)} cards, not 5")
        if turnup is None:
            raise SetupError("the turned-up card is missing")
        talon = tuple(talon)
        check_cards(tuple(c for h in hands for c in h) + (turnup, *talon), self.cards, "deal")
        return _dealt(hands=hands, turnup=turnup, talon=talon)


def _dealt(*, hands: tuple[tuple[Card, ...], ...], turnup: Card, talon: tuple[Card, ...]) -> Dealt:
    """[`Dealt`][Dealt] by name, built without the class call (once per deal)."""
    return tuple.__new__(Dealt, (hands, turnup, talon))


def check_cards(cards: tuple[Card, ...], allowed: frozenset[Card], what: str) -> None:
    """Every card of ``cards`` in the pack ``allowed``, and none twice."""
    given = set(cards)
    if len(given) == len(cards) and given <= allowed:
        return
    seen: set[Card] = set()
    for c in cards:
        if c in seen:
            raise SetupError(f"{c} appears twice in the {what}")
        if c not in allowed:
            raise SetupError(f"{c} is not in the pack of {len(allowed)} cards used here")
        seen.add(c)


def plan_of(lowest: str, packets: tuple[int, ...], players: int, dealer: int) -> DealPlan:
    """The plan for ``players`` with ``dealer`` dealing a pack down to ``lowest`` in
    ``packets`` (their sizes, in dealing order); checks the dealer."""
    if not 0 <= dealer < players:
        raise SetupError(f"dealer must be a seat from 0 to {players - 1}, not {dealer}")
    order = tuple((dealer + 1 + k) % players for k in range(players))
    positions: list[list[int]] = [[] for _ in range(players)]
    i = 0
    for size in packets:
        for s in order:
            positions[s] += range(i, i + size)
            i += size
    cuts, start = [], 0  # the taken cards cut into each seat's hand, seat 0 first
    for p in positions:
        cuts.append(slice(start, start + len(p)))
        start += len(p)
    cards = pack(lowest)
    return DealPlan(
        pack=cards,
        cards=frozenset(cards),
        order=order,
        take=cast(_Take, itemgetter(*(n for p in positions for n in p))),
        split=cast(_Split, itemgetter(*cuts)),
        turnup=i,
    )


__all__ = ["DealPlan", "Dealt", "check_cards", "plan_of"]
