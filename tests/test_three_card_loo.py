"""Three-card Loo: Hoyle's paragraph (hoyle-loo-three) and the Britannica's game with its
miss (eb1911-loo), played by the one engine as options (packets=1+1+1, exchange=miss,
ante=three-each, trick_pay=third-of-pot, flush=none).

Each test fails without the work of issue 35's three-card step: before it every hand was
five cards, a deal five tricks, and no miss was dealt.
"""

from __future__ import annotations

import random

import pytest
from engine_helpers import deal, run

from mouche.actions import Exchange, Pass, parse_action
from mouche.cards import parse_cards
from mouche.deal import EXCHANGED, new_deal
from mouche.errors import IllegalAction, RulesetError, SetupError
from mouche.presets import get_ruleset
from mouche.session import play_session
from mouche.settlement import settle
from mouche.shuffle import shuffled_pack

HOYLE3, EB = "hoyle-loo-three", "eb1911-loo"


def test_three_cards_one_at_a_time_and_the_miss_dealt_after_the_dealer() -> None:
    """eb1911-loo.1: "three cards face downwards, one by one, to each player and an extra
    hand called miss, and turns up the top of the undealt cards"."""
    r = get_ruleset(EB)
    plan = r.deal_plan(4, 0)
    assert plan.hand_size == 3 and plan.order == (1, 2, 3, 0)
    deck = shuffled_pack(r, 4, random.Random(1))
    d = new_deal(r, 4, 0, deck=deck)
    # one at a time from the eldest: p1 gets cards 0, 5, 10; the miss 4, 9, 14
    assert d.hands[1] == (deck[0], deck[5], deck[10])
    assert d.hands[0] == (deck[3], deck[8], deck[13])
    assert d.table.talon[:3] == (deck[4], deck[9], deck[14])
    assert d.table.turnup == deck[15]
    assert len(d.table.talon) == 52 - 4 * 3 - 1


def test_table_sizes_are_what_the_pack_deals() -> None:
    """ed.three-card-tables: seventeen hands of three and the turn-up from 52; sixteen with
    a miss; five cards keep three to ten (ed.whole-pack-tables)."""
    assert get_ruleset(HOYLE3).allowed_players == tuple(range(3, 18))
    assert get_ruleset(EB).allowed_players == tuple(range(3, 17))
    assert get_ruleset("hoyle-loo").allowed_players == tuple(range(3, 11))
    with pytest.raises(RulesetError, match=r"3, 4, 5.*not 17"):
        get_ruleset(EB).deal_plan(17, 0)
    with pytest.raises(SetupError, match="has 5 cards, not 3"):
        deal(HOYLE3, ["KD QD 8C 9C 10C", "KS QS JS", "8H 9H 10H"], "KH")


def test_hoyle_three_card_loo_has_no_pass_no_exchange_and_three_tricks() -> None:
    """hoyle-loo.a.3: "the cards are not exchanged, nor permitted to be thrown up"."""
    d = deal(HOYLE3, ["KD QD 8C", "KS QS JS", "8H 9H 8D"], "KH", talon="2C 3C 4C")
    for action, words in (
        (Pass(1), "compulsory"),
        (Exchange(1, parse_cards("KS")), "not exchanged"),
    ):
        with pytest.raises(IllegalAction, match=words) as e:
            d.apply(action)
        assert e.value.clause == "hoyle-loo.a.3"
    assert {type(a).__name__ for a in d.legal_actions()} == {"Stand"}
    d = run(d, "p1 stand", "p2 stand", "p0 stand", "p1 play KS", "p2 play 8H", "p0 play QD")
    d = run(d, "p2 play 8D", "p0 play KD", "p1 play JS")
    d = run(d, "p0 play 8C", "p1 play QS", "p2 play 9H")
    assert d.is_over and len(d.tricks) == 3 and d.won == (1, 0, 2)
    s = settle(d)
    # three jetons each: 9; a trick is a third, 3; p1 took none: looed for the stake, 3
    assert s.deltas == (-3 + 3, -3 - 3, -3 + 6) and s.pot_after == 3


def test_the_miss_is_taken_whole_once_and_binds_its_taker() -> None:
    """eb1911-loo.1: the taker puts his cards down and takes the extra hand; once miss is
    taken the later players may only play or pass; the taker must play."""
    d = deal(EB, ["AS 7H 2C", "4C 5D 6S", "KH QH 9D", "8D 3S 10C"], "5H", talon="AH KS QC JS")
    assert Exchange(1, d.hands[1]) in d.legal_actions()
    with pytest.raises(IllegalAction, match="whole hand") as e:
        d.apply(parse_action("p1 exchange 4C 5D"))
    assert e.value.clause == "eb1911-loo.1"
    d = d.apply(parse_action("p1 exchange 4C 5D 6S"))
    assert d.hands[1] == parse_cards("AH KS QC") and d.decisions.status[1] == EXCHANGED
    assert not any(isinstance(a, Exchange) for a in d.legal_actions())
    with pytest.raises(IllegalAction, match="miss has been taken") as e:
        d.apply(parse_action("p2 exchange KH QH 9D"))
    assert e.value.clause == "eb1911-loo.1"
    d = run(d, "p2 stand", "p3 pass", "p0 stand")
    assert d.play.active == (1, 2, 0)  # the taker plays: he cannot pass after


