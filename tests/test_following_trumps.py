"""French Ruff's trumps that follow the turned-up card, taken 'if so agreed among the
Gamesters' (cotton1674.french-ruff.3; option turnup = ace-holder-takes-following,
ed.following-trumps).

Each test fails without the work: before it the holder of the ace took the turned-up card
alone, for one card of his own."""

from __future__ import annotations

import random
from itertools import combinations

import pytest
from engine_helpers import run

from mouche.actions import Rob, format_action, parse_action
from mouche.cards import parse_card, parse_cards
from mouche.deal import Deal, new_deal
from mouche.errors import IllegalAction
from mouche.players.information import sample_world
from mouche.players.seat_view import Robbed, information_set
from mouche.presets import get_ruleset
from mouche.rulings import written
from mouche.session import deal_from_seed, play_out
from mouche.settlement import settle
from mouche.strategy import choose

HANDS = ["KH 10H 7C 8C 9C", "AS 2C 2S 3S 4D", "QH JH KS QS KD", "5H 6S 7S 6D 7D"]
"""p1 holds the ace of spades; the nine of spades is turned up."""
TALON = "8S JS 10C 4S"
"""Under the turn-up: two spades, then a club that ends the run (the four of spades below
it is not taken)."""


def _ruff(turnup: str = "ace-holder-takes-following") -> Deal:
    r = get_ruleset("cotton1674-french-ruff").replace(turnup=turnup)
    hands = tuple(parse_cards(h) for h in HANDS)
    return new_deal(r, 4, 0, hands=hands, turnup=parse_card("9S"), talon=parse_cards(TALON))


def test_cotton1674_french_ruff_3_the_ace_holder_takes_the_trumps_that_follow() -> None:
    d = _ruff()
    assert d.to_take_up == parse_cards("9S 8S JS")
    assert {format_action(a) for a in d.legal_actions()} == {
        "p1 rob " + " ".join(cs) for cs in combinations(HANDS[1].split(), 3)
    }
    robbed = run(d, "p1 rob 2C 3S 4D")
    assert sorted(map(str, robbed.hands[1])) == sorted(["AS", "2S", "9S", "8S", "JS"])
    assert robbed.talon == parse_cards("10C 4S") and robbed.discards == parse_cards("2C 3S 4D")
    assert robbed.turned_up == ()
    said = written(robbed.said[-1])
    assert said.clauses[0] == "cotton1674.french-ruff.3" and "8S JS" in said.text
    assert "2C" not in said.text  # what he puts down goes face down


def test_he_puts_down_as_many_cards_as_he_takes_up() -> None:
    for action in ("p1 rob 4D", "p1 rob 2C 3S", "p1 rob 2C 3S 4D 2S"):
        with pytest.raises(IllegalAction, match="takes up 9S 8S JS and must put down as many"):
            _ruff().apply(parse_action(action))
    with pytest.raises(IllegalAction, match="named twice") as e:
        _ruff().apply(parse_action("p1 rob 4D 4D 3S"))
    assert e.value.clause == "ed.own-cards"


def test_without_the_agreement_he_takes_the_turned_up_card_alone() -> None:
    d = _ruff("ace-holder-must-take")
    assert d.to_take_up == parse_cards("9S")
    assert run(d, "p1 rob 4D").talon == parse_cards(TALON)


def test_the_record_notation_of_a_rob_of_several_cards() -> None:
    action = parse_action("p1 rob 2C 3S 4D")
    assert action == Rob(1, parse_cards("2C 3S 4D"))
    assert format_action(action) == "p1 rob 2C 3S 4D"
    assert format_action(parse_action("p0 rob 7C")) == "p0 rob 7C"  # one card, as before


def test_the_others_see_the_trumps_taken_not_the_cards_put_down() -> None:
    d = run(_ruff(), "p1 rob 2C 3S 4D", "p2 stand", "p3 stand", "p0 stand", "p1 play AS")
    info = information_set(d, 2)
    assert Robbed(1) in info.seen and info.taken_up == parse_cards("8S JS")
    for seed in range(8):
        world = sample_world(info, random.Random(seed))
        assert set(parse_cards("9S 8S JS")) <= set(world.hands[1])
        assert information_set(world, 2) == info


def test_play_under_the_agreement_conserves_the_stakes_and_the_cards() -> None:
    r = get_ruleset("cotton1674-french-ruff").replace(turnup="ace-holder-takes-following")
    rng, robbed_several = random.Random(3), 0
    for seed in range(60):
        d = play_out(deal_from_seed(r, 4, seed), rng, choose)
        s = settle(d)
        assert sum(s.deltas) == 0 and s.pot_after == 0
        cards = [c for h in d.hands for c in h] + [*d.talon, *d.discards, *d.turned_up]
        cards += [c for t in d.play.tricks for c in t.cards]
        assert len(cards) == len(set(cards)) == 52
        robbed_several += any(isinstance(a, Rob) and len(a.cards) > 1 for a in d.history)
    assert robbed_several  # the run of trumps happens in these deals
