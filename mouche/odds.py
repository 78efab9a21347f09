"""Exact odds of a flush as dealt, as each ruleset counts one, from the engine's own packs.

A mouche is five cards of one suit as first dealt (academie.10,
vanderaa1721.mouche; [`mouche.flush.mouche_of`][mouche.flush.mouche_of]); Loo's rulesets count
also four of a suit with the top card (option ``flush`` = ``four-with-top``: Hoyle's "four with
Pam") and Pam-loo's five court cards, the blaze (option ``blaze``;
[`mouche.flush.blaze_of`][mouche.flush.blaze_of]); three-card hands and the rulesets with
``flush`` = ``none`` count none ([`Counted`][Counted]).  Under a fair shuffle every seat's hand
is a uniformly random set of the pack, whatever the packets (academie: 3+2; the deal plan of
[`mouche.deal.new_deal`][mouche.deal.new_deal]), so the chances depend only on the pack
([`mouche.cards.pack`][mouche.cards.pack], chosen by the ruleset for the number of players),
the number of seats and what counts.  They are counted exactly, as fractions:

* one hand: ``Σ_suits C(r_s, 5) / C(n, 5)`` for five of a suit from a pack of ``n`` cards with
  ``r_s`` cards of suit ``s``;
* ``k`` given seats all dealt a mouche: the ways to give each of them five cards
  of one suit (two seats may share a suit only when it has ten cards or more),
  over the ways to deal them any five cards;
* with the top card or the blaze, the same ways counted card class by card class
  ([`dealt_together`][dealt_together]);
* how many seats at the table are dealt one: inclusion and exclusion over those.

>>> from mouche.cards import pack
>>> o = table_odds(pack("7"), 4)        # the 32-card piquet pack, four players
>>> o.hand, float(o.hand)
(Fraction(1, 899), 0.0011123470522803114)
>>> o.at_least(1) < 4 * o.hand           # two mouches at once are possible
True
"""

from __future__ import annotations

from collections import Counter, defaultdict
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from fractions import Fraction
from functools import cache
from itertools import pairwise
from math import comb, factorial, prod

from mouche.cards import CARDS, Card, pack
from mouche.chosen import Blaze, Flush, TopCard
from mouche.flush import blaze_of, mouche_of
from mouche.presets import PRESETS
from mouche.rulesets import Ruleset

HAND = 5
"""Cards in a hand that can make a flush (three-card hands have none, ed.no-three-card-flush)."""

_COURT = frozenset(("K", "Q", "J"))


@dataclass(frozen=True, slots=True)
class Counted:
    """What a ruleset counts as a winning hand as dealt: its hand size and its options
    ``flush``, ``top_card`` (only with ``four-with-top``) and ``blaze``."""

    hand: int = HAND
    five: bool = True
    """Five of a suit counts (option ``flush`` other than ``none``)."""
    top: TopCard = TopCard.NONE
    """The card that makes a flush of four others (``flush`` = ``four-with-top``), or NONE."""
    blaze: bool = False
    """Five court cards count (option ``blaze`` = ``as-flush``)."""

    @classmethod
    def of(cls, ruleset: Ruleset) -> Counted:
        """What ``ruleset``'s own options count."""
        c = ruleset.chosen
        top = c.top_card if c.flush is Flush.FOUR_WITH_TOP else TopCard.NONE
        return cls(ruleset.hand_size, c.flush is not Flush.NONE, top, c.blaze is Blaze.AS_FLUSH)

    @property
    def any(self) -> bool:
        """Whether any hand as dealt counts (five cards, and a flush or a blaze)."""
        return self.hand == HAND and (self.five or self.blaze)

    @property
    def key(self) -> str:
        """A short name: ``five``, ``five+jack-of-clubs``, ``five+jack-of-clubs+blaze``,
        ``none`` or ``three-card`` (the hand size when it is not five)."""
        if self.hand != HAND:
            return "three-card" if self.hand == 3 else f"{self.hand}-card"
        if not self.any:
            return "none"
        parts = ["five"] if self.five else []
        parts += [str(self.top)] if self.top is not TopCard.NONE else []
        return "+".join(parts + (["blaze"] if self.blaze else []))

    def wins(self, hand: tuple[Card, ...], trump: str) -> bool:
        """Whether ``hand`` as dealt counts, ``trump`` trumps: the engine's own tests,
        [`mouche_of`][mouche.flush.mouche_of] and [`blaze_of`][mouche.flush.blaze_of]."""
        if len(hand) != HAND:
            return False
        name = self.top.card(trump)
        top = CARDS[name] if name else None
        if self.five and mouche_of(hand, 0, trump, top) is not None:
            return True
        return self.blaze and blaze_of(hand, 0) is not None


FIVE_OF_A_SUIT = Counted()
"""Mouche's count: five cards of one suit (academie.10)."""


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


