"""What the benchmarks time: full deals and shuffle-and-deal only, on the public engine API.

Shared by ``deals_per_second.py`` (CPython) and ``pyodide_rate.mjs`` (Pyodide under
Node.js), so both time exactly the same code.
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable

from mouche.deal import new_deal
from mouche.records import shuffled_pack
from mouche.rulesets import PRESETS
from mouche.session import play_out
from mouche.settlement import settle

Work = Callable[[str, int, int, random.Random], None]


def baseline(ruleset_id: str, players: int, n: int, rng: random.Random) -> None:
    """Shuffle and deal ``n`` times."""
    r = PRESETS[ruleset_id]
    for i in range(n):
        new_deal(r, players, i % players, deck=shuffled_pack(r, players, rng))


def full(ruleset_id: str, players: int, n: int, rng: random.Random) -> None:
    """Shuffle, deal, play every decision and five tricks with the built-in player, settle."""
    r = PRESETS[ruleset_id]
    for i in range(n):
        deal = new_deal(r, players, i % players, deck=shuffled_pack(r, players, rng))
        settle(play_out(deal, rng))


def rate_of(fn: Work, ruleset_id: str, players: int, seconds: float) -> dict[str, float]:
    """Run ``fn`` in batches of 200 deals for about ``seconds``; deals, seconds and rate."""
    rng = random.Random(1)
    n, total, start = 200, 0, time.perf_counter()
    while (elapsed := time.perf_counter() - start) < seconds:
        fn(ruleset_id, players, n, rng)
        total += n
    return {"deals": total, "seconds": elapsed, "rate": total / elapsed}
