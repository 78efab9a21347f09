"""Every preset × every option × every value (and values no option takes), through each
entry point that takes rule options: a record's ``[rules]`` (command line and facade
replay), ``compare --option``, ``simulate --rule``, the facade's compare and simulate.

A value an option takes is accepted everywhere and gives a result that conserves jetons;
any other value is refused everywhere, exit 2 or an "input" error, in one clean line that
names the option. Never exit 3, never an "internal" error.
"""

from __future__ import annotations

import json
import random
import re
import tomllib
from typing import Any

import pytest
from fuzz_helpers import check
from input_helpers import assert_clean, run_command
from toml_styles import dump

from mouche import browser
from mouche.cards import parse_cards
from mouche.errors import MoucheError
from mouche.presets import PRESETS
from mouche.records import format_record
from mouche.rulesets import OPTIONS, Option, Ruleset
from mouche.session import deal_from_seed, play_out

HOSTILE_VALUES: list[Any] = [
    "",
    " ",
    "n",
    "none ",
    "²",
    "0",
    "-1",
    "01",
    "1000000",
    "0x14",
    "1e3",
    "20\x1b[2J",
    "\u202eno",
    "x" * 200,
    1.5,
    [],
    {},
]
"""Values no option takes (a whole number in a record, true or false, are tried per option)."""


def _placeholder(option: Option, value: object) -> bool:
    return option.integer and value == "N"


def valid_values(option: Option) -> list[Any]:
    """What ``option`` takes: its labels (never a numeric option's placeholder "N"), and for
    a numeric option whole numbers, as text or (in records and the facade) as numbers."""
    labels: list[Any] = [c.label for c in option.choices if not _placeholder(option, c.label)]
    return labels + (["1", "20", "999999", 20] if option.integer else [])


def takes(option: Option, value: object) -> bool:
    """Whether ``option`` takes ``value`` in a record's [rules] (a value as TOML gives it)."""
    labels = {c.label for c in option.choices} - ({"N"} if option.integer else set())
    if isinstance(value, bool):
        return labels == {"yes", "no"}
    if isinstance(value, int):
        return option.integer and 1 <= value <= 999_999
    if not isinstance(value, str):
        return False
    return value in labels or (option.integer and bool(re.fullmatch(r"[1-9][0-9]{0,5}", value)))


def _record(preset: str) -> tuple[str, int]:
    """A deal of ``preset`` played out by the engine's players, as a record; its players."""
    players = PRESETS[preset].allowed_players[0]
    deal = deal_from_seed(PRESETS[preset], players, 7, pot=3)
    return format_record(play_out(deal, random.Random(7)), title="options"), players


RECORDS = {preset: _record(preset) for preset in PRESETS}


def _fits(data: dict[str, Any], ruleset: Ruleset, players: int) -> bool:
    """Whether the record's cards are all in ``ruleset``'s pack for ``players``, and its
    hands of the ruleset's size (option packets), at a table size its pack deals."""
    if players not in ruleset.allowed_players:
        return False
    cards = " ".join([*data["hands"], data["turnup"], data["talon"]])
    sized = all(len(parse_cards(h)) == ruleset.hand_size for h in data["hands"])
    return sized and set(parse_cards(cards)) <= ruleset.deal_plan(players, 0).cards


def _call(op: str, args: dict[str, Any]) -> dict[str, Any]:
    answer: dict[str, Any] = json.loads(browser.call(json.dumps({"op": op, "args": args})))
    return answer


def _refused(answer: dict[str, Any], name: str) -> None:
    assert not answer["ok"] and answer["error"]["kind"] == "input", answer
    message = answer["error"]["message"]
    assert message.isprintable() and "\n" not in message and len(message) <= 500
    assert name in message, message


