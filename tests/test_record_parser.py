"""Hand records under malformed input: always a clear error, never a traceback."""

from __future__ import annotations

import pytest
from engine_helpers import record
from hypothesis import given, settings
from hypothesis import strategies as st

from mouche.actions import parse_action
from mouche.errors import MoucheError, RecordError, RulesetError, SetupError
from mouche.records import format_record, parse_record, replay_json

GOOD = record("making-the-mouche")


@pytest.mark.parametrize(
    ("text", "error", "message"),
    [
        ("ruleset = ", RecordError, "not valid TOML"),
        ('ruleset = "hoyle"\nplayers = 3\ndeck = ""', RulesetError, "unknown ruleset 'hoyle'"),
        ('players = 3\ndeck = ""', RecordError, "missing field 'ruleset'"),
        (
            'ruleset = "academie"\nplayers = "3"\ndeck = ""',
            RecordError,
            "'players' must be a whole",
        ),
        ('ruleset = "academie"\nplayers = 3', RecordError, "missing the cards"),
        ('ruleset = "academie"\nplayers = 3\ncolour = 1\ndeck = ""', RecordError, "unknown field"),
        ('ruleset = "academie"\nplayers = 9\ndeck = ""', RulesetError, "not 9"),
        ('ruleset = "academie"\nplayers = 3\ndeck = "KS QS"', SetupError, "has 2 cards"),
        ('ruleset = "academie"\nplayers = 3\ndeck = "KS ZZ"', RecordError, "'ZZ'"),
        ('ruleset = "academie"\nplayers = 3\nhands = ["KS"]\nturnup = "KH"', SetupError, "1 hands"),
        (
            'ruleset = "academie"\nplayers = 3\nhands = [1, 2, 3]\nturnup = "KH"',
            RecordError,
            "list of strings",
        ),
        (
            'ruleset = "academie"\nplayers = 3\n[rules]\nmust_head = "perhaps"',
            RulesetError,
            "cannot be 'perhaps'",
        ),
        (GOOD.replace('"p1 stand"', '"p1 fly"'), RecordError, "unknown action 'p1 fly'"),
        (GOOD.replace('"p1 stand"', '"x1 stand"'), RecordError, "bad seat 'x1'"),
        (GOOD.replace('"p1 stand"', '"p1 play"'), RecordError, "unknown action"),
        (GOOD.replace('"p1 stand"', '"p1 play KZ"'), RecordError, "'KZ'"),
        (GOOD.replace('"p1 stand"', "1"), RecordError, "item 0 must be a string, not 1"),
        (GOOD.replace("pot = 5", "pot = -1"), RecordError, "from 0 to 1,000,000, not -1"),
        (GOOD.replace("pot = 5", "owed = [[1]]"), RecordError, "[seat, amount]"),
        (GOOD.replace('hands = ["AS', 'deck = "KS"\nhands = ["AS'), RecordError, "not both"),
    ],
)
def test_malformed_records_name_the_problem(text: str, error: type, message: str) -> None:
    with pytest.raises(error) as e:
        parse_record(text)
    assert message in str(e.value)


def test_parse_action_rejects_non_strings() -> None:
    with pytest.raises(RecordError):
        parse_action(3)  # type: ignore[arg-type]
    with pytest.raises(RecordError, match="incomplete"):
        parse_action("p1")


@settings(max_examples=300, deadline=None)
@given(st.text(max_size=300))
def test_arbitrary_text_never_tracebacks(text: str) -> None:
    try:
        replay_json(text)
    except MoucheError as e:
        assert str(e)


@settings(max_examples=300, deadline=None)
@given(st.data())
def test_mutated_records_never_traceback(data: st.DataObject) -> None:
    text = GOOD
    for _ in range(data.draw(st.integers(1, 4))):
        i = data.draw(st.integers(0, len(text)))
        j = data.draw(st.integers(i, min(len(text), i + 12)))
        text = text[:i] + data.draw(st.text(max_size=6)) + text[j:]
    try:
        out = replay_json(text)
    except MoucheError as e:
        assert str(e)
    else:
        assert out["status"] in ("complete", "incomplete", "illegal")


def test_format_record_round_trips_variants() -> None:
    rec = parse_record(GOOD + '[rules]\nseveral_mouches = "separately"\nmouche_limit = 7\n')
    d = rec.start()
    again = parse_record(format_record(d))
    assert again.ruleset.options == rec.ruleset.options
    assert again.start().hands == d.hands
