"""What a run of [`mouche.simulate`][mouche.simulate] counts: the whole-number
[`Tally`][mouche.simulate_tally.Tally] of some of its sessions, tallies merged, and the
run's [`summary`][mouche.simulate_tally.summary] (what ``python -m mouche simulate`` prints).
"""

from __future__ import annotations

from dataclasses import dataclass, fields
from math import sqrt
from typing import Any

from mouche.actions import Declare, Protest
from mouche.deal import STOOD, Deal
from mouche.presets import PRESETS
from mouche.rulesets import OPTIONS, Ruleset
from mouche.session import play_session
from mouche.simulate_plan import Plan, PlanError

ENDS = ("tricks", "mouche", "all-pass", "lone")
"""How a deal ends (see [`mouche.deal.End`][mouche.deal.End])."""

EVENTS = ("mouche-dealt", "all-pass", "mouche-made", "trap-sprung")
"""What the run counts in each deal: a mouche dealt to anyone; everyone passed; one or
more players made the mouche (took no trick, academie.5); a saved mouche shown after
the others had decided (academie.13)."""


DECISIONS = ("pass", "stand", "exchange", "declare", "save", "undecided", "protest")
"""What each seat did at its decision, counted by seat: passed, stood (on a hand with no
mouche), exchanged, showed a mouche at once (academie.10), stood on a mouche dealt to save it
(academie.13), never decided (the deal ended before its turn); and, besides, protested that
it held no mouche (saving=guarantee, academie.14)."""


@dataclass(frozen=True, slots=True)
class Tally:
    """Whole-number totals of some sessions of a run: merge them, then [`summary`][summary]."""

    deals: int = 0
    pot_sum: tuple[int, ...] = ()
    """By deal number within a session: the basket after that deal, summed over sessions."""
    pot_count: tuple[int, ...] = ()
    """By deal number within a session: sessions that played that deal."""
    pot_change: int = 0
    """The baskets' total change (jetons are conserved: it balances the seats')."""
    net_by_position: tuple[int, ...] = ()
    """Net jetons by seat position, from the eldest hand (the dealer's right) to the dealer."""
    tricks_by_position: tuple[int, ...] = ()
    played_by_position: tuple[int, ...] = ()
    """Deals in which the seat at that position played the tricks."""
    tricks_taken: tuple[int, ...] = (0,) * 6
    """How often a player in the tricks took 0, 1, … 5 of them."""
    ends: tuple[int, ...] = (0,) * len(ENDS)
    events: tuple[int, ...] = (0,) * len(EVENTS)
    sessions: int = 0
    session_deals_sq: int = 0
    """The sum over sessions of (deals in the session)²."""
    net_by_seat: tuple[int, ...] = ()
    """Net jetons by seat (p0, p1, ...), for the players seated there."""
    seat_session_sq: tuple[int, ...] = ()
    """By seat, the sum over sessions of (the seat's net in the session)²."""
    seat_session_deals: tuple[int, ...] = ()
    """By seat, the sum over sessions of its net in the session × the session's deals."""
    seat_decisions: tuple[int, ...] = ()
    """By seat then by [`DECISIONS`][DECISIONS]: deals in which the seat did that."""
    seat_decision_net: tuple[int, ...] = ()
    """By seat then by [`DECISIONS`][DECISIONS]: the seat's net jetons in those deals."""

    def add(self, other: Tally) -> Tally:
        """Both tallies together (element by element)."""
        out: dict[str, Any] = {}
        for f in fields(self):
            a, b = getattr(self, f.name), getattr(other, f.name)
            if isinstance(a, tuple):
                n = max(len(a), len(b))
                a, b = a + (0,) * (n - len(a)), b + (0,) * (n - len(b))
                out[f.name] = tuple(x + y for x, y in zip(a, b, strict=True))
            else:
                out[f.name] = a + b
        return Tally(**out)


