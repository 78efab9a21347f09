"""Whose turn it is: the checks every decision shares, refusing an action out of turn with
the clause that orders the speaking.

The order itself (from the eldest hand to the dealer, a question answered before its
asker goes on, the Bête's speaking that ends with the one who plays) is kept here, once;
[`mouche.checks`][mouche.checks] sends each kind of action to its own check, which asks
these.
"""

from __future__ import annotations

from mouche.cards import Card, CardSaid, format_cards
from mouche.errors import IllegalAction
from mouche.messages import Message
from mouche.registry import implements
from mouche.rulesets import Citation
from mouche.state import ANSWER, DECIDED, PLAY, UNDECIDED, DealState


def refusal(citation: Citation, message: str) -> IllegalAction:
    """The refusal of an action, naming the clause the ruleset cites (and its note)."""
    return IllegalAction(citation.clause, message, citation.note)


def check_own(deal: DealState, seat: int, cards: tuple[Card, ...]) -> None:
    """Cards to put down (exchanged, played, played before their turn): each named once,
    each in ``seat``'s hand (ed.own-cards)."""
    if len(set(cards)) != len(cards):
        raise IllegalAction(
            "ed.own-cards", "a card is named twice in {cards}", cards=CardSaid(format_cards(cards))
        )
    for c in cards:
        if c not in deal.hands[seat]:
            raise IllegalAction(
                "ed.own-cards", "p{seat} does not hold {card}", seat=seat, card=CardSaid(c)
            )


def deciding(deal: DealState) -> int:
    """The seat whose decision turn it is (while a question waits, the one who asked)."""
    q = deal.decisions.question
    return q.asker if q is not None and deal.phase == ANSWER else deal.to_act


@implements("ed.turn-order", "ed.question-turn")
def check_undecided(deal: DealState, seat: int) -> None:
    """A decision is made once, before play, and not while one's answer is awaited.

    Clauses: ed.turn-order, ed.question-turn.
    """
    if deal.phase == PLAY:
        if deal.table.ruleset.declares:  # the Bête: one said he plays, and nobody else speaks
            return _refuse_after_player(deal)
        raise IllegalAction(
            "ed.turn-order", "every player has decided; p{seat} is to play", seat=deal.to_act
        )
    q = deal.decisions.question
    if q is not None and deal.phase == ANSWER and seat == q.target:
        raise IllegalAction(
            "ed.question-turn",
            "p{asker} has asked p{seat}, who must answer yes or no, or stay silent",
            asker=q.asker,
            seat=seat,
        )
    done = deal.decisions.status[seat]
    if done != UNDECIDED:
        raise IllegalAction(
            "ed.turn-order",
            "p{seat} has already decided (he {done}); p{deciding} is to decide",
            seat=seat,
            done=DECIDED[done],
            deciding=deciding(deal),
        )


@implements("vanderaa1721.decisions", "balzac1839.6", "ed.turn-order", "ed.question-turn")
def check_turn(deal: DealState, seat: int) -> None:
    """Each player decides in turn, from the eldest hand to the dealer; a question is
    answered before its asker goes on.

    Clauses: vanderaa1721.decisions, balzac1839.6, ed.turn-order, ed.question-turn.
    """
    s = deciding(deal)
    if seat != s:
        raise IllegalAction(
            "ed.turn-order", "it is p{s}'s turn to decide, not p{seat}'s", s=s, seat=seat
        )
    q = deal.decisions.question
    if q is not None and deal.phase == ANSWER:
        raise IllegalAction(
            "ed.question-turn",
            "p{asker} has asked p{target}; p{target} must answer first",
            asker=q.asker,
            target=q.target,
        )


@implements("dictionnaire1792-bete.8", "ed.bete-defenders")
def _refuse_after_player(deal: DealState) -> None:
    """At the Bête (option ``declarer``) the speaking ends when one says he plays
    ("lorsque l'un d'eux dit qu'il joue", the eldest leads): nobody else decides.

    Clauses: dictionnaire1792-bete.8, ed.bete-defenders.
    """
    raise refusal(
        deal.table.ruleset.option_citation("declarer"),
        Message(
            "p{player} said he plays, and all play against him: nobody else speaks; "
            "p{seat} is to play",
            player=deal.player,
            seat=deal.to_act,
        ),
    )
