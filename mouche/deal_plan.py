"""How a table deals: the plan made once per ruleset, table size and dealer.

A [`DealPlan`][DealPlan] says which cards of a deck go to which seat, in packets from the
eldest hand, and which card is turned up; [`plan_of`][plan_of] makes it.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from operator import itemgetter
from typing import cast

from mouche.cards import Card, CardSaid, pack
from mouche.errors import SetupError
from mouche.messages import Message
from mouche.registry import implements

_Take = Callable[[tuple[Card, ...]], tuple[Card, ...]]
_Split = Callable[[tuple[Card, ...]], tuple[tuple[Card, ...], ...]]


@dataclass(frozen=True, slots=True)
class DealPlan:
    """How a table of a given size deals, with a given dealer.

    Dealing starts with the eldest hand and follows playing order, a packet at a
    time (vanderaa1721.deal); the next card is turned up (dictionnaire1792-bete.5).

    Slotted, not a NamedTuple: a new deal reads eight of its fields, and CPython 3.11
    specialises reading a slot, not a NamedTuple's field.
    """

    pack: tuple[Card, ...]
    """The pack for this table, in its fixed order (``cards``: the same, as a set)."""
    cards: frozenset[Card]
    order: tuple[int, ...]
    """The seats in playing order, from the eldest hand (the dealer's right) to the dealer
    ([`playing_order`][mouche.deal_plan.playing_order])."""
    take: _Take
    """The hands' cards taken from a deck (top first), seat 0's first (``split``: cut into
    the seats' hands)."""
    split: _Split
    turnup: int
    """The position in the deck of the card turned up."""
    hand_size: int
    """The cards of each hand: the sum of the packets."""
    miss: tuple[int, ...]
    """The positions in the deck of the extra hand, the miss (eb1911-loo.1), dealt after the
    dealer's in each round; empty when there is none."""

    def check_deck(self, deck: tuple[Card, ...]) -> None:
        """A deck (top first) holds every card of the pack once
        ([`no_faulty_pack`][mouche.deal_plan.no_faulty_pack])."""
        no_faulty_pack(self, deck)

    def check_given(
        self, hands: tuple[tuple[Card, ...], ...], turnup: Card | None, talon: tuple[Card, ...]
    ) -> None:
        """Hands, turn-up and talon given as dealt: the hand size a seat, and no card twice or
        from outside the pack (a miss, when dealt, is the talon's first cards)."""
        if len(hands) != len(self.order):
            raise SetupError(
                "{hands} hands given for {order} players", hands=len(hands), order=len(self.order)
            )
        for s, h in enumerate(hands):
            if len(h) != self.hand_size:
                raise SetupError(
                    "the hand of p{s} has {cards} cards, not {size}",
                    s=s,
                    cards=len(h),
                    size=self.hand_size,
                )
        if turnup is None:
            raise SetupError("the turned-up card is missing")
        check_cards(
            tuple(c for h in hands for c in h) + (turnup, *talon), self.cards, Message("the deal")
        )


@implements("encyclopedie1752-bete.4", "cotton1674.french-ruff.5", "ed.no-misdeal")
def no_faulty_pack(plan: DealPlan, deck: tuple[Card, ...]) -> None:
    """A deck (top first) must hold every card of ``plan``'s pack once: a faulty pack
    ("lorsque le jeu de cartes est faux") is refused, not dealt, and the engine never
    misdeals, so the misdeal's fine and the void deal (French Ruff's "he that deals wrong
    loseth one and his Deal") are never owed (ed.no-misdeal).

    Clauses: encyclopedie1752-bete.4, cotton1674.french-ruff.5, ed.no-misdeal.
    """
    if len(deck) != len(plan.pack) or plan.cards.difference(deck):  # else each card once
        check_cards(deck, plan.cards, Message("the deck"))
        raise SetupError(
            "the deck has {deck} cards; the pack for {order} players has {pack}",
            deck=len(deck),
            order=len(plan.order),
            pack=len(plan.pack),
        )


def check_cards(cards: tuple[Card, ...], allowed: frozenset[Card], what: str) -> None:
    """Every card of ``cards`` in the pack ``allowed``, and none twice."""
    given = set(cards)
    if len(given) == len(cards) and given <= allowed:
        return
    seen: set[Card] = set()
    for c in cards:
        if c in seen:
            raise SetupError("{card} appears twice in {what}", card=CardSaid(c), what=what)
        if c not in allowed:
            raise SetupError(
                "{card} is not in the pack of {allowed} cards used here",
                card=CardSaid(c),
                allowed=len(allowed),
            )
        seen.add(c)


@implements("vanderaa1721.deal", "eb1911-loo.1", "ed.playing-order")
def playing_order(players: int, dealer: int) -> tuple[int, ...]:
    """The seats in the order of play, from the eldest hand, the seat after the dealer, to
    the dealer: the order of dealing, speaking and playing, and the deal's own way round.
    Mouche's anticlockwise play and the Britannica's "beginning from the dealer's left" are
    both this order; the engine names no side of the table (ed.playing-order).

    Clauses: vanderaa1721.deal, eb1911-loo.1, ed.playing-order.
    """
    return tuple([(dealer + 1 + k) % players for k in range(players)])


def plan_of(
    lowest: str, packets: tuple[int, ...], players: int, dealer: int, *, miss: bool = False
) -> DealPlan:
    """The plan for ``players`` with ``dealer`` dealing a pack down to ``lowest`` in
    ``packets`` (their sizes, in dealing order), with an extra hand after the dealer's if
    ``miss`` (eb1911-loo.1: "to each player and an extra hand called miss"); checks the
    dealer."""
    if not 0 <= dealer < players:
        raise SetupError(
            "dealer must be a seat from 0 to {last}, not {dealer}", last=players - 1, dealer=dealer
        )
    order = playing_order(players, dealer)
    positions: list[list[int]] = [[] for _ in range(players + 1)]  # the last: the miss
    i = 0
    for size in packets:
        for s in order + ((players,) if miss else ()):
            positions[s] += range(i, i + size)
            i += size
    extra = tuple(positions.pop())
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
        hand_size=sum(packets),
        miss=extra,
    )
