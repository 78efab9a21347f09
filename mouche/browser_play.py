"""The Play page's operations of the browser facade: a position from its permalink (the
engine's simple players acting up to the reader's turn), the reader's action on it.
See [`mouche.browser`][mouche.browser].
"""

from __future__ import annotations

import random
from typing import Any

from mouche.actions import Action, Answer, Declare, Exchange, Play, format_action, parse_action
from mouche.browser_input import (
    MAX_SEED,
    InputError,
    actions_arg,
    clause_links,
    pairs_arg,
    preset_arg,
    replay_clauses,
    text_arg,
    whole_arg,
    wholes_arg,
)
from mouche.chosen import Ranking
from mouche.deal import ANSWER, DECIDE, PLAY, Deal
from mouche.errors import IllegalAction, MoucheError
from mouche.records import (
    format_record,
    parse_record,
    replay,
    replay_to_json,
)
from mouche.records.contract import MAX_ACTION_CHARS, MAX_WHOLE
from mouche.registry import clauses_of
from mouche.rulesets import Ruleset
from mouche.session import Carry, carried, deal_from_seed
from mouche.shown import shown_to
from mouche.sides import partners, together
from mouche.stakes import GAME_DEALS, Owed
from mouche.state import DECIDED
from mouche.strategy import choose
from mouche.tricks import trick_winner

CONTINUE = "continue"
"""The reader's pseudo-action: let the engine play on without declaring a saved mouche."""


def _engine_rng(seed: int, done: int) -> random.Random:
    # One generator per engine move, from the seed and the number of actions so far:
    # a permalink replays to the same position, and the global generator is never used.
    return random.Random(f"mouche-play:{seed}:{done}")


def engine_moves(deal: Deal, seat: int, seed: int) -> Deal:
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


def position_of(args: dict[str, Any]) -> tuple[Ruleset, int, int, int, Deal]:
    ruleset = preset_arg(args)
    allowed = ruleset.allowed_players
    players = whole_arg(args, "players", min(allowed), max(allowed))
    if players not in allowed:  # pragma: no cover (today's packs allow a range)
        raise InputError(
            "{ruleset} is played by {counts} players",
            ruleset=ruleset.id,
            counts=", ".join(map(str, allowed)),
        )
    seed = whole_arg(args, "seed", 0, MAX_SEED)
    seat = whole_arg(args, "seat", 0, players - 1)
    actions = actions_arg(args)
    try:
        deal = deal_from_seed(ruleset, players, seed, carry=carry_arg(args, players))
    except MoucheError as exc:  # owed mouches or chalks the table cannot hold
        raise InputError(exc.said) from None
    for i, action in enumerate(actions):
        try:
            deal = deal.apply(action)
        except IllegalAction as exc:
            raise InputError(
                "action {n} ({action}) is not legal here: {message}",
                exc.clause,
                n=i + 1,
                action=format_action(action),
                message=exc.message,
            ) from None
    return ruleset, players, seed, seat, deal


def carry_arg(args: dict[str, Any], players: int) -> Carry | None:
    """What an earlier deal of the session handed on, from the permalink (a later deal of a
    session played on the page: the dealer, the basket, the mouches owed, the chalks), or
    None for a session's first deal."""
    if not any(args.get(k) not in (None, "", []) for k in Carry._fields):
        return None
    given = {k: args.get(k) not in (None, "", []) for k in ("dealer", "pot", "game_deal")}
    return Carry(
        whole_arg(args, "dealer", 0, players - 1) if given["dealer"] else 0,
        whole_arg(args, "pot", 0, MAX_WHOLE) if given["pot"] else 0,
        tuple([Owed(s, a) for s, a in pairs_arg(args, "owed", MAX_WHOLE, MAX_OWED)]),
        wholes_arg(args, "chalks", MAX_WHOLE, players),
        whole_arg(args, "game_deal", 0, GAME_DEALS - 1) if given["game_deal"] else 0,
    )


def session_args(carry: Carry) -> dict[str, Any]:
    """A session's state as permalink arguments, those that differ from a first deal's."""
    out: dict[str, Any] = {
        "dealer": carry.dealer,
        "pot": carry.pot,
        "owed": [[o.seat, o.amount] for o in carry.owed],
        "chalks": list(carry.chalks) if any(carry.chalks) else [],
        "game_deal": carry.game_deal,
    }
    return {k: v for k, v in out.items() if v}


MAX_OWED = 50
"""Most mouches owed a permalink may carry: one a deal of the longest session record."""


def _ends_hand(deal: Deal, action: Action) -> bool:
    """Whether ``action`` ends the deal or takes its seat out of it (a pass, a mouche shown)."""
    after = deal.apply(action)
    return after.is_over or after.status[action.seat] == "pass"


