"""What may be done: each action's check, refusing it with the clause that forbids it.

[`check`][check] sends an action to the check of its kind.  A check asks what the action
is (may this player ever do it, under this reading?) before when it is taken, so only an
action its turn would allow is refused for its timing.  It raises
[`IllegalAction`][mouche.errors.IllegalAction] with the clause and why, or returns whether
the action is a fault the 'penalty' enforcement lets stand (academie.15).
"""

from __future__ import annotations

from collections.abc import Callable

from mouche.actions import (
    Action,
    Answer,
    Ask,
    Declare,
    Exchange,
    Pass,
    Play,
    Protest,
    Rob,
    Silent,
    Stand,
)
from mouche.cards import CARDS, Card, CardSaid, format_cards
from mouche.chosen import Passing, TopCardLaw
from mouche.errors import IllegalAction
from mouche.messages import Message
from mouche.registry import implements
from mouche.rulesets import Ruleset
from mouche.state import (
    ANSWER,
    DECIDED,
    EXCHANGED,
    OVER,
    PASSED,
    PLAY,
    STOOD,
    UNDECIDED,
    DealState,
)
from mouche.tricks import why_illegal
from mouche.turn_checks import check_own, check_turn, check_undecided, deciding, refusal


@implements("ed.turn-order", "ed.own-cards")
def check(deal: DealState, action: Action) -> bool:
    """Check ``action``; return True if it is a fault allowed under 'penalty' enforcement.

    Clauses: ed.turn-order, ed.own-cards.
    """
    t, seat = deal.table, action.seat
    if deal.phase == OVER:
        raise IllegalAction("ed.turn-order", "the deal is over")
    if not 0 <= seat < t.players:
        raise IllegalAction(
            "ed.own-cards",
            "there is no seat p{seat} at a table of {players}",
            seat=seat,
            players=t.players,
        )
    for kind in type(action).__mro__:  # an action of a subclass is checked as its kind
        if kind in _CHECKS:
            return _CHECKS[kind](deal, action)
    raise IllegalAction(
        "ed.turn-order", "not an action: {action!r}", action=action
    )  # pragma: no cover


# -- the decisions -----------------------------------------------------------------------


@implements("hoyle-loo.a.3", "cotton1674.lanterloo.13", "ed.eldest-frees")
def may_pass(deal: DealState, seat: int) -> bool:
    """Whether ``seat`` may pass (option ``passing``): always, never (hoyle-loo.a.3), or
    only the eldest hand and, once he has passed, the rest (cotton1674.lanterloo.13).

    Clauses: hoyle-loo.a.3, cotton1674.lanterloo.13, ed.eldest-frees.
    """
    r = deal.table.ruleset
    if r.passes:
        return True
    if r.chosen.passing is not Passing.AFTER_ELDEST:
        return False
    eldest = deal.table.order[0]
    return seat == eldest or deal.decisions.status[eldest] == PASSED


@implements("vanderaa1721.decisions", "hoyle-loo.a.3", "cotton1674.french-ruff.3")
def check_decision(deal: DealState, action: Action) -> bool:
    """A pass, a stand or an exchange: once, at one's turn; a pass only where the game has
    it (option ``passing``: hoyle-loo.a.3; an exchange: [`check_exchange`][check_exchange]);
    none by the holder of the ace of trumps who must take the turned-up card instead (option
    ``turnup``: cotton1674.french-ruff.3).

    Clauses: vanderaa1721.decisions, hoyle-loo.a.3, cotton1674.french-ruff.3.
    """
    r = deal.table.ruleset
    if isinstance(action, Pass) and not may_pass(deal, action.seat):
        if r.chosen.passing is Passing.AFTER_ELDEST:
            raise refusal(
                r.option_citation("passing"),
                Message(
                    "all must play unless the eldest hand has passed: p{seat} cannot pass",
                    seat=action.seat,
                ),
            )
        raise refusal(
            r.option_citation("passing"),
            Message("play is compulsory at this game: p{seat} cannot pass", seat=action.seat),
        )
    if isinstance(action, Exchange) and not (r.exchanges or r.miss):
        raise _not_exchanged(r)  # never at this game: said before whose turn it is
    check_undecided(deal, action.seat)
    if isinstance(action, Exchange):
        check_exchange(deal, action)
    check_turn(deal, action.seat)
    if r.must_rob and action.seat == deal.robber:
        raise refusal(
            r.option_citation("turnup"),
            Message("p{seat} holds the ace of trumps and must take the turned-up card for "
                    "one of his own", seat=action.seat),
        )  # fmt: skip
    return False


