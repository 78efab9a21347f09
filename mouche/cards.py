"""Suits, ranks, cards and packs, and the card notation.

Cards rank K Q J A 10 9 8 7 (6 5 4 3 2) in every suit, trumps included: the
écarté order (vanderaa1721.ranking; ajo.pack for the longer packs).  A card's ``power`` is
its place in that order; a ruleset with ``ranking=ace-high`` ranks them as at whist and one
with a ``top_card`` puts that card above every trump (both in ``mouche.tricks``' tables).

Notation is rank then suit letter: ``KS``, ``10H``, ``AD``, ``7C``; input also takes ``T``
for 10, lower case, and the suit symbols ♠ ♥ ♦ ♣.

>>> parse_card("10h"), parse_card("T♥"), str(parse_card("ks"))
(Card('10H'), Card('10H'), 'KS')
>>> parse_cards("KS QS JS")
(Card('KS'), Card('QS'), Card('JS'))
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache
from typing import Any, cast

from mouche.errors import CardError, excerpt
from mouche.messages import ENGLISH, Message
from mouche.registry import implements

SUITS: tuple[str, ...] = ("S", "H", "D", "C")
"""Suit letters: spades, hearts, diamonds, clubs."""

SUIT_SYMBOLS: dict[str, str] = {"S": "♠", "H": "♥", "D": "♦", "C": "♣"}


class SuitSaid(Message):
    """A suit named in a sentence: its letter in English (what the engine has always
    said: "a mouche in S"), its symbol in another language ("une mouche en ♠"), whose
    readers do not read English initials.

    >>> suit = SuitSaid("S")
    >>> suit, suit.render("fr"), suit.render("en")
    ('S', '♠', 'S')
    """

    def render(self, lang: str) -> str:
        return str(self) if lang == ENGLISH else SUIT_SYMBOLS.get(str(self), str(self))

    def __reduce__(self) -> tuple[Any, ...]:
        return (SuitSaid, (str(self),))


class CardSaid(Message):
    """Cards named in a sentence (one, or several space separated): their notation in
    English ("p1 plays 9S"), each with its suit's symbol in another language ("p1 joue 9♠"),
    as a suit is said ([`SuitSaid`][SuitSaid]).

    >>> cards = CardSaid("10H QS")
    >>> cards, cards.render("ru"), cards.render("en")
    ('10H QS', '10♥ Q♠', '10H QS')
    """

    def __new__(cls, cards: object) -> CardSaid:
        return cast(CardSaid, super().__new__(cls, "{}", str(cards)))

    def render(self, lang: str) -> str:
        if lang == ENGLISH:
            return str(self)
        return " ".join(c[:-1] + SuitSaid(c[-1:]).render(lang) for c in self.split())

    def __reduce__(self) -> tuple[Any, ...]:
        return (CardSaid, (str(self),))


RANKS: tuple[str, ...] = ("K", "Q", "J", "A", "10", "9", "8", "7", "6", "5", "4", "3", "2")
"""Ranks from highest to lowest (the écarté order)."""

_POINTS: dict[str, int] = {"K": 10, "Q": 10, "J": 10, "A": 10}


@dataclass(frozen=True, slots=True, eq=False)
class Card:
    """A playing card. Use [`parse_card`][parse_card] or [`CARDS`][CARDS].

    Cards are interned: there is one object per card, so equality and hashing
    are by identity (fast), and copying or unpickling gives back the same object.
    """

    rank: str
    suit: str
    power: int
    """Strength within its suit: higher beats lower (K highest)."""
    points: int
    """Value when counting a mouche (academie.11): K Q J A count 10, others face value."""

    def __str__(self) -> str:
        return self.rank + self.suit

    def __repr__(self) -> str:
        return f"Card('{self}')"

    def __reduce__(self) -> tuple[object, tuple[str]]:
        return (parse_card, (str(self),))

    def __copy__(self) -> Card:
        return self

    def __deepcopy__(self, memo: object) -> Card:
        return self

    @property
    def symbol(self) -> str:
        """The card with its suit symbol, e.g. ``K♠``."""
        return self.rank + SUIT_SYMBOLS[self.suit]


def _make(rank: str, suit: str) -> Card:
    power = len(RANKS) - RANKS.index(rank)
    return Card(rank, suit, power, _POINTS.get(rank) or int(rank))


CARDS: dict[str, Card] = {r + s: _make(r, s) for s in SUITS for r in RANKS}
"""Every card of the 52-card pack by its notation."""

_SYMBOL_TO_SUIT = {v: k for k, v in SUIT_SYMBOLS.items()}
_SYMBOL_TO_SUIT.update({"♤": "S", "♡": "H", "♢": "D", "♧": "C"})


def parse_card(token: str) -> Card:
    """Read one card in the notation above; a bad token raises [`CardError`][CardError]."""
    text = token.strip()
    if not text:
        raise CardError("empty card token")
    # ASCII but for a suit symbol: str.upper() maps the long s 'ſ' to 'S', for one
    suit = _SYMBOL_TO_SUIT.get(text[-1], text[-1].upper() if text[-1].isascii() else "?")
    rank = text[:-1].upper() if text[:-1].isascii() else "?"
    if rank == "T":
        rank = "10"
    card = CARDS.get(rank + suit)
    if card is None or len(text) > 4:
        raise CardError(
            "not a card: {token} (write rank then suit, e.g. KS, 10H, AD, 7C)", token=excerpt(token)
        )
    return card


def parse_cards(text: str) -> tuple[Card, ...]:
    """Read cards separated by spaces or commas."""
    return tuple(parse_card(t) for t in text.replace(",", " ").split())


def format_cards(cards: tuple[Card, ...] | list[Card]) -> str:
    """Cards in notation, space separated."""
    return " ".join(str(c) for c in cards)


def pack_ranks(lowest: str) -> tuple[str, ...]:
    """The ranks of the pack K down to ``lowest``; ``"8+2"`` is K down to 8 with the deuces
    kept, the short pack Cotton's Lanterloo plays (cotton1674.lanterloo.2: "lay out the
    threes, fours, fives, sixes and sevens").

    >>> pack_ranks("8+2")
    ('K', 'Q', 'J', 'A', '10', '9', '8', '2')
    """
    low, _, kept = lowest.partition("+")
    if low not in RANKS or (kept and kept not in RANKS[RANKS.index(low) + 1 :]):
        raise CardError("not a rank: {lowest!r}", lowest=lowest)
    return RANKS[: RANKS.index(low) + 1] + ((kept,) if kept else ())


@implements("vanderaa1721.players-pack", "ajo.pack")
@cache
def pack(lowest: str) -> tuple[Card, ...]:
    """The pack K down to ``lowest`` in each suit ([`pack_ranks`][pack_ranks]), in a fixed
    (unshuffled) order.

    ``pack("7")`` is the 32-card piquet pack; ``pack("8")`` the 28 cards
    without sevens; ``pack("6")`` 36, ``pack("3")`` 48, ``pack("2")`` 52.

    Clauses: vanderaa1721.players-pack, ajo.pack.
    """
    ranks = pack_ranks(lowest)
    return tuple(CARDS[r + s] for s in SUITS for r in ranks)