def _buttons(deal: Deal, seat: int) -> list[dict[str, Any]]:
    """The reader's non-card choices, each marked legal or not (a false answer is offered,
    to be refused with its clause), and whether it ends the reader's hand (``ends``: the
    page never puts the focus on such a choice by itself)."""
    legal = [a for a in deal.legal_actions() if a.seat == seat]
    miss = deal.table.ruleset.miss  # taking the miss is one choice, not cards to pick
    out: list[dict[str, Any]] = []
    for a in legal:
        if isinstance(a, Exchange) and miss:
            out.append({"action": format_action(a), "legal": True, "ends": False, "miss": True})
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


def _ranking(ruleset: Ruleset, players: int, trump: str) -> dict[str, Any]:
    """How the cards of this deal rank (highest first, in every suit, trumps included), the
    card above them all if there is one (``top``), with the clauses the ruleset cites for it:
    those of the rule that decides a trick, then those of its pack (down to which rank)."""
    clauses = ruleset.citation(clauses_of(trick_winner)).clauses + ruleset.cites("pack")
    if ruleset.chosen.ranking is not Ranking.KING_HIGH:  # the ace above the king (whist)
        clauses += ruleset.cites("ranking")
    top = ruleset.top_of(trump)
    if top is not None:  # a card above every other (Mistigris, Pam)
        clauses += ruleset.cites("top_card")
    return {
        "ranks": list(ruleset.ranks(players)),
        "top": None if top is None else str(top),
        "clauses": list(dict.fromkeys(clauses)),
    }


def _view(ruleset: Ruleset, seed: int, seat: int, deal: Deal) -> dict[str, Any]:
    t = deal.table
    by, seen = together(deal), shown_to(deal, seat)
    record = format_record(deal)
    rep = replay(parse_record(record))
    out = replay_to_json(rep)
    mine = [a for a in deal.legal_actions() if a.seat == seat]
    exchanges = [len(a.cards) for a in mine if isinstance(a, Exchange)]
    your_turn = deal.to_act == seat and not deal.is_over
    seats_in_trick = deal.trick_seats() if deal.phase == PLAY else ()
    ranking = _ranking(ruleset, t.players, t.trump)
    ids = replay_clauses(out) | set(ranking["clauses"])
    return {
        "ruleset": ruleset.id,
        "ruleset_title": ruleset.title,
        "game": ruleset.game.id,  # whose words the choices take (mouche.games)
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
        "exchange_max": max(exchanges)
        if your_turn and deal.phase == DECIDE and exchanges and not ruleset.miss
        else 0,
        "buttons": _buttons(deal, seat),
        "sided": ruleset.sided,  # two sides (option sides): each seat says whose side it is
        "chalked": ruleset.chalks,  # tricks chalked over a game (option trick_pay, mouche.chalks)
        "game_deal": t.game_deal,
        "game_deals": GAME_DEALS,
        "seats": [
            {
                "seat": s,
                "decision": DECIDED.get(deal.status[s], deal.status[s]),
                "cards": len(deal.hands[s]),
                "tricks": out["tricks_won"][s],
                "partner": ruleset.sided and s != seat and s in partners(seat, t.players, by),
                "chalks": out["chalks"][s] if ruleset.chalks else 0,
                "shown": [str(c) for c in seen.get(s, ())],  # a partner's hand, at the Triomphe
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
            **session_args(
                Carry(t.dealer, t.pot_before, t.owed_before, t.chalks_before, t.game_deal)
            ),
        },
        # the next deal of the session: the deal passes on, the basket carried (a new seed)
        "next": session_args(carried(rep.deal, rep.settlement)) if rep.settlement else None,
    }


def op_position(args: dict[str, Any]) -> dict[str, Any]:
    """The Play page's position from its permalink parameters; the engine then acts."""
    ruleset, _players, seed, seat, deal = position_of(args)
    return _view(ruleset, seed, seat, engine_moves(deal, seat, seed))


def op_play(args: dict[str, Any]) -> dict[str, Any]:
    """The reader's action on a position: applied (then the engine acts), or refused."""
    ruleset, _players, seed, seat, deal = position_of(args)
    text = text_arg(args, "action", MAX_ACTION_CHARS)
    if text == CONTINUE:
        deal = _continue(deal, seat, seed)
        return _view(ruleset, seed, seat, engine_moves(deal, seat, seed))
    try:
        action = parse_action(text)
    except MoucheError as exc:
        raise InputError(exc.said) from None
    if action.seat != seat:
        raise InputError("you play p{seat}, not p{other}", seat=seat, other=action.seat)
    try:
        deal = deal.apply(action)
    except IllegalAction as exc:
        raise Refused(exc, _view(ruleset, seed, seat, deal)) from None
    return _view(ruleset, seed, seat, engine_moves(deal, seat, seed))


class Refused(Exception):
    def __init__(self, error: IllegalAction, view: dict[str, Any]) -> None:
        super().__init__(error.message)
        self.error = error
        self.view = view
