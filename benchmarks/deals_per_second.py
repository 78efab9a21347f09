"""Random full deals per second, against a baseline measured in the same run.

A full deal: shuffle and deal, every decision, five tricks, settlement, with the
simple built-in player.  The baseline: shuffle and deal only.  Prints both rates
and their ratio; run with ``python benchmarks/deals_per_second.py [--seconds S]``.
It also prints, once, the rate of ``bare_loop.py``: not the engine but a bare
trick-taking loop with no rules checked, the most this machine's CPython can do.
``--count N`` only plays N deals, for an instruction count (see CONTRIBUTING.md).
"""

from __future__ import annotations

import argparse
import random
import time

from bare_loop import bare_deals

from mouche.deal import new_deal
from mouche.records import shuffled_pack
from mouche.rulesets import PRESETS
from mouche.session import play_out
from mouche.settlement import settle


def baseline(ruleset_id: str, players: int, n: int, rng: random.Random) -> None:
    r = PRESETS[ruleset_id]
    for i in range(n):
        new_deal(r, players, i % players, deck=shuffled_pack(r, players, rng))


def full(ruleset_id: str, players: int, n: int, rng: random.Random) -> None:
    r = PRESETS[ruleset_id]
    for i in range(n):
        deal = new_deal(r, players, i % players, deck=shuffled_pack(r, players, rng))
        settle(play_out(deal, rng))


def rate(fn, ruleset_id: str, players: int, seconds: float) -> float:  # type: ignore[no-untyped-def]
    rng = random.Random(1)
    n, total, start = 200, 0, time.perf_counter()
    while (elapsed := time.perf_counter() - start) < seconds:
        fn(ruleset_id, players, n, rng)
        total += n
    return total / elapsed


def main() -> None:
    p = argparse.ArgumentParser()
    p.add_argument("--seconds", type=float, default=2.0)
    p.add_argument(
        "--count",
        type=int,
        metavar="N",
        help="only play N full vanderaa1721 deals for 4 and print nothing: for counting "
        "instructions (valgrind --tool=callgrind), which a busy machine does not disturb",
    )
    args = p.parse_args()
    if args.count is not None:
        full("vanderaa1721", 4, args.count, random.Random(1))
        return
    bare = rate(lambda _r, _p, n, rng: bare_deals(n, rng), "", 4, args.seconds)
    print(f"bare loop, no rules (calibration, see bare_loop.py): {bare:9,.0f} deals/s")
    for rid, players in (("vanderaa1721", 4), ("academie", 4), ("academie", 6)):
        b = rate(baseline, rid, players, args.seconds)
        f = rate(full, rid, players, args.seconds)
        print(
            f"{rid:14} {players} players: full deals {f:9,.0f}/s   "
            f"baseline (shuffle+deal) {b:9,.0f}/s   ratio full/baseline {f / b:.3f}   "
            f"full/bare loop {f / bare:.3f}"
        )


if __name__ == "__main__":
    main()
