"""A hint for any position: every action open to the seat to act, valued in jetons.

The seat's [information set][mouche.players.seat_view.InformationSet] is built from the
position, its [candidates][mouche.players.reasoning.candidates] (every legal action, and a
second choice of cards for each exchange) are valued over the same worlds
([`mouche.players.search`][mouche.players.search]), and the hint lists them best first:
the value (the seat's expected net jetons from the deal), its 95% interval, and the method
(every consistent world, or how many were drawn, from which seed).

The worlds of a hint are numbered and each is drawn from the seed and its number alone, so
a hint can be computed in chunks ([`hint_sums`][hint_sums], then [`hint_json`][hint_json]
from their sums added up) and gives the same figures whole or in chunks, in CPython and in
the browser.

>>> from mouche.session import deal_from_seed
>>> out = hint(deal_from_seed("vanderaa1721", 4, seed=3), seed=1, worlds=12)
>>> out["seat"], out["method"]["kind"], out["method"]["worlds"], len(out["actions"])
(1, 'sampled', 12, 7)
"""

from __future__ import annotations

from typing import Any

from mouche.actions import Action, format_action, parse_action, said_action
from mouche.deal import Deal
from mouche.errors import MoucheError
from mouche.messages import ENGLISH, Message, counted
from mouche.players.reasoning import candidates
from mouche.players.search import Evaluation, Sums, Worlds, ranked, sums, worlds_of
from mouche.players.seat_view import InformationSet, information_set
from mouche.state import ANSWER, DECIDE, PLAY

BUDGET = 800
"""Play-outs one hint spends: its worlds are this over the actions valued plus two (drawing a
world and replaying the deal to the position costs about two play-outs), so that a hint
costs at most about a thousand full deals (``make bench`` prints the ratio)."""
MIN_WORLDS, MAX_WORLDS = 32, 400
"""The fewest and most worlds a hint draws, whatever its number of actions."""
INTERVAL = Message(
    "{} confidence interval of the mean over the worlds (normal approximation)", "95%"
)  # the figure out of the message id: a % in it would make it a printf format


class HintError(MoucheError):
    """A position that cannot be hinted (nobody to act), or chunk sums that do not fit it."""


