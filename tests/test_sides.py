"""Two sides (option sides): Cotton's French Ruff (cotton1674-french-ruff) and the
Encyclopédie's Triomphe (triomphe1765), partners seated alternately, their tricks counted
together and paid in points (option trick_pay; ed.sides-reading, ed.side-points,
ed.triomphe-point)."""

from __future__ import annotations

import random

import pytest
from engine_helpers import deal, record_deal, run

from mouche.actions import Play, format_action, parse_action
from mouche.cards import parse_card, parse_cards
from mouche.deal import Deal
from mouche.errors import IllegalAction, RulesetError
from mouche.players.information import sample_world
from mouche.players.seat_view import ShownEarly, information_set
from mouche.presets import PRESETS, get_ruleset
from mouche.rulesets import SOURCE_NAMES
from mouche.rulings import written
from mouche.session import deal_from_seed, play_out
from mouche.settlement import settle
from mouche.sides import partners, points_won
from mouche.strategy import choose

RECORD = "cotton1674-french-ruff-five-win-five"
HANDS = ["KH 10H 7C 8C 9C", "KC 2C 2S 3S 4D", "QH JH KS QS KD", "5H 6S 7S 6D 7D"]
PLAYED = (
    "p1 stand", "p2 stand", "p3 stand", "p0 stand",
    "p1 play KC", "p2 play JH", "p3 play 5H", "p0 play 7C",
    "p2 play KS", "p3 play 6S", "p0 play 10H", "p1 play 2S",
    "p0 play KH", "p1 play 3S", "p2 play QH", "p3 play 6D",
    "p0 play 8C", "p1 play 2C", "p2 play QS", "p3 play 7S",
    "p0 play 9C", "p1 play 4D", "p2 play KD", "p3 play 7D",
)  # fmt: skip


def test_cotton1674_french_ruff_4_all_five_tricks_win_five() -> None:
    d = run(record_deal(RECORD), *PLAYED)
    s = settle(d)
    assert d.play.won == (4, 0, 1, 0)  # p0 and p2 took all five between them
    assert s.deltas == (5, -5, 5, -5) and s.pot_after == 0
    assert s.rulings[-1].clauses == ("cotton1674.french-ruff.4", "ed.side-points")


def test_cotton1674_french_ruff_6_trump_again_though_it_cannot_win() -> None:
    d = run(record_deal(RECORD), *PLAYED[:6])
    assert [str(c) for c in d.legal] == ["5H"]  # p3, out of clubs, under p2's knave


def test_cotton1674_french_ruff_4_three_or_four_tricks_win_but_one() -> None:
    assert [points_won(n, 5, five_for_all=True) for n in range(6)] == [0, 0, 0, 1, 1, 5]
    assert [points_won(n, 5, five_for_all=False) for n in range(6)] == [0, 0, 0, 1, 1, 1]


def test_ed_triomphe_point_all_five_tricks_win_one() -> None:
    """The same cards under the Triomphe's point (trick_pay = side-one): one point only."""
    d = run(deal("cotton1674-french-ruff", HANDS, "3H", trick_pay="side-one"), *PLAYED)
    assert settle(d).deltas == (1, -1, 1, -1)


def test_cotton1674_french_ruff_2_two_readings_of_of_a_side() -> None:
    """Two, four or six at the table; or two, four or six a side, which five cards each
    from the whole pack allow at four and eight only (ed.sides-reading)."""
    ruff = get_ruleset("cotton1674-french-ruff")
    assert ruff.allowed_players == (2, 4, 6)
    assert ruff.replace(sides="of-two-four-or-six").allowed_players == (4, 8)
    assert get_ruleset("triomphe1765").allowed_players == (2, 4, 6)  # 31 of 32 cards at six
    assert partners(1, 6) == (1, 3, 5) and partners(4, 6) == (0, 2, 4)
    with pytest.raises(RulesetError, match=r"is for 2, 4, 6 players, not 3$"):
        deal_from_seed(ruff, 3, 1)