@implements(
    "vanderaa1721.decisions", "ed.own-cards", "ed.talon-short", "hoyle-loo.a.3", "eb1911-loo.1"
)
def check_exchange(deal: DealState, action: Exchange) -> None:
    """An exchange: 1 to 5 of one's own cards (1 to 3 at three cards), each once, no more
    than the talon holds; none where the cards are not exchanged (option ``exchange=none``,
    hoyle-loo.a.3); where a miss is dealt, the whole hand for it, by the first who takes it
    (eb1911-loo.1).

    Clauses: vanderaa1721.decisions, ed.own-cards, ed.talon-short, hoyle-loo.a.3, eb1911-loo.1.
    """
    r = deal.table.ruleset
    if r.miss:
        _check_miss(deal, action)
    elif not r.exchanges:
        raise _not_exchanged(r)
    s, cards, talon = action.seat, action.cards, deal.decisions.talon
    if not 1 <= len(cards) <= r.hand_size:
        raise refusal(
            r.rule("exchange"),
            Message("an exchange is of 1 to {size} cards", size=r.hand_size),
        )
    check_own(deal, s, cards)
    if len(cards) > len(talon):
        raise IllegalAction(
            "ed.talon-short",
            "the talon holds only {talon} card(s); p{s} cannot exchange {cards}",
            talon=len(talon),
            s=s,
            cards=len(cards),
        )


@implements(
    "balzac1839.7", "cotton1674.french-ruff.3", "ed.rob-as-exchange", "ed.own-cards",
    "ed.following-trumps",
)  # fmt: skip
def check_rob(deal: DealState, action: Action) -> bool:
    """Taking the turned-up card: only where the game gives it (option ``turnup``) to the
    dealer or to the holder of the ace of trumps, by him, at his decision turn, for as many
    different cards he holds as he takes up (the trumps that follow it, where so agreed).

    Clauses: balzac1839.7, cotton1674.french-ruff.3, ed.rob-as-exchange, ed.own-cards,
    ed.following-trumps.
    """
    assert isinstance(action, Rob)
    t, s = deal.table, action.seat
    cite = t.ruleset.option_citation("turnup")
    if not t.ruleset.robs:
        raise refusal(cite, Message("nobody takes the turned-up card at this game"))
    robber = deal.robber
    if robber is None:
        raise refusal(cite, Message("nobody holds the ace of trumps: the turned-up card stays"))
    if s != robber and robber == t.dealer:
        raise refusal(
            cite, Message("the turned-up card is the dealer's (p{dealer}), not p{seat}'s",
                          dealer=t.dealer, seat=s),
        )  # fmt: skip
    if s != robber:
        raise refusal(
            cite, Message("the holder of the ace of trumps (p{holder}) takes the turned-up "
                          "card, not p{seat}", holder=robber, seat=s),
        )  # fmt: skip
    check_undecided(deal, s)
    check_own(deal, s, action.cards)
    up = deal.to_take_up
    if len(action.cards) != len(up):
        raise refusal(
            cite, Message("p{seat} takes up {taken} and must put down as many cards, not {cards}",
                          seat=s, taken=CardSaid(format_cards(up)),
                          cards=CardSaid(format_cards(action.cards))),
        )  # fmt: skip
    check_turn(deal, s)
    return False


def _not_exchanged(r: Ruleset) -> IllegalAction:
    return refusal(
        r.option_citation("exchange"), Message("the cards are not exchanged at this game")
    )


def _check_miss(deal: DealState, action: Exchange) -> None:
    """The miss is taken whole, for the whole hand, once a deal (eb1911-loo.1)."""
    r, s = deal.table.ruleset, action.seat
    if EXCHANGED in deal.decisions.status:
        raise refusal(
            r.option_citation("exchange"),
            Message("the miss has been taken: p{seat} may only play or pass", seat=s),
        )
    if len(action.cards) != len(deal.hands[s]) or set(action.cards) != set(deal.hands[s]):
        raise refusal(
            r.option_citation("exchange"),
            Message("taking the miss, p{seat} puts down his whole hand", seat=s),
        )


@implements("academie.10", "vanderaa1721.mouche")
def check_mouche_dealt(deal: DealState, seat: int) -> None:
    """Only the five cards first dealt make a mouche, and only while their holder has them.

    Clauses: academie.10, vanderaa1721.mouche.
    """
    t = deal.table
    status = deal.decisions.status[seat]
    if t.mouches[seat] is None:
        hand = deal.hands[seat]
        drawn = status != UNDECIDED and len(hand) == 5 and len({c.suit for c in hand}) == 1
        raise refusal(
            t.ruleset.rule("declare"),
            Message(
                "p{seat} holds no mouche: his five cards of one suit were not all dealt to him, "
                "and only the five cards first dealt make a mouche",
                seat=seat,
            )
            if drawn
            else Message("p{seat} holds no mouche (five cards of one suit as dealt)", seat=seat),
        )
    if status not in (UNDECIDED, STOOD):
        raise refusal(
            t.ruleset.rule("declare"),
            Message(
                "p{seat} {done} and no longer holds the five cards first dealt to him",
                seat=seat,
                done=DECIDED[status],
            ),
        )


