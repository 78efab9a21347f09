"""Trick play: which cards may be played, and who wins a trick.

>>> from mouche.cards import parse_cards
>>> hand = parse_cards("9H 7S KC")
>>> [str(c) for c in legal_cards(hand, parse_cards("10S QS"), "C", must_head=True)]
['7S']
>>> [str(c) for c in legal_cards(hand, parse_cards("10D"), "C", must_head=False)]
['KC']
"""

from __future__ import annotations

from collections.abc import Mapping

from mouche.cards import CARDS, SUITS, Card, CardSaid, SuitSaid
from mouche.messages import Message
from mouche.registry import implements

_TRUMPED = 20  # added to a trump's power: any trump beats any card of another suit

STRENGTH: dict[str, dict[str, dict[Card, int]]] = {
    trump: {
        led: {
            c: c.power + _TRUMPED if c.suit == trump else c.power if c.suit == led else 0
            for c in CARDS.values()
        }
        for led in SUITS
    }
    for trump in SUITS
}
"""``STRENGTH[trump][led][card]``: how strongly ``card`` bids for a trick of that suit led.

A trump outranks every other card, the suit led outranks the rest, and within a
suit the higher power wins; a card of neither suit cannot take the trick (0).
One table for who wins a trick, what beats the card on top and who can head it.
"""


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
    strength = STRENGTH[trump][cards[0].suit]
    # a loop, not max(map(...)): faster in CPython 3.11, and no slower in Pyodide
    best, winner = 0, 0
    for i in range(len(cards)):
        v = strength[cards[i]]
        if v > best:  # strictly: the first of equals (two cards of no suit that counts) stays
            best, winner = v, i
    return winner


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


def why_illegal(
    card: Card, hand: tuple[Card, ...], trick: tuple[Card, ...], trump: str, must_head: bool
) -> Message:
    """A readable reason why ``card`` may not be played (it is assumed illegal)."""
    led = trick[0].suit
    if any(c.suit == led for c in hand):
        if card.suit == led:
            return Message(
                "{card} does not head the trick: a higher card of the suit led must be played",
                card=CardSaid(card),
            )
        return Message(
            "{card} reneges: a card of the suit led ({led}) must be played",
            card=CardSaid(card),
            led=SuitSaid(led),
        )
    top = trick[trick_winner(trick, trump)]
    if top.suit == trump:
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