@pytest.mark.parametrize("rid", ["cotton1674-french-ruff", "triomphe1765"])
def test_the_sides_win_and_lose_alike_and_nothing_is_left(rid: str) -> None:
    rng = random.Random(rid)
    for players in get_ruleset(rid).allowed_players:
        for seed in range(20):
            s = settle(play_out(deal_from_seed(rid, players, seed), rng))
            assert s.pot_after == 0 and sum(s.deltas) == 0
            assert len(set(s.deltas[0::2])) == 1 and len(set(s.deltas[1::2])) == 1
            assert s.deltas[0] in ((-5, -1, 1, 5) if rid != "triomphe1765" else (-1, 1))


def test_every_preset_names_its_own_source_in_its_notes() -> None:
    """'Not in the Encyclopédie's Triomphe (1765): ...', never a source id."""
    assert {r.reads[0] for r in PRESETS.values()} <= set(SOURCE_NAMES)


def test_the_simple_player_does_not_take_a_trick_from_his_partner() -> None:
    hands = ["KS 2S 3D 4D 5D", "9S 2C 3C 4C 5C", "QS 6D 7D 8D 9D", "10S 6C 7C 8C 9C"]
    d = run(deal("cotton1674-french-ruff", hands, "3H"), *PLAYED[:4])
    d = run(d, "p1 play 9S", "p2 play QS", "p3 play 10S")  # p2, p0's partner, holds it
    assert [str(c) for c in d.legal] == ["KS", "2S"]
    assert str(choose(d, random.Random(0)).card) == "2S"  # no need to overtake him


ROBBING = ["KH 10H 7C 8C 9C", "AS 2C 2S 3S 4D", "QH JH KS QS KD", "5H 6S 7S 6D 7D"]
"""p1 holds the ace of spades, trumps when the nine of spades is turned up."""


def test_cotton1674_french_ruff_3_the_ace_holder_must_take_the_turned_up_card() -> None:
    d = run(deal("cotton1674-french-ruff", ROBBING, "9S"))
    assert d.robber == 1 and {format_action(a) for a in d.legal_actions()} == {
        f"p1 rob {c}" for c in ("AS", "2C", "2S", "3S", "4D")
    }
    with pytest.raises(IllegalAction) as e:
        d.apply(parse_action("p1 stand"))
    assert e.value.clause == "cotton1674.french-ruff.3" and "must take" in e.value.message
    robbed = run(d, "p1 rob 4D")
    assert "9S" in map(str, robbed.hands[1]) and "4D" not in map(str, robbed.hands[1])
    assert robbed.turned_up == () and robbed.discards == tuple(parse_cards("4D"))
    with pytest.raises(IllegalAction, match=r"the holder of the ace of trumps \(p1\)"):
        run(d.apply(parse_action("p1 rob 4D")), "p2 rob KD")


def test_cotton1674_french_ruff_3_nobody_takes_a_turned_up_ace() -> None:
    d = deal("cotton1674-french-ruff", ROBBING[:1] + ["8S 2C 2S 3S 4D"] + ROBBING[2:], "AS")
    assert d.robber is None and "p1 stand" in map(format_action, d.legal_actions())
    with pytest.raises(IllegalAction, match="nobody holds the ace of trumps"):
        d.apply(parse_action("p1 rob 4D"))


def test_cotton1674_french_ruff_5_a_renonce_loses_one_or_two_by_agreement() -> None:
    """Under the 'penalty' enforcement, p2 discards a diamond though he holds trumps: his
    side loses the agreed point (or two) besides what the tricks win; each for himself, he
    pays a jeton a point to each other player."""
    for price, points in (("one-point", 1), ("two-points", 2)):
        d = deal(
            "cotton1674-french-ruff", HANDS, "3H", enforcement="penalty", revoke_price=price
        )
        d = run(d, *PLAYED[:5], "p2 play KD")
        assert d.play.faults == (2,)
        while not d.is_over:  # the rest by the duties
            d = d.apply(Play(d.to_act, d.legal[0]))
        s = settle(d)
        fault = [r for r in s.rulings if "renounced" in r.text]
        assert len(fault) == 1 and fault[0].clauses[0] == "cotton1674.french-ruff.5"
        won = next(r.text for r in s.rulings if "took" in r.text)
        side_won = 1 if "side of p0, p2" in won else -1
        tricks = int(won.split(" wins ")[1].split(" ")[0].replace("one", "1"))
        assert s.deltas[0] == side_won * tricks - points and sum(s.deltas) == 0
    alone = get_ruleset("academie").replace(enforcement="penalty", revoke_price="one-point")
    assert alone.chosen.revoke_price.points == 1


