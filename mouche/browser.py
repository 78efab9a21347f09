"""The engine's facade for the browser: JSON in, JSON out.

The site's module Web Worker loads this package in Pyodide and calls
[`call`][mouche.browser.call] with one JSON request ``{"op": ..., "args": {...}}``;
the answer is one JSON object, ``{"ok": true, "result": ...}`` or ``{"ok": false,
"error": {"kind", "message", ...}}``, never a traceback.  Everything from the page
(a pasted record, a permalink's parameters) is untrusted and validated here; a text
longer than [`MAX_REQUEST`][mouche.browser.MAX_REQUEST] is refused unread by
[`oversized`][mouche.browser.oversized], which the worker calls instead, and every
refusal names what the reader gave (the record, the link).  It is built on the
public engine API only, and runs the same in CPython (the tests).

Operations:

* ``info``: the presets (id, title, numbers of players).
* ``replay`` ``{record, ruleset?}``: the object ``python -m mouche replay --json``
  prints for a hand or session record, optionally under another preset, with the
  links of its clauses.
* ``position`` ``{ruleset, players, seed, seat, actions}``: a deal from a seed
  with the actions so far (the permalink of the Play page); the engine's simple
  players then act until it is the reader's seat's turn.
* ``play``: the same plus ``action``, the reader's action; an illegal one is
  refused with its clause and the position unchanged.
* ``simulate`` ``{ruleset, rules?, players, deals, session, seed, style?, seats?, start,
  count?, plus?}``: the tally of some sessions of a run ([`mouche.simulate`][mouche.simulate]),
  plus the tally ``plus``; with ``parts`` (the chunks' tallies) instead, the run's summary.
* ``hint`` ``{record | ruleset, players, seed, seat, actions; hint_seed?, start?, count?,
  plus?}``: every action open to the seat to act, valued in jetons, in chunks of worlds
  (``op_hint``); with ``parts`` instead, the hint itself.
* ``compare`` ``{record, a?, b}``: the record under two rulesets, each ``{preset,
  options?}`` (``a`` defaults to the record's own, and then the record's ``[rules]``
  apply to ``b`` too, as in ``replay``), with every differing option and the cause of
  each difference in the outcome ([`mouche.compare.attribute`][mouche.compare.attribute]).

>>> import json
>>> out = json.loads(call('{"op": "position", "args": {"ruleset": "academie", '
...     '"players": 4, "seed": 7, "seat": 1, "actions": []}}'))
>>> out["ok"], out["result"]["to_act"], out["result"]["permalink"]["actions"]
(True, 1, [])
>>> json.loads(call('{"op": "position", "args": {"ruleset": "<b>"}}'))["error"]["message"][:22]
"unknown ruleset '<b>';"
"""

from __future__ import annotations

import dataclasses
import json
import random
import re
from typing import Any

from mouche.actions import Action, Answer, Declare, Exchange, Play, format_action, parse_action
from mouche.cards import RANKS
from mouche.compare import attribute, variant
from mouche.deal import ANSWER, DECIDE, PLAY, Deal
from mouche.edition.model import clause_permalink
from mouche.errors import IllegalAction, MoucheError, one_line
from mouche.records import (
    HandRecord,
    SessionRecord,
    format_record,
    parse_any,
    parse_record,
    replay,
    replay_json,
    replay_to_json,
)
from mouche.records.contract import MAX_ACTION_CHARS, MAX_ACTIONS, check_length, rule_overrides
from mouche.registry import clauses_of
from mouche.rulesets import OPTIONS, PRESETS, Ruleset
from mouche.session import deal_from_seed
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
from mouche.strategy import choose
from mouche.tricks import trick_winner

MAX_REQUEST = 2_000_000
"""Longest request read, in characters.  Generous: a record is held to the input
contract's own limit ([`MAX_RECORD_CHARS`][mouche.records.contract.MAX_RECORD_CHARS])
and refused in its words; past this one the request is refused unread
([`oversized`][mouche.browser.oversized]), so a pasted book never reaches the parser
or fills the engine's memory."""
MAX_SEED = 2**53 - 1
"""Seeds are whole numbers a JavaScript number holds exactly."""
CONTINUE = "continue"
"""The reader's pseudo-action: let the engine play on without declaring a saved mouche."""

