"""Two readings of "sauver la Mouche" (option ``saving``): the modern summary's and the
Encyclopédie's (1765), with the protest the second one needs.

The deal of the paired records: p1 (eldest) holds four top trumps and no mouche.
"""

from __future__ import annotations

import json
import random

import pytest
from engine_helpers import deal, record, run

from mouche.__main__ import main
from mouche.actions import Protest, Stand, format_action, parse_action
from mouche.browser import call
from mouche.deal import ANSWER, DECIDE
from mouche.errors import IllegalAction, RulesetError
from mouche.presets import PRESETS, get_ruleset
from mouche.records import format_record, parse_record, replay, replay_json
from mouche.rulesets import OPTIONS
from mouche.session import deal_from_seed
from mouche.strategy import choose

SPADES = "KS QS JS AS 10S"
FINE = ["AD 10D 9D QS 8C", "KH QH JH AH 9C", "KD QD JC 10C 8S"]  # p1: no mouche
MOUCHE = ["KD QD JD 8H 9H", SPADES, "8C 9C 10C 9D 8D"]  # p1: a mouche in spades


def refused(d, action: str, clause: str) -> IllegalAction:  # type: ignore[no-untyped-def]
    with pytest.raises(IllegalAction) as e:
        d.apply(parse_action(action))
    assert e.value.clause == clause, e.value
    return e.value


# -- the option and the presets ------------------------------------------------


def test_the_option_cites_the_encyclopedie_and_the_academie() -> None:
    option = OPTIONS["saving"]
    hold, guarantee = option.choice("hold-back"), option.choice("guarantee")
    assert {"academie.12", "academie.13", "academie.14", "vanderaa1721.mouche"} <= set(hold.cites)
    assert guarantee.cites[0] == "encyclopedie1765.sauver"
    assert {"academie.12", "academie.14"} <= set(guarantee.cites)
    assert "encyclopedie1765.mouche" not in guarantee.cites  # what a player pays: not saving
    assert "ed.save-reading" in hold.cites and "ed.save-reading" in guarantee.cites


def test_the_presets_take_their_readings() -> None:
    assert get_ruleset("academie").options["saving"] == "hold-back"
    assert get_ruleset("vanderaa1721").options["saving"] == "hold-back"
    r = get_ruleset("academie-1765")
    assert r.options["saving"] == "guarantee" and r.based_on == "academie"
    others = {k: v for k, v in r.options.items() if k != "saving"}
    assert others == {k: v for k, v in PRESETS["academie"].options.items() if k != "saving"}


def test_the_1765_reading_cannot_count_silence_as_yes() -> None:
    with pytest.raises(RulesetError, match="saving=guarantee needs silence=no-answer"):
        get_ruleset("vanderaa1721").replace(saving="guarantee")
    assert get_ruleset("vanderaa1721").replace(saving="guarantee", silence="no-answer")


def test_cli_rulesets_shows_the_option_with_its_clauses(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["rulesets"]) == 0
    out = capsys.readouterr().out
    assert "academie-1765: " in out
    assert "(saving = guarantee)  [encyclopedie1765.sauver, academie.12" in out
    values = ("(hold-back)  [", "(guarantee)  [")  # the options' list: each value in words
    lines = [x for x in out.splitlines() if x.startswith("    ") and any(v in x for v in values)]
    assert len(lines) == 2
    assert "academie.12" in lines[0] and "vanderaa1721.mouche" in lines[0]
    assert "encyclopedie1765.sauver" in lines[1] and "academie.14" in lines[1]


# -- the protest ---------------------------------------------------------------


def test_protest_notation_round_trips() -> None:
    assert parse_action("P2 Protest") == Protest(2)
    assert format_action(Protest(2)) == "p2 protest"
    with pytest.raises(Exception, match="protest"):
        parse_action("p2 protest loudly")


def test_a_player_who_holds_none_may_protest_at_his_turn_then_decides() -> None:
    d = deal("academie-1765", FINE, "10H")
    assert Protest(1) in d.legal_actions()
    d = run(d, "p1 protest")
    assert d.phase == DECIDE and d.to_act == 1 and d.guaranteed(1)
    assert Protest(1) not in d.legal_actions() and Stand(1) in d.legal_actions()
    refused(d, "p1 protest", "ed.protest-turn")  # once
    refused(d, "p2 protest", "ed.protest-turn")  # not his turn
    d = run(d, "p1 stand")
    assert d.to_act == 2 and Protest(2) in d.legal_actions()