def _compositions(total: int, caps: tuple[int, ...]) -> Iterator[tuple[int, ...]]:
    """Every way to take ``total`` cards from classes of ``caps`` cards, as counts."""
    if not caps:
        if total == 0:
            yield ()
        return
    for first in range(min(total, caps[0]) + 1):
        for rest in _compositions(total - first, caps[1:]):
            yield (first, *rest)


def dealt_together(
    cards: tuple[Card, ...], seats: int, counted: Counted, trump: str
) -> list[Fraction]:
    """``[P_0, …, P_seats]``: ``P_k`` the chance that ``k`` given seats are all dealt a
    hand that ``counted`` counts, ``trump`` trumps, five cards each from ``cards``.

    The cards fall into classes by suit, by whether they are court cards and whether they
    are the top card, which is all a flush or a blaze looks at; a hand is its counts by
    class, and [`Counted.wins`][Counted.wins] is asked once for each.  The ways to deal the
    seats one after another winning hands are then counted by the cards each class has
    left, two suits whose classes the winning hands treat alike being one (the counts of
    one are those of the other, swapped).
    """
    return _together(cards, counted, trump)[: seats + 1]


@cache
def _together(cards: tuple[Card, ...], counted: Counted, trump: str) -> list[Fraction]:
    """[`dealt_together`][dealt_together] for as many seats as ``cards`` deal."""
    keys = [(c.suit, c.rank in _COURT, _is_top(c, cards, counted, trump)) for c in cards]
    order = sorted(set(keys))
    members = [[c for c, k in zip(cards, keys, strict=True) if k == key] for key in order]
    sizes = tuple(len(m) for m in members)
    types = []
    for counts in _compositions(HAND, sizes):
        hand = tuple(c for m, n in zip(members, counts, strict=True) for c in m[:n])
        if counted.wins(hand, trump):
            types.append(tuple((i, n) for i, n in enumerate(counts) if n))
    canon = _symmetry(order, sizes, types)
    out = [Fraction(1)]
    states: dict[tuple[int, ...], int] = {(0,) * len(sizes): 1}
    for k in range(1, len(cards) // HAND + 1):
        grown: dict[tuple[int, ...], int] = defaultdict(int)
        for used, ways in states.items():
            for t in types:
                w = ways
                for i, n in t:
                    w *= comb(sizes[i] - used[i], n)
                if w:
                    after = list(used)
                    for i, n in t:
                        after[i] += n
                    grown[canon(after)] += w
        states = grown
        out.append(Fraction(sum(states.values()), _disjoint_hands(len(cards), k)))
    return out


Key = tuple[str, bool, bool]


def _symmetry(
    order: list[Key], sizes: tuple[int, ...], types: list[tuple[tuple[int, int], ...]]
) -> Callable[[list[int]], tuple[int, ...]]:
    """A state's one form among those that swap two suits alike: suits with the same
    classes, whose swap maps every winning hand to a winning hand (the suits other than the
    top card's)."""
    blocks: dict[str, list[int]] = defaultdict(list)
    for i, (suit, _, _) in enumerate(order):
        blocks[suit].append(i)
    shape: dict[tuple[tuple[bool, bool, int], ...], list[list[int]]] = defaultdict(list)
    for idx in blocks.values():
        shape[tuple((order[i][1], order[i][2], sizes[i]) for i in idx)].append(idx)
    known = {tuple(sorted(t)) for t in types}
    groups = []
    for group in shape.values():
        # swapping neighbours makes every order of the group
        swaps = [dict(zip(a, b, strict=True)) | dict(zip(b, a, strict=True))
                 for a, b in pairwise(group)]  # fmt: skip
        if len(group) > 1 and all(
            tuple(sorted((m.get(i, i), n) for i, n in t)) in known for m in swaps for t in known
        ):
            groups.append(group)

    def canon(state: list[int]) -> tuple[int, ...]:
        for group in groups:
            parts = sorted(tuple(state[i] for i in idx) for idx in group)
            for idx, part in zip(group, parts, strict=True):
                for i, v in zip(idx, part, strict=True):
                    state[i] = v
        return tuple(state)

    return canon


def _is_top(card: Card, cards: tuple[Card, ...], counted: Counted, trump: str) -> bool:
    """Whether ``card`` with four cards of another suit wins (it is the top card)."""
    for suit in {c.suit for c in cards} - {card.suit}:
        four = tuple(c for c in cards if c.suit == suit)[:4]
        if len(four) == 4 and counted.wins((*four, card), trump):
            return True
    return False


def _exactly(s: list[Fraction], players: int) -> tuple[Fraction, ...]:
    """From ``s[k]``, the expected number of k-sets of seats all dealt one, the chance that
    exactly ``j`` seats are: inclusion and exclusion."""
    return tuple(
        sum(
            ((-1) ** (k - j) * comb(k, j) * s[k] for k in range(j, players + 1)),
            Fraction(),
        )
        for j in range(players + 1)
    )


@dataclass(frozen=True, slots=True)
class TableOdds:
    """The exact chances of flushes as dealt, for one pack and one number of seats."""

    cards: int
    """Cards in the pack."""
    players: int
    """Seats dealt."""
    exactly: tuple[Fraction, ...]
    """``exactly[j]``: the chance that exactly ``j`` seats are dealt a flush."""

    @property
    def hand(self) -> Fraction:
        """The chance that a given seat's hand, as dealt, is a flush."""
        return sum((Fraction(j, self.players) * p for j, p in enumerate(self.exactly)), Fraction())

    def at_least(self, j: int) -> Fraction:
        """The chance that ``j`` or more seats are dealt a flush."""
        return sum(self.exactly[j:], Fraction())


def table_odds(
    cards: tuple[Card, ...], players: int, counted: Counted = FIVE_OF_A_SUIT
) -> TableOdds:
    """Exact odds of flushes as dealt with the pack ``cards`` and ``players`` seats, a flush
    being what ``counted`` counts (five of a suit unless told).

    With the jack of trumps as the top card the trump is the turned-up card, the first card
    after the hands (``new_deal``): each card of the pack is turned up alike, and the seats'
    hands are dealt from the others.
    """
    if HAND * players > len(cards):
        raise ValueError(f"a pack of {len(cards)} cards cannot deal {players} hands of five")
    if not counted.any:
        return TableOdds(len(cards), players, (Fraction(1),) + (Fraction(0),) * players)
    if counted == FIVE_OF_A_SUIT:
        sizes = tuple(sorted(Counter(c.suit for c in cards).values()))
        s = [comb(players, k) * _all_mouches(sizes, k) for k in range(players + 1)]
        return TableOdds(len(cards), players, _exactly(s, players))
    if counted.top is not TopCard.JACK_OF_TRUMPS:
        # the trump decides only whether a flush is in trumps, not whether it is one
        together = dealt_together(cards, players, counted, cards[0].suit)
        s = [comb(players, k) * p for k, p in enumerate(together)]
        return TableOdds(len(cards), players, _exactly(s, players))
    if HAND * players >= len(cards):
        raise ValueError(f"a pack of {len(cards)} cards cannot deal {players} hands and a trump")
    total = [Fraction(0)] * (players + 1)
    for turnup in cards:
        rest = tuple(c for c in cards if c is not turnup)
        together = dealt_together(rest, players, counted, turnup.suit)
        for k, p in enumerate(_exactly([comb(players, k) * p for k, p in enumerate(together)],
                                       players)):  # fmt: skip
            total[k] += p / len(cards)
    return TableOdds(len(cards), players, tuple(total))


@dataclass(frozen=True, slots=True)
class PackTable:
    """One row of the odds table: what counts, a pack, a table size and the presets that
    use them."""

    lowest: str
    """The pack's lowest rank (see [`mouche.cards.pack`][mouche.cards.pack])."""
    odds: TableOdds
    presets: tuple[str, ...]
    """Ids of the presets that deal this pack to this many players and count alike."""
    counted: Counted = FIVE_OF_A_SUIT


def preset_tables(presets: dict[str, Ruleset] | None = None) -> list[PackTable]:
    """Every (what counts, pack, number of players) the presets use, with its exact odds.

    Sorted by what counts (five of a suit first), then pack size, then players; each row
    names the presets that use it.  Presets that count no flush
    ([`no_flush`][no_flush]) have no row.
    """
    uses: dict[tuple[Counted, str, int], list[str]] = {}
    for r in (PRESETS if presets is None else presets).values():
        counted = Counted.of(r)
        if not counted.any:
            continue
        for players in r.allowed_players:
            uses.setdefault((counted, r.lowest_rank(players), players), []).append(r.id)
    rows = [
        PackTable(lowest, table_odds(pack(lowest), players, counted), tuple(ids), counted)
        for (counted, lowest, players), ids in uses.items()
    ]
    return sorted(rows, key=lambda row: (_rank(row.counted), row.odds.cards, row.odds.players))


def _rank(counted: Counted) -> tuple[int, int, int]:
    """Five of a suit first, then with the top card, then with the blaze too."""
    return (counted.top is not TopCard.NONE, counted.blaze, not counted.five)


def no_flush(presets: dict[str, Ruleset] | None = None) -> dict[str, tuple[str, ...]]:
    """The presets that count no hand as dealt, by why ([`Counted.key`][Counted.key]):
    ``three-card`` hands (ed.no-three-card-flush), or ``none`` (option ``flush`` = ``none``)."""
    out: dict[str, list[str]] = {}
    for r in (PRESETS if presets is None else presets).values():
        counted = Counted.of(r)
        if not counted.any:
            out.setdefault(counted.key, []).append(r.id)
    return {k: tuple(v) for k, v in out.items()}


__all__ = [
    "FIVE_OF_A_SUIT",
    "HAND",
    "Counted",
    "PackTable",
    "TableOdds",
    "dealt_together",
    "no_flush",
    "preset_tables",
    "table_odds",
]
