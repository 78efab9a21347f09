"""One test per rule, named after the clause (or editorial decision) it checks.

Seats are numbered in playing order; with dealer p0 at a table of three the
eldest hand is p1, then p2, then the dealer p0.
"""

from __future__ import annotations

import pytest
from engine_helpers import deal, record, record_deal, run

from mouche.actions import Declare, Play, parse_action
from mouche.cards import parse_card, parse_cards
from mouche.deal import OVER, PLAY, Owed, new_deal
from mouche.errors import IllegalAction
from mouche.presets import get_ruleset
from mouche.records import replay_json
from mouche.settlement import settle
from mouche.tricks import legal_cards, trick_winner, why_illegal

SPADES = "KS QS JS AS 10S"


def refused(d, action: str, clause: str) -> IllegalAction:  # type: ignore[no-untyped-def]
    with pytest.raises(IllegalAction) as e:
        d.apply(parse_action(action))
    assert e.value.clause == clause, e.value
    return e.value


# -- dealing ---------------------------------------------------------------


@pytest.mark.parametrize(
    ("packets", "p1", "p2", "p0"),
    [
        ("3+2", "0 1 2 9 10", "3 4 5 11 12", "6 7 8 13 14"),
        ("2+3", "0 1 6 7 8", "2 3 9 10 11", "4 5 12 13 14"),
        ("2+2+1", "0 1 6 7 12", "2 3 8 9 13", "4 5 10 11 14"),
        ("2+1+2", "0 1 6 9 10", "2 3 7 11 12", "4 5 8 13 14"),
    ],
)
def test_vanderaa1721_deal_packets_from_the_eldest(packets: str, p1: str, p2: str, p0: str) -> None:
    r = get_ruleset("vanderaa1721").replace(packets=packets)
    from mouche.cards import pack

    full = pack("8")
    d = new_deal(r, 3, 0, deck=full)
    for seat, idx in ((1, p1), (2, p2), (0, p0)):
        assert d.hands[seat] == tuple(full[int(i)] for i in idx.split())
    assert d.table.turnup is full[15]
    assert d.talon == full[16:]
    assert d.to_act == 1


def test_vanderaa1721_deal_dealer_antes_five() -> None:
    d = record_deal("everyone-passes")
    assert d.table.opening == (0, 0, -5, 0) and d.table.pot == 5


def test_academie_5_dealer_alone_puts_in_one_per_player() -> None:
    d = deal(
        "academie",
        ["8S QH JH 9D 10D", "JS KH KD 8H 8D", "QS 9S AH 10H 9H", "KC QC JC AC 10C"],
        "9C",
        dealer=1,
    )
    assert d.table.opening == (0, -4, 0, 0) and d.table.pot == 4


def test_deal_rejects_wrong_packs() -> None:
    from mouche.cards import pack
    from mouche.errors import SetupError

    r = get_ruleset("vanderaa1721")
    with pytest.raises(SetupError, match="appears twice"):
        new_deal(r, 3, 0, deck=pack("8")[:-1] + (pack("8")[0],))
    with pytest.raises(SetupError, match="not in the pack"):
        new_deal(r, 3, 0, deck=pack("7")[:28])
    with pytest.raises(SetupError, match="has 27 cards"):
        new_deal(r, 3, 0, deck=pack("8")[:27])
    with pytest.raises(SetupError, match="dealer"):
        new_deal(r, 3, 5, deck=pack("8"))
    with pytest.raises(SetupError, match="hand of p1 has 4"):
        deal("vanderaa1721", [SPADES, "KH QH JH AH", "KD QD JD AD 10D"], "KC")


# -- decisions ----------------------------------------------------------------


def test_vanderaa1721_decisions_exchange_from_the_top_of_the_talon() -> None:
    d = deal(
        "vanderaa1721",
        ["KD QD 8C 9C 10C", "8S 9S 8H 9H 8D", "KH QH JH AH 10H"],
        "KC",
        talon="KS QS JS AS",
    )
    d = run(d, "p1 exchange 8H 9H")
    assert set(d.hands[1]) == set(parse_cards("8S 9S 8D KS QS"))
    assert d.talon == parse_cards("JS AS") and d.discards == parse_cards("8H 9H")
    refused(d, "p2 exchange 8H", "ed.own-cards")
    refused(d, "p2 exchange KH KH", "ed.own-cards")


