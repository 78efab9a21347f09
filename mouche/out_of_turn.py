"""A card played before its turn (option ``out_of_turn``).

Most games in the texts give the order of play and no price for breaking it: the engine
refuses a card played out of turn (ed.turn-order).  Cotton's French Ruff prices it: "he who
playeth before his turn loseth one, unless it be the last Card of all"
(cotton1674.french-ruff.7).  Under ``out_of_turn`` = ``loses-one`` the card is shown, taken
back into its player's hand, and its place in the history kept
([`TrickPlay.early`][mouche.state.TrickPlay.early]); the settlement charges the point
([`mouche.sides.early_loses_points`][mouche.sides.early_loses_points]), except at the last
trick (ed.out-of-turn).
"""

from __future__ import annotations

from dataclasses import replace
from typing import TypeVar

from mouche.actions import Play
from mouche.chosen import OutOfTurn
from mouche.errors import IllegalAction
from mouche.messages import N_
from mouche.registry import implements
from mouche.rulings import say
from mouche.state import PLAY, DealState
from mouche.turn_checks import check_own

D = TypeVar("D", bound=DealState)


def plays_early(deal: DealState, action: Play) -> bool:
    """Whether ``action`` is a card played before its turn that the game prices rather than
    refuses (option ``out_of_turn``)."""
    return (
        deal.phase == PLAY
        and action.seat != deal.to_act
        and deal.table.ruleset.chosen.out_of_turn is OutOfTurn.LOSES_ONE
    )


@implements("cotton1674.french-ruff.7", "ed.out-of-turn", "ed.own-cards")
def played_early(deal: D, action: Play) -> D:
    """The deal after ``action``, a card played before its turn: every player has seen it,
    its player takes it back and the trick waits for the seat to play; the point it costs
    is charged at the settlement.  Refused, as any play, from a seat that does not play
    this deal or for a card it does not hold.

    Clauses: cotton1674.french-ruff.7, ed.out-of-turn, ed.own-cards.
    """
    s, t = action.seat, deal.table
    if not 0 <= s < t.players or s not in deal.play.active:
        raise IllegalAction("ed.turn-order", "p{seat} plays no card in this deal", seat=s)
    check_own(deal, s, (action.card,))
    last = len(deal.play.tricks) == t.ruleset.hand_size - 1
    said = say(t.ruleset.option_citation("out_of_turn"), _EARLY[last], s, action.card, deal.to_act)
    play = replace(deal.play, early=deal.play.early + (len(deal.history),))
    return replace(deal, play=play, history=deal.history + (action,), said=(said,))


def early_points(deal: DealState) -> list[int]:
    """The seats that lose a point for a card played before its turn, once for each such
    card, in the order played: none at the last trick, "unless it be the last Card of all"
    (ed.out-of-turn)."""
    early, out, tricks, played = set(deal.play.early), [], 0, 0
    width = len(deal.play.active) or 1
    for i, a in enumerate(deal.history):
        if type(a) is not Play:
            continue
        if i in early:
            if tricks < deal.table.ruleset.hand_size - 1:
                out.append(a.seat)
            continue
        played += 1
        tricks = played // width
    return out


_EARLY = (
    N_("p{} plays {} before his turn and takes it back; p{} is to play. He loses one point."),
    N_("p{} plays {} before his turn at the last trick and takes it back; p{} is to play."),
)

__all__ = ["early_points", "played_early", "plays_early"]
