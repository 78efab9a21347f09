"""Hand records under malformed input: always a clear error, never a traceback.

The input contract itself (mouche/records/contract.py) is tested here; the hostile records
run through the command line in test_cli.py, and the fuzzers in test_fuzz_records.py.
"""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest
from engine_helpers import record

from mouche import browser
from mouche.actions import parse_action
from mouche.cards import parse_card
from mouche.errors import (
    EXCERPT_CHARS,
    RecordError,
    RulesetError,
    SetupError,
    excerpt,
    message_of,
    one_line,
)
from mouche.records import contract, format_record, parse_record, replay_json

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


def test_format_record_round_trips_variants() -> None:
    rec = parse_record(GOOD + '[rules]\nseveral_mouches = "separately"\nmouche_limit = 7\n')
    d = rec.start()
    again = parse_record(format_record(d))
    assert again.ruleset.options == rec.ruleset.options
    assert again.start().hands == d.hands


def test_a_record_cannot_relabel_its_ruleset() -> None:
    """The label (id) of a record's ruleset always follows from its preset and options."""
    vanderaa = record("making-the-mouche")
    for key in ("id", "title", "self", "based_on", "reasons", "options"):
        with pytest.raises(RecordError, match=f"unknown option '{key}' in \\[rules\\]"):
            parse_record(vanderaa + f'[rules]\n{key} = "academie"\n')
    out = replay_json(vanderaa + '[rules]\nmust_head = "yes"\n')
    assert out["ruleset"] == "vanderaa1721+must_head=yes"
    assert replay_json(vanderaa)["ruleset"] == "vanderaa1721"
    # the label follows from the options alone: no-op overrides and their order do not show
    assert replay_json(vanderaa + '[rules]\npack = "piquet"\n')["ruleset"] == "vanderaa1721"
    both = "vanderaa1721+mouche_limit=7, must_head=yes"
    for rules in ('must_head = "yes"\nmouche_limit = 7', 'mouche_limit = "7"\nmust_head = true'):
        rec = parse_record(vanderaa + f"[rules]\n{rules}\n")
        assert rec.ruleset.id == both
        assert parse_record(format_record(rec.start())).ruleset == rec.ruleset


@pytest.mark.parametrize(
    ("value", "label"),
    [('"20"', "20"), ("20", "20"), ('"none"', "none"), ("999999", "999999")],
)
def test_mouche_limit_takes_ascii_whole_numbers(value: str, label: str) -> None:
    rec = parse_record(GOOD + f"[rules]\nmouche_limit = {value}\n")
    assert rec.ruleset.options["mouche_limit"] == label


@pytest.mark.parametrize("value", ['"²"', '"٣"', '"０"', '"1e3"', '" 7"', '"-3"', "true", "2.0"])
def test_mouche_limit_refuses_anything_else(value: str) -> None:
    with pytest.raises((RecordError, RulesetError), match="mouche_limit"):
        parse_record(GOOD + f"[rules]\nmouche_limit = {value}\n")


def test_yes_no_options_take_booleans_and_only_those() -> None:
    assert parse_record(GOOD + "[rules]\nmust_head = true\n").ruleset.options["must_head"] == "yes"
    assert parse_record(GOOD + "[rules]\nmust_head = false\n").ruleset.options["must_head"] == "no"
    with pytest.raises(RecordError, match="'several_mouches' must be one of its values"):
        parse_record(GOOD + "[rules]\nseveral_mouches = true\n")


@pytest.mark.parametrize("seat", ["p²", "p١", "p０", "p1²", "p001", "pp1", "p 1", "p-1"])
def test_seats_are_p_and_ascii_digits(seat: str) -> None:
    with pytest.raises(RecordError, match="bad seat"):
        parse_action(f"{seat} stand")
    assert parse_action("P12 stand").seat == 12


