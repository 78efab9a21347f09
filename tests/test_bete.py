"""The Bête: one player against the field (option declarer), the bête and the dévole, the
renonce at two readings (option revoke_price), every player's fiche and two jetons
(ante=fiche-and-two-jetons) and the 32-card pack for two to five (pack=piquet-32).

Each test fails without the Bête step of issue 35: before it a player who passed was out of
the deal, each trick was paid, and no ruleset had a player against the field.
"""

from __future__ import annotations

import random

import pytest
from engine_helpers import deal, record_deal, run

from mouche.actions import parse_action
from mouche.contract import made_the_game
from mouche.errors import IllegalAction
from mouche.presets import PRESETS, get_ruleset
from mouche.session import play_session
from mouche.settlement import settle
from mouche.stakes import FICHE

BETES = ("bete1792", "bete1752", "lanturelu")
# the rest of a deal after FIRST_TWO: p1's diamonds take the last three tricks
LAST_THREE = ("p2 play 8D", "p0 play 9C", "p1 play KD", "p1 play QD", "p2 play 9D",
              "p0 play 10C", "p1 play JD", "p2 play 10D", "p0 play AC")  # fmt: skip
# p0 deals; p1 (eldest) holds diamonds, p2 spades and low diamonds, p0 clubs; hearts trumps
HANDS = ["7C 8C 9C 10C AC", "7S 8S KD QD JD", "KS QS 8D 9D 10D"]
FIRST_TWO = ("p1 play 7S", "p2 play KS", "p0 play 7C", "p2 play QS", "p0 play 8C", "p1 play 8S")


def _played(rid: str, *actions: str, **options: object):  # type: ignore[no-untyped-def]
    return settle(run(deal(rid, HANDS, "7H", **options), *actions))


def test_dictionnaire1792_bete_2_3_two_to_five_players_from_32_cards() -> None:
    for rid in BETES:
        r = get_ruleset(rid)
        assert r.allowed_players == (2, 3, 4, 5)
        assert len(r.deal_plan(5, 0).cards) == 32 and r.ranks(2)[0] == "K"


def test_dictionnaire1792_bete_4_a_fiche_and_two_jetons_and_the_dealers_jeton() -> None:
    d = deal("bete1792", HANDS, "7H", dealer=1)
    assert d.table.opening == (-(FICHE + 2), -(FICHE + 3), -(FICHE + 2)) and d.table.pot == 22


def test_dictionnaire1792_bete_8_one_who_plays_ends_the_speaking_and_all_play() -> None:
    """The eldest passes and still leads; nobody speaks after the one who plays."""
    d = run(deal("bete1792", HANDS, "7H"), "p1 pass", "p2 stand")
    assert d.phase == "play" and d.to_act == 1 and d.play.active == (1, 2, 0)
    assert d.hands[1] == deal("bete1792", HANDS, "7H").hands[1]  # he kept his cards
    with pytest.raises(IllegalAction) as e:
        d.apply(parse_action("p0 pass"))
    assert e.value.clause == "dictionnaire1792-bete.8" and "nobody else speaks" in e.value.message


def test_encyclopedie1752_bete_5_first_two_do_not_save_him_against_three() -> None:
    d = record_deal("bete1752-first-two-against-three")
    s = settle(run(d, "p1 pass", "p2 stand", *FIRST_TWO, *LAST_THREE))
    assert s.made[0].seat == 2 and s.made[0].amount == 22 and s.pot_after == 44
    assert s.deltas == (-8, -7, -29) and "p1 made three" in s.rulings[0].text


def test_made_the_game_with_three_tricks_or_the_first_two() -> None:
    assert made_the_game([2, 2, 2, 0, 1], 2) and made_the_game([0, 1, 2, 2, 2], 2)
    assert made_the_game([2, 2, 0, 1, 0], 2)  # the first two, and nobody makes three
    assert not made_the_game([2, 2, 1, 1, 1], 2)  # the first two, but another makes three
    assert not made_the_game([2, 0, 2, 1, 0], 2)  # two, not the first two


def test_encyclopedie1752_bete_7_a_bete_on_a_bete_costs_both() -> None:
    """The game left on the table with its bête: the next bête costs the whole of it."""
    d = deal("bete1752", HANDS, "7H", pot=44)
    assert d.table.pot == 66
    s = settle(run(d, "p1 pass", "p2 stand", *FIRST_TWO, *LAST_THREE))
    assert s.made[0].amount == 66 and s.pot_after == 132


def test_the_player_who_makes_his_game_takes_the_game() -> None:
    """p1 says he plays with his three diamonds and takes the last three tricks."""
    s = settle(run(deal("bete1792", HANDS, "7H"), "p1 stand", *FIRST_TWO, *LAST_THREE))
    assert s.deltas == (-8, 22 - 7, -7) and s.pot_after == 0 and not s.made


def test_encyclopedie1752_bete_2_the_devole_gives_a_jeton_to_each() -> None:
    """p0, with five low clubs, says he plays and takes no trick."""
    s = settle(run(deal("bete1792", HANDS, "7H"), "p1 pass", "p2 pass", "p0 stand",
                   *FIRST_TWO, *LAST_THREE))
    assert s.made[0].seat == 0 and s.made[0].amount == 22
    assert s.deltas == (-8 - 22 - 2, -7 + 1, -7 + 1) and s.pot_after == 44


@pytest.mark.parametrize(("price", "paid"), [("forfeit", 22), ("double", 44)])
def test_encyclopedie1752_bete_4_8_a_renonce_makes_the_bete_or_pays_double(
    price: str, paid: int
) -> None:
    """p0 renounces: a club on a spade he lacks is no fault, so he holds one (9S for 7C)."""
    hands = ["9S 8C 9C 10C AC", *HANDS[1:]]
    d = deal("bete1752", hands, "7H", revoke_price=price)
    d = run(d, "p1 pass", "p2 stand", "p1 play 7S", "p2 play KS", "p0 play 8C")
    assert d.play.faults == (0,)
    while not d.is_over:
        d = d.apply(d.legal_actions()[0])
    s = settle(d)
    assert [(o.seat, o.amount) for o in s.made if o.seat == 0] == [(0, paid)]


def test_every_bete_session_conserves_the_jetons() -> None:
    for rid in BETES:
        for n in PRESETS[rid].allowed_players:
            for played in play_session(PRESETS[rid], n, 6, random.Random(n)):
                s = played.settlement
                assert sum(s.deltas) + s.pot_after - s.pot_before == 0
