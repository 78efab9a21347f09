"""A session: deals chained, the deal passing in playing order, basket and owed mouches carried.

>>> import random
>>> from mouche.rulesets import get_ruleset
>>> deals = play_session(get_ruleset("vanderaa1721"), 4, 3, random.Random(7))
>>> [d.deal.table.dealer for d in deals]
[0, 1, 2]
>>> deals[1].deal.table.pot_before == deals[0].settlement.pot_after
True
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass

from mouche.actions import Action
from mouche.deal import OVER, Deal, Owed, new_deal
from mouche.records import shuffled_pack
from mouche.rulesets import Ruleset
from mouche.settlement import Settlement, settle
from mouche.strategy import choose

Player = Callable[[Deal, random.Random], Action]


@dataclass(frozen=True, slots=True)
class PlayedDeal:
    """A deal played to its end, and its settlement."""

    deal: Deal
    settlement: Settlement


def play_out(deal: Deal, rng: random.Random, player: Player = choose) -> Deal:
    """Play ``deal`` to its end, every seat taking ``player``'s action."""
    while deal.phase != OVER:
        deal = deal.apply(player(deal, rng))
    return deal


def next_deal(prev: PlayedDeal, rng: random.Random) -> Deal:
    """The following deal: dealer + 1 deals, the basket and owed mouches carry over."""
    t = prev.deal.table
    dealer = (t.dealer + 1) % t.players
    return new_deal(
        t.ruleset,
        t.players,
        dealer,
        deck=shuffled_pack(t.ruleset, t.players, rng),
        pot=prev.settlement.pot_after,
        owed=prev.settlement.owed,
    )


def play_session(
    ruleset: Ruleset,
    players: int,
    deals: int,
    rng: random.Random,
    dealer: int = 0,
    pot: int = 0,
    owed: tuple[Owed, ...] = (),
    player: Player = choose,
) -> list[PlayedDeal]:
    """Play ``deals`` deals in a row with the simple player."""
    out: list[PlayedDeal] = []
    deal = new_deal(
        ruleset, players, dealer, deck=shuffled_pack(ruleset, players, rng), pot=pot, owed=owed
    )
    for i in range(deals):
        if i:
            deal = next_deal(out[-1], rng)
        final = play_out(deal, rng, player)
        out.append(PlayedDeal(final, settle(final)))
    return out