def test_the_shape_check_skips_strings_and_comments() -> None:
    deep = "[" * 20 + "{" * 20 + "a.b.c.d.e.f"
    text = (
        f'title = "{deep}"\nnote = """\n{deep}\n{deep}"""\n# {deep}\n'
        f"illustrates = ['{deep}', '''{deep}''']\n"
    )
    contract.check_shape(text)
    bare = "".join(
        x for x in GOOD.splitlines(keepends=True) if not x.startswith(("title", "note", "illus"))
    )
    assert parse_record(text + bare).title == deep
    assert parse_record(text + bare).note == f"{deep}\n{deep}"
    with pytest.raises(RecordError, match="more than 8 deep"):
        contract.check_shape("x = " + "[" * 9)
    contract.check_shape("x = " + "[" * 8)
    with pytest.raises(RecordError, match="more than 4 parts"):
        contract.check_shape("a . b . 'c' . \"d\" . e = 1")
    contract.check_shape("a . b . 'c' . \"d\" = 1.5")
    # an escaped quote does not end a string, so the brackets after it stay inside
    contract.check_shape('x = "\\" [[[[[[[[[[ "')
    # a multi-line string may end in four or five quotes, as TOML reads it: what follows counts
    deep = "[" * 9 + "1" + "]" * 9
    for quotes in ('"""x""""', '"""x"""""', "'''x''''", "'''x'''''"):
        with pytest.raises(RecordError, match="more than 8 deep"):
            contract.check_shape(f"a = [{quotes}, {deep}]")


@pytest.mark.parametrize("field", ["title", "note", "illustrates"])
@pytest.mark.parametrize("char", ["\\u001b", "\\u202e", "\\u0000", "\\t", "\\u2028"])
def test_title_note_and_ids_are_printable_text(field: str, char: str) -> None:
    """They reach citations and pages: no ESC or right-to-left override may hide there."""
    bare = "".join(x for x in GOOD.splitlines(keepends=True) if not x.startswith(field))
    value = f'["a{char}"]' if field == "illustrates" else f'"a{char}"'
    with pytest.raises(RecordError, match=f"field '{field}' holds an unprintable character"):
        parse_record(f"{field} = {value}\n" + bare)


def test_a_byte_order_mark_is_allowed() -> None:
    assert parse_record("\ufeff" + GOOD).players == 3


def test_excerpts_are_short_escaped_and_one_line() -> None:
    nasty = "\x1b[2J\u202eevil\n\r\t\x00\ud800'\\" + "x" * 1000
    e = excerpt(nasty)
    assert e.isprintable() and len(e) <= EXCERPT_CHARS + 3 and e.endswith("…'")
    assert e.startswith("'\\x1b[2J\\u202eevil\\n\\r\\t\\x00\\ud800\\'\\\\")
    assert excerpt("KS") == "'KS'" and excerpt("x" * EXCERPT_CHARS) == "'" + "x" * 60 + "'"
    line = one_line("a\nb\x1b" + "y" * 1000)
    assert line.isprintable() and line.startswith("a\\nb\\x1b") and len(line) <= 401


def test_values_are_described_without_echoing_them() -> None:
    describe = contract.describe
    assert describe(True) == "true" and describe(3) == "3"
    assert describe(10**300) == "a number that large"
    assert describe("x" * 500).startswith("a string ('xxx") and len(describe("x" * 500)) < 50
    assert describe({"a": [1]}) == "a table" and describe([{}]) == "an array"
    assert describe(object()) == "object"


def test_a_record_that_is_not_text_is_refused() -> None:
    with pytest.raises(RecordError, match="a record is text, not 3"):
        contract.load_toml(3)
    with pytest.raises(RecordError, match="'rules' must be a table of options, not an array"):
        contract.rule_overrides(["must_head"])


