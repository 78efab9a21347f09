"""The mouche as a hand: five cards of one suit as dealt, and how several compare.

>>> from mouche.cards import parse_cards
>>> m = mouche_of(parse_cards("KH QH 9H 8H 7H"), seat=2, trump="S")
>>> m.suit, m.points, m.trump
('H', 44, False)
"""

from __future__ import annotations

from dataclasses import dataclass

from mouche.cards import Card
from mouche.registry import implements


@dataclass(frozen=True, slots=True)
class MoucheHand:
    """A mouche held by ``seat``: its suit, whether it is in trumps, its point count."""

    seat: int
    suit: str
    points: int
    trump: bool


@implements("academie.10", "vanderaa1721.mouche", "hoyle-loo.a.2", "pam-loo.5", "pam-loo.6")
def mouche_of(
    hand: tuple[Card, ...], seat: int, trump: str, top: Card | None = None
) -> MoucheHand | None:
    """The mouche or flush in ``hand`` (five cards of one suit), or None.

    ``top`` is the top card when it makes a flush of four others (option ``flush`` =
    ``four-with-top``: Hoyle's "four with Pam", Pam-loo's "Pam flush"); the flush is then in
    the four's suit, and counts the top card's points with theirs.
    Only a hand as first dealt counts; the caller passes the dealt hand.

    >>> from mouche.cards import parse_card, parse_cards
    >>> pam = parse_card("JC")
    >>> mouche_of(parse_cards("AH KH 9H 2H JC"), 0, "S") is None
    True
    >>> m = mouche_of(parse_cards("AH KH 9H 2H JC"), 0, "S", top=pam)
    >>> m.suit, m.points
    ('H', 41)

    Clauses: academie.10, vanderaa1721.mouche, hoyle-loo.a.2, pam-loo.5, pam-loo.6.
    """
    try:
        a, b, c, d, e = hand
    except ValueError:  # not five cards
        return None
    suit = a.suit
    if b.suit != suit or c.suit != suit or d.suit != suit or e.suit != suit:
        if top is None or top not in hand:
            return None
        suits = {x.suit for x in hand if x is not top}
        if len(suits) != 1:
            return None
        suit = suits.pop()
    points = a.points + b.points + c.points + d.points + e.points
    return MoucheHand(seat, suit, points, suit == trump)


@implements("academie.11", "vanderaa1721.several-mouches")
def best_mouche(mouches: list[MoucheHand], priority: tuple[int, ...]) -> MoucheHand:
    """The mouche that wins among several.

    A mouche in trumps beats a plain one; between plain ones the higher count
    wins (K, Q, J and the ace 10 each, the others their face value); equal
    counts go to priority, the seat nearest the dealer's right, i.e. earliest
    in ``priority`` (seats from the eldest hand to the dealer).

    Clauses: academie.11, vanderaa1721.several-mouches.
    """
    return max(mouches, key=lambda m: (m.trump, m.points, -priority.index(m.seat)))


@implements("cotton1674.lanterloo.9")
def eldest_flush(mouches: list[MoucheHand], priority: tuple[int, ...]) -> MoucheHand:
    """The eldest hand's flush wins among several (option ``several_flushes`` = ``eldest``):
    "if there be two loos he that is eldest hand hath the advantage", whatever the suits.

    Clauses: cotton1674.lanterloo.9.
    """
    return min(mouches, key=lambda m: priority.index(m.seat))


BLAZE = "blaze"
"""The suit a blaze is said to be in: none of the four (its court cards may be of any)."""


@implements("pam-loo.7", "pam-loo.8", "ed.blaze")
def blaze_of(hand: tuple[Card, ...], seat: int) -> MoucheHand | None:
    """A blaze in ``hand`` (option ``blaze`` = ``as-flush``): "five face or court cards"
    (pam-loo.7), kings, queens and knaves of any suits, Pam among them (the Pam blaze of
    pam-loo.8, whose definition the excerpt breaks off); in no suit, so never in trumps,
    and compared with a flush by its points, as one flush with another (ed.blaze).

    >>> from mouche.cards import parse_cards
    >>> blaze_of(parse_cards("KH QS JC KD JD"), 3)
    MoucheHand(seat=3, suit='blaze', points=50, trump=False)
    >>> blaze_of(parse_cards("KH QS JC KD 10D"), 3) is None
    True

    Clauses: pam-loo.7, pam-loo.8, ed.blaze.
    """
    if len(hand) != 5 or any(c.rank not in _COURT for c in hand):
        return None
    return MoucheHand(seat, BLAZE, sum(c.points for c in hand), False)


_COURT = ("K", "Q", "J")


def dealt_flushes(
    hands: tuple[tuple[Card, ...], ...],
    trump: str,
    top: Card | None,
    *,
    flushes: bool,
    blazes: bool,
) -> list[MoucheHand | None]:
    """Each hand's flush as dealt, or None: none at all where the game has no flush
    (``flushes`` off: option ``flush`` = none, ed.no-three-card-flush); a blaze where it
    wins as one (``blazes``: option ``blaze`` = as-flush, pam-loo.7)."""
    mouches = []
    for s, h in enumerate(hands):
        m = mouche_of(h, s, trump, top) if flushes else None
        if m is None and blazes:
            m = blaze_of(h, s)
        mouches.append(m)
    return mouches

