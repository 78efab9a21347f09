"""The engine's fast paths give exactly what the plain ones give."""

from __future__ import annotations

import random
from typing import Any

import pytest

from mouche.cards import CARDS, Card, pack
from mouche.deal import new_deal
from mouche.errors import MoucheError
from mouche.flush import mouche_of
from mouche.presets import PRESETS, get_ruleset
from mouche.shuffle import _INLINE_SHUFFLE, _shuffle_of, shuffled_pack
from mouche.stakes import Owed, Stakes, opening_stakes


class _OwnRandom(random.Random):
    """A generator of another class: shuffled by its own ``shuffle``."""


class _ReversingRandom(random.Random):
    """A generator whose ``shuffle`` is its own business (here it reverses)."""

    def shuffle(self, x: list[object]) -> None:  # type: ignore[override]
        x.reverse()


_TABLES = {len(pack(r.lowest_rank(n))): (r, n) for r in PRESETS.values() for n in r.allowed_players}
"""A ruleset and table size for each pack size the presets deal."""


def test_every_pack_size_is_covered() -> None:
    assert sorted(_TABLES) == [28, 32, 36, 48, 52]


@pytest.mark.parametrize("size", sorted(_TABLES))
def test_shuffled_pack_draws_as_random_shuffle(size: int) -> None:
    """Same order and the generator left in the same state, for many seeds of every pack."""
    assert _INLINE_SHUFFLE
    r, players = _TABLES[size]
    lowest = r.lowest_rank(players)
    for seed in range(400):
        mine, plain = random.Random(seed), random.Random(seed)
        cards = list(pack(lowest))
        plain.shuffle(cards)
        assert shuffled_pack(r, players, mine) == tuple(cards)
        assert mine.getstate() == plain.getstate()
    # and the next deals from the same generator follow the same draws
    mine, plain = random.Random(size), random.Random(size)
    for _ in range(50):
        cards = list(pack(lowest))
        plain.shuffle(cards)
        assert shuffled_pack(r, players, mine) == tuple(cards)
    assert mine.getstate() == plain.getstate()
    assert mine.random() == plain.random()


@pytest.mark.parametrize("n", range(60))
def test_unrolled_shuffle_of_any_length(n: int) -> None:
    for seed in (0, 1, 14, 1721, 2**40 + 3):
        a, b = list(range(n)), list(range(n))
        ra, rb = random.Random(seed), random.Random(seed)
        ra.shuffle(a)
        _shuffle_of(n)(b, rb.getrandbits)  # type: ignore[arg-type]
        assert a == b
        assert ra.getstate() == rb.getstate()


def test_other_generator_classes_shuffle_themselves() -> None:
    r = get_ruleset("vanderaa1721")
    for players in r.allowed_players:
        for seed in range(20):
            plain = _OwnRandom(seed)
            cards = list(pack(r.lowest_rank(players)))
            plain.shuffle(cards)
            assert shuffled_pack(r, players, _OwnRandom(seed)) == tuple(cards)
        assert shuffled_pack(r, players, _ReversingRandom(1)) == tuple(
            reversed(pack(r.lowest_rank(players)))
        )


