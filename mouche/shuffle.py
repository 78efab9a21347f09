"""The seeded shuffle: a ruleset's pack shuffled by an injected random generator.

Seeds are what readers cite (a "try a hand" position, a simulated figure), so the
same generator gives the same pack on every Python the engine runs on.  The
shuffle is ``random.Random.shuffle``, unrolled once per pack size for speed,
drawing the same bits in the same order; on a Python whose ``shuffle`` draws
otherwise, ``Random.shuffle`` itself is used.

>>> import random
>>> from mouche.presets import get_ruleset
>>> academie = get_ruleset("academie")
>>> deck = shuffled_pack(academie, 4, random.Random(1))
>>> len(deck), len(set(deck)), deck == shuffled_pack(academie, 4, random.Random(1))
(36, 36, True)
"""

from __future__ import annotations

import random
from collections.abc import Callable
from functools import cache
from typing import Any, cast

from mouche.cards import Card, pack
from mouche.rulesets import Ruleset


def shuffled_pack(ruleset: Ruleset, players: int, rng: random.Random) -> tuple[Card, ...]:
    """The ruleset's pack for ``players``, shuffled with the injected ``rng``."""
    packed = _PACKS.get((ruleset.options["pack"], players))
    if packed is None:
        full = pack(ruleset.lowest_rank(players))  # raises with the allowed counts
        packed = _PACKS[ruleset.options["pack"], players] = (full, _shuffle_of(len(full)))
    cards = list(packed[0])
    if type(rng) is random.Random and _INLINE_SHUFFLE:
        packed[1](cards, rng.getrandbits)
    else:
        rng.shuffle(cards)
    return tuple(cards)


_Shuffle = Callable[[list[Card], Callable[[int], int]], None]
_PACKS: dict[tuple[str, int], tuple[tuple[Card, ...], _Shuffle]] = {}
"""Each pack dealt and its shuffle, by the ruleset's pack option and the table size."""


@cache
def _shuffle_of(n: int) -> _Shuffle:
    """``Random.shuffle`` of ``n`` items unrolled, drawing the same bits in the same order.

    ``random.Random.shuffle`` swaps each index ``i``, last first, with a ``j`` drawn
    by ``getrandbits((i + 1).bit_length())`` until it is below ``i + 1``.  Written
    out once per length with ``i`` and the bit count as constants, the loop's own
    work (the range, ``bit_length``, the call through ``_randbelow``) is gone; the
    draws are the same ``getrandbits`` calls, so the generator ends in the same
    state.  (Drawing the words in bulk, ``getrandbits(32 * m)``, was measured slower
    in CPython and in Pyodide: each word still needs its own test in Python.)
    """
    lines = ["def shuffle(c, getrandbits):", "    pass"]
    for i in range(n - 1, 0, -1):
        k = (i + 1).bit_length()
        lines += [
            f"    j = getrandbits({k})",
            f"    while j > {i}:",
            f"        j = getrandbits({k})",
            f"    c[{i}], c[j] = c[j], c[{i}]",
        ]
    scope: dict[str, Any] = {}
    exec(compile("\n".join(lines), f"<shuffle of {n}>", "exec"), scope)
    return cast(_Shuffle, scope["shuffle"])


def _shuffle_agrees() -> bool:
    """Whether [`_shuffle_of`][mouche.shuffle._shuffle_of] gives this Python's
    ``Random.shuffle`` order and state."""
    a, b = list(range(52)), list(range(52))
    ra, rb = random.Random(1721), random.Random(1721)
    ra.shuffle(a)
    _shuffle_of(52)(b, rb.getrandbits)  # type: ignore[arg-type]
    return a == b and ra.getstate() == rb.getstate()


_INLINE_SHUFFLE = _shuffle_agrees()
"""Checked once: on a Python whose ``shuffle`` drew otherwise, ``rng.shuffle`` is used."""
