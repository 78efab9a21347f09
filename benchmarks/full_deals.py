"""What the benchmarks time: full deals and shuffle-and-deal only, on the public engine API.

Shared by ``deals_per_second.py`` (CPython) and ``pyodide_rate.mjs`` (Pyodide under
Node.js), so both time exactly the same code.
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable

from mouche.deal import new_deal
from mouche.presets import PRESETS
from mouche.session import play_out
from mouche.settlement import settle
from mouche.shuffle import shuffled_pack

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


BATCH = 50
"""Deals per timed batch: a few milliseconds, short enough that some batches run
uninterrupted on a busy machine."""


def rate_of(fn: Work, ruleset_id: str, players: int, seconds: float) -> dict[str, float]:
    """Run ``fn`` in batches of :data:`BATCH` deals for about ``seconds``.

    Gives the deals, the seconds, the mean rate, and ``best``: the rate of the fastest
    batch, which other work on the machine can only slow down (so the figure to compare
    with another taken the same way in the same run).
    """
    rng = random.Random(1)
    total, fastest, clock = 0, float("inf"), time.perf_counter
    start = clock()
    while (elapsed := clock() - start) < seconds:
        t = clock()
        fn(ruleset_id, players, BATCH, rng)
        fastest = min(fastest, clock() - t)
        total += BATCH
    return {"deals": total, "seconds": elapsed, "rate": total / elapsed, "best": BATCH / fastest}


def best_rates(
    works: dict[str, Callable[[int, random.Random], None]], seconds: float
) -> dict[str, float]:
    """The fastest batch's rate of each work, their batches taken in turn for about ``seconds``.

    Taking them in turn puts every work through the same moments of a busy machine, so
    their ratios hold even while other work comes and goes.
    """
    rngs = {name: random.Random(1) for name in works}
    fastest = dict.fromkeys(works, float("inf"))
    clock = time.perf_counter
    start = clock()
    while clock() - start < seconds:
        for name, work in works.items():
            t = clock()
            work(BATCH, rngs[name])
            fastest[name] = min(fastest[name], clock() - t)
    return {name: BATCH / t for name, t in fastest.items()}
