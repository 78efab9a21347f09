"""Beast's three heaps: the King, the Play and the Triolet (option ``heaps``).

Cotton's Beast (1674) is played "as at French Ruff", but its stakes are three heaps:
"before the Cards are dealt, every one stakes to the three heaps. He that wins most tricks
takes up the heap that is called the Play; he that hath the King takes up the heap so
called; and he that hath three of any sort ... takes up the Triolet" (cotton1674.beast.2).
Every player stakes a jeton to each heap (``ante=three-each``); what the texts leave open
is decided by ed.beast-heaps.

>>> from mouche.cards import parse_cards
>>> triolet_of(parse_cards("4S 4H 4D KC 2S"))
'4'
>>> triolet_of(parse_cards("4S 4H 5D KC 2S")) is None
True
"""

from __future__ import annotations

from collections import Counter

from mouche.books import Books
from mouche.cards import CARDS, RANKS, Card
from mouche.deal import Deal
from mouche.messages import N_
from mouche.registry import implements


def triolet_of(hand: tuple[Card, ...]) -> str | None:
    """The rank of which ``hand`` holds three or more ("three fours, three fives, three
    sixes, and so forth"), the highest if two; None if it holds none."""
    ranks = [r for r, n in Counter(c.rank for c in hand).items() if n >= 3]
    return min(ranks, key=RANKS.index) if ranks else None


@implements("cotton1674.beast.1", "cotton1674.beast.2", "ed.beast-heaps")
def beast_heaps(deal: Deal, b: Books) -> Books:
    """The three heaps taken up: the Play by the most tricks (the eldest of those tied), the
    King by the holder of the king of trumps as dealt (or the dealer who turned it up), the
    Triolet by three of a kind as dealt (the highest); a heap nobody takes goes with the
    Play. Each heap holds a jeton a player; the Play also what was on the table before.

    Clauses: cotton1674.beast.1, cotton1674.beast.2, ed.beast-heaps.
    """
    t = deal.table
    cite = t.ruleset.option_citation("heaps")
    heap = t.players
    won = deal.play.won
    play = max(t.order, key=lambda s: (won[s], -t.order.index(s)))
    king = next((s for s in t.order if CARDS["K" + t.trump] in t.dealt[s]), None)
    if king is None and t.turnup.rank == "K":
        king = t.dealer
    triolets = [(s, r) for s in t.order if (r := triolet_of(t.dealt[s])) is not None]
    triolet = min(triolets, key=lambda sr: RANKS.index(sr[1]))[0] if triolets else None
    rest = b.pot - 2 * heap
    b = b.pay(play, rest).say(cite, _PLAY, play, won[play], rest)
    for seat, form, nobody in ((king, _KING_HEAP, _NO_KING), (triolet, _TRIOLET, _NO_TRIOLET)):
        taker = play if seat is None else seat
        b = b.pay(taker, heap).say(cite, form if seat is not None else nobody, taker, heap)
    return b


_PLAY = N_("p{} won most tricks ({}) and takes up the Play, {} jetons.")
_KING_HEAP = N_("p{} has the king of trumps and takes up the King, {} jetons.")
_TRIOLET = N_("p{} has three of a sort and takes up the Triolet, {} jetons.")
_NO_KING = N_("Nobody has the king of trumps: the King goes with the Play to p{}, {} jetons.")
_NO_TRIOLET = N_("Nobody has three of a sort: the Triolet goes with the Play to p{}, {} jetons.")

__all__ = ["beast_heaps", "triolet_of"]
