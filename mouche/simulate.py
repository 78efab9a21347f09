"""Many sessions played by the built-in player: what a ruleset does to the game, in numbers.

A run is fixed by its [`Plan`][mouche.simulate_plan.Plan] (ruleset, players, deals, session
length, seed).  Its deals are grouped into sessions of ``session`` deals (the last one may be
shorter); each session starts with an empty basket, dealer p0, and chains its deals as
[`mouche.session.play_session`][mouche.session.play_session] does (the deal passes in playing
order; the basket and owed mouches carry over).  Session ``i`` is shuffled by its own
generator, seeded from the run's seed and ``i``, so a run can be played in chunks of
sessions, in any order, and gives the same numbers in CPython and in the browser.

Every figure depends on how the built-in player
([`mouche.strategy.choose`][mouche.strategy.choose]) plays: it stands on three cards that are
trumps, kings or queens, changes the others when it holds at least one (four times in five),
else passes, and takes each trick as cheaply as it can.  It has two styles
([`STYLES`][mouche.simulate_plan.STYLES]) with a mouche: show it at once (academie.10), or
save it, standing silently and showing it before the first card (academie.13).  The
reasoning player ([`mouche.players.reasoning`][mouche.players.reasoning]) may be seated at
every seat or at some (``Plan.seats``); the figures then describe a table of those players.

A run is played in [`chunks`][mouche.simulate_run.chunks] of sessions, here or spread over
local processes or a Dask cluster ([`run`][mouche.simulate_run.run]); the chunks'
whole-number tallies are added in order, so every way prints the same bytes.

This module is the simulation's one name to import: the plan and its players live in
[`mouche.simulate_plan`][mouche.simulate_plan], the tallies and the summary in
[`mouche.simulate_tally`][mouche.simulate_tally], the run in chunks in
[`mouche.simulate_run`][mouche.simulate_run].

>>> from mouche.presets import get_ruleset
>>> plan = Plan(get_ruleset("vanderaa1721"), players=4, deals=6, session=3, seed=1)
>>> t = tally(plan)
>>> t.deals, len(t.pot_sum), sum(t.net_by_position) + t.pot_change
(6, 3, 0)
>>> merge(plan, [tally(plan, 0, 1), tally(plan, 1, 1)]) == t
True
"""

from __future__ import annotations

from typing import Any

from mouche.simulate_plan import (
    MAX_DEALS,
    MAX_SESSION,
    SIMPLE_STYLES,
    STYLES,
    Plan,
    PlanError,
    seated,
)
from mouche.simulate_run import CHUNK_COST, Run, chunk_json, chunks, cpu_count, local_workers, run
from mouche.simulate_tally import (
    DECISIONS,
    ENDS,
    EVENTS,
    Tally,
    merge,
    plan_from_json,
    plan_json,
    ruleset_spec,
    seat_means,
    summary,
    tally,
    tally_from_json,
    tally_json,
)


def simulate(plan: Plan) -> dict[str, Any]:
    """Play the whole run and return its [`summary`][mouche.simulate_tally.summary]."""
    return summary(plan, tally(plan))


__all__ = [
    "CHUNK_COST",
    "DECISIONS",
    "ENDS",
    "EVENTS",
    "MAX_DEALS",
    "MAX_SESSION",
    "SIMPLE_STYLES",
    "STYLES",
    "Plan",
    "PlanError",
    "Run",
    "Tally",
    "chunk_json",
    "chunks",
    "cpu_count",
    "local_workers",
    "merge",
    "plan_from_json",
    "plan_json",
    "ruleset_spec",
    "run",
    "seat_means",
    "seated",
    "simulate",
    "summary",
    "tally",
    "tally_from_json",
    "tally_json",
]
