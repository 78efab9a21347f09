"""Random full deals per second, against references measured in the same run.

A full deal: shuffle and deal, every decision, five tricks, settlement, with the
simple built-in player (``full_deals.py``).  The references, measured in the same
run: shuffle and deal only (the baseline), and ``bare_loop.py``, not the engine but
a bare trick-taking loop with no rules checked, the most this machine's CPython can
do.  Then the same full deals inside Pyodide under Node.js (the npm package the site
serves, with the wheel the site ships), timed right after CPython's.

It ends with two lines that scripts can read::

    full/bare-loop ratio: R        (vanderaa1721, 4 players; higher is better)
    pyodide/cpython time ratio: R  (time per full deal; lower is better)

Run with ``python benchmarks/deals_per_second.py [--seconds S] [--no-pyodide]``.
``--count N`` only plays N deals, for an instruction count (see CONTRIBUTING.md).
"""

from __future__ import annotations

import argparse
import importlib.util
import json
import random
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

from bare_loop import bare_deals
from full_deals import baseline, full, rate_of

ROOT = Path(__file__).resolve().parent.parent


def pyodide_rate(seconds: float) -> float:
    """Full vanderaa1721 deals per second in Pyodide under Node.js."""
    spec = importlib.util.spec_from_file_location("pyodide_hook", ROOT / "docs/hooks/pyodide.py")
    assert spec and spec.loader
    hook = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(hook)
    node = shutil.which("node")
    if node is None:
        raise SystemExit("Node.js is needed for the Pyodide figure (or pass --no-pyodide)")
    with tempfile.TemporaryDirectory() as tmp:
        wheel = hook.build_wheel(Path(tmp))
        proc = subprocess.run(
            [node, str(ROOT / "benchmarks/pyodide_rate.mjs"), str(wheel), str(seconds)],
            cwd=ROOT,
            capture_output=True,
            text=True,
            check=False,
        )
    if proc.returncode != 0:
        raise SystemExit(f"the Pyodide run failed: {proc.stderr.strip()[-500:]}")
    return float(json.loads(proc.stdout)["rate"])


def main() -> None:
    p = argparse.ArgumentParser()
    p.add_argument("--seconds", type=float, default=2.0)
    p.add_argument("--no-pyodide", action="store_true", help="skip the Pyodide figure")
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
    bare = rate_of(lambda _r, _p, n, rng: bare_deals(n, rng), "", 4, args.seconds)["rate"]
    print(f"bare loop, no rules (calibration, see bare_loop.py): {bare:9,.0f} deals/s")
    ratios = {}
    for rid, players in (("vanderaa1721", 4), ("academie", 4), ("academie", 6)):
        b = rate_of(baseline, rid, players, args.seconds)["rate"]
        f = rate_of(full, rid, players, args.seconds)["rate"]
        ratios[rid, players] = f / bare
        print(
            f"{rid:14} {players} players: full deals {f:9,.0f}/s   "
            f"baseline (shuffle+deal) {b:9,.0f}/s   ratio full/baseline {f / b:.3f}   "
            f"full/bare loop {f / bare:.3f}"
        )
    pyodide = None
    if not args.no_pyodide:
        cpython = rate_of(full, "vanderaa1721", 4, args.seconds)["rate"]
        pyodide = pyodide_rate(args.seconds)
        print(
            f"vanderaa1721   4 players in Pyodide under Node.js: {pyodide:9,.0f}/s "
            f"(CPython in the same run: {cpython:9,.0f}/s)"
        )
    print(f"full/bare-loop ratio: {ratios['vanderaa1721', 4]:.3f}")
    if pyodide is not None:
        print(f"pyodide/cpython time ratio: {cpython / pyodide:.3f}")
    sys.stdout.flush()


if __name__ == "__main__":
    main()
