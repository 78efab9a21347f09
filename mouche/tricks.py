"""Trick play: which cards may be played, and who wins a trick.

>>> from mouche.cards import parse_cards
>>> hand = parse_cards("9H 7S KC")
>>> [str(c) for c in legal_cards(hand, parse_cards("10S QS"), "C", must_head=True)]
['7S']
>>> [str(c) for c in legal_cards(hand, parse_cards("10D"), "C", must_head=False)]
['KC']
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from functools import cache

from mouche.cards import CARDS, RANKS, SUITS, Card, CardSaid, SuitSaid
from mouche.messages import Message
from mouche.registry import implements

_TRUMPED = 20  # added to a trump's power: any trump beats any card of another suit

_Tables = dict[str, dict[str, dict[Card, int]]]


def _tables(power: Mapping[Card, int]) -> _Tables:
    """``[trump][led][card]`` strengths, each card's strength within its suit ``power``."""
    return {
        trump: {
            led: {
                c: power[c] + _TRUMPED if c.suit == trump else power[c] if c.suit == led else 0
                for c in CARDS.values()
            }
            for led in SUITS
        }
        for trump in SUITS
    }


STRENGTH: _Tables = _tables({c: c.power for c in CARDS.values()})
"""``STRENGTH[trump][led][card]``: how strongly ``card`` bids for a trick of that suit led.

A trump outranks every other card, the suit led outranks the rest, and within a
suit the higher power wins; a card of neither suit cannot take the trick (0).
One table for who wins a trick, what beats the card on top and who can head it.
"""

WHIST_RANKS: tuple[str, ...] = ("A", "K", "Q", "J", "10", "9", "8", "7", "6", "5", "4", "3", "2")
"""Ranks from highest to lowest as at whist, the ace highest (option ``ranking=ace-high``)."""

WHIST_STRENGTH: _Tables = _tables(
    {c: len(WHIST_RANKS) - WHIST_RANKS.index(c.rank) for c in CARDS.values()}
)
"""The same tables with the cards ranking as at whist: the ace above the king."""


_ABOVE_ALL = _TRUMPED + len(RANKS) + 1  # a top card's strength: above the king of trumps

Playable = Callable[[tuple[Card, ...], str, str, bool, Mapping[Card, int], int], tuple[Card, ...]]
"""The duties of play: [`playable`][playable]'s signature."""


@dataclass(frozen=True, slots=True)
class TrickLaws:
    """The laws of a trick under one trump suit and one top card, compiled once.

    With no top card they are the tables above and [`playable`][playable]: a card's
    suit is its own.  With one (option ``top_card``), the top card is the highest trump
    and counts as a trump for following (ed.top-card).

    Slotted, not a NamedTuple: every card played reads its fields, and CPython 3.11
    specialises reading a slot, not a NamedTuple's field.
    """

    leads: Mapping[Card, Mapping[Card, int]]
    """The strength table of a trick led by each card (``STRENGTH[trump][led]``)."""
    suits: Mapping[Card, str]
    """The suit each card counts as in play: its own, the top card's the trump suit."""
    playable: Playable
    top: Card | None


@implements("balzac1839.7", "balzac1839.8", "ed.top-card", "hoyle-loo.a.2", "pam-loo.3")
@cache
def trick_laws(
    trump: str,
    top: Card | None,
    ace_high: bool = False,
    free: bool = False,
    civil: bool = False,
    again: bool = False,
) -> TrickLaws:
    """The laws of a trick with ``trump`` and the top card ``top`` (None: no top card), the
    cards ranking king-high (the écarté order) or, with ``ace_high``, as at whist.

    A top card (Balzac's Mistigris, the jack of clubs) beats every other card: it is the
    highest trump, follows a trump lead and is called by one, and led it calls trumps;
    it is not a card of its printed suit in play unless that suit is trumps (ed.top-card).
    With ``free`` (Pam-loo's Pam, pam-loo.3) it is "subject to no laws": it may be played
    to any trick, and no duty calls it, not even a trump lead to a hand with no other
    trump.  With ``civil`` («Pam be civil», hoyle-loo.a.2) its holder lets the ace of trumps
    pass: to a trick the ace of trumps leads, the top card is withheld, and his other
    cards answer the duties as if he did not hold it (ed.pam-civil).  With ``again`` (French
    Ruff's, [`trumping_again`][trumping_again]) one who cannot follow a trick already
    trumped must trump it again though he cannot win it.

    Clauses: balzac1839.7, balzac1839.8, ed.top-card, hoyle-loo.a.2, pam-loo.3.
    """
    ranked = (WHIST_STRENGTH if ace_high else STRENGTH)[trump]
    if top is None:
        suits = {c: c.suit for c in CARDS.values()}
        rules = trumping_again(playable, suits) if again else playable
        return TrickLaws({c: ranked[c.suit] for c in CARDS.values()}, suits, rules, None)
    suits = {c: trump if c is top else c.suit for c in CARDS.values()}
    tables = {led: {**ranked[led], top: _ABOVE_ALL} for led in SUITS}
    leads = {c: tables[suits[c]] for c in CARDS.values()}
    duties = _playable_counting(suits)
    if again:
        duties = trumping_again(duties, suits)
    if free or civil:
        ace = CARDS["A" + trump]
        leads[ace] = dict(leads[ace])  # its own table: the trick the ace of trumps leads
        duties = _playable_by_top_law(duties, top, leads[ace] if civil else None, free)
    return TrickLaws(leads, suits, duties, top)


