"""The engine's fast paths give exactly what the plain ones give."""

from __future__ import annotations

import random

from mouche.cards import pack
from mouche.records import _INLINE_SHUFFLE, shuffled_pack
from mouche.rulesets import get_ruleset


class _OwnRandom(random.Random):
    """A generator of another class: shuffled by its own ``shuffle``."""


def test_shuffled_pack_draws_as_random_shuffle() -> None:
    assert _INLINE_SHUFFLE
    r = get_ruleset("vanderaa1721")
    for players in r.allowed_players:
        for seed in range(20):
            mine, plain = random.Random(seed), _OwnRandom(seed)
            cards = list(pack(r.lowest_rank(players)))
            plain.shuffle(cards)
            assert shuffled_pack(r, players, mine) == tuple(cards)
            assert shuffled_pack(r, players, _OwnRandom(seed)) == tuple(cards)
            assert mine.getstate() == plain.getstate()
            assert mine.random() == plain.random()
