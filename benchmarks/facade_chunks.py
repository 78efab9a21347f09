"""How long one browser-facade request takes at the most it may play: a simulate chunk and a
hint chunk, by players and style.

The Numbers page plays a run in ``simulate`` requests and the Play page would play a hint in
``hint`` requests, each in the site's Pyodide worker; the page can stop between two
requests only, so one request must stay short.  ``mouche.browser.MAX_CHUNK_COST`` and
``MAX_HINT_PLAYOUTS`` bound what one request plays; this times a request at that bound
(the fastest of three) for 3 to 6 players, the simple player everywhere or a reasoning seat
among simple ones, and a hint at a first decision and at a card.

Run it in CPython (``python benchmarks/facade_chunks.py``) or in Pyodide
(``node benchmarks/pyodide_run.mjs benchmarks/facade_chunks.py``); it prints one line per
request, milliseconds.
"""

from __future__ import annotations

import json
import time
from typing import Any

from hint_cost import positions

from mouche.browser import MAX_CHUNK_COST, call
from mouche.presets import PRESETS
from mouche.records import format_record
from mouche.simulate import Plan


def timed(request: dict[str, Any], rounds: int = 3) -> tuple[float, dict[str, Any]]:
    """The fastest of ``rounds`` calls, in milliseconds, and the answer."""
    best, out = float("inf"), {}
    for _ in range(rounds):
        t = time.perf_counter()
        out = json.loads(call(json.dumps(request)))
        best = min(best, time.perf_counter() - t)
    assert out.get("ok"), out
    return 1000 * best, out


def main() -> None:
    r = PRESETS["vanderaa1721"]
    for players in (3, 4, 5, 6):
        for seats in ((), ((0, "reasoning"),)):
            session = 10
            plan = Plan(r, players, 10_000, session, 1, seats=seats)
            count = max(1, MAX_CHUNK_COST // (plan.cost * session))
            args = {"ruleset": r.id, "players": players, "deals": 10_000, "session": session,
                    "seed": 1, "start": 0, "count": count,
                    "seats": [{"seat": s, "style": st} for s, st in seats]}  # fmt: skip
            ms, _ = timed({"op": "simulate", "args": args}, 1 if seats else 3)
            who = "a reasoning seat" if seats else "simple players"
            print(f"simulate chunk, {players} players, {who}: {count * session:,} deals "
                  f"in {ms:,.0f} ms")  # fmt: skip
    for kind in ("decision", "card"):
        deal = positions(kind, 1)[0]
        ms, out = timed({"op": "hint", "args": {"record": format_record(deal)}})
        res = out["result"]
        print(f"hint chunk at a {kind}: {res['per_call']} of {res['worlds']} worlds "
              f"({len(res['sums']['actions'])} actions) in {ms:,.0f} ms")  # fmt: skip


if __name__ == "__main__":
    main()
