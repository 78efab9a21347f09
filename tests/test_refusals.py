"""Every refusal cites the clause that forbids the action under the preset's reading, and says
only what is true under it (issue 22, point 10).

Over every preset and every kind of action, refused in every phase, by the seat to act and
by the others: a refusal that says the action will be allowed later ("p1 must answer
first", "at his own decision turn") is checked by playing on until then, and the action
must then be legal; one that says it never will be ("has already decided", "holds no
mouche") is checked by playing on to the end, and it must stay refused.  A kind of action
the preset never allows is never refused for its timing.
"""

from __future__ import annotations

import random
import re
from collections.abc import Iterator

import pytest
from engine_helpers import deal, run

from mouche.actions import (
    Action,
    Answer,
    Ask,
    Declare,
    Exchange,
    Pass,
    Play,
    Protest,
    Silent,
    Stand,
    format_action,
)
from mouche.cards import CARDS
from mouche.clause_map import clause_refs
from mouche.deal import ANSWER, DECIDE, PLAY, Deal
from mouche.errors import IllegalAction
from mouche.presets import PRESETS, get_ruleset
from mouche.rulesets import OPTIONS, RULES, Ruleset
from mouche.session import deal_from_seed

KINDS = (Pass, Stand, Exchange, Declare, Ask, Answer, Silent, Protest, Play)
TIMING = {"ed.turn-order", "ed.question-turn", "ed.protest-turn"}
"""The clauses that say when an action is taken (not whether it may be at all)."""

LATER = re.compile(
    r"must answer first|it is p\d+'s turn to decide|may protest only at his own decision turn"
    r"|shows it once every player has decided"
)
"""Messages saying the action will be allowed later in the deal."""
NEVER = re.compile(
    r"already decided|already asked|already guaranteed|no protest under|false protest"
    r"|holds no mouche|no longer holds|(?<!before )every player has decided;|nobody else speaks"
    r"|before the first card is played|plays no card in this deal|questions are asked only"
    r"|the deal is over"
)
"""Messages saying the action will not be allowed in this deal, whatever happens."""

SPADES = "KS QS JS AS 10S"
TABLES = [
    # p1 is dealt a mouche; p2 can draw five hearts by exchanging JC and 8D
    (["KD QD 8C 9C 10C", SPADES, "KH QH JH JC 8D"], "9D", "AH 10H 9H"),
    # nobody holds a mouche: everyone may protest under the Encyclopédie's reading
    (["AD 10D 9D QS 8C", "KH QH JH AH 9C", "KD QD JC 10C 8S"], "10H", "9S 9H"),
]
THREE_CARD_TABLES = [
    # three-card Loo: p1 holds three spades (no flush at three cards), the miss is AH 10H 9H
    (["KD QD 8C", "KS QS JS", "KH JC 8D"], "9D", "AH 10H 9H 9S"),
    (["AD 10D QS", "KH QH 9C", "KD QC 8S"], "10H", "9S 9H 8H 7H"),
]


SIDES_TABLES = [
    # two sides of two: p0 and p2 against p1 and p3
    (["KD QD 8C 9C 10C", SPADES, "KH QH JH JC 8D", "QC 10D 7D 8S 7S"], "9D", "AD AH 10H 9H"),
]


def _tables(rid: str) -> list[tuple[list[str], str, str]]:
    """The explicit deals for ``rid``: five-card hands, or three-card ones (option packets),
    or four players in two sides (option sides)."""
    r = get_ruleset(rid)
    if r.sided:
        return SIDES_TABLES
    return TABLES if r.hand_size == 5 else THREE_CARD_TABLES


def _states(rid: str) -> Iterator[Deal]:
    """States of many deals under ``rid``, in every phase: random legal walks."""
    rng = random.Random(rid)
    starts = [deal(rid, hands, up, talon=talon) for hands, up, talon in _tables(rid)]
    if get_ruleset(rid).asks:  # a question, then on (option 'questions')
        starts += [run(d, "p1 stand", "p2 ask p1") for d in starts]
    sizes = [n for n in (3, 4) if n in get_ruleset(rid).allowed_players]
    starts += [deal_from_seed(rid, n, seed) for n in sizes for seed in range(3)]
    for start in starts:
        for _ in range(2):
            d = start
            while True:
                yield d
                if d.is_over:
                    break
                d = d.apply(rng.choice(d.legal_actions()))


def _tries(d: Deal) -> Iterator[Action]:
    """One action of every kind by every seat, some of them ill-formed."""
    n = d.table.players
    pack = d.table.ruleset.deal_plan(n, 0).cards  # the whole pack leaves no card out
    stranger = next((c for c in CARDS.values() if c not in pack), None)
    for s in range(n):
        hand = d.hands[s]
        yield from (Pass(s), Stand(s), Declare(s), Protest(s), Silent(s), Answer(s, True))
        yield Answer(s, False)
        yield from (Ask(s, m) for m in range(n))
        if hand:
            yield from (Exchange(s, hand[:1]), Play(s, hand[0]), Play(s, hand[-1]))
        yield Exchange(s, ())
        if stranger is not None:
            yield from (Exchange(s, (stranger,)), Play(s, stranger))


def _walk(d: Deal, seat: int, until_play: bool) -> Iterator[Deal]:
    """The states that follow ``d`` when every other player stands (passes, at the Bête, where
    one who stands ends the speaking) and every question is met with silence: up to
    ``seat``'s decision turn (or, ``until_play``, to the first card)."""
    while d.phase in (DECIDE, ANSWER):
        if d.phase == ANSWER:
            d = d.apply(Silent(d.to_act))
        elif d.to_act == seat and not until_play:
            yield d
            return
        elif d.table.ruleset.declares:  # at the Bête one who stands ends the speaking
            d = d.apply(Pass(d.to_act))
        else:
            d = d.apply(Stand(d.to_act))
        yield d