_DECISION_LABELS = {"": "", "pass": "passed", "stand": "stood", "exchange": "exchanged"}


class InputError(ValueError):
    """A request that cannot be served: the message says why, for the reader."""

    def __init__(self, message: str, clause: str | None = None) -> None:
        super().__init__(message)
        self.message = message
        self.clause = clause


# --------------------------------------------------------------------------- helpers


def clause_links(ids: set[str] | list[str] | tuple[str, ...]) -> dict[str, str]:
    """Site-relative links of clause and editorial-decision ids (``sources/x/#x.1``)."""
    return {cid: clause_permalink(cid) for cid in sorted(ids) if isinstance(cid, str) and cid}


def _replay_clauses(out: dict[str, Any]) -> set[str]:
    if "deals" in out:  # a session: the clauses of every deal
        return set().union(*(_replay_clauses(d) for d in out["deals"]))
    ids = {c for step in out.get("steps", []) for r in step["rulings"] for c in r["clauses"]}
    if out.get("error"):
        ids.add(out["error"]["clause"])
    return ids


def _text(args: dict[str, Any], key: str, limit: int = 100) -> str:
    value = args.get(key)
    if not isinstance(value, str) or not value.strip():
        raise InputError(f"missing {key}")
    if len(value) > limit:
        raise InputError(f"{key} is too long ({len(value)} characters)")
    return value.strip()


def _whole(args: dict[str, Any], key: str, low: int, high: int) -> int:
    value = args.get(key)
    if isinstance(value, bool):
        raise InputError(f"{key} must be a whole number")
    if isinstance(value, str):
        text = value.strip()
        if not text.isascii() or not text.isdigit() or len(text) > 16:
            raise InputError(f"{key} must be a whole number, not {value[:40]!r}")
        value = int(text)
    if not isinstance(value, int):
        raise InputError(f"{key} must be a whole number")
    if not low <= value <= high:
        raise InputError(f"{key} must be from {low} to {high}, not {value}")
    return value


def _preset(args: dict[str, Any]) -> Ruleset:
    ruleset_id = _text(args, "ruleset", 60)
    if ruleset_id not in PRESETS:
        raise InputError(
            f"unknown ruleset {ruleset_id!r}; the presets are: {', '.join(sorted(PRESETS))}"
        )
    return PRESETS[ruleset_id]


def _actions(args: dict[str, Any]) -> list[Action]:
    raw = args.get("actions", [])
    if raw is None:
        raw = []
    if not isinstance(raw, list):
        raise InputError("actions must be a list")
    if len(raw) > MAX_ACTIONS:
        raise InputError(f"too many actions ({len(raw)}; a deal has far fewer)")
    out = []
    for i, text in enumerate(raw):
        if not isinstance(text, str) or len(text) > MAX_ACTION_CHARS:
            raise InputError(f"action {i + 1} is not an action")
        try:
            out.append(parse_action(text))
        except MoucheError as exc:
            raise InputError(f"action {i + 1}: {exc}") from None
    return out


# --------------------------------------------------------------------------- operations


def op_info(args: dict[str, Any]) -> dict[str, Any]:
    """The presets, for the forms."""
    return {
        "rulesets": [
            {"id": r.id, "title": r.title, "players": list(r.allowed_players)}
            for r in PRESETS.values()
        ]
    }


def op_replay(args: dict[str, Any]) -> dict[str, Any]:
    """Replay a record, as ``python -m mouche replay --json`` does, optionally under a preset."""
    text = args.get("record")
    if not isinstance(text, str) or not text.strip():
        raise InputError("the record is empty")
    record = parse_any(text)
    if args.get("ruleset") not in (None, ""):
        other = _preset(args)
        if isinstance(record, SessionRecord):
            deals = tuple(_under(other, d) for d in record.deals)
            record = dataclasses.replace(record, deals=deals)
        else:
            record = _under(other, record)
    out = replay_json(record)
    return {"replay": out, "clause_links": clause_links(_replay_clauses(out))}