def test_ed_talon_short_no_more_cards_than_the_talon_holds() -> None:
    d = deal(
        "vanderaa1721", ["KD QD 8C 9C 10C", "8S 9S 8H 9H 8D", "KH QH JH AH 10H"], "KC", talon="KS"
    )
    e = refused(d, "p1 exchange 8H 9H", "ed.talon-short")
    assert "only 1" in e.message
    assert all(len(getattr(a, "cards", ())) <= 1 for a in d.legal_actions())


def test_academie_7_passed_hand_goes_under_the_talon_when_no_discards() -> None:
    hands = ["KD QD 8C 9C 10C", "8S 9S 8H 9H 8D", "KH QH JH AH 10H"]
    d = run(deal("academie", hands, "KC"), "p1 pass")
    assert d.talon == parse_cards("8S 9S 8H 9H 8D") and d.hands[1] == ()
    d = run(d, "p2 exchange KH QH")
    assert parse_card("8S") in d.hands[2]
    d = run(d, "p0 pass")
    assert d.discards == parse_cards("KH QH KD QD 8C 9C 10C")


def test_vanderaa1721_decisions_passed_hand_is_put_aside() -> None:
    hands = ["KD QD 8C 9C 10C", "8S 9S 8H 9H 8D", "KH QH JH AH 10H"]
    d = run(deal("vanderaa1721", hands, "KC"), "p1 pass")
    assert d.aside == parse_cards("8S 9S 8H 9H 8D") and d.talon == ()
    refused(d, "p2 exchange KH", "ed.talon-short")


def test_ed_turn_order_decisions_go_from_the_eldest() -> None:
    d = record_deal("everyone-passes")
    e = refused(d, "p0 stand", "ed.turn-order")
    assert "p3's turn" in e.message
    refused(d, "p3 play KS", "ed.turn-order")
    refused(d, "p9 stand", "ed.own-cards")


def test_ed_all_pass_pot_stays() -> None:
    out = replay_json(record("everyone-passes"))
    assert out["status"] == "complete" and out["deltas"] == [0, 0, -5, 0]
    assert out["pot_after"] == 5


def test_ed_all_pass_option_dealer_takes() -> None:
    text = record("everyone-passes") + '\n[rules]\nall_pass = "dealer-takes"\n'
    out = replay_json(text)
    assert out["deltas"] == [0, 0, 0, 0] and out["pot_after"] == 0


def test_ed_lone_player_wins_five_tricks() -> None:
    hands = ["KD QD 8C 9C 10C", "8S 9S 8H 9H 8D", "KH QH JH AH 10H"]
    d = run(deal("vanderaa1721", hands, "KC", pot=5), "p1 stand", "p2 pass", "p0 pass")
    assert d.phase == OVER and d.end is not None and d.end.kind == "lone"
    s = settle(d)
    assert s.deltas == (-5, 10, 0) and s.pot_after == 0
    a = run(deal("academie", hands, "KC"), "p1 stand", "p2 pass", "p0 pass")
    assert settle(a).deltas == (-3, 3, 0)  # five tricks of one jeton, while the pot lasts
    t = run(
        deal("academie", hands, "KC", lone_player="takes-pot"), "p1 stand", "p2 pass", "p0 pass"
    )
    assert settle(t).deltas == (-3, 3, 0)


def test_ed_lone_player_with_a_mouche_shows_it() -> None:
    hands = ["KD QD 8C 9C 10C", SPADES, "KH QH JH AH 10H"]
    d = run(deal("vanderaa1721", hands, "KC"), "p1 stand", "p2 pass", "p0 pass")
    s = settle(d)
    assert s.mouche is not None and s.mouche.seat == 1 and s.deltas == (-5, 5, 0)


# -- the mouche -------------------------------------------------------------------


def test_academie_10_mouche_wins_without_play() -> None:
    d = deal("vanderaa1721", ["KD QD 8C 9C 10C", SPADES, "8H 9H 10H 8D 9D"], "KH")
    d = run(d, "p1 declare")
    s = settle(d)
    assert d.tricks == () and s.mouche is not None and s.mouche.points == 50
    assert s.deltas == (-5, 5, 0)