def _to_the_end(d: Deal) -> Iterator[Deal]:
    """The states that follow ``d`` to the end of the deal, every player taking his first
    legal action but a declaration (which would end the deal at once)."""
    while not d.is_over:
        legal = [a for a in d.legal_actions() if not isinstance(a, (Declare, Protest, Ask))]
        d = d.apply(legal[0])
        yield d


def _refusals(states: list[Deal]) -> Iterator[tuple[Deal, Action, IllegalAction]]:
    for d in states:
        for a in _tries(d):
            try:
                d.check(a)
            except IllegalAction as e:
                yield d, a, e


def _legal_kinds(states: list[Deal]) -> set[type]:
    return {type(a) for d in states for a in d.legal_actions()}


def _cited(r: Ruleset) -> set[str]:
    out = {c for name in RULES for c in r.rule(name).clauses}
    return out | {c for o in OPTIONS for c in r.option_citation(o).clauses}


@pytest.mark.parametrize("rid", sorted(PRESETS))
def test_every_refusal_is_true_under_the_preset(rid: str) -> None:
    states = list(_states(rid))
    allowed, cited = _legal_kinds(states), _cited(get_ruleset(rid))
    seen: dict[type, int] = dict.fromkeys(KINDS, 0)
    ends: dict[int, list[Deal]] = {}  # the states after each one, played to the end
    for d, a, e in _refusals(states):
        what = f"{rid}: {format_action(a)} in {d.phase}: {e}"
        seen[type(a)] += 1
        assert e.clause.startswith("ed.") or e.clause in cited, what
        if e.clause in TIMING and e.message != "the deal is over":  # nothing is, after it
            assert type(a) in allowed, f"{what}: refused for its timing, but never allowed"
        if LATER.search(e.message):
            assert not NEVER.search(e.message), what
            later = list(_walk(d, a.seat, until_play="first card" in e.message))
            assert any(s.can(a) for s in later), f"{what}: not allowed later either"
        elif NEVER.search(e.message):
            if id(d) not in ends:
                after = [*_walk(d, -1, until_play=True)]
                ends[id(d)] = after + list(_to_the_end(after[-1] if after else d))
            assert not any(s.can(a) for s in ends[id(d)]), f"{what}: allowed later after all"
    assert all(seen.values()), seen  # every kind of action was refused somewhere


@pytest.mark.parametrize(
    "rid", [r for r in sorted(PRESETS) if PRESETS[r].hand_size == 5 and PRESETS[r].exchanges]
)
def test_a_mouche_not_dealt_is_refused_by_the_clause_that_makes_a_mouche(rid: str) -> None:
    """A flush drawn by exchange, then declared, in turn or in play: the clause that makes
    only the five cards first dealt a mouche refuses it (academie.10, vanderaa1721.mouche),
    not the one on a mouche saved by standing (academie.13)."""
    d = deal(rid, *TABLES[0][:2], talon=TABLES[0][2])
    d = run(d, "p1 stand", "p2 exchange JC 8D")
    assert len({c.suit for c in d.hands[2]}) == 1 and d.table.mouches[2] is None
    at_once = get_ruleset(rid).rule("declare").clause
    for state in (d, run(d, "p0 stand")):  # p0 to decide; then in play, before any card
        with pytest.raises(IllegalAction) as e:
            state.apply(Declare(2))
        assert e.value.clause == at_once, e.value
        assert "first dealt" in e.value.message


@pytest.mark.parametrize("rid", [r for r in sorted(PRESETS) if not PRESETS[r].guarantee])
def test_no_protest_under_the_modern_reading_at_any_moment(rid: str) -> None:
    hands, turnup, talon = _tables(rid)[-1]
    d = deal(rid, hands, turnup, talon=talon)
    # at the Bête (option declarer) the first who stands ends the speaking
    n, first = len(hands), d.table.first_to_speak  # the eldest may speak last (eldest_speaks)
    everyone = tuple(f"p{(first + s) % n} stand" for s in range(n))
    stands = ("p1 stand",) if get_ruleset(rid).declares else everyone
    states = [d, run(d, *stands)]
    if get_ruleset(rid).asks:
        states.append(run(d, "p1 stand", "p2 ask p1"))
    for state in states:
        for seat in range(n):
            with pytest.raises(IllegalAction) as e:
                state.apply(Protest(seat))
            assert e.value.clause == "ed.save-reading" and "turn" not in e.value.message


def test_the_guarantee_reading_cites_only_what_bears_on_saving() -> None:
    """encyclopedie1765.mouche is about what a player pays, not about protests: the option
    'saving=guarantee' does not cite it (the payment rule does)."""
    guarantee = OPTIONS["saving"].choice("guarantee").cites
    assert "encyclopedie1765.mouche" not in guarantee
    assert guarantee[0] == "encyclopedie1765.sauver"
    payers = {r.name for r in clause_refs()["encyclopedie1765.mouche"]}
    assert payers == {"mouche.settlement.no_trick_makes_the_mouche"}


def test_the_refusals_are_found_at_every_moment() -> None:
    """The states of the test reach every phase, a question and a protest."""
    states = list(_states("academie-1765"))
    assert {DECIDE, ANSWER, PLAY} <= {d.phase for d in states}
    assert {Ask, Protest, Answer} <= _legal_kinds(states)