def worlds_for(actions: int) -> int:
    """How many worlds a hint of ``actions`` actions draws (see [`BUDGET`][BUDGET])."""
    return max(MIN_WORLDS, min(MAX_WORLDS, BUDGET // (actions + 2)))


def search_of(deal: Deal, seed: int) -> tuple[InformationSet, tuple[Action, ...], Worlds]:
    """The seat to act's information, its actions and the worlds of its hint."""
    if deal.is_over:
        raise HintError("the deal is over: nobody is to act")
    r = deal.table.ruleset
    if r.asks and r.flush_top:
        raise HintError(
            "the hint cannot yet weigh answers about a flush of four with the top card "
            "(options flush=four-with-top and questions=asked together)"
        )
    info = information_set(deal, deal.to_act)
    actions = candidates(info)
    return info, actions, worlds_of(info, seed, worlds_for(len(actions)))


def hint_sums(deal: Deal, seed: int, start: int, count: int) -> dict[str, Any]:
    """The sums of each action's values over worlds ``start`` to ``start + count - 1``, as
    JSON (whole numbers: chunks add up exactly)."""
    _, actions, ws = search_of(deal, seed)
    parts = sums(ws, actions, start, count)
    return {
        "seed": seed,
        "worlds": ws.count,
        "actions": [format_action(a) for a in actions],
        "n": parts[0].n if parts else 0,
        "sum": [p.total for p in parts],
        "squares": [p.squares for p in parts],
    }


def add_sums(a: dict[str, Any], b: dict[str, Any]) -> dict[str, Any]:
    """Two chunks' sums together (of the same hint)."""
    return {
        "seed": a["seed"],
        "worlds": a["worlds"],
        "actions": a["actions"],
        "n": a["n"] + b["n"],
        "sum": [x + y for x, y in zip(a["sum"], b["sum"], strict=True)],
        "squares": [x + y for x, y in zip(a["squares"], b["squares"], strict=True)],
    }


def check_sums(deal: Deal, seed: int, data: Any) -> dict[str, Any]:
    """Chunk sums sent back (untrusted): the hint's own fields, of its size, whole numbers."""
    _, actions, ws = search_of(deal, seed)
    names = [format_action(a) for a in actions]
    if not isinstance(data, dict) or set(data) != {
        "seed",
        "worlds",
        "actions",
        "n",
        "sum",
        "squares",
    }:
        raise HintError("a hint chunk's sums are malformed (not the hint's fields)")
    if data["actions"] != names or data["worlds"] != ws.count or data["seed"] != seed:
        raise HintError("a hint chunk's sums are of another position or seed")
    n = data["n"]
    if type(n) is not int or not 0 <= n <= ws.count:
        raise HintError("a hint chunk's sums are malformed (field n)")
    for key in ("sum", "squares"):
        values = data[key]
        if (
            not isinstance(values, list)
            or len(values) != len(names)
            or not all(type(x) is int and abs(x) < 10**15 for x in values)
        ):
            raise HintError("a hint chunk's sums are malformed (field {key})", key=key)
    return data


def hint_json(deal: Deal, seed: int, data: dict[str, Any]) -> dict[str, Any]:
    """The hint from the sums of all its worlds (checked first)."""
    _, actions, ws = search_of(deal, seed)
    data = check_sums(deal, seed, data)
    if data["n"] != ws.count:
        raise HintError(
            "the chunks hold {n} worlds, not the hint's {count}", n=data["n"], count=ws.count
        )
    parts = [Sums(data["n"], t, q) for t, q in zip(data["sum"], data["squares"], strict=True)]
    return _hint(deal, ranked(ws, actions, parts), seed)


def _hint(deal: Deal, ev: Evaluation, seed: int) -> dict[str, Any]:
    exact = ev.method == "exact"
    return {
        "seat": ev.seat,
        "phase": deal.phase,
        "actions": [
            {
                "action": format_action(v.action),
                "value": round(v.value, 3),
                "interval": [round(v.interval[0], 3), round(v.interval[1], 3)],
            }
            for v in ev.values
        ],
        "method": {
            "kind": ev.method,
            "worlds": ev.worlds,
            "seed": seed,
            "value": Message(
                "the seat's expected net jetons from this deal (its settlement delta, "
                "less any mouche it is left owing)"
            ),
            "interval": Message("the value itself: every consistent world was played")
            if exact
            else INTERVAL,
            "worlds_from": Message(
                "every deal of the hidden cards consistent with what the seat has seen"
            )
            if exact
            else Message(
                "deals of the hidden cards consistent with what the seat has seen, drawn uniformly"
            ),
            "rollout": Message("each world played out by the simple built-in player at every seat"),
        },
    }


def hint(deal: Deal, seed: int = 0, worlds: int | None = None) -> dict[str, Any]:
    """The whole hint for the seat to act in ``deal`` (``worlds`` overrides the budget)."""
    info, actions, ws = search_of(deal, seed)
    if worlds is not None:
        ws = worlds_of(info, seed, worlds)
    return _hint(deal, ranked(ws, actions, sums(ws, actions, 0, ws.count)), seed)


PHASE_WORDS = {
    DECIDE: Message("decide"),
    ANSWER: Message("answer"),
    PLAY: Message("play"),
}
"""A deal's phase (a code of [`mouche.state`][mouche.state], its English word) as a hint's
first line says it in a language."""


def hint_lines(out: dict[str, Any], lang: str = ENGLISH) -> list[str]:
    """The hint as text in ``lang``: one line per action, best first."""
    m = out["method"]
    how = (
        Message("every consistent world ({}), exact", m["worlds"])
        if m["kind"] == "exact"
        else counted(
            "{} world drawn (seed {}); interval: {}",
            "{} worlds drawn (seed {}); interval: {}",
            m["worlds"],
            m["worlds"],
            m["seed"],
            INTERVAL,
        )
    )
    names = [said_action(parse_action(a["action"])).render(lang) for a in out["actions"]]
    width = max(map(len, names), default=0)
    head = Message(
        "p{seat} to act ({phase}): expected net jetons for p{seat}, best first; {how}",
        seat=out["seat"],
        phase=PHASE_WORDS.get(out["phase"], out["phase"]),
        how=how,
    )
    lines = [head.render(lang)]
    for name, a in zip(names, out["actions"], strict=True):
        lo, hi = a["interval"]
        lines.append(f"  {name:<{width}}  {a['value']:+8.3f}  [{lo:+.3f}, {hi:+.3f}]")
    return lines


__all__ = [
    "BUDGET",
    "INTERVAL",
    "PHASE_WORDS",
    "HintError",
    "add_sums",
    "check_sums",
    "hint",
    "hint_json",
    "hint_lines",
    "hint_sums",
    "worlds_for",
]
