"""The questions of the decision round: whether a player who stood saves the mouche.

A player may ask one who has stood whether he saves the mouche, and must be answered
before he decides (academie.12, vanderaa1721.questions); under the Encyclopédie's reading
of "sauver la Mouche" a player may also protest at his turn that he holds none
(encyclopedie1765.sauver).  What an answer or a silence means is the ruleset's reading
(options ``saving`` and ``silence``).  Each step here takes a [`Deal`][mouche.deal.Deal]
and returns a new one, as [`Deal.apply`][mouche.deal.Deal.apply] does, once
[`mouche.checks`][mouche.checks] has found the action legal.
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING, TypeVar

from mouche.actions import Answer, Ask, Protest, Silent
from mouche.chosen import Silence
from mouche.messages import N_, Message
from mouche.registry import implements
from mouche.rulesets import Ruleset
from mouche.rulings import say
from mouche.state import ANSWER, DECIDE, Question

if TYPE_CHECKING:
    from mouche.state import DealState

D = TypeVar("D", bound="DealState")


@implements("academie.12", "vanderaa1721.questions", "ed.question-turn")
def ask(deal: D, action: Ask) -> D:
    """A player asks one who has stood whether he saves the mouche; he must answer first.

    Clauses: academie.12, vanderaa1721.questions, ed.question-turn.
    """
    d, r = deal.decisions, deal.table.ruleset
    q = Question(asker=action.seat, target=action.target)
    cite = r.citation(r.rule("question").clauses + ("ed.question-turn", *_reading(r)))
    meaning = _GUARANTEE_ASKED if r.guarantee else "."
    said = say(cite, "p{} asks p{} whether he saves the mouche{}", q.asker, q.target, meaning)
    return replace(
        deal,
        phase=ANSWER,
        to_act=q.target,
        decisions=replace(d, asked=d.asked | {q}, question=q),
        history=deal.history + (action,),
        said=(said,),
    )


@implements("academie.12", "vanderaa1721.questions", "encyclopedie1765.sauver")
def answer(deal: D, action: Answer | Silent) -> D:
    """The asked player answers or stays silent; what that means is the reading's
    (options ``saving`` and ``silence``). Under the Encyclopédie's a true yes guarantees
    that he holds no mouche.

    Clauses: academie.12, vanderaa1721.questions, encyclopedie1765.sauver.
    """
    d, r, s = deal.decisions, deal.table.ruleset, action.seat
    guaranteed = d.guaranteed
    if isinstance(action, Answer):
        meaning = ""
        if r.guarantee:
            meaning = _GUARANTEES if action.yes else _NO_GUARANTEE
            guaranteed = guaranteed | {s} if action.yes else guaranteed
        form = N_("p{} answers {}{}; an answer must be true.")
        cite = r.citation(r.rule("answer").clauses + _reading(r))
        said = say(cite, form, s, _YES if action.yes else _NO, meaning)
    else:
        if r.guarantee:
            form = N_("p{} stays silent, as he may: silence guarantees nothing.")
        elif r.chosen.silence is Silence.COUNTS_AS_YES:
            form = N_("p{} stays silent; silence counts as yes.")
        else:
            form = N_("p{} stays silent, as he may: only a spoken answer must be true.")
        said = say(r.citation(r.option_citation("silence").clauses + _reading(r)), form, s)
    asker = d.question.asker if d.question else s
    return replace(
        deal,
        phase=DECIDE,
        to_act=asker,
        decisions=replace(d, question=None, guaranteed=guaranteed),
        history=deal.history + (action,),
        said=(said,),
    )


@implements("encyclopedie1765.sauver", "academie.14")
def protest(deal: D, action: Protest) -> D:
    """A player protests that he holds no mouche: he saves the mouche, guaranteeing the
    others against it, and then decides.

    Clauses: encyclopedie1765.sauver, academie.14.
    """
    d, s = deal.decisions, action.seat
    form = N_(
        "p{} protests that he holds no mouche: he saves the mouche, guaranteeing "
        "the others against it."
    )
    return replace(
        deal,
        decisions=replace(d, guaranteed=d.guaranteed | {s}),
        history=deal.history + (action,),
        said=(say(deal.table.ruleset.rule("protest"), form, s),),
    )


def _reading(r: Ruleset) -> tuple[str, ...]:
    """The clause of the reading a question or an answer is put under: under the
    Encyclopédie's, its definition of saving (encyclopedie1765.sauver); else none."""
    return r.cites("saving")[:1] if r.guarantee else ()


_GUARANTEE_ASKED = Message(", that is, whether he guarantees that he holds none.")
_GUARANTEES = Message(": he guarantees that he holds no mouche")
_NO_GUARANTEE = Message(": he gives no guarantee, and so holds a mouche")
_YES, _NO = Message("yes"), Message("no")

__all__ = ["answer", "ask", "protest"]