@pytest.mark.parametrize(
    ("ruleset", "at_once"), [("academie", "academie.10"), ("vanderaa1721", "vanderaa1721.mouche")]
)
def test_academie_10_only_a_mouche_as_dealt_can_be_declared(ruleset: str, at_once: str) -> None:
    d = deal(
        ruleset,
        ["KD QD 8C 9C 10C", "KS QS JS AS 8H", "9H 10H 8D 9D JD"],
        "KH",
        talon="10S QH",
    )
    refused(d, "p1 declare", at_once)
    d = run(d, "p1 exchange 8H")  # now five spades, but not as dealt
    refused(d, "p1 declare", at_once)  # not "out of turn": never a mouche
    d = run(d, "p2 stand", "p0 stand")
    assert d.phase == PLAY
    # art. 10 ("the five cards first dealt"), not art. 13 (a mouche saved by standing on it)
    e = refused(d, "p1 declare", at_once)
    assert "first dealt" in e.message and "stood" not in e.message


def test_academie_11_trump_mouche_beats_plain() -> None:
    out = replay_json(record("trump-mouche-beats-plain"))
    assert out["mouche"] == {"holder": 2, "suit": "H", "points": 47}
    assert out["deltas"] == [-5, 0, 5]


def test_academie_11_higher_count_wins_between_plain_mouches() -> None:
    out = replay_json(record("mouche-points"))
    assert out["mouche"] == {"holder": 2, "suit": "D", "points": 50}


def test_academie_11_equal_counts_go_to_priority() -> None:
    out = replay_json(record("mouche-priority"))
    assert out["mouche"] == {"holder": 1, "suit": "S", "points": 49}
    assert out["deltas"] == [-6, 3, 0]  # p2 shows a mouche too: he neither wins nor pays


def test_academie_12_an_answer_must_be_true() -> None:
    d = deal("academie", ["KD QD 8C 9C 10C", SPADES, "8H 9H 10H 8D 9D"], "KH")
    d = run(d, "p1 stand", "p2 ask p1")
    assert d.to_act == 1
    e = refused(d, "p1 answer no", "academie.12")
    assert "must be true" in e.message
    refused(d, "p2 stand", "ed.question-turn")
    assert run(d, "p1 answer yes").to_act == 2
    assert run(d, "p1 silent").to_act == 2
    d2 = run(d, "p1 silent")
    refused(d2, "p2 ask p1", "ed.question-turn")  # once per pair
    refused(d2, "p2 answer yes", "ed.question-turn")


def test_academie_12_only_a_standing_player_can_be_asked() -> None:
    d = deal("academie", ["KD QD 8C 9C 10C", "8H 9H 10H 8D 9D", SPADES], "KH", talon="KC QC")
    d = run(d, "p1 exchange 8H")
    refused(d, "p2 ask p1", "academie.12")
    refused(d, "p2 ask p2", "ed.question-turn")


def test_academie_12_no_false_no_when_he_has_none() -> None:
    d = deal("academie", ["KD QD 8C 9C 10C", "8H 9H 10H 8D 9D", SPADES], "KH")
    d = run(d, "p1 stand", "p2 ask p1")
    refused(d, "p1 answer yes", "academie.12")
    assert run(d, "p1 answer no").phase == "decide"


def test_vanderaa1721_questions_silence_counts_as_yes() -> None:
    d = deal("vanderaa1721", ["KD QD 8C 9C 10C", SPADES, "8H 9H 10H 8D 9D"], "KH")
    out = replay_json(
        'ruleset = "vanderaa1721"\nplayers = 3\nhands = ["KD QD 8C 9C 10C", "KS QS JS AS 10S", '
        '"8H 9H 10H 8D 9D"]\nturnup = "KH"\nactions = ["p1 stand", "p2 ask p1", "p1 silent"]'
    )
    assert "silence counts as yes" in out["steps"][2]["rulings"][0]["text"]
    assert d.legal_actions()  # still deciding


def test_academie_13_saved_mouche_traps_those_who_stood() -> None:
    out = replay_json(record("saved-mouche"))
    assert out["mouche"]["holder"] == 1
    assert out["deltas"] == [-6, 3, -3] and out["pot_after"] == 6


def test_academie_13_a_saved_mouche_takes_the_mouches_owed() -> None:
    hands = ["KD QD 8C 9C 10C", SPADES, "8H 9H 10H 8D 9D"]
    owed = (Owed(0, 6), Owed(2, 3))
    d = deal("academie", hands, "KH", owed=owed, several_mouches="separately")
    assert d.table.pot == 3 + 6 and d.table.owed == (Owed(2, 3),)
    s = settle(run(d, "p1 stand", "p2 pass", "p0 pass"))
    assert s.deltas == (-3 - 6, 9 + 3, -3) and s.owed == ()
    s = settle(run(d, "p1 stand", "p2 stand", "p0 pass", "p1 declare"))
    assert s.deltas == (-3 - 6, 9 + 3, -3) and s.owed == (Owed(2, 9),)
    v = deal("vanderaa1721", hands, "KH", owed=owed, several_mouches="separately")
    assert settle(run(v, "p1 stand", "p2 pass", "p0 pass")).owed == (Owed(2, 3),)