def test_a_false_protest_is_refused_citing_the_encyclopedie() -> None:
    d = deal("academie-1765", MOUCHE, "KH")
    assert Protest(1) not in d.legal_actions()
    e = refused(d, "p1 protest", "encyclopedie1765.sauver")
    assert "false protest" in e.message and "academie.12" in e.message


def test_the_modern_reading_has_no_protest() -> None:
    """At a decision turn, out of turn, while an answer waits or in play, a protest under the
    modern reading is refused for what it is, citing the reading (ed.save-reading), never
    for when it is made, which would tell the reader it is allowed at another time."""
    for rid in ("academie", "vanderaa1721"):
        d = deal(rid, FINE, "10H")
        assert not any(isinstance(a, Protest) for a in d.legal_actions())
        asked = run(d, "p1 stand", "p2 ask p1")
        playing = run(d, "p1 stand", "p2 stand", "p0 stand")
        for state, seat in ((d, 1), (d, 2), (asked, 1), (asked, 2), (playing, 1), (playing, 2)):
            e = refused(state, f"p{seat} protest", "ed.save-reading")
            assert "saving=guarantee" in e.message and "turn" not in e.message


def test_a_protest_only_at_a_decision_turn() -> None:
    d = run(deal("academie-1765", FINE, "10H"), "p1 stand", "p2 ask p1")
    assert d.phase == ANSWER
    e = refused(d, "p1 protest", "ed.protest-turn")  # he has stood: his turn is past
    assert "already decided" in e.message
    refused(d, "p2 protest", "ed.question-turn")  # p2 may, once p1 has answered
    assert run(d, "p1 silent", "p2 protest").guaranteed(2)
    d = run(d, "p1 silent", "p2 stand", "p0 stand")
    e = refused(d, "p1 protest", "ed.protest-turn")
    assert "already decided" in e.message


# -- the question ----------------------------------------------------------------


def test_under_1765_a_true_yes_means_he_holds_none() -> None:
    d = run(deal("academie-1765", FINE, "10H"), "p1 stand", "p2 ask p1")
    e = refused(d, "p1 answer no", "encyclopedie1765.sauver")
    assert "holds none" in e.message and "academie.12" in e.message
    after = run(d, "p1 answer yes")
    assert after.guaranteed(1)
    d = run(deal("academie-1765", MOUCHE, "KH"), "p1 stand", "p2 ask p1")
    e = refused(d, "p1 answer yes", "encyclopedie1765.sauver")
    assert "false answer" in e.message
    assert not run(d, "p1 answer no").guaranteed(1)
    assert not run(d, "p1 silent").guaranteed(1)  # silence guarantees nothing


def test_the_same_yes_is_true_under_one_reading_and_false_under_the_other() -> None:
    for hands, true_under in ((FINE, "academie-1765"), (MOUCHE, "academie")):
        for rid in ("academie", "academie-1765"):
            d = run(deal(rid, hands, "KH" if hands is MOUCHE else "10H"), "p1 stand", "p2 ask p1")
            if rid == true_under:
                assert run(d, "p1 answer yes").to_act == 2
            else:
                refused(d, "p1 answer yes", get_ruleset(rid).cites("saving")[0])


def test_rulings_say_what_the_words_mean_under_1765() -> None:
    out = replay_json(record("save-guarantee-answer"))
    texts = [r["text"] for s in out["steps"][:3] for r in s["rulings"]]
    assert "whether he guarantees that he holds none" in texts[1]
    assert "he guarantees that he holds no mouche" in texts[2]
    silent = replay_json(record("save-guarantee-answer").replace('"p1 answer yes"', '"p1 silent"'))
    ruling = silent["steps"][2]["rulings"][0]
    assert "silence guarantees nothing" in ruling["text"]
    assert "encyclopedie1765.sauver" in ruling["clauses"]


# -- the records: one deal, two readings, two outcomes -----------------------------


def test_one_deal_two_readings_two_outcomes() -> None:
    modern = replay_json(record("save-hold-back-silence"))
    encyclopedie = replay_json(record("save-guarantee-protest"))
    assert modern["hands"] == encyclopedie["hands"] and modern["turnup"] == encyclopedie["turnup"]
    assert modern["status"] == encyclopedie["status"] == "complete"
    # modern: silence keeps the others out, p1 is paid five tricks alone
    assert modern["tricks"] == [] and modern["deltas"] == [-3, 9, 0]
    # 1765: the protest draws them in, and p2 makes the mouche (art. 14)
    assert encyclopedie["steps"][0]["action"] == "p1 protest"
    assert encyclopedie["tricks_won"] == [1, 4, 0] and encyclopedie["deltas"] == [0, 6, -9]


