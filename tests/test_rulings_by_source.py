"""Each ruleset cites its own source: refusals and rulings name the clauses of the source the
ruleset reads, an editorial decision, or another source's clause with a note saying why."""

from __future__ import annotations

import random
from pathlib import Path

import pytest
from engine_helpers import deal, run

from mouche.actions import Action, Answer, Declare, Exchange, parse_action
from mouche.deal import Deal
from mouche.errors import IllegalAction
from mouche.presets import PRESETS, get_ruleset
from mouche.records import format_record, parse_record, replay
from mouche.rulesets import RULES, Citation, Ruleset, source_of
from mouche.rulings import Ruling
from mouche.session import deal_from_seed, play_out

RECORDS = Path(__file__).parent / "records"
HANDS = ["KD QD 8C 9C 10C", "KS QS JS AS 10S", "8H 9H 10H 8D 9D"]
THREE_CARD_HANDS = ["KD QD 8C", "KS QS JS", "8H 9H 8D"]
"""The same seats at three-card Loo (option packets): p2 again holds no spade, trumps and a
diamond."""
SIDE_HAND = "AD 10D 7D 7S 8S"
"""p3's, where two sides of two play (option sides)."""


def belongs(r: Ruleset, clauses: tuple[str, ...] | list[str], note: str) -> bool:
    """The clauses are the ruleset's own sources' or decisions', or the note says why not."""
    foreign = [c for c in clauses if source_of(c) not in (*r.reads, "ed")]
    if not foreign:
        return not note
    own_name = note.split(":")[0]
    named = all(c in note for c in foreign)
    return note.startswith("Not in ") and len(own_name) > len("Not in ") and named


def _refusal(d: Deal, action: Action) -> IllegalAction:
    with pytest.raises(IllegalAction) as e:
        d.apply(action)
    return e.value


def illegal_actions(rid: str) -> dict[str, tuple[Deal, Action]]:
    """The same illegal actions, on the same cards, under one preset."""
    hands = HANDS if get_ruleset(rid).hand_size == 5 else THREE_CARD_HANDS
    if get_ruleset(rid).sided:  # two sides: a fourth player (option sides)
        hands = [*hands, SIDE_HAND]
    d = deal(rid, hands, "KH", talon="JC QC")
    first = d.table.first_to_speak  # p1, or p2 where the eldest speaks last (eldest_speaks)
    stood = run(d, f"p{first} stand")
    # at the Bête (option declarer) the first who stands ends the speaking
    n = len(hands)
    everyone = [f"p{(first + s) % n} stand" for s in range(n)]
    playing = stood if get_ruleset(rid).declares else run(d, *everyone)
    out = {
        "declare without a mouche": (stood, Declare(2)),
        "ask a player who has not stood": (d, parse_action("p1 ask p2")),
        "exchange no card": (d, Exchange(1, ())),
        "declare in play without a saved mouche": (playing, parse_action("p2 declare")),
        "declare after the first card": (run(playing, "p1 play KS"), parse_action("p1 declare")),
    }
    if get_ruleset(rid).asks:  # option 'questions'; at Loo asking is refused (ed.no-questions)
        asked = run(stood, "p2 ask p1")
        out["a false answer"] = (asked, Answer(1, not asked.true_answer(1)))  # by the reading
    else:
        out["ask a player who has stood"] = (stood, parse_action("p2 ask p1"))
    if not get_ruleset(rid).penalty_enforcement:
        # p2 holds no spade but trumps (hearts); discarding a diamond breaks the duty to trump
        out["a card that breaks a duty of play"] = (
            run(playing, "p1 play KS"),
            parse_action("p2 play 8D"),
        )
    return out


@pytest.mark.parametrize("rid", sorted(PRESETS))
def test_the_same_refusal_cites_the_presets_own_source(rid: str) -> None:
    r = PRESETS[rid]
    actions = illegal_actions(rid)
    assert len(actions) >= 6
    for what, (d, action) in actions.items():
        e = _refusal(d, action)
        assert belongs(r, (e.clause,), e.note), (rid, what, e.clause, e.note)
        if source_of(e.clause) != "ed":
            # the clause is one this ruleset cites for the rule, not a stray one
            assert e.clause in _reading_clauses(r), (rid, what, e.clause)


def _reading_clauses(r: Ruleset) -> set[str]:
    from mouche.rulesets import OPTIONS

    out = {c for name in RULES for c in r.rule(name).clauses}
    return out | {c for o in OPTIONS for c in r.option_citation(o).clauses}


