"""The browser facade's long computations, in chunks the page sends one at a time (so it
shows their progress and may stop between two): a simulation's sessions, a hint's worlds.
See [`mouche.browser`][mouche.browser].
"""

from __future__ import annotations

from typing import Any

from mouche.browser_input import (
    MAX_SEED,
    InputError,
    preset_arg,
    text_arg,
    whole_arg,
)
from mouche.browser_play import engine_moves, position_of
from mouche.deal import Deal
from mouche.errors import excerpt
from mouche.records import (
    parse_record,
    replay,
)
from mouche.records.contract import rule_overrides
from mouche.rulesets import MAX_PLAYERS
from mouche.simulate import (
    MAX_DEALS,
    MAX_SESSION,
    Plan,
    merge,
    summary,
    tally,
    tally_from_json,
    tally_json,
)

MAX_CHUNK_COST = 4_000
"""The most one ``simulate`` request plays, in simple deals of four players
([`mouche.simulate_plan.Plan.cost`][mouche.simulate_plan.Plan.cost]): about a third of a second in
Pyodide (measured: ``benchmarks/pyodide_ops.py``), so the page can stop a run between two
requests.  A request plays one session at least."""


def _plan(args: dict[str, Any]) -> Plan:
    ruleset = preset_arg(args)
    rules = args.get("rules") or {}
    if not isinstance(rules, dict) or len(rules) > len(ruleset.options):
        raise InputError("rules must be an object of option names and values")
    if rules:  # the records' contract: option names only (not id or title), values checked
        ruleset = ruleset.replace(**rule_overrides(rules))
    players = whole_arg(args, "players", 2, MAX_PLAYERS)  # the ruleset's own sizes: Plan
    return Plan(
        ruleset,
        players,
        whole_arg(args, "deals", 1, MAX_DEALS),
        whole_arg(args, "session", 1, MAX_SESSION),
        whole_arg(args, "seed", 0, MAX_SEED),
        text_arg(args, "style", 40) if args.get("style") not in (None, "") else "shows-at-once",
        _seats(args, players),
    )


def _seats(args: dict[str, Any], players: int) -> tuple[tuple[int, str], ...]:
    """``seats``: a list of ``{"seat", "style"}``, the seats given another player."""
    raw = args.get("seats") or []
    if not isinstance(raw, list) or len(raw) > players:
        raise InputError("seats must be a list of {seat, style}, one per seat at most")
    out = []
    for item in raw:
        if not isinstance(item, dict) or set(item) != {"seat", "style"}:
            raise InputError("each of seats is {seat, style}")
        out.append((whole_arg(item, "seat", 0, players - 1), text_arg(item, "style", 40)))
    return tuple(sorted(out))


def op_simulate(args: dict[str, Any]) -> dict[str, Any]:
    """Play sessions ``start`` to ``start + count - 1`` of a run; with ``parts``, the summary.

    The page plays a run in chunks (``start``, ``count``), each answer adding the
    tally it is sent as ``plus`` (so the page holds one tally), then sends that
    back as ``parts`` for the summary: what ``python -m mouche simulate`` prints
    for the same parameters.  Without ``count``, a request plays ``per_call`` sessions,
    the most one request plays (fewer when a reasoning seat makes each deal dearer).
    """
    plan = _plan(args)
    if "parts" in args:
        parts = args["parts"]
        if not isinstance(parts, list) or len(parts) > plan.sessions:
            raise InputError("parts must be a list of the run's chunk tallies")
        return {"summary": summary(plan, merge(plan, [tally_from_json(plan, t) for t in parts]))}
    start = whole_arg(args, "start", 0, plan.sessions)
    most = max(1, MAX_CHUNK_COST // (plan.cost * plan.session))
    count = whole_arg(args, "count", 1, most) if args.get("count") is not None else most
    played = tally(plan, start, count)
    if "plus" in args:
        played = played.add(tally_from_json(plan, args["plus"]))
    return {"sessions": plan.sessions, "per_call": most, "tally": tally_json(played)}


MAX_HINT_PLAYOUTS = 240
"""The most play-outs one ``hint`` request plays (a few tens of milliseconds in Pyodide), so
the page can show a hint's progress and cancel it between two requests."""


def _hint_deal(args: dict[str, Any]) -> Deal:
    """The position to hint: a ``record`` (its last position), or the Play page's permalink
    parameters (the engine's players having acted up to the reader's turn)."""
    if args.get("record") is not None:
        text = args.get("record")
        if not isinstance(text, str) or not text.strip():
            raise InputError("the record is empty")
        rep = replay(parse_record(text))
        if rep.error:
            i, exc = rep.error
            raise InputError(
                "action {n} ({action}) is not legal here: {message}",
                exc.clause,
                n=i + 1,
                action=excerpt(rep.record.actions[i], 60),  # the reader's text, escaped
                message=exc.message,
            )
        return rep.deal
    _ruleset, _players, seed, seat, deal = position_of(args)
    deal = engine_moves(deal, seat, seed)
    if not deal.is_over and deal.to_act != seat:
        # The engine waits on the reader's saved mouche while another seat is to act: a
        # hint would be that seat's, from what it sees.
        raise InputError(
            "it is p{to_act}'s turn, not yours: a hint is for the seat to act", to_act=deal.to_act
        )
    return deal


def op_hint(args: dict[str, Any]) -> dict[str, Any]:
    """Every action open to the seat to act, valued in jetons, in chunks of worlds.

    ``{record}`` or the permalink parameters ``{ruleset, players, seed, seat, actions}``,
    with ``hint_seed`` (the search's, 0 by default) and ``start`` and ``count`` (worlds;
    ``count`` defaults to the most one request plays): the sums of worlds ``start`` to
    ``start + count - 1``, plus the sums ``plus`` (so the page holds one), with ``next``,
    the first world still to play (None once all are).  With ``parts`` (the sums of every
    world) instead: the hint, what ``python -m mouche hint --json`` prints for the record.
    The page shows each action's value beside its button, best first, and may stop
    between two requests.
    """
    from mouche.players.hint import add_sums, check_sums, hint_json, hint_sums, search_of

    deal = _hint_deal(args)
    if deal.is_over:
        raise InputError("the deal is over: nobody is to act")
    seed = whole_arg(args, "hint_seed", 0, MAX_SEED) if args.get("hint_seed") is not None else 0
    if "parts" in args:
        parts = args["parts"]
        if not isinstance(parts, list) or not 1 <= len(parts) <= 1000:
            raise InputError("parts must be a list of the hint's chunk sums")
        total = check_sums(deal, seed, parts[0])
        for p in parts[1:]:
            total = add_sums(total, check_sums(deal, seed, p))
        return {"hint": hint_json(deal, seed, total)}
    _, actions, ws = search_of(deal, seed)
    per_call = max(1, MAX_HINT_PLAYOUTS // (len(actions) + 1))
    start = whole_arg(args, "start", 0, ws.count) if args.get("start") is not None else 0
    count = whole_arg(args, "count", 1, per_call) if args.get("count") is not None else per_call
    out = hint_sums(deal, seed, start, count)
    if "plus" in args:
        out = add_sums(check_sums(deal, seed, args["plus"]), out)
    done = min(ws.count, start + count)
    return {
        "seat": deal.to_act,
        "worlds": ws.count,
        "per_call": per_call,
        "next": done if done < ws.count else None,
        "sums": out,
    }
