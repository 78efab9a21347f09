"""The family's rules (issue 35), one test per rule, named after the clause (or editorial
decision) it checks: the games of the family beside Mouche, each a preset of the same options.

Seats are numbered in playing order; with dealer p0 at a table of three the eldest hand is
p1, then p2, then the dealer p0.
"""

from __future__ import annotations

import json

import pytest
from engine_helpers import deal, record, run

from mouche.actions import parse_action
from mouche.cards import parse_card, parse_cards
from mouche.deal import new_deal
from mouche.errors import IllegalAction, RulesetError
from mouche.presets import PRESETS, get_ruleset
from mouche.records import replay_json
from mouche.rulesets import Ruleset
from mouche.settlement import settle
from mouche.tricks import STRENGTH, trick_laws, why_illegal

# Hearts trumps; p2 holds Mistigris (JC) and no heart.
BALZAC = ["AH 10H 9H KC QC", "KH QH AS 10S 9S", "JC KS QS KD QD"]
STOOD = ("p1 stand", "p2 stand", "p0 stand")


def _refused(d, action: str) -> IllegalAction:  # type: ignore[no-untyped-def]
    with pytest.raises(IllegalAction) as e:
        d.apply(parse_action(action))
    return e.value


# -- every preset names the source it reads ------------------------------------------------


def test_every_preset_names_the_sources_it_reads() -> None:
    assert get_ruleset("balzac1839").reads == ("balzac1839",)
    assert get_ruleset("academie-rigour").reads == ("academie",)
    with pytest.raises(RulesetError, match="names no source it reads"):
        Ruleset("academie-x", "t", "d", dict(PRESETS["academie"].options))


# -- a top card above trumps (Balzac's Mistigris) ------------------------------------------


def test_balzac1839_8_mistigris_is_the_jack_of_clubs_above_every_card() -> None:
    r = get_ruleset("balzac1839")
    assert r.top_of("H") is parse_card("JC") and r.options["top_card"] == "jack-of-clubs"
    laws = trick_laws("H", r.top_of("H"))
    king_of_trumps = laws.leads[parse_card("KH")][parse_card("KH")]
    for led in parse_cards("KH KS KD KC"):
        assert laws.leads[led][parse_card("JC")] > king_of_trumps


def test_balzac1839_7_mistigris_takes_the_king_of_trumps() -> None:
    out = replay_json(record("balzac1839-mistigris"))
    assert out["status"] == "complete"
    assert out["tricks"][0]["cards"] == ["KH", "JC", "AH"] and out["tricks"][0]["winner"] == 2
    d = run(deal("balzac1839", BALZAC, "8H"), *STOOD, "p1 play KH", "p2 play JC", "p0 play AH")
    said = d.said[-1]
    assert said.citation.clauses[-3:] == ("balzac1839.7", "balzac1839.8", "ed.top-card")


def test_ed_top_card_follows_a_trump_lead_as_a_trump() -> None:
    d = run(deal("balzac1839", BALZAC, "8H"), *STOOD, "p1 play KH")
    assert d.legal == (parse_card("JC"),)  # his only trump: he must play it
    e = _refused(d, "p2 play KS")
    assert e.clause == "vanderaa1721.play" and "reneges" in str(e)


def test_ed_top_card_led_calls_trumps() -> None:
    hands = ["AH 10H KC QC 9C", "KH QH AS 10S 9S", "JC KS QS KD QD"]
    d = run(deal("balzac1839", hands, "8H", dealer=1), "p2 stand", "p0 stand", "p1 stand")
    d = run(d, "p2 play JC")
    assert d.legal == parse_cards("AH 10H")  # trumps are called, not clubs


def test_ed_top_card_is_not_a_card_of_its_printed_suit_in_play() -> None:
    hands = ["AH 10H 9H KC QC", "KH QH AS 10S 9S", "JC 8C QS KD QD"]
    d = run(deal("balzac1839", hands, "8H", dealer=2), "p0 stand", "p1 stand", "p2 stand")
    d = run(d, "p0 play KC")
    d = run(d, "p1 play QH")
    assert d.legal == (parse_card("8C"),)  # a club led: the 8 follows, Mistigris does not
    assert "reneges" in str(_refused(d, "p2 play JC"))


