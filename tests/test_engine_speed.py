"""The engine's fast paths give exactly what the plain ones give."""

from __future__ import annotations

import random

import pytest

from mouche.cards import pack
from mouche.records import _INLINE_SHUFFLE, _shuffle_of, shuffled_pack
from mouche.rulesets import PRESETS, get_ruleset


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