def tally(plan: Plan, start: int = 0, count: int | None = None) -> Tally:
    """Play sessions ``start`` to ``start + count - 1`` of ``plan`` (all by default)."""
    stop = plan.sessions if count is None else min(plan.sessions, start + count)
    if not 0 <= start <= stop:
        raise PlanError(
            "sessions run from 0 to {sessions}, not {start}",
            sessions=plan.sessions - 1,
            start=start,
        )
    p = plan.players
    pot_sum = [0] * plan.longest
    pot_count = [0] * plan.longest
    net, tricks, played = [0] * p, [0] * p, [0] * p
    taken, ends, events = [0] * 6, [0] * len(ENDS), [0] * len(EVENTS)
    by_seat, seat_sq, seat_deals = [0] * p, [0] * p, [0] * p
    kinds = len(DECISIONS)
    decided, decided_net = [0] * (p * kinds), [0] * (p * kinds)
    pot_change = deals = deals_sq = 0
    player = plan.player()
    for i in range(start, stop):
        played_deals = play_session(
            plan.ruleset, p, plan.session_deals(i), plan.rng(i), player=player
        )
        n = len(played_deals)  # with the deals played on after a loo (option round_end)
        deals_sq += n * n
        for seat in range(p):
            total = sum(done.settlement.deltas[seat] for done in played_deals)
            by_seat[seat] += total
            seat_sq[seat] += total * total
            seat_deals[seat] += total * n
        for k, done in enumerate(played_deals):
            deal, st, t = done.deal, done.settlement, done.deal.table
            deals += 1
            for seat, did in _decisions(deal):
                decided[seat * kinds + did] += 1
                decided_net[seat * kinds + did] += st.deltas[seat]
            pot_sum[k] += st.pot_after
            pot_count[k] += 1
            pot_change += st.pot_after - st.pot_before
            for seat, delta in enumerate(st.deltas):
                net[(seat - t.dealer - 1) % p] += delta
            for seat in deal.active:
                pos = (seat - t.dealer - 1) % p
                played[pos] += 1
                tricks[pos] += deal.won[seat]
                if deal.end is not None and deal.end.kind == "tricks":
                    taken[deal.won[seat]] += 1
            kind = deal.end.kind if deal.end is not None else "tricks"
            ends[ENDS.index(kind)] += 1
            mouche = deal.end.mouche if deal.end is not None else None
            events[0] += any(m is not None for m in t.mouches)
            events[1] += kind == "all-pass"
            events[2] += bool(st.made)
            events[3] += (
                mouche is not None and deal.status[mouche.seat] == STOOD and len(deal.active) > 1
            )
    return Tally(
        deals,
        tuple(pot_sum),
        tuple(pot_count),
        pot_change,
        tuple(net),
        tuple(tricks),
        tuple(played),
        tuple(taken),
        tuple(ends),
        tuple(events),
        stop - start,
        deals_sq,
        tuple(by_seat),
        tuple(seat_sq),
        tuple(seat_deals),
        tuple(decided),
        tuple(decided_net),
    )


_PROTEST = DECISIONS.index("protest")


def _decisions(deal: Deal) -> list[tuple[int, int]]:
    """Each seat's decision in a finished deal, as ``(seat, index in DECISIONS)``; a seat
    that protested is counted under "protest" as well."""
    out = []
    protested = {a.seat for a in deal.history if isinstance(a, Protest)}
    declared = {a.seat for a in deal.history if isinstance(a, Declare)}
    for seat, status in enumerate(deal.status):
        if status == STOOD and deal.table.mouches[seat] is not None:
            kind = "save"
        elif status:
            kind = {"pass": "pass", "stand": "stand", "exchange": "exchange"}[status]
        else:
            kind = "declare" if seat in declared else "undecided"
        out.append((seat, DECISIONS.index(kind)))
        if seat in protested:
            out.append((seat, _PROTEST))
    return out


def empty(plan: Plan) -> Tally:
    """The tally of no session of ``plan`` (every list its full size)."""
    seats = (0,) * plan.players
    return Tally(
        pot_sum=(0,) * plan.longest,
        pot_count=(0,) * plan.longest,
        net_by_position=seats,
        tricks_by_position=seats,
        played_by_position=seats,
        net_by_seat=seats,
        seat_session_sq=seats,
        seat_session_deals=seats,
        seat_decisions=(0,) * (plan.players * len(DECISIONS)),
        seat_decision_net=(0,) * (plan.players * len(DECISIONS)),
    )