def test_ed_top_card_void_in_the_suit_led_trumps_with_it() -> None:
    laws = trick_laws("H", parse_card("JC"))
    hand = parse_cards("JC KS QS")
    strength = laws.leads[parse_card("KD")]
    led = laws.suits[parse_card("KD")]
    assert laws.playable(hand, led, "H", False, strength, strength[parse_card("KD")]) == (
        parse_card("JC"),
    )
    why = why_illegal(parse_card("KS"), hand, parse_cards("KD"), "H", False, laws)
    assert "does not trump" in why


def test_ed_top_card_turned_up_makes_its_suit_trumps() -> None:
    hands = ["AH 10H 9H KC QC", "KH QH AS 10S 9S", "AC KS QS KD QD"]
    d = deal("balzac1839", hands, "JC")
    assert d.table.trump == "C"


def test_ed_top_card_the_mouche_counts_it_in_its_printed_suit() -> None:
    hands = ["AH 10H 9H 8H 8C", "KH QH AS 10S 9S", "JC KC QC AC 10C"]
    d = deal("balzac1839", hands, "QS")
    m = d.table.mouches[2]
    assert m is not None and m.suit == "C"


def test_vanderaa1721_ranking_no_top_card_in_mouche() -> None:
    """Every Mouche preset has no top card: its laws are the king-high tables themselves."""
    for rid in ("academie", "academie-1765", "academie-rigour", "vanderaa1721"):
        r = get_ruleset(rid)
        assert r.top_of("S") is None and r.cites("top_card") == ("vanderaa1721.ranking",)
        laws = r.trick_laws("S")
        assert all(laws.leads[c] is STRENGTH["S"][c.suit] for c in parse_cards("KS 9H 8D AC"))


# -- the order of the cards: king-high (écarté) or ace-high (whist) ------------------------

WHIST = {"ranking": "ace-high"}


def test_hoyle_loo_a_2_the_ace_of_trumps_beats_the_king_as_at_whist() -> None:
    hands = ["9S 10H 9H KC QC", "KS QH AD 10S 9D", "AS KD QS JD QD"]
    d = run(deal("vanderaa1721", hands, "8S", **WHIST), *STOOD, "p1 play KS", "p2 play AS")
    d = run(d, "p0 play 9S")
    assert d.play.tricks[0].winner == 2
    king_high = run(deal("vanderaa1721", hands, "8S"), *STOOD, "p1 play KS", "p2 play AS")
    assert run(king_high, "p0 play 9S").play.tricks[0].winner == 1


def test_eb1911_loo_1_cards_rank_as_at_whist_in_a_plain_suit() -> None:
    laws = trick_laws("S", None, True)
    strength = laws.leads[parse_card("KD")]
    assert [c for c in sorted(parse_cards("KD AD QD JD 10D 2D"), key=strength.__getitem__)] == (
        list(parse_cards("2D 10D JD QD KD AD"))
    )


def test_hoyle_loo_a_2_pam_is_highest_and_the_ace_of_trumps_next() -> None:
    laws = trick_laws("H", parse_card("JC"), True)
    strength = laws.leads[parse_card("2H")]
    order = sorted(parse_cards("JC AH KH QH JH 2H AS"), key=strength.__getitem__, reverse=True)
    assert order[:5] == list(parse_cards("JC AH KH QH JH"))


def test_pam_loo_1_ranking_option_cites_the_whist_order_and_keeps_the_mouche_count() -> None:
    r = get_ruleset("vanderaa1721").replace(**WHIST)
    assert r.cites("ranking") == (
        "hoyle-loo.a.2",
        "pam-loo.1",
        "eb1911-loo.1",
        "cotton1674.lanterloo.5",
    )
    assert r.ranks(3) == ("A", "K", "Q", "J", "10", "9", "8")
    assert get_ruleset("vanderaa1721").ranks(3) == ("K", "Q", "J", "A", "10", "9", "8")
    hands = ["KH QH JH AH 10H", "KS QS AS 10S 9S", "KC QC JC AD QD"]
    m = deal("vanderaa1721", hands, "8S", **WHIST).table.mouches[0]
    assert m is not None and m.points == 50  # K Q J A count 10 whatever the order


# -- the whole pack of 52 cards, for three to ten players ----------------------------------