@implements("academie.13", "vanderaa1721.mouche")
def check_saved_mouche(deal: DealState, seat: int) -> None:
    """A mouche saved by standing on it is shown once every player has decided, before the
    first card.

    Clauses: academie.13, vanderaa1721.mouche.
    """
    cite = deal.table.ruleset.rule("declare-saved")
    if deal.phase != PLAY:
        raise refusal(
            cite,
            Message(
                "p{seat} stood on his mouche: he shows it once every player has decided, "
                "before the first card",
                seat=seat,
            ),
        )
    if deal.trick or deal.play.tricks:
        raise refusal(cite, Message("a mouche must be declared before the first card is played"))


def check_declare(deal: DealState, action: Action) -> bool:
    """A mouche declared: held as dealt, shown at one's decision turn or, if one stood on it,
    before the first card."""
    seat = action.seat
    check_mouche_dealt(deal, seat)
    if deal.decisions.status[seat] == STOOD:
        check_saved_mouche(deal, seat)
    else:
        check_turn(deal, seat)
    return False


@implements("academie.12", "vanderaa1721.questions", "ed.question-turn", "ed.no-questions")
def check_ask(deal: DealState, action: Action) -> bool:
    """At his decision turn a player may ask each player who has stood, once, whether he
    saves the mouche; at a game without questions (option ``questions``) asking is refused.

    Clauses: academie.12, vanderaa1721.questions, ed.question-turn, ed.no-questions.
    """
    assert isinstance(action, Ask)
    t, s, m = deal.table, action.seat, action.target
    if not t.ruleset.asks:
        raise refusal(
            t.ruleset.option_citation("questions"),
            Message("no questions are asked at this game; p{s} decides on his own cards", s=s),
        )
    if deal.phase == PLAY:
        raise IllegalAction("ed.question-turn", "questions are asked only at a decision turn")
    if not 0 <= m < t.players or m == s:
        raise IllegalAction("ed.question-turn", "p{s} cannot ask p{m}", s=s, m=m)
    if (s, m) in deal.decisions.asked:
        raise IllegalAction("ed.question-turn", "p{s} has already asked p{m}", s=s, m=m)
    check_undecided(deal, s)
    if deal.decisions.status[m] != STOOD:
        raise refusal(
            t.ruleset.rule("question"),
            Message(
                "only a player who has stood can be asked whether he saves the mouche; "
                "p{m} has not stood",
                m=m,
            ),
        )
    check_turn(deal, s)
    return False


@implements("academie.12", "vanderaa1721.questions", "encyclopedie1765.sauver", "ed.no-questions")
def check_answer(deal: DealState, action: Action) -> bool:
    """The asked player answers yes or no, truly by the reading, or stays silent; at a game
    without questions (option ``questions``) nobody answers.

    Clauses: academie.12, vanderaa1721.questions, encyclopedie1765.sauver, ed.no-questions.
    """
    q, r = deal.decisions.question, deal.table.ruleset
    if not r.asks:
        raise refusal(
            r.option_citation("questions"),
            Message("no questions are asked at this game, and so none is answered"),
        )
    if q is None or deal.phase != ANSWER or action.seat != q.target:
        raise IllegalAction(
            "ed.question-turn", "no question is waiting for p{seat}'s answer", seat=action.seat
        )
    if not isinstance(action, Answer) or action.yes == deal.true_answer(q.target):
        return False
    target = q.target
    holds = deal.table.mouches[target] is not None
    if r.guarantee:
        meaning = (
            Message(
                "yes guarantees that he holds no mouche, and p{target} holds one", target=target
            )
            if holds
            else Message(
                "no would mean he cannot guarantee it, and p{target} holds none", target=target
            )
        )
        raise refusal(
            r.option_citation("saving"),
            Message(
                "a false answer: to save the mouche is to guarantee one holds none; "
                "{meaning}; an answer must be true (academie.12)",
                meaning=meaning,
            ),
        )
    raise refusal(
        r.rule("answer"),
        Message("an answer must be true: p{target} does save a mouche", target=target)
        if holds
        else Message("an answer must be true: p{target} does not save a mouche", target=target),
    )