_FULL = pack("7")
_HANDS = (_FULL[0:5], _FULL[5:10], _FULL[10:15], _FULL[15:20])
_REFUSALS: list[tuple[str, dict[str, Any], str]] = [
    ("vanderaa1721", {"deck": _FULL[:31] + (_FULL[0],)}, "KS appears twice in the deck"),
    (
        "vanderaa1721",
        {"deck": _FULL[:31] + (CARDS["6S"],)},
        "6S is not in the pack of 32 cards used here",
    ),
    ("vanderaa1721", {"deck": _FULL[:31]}, "the deck has 31 cards; the pack for 4 players has 32"),
    (
        "vanderaa1721",
        {"deck": _FULL + (CARDS["6S"],)},
        "6S is not in the pack of 32 cards used here",
    ),
    ("vanderaa1721", {"deck": _FULL + (_FULL[3],)}, "AS appears twice in the deck"),
    (
        "vanderaa1721",
        {"players": 7, "deck": _FULL},
        "ruleset 'vanderaa1721' is for 3, 4, 5, 6 players, not 7",
    ),
    ("vanderaa1721", {"dealer": 4, "deck": _FULL}, "dealer must be a seat from 0 to 3, not 4"),
    ("vanderaa1721", {"deck": _FULL, "pot": -1}, "the pot cannot be negative (-1)"),
    ("vanderaa1721", {}, "give either a deck or the hands"),
    (
        "vanderaa1721",
        {"deck": _FULL, "hands": _HANDS, "turnup": _FULL[20]},
        "give either a deck or the hands, not both",
    ),
    ("vanderaa1721", {"hands": _HANDS[:3], "turnup": _FULL[20]}, "3 hands given for 4 players"),
    (
        "vanderaa1721",
        {"hands": _HANDS[:3] + (_FULL[15:19],), "turnup": _FULL[20]},
        "the hand of p3 has 4 cards, not 5",
    ),
    ("vanderaa1721", {"hands": _HANDS}, "the turned-up card is missing"),
    ("vanderaa1721", {"hands": _HANDS, "turnup": _FULL[2]}, "JS appears twice in the deal"),
    (
        "vanderaa1721",
        {"hands": _HANDS, "turnup": _FULL[20], "talon": (CARDS["2C"],)},
        "2C is not in the pack of 32 cards used here",
    ),
    (
        "vanderaa1721",
        {"hands": _HANDS, "turnup": _FULL[20], "talon": (_FULL[21],) * 2},
        "9D appears twice in the deal",
    ),
    (
        "academie",
        {"players": 3, "deck": pack("8")[:27] + (CARDS["7S"],)},
        "7S is not in the pack of 28 cards used here",
    ),
    (
        "vanderaa1721",
        {"deck": _FULL, "owed": (Owed(4, 3),)},
        "owed mouche 1 [4, 3]: there is no seat p4 at a table of 4 (seats 0 to 3)",
    ),
    (
        "vanderaa1721",
        {"deck": _FULL, "owed": (Owed(1, 0),)},
        "owed mouche 1 [1, 0]: a mouche owed is one jeton or more, not 0",
    ),
    (
        "vanderaa1721",
        {"deck": _FULL, "owed": (Owed(1, 2), Owed(True, 2))},
        "owed mouche 2 [True, 2]: the seat must be a whole number",
    ),
]
"""Each refusal of :func:`new_deal` with the message it gave before its fast paths."""


@pytest.mark.parametrize(("ruleset", "given", "message"), _REFUSALS)
def test_new_deal_refuses_as_before(ruleset: str, given: dict[str, Any], message: str) -> None:
    given = {"players": 4, "dealer": 0, **given}
    with pytest.raises(MoucheError) as e:
        new_deal(get_ruleset(ruleset), given.pop("players"), given.pop("dealer"), **given)
    assert str(e.value) == message


def test_opening_stakes_with_and_without_owed() -> None:
    r = get_ruleset("vanderaa1721-limited")
    assert opening_stakes(r, 4, 2, 3, ()) == Stakes((0, 0, -5, 0), 8, ())
    assert opening_stakes(r, 4, 0, 3, (Owed(2, 6), Owed(1, 9))) == Stakes(
        (-5, -9, 0, 0), 17, (Owed(2, 6),)
    )
    assert opening_stakes(get_ruleset("academie"), 5, 4, 0, ()).opening == (0, 0, 0, 0, -5)


def _plain_mouche_of(hand: tuple[Card, ...], seat: int, trump: str) -> tuple[object, ...] | None:
    """The mouche rule as first written: five cards, one suit."""
    if len(hand) != 5 or any(c.suit != hand[0].suit for c in hand):
        return None
    return (seat, hand[0].suit, sum(c.points for c in hand), hand[0].suit == trump)


def test_mouche_of_as_the_plain_rule() -> None:
    rng = random.Random(10)
    cards = list(pack("2"))
    hands = [tuple(rng.sample(cards, rng.choice((0, 1, 4, 5, 5, 5, 6)))) for _ in range(3000)]
    hands += [tuple(c for c in cards if c.suit == s)[k : k + 5] for s in "SHDC" for k in (0, 3, 8)]
    for hand in hands:
        for trump in "SHDC":
            m = mouche_of(hand, 2, trump)
            plain = _plain_mouche_of(hand, 2, trump)
            assert (m and (m.seat, m.suit, m.points, m.trump)) == plain


def test_shuffled_pack_refuses_a_table_size_as_before() -> None:
    for _ in range(2):  # and the refusal is not remembered as a pack
        with pytest.raises(
            MoucheError, match=r"^ruleset 'academie' is for 3, 4, 5, 6 players, not 2$"
        ):
            shuffled_pack(get_ruleset("academie"), 2, random.Random(1))