def test_cotton1674_french_ruff_5_a_renonce_loses_the_whole_game_if_so_made() -> None:
    """Under revoke_price = the-game (ed.whole-game) p2's renonce loses his side the deal as
    if the other side had taken all five tricks, whatever the tricks: five points, a jeton a
    point and a player."""
    d = deal("cotton1674-french-ruff", HANDS, "3H", enforcement="penalty", revoke_price="the-game")
    d = run(d, *PLAYED[:5], "p2 play KD")
    while not d.is_over:
        d = d.apply(Play(d.to_act, d.legal[0]))
    s = settle(d)
    assert s.deltas == (-5, 5, -5, 5) and s.pot_after == 0
    lost = s.rulings[-1]
    assert lost.clauses == ("cotton1674.french-ruff.5", "ed.whole-game")
    assert "loses the game" in lost.text and not any("took" in r.text for r in s.rulings)
    with pytest.raises(RulesetError, match="only where two sides play"):
        get_ruleset("academie").replace(enforcement="penalty", revoke_price="the-game")


def _early(**options: object) -> Deal:
    return deal("cotton1674-french-ruff", HANDS, "3H", out_of_turn="loses-one", **options)


def test_cotton1674_french_ruff_7_a_card_before_its_turn_loses_one() -> None:
    """p3 plays before p2, whose turn it is: the card is taken back, the trick waits for p2,
    and p3's side loses one point, a jeton a player, besides what the tricks win."""
    d = run(_early(), *PLAYED[:5], "p3 play 5H")
    assert d.to_act == 2 and d.trick == parse_cards("KC") and "5H" in map(str, d.hands[3])
    said = written(d.said[-1])
    assert said.clauses == ("cotton1674.french-ruff.7", "ed.out-of-turn")
    assert "before his turn" in said.text
    d = run(d, *PLAYED[5:])
    s = settle(d)
    plain = settle(run(deal("cotton1674-french-ruff", HANDS, "3H"), *PLAYED))
    assert s.deltas == tuple(x + (1 if k % 2 == 0 else -1) for k, x in enumerate(plain.deltas))
    lost = [r for r in s.rulings if "before his turn" in r.text]
    assert len(lost) == 1 and lost[0].clauses[0] == "cotton1674.french-ruff.7"


def test_cotton1674_french_ruff_7_not_at_the_last_card_of_all() -> None:
    d = run(_early(), *PLAYED[:20], "p2 play KD")  # the last trick: p0 leads it
    d = run(d, *PLAYED[20:])
    assert settle(d).deltas == settle(run(_early(), *PLAYED)).deltas


def test_without_the_price_a_card_out_of_turn_is_refused() -> None:
    d = run(deal("cotton1674-french-ruff", HANDS, "3H"), *PLAYED[:5])
    with pytest.raises(IllegalAction, match="it is p2's turn to play") as e:
        d.apply(parse_action("p3 play 5H"))
    assert e.value.clause == "ed.turn-order"
    with pytest.raises(IllegalAction, match="does not hold") as e:
        run(_early(), *PLAYED[:5]).apply(parse_action("p3 play KS"))
    assert e.value.clause == "ed.own-cards"


def test_the_others_see_the_card_played_early_in_his_hand() -> None:
    d = run(_early(), *PLAYED[:5], "p3 play 5H", "p2 play JH")
    info = information_set(d, 0)
    assert ShownEarly(3, parse_card("5H")) in info.seen
    for seed in range(6):
        world = sample_world(info, random.Random(seed))
        assert parse_card("5H") in world.hands[3]
        assert information_set(world, 0) == info
