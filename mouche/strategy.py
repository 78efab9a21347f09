"""A simple built-in player, for dealing and playing out hands.

It declares a mouche when it can, stands on a strong hand, exchanges its weak
cards when the talon allows, and in play takes the trick as cheaply as it can
or throws its lowest card.  ``rng`` (injected, never the global one) makes
some borderline hands pass.
"""

from __future__ import annotations

import random

from mouche.actions import Action, Declare, Exchange, Pass, Play, Silent, Stand
from mouche.cards import Card
from mouche.deal import ANSWER, DECIDE, STOOD, Deal
from mouche.tricks import beats, trick_winner


def choose(deal: Deal, rng: random.Random) -> Action:
    """The simple player's action for the seat to act in ``deal``."""
    s, t = deal.to_act, deal.table
    if deal.phase == ANSWER:
        return Silent(s)
    if deal.phase == DECIDE:
        return _decide(deal, s, rng)
    if not deal.trick and not deal.tricks:
        for m in deal.active:
            if deal.status[m] == STOOD and t.mouches[m] is not None:
                return Declare(m)
    return Play(s, _card(deal))


def _decide(deal: Deal, s: int, rng: random.Random) -> Action:
    t = deal.table
    if t.mouches[s] is not None:
        return Declare(s)
    trump = t.turnup.suit
    hand = deal.hands[s]
    keep = [c for c in hand if c.suit == trump or c.power >= 12]
    if len(keep) >= 3:
        return Stand(s)
    weak = tuple(c for c in hand if c not in keep)
    if len(keep) >= 1 and len(weak) <= len(deal.talon) and rng.random() < 0.8:
        return Exchange(s, weak)
    return Pass(s)


def _card(deal: Deal) -> Card:
    cards = deal.legal_cards()
    trump = deal.table.turnup.suit
    if not deal.trick:
        return max(cards, key=lambda c: (c.suit != trump, c.power))
    top = deal.trick[trick_winner(deal.trick, trump)]
    winners = [c for c in cards if beats(c, top, trump)]
    if winners:
        return min(winners, key=lambda c: (c.suit == trump, c.power))
    return min(cards, key=lambda c: (c.suit == trump, c.power))


__all__ = ["choose"]