def test_ed_whole_pack_tables_ten_players_at_five_cards_leave_a_talon_of_one() -> None:
    from mouche.session import deal_from_seed

    r = get_ruleset("vanderaa1721").replace(pack="whole")
    assert r.allowed_players == tuple(range(3, 11))
    d = deal_from_seed(r, 10, 4)
    assert all(len(h) == 5 for h in d.hands) and len(d.talon) == 1
    assert len(d.table.ruleset.deal_plan(10, 0).pack) == 52


def test_hoyle_loo_a_1_a_whole_pack_is_refused_for_eleven() -> None:
    r = get_ruleset("vanderaa1721").replace(pack="whole")
    with pytest.raises(RulesetError, match="is for 3, 4, 5, 6, 7, 8, 9, 10 players, not 11"):
        r.lowest_rank(11)


# -- hoyle-loo: five-card Loo, limited and unlimited ---------------------------------------


def test_hoyle_loo_a_2_half_a_crown_at_sixpence_a_trick_and_the_looed_pay_half_a_crown() -> None:
    out = replay_json(record("hoyle-loo-half-a-crown"))
    assert out["status"] == "complete"
    assert out["tricks"][0]["cards"] == ["AH", "JC", "KH", "2H"]
    assert out["tricks"][0]["winner"] == 2  # Pam takes the ace of trumps
    assert out["deltas"] == [-1, -5, 1, -5]


def test_hoyle_loo_a_2_unlimited_the_looed_pay_what_is_on_the_table() -> None:
    limited, unlimited = get_ruleset("hoyle-loo-limited"), get_ruleset("hoyle-loo")
    assert (limited.limit, unlimited.limit) == (5, None)
    assert limited.reads == unlimited.reads == ("hoyle-loo",)
    for r in (limited, unlimited):
        assert r.top_of("D") is parse_card("JC") and r.ranks(4)[:2] == ("A", "K")
        assert r.allowed_players == tuple(range(3, 11))
        assert r.option_citation("mouche_limit").clauses == ("hoyle-loo.a.2",)


def test_hoyle_loo_a_1_dealt_three_and_two_or_one_at_a_time() -> None:
    r = get_ruleset("hoyle-loo").replace(packets="1+1+1+1+1")
    assert r.cites("packets") == ("hoyle-loo.a.1",)
    from mouche.cards import pack

    full = pack("2")
    d = new_deal(r, 4, 0, deck=full)
    assert d.hands[1] == tuple(full[i] for i in (0, 4, 8, 12, 16))


# -- a game's own words, and Mouche's questions only at Mouche -----------------------------

LOO_HANDS = ["AH 10H 9H KC QC", "KH QH AS 10S 9S", "2C KS QS KD QD"]


def test_hoyle_loo_a_2_those_who_take_no_trick_are_looed_in_the_games_words() -> None:
    from mouche.messages import render

    out = replay_json(record("hoyle-loo-half-a-crown"))
    said = [r["text"] for step in out["steps"] for r in step["rulings"]]
    assert "Looed for taking no trick: p1, p3." in said
    assert "Each loo costs 5 jetons, what was on the table." in said
    assert not any("mouche" in s for s in said)
    form = get_ruleset("hoyle-loo").game.no_trick
    assert (
        render(parse_message(form, "p1"), "fr")
        == "Mis au loo pour n’avoir fait aucune levée\u202f: p1."
    )
    assert render(parse_message(form, "p1"), "ru") == "Попадает в лу, не взяв ни одной взятки: p1."
    assert get_ruleset("academie").game.no_trick == "Took no trick, so makes the mouche: {}."


def parse_message(form: str, *values: object) -> object:
    from mouche.messages import Message

    return Message(form, *values)


def test_ed_no_questions_loo_offers_no_question_and_refuses_one_citing_the_decision() -> None:
    d = run(deal("hoyle-loo", LOO_HANDS, "8H"), "p1 stand")
    assert not any(type(a).__name__ == "Ask" for a in d.legal_actions())
    e = _refused(d, "p2 ask p1")
    assert e.clause == "ed.no-questions" and "\n" not in str(e)
    assert (
        str(e)
        == "no questions are asked at this game; p2 decides on his own cards [ed.no-questions]"
    )
    for answer in ("p1 answer yes", "p1 silent"):
        assert _refused(d, answer).clause == "ed.no-questions"