def _playable_by_top_law(
    duties: Playable, top_card: Card, ace_led: Mapping[Card, int] | None, free: bool
) -> Playable:
    """``duties`` with the top card's own law: free of every duty (pam-loo.3) and, where
    ``ace_led`` is the table of a trick the ace of trumps leads, withheld from it
    («Pam be civil», hoyle-loo.a.2, ed.pam-civil)."""

    def playable_by_top_law(
        hand: tuple[Card, ...], led: str, trump: str, must_head: bool,
        strength: Mapping[Card, int], top: int,
    ) -> tuple[Card, ...]:  # fmt: skip
        if top_card not in hand or len(hand) == 1:
            return duties(hand, led, trump, must_head, strength, top)
        rest = tuple([c for c in hand if c is not top_card])
        allowed = duties(rest, led, trump, must_head, strength, top)
        if strength is ace_led:
            return allowed
        if free:
            return tuple([c for c in hand if c is top_card or c in allowed])
        return duties(hand, led, trump, must_head, strength, top)

    return playable_by_top_law


@implements("cotton1674.french-ruff.6")
def trumping_again(duties: Playable, suits: Mapping[Card, str]) -> Playable:
    """``duties`` with French Ruff's (option ``trump_again``): "if the next player hath none
    of the former suit he must trump it again, although he hath never a trump in his hand
    that can win the former trump"; one who can win it still must.

    Clauses: cotton1674.french-ruff.6.
    """

    def playable_trumping_again(
        hand: tuple[Card, ...], led: str, trump: str, must_head: bool,
        strength: Mapping[Card, int], top: int,
    ) -> tuple[Card, ...]:  # fmt: skip
        allowed = duties(hand, led, trump, must_head, strength, top)
        if top < _TRUMPED or led == trump or any(suits[c] == led for c in hand):
            return allowed
        return tuple([c for c in allowed if suits[c] == trump]) or allowed

    return playable_trumping_again


def _playable_counting(suits: Mapping[Card, str]) -> Playable:
    """[`playable`][playable]'s duties, each card counted in the suit ``suits`` gives it."""

    def playable_as_counted(
        hand: tuple[Card, ...], led: str, trump: str, must_head: bool,
        strength: Mapping[Card, int], top: int,
    ) -> tuple[Card, ...]:  # fmt: skip
        follow = tuple(c for c in hand if suits[c] == led)
        if follow:
            if must_head and (led == trump or top < _TRUMPED):
                higher = tuple(c for c in follow if strength[c] > top)
                return higher or follow
            return follow
        trumps = tuple(c for c in hand if suits[c] == trump)
        if not trumps:
            return hand
        if top < _TRUMPED:
            return trumps
        return tuple(c for c in trumps if strength[c] > top) or hand

    return playable_as_counted


def winner_by(cards: tuple[Card, ...], strength: Mapping[Card, int]) -> int:
    """Index in ``cards`` of the card that wins the trick, by the trick's ``strength`` table
    (its [`TrickLaws.leads`][TrickLaws.leads] entry): the first of the strongest."""
    # a loop, not max(map(...)): faster in CPython 3.11, and no slower in Pyodide
    best, winner = 0, 0
    for i in range(len(cards)):
        v = strength[cards[i]]
        if v > best:  # strictly: the first of equals (two cards of no suit that counts) stays
            best, winner = v, i
    return winner


def bids(trick: tuple[Card, ...], trump: str) -> tuple[dict[Card, int], int]:
    """The strength table for ``trick``'s suit led, and the strength of the card on top.

    A card played now would take the trick if its strength is greater.
    """
    strength = STRENGTH[trump][trick[0].suit]
    return strength, max(map(strength.__getitem__, trick))