def _accepted(preset: str, name: str, value: Any) -> bool:
    """Whether ``value`` is a value of the option, and with the preset's other options makes
    a ruleset (saving=guarantee, for one, needs silence=no-answer)."""
    if not takes(OPTIONS[name], value):
        return False
    try:
        PRESETS[preset].replace(**{name: value})
    except MoucheError:
        return False
    return True


def _through_every_entry_point(preset: str, name: str, value: Any, command_line: bool) -> None:
    """``value`` for option ``name`` under ``preset``, through the facade (and the command
    line, with ``command_line``): accepted, or refused naming the option."""
    good = _accepted(preset, name, value)
    text, players = RECORDS[preset]
    data = tomllib.loads(text)
    data["rules"] = {name: value}
    fits = not good or _fits(data, PRESETS[preset].replace(**{name: value}), players)
    code, _, err = check(dump(data), command_line)  # the record's [rules]
    assert code in (0, 1) if good and fits else code == 2, (preset, name, value, err)
    if not good:
        assert name in err
    elif not fits:  # a pack too short for the record's cards or table, or hands of another size
        assert any(w in err for w in ("is not in the pack", "cards, not", "players, not")), err
        return
    # the facade's compare and simulate take strings and whole numbers
    facade_value = value if isinstance(value, (str, int)) and not isinstance(value, bool) else None
    if facade_value is not None and not (isinstance(value, str) and len(value) > 20):
        b = {"preset": preset, "options": {name: facade_value}}
        answer = _call("compare", {"record": text, "b": b})
        if good:
            assert answer["ok"], answer
        else:
            _refused(answer, name)
        plan = {"ruleset": preset, "players": players, "deals": 2, "session": 2, "seed": 1}
        answer = _call("simulate", {**plan, "rules": {name: facade_value}, "start": 0, "count": 1})
        if good:
            assert answer["ok"], answer
            tally = answer["result"]["tally"]
            assert sum(tally["net_by_position"]) + tally["pot_change"] == 0
        else:
            _refused(answer, name)
    # the command line takes text
    if not command_line or not isinstance(value, str):
        return
    if len(value) > 100:
        value = value[:100]
    code, out, err = run_command(
        ["compare", "-", "--against", preset, "--option", f"{name}={value}", "--json"],
        text.encode(),
    )
    assert code == (0 if good else 2), (preset, name, value, err)
    assert_clean(err, code)
    if good:
        json.loads(out)
    code, out, err = run_command(
        ["simulate", "--ruleset", preset, "--rule", f"{name}={value}", "--deals", "2"]
        + ["--session", "2", "--players", str(players)]
    )
    assert code == (0 if good else 2), (preset, name, value, err)
    assert_clean(err, code)
    if good:
        assert json.loads(out)["conserved"] is True


def _turn(name: str) -> str:
    """The preset whose turn it is to take option ``name`` through the command line too
    (each in-process run costs a parser's set-up: all five would take the suite seconds)."""
    return sorted(PRESETS)[list(OPTIONS).index(name) % len(PRESETS)]


@pytest.mark.parametrize("preset", sorted(PRESETS))
def test_every_option_value_under_every_preset(preset: str) -> None:
    for name, option in OPTIONS.items():
        for value in valid_values(option):
            _through_every_entry_point(preset, name, value, _turn(name) == preset)


@pytest.mark.parametrize("name", list(OPTIONS))
def test_values_no_option_takes_are_refused_everywhere_naming_it(name: str) -> None:
    others = [True, False, 0, -1, 1_000_000, 2**70]  # typed values, as a record gives them
    k = list(OPTIONS).index(name)
    for i, value in enumerate([*HOSTILE_VALUES, *others]):  # a third by the command line
        _through_every_entry_point(_turn(name), name, value, (i + k) % 3 == 0)


@pytest.mark.parametrize("name", [n for n, o in OPTIONS.items() if o.integer])
def test_a_placeholder_is_never_a_value(name: str) -> None:
    for preset in sorted(PRESETS):
        _through_every_entry_point(preset, name, "N", True)