def test_academie_12_the_option_questions_restores_mouches_question_at_loo() -> None:
    r = get_ruleset("hoyle-loo").replace(questions="asked")
    assert r.game is get_ruleset("hoyle-loo").game and r.asks
    d = run(deal("hoyle-loo", LOO_HANDS, "8H", questions="asked"), "p1 stand")
    assert parse_action("p2 ask p1") in d.legal_actions()
    assert get_ruleset("academie").asks and get_ruleset("academie").cites("questions") == (
        "academie.12",
        "vanderaa1721.questions",
    )


# -- Loo's flush: four with Pam, and whom it spares ----------------------------------------


def test_hoyle_loo_a_2_and_pam_loo_6_four_cards_with_pam_make_a_flush() -> None:
    d = deal("hoyle-loo", ["AS KS 9S 2S 3D", "AH KH 9H 2H JC", "QD JD 4C 5C 6C"], "8D")
    assert d.table.mouches[1] is not None and d.table.mouches[1].suit == "H"
    out = run(d, "p1 declare")
    assert out.end is not None and out.end.mouche is not None and out.end.mouche.seat == 1
    mouche = deal("vanderaa1721", ["AS KS 9S 8S 9D", "AH KH 9H 10H JC", "QD JD QC KC AC"], "8D")
    assert mouche.table.mouches[1] is None  # at Mouche Mistigris or not, five of a suit only
    balzac = deal("balzac1839", ["AS KS 9S 8S 9D", "AH KH 9H 10H JC", "QD JD QC KC AC"], "8D")
    assert balzac.table.mouches[1] is None  # ed.top-card: the mouche counts it in its suit


def test_hoyle_loo_a_2_a_flush_loos_all_who_stood_but_the_holder_of_pam() -> None:
    hands = ["AS KS QS JS 10S", "JC 9D 8D 7H 6H", "AD KD QD 5H 4H"]
    d = run(deal("hoyle-loo", hands, "2H"), "p1 stand", "p2 stand", "p0 declare")
    out = settle(d)
    said = [r.text for r in out.rulings]
    assert "p1 holds JC, and a flush does not catch its holder." in said
    assert "Looed by the flush, as all who stood the game are: p2." in said
    assert out.deltas[1] == 0 and out.deltas[2] < 0
    same = run(deal("hoyle-loo", hands, "2H", flush="five-of-a-suit"), "p1 stand", "p2 stand")
    said = [r.text for r in settle(run(same, "p0 declare")).rulings]
    assert "Looed by the flush, as all who stood the game are: p1, p2." in said


def test_ed_loo_superior_flush_equal_flushes_go_to_the_elder_hand() -> None:
    from mouche.flush import best_mouche, mouche_of

    a = mouche_of(parse_cards("AS KS 9S 2S JC"), 1, "H", parse_card("JC"))
    b = mouche_of(parse_cards("AD KD 9D 2D 3D"), 2, "H", parse_card("JC"))
    assert a is not None and b is not None and a.points == b.points + 7
    tie = mouche_of(parse_cards("AC KC 9C 2C 3C"), 2, "H")
    assert tie is not None
    elder = mouche_of(parse_cards("AD KD 9D 2D 3D"), 1, "H")
    assert elder is not None and best_mouche([tie, elder], (1, 2)).seat == 1
    assert get_ruleset("hoyle-loo").cites("flush")[-1] == "ed.loo-superior-flush"


def test_the_hint_refuses_answers_about_a_four_card_flush_in_one_line() -> None:
    from mouche.players.hint import HintError, search_of

    d = run(deal("hoyle-loo", LOO_HANDS, "8H", questions="asked"), "p1 stand")
    with pytest.raises(HintError, match="flush=four-with-top and questions=asked") as e:
        search_of(d, 1)
    assert "\n" not in str(e.value)
    search_of(run(deal("hoyle-loo", LOO_HANDS, "8H"), "p1 stand"), 1)  # no questions: a hint


# -- Pam: the top card's own law (pam-loo.3; «Pam be civil», hoyle-loo.a.2) ------------------

_HALF_A_CROWN = ["2H 3H AS KD QC", "AH KS QS 2D 3D", "JC 9S 8S 4D 5D", "KH QD JD 10D 9D"]
_STANDS = ("p1 stand", "p2 stand", "p3 stand", "p0 stand")


