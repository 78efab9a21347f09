"""Rulesets compared (mouche.compare): the options that differ, and the cause of each
difference in a record's outcome, found by switching the options one at a time."""

from __future__ import annotations

import dataclasses
import json
from pathlib import Path
from typing import Any

import pytest

from mouche import compare, presets
from mouche.__main__ import main
from mouche.browser import call
from mouche.compare import attribute, catalog, differing_options, outcome, variant
from mouche.edition.model import clause_permalink
from mouche.errors import RulesetError
from mouche.presets import PRESETS, get_ruleset
from mouche.records import HandRecord, parse_record, replay_json
from mouche.rulesets import OPTIONS

RECORDS = Path(__file__).parent / "records"


def record(name: str) -> HandRecord:
    return parse_record((RECORDS / f"{name}.toml").read_text(encoding="utf-8"))


ACADEMIE, VANDERAA = get_ruleset("academie"), get_ruleset("vanderaa1721")


def test_differing_options_lists_every_option_that_differs_with_both_sides_clauses() -> None:
    diffs = differing_options(ACADEMIE, VANDERAA)
    names = [d.option for d in diffs]
    assert names == [n for n in OPTIONS if ACADEMIE.options[n] != VANDERAA.options[n]]
    ante = next(d for d in diffs if d.option == "ante")
    assert (ante.a, ante.b) == ("one-per-player", "five")
    assert ante.a_cites == ("academie.5",) and ante.b_cites == ("vanderaa1721.deal",)
    assert ante.title == OPTIONS["ante"].title
    assert differing_options(ACADEMIE, ACADEMIE) == ()
    # A preset's own reasons are part of its side's clauses.
    limited = differing_options(VANDERAA, ACADEMIE.replace(packets="2+3"))
    packets = next(d for d in limited if d.option == "packets")
    assert packets.b_cites == OPTIONS["packets"].choice("2+3").cites


def test_the_saved_mouche_difference_is_the_ante_not_article_13() -> None:
    """The acceptance point: under academie −6/+3/−3, under vanderaa1721 −10/+5/−5; the
    ante option causes it (and the pot after), and flush_takes_owed (art. 13) changes nothing."""
    att = attribute(record("saved-mouche"), ACADEMIE, VANDERAA)
    assert att.outcome_a.value("deltas") == [-6, 3, -3]
    assert att.outcome_b.value("deltas") == [-10, 5, -5]
    causes = {c.field: c for c in att.causes}
    assert set(causes) == {"deltas", "pot_after"}
    for c in causes.values():
        assert c.alone == ("ante",) and c.together == () and c.partial == ()
    assert causes["deltas"].a == "p0 −6, p1 +3, p2 −3"
    assert causes["deltas"].b == "p0 −10, p1 +5, p2 −5"
    assert "flush_takes_owed" in att.unchanged and "ante" not in att.unchanged
    switch = {s.option: s for s in att.switches}
    assert switch["ante"].changed == ("deltas", "pot_after")
    assert switch["flush_takes_owed"].changed == ()
    text = "\n".join(att.explain())
    # In words: the option by its title, each value as its description says it, no ids.
    assert (
        "Caused by the dealer's ante (A: as many jetons as there are players [academie.5]; "
        "B: five jetons [vanderaa1721.deal])" in text
    )
    assert "ante ante" not in text and "one-per-player" not in text
    last = text.splitlines()[-1]  # "... changes nothing in this record."
    assert "a saved mouche takes the mouches owed" in last and "flush_takes_owed" not in last
    # The other way round, the same cause.
    back = attribute(record("saved-mouche"), VANDERAA, ACADEMIE)
    assert [(c.field, c.alone) for c in back.causes] == [
        ("deltas", ("ante",)),
        ("pot_after", ("ante",)),
    ]


def test_each_switch_is_a_real_replay_under_the_variant() -> None:
    rec = record("saved-mouche")
    att = attribute(rec, ACADEMIE, VANDERAA)
    for s in att.switches:
        direct = replay_json(
            dataclasses.replace(rec, ruleset=ACADEMIE.replace(**{s.option: s.after}))
        )
        assert s.outcome.replay == direct
    assert att.outcome_a.replay == replay_json(rec)