def _under(other: Ruleset, record: HandRecord) -> HandRecord:
    """``record`` under the preset ``other`` (with the record's own [rules])."""
    try:
        ruleset = other.replace(**record.rules) if record.rules else other
    except MoucheError as exc:  # pragma: no cover (the presets share their options)
        raise InputError(f"the record's [rules] do not apply to {other.id}: {exc}") from None
    record = dataclasses.replace(record, ruleset=ruleset)
    try:
        record.start()
    except MoucheError as exc:
        raise InputError(f"this deal cannot be dealt under {other.id}: {exc}") from None
    return record


def _engine_rng(seed: int, done: int) -> random.Random:
    # One generator per engine move, from the seed and the number of actions so far:
    # a permalink replays to the same position, and the global generator is never used.
    return random.Random(f"mouche-play:{seed}:{done}")


def _engine_moves(deal: Deal, seat: int, seed: int) -> Deal:
    """Let the engine's players act until the reader's seat must act (or the deal ends)."""
    while not deal.is_over:
        if deal.to_act == seat:
            return deal
        action = choose(deal, _engine_rng(seed, len(deal.history)))
        if action.seat == seat:
            # The strategy would declare the reader's saved mouche: that is his choice.
            return deal
        deal = deal.apply(action)
    return deal


def _continue(deal: Deal, seat: int, seed: int) -> Deal:
    """The reader lets play go on without declaring: the seat to act plays its card."""
    plays = [a for a in deal.legal_actions() if isinstance(a, Play) and a.seat == deal.to_act]
    if deal.to_act == seat or not plays:
        raise InputError("there is nothing to wait for: it is your turn")
    rng = _engine_rng(seed, len(deal.history))
    choice = choose(deal, rng)
    action = choice if isinstance(choice, Play) else plays[0]
    return deal.apply(action)


def _position(args: dict[str, Any]) -> tuple[Ruleset, int, int, int, Deal]:
    ruleset = _preset(args)
    allowed = ruleset.allowed_players
    players = _whole(args, "players", min(allowed), max(allowed))
    if players not in allowed:  # pragma: no cover (today's packs allow a range)
        raise InputError(f"{ruleset.id} is played by {', '.join(map(str, allowed))} players")
    seed = _whole(args, "seed", 0, MAX_SEED)
    seat = _whole(args, "seat", 0, players - 1)
    actions = _actions(args)
    deal = deal_from_seed(ruleset, players, seed)
    for i, action in enumerate(actions):
        try:
            deal = deal.apply(action)
        except IllegalAction as exc:
            raise InputError(
                f"action {i + 1} ({format_action(action)}) is not legal here: {exc.message}",
                exc.clause,
            ) from None
    return ruleset, players, seed, seat, deal


def _ends_hand(deal: Deal, action: Action) -> bool:
    """Whether ``action`` ends the deal or takes its seat out of it (a pass, a mouche shown)."""
    after = deal.apply(action)
    return after.is_over or after.status[action.seat] == "pass"


def _buttons(deal: Deal, seat: int) -> list[dict[str, Any]]:
    """The reader's non-card choices, each marked legal or not (a false answer is offered,
    to be refused with its clause), and whether it ends the reader's hand (``ends``: the
    page never puts the focus on such a choice by itself)."""
    legal = [a for a in deal.legal_actions() if a.seat == seat]
    out: list[dict[str, Any]] = []
    for a in legal:
        if isinstance(a, (Play, Exchange)):
            continue
        out.append({"action": format_action(a), "legal": True, "ends": _ends_hand(deal, a)})
    if deal.phase == ANSWER and deal.to_act == seat:
        for yes in (True, False):
            text = format_action(Answer(seat, yes))
            if not any(b["action"] == text for b in out):
                out.append({"action": text, "legal": False, "ends": False})
    if deal.phase == PLAY and deal.to_act != seat and any(isinstance(a, Declare) for a in legal):
        out.append({"action": CONTINUE, "legal": True, "ends": False})
    return out


