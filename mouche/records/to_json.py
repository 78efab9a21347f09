"""Replays as JSON: the objects ``python -m mouche replay --json`` prints and the browser shows."""

from __future__ import annotations

from typing import Any

from mouche.actions import format_action
from mouche.cards import format_cards
from mouche.records.model import HandRecord, SessionRecord
from mouche.records.reading import parse_any
from mouche.records.replays import Replay, replay, replay_session, session_status
from mouche.rulings import Ruling
from mouche.session import Session


def replay_json(text: str | HandRecord | SessionRecord) -> dict[str, Any]:
    """Parse and replay a hand or session record; return the JSON object of ``replay --json``.

    Raises [`MoucheError`][mouche.errors.MoucheError] if the record is malformed.
    """
    rec = parse_any(text) if isinstance(text, str) else text
    if isinstance(rec, SessionRecord):
        return session_to_json(replay_session(rec))
    return replay_to_json(replay(rec))


def replay_to_json(rep: Replay) -> dict[str, Any]:
    """The JSON object of ``python -m mouche replay --json``."""
    d, t, st = rep.deal, rep.deal.table, rep.settlement
    out: dict[str, Any] = {
        "status": rep.status,
        "ruleset": t.ruleset.id,
        "hands": [format_cards(h).split() for h in t.dealt],
        "turnup": str(t.turnup),
        "tricks": [
            {"leader": tr.leader, "cards": [str(c) for c in tr.cards], "winner": tr.winner}
            for tr in d.tricks
        ],
        "tricks_won": list(d.won),
        "mouche": None,
        "deltas": list(st.deltas if st else t.opening),
        "pot_after": st.pot_after if st else t.pot,
        "mouches_owed": [o.amount for o in (st.owed if st else t.owed)],
        "owed": [[o.seat, o.amount] for o in (st.owed if st else t.owed)],
        "steps": [
            {
                "action": format_action(s.action),
                "rulings": [ruling_json(r) for r in s.rulings],
            }
            for s in rep.steps
        ],
    }
    if t.ruleset.chalks:  # a game of five deals, its tricks chalked (mouche.chalks)
        out["game_deal"] = t.game_deal
        out["chalks"] = list(st.chalks if st else t.chalks_before)
    if st and st.mouche:
        out["mouche"] = {
            "holder": st.mouche.seat,
            "suit": st.mouche.suit,
            "points": st.mouche.points,
        }
    if st and d.end and d.end.kind == "lone" and t.ruleset.options["lone_player"] == "five-tricks":
        out["tricks_won"][d.end.lone] = 5
    if rep.error:
        i, e = rep.error
        out["error"] = {"action": i, "clause": e.clause, "message": e.message}
        if e.note:
            out["error"]["note"] = e.note
    return out


def ruling_json(r: Ruling) -> dict[str, Any]:
    """A ruling as JSON: its text and clauses, and the note when a clause is borrowed."""
    out: dict[str, Any] = {"text": r.text, "clauses": list(r.clauses)}
    if r.note:
        out["note"] = r.note
    return out


def session_to_json(session: Session[Replay]) -> dict[str, Any]:
    """The JSON object of ``python -m mouche replay SESSION.toml --json``."""
    deals = [replay_to_json(r) for r in session]
    out: dict[str, Any] = {
        "status": session_status(session),
        "deals": deals,
        "totals": list(session.totals),
        "pot_after": deals[-1]["pot_after"],
        "owed": deals[-1]["owed"],
    }
    for k, d in enumerate(deals):
        if "error" in d:
            out["error"] = {"deal": k, **d["error"]}
    return out
