"""The reasoning player's strength, measured: one reasoning seat among simple ones, every preset.

For each preset, two runs of the same deals (``simulate`` with the same seed, so the same
shuffles while the players' choices agree): p0 played by the reasoning player, the other
seats by the simple one (``shows-at-once``); and, for comparison, every seat simple. It
prints, per preset, each seat's mean net jetons per deal with its 95% interval, whether the
reasoning seat's interval lies above every other seat's mean (the criterion of issue 23),
and what the reasoning player does at its decisions against what the simple player does in
the same seat: how often it passes, stands, exchanges, shows a mouche at once, saves one
by standing on it (academie.13), protests (saving=guarantee), and its net per deal in each
case.  Sessions are of four deals, so that every seat deals once in each.

Each run is what ``python -m mouche simulate --ruleset R --players 4 --deals N --session 4
--seed S --seat 0=reasoning`` prints (add ``--workers``); the figures can be cited with that
command.  Run ``python benchmarks/strength.py [--deals N] [--workers W] [--seed S]
[--preset ID ...] [--json FILE]``; ``make strength`` runs it and writes the figures of
"Rulesets in numbers" (``docs/sitegen/figures/strength.json``).
"""

from __future__ import annotations

import argparse
import json
import time
from typing import Any

from mouche.presets import PRESETS
from mouche.simulate import Plan, run


def measure(preset: str, deals: int, seed: int, workers: int) -> dict[str, Any]:
    """Both runs of one preset, and the criterion."""
    out: dict[str, Any] = {"preset": preset}
    for name, seats in (("reasoning", ((0, "reasoning"),)), ("simple", ())):
        plan = Plan(PRESETS[preset], 4, deals, 4, seed, seats=seats)
        start = time.perf_counter()
        summary = run(plan, workers).summary()
        out[name] = {"per_seat": summary["per_seat"], "seconds": time.perf_counter() - start}
    seats = out["reasoning"]["per_seat"]
    out["clear"] = all(seats[0]["ci95"][0] > s["mean"] for s in seats[1:])
    return out


def report(m: dict[str, Any]) -> list[str]:
    """One preset's figures as text."""
    seats = m["reasoning"]["per_seat"]
    lines = [f"{m['preset']}: reasoning at p0, simple elsewhere "
             f"({m['reasoning']['seconds']:.0f} s)"]  # fmt: skip
    for s in seats:
        lo, hi = s["ci95"]
        lines.append(f"  p{s['seat']} {s['style']:<14} {s['mean']:+7.3f} [{lo:+.3f}, {hi:+.3f}]")
    verdict = "clear" if m["clear"] else "NOT clear"
    lines.append(f"  the reasoning seat's 95% interval above every other seat's mean: {verdict}")
    simple = m["simple"]["per_seat"][0]
    lines.append(f"  p0 simple instead (same seed): {simple['mean']:+.3f} "
                 f"[{simple['ci95'][0]:+.3f}, {simple['ci95'][1]:+.3f}]")  # fmt: skip
    lines.append("  p0's decisions (share of deals, net per deal): reasoning | simple")
    for kind, r in seats[0]["decisions"].items():
        s = simple["decisions"][kind]
        if r["count"] or s["count"]:
            lines.append(
                f"    {kind:<10} {r['share']:6.1%} {r['net_per_deal']:+7.2f} | "
                f"{s['share']:6.1%} {s['net_per_deal']:+7.2f}"
            )
    return lines


def figures(results: list[dict[str, Any]], deals: int, seed: int) -> dict[str, Any]:
    """What ``--json`` writes, and what "Rulesets in numbers" shows
    (``docs/sitegen/figures/strength.json``): each preset's figures without their times (this
    machine's, not the run's), and how they were measured, to rerun."""
    return {
        "measured": {
            "deals": deals,
            "seed": seed,
            "players": 4,
            "session": 4,
            "command": f"make strength DEALS={deals}",
            "each_run": f"python -m mouche simulate --ruleset PRESET --players 4 --deals {deals}"
            f" --session 4 --seed {seed} [--seat 0=reasoning]",
        },
        "presets": [
            {
                "preset": m["preset"],
                "clear": m["clear"],
                "reasoning": m["reasoning"]["per_seat"],
                "simple": m["simple"]["per_seat"],
            }
            for m in results
        ],
    }


def main() -> None:
    p = argparse.ArgumentParser()
    p.add_argument("--deals", type=int, default=2000)
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--workers", type=int, default=2)
    p.add_argument("--preset", action="append", choices=sorted(PRESETS))
    p.add_argument("--json", help="also write the figures to this file")
    args = p.parse_args()
    results = []
    for preset in args.preset or list(PRESETS):
        m = measure(preset, args.deals, args.seed, args.workers)
        results.append(m)
        print("\n".join(report(m)), flush=True)
    if args.json:
        with open(args.json, "w", encoding="utf-8") as f:
            json.dump(figures(results, args.deals, args.seed), f, indent=1)
            f.write("\n")
    if not all(m["clear"] for m in results):
        raise SystemExit("the reasoning player's margin is not clear under every preset")


if __name__ == "__main__":
    main()
