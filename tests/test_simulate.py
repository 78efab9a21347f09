"""Simulated sessions (mouche.simulate): reproducible, chunkable, conserved, and the same
through the command line and the browser facade."""

from __future__ import annotations

import json
import subprocess
import sys
from typing import Any

import pytest

from mouche.browser import call
from mouche.rulesets import PRESETS, get_ruleset
from mouche.simulate import Plan, PlanError, merge, simulate, summary, tally, tally_json


def _good_tally() -> dict[str, Any]:
    plan = Plan(get_ruleset("vanderaa1721"), 4, 20, 10, seed=1)
    return tally_json(tally(plan))


def _facade(args: dict[str, Any]) -> dict[str, Any]:
    out: dict[str, Any] = json.loads(call(json.dumps({"op": "simulate", "args": args})))
    return out


def test_a_run_is_the_same_whatever_its_chunks() -> None:
    plan = Plan(get_ruleset("academie"), 5, 230, 7, seed=11)
    whole = tally(plan)
    assert plan.sessions == 33 and whole.deals == 230
    for size in (1, 4, 33):
        parts = [tally(plan, i, size) for i in range(0, plan.sessions, size)]
        assert merge(plan, parts) == whole
    # in another order too
    parts = [tally(plan, i, 5) for i in reversed(range(0, plan.sessions, 5))]
    assert merge(plan, parts) == whole


def test_missing_or_doubled_chunks_are_refused() -> None:
    plan = Plan(get_ruleset("academie"), 4, 40, 10, seed=1)
    with pytest.raises(PlanError, match="30 deals, not the run's 40"):
        merge(plan, [tally(plan, 0, 3)])
    with pytest.raises(PlanError, match="50 deals"):
        merge(plan, [tally(plan, 0, 4), tally(plan, 0, 1)])


@pytest.mark.parametrize("preset", sorted(PRESETS))
def test_jetons_are_conserved_in_every_preset_and_table(preset: str) -> None:
    r = PRESETS[preset]
    for players in r.allowed_players:
        out = simulate(Plan(r, players, 60, 6, seed=players))
        assert out["conserved"], (preset, players)
        assert sum(e["count"] for e in out["ends"].values()) == 60
        assert len(out["seats"]["net_total"]) == players


def test_the_seed_fixes_the_numbers() -> None:
    r = get_ruleset("vanderaa1721")
    a = simulate(Plan(r, 4, 200, 10, seed=5))
    assert a == simulate(Plan(r, 4, 200, 10, seed=5))
    assert a != simulate(Plan(r, 4, 200, 10, seed=6))


def test_the_command_line_and_the_facade_give_identical_numbers() -> None:
    params = {"ruleset": "academie", "players": 4, "deals": 300, "session": 8, "seed": 42}
    rules = {"mouche_limit": "20"}
    cli = subprocess.run(
        [
            sys.executable,
            "-m",
            "mouche",
            "simulate",
            "--ruleset",
            "academie",
            "--players",
            "4",
            "--deals",
            "300",
            "--session",
            "8",
            "--seed",
            "42",
            "--rule",
            "mouche_limit=20",
        ],
        capture_output=True,
        text=True,
        check=True,
    )
    printed = json.loads(cli.stdout)
    chunks = []
    first = _facade({**params, "rules": rules, "start": 0, "count": 10})["result"]
    chunks.append(first["tally"])
    for start in range(10, first["sessions"], 10):
        chunks.append(
            _facade({**params, "rules": rules, "start": start, "count": 10})["result"]["tally"]
        )
    browser = _facade({**params, "rules": rules, "parts": chunks})["result"]["summary"]
    assert browser == printed
    assert printed["plan"] == {**params, "rules": rules, "style": "shows-at-once"}


def test_a_preset_built_from_another_keeps_its_name() -> None:
    out = simulate(Plan(get_ruleset("academie-rigour"), 4, 10, 5, seed=1))
    assert out["plan"]["ruleset"] == "academie-rigour" and out["plan"]["rules"] == {}


@pytest.mark.parametrize(
    ("args", "message"),
    [
        ({"deals": 0}, "deals must be from 1"),
        ({"deals": 10**9}, "deals must be from 1"),
        ({"session": 0}, "session must be from 1"),
        ({"players": 7}, "players must be from 3 to 6"),
        ({"seed": -1}, "seed must be"),
        ({"rules": {"nope": "1"}}, "unknown option 'nope'"),
        ({"rules": {"mouche_limit": True}}, "'mouche_limit' must be one of its values"),
        ({"rules": {"id": "academie"}}, "unknown option 'id' in [rules]"),
        ({"rules": ["x"]}, "rules must be an object"),
        ({"start": 0, "count": 10**6}, "count must be from 1"),
        ({"parts": [{"deals": "x"}]}, "malformed"),
        ({"parts": [_good_tally() | {"pot_sum": [1, 2]}]}, "malformed (field pot_sum)"),
        ({"parts": [_good_tally() | {"tricks_taken": [0] * 7}]}, "malformed (field tricks_taken)"),
        ({"parts": [_good_tally() | {"ends": [-1, 0, 0, 0]}]}, "malformed (field ends)"),
        ({"parts": [_good_tally() | {"deals": 10**20}]}, "malformed (field deals)"),
        ({"start": 0, "count": 1, "plus": _good_tally() | {"events": None}}, "field events"),
        ({"parts": [{}] * 99}, "parts must be a list"),
    ],
)
def test_the_facade_refuses_bad_runs_in_one_line(args: dict[str, Any], message: str) -> None:
    base = {"ruleset": "vanderaa1721", "players": 4, "deals": 20, "session": 10, "seed": 1}
    if "parts" not in args and "start" not in args:
        base |= {"start": 0, "count": 1}
    out = _facade({**base, **args})
    assert out["ok"] is False, out
    assert message in out["error"]["message"]
    assert "\n" not in out["error"]["message"]


def test_the_command_line_refuses_bad_runs_with_exit_2() -> None:
    for argv in (["--deals", "0"], ["--rule", "nope=1"], ["--rule", "limit"], ["--players", "9"]):
        proc = subprocess.run(
            [sys.executable, "-m", "mouche", "simulate", *argv], capture_output=True, text=True
        )
        assert proc.returncode == 2, (argv, proc.stderr)
        assert proc.stderr.count("\n") == 1 and "Traceback" not in proc.stderr


def test_the_summary_counts_what_the_page_draws() -> None:
    plan = Plan(get_ruleset("vanderaa1721"), 4, 400, 10, seed=3)
    out = summary(plan, tally(plan))
    assert out["basket"]["deal"] == list(range(1, 11))
    assert out["seats"]["position"] == ["eldest", "eldest + 1", "eldest + 2", "dealer"]
    assert set(out["events"]) == {"mouche-dealt", "all-pass", "mouche-made", "trap-sprung"}
    assert sum(out["tricks_taken"]["count"]) > 0


def test_the_saving_style_springs_the_trap_the_other_never_does() -> None:
    r = get_ruleset("vanderaa1721")
    shown = simulate(Plan(r, 4, 3000, 10, seed=1, style="shows-at-once"))["events"]
    saved = simulate(Plan(r, 4, 3000, 10, seed=1, style="saves-the-mouche"))["events"]
    assert shown["trap-sprung"]["count"] == 0 < shown["mouche-dealt"]["count"]
    assert saved["trap-sprung"]["count"] > 0
    with pytest.raises(PlanError, match="unknown style"):
        Plan(r, 4, 10, 10, seed=1, style="bold")