def test_options_that_act_only_together_are_found_and_said_so() -> None:
    """tricks-paid: neither the ante nor the payment for tricks alone gives academie's
    jetons; the two together do, and each one's own effect is reported."""
    att = attribute(record("tricks-paid"), VANDERAA, ACADEMIE)
    (cause,) = att.causes
    assert cause.field == "deltas" and cause.alone == ()
    assert set(cause.together) == {"ante", "trick_pay"}
    assert {n for n, _ in cause.partial} == {"ante", "trick_pay"}
    text = " ".join(att.explain())
    assert "No single option gives B's result" in text and "together do" in text


def test_a_switch_without_effect_alone_is_reported_as_such() -> None:
    """academie-pot-short: the ante alone gives vanderaa's jetons; the payment for tricks
    alone gives a third result, which the other switches hide."""
    att = attribute(record("academie-pot-short"), ACADEMIE, VANDERAA)
    (cause,) = att.causes
    assert cause.alone == ("ante",)
    assert [n for n, _ in cause.partial] == ["trick_pay"]
    assert "its effect does not show" in " ".join(att.explain())


def test_a_switch_that_makes_the_record_illegal_is_reported_with_its_refusal_and_clause() -> None:
    att = attribute(record("must-overtrump"), VANDERAA, ACADEMIE)
    # Both refuse the same card, each citing its own clause: the clause changes with must_head.
    assert "refusal" not in [c.field for c in att.causes]  # the same card, the same reason
    clause = next(c for c in att.causes if c.field == "refusal_clause")
    assert clause.alone == ("must_head",) and not clause.citation
    assert (clause.a, clause.b) == ("vanderaa1721.play", "academie.15")
    # A legal record that the Académie's duty to head makes illegal.
    legal = parse_record(
        'ruleset = "vanderaa1721"\nplayers = 4\nhands = ["7C 8C 9C 10C QD", '
        '"9H KD KC QC 10D", "KH 8H 7D 8D 9D", "KS 7S AD AC JC"]\nturnup = "10S"\n'
        'talon = "JH QH 10H JD"\nactions = ["p1 stand", "p2 stand", "p3 stand", "p0 pass", '
        '"p1 play 9H", "p2 play 8H"]'
    )
    att = attribute(legal, VANDERAA, ACADEMIE)
    switch = {s.option: s for s in att.switches}
    ref = switch["must_head"].outcome.refusal
    assert ref is not None and ref["clause"] == "academie.15" and ref["text"] == "p2 play 8H"
    assert "refusal" in switch["must_head"].changed
    status = next(c for c in att.causes if c.field == "status")
    assert status.alone == ("must_head",)
    assert any(
        line.startswith("Switching duty to head the trick")
        and "makes the record illegal" in line
        and "action 6 (p2 play 8H)" in line
        and "(academie.15)" in line
        for line in att.explain()
    )
    data = att.to_json()
    must = next(s for s in data["switches"] if s["option"] == "must_head")
    assert must["refusal"]["clause"] == "academie.15"


def test_a_deal_that_cannot_be_dealt_is_said_so_not_compared_field_by_field() -> None:
    att = attribute(record("everyone-passes"), VANDERAA, ACADEMIE)  # 32 cards; 36 for 4 here
    assert att.outcome_b.replay is None and "cannot be dealt" in att.outcome_b.not_dealt
    assert [c.field for c in att.causes] == ["status", "refusal"]  # nothing else compared
    assert all(c.alone == ("pack",) for c in att.causes)


def test_same_outcome_and_same_rulesets() -> None:
    rec = record("saved-mouche")
    same = attribute(rec, ACADEMIE, ACADEMIE)
    assert same.differences == () and same.causes == ()
    assert "cannot differ" in same.explain()[0]
    # A difference that does not touch this record.
    quiet = attribute(rec, ACADEMIE, ACADEMIE.replace(mouche_limit=20))
    assert [d.option for d in quiet.differences] == ["mouche_limit"]
    assert quiet.causes == () and quiet.unchanged == ("mouche_limit",)
    assert "same outcome" in quiet.explain()[1]