@implements(
    "vanderaa1721.play",
    "academie.9",
    "vanderaa1721.ranking",
    "encyclopedie1765-triomphe.2",
    "dictionnaire1792-bete.3",
)
def trick_winner(cards: tuple[Card, ...], trump: str) -> int:
    """Index in ``cards`` (playing order) of the card that wins the trick.

    The highest trump wins; with no trump, the highest card of the suit led.
    Cards rank K Q J A 10 9 8 7 (6 5 4 3 2) in every suit, trumps included: the
    king highest and the ace only above the ten (encyclopedie1765-triomphe.2,
    dictionnaire1792-bete.3).

    Clauses: vanderaa1721.play, academie.9, vanderaa1721.ranking,
    encyclopedie1765-triomphe.2, dictionnaire1792-bete.3.
    """
    return winner_by(cards, STRENGTH[trump][cards[0].suit])


@implements("vanderaa1721.play", "academie.15")
def legal_cards(
    hand: tuple[Card, ...], trick: tuple[Card, ...], trump: str, must_head: bool
) -> tuple[Card, ...]:
    """The cards of ``hand`` that may be played to ``trick`` (cards so far, in order).

    Follow suit if you can; if you cannot, trump; if a trump is already on the
    trick, overtrump if you can, and if you cannot beat it you may discard
    (vanderaa1721.play).  With ``must_head`` (academie.15), a player who can
    take the trick by playing higher in the suit led must also do so.
    [`playable`][playable] applies these duties; this gives it the trick's strengths.

    Clauses: vanderaa1721.play, academie.15.
    """
    if not trick:
        return hand
    strength, top = bids(trick, trump)
    return playable(hand, trick[0].suit, trump, must_head, strength, top)


@implements("vanderaa1721.play", "academie.15")
def playable(
    hand: tuple[Card, ...],
    led: str,
    trump: str,
    must_head: bool,
    strength: Mapping[Card, int],
    top: int,
) -> tuple[Card, ...]:
    """The cards of ``hand`` that may be played to a trick of suit ``led`` already begun.

    ``strength`` and ``top`` are [`bids`][bids] of the trick so far (a deal keeps them
    as it goes).  Follow suit; else trump; else, over a trump, overtrump or discard;
    with ``must_head``, head the suit led when you can (see [`legal_cards`][legal_cards]).

    Clauses: vanderaa1721.play, academie.15.
    """
    # one pass, no comprehension: the engine's hottest rule (a hand has at most 5 cards)
    follow: list[Card] = []
    trumps: list[Card] = []
    for c in hand:
        suit = c.suit
        if suit == led:
            follow.append(c)
        elif suit == trump:
            trumps.append(c)
    if follow:
        if must_head and (led == trump or top < _TRUMPED):  # not trumped: head it if you can
            higher = [c for c in follow if strength[c] > top]
            if higher:
                return tuple(higher)
        return hand if len(follow) == len(hand) else tuple(follow)
    if not trumps:
        return hand
    if top < _TRUMPED:
        return hand if len(trumps) == len(hand) else tuple(trumps)
    over = [c for c in trumps if strength[c] > top]
    return tuple(over) if over else hand


@implements("eb1911-loo.1", "ed.two-trumps")
def trump_lead(hand: tuple[Card, ...], turnup: Card, suits: Mapping[Card, str]) -> tuple[Card, ...]:
    """The cards of ``hand`` its holder may lead under option ``lead=trump-ace``: the ace of
    trumps if he holds it (the king when the ace is the card turned up), else one of his
    trumps if he holds two or more (a card counts in the suit ``suits`` gives it), else any.

    Clauses: eb1911-loo.1, ed.two-trumps.
    """
    trump = turnup.suit
    first = CARDS[("K" if turnup.rank == "A" else "A") + trump]
    if first in hand:
        return (first,)
    trumps = tuple([c for c in hand if suits[c] == trump])
    return trumps if len(trumps) >= 2 else hand


def why_illegal(
    card: Card,
    hand: tuple[Card, ...],
    trick: tuple[Card, ...],
    trump: str,
    must_head: bool,
    laws: TrickLaws | None = None,
) -> Message:
    """A readable reason why ``card`` may not be played (it is assumed illegal), under the
    trick's ``laws`` (by default, those with no top card)."""
    laws = laws or trick_laws(trump, None)
    suits = laws.suits
    led = suits[trick[0]]
    if any(suits[c] == led for c in hand):
        if suits[card] == led:
            return Message(
                "{card} does not head the trick: a higher card of the suit led must be played",
                card=CardSaid(card),
            )
        return Message(
            "{card} reneges: a card of the suit led ({led}) must be played",
            card=CardSaid(card),
            led=SuitSaid(led),
        )
    top = trick[winner_by(trick, laws.leads[trick[0]])]
    if suits[top] == trump:
        return Message(
            "{card} does not overtrump: a trump higher than {top} must be played",
            card=CardSaid(card),
            top=CardSaid(top),
        )
    return Message(
        "{card} does not trump: with no card of the suit led, a trump ({trump}) must be played",
        card=CardSaid(card),
        trump=SuitSaid(trump),
    )