def test_a_lone_player_and_a_whole_sweep_take_three_tricks() -> None:
    """The lone player is paid every trick of the deal, three (option lone_player); all
    three tricks take the whole pool (trick_pay=third-of-pot)."""
    d = deal(EB, ["AS 7H 2C", "4C 5D 6S", "KH QH 9D"], "5H", talon="AH KS QC JS")
    s = settle(run(d, "p1 stand", "p2 pass", "p0 pass"))
    assert s.deltas == (-3, -3 + 9, -3) and s.pot_after == 0
    assert "three tricks" in " ".join(x.text for x in s.rulings)


@pytest.mark.parametrize("rid", [HOYLE3, EB])
def test_sessions_conserve_jetons_at_every_table(rid: str) -> None:
    r = get_ruleset(rid)
    for players in (3, 7, r.allowed_players[-1]):
        for played in play_session(r, players, 6, random.Random(players)):
            s = played.settlement
            assert sum(s.deltas) + s.pot_after - s.pot_before == 0
            assert all(len(t.cards) == len(played.deal.play.active) for t in played.deal.tricks)
            assert len(played.deal.tricks) in (0, 3)


def test_the_leader_leads_the_trump_ace_or_a_trump_of_two() -> None:
    """eb1911-loo.1: "If the leader holds ace of trumps he must lead it (or king, if ace is
    turned up). If the leader has two trumps he must lead one of them" (ed.two-trumps)."""
    # hearts trumps: p1 holds the ace of trumps and must lead it
    d = run(
        deal(EB, ["KD QD 8C", "AH 9S 2C", "8H 9H 8D"], "5H"), "p1 stand", "p2 stand", "p0 stand"
    )
    assert d.legal == parse_cards("AH")
    with pytest.raises(IllegalAction, match="must lead it") as e:
        d.apply(parse_action("p1 play 9S"))
    assert e.value.clause == "eb1911-loo.1"
    # the ace turned up: the king is the card to lead
    d = run(
        deal(EB, ["KD QD 8C", "KH 9S 2C", "8H 9H 8D"], "AH"), "p1 stand", "p2 stand", "p0 stand"
    )
    assert d.legal == parse_cards("KH")
    # two trumps and not the ace: one of them; after trick 1 p2 leads (he won with 9H)
    d = run(
        deal(EB, ["KD QD 8C", "2H 3H 2C", "9H 8H 8D"], "5H"), "p1 stand", "p2 stand", "p0 stand"
    )
    assert set(d.legal) == set(parse_cards("2H 3H"))
    with pytest.raises(IllegalAction, match="two trumps") as e:
        d.apply(parse_action("p1 play 2C"))
    assert e.value.clause == "eb1911-loo.1"
    # without the option any card leads (Hoyle's three-card paragraph says nothing of it)
    h = run(
        deal(HOYLE3, ["KD QD 8C", "AH 9S 2C", "8H 9H 8D"], "5H"), "p1 stand", "p2 stand", "p0 stand"
    )
    assert set(h.legal) == set(parse_cards("AH 9S 2C"))


@pytest.mark.parametrize("rid", [HOYLE3, EB])
def test_the_reasoning_player_plays_three_card_loo_to_the_end(rid: str) -> None:
    """Its worlds read what a lead says under the trump ace's duty (a seat that led
    another card holds no ace of trumps): without that, under eb1911-loo, no world fitted
    what it had seen within its draws and it stopped with an error."""
    from mouche.simulate_plan import STYLES

    for played in play_session(
        get_ruleset(rid), 4, 8, random.Random(23), player=STYLES["reasoning"]
    ):
        assert played.deal.is_over


def test_play_offers_the_miss_as_one_choice_and_shows_the_card_above_all() -> None:
    """In the browser's Play, taking the miss is one button (the whole hand for the extra
    one), not cards to pick; a game with a top card names it beside the order of the cards."""
    import json
    from typing import Any

    from mouche import browser

    def ask(op: str, **args: object) -> Any:
        answer = json.loads(browser.call(json.dumps({"op": op, "args": args})))
        assert answer["ok"], answer
        return answer["result"]

    view = ask("position", ruleset=EB, players=4, seed=1, seat=1)
    assert view["exchange_max"] == 0
    (miss,) = [b for b in view["buttons"] if b.get("miss")]
    assert miss["action"] == "p1 exchange " + " ".join(view["hand"])
    after = ask("play", **view["permalink"], action=miss["action"])
    assert after["hand"] != view["hand"]
    assert ask("position", ruleset="hoyle-loo", players=4, seed=1, seat=1)["ranking"]["top"] == "JC"
    assert view["ranking"]["top"] is None
