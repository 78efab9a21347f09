"""The reasoning player: at every turn, the action of highest expected jetons over worlds
consistent with what it knows.

It reads a deal only through [`information_set`][mouche.players.seat_view.information_set]
(what the rules let its seat see), lists its [candidates][candidates] and
[races][mouche.players.search.race] them over worlds drawn from that information: pass,
stand, each exchange, a declaration, a protest (under ``saving=guarantee``), a question, an
answer or silence, and every card it may play.  A mouche it stood on (to save it, art. 13)
it shows before the first card, as every built-in player does: standing was valued on that
plan.  Its generator is drawn from the one it is given, so a session stays reproducible
from its seed.

>>> from mouche.session import deal_from_seed
>>> deal = deal_from_seed("vanderaa1721", 4, seed=3)
>>> from mouche.actions import format_action
>>> format_action(play(deal, random.Random(1)))
'p1 exchange 7D 8H'
"""

from __future__ import annotations

import random

from mouche.actions import Action, Declare, Exchange
from mouche.deal import PLAY, Deal
from mouche.players.search import Evaluation, race
from mouche.players.seat_view import InformationSet, information_set

WORLDS = 48
"""Worlds the player plays at most for one decision (it stops sooner when one action is
clearly best)."""


def candidates(info: InformationSet) -> tuple[Action, ...]:
    """The actions the player weighs: those the rules open to its seat, and for each number
    of cards to exchange a second choice of which.

    The engine offers, for each number, the lowest cards with trumps kept
    ([`mouche.deal.Deal.legal_actions`][mouche.deal.Deal.legal_actions]); the second choice
    gives up the lowest cards whatever their suit, so that plain kings and queens may be kept
    over low trumps.
    """
    out = list(info.actions)
    exchanges = [a for a in out if isinstance(a, Exchange)]
    if exchanges:
        by_power = sorted(info.hand, key=lambda c: c.power)
        seen = {frozenset(a.cards) for a in exchanges}
        at = out.index(exchanges[-1]) + 1
        extra = []
        for a in exchanges:
            cards = tuple(by_power[: len(a.cards)])
            if frozenset(cards) not in seen:
                seen.add(frozenset(cards))
                extra.append(Exchange(info.seat, cards))
        out[at:at] = extra
    return tuple(out)


def decide(info: InformationSet, seed: int, worlds: int = WORLDS) -> Evaluation:
    """The player's evaluation of its candidates (the best first)."""
    return race(info, candidates(info), seed, worlds)


def play(deal: Deal, rng: random.Random, worlds: int = WORLDS) -> Action:
    """The reasoning player's action for the seat to act in ``deal`` (at most ``worlds``
    worlds)."""
    if deal.phase == PLAY and not deal.trick and not deal.tricks:
        for m in deal.active:
            if deal.may_declare_saved(m):  # m's own action: his saved mouche is shown
                return Declare(m)
    info = information_set(deal, deal.to_act)
    return decide(info, rng.getrandbits(63), worlds).best


__all__ = ["WORLDS", "candidates", "decide", "play"]