def test_academie_10_a_mouche_shown_at_once_takes_the_basket_only() -> None:
    out = replay_json(record("mouche-at-once-basket-only"))
    assert out["deltas"] == [-4, 0, 4, 0] and out["mouches_owed"] == [9, 4]
    assert out["owed"] == [[1, 9], [3, 4]] and out["pot_after"] == 0
    saved = replay_json(record("saved-mouche-takes-owed"))
    assert saved["deltas"] == [-4, 0, 8, -4] and saved["owed"] == [[1, 9], [3, 9]]


def test_vanderaa1721_mouche_declared_before_the_first_card_only() -> None:
    d = deal("vanderaa1721", ["KD QD 8C 9C 10C", SPADES, "8H 9H 10H 8D 9D"], "KH")
    d = run(d, "p1 stand", "p2 stand", "p0 stand")
    assert Declare(1) in d.legal_actions()
    d = run(d, "p1 play KS")
    refused(d, "p1 declare", "vanderaa1721.mouche")
    refused(d, "p2 declare", "vanderaa1721.mouche")


def test_ed_mouche_showdown_undecided_mouche_holder_shows() -> None:
    out = replay_json(record("mouche-points"))
    rulings = [r["text"] for s in out["steps"] for r in s["rulings"]]
    assert any("Several mouches" in t for t in rulings)


# -- trick play -----------------------------------------------------------------------


def test_vanderaa1721_play_follow_suit() -> None:
    out = replay_json(record("illegal-renege"))
    assert out["status"] == "illegal"
    assert out["error"]["clause"] == "vanderaa1721.play" and out["error"]["action"] == 4
    assert "renege" in out["error"]["message"]


def test_vanderaa1721_play_must_overtrump() -> None:
    out = replay_json(record("must-overtrump"))
    assert out["error"]["clause"] == "vanderaa1721.play"
    assert "overtrump" in out["error"]["message"]
    assert legal_cards(parse_cards("AC 8C QH JH 9D"), parse_cards("KS 9C"), "C", False) == (
        parse_card("AC"),
    )


def test_vanderaa1721_play_must_trump_when_void() -> None:
    assert legal_cards(parse_cards("8C QH"), parse_cards("KS"), "C", False) == (parse_card("8C"),)
    assert legal_cards(parse_cards("QH 9D"), parse_cards("KS"), "C", False) == parse_cards("QH 9D")
    assert "does not trump" in why_illegal(
        parse_card("QH"), parse_cards("8C QH"), parse_cards("KS"), "C", False
    )


def test_vanderaa1721_play_may_discard_when_unable_to_beat_a_trump() -> None:
    out = replay_json(record("may-discard"))
    assert out["status"] == "incomplete" and out["tricks"][0]["winner"] == 2
    hand = parse_cards("8C QH JH 9D 10D")
    assert legal_cards(hand, parse_cards("KS AC"), "C", False) == hand


def test_vanderaa1721_play_following_need_not_head() -> None:
    hand = parse_cards("QS 9S AH")
    assert legal_cards(hand, parse_cards("JS"), "C", False) == parse_cards("QS 9S")


def test_academie_15_must_head_the_trick() -> None:
    out = replay_json(record("academie-must-head"))
    assert out["error"]["clause"] == "academie.15" and "head" in out["error"]["message"]
    hand = parse_cards("QS 9S AH")
    assert legal_cards(hand, parse_cards("JS"), "C", True) == (parse_card("QS"),)
    # a trick already trumped cannot be headed by following suit
    assert legal_cards(hand, parse_cards("JS 8C"), "C", True) == parse_cards("QS 9S")


def test_academie_15_penalty_enforcement_lets_the_card_stand_and_punishes() -> None:
    text = record("academie-must-head").replace(
        'ruleset = "academie"', 'ruleset = "academie-rigour"'
    )
    out = replay_json(text)
    assert out["status"] == "incomplete"
    assert any("breaks a duty" in r["text"] for r in out["steps"][-1]["rulings"])