def merge(plan: Plan, parts: list[Tally]) -> Tally:
    """The tallies of a run's chunks together; refuses parts that do not make the whole run."""
    total = empty(plan)
    for part in parts:
        total = total.add(part)
    extra = plan.sessions * (plan.longest - plan.session)  # played on after a loo, at most
    if not plan.deals <= total.deals <= plan.deals + extra:
        raise PlanError(
            "the chunks hold {deals} deals, not the run's {deals2}",
            deals=total.deals,
            deals2=plan.deals,
        )
    return total


def _share(n: int, of: int) -> float:
    return round(n / of, 6) if of else 0.0


def ruleset_spec(r: Ruleset) -> tuple[str, dict[str, str]]:
    """The preset a ruleset starts from and the options it changes (to rebuild it)."""
    if PRESETS.get(r.id) == r:
        return r.id, {}
    base = PRESETS.get(r.based_on or "")
    if base is None:
        raise PlanError("ruleset {id!r} is not a preset or a preset with options changed", id=r.id)
    return base.id, {k: v for k, v in r.options.items() if base.options[k] != v}


def plan_json(plan: Plan) -> dict[str, Any]:
    """The parameters that fix a run (enough to reproduce it: see
    [`plan_from_json`][plan_from_json])."""
    preset, rules = ruleset_spec(plan.ruleset)
    return {
        "ruleset": preset,
        "rules": rules,
        "players": plan.players,
        "deals": plan.deals,
        "session": plan.session,
        "seed": plan.seed,
        "style": plan.style,
        "seats": [{"seat": seat, "style": style} for seat, style in plan.seats],
    }


def plan_from_json(data: dict[str, Any]) -> Plan:
    """The plan of [`plan_json`][plan_json] (what a worker process or a Dask worker is sent)."""
    ruleset = PRESETS[data["ruleset"]]
    if data["rules"]:
        ruleset = ruleset.replace(**{k: v for k, v in data["rules"].items() if k in OPTIONS})
    seats = tuple((s["seat"], s["style"]) for s in data["seats"])
    return Plan(
        ruleset,
        data["players"],
        data["deals"],
        data["session"],
        data["seed"],
        data["style"],
        seats,
    )


def seat_means(plan: Plan, t: Tally) -> list[dict[str, Any]]:
    """Each seat's mean net jetons per deal, with its 95% interval, and its decisions: how
    often it made each of [`DECISIONS`][DECISIONS] and its mean net in those deals.

    Deals in a session are not independent (the basket carries over), sessions are: the
    interval is that of a ratio of session totals to session lengths, mean ± 1.96
    standard errors, over the sessions played (none under two sessions).
    """
    out = []
    m, n = t.sessions, t.deals
    for seat, style in enumerate(plan.styles):
        total = t.net_by_seat[seat]
        mean = total / n if n else 0.0
        ci: list[float] | None = None
        if m >= 2:
            spread = t.seat_session_sq[seat] - 2 * mean * t.seat_session_deals[seat]
            spread += mean * mean * t.session_deals_sq
            se = sqrt(max(0.0, spread) / (m * (m - 1))) / (n / m)
            ci = [round(mean - 1.959964 * se, 6), round(mean + 1.959964 * se, 6)]
        kinds = len(DECISIONS)
        counts = t.seat_decisions[seat * kinds : (seat + 1) * kinds]
        nets = t.seat_decision_net[seat * kinds : (seat + 1) * kinds]
        decisions = {
            k: {"count": c, "share": _share(c, n), "net_per_deal": _share(v, c)}
            for k, c, v in zip(DECISIONS, counts, nets, strict=True)
        }
        out.append(
            {
                "seat": seat,
                "style": style,
                "mean": round(mean, 6),
                "ci95": ci,
                "decisions": decisions,
            }
        )
    return out