def test_switches_whose_effects_cancel_are_reported() -> None:
    """When each switch alone changes the outcome but all of them together do not, say so
    (no record in hand does this: the attribution is built from its parts)."""
    rec = record("saved-mouche")
    b = ACADEMIE.replace(ante="five", mouche_limit=20)
    att = attribute(rec, ACADEMIE, b)
    ante = next(s for s in att.switches if s.option == "ante")
    cancelled = dataclasses.replace(att, outcome_b=att.outcome_a, causes=())
    assert ante.changed
    lines = cancelled.explain()
    assert "same outcome" in lines[1]
    assert any(
        line.startswith("Switching the dealer's ante") and "would change" in line for line in lines
    )


def test_the_joint_search_is_bounded(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(compare, "MAX_JOINT_REPLAYS", 0)
    att = attribute(record("tricks-paid"), VANDERAA, ACADEMIE)
    (cause,) = att.causes
    assert cause.alone == () and cause.together == ()
    assert "it comes from the options together" in " ".join(att.explain())


def test_variant_and_catalog() -> None:
    assert variant("academie") is ACADEMIE
    assert variant("academie", {"ante": "one-per-player"}) is ACADEMIE
    v = variant("academie", {"ante": "five", "mouche_limit": 20})
    assert v.options["ante"] == "five" and v.limit == 20 and v.based_on == "academie"
    assert presets.preset_of(v) == "academie"
    assert compare.describe_ruleset(v)["options"] == {"ante": "five", "mouche_limit": "20"}
    with pytest.raises(RulesetError, match="ante"):
        variant("academie", {"ante": "seven"})
    with pytest.raises(RulesetError, match="unknown ruleset"):
        variant("nope")
    cat = catalog()
    assert [p["id"] for p in cat["presets"]] == list(PRESETS)  # new presets appear by themselves
    assert [o["name"] for o in cat["options"]] == list(OPTIONS)
    aca = next(p for p in cat["presets"] if p["id"] == "academie")
    assert aca["cites"]["packets"]["3+2"] == list(ACADEMIE.cites("packets"))  # with its reason
    assert aca["cites"]["packets"]["2+3"] == list(OPTIONS["packets"].choice("2+3").cites)
    json.dumps(cat)


def test_to_json_is_plain_json_with_the_summary() -> None:
    data = attribute(record("saved-mouche"), ACADEMIE, VANDERAA).to_json()
    assert json.loads(json.dumps(data)) == data
    assert data["a"]["id"] == "academie" and data["b"]["preset"] == "vanderaa1721"
    assert [c["alone"] for c in data["causes"]] == [["ante"], ["ante"]]
    fields = {f["field"]: f for f in data["fields"]}
    assert fields["deltas"]["differs"] and not fields["mouche"]["differs"]
    assert fields["mouche"]["a"] == "p1 in ♠, 50 points"
    # each side named by its title, never by its id (issue 40.1)
    assert data["summary"][0].startswith(
        "A (Académie des jeux, articles 5-15) and B (Van der Aa 1721, as reported) differ in 7"
    )
    assert outcome(record("saved-mouche"), ACADEMIE).text("refusal") == "none"


def test_either_of_two_options_alone_and_the_texts_of_the_outcome() -> None:
    rec = record("academie-must-head")
    b = ACADEMIE.replace(must_head="no", enforcement="penalty")
    att = attribute(rec, ACADEMIE, b)
    refusal = next(c for c in att.causes if c.field == "refusal")
    assert refusal.alone == ("must_head", "enforcement")
    assert outcome(rec, ACADEMIE).text("refusal").startswith("action 5: ")
    assert compare.side_name(b) == (
        "Académie des jeux, articles 5-15 with duty to head the trick (follow suit; else "
        "trump, overtrumping a trump already played if able; else discard) and enforcement "
        "of the duties of play (it stands, and the offender makes the mouche)"
    )
    assert "Caused by either of" in " ".join(att.explain())
    tricks = outcome(record("making-the-mouche"), VANDERAA)
    assert tricks.text("tricks").startswith("K♠ 9♠ A♠ → p1; ") and "→ p" in tricks.text("tricks")
    owed = compare.outcome_text("mouches_owed", [5, 3])
    assert owed == "5, 3"


def ask_compare(**args: object) -> dict[str, Any]:
    answer: dict[str, Any] = json.loads(call(json.dumps({"op": "compare", "args": args})))
    return answer


def test_the_browser_facade_compares_with_clause_links() -> None:
    text = (RECORDS / "saved-mouche.toml").read_text(encoding="utf-8")
    out = ask_compare(record=text, b={"preset": "vanderaa1721"})
    assert out["ok"], out
    result = out["result"]
    assert result == {
        **attribute(parse_record(text), ACADEMIE, VANDERAA).to_json(),
        "clause_links": result["clause_links"],
    }
    assert result["clause_links"]["academie.5"] == clause_permalink("academie.5")
    assert "vanderaa1721.deal" in result["clause_links"]
    # A preset with options changed, on either side.
    out = ask_compare(
        record=text,
        a={"preset": "vanderaa1721", "options": {"ante": "one-per-player"}},
        b={"preset": "vanderaa1721", "options": {}},
    )
    assert out["ok"] and [d["option"] for d in out["result"]["differences"]] == ["ante"]
    assert out["result"]["a"]["options"] == {"ante": "one-per-player"}


@pytest.mark.parametrize(
    ("args", "message"),
    [
        ({"record": ""}, "the record is empty"),
        ({"record": "x = 1"}, "unknown field"),
        ({"b": "academie"}, "b must be a ruleset"),
        ({"b": {"preset": "<b>"}}, "unknown ruleset '<b>'"),
        ({"b": {"preset": "academie", "options": ["ante"]}}, "options must be an object"),
        ({"b": {"preset": "academie", "options": {"nope": "1"}}}, "unknown option 'nope'"),
        ({"b": {"preset": "academie", "options": {"ante": True}}}, "option ante cannot be"),
        ({"b": {"preset": "academie", "options": {"ante": "x" * 99}}}, "option ante cannot be"),
        ({"b": {"preset": "academie", "options": {"ante": "seven"}}}, "cannot be 'seven'"),
        ({"a": {"preset": 3}, "b": {"preset": "academie"}}, "missing ruleset"),
    ],
)
def test_the_facade_refuses_bad_comparisons_in_one_line(args: dict[str, Any], message: str) -> None:
    if "record" not in args:
        args = {**args, "record": (RECORDS / "saved-mouche.toml").read_text(encoding="utf-8")}
    out = ask_compare(**args)
    assert out["ok"] is False and out["error"]["kind"] == "input"
    assert message in out["error"]["message"] and "\n" not in out["error"]["message"]


def test_the_command_line_says_the_causes(capsys: pytest.CaptureFixture[str]) -> None:
    path = str(RECORDS / "saved-mouche.toml")
    assert main(["compare", path, "--against", "vanderaa1721"]) == 0
    text = capsys.readouterr().out
    assert "Caused by the dealer's ante" in text
    assert main(["compare", path, "--against", "academie", "--option", "ante=five", "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert [c["alone"] for c in data["causes"]] == [["ante"], ["ante"]]
    assert main(["compare", path, "--against", "academie", "--option", "ante=seven"]) == 2
    assert "cannot be 'seven'" in capsys.readouterr().err


def test_a_session_record_is_refused_as_such_not_for_its_deals_field(
    capsys: pytest.CaptureFixture[str],
) -> None:
    # A reader who pastes a session record into the compare view, or names one on the
    # command line, is told what it is; the message once read "unknown field 'deals'".
    path = RECORDS / "session-illegal-in-deal-1.toml"
    text = path.read_text(encoding="utf-8")
    said = "this is a session record (3 deals): one deal's record is needed"
    out = ask_compare(record=text, b={"preset": "vanderaa1721"})
    assert out == {"ok": False, "error": {"kind": "input", "message": said}}
    assert main(["compare", str(path), "--against", "vanderaa1721"]) == 2
    assert said in capsys.readouterr().err


def test_counterpart_is_the_other_sources_preset() -> None:
    assert presets.counterpart("academie") == "vanderaa1721"
    assert presets.counterpart("vanderaa1721") == "academie"
    assert presets.counterpart("academie-rigour") == "academie"  # a variant: its own preset
    assert presets.counterpart("vanderaa1721-limited") == "vanderaa1721"
    assert all(p["counterpart"] in PRESETS for p in catalog()["presets"])


def test_a_records_rules_hold_for_b_when_a_is_the_records_own() -> None:
    """As in "replay under another ruleset": the side by side and the causes agree."""
    text = (RECORDS / "saved-mouche.toml").read_text(encoding="utf-8") + '[rules]\nante = "five"\n'
    result = ask_compare(record=text, b={"preset": "vanderaa1721"})["result"]
    assert result["a"]["options"] == {"ante": "five"}
    assert result["b"]["options"] == {}  # vanderaa1721's own ante is five
    assert "ante" not in [d["option"] for d in result["differences"]]
    replayed = json.loads(
        call(json.dumps({"op": "replay", "args": {"record": text, "ruleset": "vanderaa1721"}}))
    )["result"]["replay"]
    assert result["outcomes"]["b"]["replay"] == replayed
    # B's own options still win over the record's.
    result = ask_compare(
        record=text, b={"preset": "vanderaa1721", "options": {"ante": "one-per-player"}}
    )["result"]
    assert result["b"]["options"] == {"ante": "one-per-player"}
    # An explicit A leaves the record's rules out of both.
    result = ask_compare(record=text, a={"preset": "academie"}, b={"preset": "academie"})["result"]
    assert result["differences"] == []


def test_a_refusal_that_only_cites_another_source_is_said_so() -> None:
    """A false answer is refused under both; each ruleset cites the source it reads."""
    att = attribute(record("false-answer-academie"), ACADEMIE, VANDERAA)
    (clause,) = [c for c in att.causes if c.field.startswith("refusal")]
    assert clause.field == "refusal_clause" and clause.citation
    assert (clause.alone, clause.together, clause.partial) == ((), (), ())
    assert (clause.a, clause.b) == ("academie.12", "vanderaa1721.questions")
    assert "each ruleset cites the source it reads" in " ".join(att.explain())
    assert att.to_json()["causes"][0]["citation"] is True


def test_a_switch_that_gives_no_ruleset_is_said_so_and_does_not_stop_the_others() -> None:
    """academie-1765 saves the mouche by guarantee, which needs silence = no-answer: its
    silence cannot be switched to van der Aa's alone."""
    a = get_ruleset("academie-1765")
    att = attribute(record("save-guarantee-answer"), a, VANDERAA)
    silence = next(s for s in att.switches if s.option == "silence")
    assert silence.outcome.not_a_ruleset and silence.outcome.value("status") == "not a ruleset"
    assert "silence" not in att.unchanged
    assert all("silence" not in c.alone for c in att.causes)
    assert all(n != "silence" for c in att.causes for n, _ in c.partial)
    assert any("alone does not give a ruleset" in line for line in att.explain())
    status = next(c for c in att.causes if c.field == "status")
    assert status.alone == ("saving",)
    # A refusal of B's own is one difference: its clause is not listed apart.
    assert "refusal_clause" not in [c.field for c in att.causes]
    data = att.to_json()
    assert next(s for s in data["switches"] if s["option"] == "silence")["not_a_ruleset"]


def test_a_mouche_record_compared_with_hoyles_loo_attributes_each_difference(
    capsys: pytest.CaptureFixture[str],
) -> None:
    """Issue 35.4: across games, each difference in the outcome named with its options and
    their clauses (here the Académie's priority of mouches, replayed under Hoyle's Loo)."""
    path = Path(__file__).parent / "records" / "mouche-priority.toml"
    assert main(["compare", str(path), "--against", "hoyle-loo", "--json"]) == 0
    out = json.loads(capsys.readouterr().out)
    names = {d["option"] for d in out["differences"]}
    assert {"ranking", "top_card", "flush", "questions", "pack"} <= names
    flush = next(d for d in out["differences"] if d["option"] == "flush")
    assert "hoyle-loo.a.2" in flush["b_cites"] and "academie.10" in flush["a_cites"]
    assert out["causes"] and all(c["alone"] or c["together"] for c in out["causes"])


def test_what_the_settlement_decides_is_said_unsettled_where_the_replay_stopped() -> None:
    """A record refused under a ruleset stops before the settlement: its jetons are the
    stakes as they stood, said so, not a result set beside the other side's."""
    rec = record("must-overtrump")  # refused under both: overtrumping (A), the speaking (B)
    att = attribute(rec, VANDERAA, compare.variant("cotton1674-lanterloo"))
    jetons = next(c for c in att.causes if c.field == "deltas")
    assert jetons.a == "p0 −5, p1 0, p2 0 (the deal was not settled)"
    assert jetons.b == "p0 0, p1 0, p2 0 (the deal was not settled)"
    settled = outcome(record("saved-mouche"), ACADEMIE)
    assert "settled" not in settled.text("deltas")
