"""Trick play: which cards may be played, and who wins a trick.

>>> from mouche.cards import parse_cards
>>> hand = parse_cards("9H 7S KC")
>>> [str(c) for c in legal_cards(hand, parse_cards("10S QS"), "C", must_head=True)]
['7S']
>>> [str(c) for c in legal_cards(hand, parse_cards("10D"), "C", must_head=False)]
['KC']
"""

from __future__ import annotations

from mouche.cards import Card
from mouche.registry import implements


@implements("vanderaa1721.play", "academie.9", "vanderaa1721.ranking")
def trick_winner(cards: tuple[Card, ...], trump: str) -> int:
    """Index in ``cards`` (playing order) of the card that wins the trick.

    The highest trump wins; with no trump, the highest card of the suit led.
    Cards rank K Q J A 10 9 8 7 (6 5 4 3 2) in every suit, trumps included.

    Clauses: vanderaa1721.play, academie.9, vanderaa1721.ranking.
    """
    best = 0
    top = cards[0]
    for i in range(1, len(cards)):
        c = cards[i]
        if c.suit == top.suit:
            if c.power > top.power:
                best, top = i, c
        elif c.suit == trump:
            best, top = i, c
    return best


def beats(card: Card, top: Card, trump: str) -> bool:
    """Whether ``card`` played now would beat ``top``, the card winning the trick."""
    if card.suit == top.suit:
        return card.power > top.power
    return card.suit == trump


@implements("vanderaa1721.play", "academie.15")
def legal_cards(
    hand: tuple[Card, ...], trick: tuple[Card, ...], trump: str, must_head: bool
) -> tuple[Card, ...]:
    """The cards of ``hand`` that may be played to ``trick`` (cards so far, in order).

    Follow suit if you can; if you cannot, trump; if a trump is already on the
    trick, overtrump if you can, and if you cannot beat it you may discard
    (vanderaa1721.play).  With ``must_head`` (academie.15), a player who can
    take the trick by playing higher in the suit led must also do so.

    Clauses: vanderaa1721.play, academie.15.
    """
    if not trick:
        return hand
    led = trick[0].suit
    top = trick[trick_winner(trick, trump)]
    follow = tuple([c for c in hand if c.suit == led])
    if follow:
        if must_head and top.suit == led:
            higher = tuple([c for c in follow if c.power > top.power])
            if higher:
                return higher
        return follow
    trumps = tuple([c for c in hand if c.suit == trump])
    if not trumps:
        return hand
    if top.suit != trump:
        return trumps
    over = tuple([c for c in trumps if c.power > top.power])
    return over or hand


def why_illegal(
    card: Card, hand: tuple[Card, ...], trick: tuple[Card, ...], trump: str, must_head: bool
) -> str:
    """A readable reason why ``card`` may not be played (it is assumed illegal)."""
    led = trick[0].suit
    if any(c.suit == led for c in hand):
        if card.suit == led:
            return f"{card} does not head the trick: a higher card of the suit led must be played"
        return f"{card} reneges: a card of the suit led ({led}) must be played"
    top = trick[trick_winner(trick, trump)]
    if top.suit == trump:
        return f"{card} does not overtrump: a trump higher than {top} must be played"
    return f"{card} does not trump: with no card of the suit led, a trump ({trump}) must be played"
