"""What a hint costs, as a ratio to a full deal's time in the same interpreter and run.

A hint (``mouche.players.hint.hint``, its default budget of worlds) is timed at positions of
two kinds: the first decision of a deal (pass, stand, each exchange...), and a card in the
second trick.  A full deal is what ``full_deals.py`` times (shuffle, deal, decisions, five
tricks, settlement, with the simple player).  The two take turns, a hint then a batch of
full deals, so both go through the same moments of a busy machine; each side keeps its
fastest time per position (per batch for the deals), which other work can only slow down,
and in CPython the times are of this process's CPU (see [`CLOCK`][CLOCK]).

Run it alone, in CPython or in Pyodide (``node benchmarks/pyodide_run.mjs
benchmarks/hint_cost.py [POSITIONS [ROUNDS]]``): it prints one JSON object, ``{"decision": R,
"card": R, ...}``;
``deals_per_second.py`` (``make bench``) prints both interpreters' figures as the lines
``hint/full-deal time ratio (decision): R`` and ``hint/full-deal time ratio (card): R``.
"""

from __future__ import annotations

import json
import random
import sys
import time

from full_deals import BATCH, full

from mouche.deal import PLAY, Deal
from mouche.players.hint import hint
from mouche.session import deal_from_seed
from mouche.strategy import choose

RULESET, PLAYERS = "vanderaa1721", 4
CLOCK = time.perf_counter if sys.platform == "emscripten" else time.process_time
"""This process's CPU time in CPython, which other work on a shared machine does not count (a
hint lasts long enough to be interrupted, a batch of deals often not: wall time would favour
the deals); wall time in Pyodide, where the process's time is not kept apart."""


def positions(kind: str, count: int) -> list[Deal]:
    """``count`` positions of one kind: a deal's first decision, or a card in trick two with
    a choice of cards."""
    out: list[Deal] = []
    seed = 0
    while len(out) < count:
        seed += 1
        deal = deal_from_seed(RULESET, PLAYERS, seed, dealer=seed % PLAYERS)
        if kind == "decision":
            out.append(deal)
            continue
        rng = random.Random(seed)
        while not deal.is_over and not (deal.phase == PLAY and len(deal.tricks) == 1):
            deal = deal.apply(choose(deal, rng))
        if not deal.is_over and len(deal.legal_cards()) > 1:
            out.append(deal)
    return out


def ratios(count: int = 6, rounds: int = 2) -> dict[str, float]:
    """Each kind's hint time over a full deal's, and the times themselves (milliseconds)."""
    deal_time = float("inf")
    rng = random.Random(1)
    out: dict[str, float] = {}
    clock = CLOCK
    for kind in ("decision", "card"):
        best = {}
        for _ in range(rounds):
            for i, deal in enumerate(positions(kind, count)):
                t = clock()
                hint(deal, seed=i)
                best[i] = min(best.get(i, float("inf")), clock() - t)
                t = clock()
                full(RULESET, PLAYERS, BATCH, rng)
                deal_time = min(deal_time, (clock() - t) / BATCH)
        out[f"{kind}_ms"] = round(1000 * sum(best.values()) / len(best), 2)
    out["deal_us"] = round(1e6 * deal_time, 1)
    for kind in ("decision", "card"):
        out[kind] = round(out[f"{kind}_ms"] / 1000 / deal_time, 1)
    return out


if __name__ == "__main__":
    # python hint_cost.py [POSITIONS [ROUNDS]]: positions of each kind, passes over them
    print(json.dumps(ratios(*(int(a) for a in sys.argv[1:3]))))
