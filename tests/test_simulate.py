"""Simulated sessions (mouche.simulate): reproducible, chunkable, conserved, and the same
through the command line and the browser facade."""

from __future__ import annotations

import dataclasses
import json
import subprocess
import sys
from typing import Any

import pytest

from mouche.browser import call
from mouche.presets import PRESETS, get_ruleset
from mouche.simulate import (
    Plan,
    PlanError,
    chunks,
    merge,
    run,
    simulate,
    summary,
    tally,
    tally_json,
)


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
        assert sum(e["count"] for e in out["ends"].values()) == out["deals"]
        # more only where a loo in a session's last deal plays on (round_end, eb1911-loo)
        asked = r.options["round_end"] == "deals-asked"
        assert out["deals"] == 60 if asked else out["deals"] >= 60
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
    assert printed["plan"] == {**params, "rules": rules, "style": "shows-at-once", "seats": []}


def test_a_preset_built_from_another_keeps_its_name() -> None:
    out = simulate(Plan(get_ruleset("academie-rigour"), 4, 10, 5, seed=1))
    assert out["plan"]["ruleset"] == "academie-rigour" and out["plan"]["rules"] == {}


@pytest.mark.parametrize(
    ("args", "message"),
    [
        ({"deals": 0}, "deals must be from 1"),
        ({"deals": 10**9}, "deals must be from 1"),
        ({"session": 0}, "session must be from 1"),
        ({"players": 7}, "is for 3, 4, 5, 6 players, not 7"),
        ({"players": 99}, "players must be from 2 to 17"),
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


def _cli(*argv: str, **kw: Any) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "mouche", "simulate", *argv], capture_output=True, text=True, **kw
    )


def test_seats_take_the_players_given_and_each_seat_has_its_figures() -> None:
    plan = Plan(get_ruleset("academie"), 4, 40, 5, seed=2, seats=((2, "saves-the-mouche"),))
    out = simulate(plan)
    assert [s["style"] for s in out["per_seat"]] == [
        "shows-at-once",
        "shows-at-once",
        "saves-the-mouche",
        "shows-at-once",
    ]
    assert out["plan"]["seats"] == [{"seat": 2, "style": "saves-the-mouche"}]
    # each seat's mean is its net over the deals; the seats' nets balance the basket
    total = sum(s["mean"] for s in out["per_seat"]) * 40
    assert round(total) == sum(out["seats"]["net_total"])
    for s in out["per_seat"]:
        low, high = s["ci95"]
        assert low < s["mean"] < high
    for seats, message in (
        (((4, "reasoning"),), "no seat p4"),
        (((0, "bold"),), "unknown style 'bold'"),
        (((1, "reasoning"), (1, "reasoning")), "each seat is given once"),
    ):
        with pytest.raises(PlanError, match=message):
            Plan(get_ruleset("academie"), 4, 40, 5, seed=2, seats=seats)


def test_one_process_many_and_the_facade_print_the_same_bytes() -> None:
    argv = ["--ruleset", "vanderaa1721", "--deals", "3000", "--session", "7", "--seed", "3"]
    one = _cli(*argv, check=True)
    two = _cli(*argv, "--workers", "2", check=True)
    assert one.stdout == two.stdout and one.stderr == two.stderr == ""  # no TTY: no progress
    small = ["--deals", "6", "--session", "2", "--seat", "1=reasoning", "--seed", "5"]
    reasoned = _cli(*small, "--workers", "2", check=True)
    assert reasoned.stdout == _cli(*small, check=True).stdout
    per_seat = json.loads(reasoned.stdout)["per_seat"]
    assert [s["style"] for s in per_seat][1] == "reasoning"
    bad = _cli("--seat", "one=reasoning")
    assert bad.returncode == 2 and "--seat takes SEAT=STYLE" in bad.stderr


def test_a_dask_cluster_prints_the_same_bytes() -> None:
    distributed = pytest.importorskip("distributed")
    # a reasoning seat (some chunks of one session) and simple ones (chunks of many)
    argv = ["--ruleset", "academie", "--players", "5", "--deals", "12", "--session", "3"]
    argv += ["--seed", "4", "--seat", "2=reasoning"]
    here = _cli(*argv, check=True).stdout
    with distributed.LocalCluster(
        n_workers=2,
        threads_per_worker=1,
        processes=True,
        host="127.0.0.1",
        dashboard_address=None,
    ) as cluster:
        there = _cli(*argv, "--scheduler", cluster.scheduler_address, check=True)
        plan = Plan(get_ruleset("vanderaa1721"), 4, 3000, 10, 2)
        on_dask = run(plan, scheduler=cluster.scheduler_address)
    assert there.stdout == here and json.loads(here)["deals"] == 12
    assert not on_dask.interrupted and on_dask.summary() == simulate(plan)
    gone = _cli("--deals", "10", "--scheduler", "tcp://127.0.0.1:9")
    assert gone.returncode == 2 and gone.stderr.startswith("error: no Dask scheduler answers")