def _ranking(ruleset: Ruleset, players: int) -> dict[str, Any]:
    """How the cards of this deal rank (highest first, in every suit, trumps included), with
    the clauses the ruleset cites for it: those of the rule that decides a trick, then those
    of its pack (down to which rank)."""
    lowest = ruleset.lowest_rank(players)
    clauses = ruleset.citation(clauses_of(trick_winner)).clauses + ruleset.cites("pack")
    ranks = RANKS[: RANKS.index(lowest) + 1]
    return {"ranks": list(ranks), "clauses": list(dict.fromkeys(clauses))}


def _view(ruleset: Ruleset, seed: int, seat: int, deal: Deal) -> dict[str, Any]:
    t = deal.table
    record = format_record(deal)
    rep = replay(parse_record(record))
    out = replay_to_json(rep)
    mine = [a for a in deal.legal_actions() if a.seat == seat]
    exchanges = [len(a.cards) for a in mine if isinstance(a, Exchange)]
    your_turn = deal.to_act == seat and not deal.is_over
    seats_in_trick = deal.trick_seats() if deal.phase == PLAY else ()
    ranking = _ranking(ruleset, t.players)
    ids = _replay_clauses(out) | set(ranking["clauses"])
    return {
        "ruleset": ruleset.id,
        "ruleset_title": ruleset.title,
        "players": t.players,
        "seed": seed,
        "seat": seat,
        "dealer": t.dealer,
        "phase": deal.phase,
        "over": deal.is_over,
        "to_act": None if deal.is_over else deal.to_act,
        "your_turn": your_turn,
        "hand": [str(c) for c in deal.hands[seat]],
        "turnup": str(t.turnup),
        "trump": t.trump,
        "ranking": ranking,
        "legal_cards": [str(c) for c in deal.legal_cards()] if your_turn else [],
        "exchange_max": max(exchanges) if your_turn and deal.phase == DECIDE and exchanges else 0,
        "buttons": _buttons(deal, seat),
        "seats": [
            {
                "seat": s,
                "decision": _DECISION_LABELS.get(deal.status[s], deal.status[s]),
                "cards": len(deal.hands[s]),
                "tricks": out["tricks_won"][s],
            }
            for s in range(t.players)
        ],
        "trick": {
            "leader": deal.leader,
            "cards": [
                {"seat": s, "card": str(c)} for s, c in zip(seats_in_trick, deal.trick, strict=True)
            ],
        }
        if deal.phase == PLAY
        else None,
        "tricks": out["tricks"],
        "basket": out["pot_after"],  # on the game while the deal runs, carried on once it is over
        "jetons": out["deltas"],  # each seat's jetons: paid in so far, then the settlement
        "log": out["steps"],
        "result": out if deal.is_over else None,
        "record": record,
        "clause_links": clause_links(ids),
        "permalink": {
            "ruleset": ruleset.id,
            "players": t.players,
            "seed": seed,
            "seat": seat,
            "actions": [format_action(a) for a in deal.history],
        },
    }


def op_position(args: dict[str, Any]) -> dict[str, Any]:
    """The Play page's position from its permalink parameters; the engine then acts."""
    ruleset, _players, seed, seat, deal = _position(args)
    return _view(ruleset, seed, seat, _engine_moves(deal, seat, seed))


def op_play(args: dict[str, Any]) -> dict[str, Any]:
    """The reader's action on a position: applied (then the engine acts), or refused."""
    ruleset, _players, seed, seat, deal = _position(args)
    text = _text(args, "action", MAX_ACTION_CHARS)
    if text == CONTINUE:
        deal = _continue(deal, seat, seed)
        return _view(ruleset, seed, seat, _engine_moves(deal, seat, seed))
    try:
        action = parse_action(text)
    except MoucheError as exc:
        raise InputError(str(exc)) from None
    if action.seat != seat:
        raise InputError(f"you play p{seat}, not p{action.seat}")
    try:
        deal = deal.apply(action)
    except IllegalAction as exc:
        raise _Refused(exc, _view(ruleset, seed, seat, deal)) from None
    return _view(ruleset, seed, seat, _engine_moves(deal, seat, seed))


class _Refused(Exception):
    def __init__(self, error: IllegalAction, view: dict[str, Any]) -> None:
        super().__init__(error.message)
        self.error = error
        self.view = view