def test_pam_loo_1_3_pam_loo_reads_its_own_text_then_hoyle() -> None:
    r = get_ruleset("pam-loo")
    assert r.reads == ("pam-loo", "hoyle-loo") and r.top_of("S") is parse_card("JC")
    assert r.cites("top_card_law") == ("pam-loo.3",) and "pam-loo.1" in r.cites("pack")
    assert get_ruleset("hoyle-loo").cites("top_card_law") == ("ed.top-card",)


def test_pam_loo_3_pam_may_be_played_on_any_suit_though_holding_the_suit_led() -> None:
    d = run(deal("pam-loo", BALZAC, "8H"), *STOOD, "p1 play AS")
    assert set(d.legal) == set(parse_cards("KS QS JC"))
    hoyle = run(deal("hoyle-loo", BALZAC, "8H"), *STOOD, "p1 play AS")
    assert set(hoyle.legal) == set(parse_cards("KS QS"))
    assert run(d, "p2 play JC", "p0 play AH").play.leader == 2  # and takes the trick


def test_pam_loo_3_a_trump_lead_does_not_oblige_pam_even_with_no_other_trump() -> None:
    d = run(deal("pam-loo", BALZAC, "8H"), *STOOD, "p1 play KH")
    assert set(d.legal) == set(parse_cards("JC KS QS KD QD"))
    hoyle = run(deal("hoyle-loo", BALZAC, "8H"), *STOOD, "p1 play KH")
    assert hoyle.legal == (parse_card("JC"),)


def test_pam_loo_3_pam_led_commands_trumps() -> None:
    d = run(deal("pam-loo", BALZAC, "8H", dealer=1), "p2 stand", "p0 stand", "p1 stand")
    d = run(d, "p2 play JC")
    assert set(d.legal) == set(parse_cards("AH 10H 9H"))


def test_pam_loo_3_pam_takes_the_ace_of_trumps_so_its_holder_is_not_looed() -> None:
    d = run(deal("pam-loo", _HALF_A_CROWN, "5H"), *_STANDS, "p1 play AH", "p2 play JC")
    d = run(d, "p3 play KH", "p0 play 2H")
    assert d.play.leader == 2  # Pam won the trick: its holder has a trick, and no loo


def test_hoyle_loo_a_2_pam_be_civil_lets_the_ace_of_trumps_pass() -> None:
    d = run(deal("hoyle-loo-limited", _HALF_A_CROWN, "5H", top_card_law="civil"), *_STANDS)
    d = run(d, "p1 play AH")
    assert set(d.legal) == set(parse_cards("9S 8S 4D 5D"))
    e = _refused(d, "p2 play JC")
    assert "Pam be civil" in str(e) and "\n" not in str(e)
    assert get_ruleset("hoyle-loo").replace(top_card_law="civil").cites("top_card_law") == (
        "hoyle-loo.a.2",
        "ed.pam-civil",
    )
    # the law, not the custom, under Hoyle's presets: Pam takes the ace (the record)
    assert run(deal("hoyle-loo-limited", _HALF_A_CROWN, "5H"), *_STANDS, "p1 play AH").legal == (
        parse_card("JC"),
    )


def test_ed_pam_civil_pam_is_played_when_it_is_the_last_card() -> None:
    laws = trick_laws("H", parse_card("JC"), True, False, True)
    ace = parse_card("AH")
    strength = laws.leads[ace]
    assert laws.playable((parse_card("JC"),), "H", "H", False, strength, strength[ace]) == (
        parse_card("JC"),
    )


def test_pam_loo_3_the_record_pam_on_any_suit_replays_and_hoyle_refuses_it() -> None:
    text = record("pam-loo-pam-on-any-suit")
    out = replay_json(text)
    assert out["status"] == "complete"
    assert out["tricks"][0]["cards"] == ["KS", "JC", "9D", "AS"] and out["tricks"][0]["winner"] == 2
    assert all(out["tricks_won"]) and out["deltas"] == [-3, 1, 1, 1]  # nobody is looed
    hoyle = replay_json(text.replace('ruleset = "pam-loo"', 'ruleset = "hoyle-loo"'))
    assert hoyle["status"] == "illegal" and "reneges" in json.dumps(hoyle)


# -- hoyle-loo.a.3: no exchange, no hand thrown up (options exchange and passing) -----------


