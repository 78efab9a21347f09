"""Balzac's dealer takes the turned-up card (balzac1839.7; option turnup, ed.rob-as-exchange).

Each test fails without the work: before it the turn-up never left the table."""

from __future__ import annotations

import random

import pytest
from engine_helpers import run

from mouche.actions import Rob, format_action, parse_action
from mouche.cards import parse_card, parse_cards
from mouche.deal import EXCHANGED, Deal, new_deal
from mouche.errors import IllegalAction
from mouche.players.information import sample_world
from mouche.players.seat_view import Robbed, information_set
from mouche.presets import get_ruleset
from mouche.settlement import settle

# p0 deals; the turn-up KH (hearts trumps); p0 holds a low club to put down for it
HANDS = ["7C AH QS QD 8S", "KS JS 9S 10D 7D", "QC 10C 9C 8C AD", "KC 9D 8D JD 7S"]


TALON = "AS 10S 9H 8H 7H JH 10H AC JC"


def _balzac(turnup: str = "dealer-may-take") -> Deal:
    r = get_ruleset("balzac1839").replace(turnup=turnup)
    hands = tuple(parse_cards(h) for h in HANDS)
    return new_deal(r, 4, 0, hands=hands, turnup=parse_card("KH"), talon=parse_cards(TALON))


def test_balzac1839_7_the_dealer_takes_the_turned_up_card_for_one_of_his() -> None:
    d = run(_balzac(), "p1 stand", "p2 stand", "p3 stand")
    assert Rob(0, (parse_card("7C"),)) in d.legal_actions()
    d = d.apply(parse_action("p0 rob 7C"))
    assert parse_card("KH") in d.hands[0] and parse_card("7C") not in d.hands[0]
    assert d.discards == (parse_card("7C"),) and d.status[0] == EXCHANGED
    assert d.turned_up == () and d.phase == "play"
    assert "balzac1839.7" in d.said[0].citation.clauses
    assert format_action(Rob(0, (parse_card("7C"),))) == "p0 rob 7C"


@pytest.mark.parametrize(
    ("actions", "rob", "clause"),
    [
        ((), "p1 rob KS", "balzac1839.7"),  # not the dealer
        (("p1 stand", "p2 stand"), "p0 rob 7C", "ed.turn-order"),  # not yet his turn
        (("p1 stand", "p2 stand", "p3 stand"), "p0 rob KS", "ed.own-cards"),
    ],
)
def test_only_the_dealer_at_his_turn_for_a_card_he_holds(
    actions: tuple[str, ...], rob: str, clause: str
) -> None:
    with pytest.raises(IllegalAction) as e:
        run(_balzac(), *actions).apply(parse_action(rob))
    assert e.value.clause == clause


def test_where_the_turn_up_stays_nobody_takes_it() -> None:
    d = run(_balzac(turnup="stays"), "p1 stand", "p2 stand", "p3 stand")
    assert not any(isinstance(a, Rob) for a in d.legal_actions())
    with pytest.raises(IllegalAction) as e:
        d.apply(parse_action("p0 rob 7C"))
    assert e.value.clause == "ed.talon-short" and "turned-up" in e.value.message


def test_the_others_see_that_he_took_it_not_what_he_put_down() -> None:
    d = run(_balzac(), "p1 stand", "p2 stand", "p3 stand", "p0 rob 7C", "p1 play KS")
    info = information_set(d, 2)
    assert Robbed(0) in info.seen and Rob(0, (parse_card("7C"),)) not in info.seen
    for seed in range(5):
        world = sample_world(info, random.Random(seed))
        assert parse_card("KH") in world.hands[0]
        assert information_set(world, 2) == info


def test_a_deal_with_the_turn_up_taken_settles_and_conserves() -> None:
    d = run(_balzac(), "p1 stand", "p2 stand", "p3 stand", "p0 rob 7C")
    while not d.is_over:
        d = d.apply(d.legal_actions()[0])
    s = settle(d)
    assert sum(s.deltas) + s.pot_after - s.pot_before == 0