def test_the_same_actions_replay_under_one_reading_and_are_refused_under_the_other() -> None:
    good = replay_json(record("save-guarantee-answer"))
    bad = replay_json(record("save-hold-back-answer-refused"))
    assert good["status"] == "complete" and good["deltas"] == [0, 6, -9]
    assert bad["status"] == "illegal"
    assert bad["error"]["action"] == 2 and bad["error"]["clause"] == "academie.12"
    assert [s["action"] for s in good["steps"]][:2] == [s["action"] for s in bad["steps"]]


@pytest.mark.parametrize(("name", "index"), [("false-protest", 0), ("false-guarantee", 2)])
def test_false_protest_and_false_guarantee_records_are_refused(name: str, index: int) -> None:
    out = replay_json(record(name))
    assert out["status"] == "illegal"
    assert out["error"]["action"] == index
    assert out["error"]["clause"] == "encyclopedie1765.sauver"
    assert "academie.12" in out["error"]["message"]


def test_a_record_with_a_protest_round_trips() -> None:
    rec = parse_record(record("save-guarantee-protest"))
    rep = replay(rec)
    text = format_record(rep.deal)
    assert '"p1 protest",' in text and 'ruleset = "academie-1765"' in text
    assert replay_json(text)["deltas"] == replay_json(rec)["deltas"]


# -- the built-in player and the Play page ----------------------------------------


def test_the_built_in_player_protests_on_a_very_fine_hand_only_under_1765() -> None:
    rng = random.Random(0)
    assert choose(deal("academie-1765", FINE, "10H"), rng) == Protest(1)
    d = run(deal("academie-1765", FINE, "10H"), "p1 protest")
    assert choose(d, rng) == Stand(1)
    assert not isinstance(choose(deal("academie", FINE, "10H"), rng), Protest)
    assert not isinstance(choose(deal("academie-1765", MOUCHE, "KH"), rng), Protest)


def test_engine_players_protesting_keep_every_deal_legal() -> None:
    protests = 0
    for seed in range(40):
        d = deal_from_seed("academie-1765", 4, seed)
        rng = random.Random(seed)
        while not d.is_over:
            a = choose(d, rng)
            protests += isinstance(a, Protest)
            d = d.apply(a)
    assert protests > 0


def _ask(op: str, **args: object) -> dict:  # type: ignore[type-arg]
    return json.loads(call(json.dumps({"op": op, "args": args})))  # type: ignore[no-any-return]


def test_the_play_page_offers_a_protest_where_legal() -> None:
    for seed in range(50):
        view = _ask("position", ruleset="academie-1765", players=4, seed=seed, seat=1)["result"]
        offered = {b["action"]: b["legal"] for b in view["buttons"]}
        if "p1 protest" not in offered:
            continue
        assert offered["p1 protest"] is True
        after = _ask("play", **view["permalink"], action="p1 protest")["result"]
        assert after["permalink"]["actions"] == ["p1 protest"]
        assert after["to_act"] == 1 and after["phase"] == "decide"
        assert "p1 protest" not in {b["action"] for b in after["buttons"]}
        assert "encyclopedie1765.sauver" in after["clause_links"]
        modern = _ask("position", ruleset="academie", players=4, seed=seed, seat=1)["result"]
        assert "p1 protest" not in {b["action"] for b in modern["buttons"]}
        refused = _ask("play", **modern["permalink"], action="p1 protest")
        assert refused["error"]["kind"] == "illegal"
        assert refused["error"]["clause"] == "ed.save-reading"
        return
    pytest.fail("no seed gave the reader a hand without a mouche")


def test_a_record_cannot_count_silence_as_a_guarantee() -> None:
    text = record("saved-mouche").replace('ruleset = "academie"', 'ruleset = "vanderaa1721"')
    bad = _ask("replay", record=text + '\n[rules]\nsaving = "guarantee"\n')
    assert bad["error"]["kind"] == "input"
    assert "saving=guarantee needs silence=no-answer" in bad["error"]["message"]
    other = _ask(
        "replay", record=text + '\n[rules]\nsilence = "counts-as-yes"\n', ruleset="academie-1765"
    )
    assert "do not apply to academie-1765" in other["error"]["message"]
    assert not deal("academie", FINE, "10H").guaranteed(1)  # the modern reading has no guarantee