def test_hoyle_loo_a_3_play_is_compulsory_and_a_pass_is_refused() -> None:
    d = deal("hoyle-loo", BALZAC, "8H", talon="2S 3S 4S", passing="play-compulsory")
    assert not [a for a in d.legal_actions() if type(a).__name__ == "Pass"]
    e = _refused(d, "p1 pass")
    assert e.clause == "hoyle-loo.a.3" and "compulsory" in str(e) and "\n" not in str(e)
    assert get_ruleset("academie").passes and get_ruleset("hoyle-loo").passes


def test_hoyle_loo_a_3_the_cards_are_not_exchanged() -> None:
    d = deal("hoyle-loo", BALZAC, "8H", talon="2S 3S 4S", exchange="none")
    assert not [a for a in d.legal_actions() if type(a).__name__ == "Exchange"]
    e = _refused(d, "p1 exchange 9S")
    assert e.clause == "hoyle-loo.a.3" and "not exchanged" in str(e)
    assert run(d, "p1 stand").decisions.status[1] != d.decisions.status[1]


def test_hoyle_loo_a_3_the_simple_player_stands_where_play_is_compulsory() -> None:
    import random

    from mouche.shuffle import shuffled_pack
    from mouche.strategy import choose

    r = get_ruleset("hoyle-loo").replace(passing="play-compulsory", exchange="none")
    for seed in range(30):
        d = new_deal(r, 4, deck=shuffled_pack(r, 4, random.Random(seed)))
        while d.legal_actions():
            a = choose(d, random.Random(seed))
            assert type(a).__name__ not in ("Pass", "Exchange")
            d = d.apply(a)


# -- Balzac's stake: every player's, while no mouche owed goes in --------------------------


def test_balzac1839_2_and_9_five_players_stake_a_liard_each_and_a_trick_is_worth_one() -> None:
    """«chaque joueur mise une faible somme» (balzac1839.2); at the Guénic table five players
    make «cinq liards par coup» (balzac1839.9); «S'il y a cinq sous au panier, la levée vaut
    un sou» (balzac1839.3)."""
    from mouche.session import deal_from_seed
    from mouche.stakes import Owed

    d = deal_from_seed("balzac1839", 5, 1)
    assert d.table.opening == (-1, -1, -1, -1, -1) and d.table.pot == 5
    while not d.is_over:
        d = d.apply(
            next(a for a in d.legal_actions() if type(a).__name__ == "Stand")
            if d.phase == "decide"
            else d.legal_actions()[0]
        )
    said = [r.text for r in settle(d).rulings]
    assert "Each trick earns a fifth of the pot of 5: 1." in said
    r = get_ruleset("balzac1839")
    owing = new_deal(r, 5, 0, deck=(), players_check=False, owed=(Owed(2, 5),))
    assert owing.table.opening == (0, 0, -5, 0, 0)  # a remise goes in: nobody stakes
    assert get_ruleset("balzac1839").cites("ante") == (
        "balzac1839.2",
        "ed.every-player-stakes",
        "balzac1839.9",
    )


def test_hoyle_loo_a_2_the_knave_of_trumps_as_pam_by_agreement() -> None:
    """hoyle-loo.a.2: "the knave of clubs generally, or sometimes the knave of the trump
    suit, as agreed upon, is the highest card, and styled Pam" (top_card=jack-of-trumps)."""
    r = get_ruleset("hoyle-loo").replace(top_card="jack-of-trumps")
    assert r.top_of("H") is parse_card("JH") and r.top_of("C") is parse_card("JC")
    assert r.cites("top_card")[0] == "hoyle-loo.a.2"
    # hearts trumps: the jack of hearts takes the ace of hearts; the jack of clubs is a club
    hands = ["AH 2S 3S 4S 5D", "JH 2C 3C 4C 6D", "JC 7S 8S 9S 7D"]
    d = deal("hoyle-loo", hands, "10H", top_card="jack-of-trumps")
    d = run(d, "p1 stand", "p2 stand", "p0 stand", "p1 play JH", "p2 play JC", "p0 play AH")
    assert d.tricks[0].winner == 1
    # four of a suit with the jack of trumps is a flush (flush=four-with-top)
    flush = deal("hoyle-loo", ["AS KS QS 9S JH", "2C 3C 4C 5C 7D", "2D 3D 4D 5D 8D"], "10H",
                 top_card="jack-of-trumps")  # fmt: skip
    assert flush.table.mouches[0] is not None and flush.table.mouches[1] is None