def test_the_readme_states_the_limits_the_engine_keeps() -> None:
    readme = (Path(__file__).parent.parent / "README.md").read_text(encoding="utf-8")
    limits = re.search(r"A record is untrusted input.*?\n\n", readme, re.S)
    assert limits, "README: the paragraph on record limits"
    text = " ".join(limits.group().split())
    assert f"at most **{contract.MAX_RECORD_CHARS:,} characters**" in text
    assert f"nested at most {contract.MAX_NESTING} deep" in text
    assert f"dotted keys of at most {contract.MAX_KEY_PARTS} parts" in text
    assert f"from 0 to {contract.MAX_WHOLE:,}" in text
    assert f"at most {contract.MAX_ACTIONS} actions" in text
    assert f"of at most {contract.MAX_ACTION_CHARS} characters each" in text
    assert f"quotes at most {EXCERPT_CHARS} characters" in text


def test_the_browser_facade_keeps_the_same_contract() -> None:
    """The workbench's replay goes through the same parser: same refusal, same message."""
    text = "x" + ".a" * 2000 + " = 1\n"  # 4 KB: it once overflowed the worker's stack
    answer = json.loads(browser.call(json.dumps({"op": "replay", "args": {"record": text}})))
    assert not answer["ok"] and answer["error"]["kind"] == "input"
    assert "a dotted key has more than 4 parts" in answer["error"]["message"]
    assert browser.MAX_ACTIONS == contract.MAX_ACTIONS


@pytest.mark.parametrize("token", ["Kſ", "10ſ", "１０H", "K\u212a", "\u212aS", "Ｋ♠", "K\u0341S"])
def test_cards_are_ascii_but_for_the_suit_symbols(token: str) -> None:
    """str.upper() would make the long s 'ſ' an S; only the notation and ♠ ♥ ♦ ♣ ♤ ♡ ♢ ♧."""
    with pytest.raises(RecordError, match="not a card"):
        parse_record(GOOD.replace('"p1 play KS"', f'"p1 play {token}"'))
    assert str(parse_card("K♤")) == "KS" and str(parse_card("t♥")) == "10H"


def test_action_words_are_ascii() -> None:
    """str.lower() would make 'asK' (a Kelvin sign) the verb ask."""
    with pytest.raises(RecordError, match="unknown action"):
        parse_action("p1 as\u212a p2")
    assert parse_action("P1 ASK p2") == parse_action("p1 ask p2")


@pytest.mark.parametrize(
    ("text", "english", "french"),
    [
        (
            'title = "x"\nplayers = 4\nactions = [\n  "p1 stand",\n  oops\n]\n',
            "not valid TOML at line 5, column 3: a value cannot be read",
            "TOML non valide à la ligne 5, colonne 3\u202f: une valeur ne peut pas être lue",
        ),
        ('title = "x\n', "line 1, column 11: a string is not closed", "chaîne n'est pas fermée"),
        ("[deals]\n[deals]\n", "the table deals is declared twice", "la table deals est déclarée"),
        ("actions = [1, 2\n", "end of the text: a list [ ... ] is not closed", "fin du texte"),
    ],
)
def test_a_text_that_is_not_toml_is_refused_where_and_why_in_the_language(
    text: str, english: str, french: str
) -> None:
    """The TOML reader's own message is English and names a position: the refusal names
    the line and column, and the problem in the reader's language (issue 40.11)."""
    with pytest.raises(RecordError) as e:
        contract.load_toml(text)
    assert english in message_of(e.value) and french in message_of(e.value, "fr")
    assert "\n" not in message_of(e.value, "ru") and "TOML" in message_of(e.value, "ru")


def test_every_toml_problem_is_said_in_every_language() -> None:
    """Each problem the TOML reader may name formats in en/fr/ru (no stray brace)."""
    from mouche.messages import Message

    for _pattern, said in contract._TOML_PROBLEMS:
        for lang in ("en", "fr", "ru"):
            error = RecordError("x: {problem}", problem=Message(said, key="'k'"))
            assert "{" not in message_of(error, lang)