@implements("ed.save-reading", "encyclopedie1765.sauver", "academie.14", "ed.protest-turn")
def check_protest(deal: DealState, action: Action) -> bool:
    """A protest that one holds no mouche: under the Encyclopédie's reading only, true,
    once, at one's decision turn.

    Clauses: ed.save-reading, encyclopedie1765.sauver, academie.14, ed.protest-turn.
    """
    r, s = deal.table.ruleset, action.seat
    if not r.guarantee:
        raise refusal(
            r.citation(("ed.save-reading",)),
            Message(
                "no protest under this ruleset's reading of 'sauver la Mouche' "
                "(saving=hold-back); only the Encyclopédie's (saving=guarantee) has one"
            ),
        )
    if deal.table.mouches[s] is not None:
        raise refusal(
            r.option_citation("saving"),
            Message(
                "a false protest: p{s} holds a mouche; to save the mouche is to protest "
                "that one does not hold it, and what a player says must be true (academie.12)",
                s=s,
            ),
        )
    if s in deal.decisions.guaranteed:
        raise IllegalAction(
            "ed.protest-turn", "p{s} has already guaranteed that he holds none", s=s
        )
    if deal.phase == PLAY or deal.decisions.status[s] != UNDECIDED:
        raise IllegalAction(
            "ed.protest-turn",
            "p{s} has already decided: a protest is made at one's own decision turn, "
            "before deciding",
            s=s,
        )
    if s != deciding(deal):
        raise IllegalAction(
            "ed.protest-turn",
            "p{s} may protest only at his own decision turn; p{deciding} is to decide",
            s=s,
            deciding=deciding(deal),
        )
    check_turn(deal, s)
    return False


# -- trick play ----------------------------------------------------------------------------


@implements("ed.turn-order", "vanderaa1721.play")
def check_play(deal: DealState, action: Action) -> bool:
    """Cards are played once every player has decided, each seat in turn from the leader.

    Clauses: ed.turn-order, vanderaa1721.play.
    """
    assert isinstance(action, Play)
    seat = action.seat
    if deal.phase != PLAY:
        raise IllegalAction(
            "ed.turn-order",
            "no card may be played before every player has decided; p{deciding} is to decide",
            deciding=deciding(deal),
        )
    if seat not in deal.play.active:
        raise IllegalAction(
            "ed.turn-order", "p{seat} passed and plays no card in this deal", seat=seat
        )
    s = deal.to_act
    if seat != s:
        raise IllegalAction(
            "ed.turn-order", "it is p{s}'s turn to play, not p{seat}'s", s=s, seat=seat
        )
    return check_card(deal, action.card)


@implements("vanderaa1721.play", "academie.15", "ed.enforcement", "hoyle-loo.a.2", "ed.pam-civil")
def check_card(deal: DealState, card: Card) -> bool:
    """Follow, trump, overtrump, head; refused or punished by the 'enforcement' option.
    The top card is refused only by «Pam be civil» (option ``top_card_law=civil``); a lead
    only by the trump ace's duty ([`lead_refusal`][lead_refusal]).

    Clauses: vanderaa1721.play, academie.15, ed.enforcement, hoyle-loo.a.2, ed.pam-civil.
    """
    if card in deal.legal:
        return False
    hand, r = deal.hands[deal.to_act], deal.table.ruleset
    check_own(deal, deal.to_act, (card,))
    if r.penalty_enforcement:
        return True
    t = deal.table
    if not deal.trick:  # a lead refused: only the option lead=trump-ace refuses one
        raise lead_refusal(deal)
    civil = r.chosen.top_card_law is TopCardLaw.CIVIL
    if card is t.laws.top and civil and deal.trick[0] is CARDS["A" + t.turnup.suit]:
        raise refusal(
            r.option_citation("top_card_law"),
            Message(
                "Pam be civil: the ace of trumps led, the holder of {card} lets it pass",
                card=CardSaid(card),
            ),
        )
    why = why_illegal(card, hand, deal.trick, t.turnup.suit, r.must_head, t.laws)
    raise refusal(r.option_citation("must_head"), why)


@implements("eb1911-loo.1", "ed.two-trumps")
def lead_refusal(deal: DealState) -> IllegalAction:
    """The refusal of a lead the trump ace's duty forbids (option ``lead=trump-ace``): the
    ace of trumps (the king when the ace is turned up) if the leader holds it, else one of
    his two trumps or more.

    Clauses: eb1911-loo.1, ed.two-trumps.
    """
    legal = deal.legal
    said = (
        Message("the leader holding {card} must lead it", card=CardSaid(legal[0]))
        if len(legal) == 1
        else Message("the leader holding two trumps or more must lead a trump")
    )
    return refusal(deal.table.ruleset.option_citation("lead"), said)


_CHECKS: dict[type, Callable[[DealState, Action], bool]] = {
    Pass: check_decision,
    Stand: check_decision,
    Exchange: check_decision,
    Declare: check_declare,
    Ask: check_ask,
    Answer: check_answer,
    Silent: check_answer,
    Protest: check_protest,
    Rob: check_rob,
    Play: check_play,
}
"""The check of each kind of action."""