MAX_CHUNK_COST = 4_000
"""The most one ``simulate`` request plays, in simple deals of four players
([`mouche.simulate.Plan.cost`][mouche.simulate.Plan.cost]): about a third of a second in
Pyodide (measured: ``benchmarks/pyodide_ops.py``), so the page can stop a run between two
requests.  A request plays one session at least."""


def _plan(args: dict[str, Any]) -> Plan:
    ruleset = _preset(args)
    rules = args.get("rules") or {}
    if not isinstance(rules, dict) or len(rules) > len(ruleset.options):
        raise InputError("rules must be an object of option names and values")
    if rules:  # the records' contract: option names only (not id or title), values checked
        ruleset = ruleset.replace(**rule_overrides(rules))
    players = _whole(args, "players", 3, 6)
    return Plan(
        ruleset,
        players,
        _whole(args, "deals", 1, MAX_DEALS),
        _whole(args, "session", 1, MAX_SESSION),
        _whole(args, "seed", 0, MAX_SEED),
        _text(args, "style", 40) if args.get("style") not in (None, "") else "shows-at-once",
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
        out.append((_whole(item, "seat", 0, players - 1), _text(item, "style", 40)))
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
    start = _whole(args, "start", 0, plan.sessions)
    most = max(1, MAX_CHUNK_COST // (plan.cost * plan.session))
    count = _whole(args, "count", 1, most) if args.get("count") is not None else most
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
                f"action {i + 1} ({rep.record.actions[i][:60]}) is not legal here: {exc.message}",
                exc.clause,
            )
        return rep.deal
    _ruleset, _players, seed, seat, deal = _position(args)
    deal = _engine_moves(deal, seat, seed)
    if not deal.is_over and deal.to_act != seat:
        # The engine waits on the reader's saved mouche while another seat is to act: a
        # hint would be that seat's, from what it sees.
        raise InputError(f"it is p{deal.to_act}'s turn, not yours: a hint is for the seat to act")
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
    seed = _whole(args, "hint_seed", 0, MAX_SEED) if args.get("hint_seed") is not None else 0
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
    start = _whole(args, "start", 0, ws.count) if args.get("start") is not None else 0
    count = _whole(args, "count", 1, per_call) if args.get("count") is not None else per_call
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


def _ruleset_spec(args: dict[str, Any], key: str, rules: dict[str, Any] | None = None) -> Ruleset:
    """A ruleset from ``{"preset": id, "options": {name: value}}`` (untrusted), on top of
    ``rules`` (a record's ``[rules]``, as the ``replay`` operation applies them)."""
    spec = args.get(key)
    if not isinstance(spec, dict):
        raise InputError(f"{key} must be a ruleset: a preset and options")
    preset = _preset({"ruleset": spec.get("preset")})
    options = spec.get("options") or {}
    if not isinstance(options, dict) or len(options) > len(OPTIONS):
        raise InputError(f"{key}: options must be an object of option names and values")
    for name, value in options.items():
        if name not in OPTIONS:
            raise InputError(f"{key}: unknown option {name[:40]!r}; options: {', '.join(OPTIONS)}")
        if isinstance(value, bool) or not isinstance(value, (str, int)) or len(str(value)) > 20:
            raise InputError(f"{key}: option {name} cannot be {str(value)[:40]!r}")
    return variant(preset.id, {**(rules or {}), **options})


def op_compare(args: dict[str, Any]) -> dict[str, Any]:
    """A record under rulesets A and B: the options that differ and what each one causes."""
    text = args.get("record")
    if not isinstance(text, str) or not text.strip():
        raise InputError("the record is empty")
    record = parse_record(text)
    if args.get("a") in (None, ""):  # A is the record's own: its [rules] hold for B too
        a, b = record.ruleset, _ruleset_spec(args, "b", record.rules)
    else:
        a, b = _ruleset_spec(args, "a"), _ruleset_spec(args, "b")
    out = attribute(record, a, b).to_json()
    ids = {c for d in out["differences"] for c in d["a_cites"] + d["b_cites"]}
    for side in out["outcomes"].values():
        if side["replay"]:
            ids |= _replay_clauses(side["replay"])
    ids |= {s["refusal"]["clause"] for s in out["switches"] if s["refusal"]}
    return {**out, "clause_links": clause_links(ids)}


OPERATIONS = {
    "info": op_info,
    "replay": op_replay,
    "position": op_position,
    "play": op_play,
    "simulate": op_simulate,
    "compare": op_compare,
    "hint": op_hint,
}


def _error(kind: str, message: str, clause: str | None = None) -> dict[str, Any]:
    error: dict[str, Any] = {"kind": kind, "message": message}
    if clause:
        error["clause"] = clause
        error["clause_links"] = clause_links([clause])
    return {"ok": False, "error": error}


WHAT = {
    "replay": "record",
    "compare": "record",
    "position": "link",
    "play": "position",
    "simulate": "simulation",
    "hint": "position",
}
"""What the reader gave each operation, in the reader's words (for the messages)."""


def _what(op: object) -> str:
    return WHAT.get(op, "request") if isinstance(op, str) else "request"


def handle(request: Any) -> dict[str, Any]:
    """Serve one decoded request; every failure becomes an error object.

    Whatever escapes an operation is named in the reader's terms (the record, the
    link), never raised: the worker that calls this must survive any request.
    """
    if not isinstance(request, dict):
        return _error("input", "a request is a JSON object")
    op = request.get("op")
    args = request.get("args", {})
    if not isinstance(op, str) or op not in OPERATIONS:
        return _error("input", f"unknown operation {str(op)[:40]!r}")
    if not isinstance(args, dict):
        return _error("input", "args must be a JSON object")
    try:
        return {"ok": True, "result": OPERATIONS[op](args)}
    except _Refused as refused:
        out = _error("illegal", refused.error.message, refused.error.clause)
        if refused.error.note:  # the clause is another source's: say so, as replays do
            out["error"]["note"] = refused.error.note
        out["view"] = refused.view
        return out
    except InputError as exc:
        return _error("input", exc.message, exc.clause)
    except IllegalAction as exc:  # pragma: no cover (the operations catch their own)
        return _error("illegal", exc.message, exc.clause)
    except MoucheError as exc:  # a record refused by the input contract, among others
        return _error("input", one_line(str(exc)))
    except RecursionError:
        return _error("input", f"the {_what(op)} is nested too deeply for the engine")
    except MemoryError:
        return _error("input", f"the {_what(op)} is too large for the engine's memory")
    except Exception as exc:  # never a traceback in the page
        name = type(exc).__name__
        return _error(
            "internal", f"the engine failed on this {_what(op)} ({name}); please report it"
        )


_OP = re.compile(r'\A\s*\{\s*"op"\s*:\s*"([a-z]{1,20})"')


def oversized(op: object, length: int) -> str:
    """The answer to a request of ``length`` characters, too long to read.

    See [`MAX_REQUEST`][mouche.browser.MAX_REQUEST]. A record is refused in the words of
    the input contract; anything else as too long.  The worker calls this instead of
    [`call`][mouche.browser.call], so such a text never enters the engine.

    >>> json.loads(oversized("position", 3_000_000))["error"]["message"]
    'the link is too long (3,000,000 characters)'
    """
    what = _what(op)
    if what == "record":
        try:
            check_length(length)
        except MoucheError as exc:
            return json.dumps(_error("input", str(exc)))
    return json.dumps(_error("input", f"the {what} is too long ({length:,} characters)"))


def call(request: str) -> str:
    """One JSON request in, one JSON answer out (what the worker calls)."""
    if not isinstance(request, str):
        return json.dumps(_error("input", "a request is a JSON text"))
    if len(request) > MAX_REQUEST:
        op = _OP.match(request[:100])
        return oversized(op.group(1) if op else None, len(request))
    try:
        decoded = json.loads(request)
    except (ValueError, RecursionError):
        return json.dumps(_error("input", "the request is not valid JSON"))
    return json.dumps(handle(decoded), ensure_ascii=False)


def rulesets_json() -> str:
    """The presets for the Play page's form (embedded in the page by the site build)."""
    return json.dumps(op_info({})["rulesets"], ensure_ascii=False)