def test_ed_penalty_once_a_faulty_player_pays_one_mouche() -> None:
    hands = ["8S QH JH 9D 10D", "JS KH KD 8H 8D", "QS 9S AH 10H 9H"]
    d = deal("academie-rigour", hands, "KC")
    d = run(d, "p1 stand", "p2 stand", "p0 stand", "p1 play JS", "p2 play 9S", "p0 play 8S")
    assert d.faults == (2,)
    rng_free = d
    while not rng_free.is_over:
        rng_free = rng_free.apply(Play(rng_free.to_act, rng_free.legal_cards()[0]))
    s = settle(rng_free)
    assert [o.seat for o in s.made].count(2) == 1


def test_vanderaa1721_play_trick_winner() -> None:
    assert trick_winner(parse_cards("KS 9C AS"), "C") == 1
    assert trick_winner(parse_cards("JS QS 10C AC"), "C") == 3
    assert trick_winner(parse_cards("JS QH AS"), "C") == 0


def test_ed_own_cards_cannot_play_a_card_not_held() -> None:
    d = run(record_deal("illegal-renege"), "p1 stand", "p2 stand", "p0 stand")
    refused(d, "p1 play AS", "ed.own-cards")
    refused(d, "p2 play QS", "ed.turn-order")
    refused(d, "p1 stand", "ed.turn-order")
    refused(d, "p1 ask p2", "ed.question-turn")


def test_ed_turn_order_nothing_after_the_end() -> None:
    d = run(record_deal("everyone-passes"), "p3 pass", "p0 pass", "p1 pass", "p2 pass")
    assert d.legal_actions() == []
    refused(d, "p3 stand", "ed.turn-order")


# -- payment ------------------------------------------------------------------------


def test_vanderaa1721_payment_each_trick_a_fifth_of_the_pot() -> None:
    out = replay_json(record("tricks-paid"))
    assert out["tricks_won"] == [1, 3, 1]
    assert out["deltas"] == [-5 + 2, 6, 2] and out["pot_after"] == 0


def test_vanderaa1721_payment_no_trick_makes_the_mouche() -> None:
    out = replay_json(record("making-the-mouche"))
    assert out["tricks_won"] == [0, 5, 0]
    assert out["deltas"] == [-5 - 10, 10, -10] and out["pot_after"] == 20


def test_vanderaa1721_limit_caps_the_mouche() -> None:
    out = replay_json(record("making-the-mouche") + "[rules]\nmouche_limit = 8\n")
    assert out["deltas"] == [-5 - 8, 10, -8] and out["pot_after"] == 16


def test_vanderaa1721_deferred_mouches_go_one_a_deal() -> None:
    out = replay_json(record("making-the-mouche") + '[rules]\nseveral_mouches = "separately"\n')
    assert out["deltas"] == [-5, 10, 0] and out["pot_after"] == 0
    assert out["mouches_owed"] == [10, 10]
    nxt = deal(
        "vanderaa1721",
        ["KD QD 8C 9C 10C", SPADES, "8H 9H 10H 8D 9D"],
        "KH",
        dealer=1,
        owed=(Owed(2, 10), Owed(0, 10)),
        several_mouches="separately",
    )
    assert nxt.table.opening == (0, -5, -10) and nxt.table.owed == (Owed(0, 10),)


def test_academie_6_mouches_go_in_together() -> None:
    out = replay_json(record("making-the-mouche").replace('"vanderaa1721"', '"academie"'))
    # the same cards under the Académie: pot 5 + 3, trick value 8 // 3 = 2, paid while it lasts
    assert out["tricks_won"] == [0, 5, 0]
    assert out["mouches_owed"] == [] and out["pot_after"] == 0 + 8 + 8


def test_academie_9_one_jeton_a_trick_per_mouche_and_ed_pot_short() -> None:
    out = replay_json(record("academie-pot-short"))
    assert out["deltas"] == [-3, 3, 0] and out["pot_after"] == 0
    texts = [r["text"] for r in out["steps"][-1]["rulings"]]
    assert any("ran out" in t for t in texts)


def test_academie_9_double_mouche_pays_two_a_trick() -> None:
    out = replay_json(record("academie-pot-short").replace("dealer = 0", "dealer = 0\npot = 3"))
    # 3 in the basket + 3 ante = a double mouche: two jetons a trick
    assert out["deltas"] == [-3, 6, 0] and out["pot_after"] == 0