def test_ctrl_c_stops_a_run_with_the_figures_of_what_was_played() -> None:
    """On a terminal the run shows its progress on stderr; SIGINT stops it: exit 130, and
    the JSON of the sessions played, a shorter run that the same plan with those deals
    reproduces."""
    import os
    import pty
    import select
    import signal
    import time

    leader, follower = pty.openpty()
    argv = ["--players", "6", "--deals", "100000", "--session", "10", "--seed", "9"]
    proc = subprocess.Popen(
        [sys.executable, "-m", "mouche", "simulate", *argv],
        stdout=subprocess.PIPE,
        stderr=follower,
        text=True,
        # as from a terminal: Ctrl-C not ignored (a suite started in the background by a
        # shell without job control, `make test &`, ignores SIGINT, and its children
        # inherit that: the run then went on to its end and exited 0)
        preexec_fn=lambda: signal.signal(signal.SIGINT, signal.SIG_DFL),
    )
    os.close(follower)
    seen = b""
    while b"deals (" not in seen:  # the first progress line
        ready, _, _ = select.select([leader], [], [], 60)
        assert ready, "no progress shown"
        seen += os.read(leader, 1000)
    time.sleep(0.3)
    proc.send_signal(signal.SIGINT)
    out, _ = proc.communicate(timeout=60)
    tail = b""
    while select.select([leader], [], [], 0.5)[0]:
        try:
            chunk = os.read(leader, 1000)
        except OSError:
            break
        if not chunk:
            break
        tail += chunk
    os.close(leader)
    assert proc.returncode == 130
    assert b"Ctrl-C stops" in seen and b"interrupted:" in tail and b"Traceback" not in tail
    partial = json.loads(out)
    played = partial["interrupted"]["deals_played"]
    assert partial["interrupted"]["deals_asked"] == 100000 and 0 < played < 100000
    assert played % 10 == 0 and partial["deals"] == played
    again = _cli(*argv[:2], "--deals", str(played), *argv[4:], "--quiet", check=True)
    assert json.loads(again.stdout) == {k: v for k, v in partial.items() if k != "interrupted"}


def test_a_run_in_processes_or_stopped_keeps_whole_chunks_in_order() -> None:
    plan = Plan(get_ruleset("academie"), 4, 5000, 10, 6)
    assert len(chunks(plan)) > 2 and run(plan, workers=2).summary() == simulate(plan)
    seen: list[int] = []

    def stop_after_two(deals: int) -> None:
        seen.append(deals)
        if len(seen) == 2:
            raise KeyboardInterrupt

    stopped = run(plan, progress=stop_after_two)
    assert stopped.interrupted and stopped.tally.deals == seen[-1] < 5000
    shorter = dataclasses.replace(plan, deals=stopped.tally.deals)
    out = stopped.summary()
    assert out.pop("interrupted") == {"deals_asked": 5000, "deals_played": seen[-1]}
    assert out == simulate(shorter)


def test_a_facade_chunk_is_sized_by_what_its_deals_cost() -> None:
    from mouche.browser import MAX_CHUNK_COST

    base = {"ruleset": "vanderaa1721", "players": 6, "deals": 20_000, "session": 10, "seed": 1}
    simple = Plan(get_ruleset("vanderaa1721"), 6, 20_000, 10, 1)
    most = MAX_CHUNK_COST // (simple.cost * 10)
    assert _facade({**base, "start": 0, "count": most})["ok"]
    unsaid = _facade({**base, "start": 0})["result"]  # no count: the most one request plays
    assert unsaid["per_call"] == most and unsaid["tally"]["deals"] == 10 * most
    assert "count must be from 1" in _facade({**base, "start": 0, "count": most + 1})["error"][
        "message"
    ]
    seated = {**base, "players": 4, "deals": 40, "session": 2}
    seated["seats"] = [{"seat": 0, "style": "reasoning"}]
    plan = Plan(get_ruleset("vanderaa1721"), 4, 40, 2, 1, seats=((0, "reasoning"),))
    most = max(1, MAX_CHUNK_COST // (plan.cost * 2))
    assert most < 5 and plan.cost > 500 * Plan(get_ruleset("vanderaa1721"), 4, 40, 2, 1).cost
    refused = _facade({**seated, "start": 0, "count": most + 1})["error"]["message"]
    assert f"count must be from 1 to {most}," in refused
    one = _facade({**seated, "start": 0, "count": 1})["result"]["tally"]
    assert one["deals"] == 2 and len(one["net_by_seat"]) == 4
    bad = _facade({**seated, "seats": [{"seat": 9, "style": "reasoning"}], "start": 0, "count": 1})
    assert "seat must be from 0 to 3" in bad["error"]["message"]


def test_the_reasoning_player_wins_more_than_the_simple_one_in_its_seat() -> None:
    """A short, fixed-seed version of ``make strength``: the same ten sessions of four deals
    (each seat deals once in each), p0 played by the reasoning player, then by the simple
    one.  The reasoning p0's gain per session (paired: the same shuffles) has its 95%
    interval above zero, and its mean is above every other seat's."""
    r = get_ruleset("vanderaa1721")
    reasoned = Plan(r, 4, 40, 4, seed=3, seats=((0, "reasoning"),))
    simple = Plan(r, 4, 40, 4, seed=3)
    parts = [tally(reasoned, i, 1) for i in range(reasoned.sessions)]
    gains = [t.net_by_seat[0] - tally(simple, i, 1).net_by_seat[0] for i, t in enumerate(parts)]
    n = len(gains)
    mean = sum(gains) / n
    se = (sum((g - mean) ** 2 for g in gains) / (n - 1) / n) ** 0.5
    assert mean - 1.96 * se > 0, gains
    per_seat = summary(reasoned, merge(reasoned, parts))["per_seat"]
    assert all(per_seat[0]["mean"] > s["mean"] for s in per_seat[1:]), per_seat


def test_the_tricks_taken_run_to_the_hands_size() -> None:
    """Issue 36.2: three-card Loo's players take none to three tricks, not to five."""
    three = simulate(Plan(get_ruleset("hoyle-loo-three"), 4, 60, 10, 1))["tricks_taken"]
    five = simulate(Plan(get_ruleset("academie"), 4, 60, 10, 1))["tricks_taken"]
    assert three["tricks"] == [0, 1, 2, 3] and len(three["count"]) == len(three["share"]) == 4
    assert five["tricks"] == [0, 1, 2, 3, 4, 5] and sum(three["count"]) > 0