def test_academie_and_vanderaa_name_different_clauses_where_both_speak() -> None:
    academie, vanderaa = illegal_actions("academie"), illegal_actions("vanderaa1721")
    got: dict[str, tuple[str, str]] = {}
    for what in academie:
        a, v = [_refusal(d, act) for d, act in (academie[what], vanderaa[what])]
        got[what] = (a.clause, v.clause)
    assert got["a false answer"] == ("academie.12", "vanderaa1721.questions")
    assert got["ask a player who has not stood"] == ("academie.12", "vanderaa1721.questions")
    assert got["declare without a mouche"] == ("academie.10", "vanderaa1721.mouche")
    # p2 was dealt no mouche: art. 10 refuses him, in play as at his turn (issue 22, point 10)
    assert got["declare in play without a saved mouche"] == ("academie.10", "vanderaa1721.mouche")
    assert got["declare after the first card"] == ("academie.13", "vanderaa1721.mouche")
    assert got["a card that breaks a duty of play"] == ("academie.15", "vanderaa1721.play")
    # the Académie articles say nothing of how many cards may be exchanged: borrowed, with a note
    d, act = academie["exchange no card"]
    e = _refusal(d, act)
    assert e.clause == "vanderaa1721.decisions" and e.note.startswith("Not in the Académie")


def _rulings(out: dict[str, object]) -> list[dict[str, object]]:
    steps = out["steps"]
    assert isinstance(steps, list)
    return [r for s in steps for r in s["rulings"]]


@pytest.mark.parametrize("rid", sorted(PRESETS))
def test_no_ruling_borrows_a_clause_without_saying_why(rid: str) -> None:
    r = PRESETS[rid]
    seen: list[Ruling] = []
    for n in r.allowed_players:
        for seed in range(12):
            d = play_out(deal_from_seed(r, n, seed, dealer=seed % n), random.Random(seed))
            rep = replay(parse_record(format_record(d)))
            seen += [ru for s in rep.steps for ru in s.rulings]
    assert seen
    for ru in seen:
        assert belongs(r, ru.clauses, ru.note), (rid, ru)


def test_records_under_every_preset_cite_its_source() -> None:
    import json

    from mouche.browser import call

    for path in sorted(RECORDS.glob("*.toml")):
        text = path.read_text(encoding="utf-8")
        if "[[deals]]" in text:
            continue
        for rid in PRESETS:
            answer = json.loads(
                call(json.dumps({"op": "replay", "args": {"record": text, "ruleset": rid}}))
            )
            if not answer["ok"]:
                continue  # a deal that cannot be dealt under that preset's pack
            out = answer["result"]["replay"]
            r = get_ruleset(out["ruleset"]) if out["ruleset"] in PRESETS else PRESETS[rid]
            for ru in _rulings(out):
                clauses = ru["clauses"]
                assert isinstance(clauses, list)
                assert belongs(r, clauses, str(ru.get("note", ""))), (path.name, rid, ru)


def test_citation_keeps_own_clauses_and_decisions_and_notes_borrowed_ones() -> None:
    a, v = get_ruleset("academie"), get_ruleset("vanderaa1721")
    both = ("academie.8", "vanderaa1721.decisions", "ed.turn-order")
    assert a.citation(both) == Citation(("academie.8", "ed.turn-order"))
    assert v.citation(both) == Citation(("vanderaa1721.decisions", "ed.turn-order"))
    assert a.citation(("ed.all-pass",)) == Citation(("ed.all-pass",))
    limited = a.replace(mouche_limit=20)
    c = limited.option_citation("mouche_limit")
    assert c.clauses == ("vanderaa1721.limit",)
    assert c.note == (
        "Not in the Académie articles 5-15: vanderaa1721.limit is cited from the van der Aa "
        "report (1721)."
    )
    both = a.rule("mouche-price").plus(c)
    assert both.clauses == (*a.rule("mouche-price").clauses, "vanderaa1721.limit")
    assert both.note == c.note


def test_a_variant_may_name_the_sources_it_reads() -> None:
    a = get_ruleset("academie")
    other = a.replace(id="academie-read-as-vanderaa").reading("vanderaa1721")
    assert other.reads == ("vanderaa1721",) and a.replace(mouche_limit=20).reads == ("academie",)
    assert other.rule("stand") == Citation(("vanderaa1721.decisions",))
    assert other.rule("saved-takes-owed").note.startswith("Not in the van der Aa report")


def test_the_play_page_says_when_a_refusal_borrows_a_clause() -> None:
    import json

    from mouche.browser import call

    args = {"ruleset": "academie", "players": 4, "seed": 2, "seat": 1, "actions": []}
    args["action"] = "p1 exchange 7S 8S 9S 10S JS QS"  # six cards: more than a hand
    answer = json.loads(call(json.dumps({"op": "play", "args": args})))
    assert not answer["ok"] and answer["error"]["clause"] == "vanderaa1721.decisions"
    assert answer["error"]["note"].startswith("Not in the Académie articles 5-15")
    args["ruleset"] = "vanderaa1721"
    answer = json.loads(call(json.dumps({"op": "play", "args": args})))
    assert answer["error"]["clause"] == "vanderaa1721.decisions" and "note" not in answer["error"]