def _tricks_taken(counts: tuple[int, ...], hand: int) -> dict[str, list[Any]]:
    """How often a player in the tricks took 0, 1, ... all of a deal's tricks (``hand``:
    five, or three at three-card Loo)."""
    kept = counts[: hand + 1]
    return {
        "tricks": list(range(hand + 1)),
        "count": list(kept),
        "share": [_share(c, sum(kept)) for c in kept],
    }


def summary(plan: Plan, t: Tally) -> dict[str, Any]:
    """The run's figures as JSON: exact counts, and shares and means rounded to six places."""
    n = t.deals
    positions = [
        "eldest" if k == 0 else "dealer" if k == plan.players - 1 else f"eldest + {k}"
        for k in range(plan.players)
    ]
    return {
        "plan": plan_json(plan),
        "ruleset_title": plan.ruleset.title,
        "deals": n,
        "basket": {
            "deal": list(range(1, plan.longest + 1)),
            "mean_after": [_share(s, c) for s, c in zip(t.pot_sum, t.pot_count, strict=True)],
            "sessions": list(t.pot_count),
        },
        "seats": {
            "position": positions,
            "net_per_deal": [_share(x, n) for x in t.net_by_position],
            "net_total": list(t.net_by_position),
            "tricks_per_deal_played": [
                _share(x, c)
                for x, c in zip(t.tricks_by_position, t.played_by_position, strict=True)
            ],
            "played": list(t.played_by_position),
        },
        "ends": {k: {"count": c, "share": _share(c, n)} for k, c in zip(ENDS, t.ends, strict=True)},
        "events": {
            k: {"count": c, "share": _share(c, n)} for k, c in zip(EVENTS, t.events, strict=True)
        },
        "tricks_taken": _tricks_taken(t.tricks_taken, plan.ruleset.hand_size),
        "per_seat": seat_means(plan, t),
        "conserved": sum(t.net_by_position) + t.pot_change == 0,
    }


def tally_json(t: Tally) -> dict[str, Any]:
    """A tally as JSON (for the browser, which plays a run in chunks)."""
    return {f.name: list(v) if isinstance(v := getattr(t, f.name), tuple) else v for f in fields(t)}


def tally_from_json(plan: Plan, data: Any) -> Tally:
    """A tally of ``plan`` back from [`tally_json`][tally_json]; anything else raises
    [`PlanError`][mouche.simulate_plan.PlanError].

    Every field must be a whole number of at least 0, or a list of them as long
    as the plan makes it (deals per session, seats, tricks, ends, events).
    """
    sizes = {
        "pot_sum": plan.longest,
        "pot_count": plan.longest,
        "net_by_position": plan.players,
        "tricks_by_position": plan.players,
        "played_by_position": plan.players,
        "tricks_taken": 6,
        "ends": len(ENDS),
        "events": len(EVENTS),
        "net_by_seat": plan.players,
        "seat_session_sq": plan.players,
        "seat_session_deals": plan.players,
        "seat_decisions": plan.players * len(DECISIONS),
        "seat_decision_net": plan.players * len(DECISIONS),
    }
    signed = {
        "pot_change",
        "net_by_position",
        "net_by_seat",
        "seat_session_deals",
        "seat_decision_net",
    }
    if not isinstance(data, dict) or set(data) != {f.name for f in fields(Tally)}:
        raise PlanError("a chunk's tally is malformed (not the run's fields)")
    out: dict[str, Any] = {}
    for f in fields(Tally):
        v = data[f.name]
        values = v if f.name in sizes else [v]
        if (
            not isinstance(values, list)
            or len(values) != sizes.get(f.name, 1)
            or not all(isinstance(x, int) and not isinstance(x, bool) for x in values)
            or not all(abs(x) < 10**18 and (x >= 0 or f.name in signed) for x in values)
        ):
            raise PlanError("a chunk's tally is malformed (field {name})", name=f.name)
        out[f.name] = tuple(values) if f.name in sizes else v
    return Tally(**out)
