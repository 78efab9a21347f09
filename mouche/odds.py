"""Exact odds of a mouche as dealt, from the engine's own packs.

A mouche is five cards of one suit as first dealt (academie.10,
vanderaa1721.mouche; [`mouche.flush.mouche_of`][mouche.flush.mouche_of]).  Under a fair shuffle
every
seat's hand is a uniformly random five-card set of the pack, whatever the packets
(academie: 3+2; the deal plan of [`mouche.deal.new_deal`][mouche.deal.new_deal]), so the chances
depend only on the pack ([`mouche.cards.pack`][mouche.cards.pack], chosen by the ruleset for the
number of players) and the number of seats.  They are counted exactly, as fractions:

* one hand: ``Σ_suits C(r_s, 5) / C(n, 5)`` for a pack of ``n`` cards with
  ``r_s`` cards of suit ``s``;
* ``k`` given seats all dealt a mouche: the ways to give each of them five cards
  of one suit (two seats may share a suit only when it has ten cards or more),
  over the ways to deal them any five cards;
* how many seats at the table are dealt one: inclusion and exclusion over those.

>>> from mouche.cards import pack
>>> o = table_odds(pack("7"), 4)        # the 32-card piquet pack, four players
>>> o.hand, float(o.hand)
(Fraction(1, 899), 0.0011123470522803114)
>>> o.at_least(1) < 4 * o.hand           # two mouches at once are possible
True
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from fractions import Fraction
from functools import cache
from math import comb, factorial, prod

from mouche.cards import Card, pack
from mouche.presets import PRESETS
from mouche.rulesets import Ruleset

HAND = 5
"""Cards in a hand: the odds are of five-card flushes (three-card presets have none,
ed.no-three-card-flush)."""


def _ordered_partitions(total: int, parts: int) -> list[tuple[int, ...]]:
    """Every way to write ``total`` as ``parts`` non-negative counts, in order."""
    if parts == 1:
        return [(total,)]
    return [
        (first, *rest)
        for first in range(total + 1)
        for rest in _ordered_partitions(total - first, parts - 1)
    ]


def _disjoint_hands(cards: int, hands: int) -> int:
    """Ways to take ``hands`` labelled, disjoint five-card sets from ``cards`` cards."""
    if HAND * hands > cards:
        return 0
    per_hand: int = factorial(HAND) ** hands
    return factorial(cards) // (per_hand * factorial(cards - HAND * hands))


@cache
def _all_mouches(suit_sizes: tuple[int, ...], seats: int) -> Fraction:
    """The chance that ``seats`` given seats are all dealt a mouche."""
    ways = 0
    for counts in _ordered_partitions(seats, len(suit_sizes)):
        # which seats hold which suit (a multinomial), then their cards in each suit
        assign = factorial(seats) // prod(factorial(m) for m in counts)
        pairs = zip(suit_sizes, counts, strict=True)
        ways += assign * prod(_disjoint_hands(r, m) for r, m in pairs)
    return Fraction(ways, _disjoint_hands(sum(suit_sizes), seats))


@dataclass(frozen=True, slots=True)
class TableOdds:
    """The exact chances of mouches as dealt, for one pack and one number of seats."""

    cards: int
    """Cards in the pack."""
    players: int
    """Seats dealt."""
    exactly: tuple[Fraction, ...]
    """``exactly[j]``: the chance that exactly ``j`` seats are dealt a mouche."""

    @property
    def hand(self) -> Fraction:
        """The chance that a given seat's hand, as dealt, is a mouche."""
        return sum((Fraction(j, self.players) * p for j, p in enumerate(self.exactly)), Fraction())

    def at_least(self, j: int) -> Fraction:
        """The chance that ``j`` or more seats are dealt a mouche."""
        return sum(self.exactly[j:], Fraction())


def table_odds(cards: tuple[Card, ...], players: int) -> TableOdds:
    """Exact odds of mouches as dealt with the pack ``cards`` and ``players`` seats."""
    sizes = tuple(sorted(Counter(c.suit for c in cards).values()))
    if HAND * players > len(cards):
        raise ValueError(f"a pack of {len(cards)} cards cannot deal {players} hands of five")
    # S_k: the expected number of k-sets of seats all dealt a mouche
    s = [comb(players, k) * _all_mouches(sizes, k) for k in range(players + 1)]
    exactly = tuple(
        sum(
            ((-1) ** (k - j) * comb(k, j) * s[k] for k in range(j, players + 1)),
            Fraction(),
        )
        for j in range(players + 1)
    )
    return TableOdds(len(cards), players, exactly)


@dataclass(frozen=True, slots=True)
class PackTable:
    """One row of the odds table: a pack, a table size and the presets that use them."""

    lowest: str
    """The pack's lowest rank (see [`mouche.cards.pack`][mouche.cards.pack])."""
    odds: TableOdds
    presets: tuple[str, ...]
    """Ids of the presets that deal this pack to this many players."""


def preset_tables(presets: dict[str, Ruleset] | None = None) -> list[PackTable]:
    """Every (pack, number of players) the presets use, with its exact odds.

    Sorted by pack size, then players; each row names the presets that use it.  Presets
    with no five-card flush (the three-card games, ed.no-three-card-flush) have no row.
    """
    uses: dict[tuple[str, int], list[str]] = {}
    for r in (PRESETS if presets is None else presets).values():
        if not r.flushes or r.hand_size != HAND:
            continue
        for players in r.allowed_players:
            uses.setdefault((r.lowest_rank(players), players), []).append(r.id)
    rows = [
        PackTable(lowest, table_odds(pack(lowest), players), tuple(ids))
        for (lowest, players), ids in uses.items()
    ]
    return sorted(rows, key=lambda row: (row.odds.cards, row.odds.players))


__all__ = ["HAND", "PackTable", "TableOdds", "preset_tables", "table_odds"]
