"""A simple built-in player, for dealing and playing out hands.

It declares a mouche when it can, stands on a strong hand, exchanges its weak
cards when the talon allows; under the Encyclopédie's reading (``saving=guarantee``)
it first protests that it holds no mouche when its hand is very fine, to draw the
others into play (academie.14, encyclopedie1765.sauver); and in play it takes
the trick as cheaply as it can or throws its lowest card.  ``rng`` (injected,
never the global one) makes some borderline hands pass.
"""

from __future__ import annotations

import random

from mouche.actions import Action, Declare, Exchange, Pass, Play, Protest, Rob, Silent, Stand
from mouche.cards import CARDS, SUITS, Card
from mouche.checks import may_pass
from mouche.deal import ANSWER, EXCHANGED, PLAY, Deal
from mouche.rulesets import MAX_PLAYERS
from mouche.sides import partner_wins


def _power(card: Card) -> int:
    return card.power


def choose(deal: Deal, rng: random.Random) -> Action:
    """The simple player's action for the seat to act in ``deal``."""
    phase = deal.phase
    if phase == PLAY:
        if not deal.trick and not deal.play.tricks:
            for m in deal.play.active:
                if deal.may_declare_saved(m):
                    return Declare(m)
        return _PLAYS[deal.to_act][_card(deal)]
    if phase == ANSWER:
        return Silent(deal.to_act)
    return _decide(deal, deal.to_act, rng)


def _decide(deal: Deal, s: int, rng: random.Random) -> Action:
    t = deal.table
    if t.mouches[s] is not None:
        return _DECLARES[s]
    trump, top = t.turnup.suit, t.laws.top
    keep: list[Card] = []
    weak: list[Card] = []
    for c in deal.hands[s]:
        if c.suit == trump or c.power >= 12 or c is top:  # a top card above trumps is kept
            keep.append(c)
        else:
            weak.append(c)
    if len(keep) >= 4 and t.ruleset.guarantee and not deal.guaranteed(s):
        return Protest(s)  # "très beau jeu", and no mouche: lure the others in (academie.14)
    r = t.ruleset
    if r.robs and s == deal.robber:
        must = r.must_rob  # French Ruff: the holder of the ace of trumps must
        if must or (weak and (len(keep) + 1) * 5 >= 3 * r.hand_size):
            spare = sorted(weak, key=_power) + sorted(keep, key=_power)  # low cards first
            return Rob(s, tuple(spare[: len(deal.to_take_up)]))  # the turn-up for low cards
    if len(keep) * 5 >= 3 * r.hand_size:  # three good cards of five, two of three
        return _STANDS[s]
    if r.miss and EXCHANGED not in deal.decisions.status and rng.random() < 0.5:
        return Exchange(s, deal.hands[s])  # the miss for a poor hand (eb1911-loo.1)
    if keep and r.exchanges and len(weak) <= len(deal.decisions.talon) and rng.random() < 0.8:
        return Exchange(s, tuple(weak))
    return _PASSES[s] if may_pass(deal, s) else _STANDS[s]  # play compulsory: stand


def _card(deal: Deal) -> Card:
    cards = deal.legal
    if len(cards) == 1:
        return cards[0]
    trump = deal.table.turnup.suit
    if not deal.trick:
        first = _LEAD_FIRST[trump]
        lead, lv = cards[0], first[cards[0]]
        for c in cards:  # max(cards, key=...) in a loop: the first of the highest
            if first[c] > lv:
                lead, lv = c, first[c]
        return lead
    # the cheapest card that takes the trick, else the cheapest (the first of equals)
    strength, top, spare = deal.bidding, deal.top, _SPARE_FIRST[trump]
    taker, cheapest, tv, cv = None, cards[0], 99, spare[cards[0]]
    for c in cards:
        v = spare[c]
        if v < tv and strength[c] > top:
            taker, tv = c, v
        if v < cv:
            cheapest, cv = c, v
    if taker is None or (deal.table.ruleset.sided and partner_wins(deal)):
        return cheapest  # nothing to win, or a partner holds the trick (mouche.sides)
    return taker


# The player's preferences, by trump suit: lead a high plain card; spend low plain cards.
_LEAD_FIRST = {t: {c: c.power + (0 if c.suit == t else 20) for c in CARDS.values()} for t in SUITS}
_SPARE_FIRST = {t: {c: c.power + (20 if c.suit == t else 0) for c in CARDS.values()} for t in SUITS}

# Every play the player can make, made once (actions are immutable values, equal by value).
_PLAYS = tuple({c: Play(s, c) for c in CARDS.values()} for s in range(MAX_PLAYERS))
_STANDS = tuple(Stand(s) for s in range(MAX_PLAYERS))
_PASSES = tuple(Pass(s) for s in range(MAX_PLAYERS))
_DECLARES = tuple(Declare(s) for s in range(MAX_PLAYERS))


__all__ = ["choose"]
