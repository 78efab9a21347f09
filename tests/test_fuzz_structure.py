"""Structure-aware fuzzing: valid records parsed, their structure mutated, and written back
in varied TOML styles (tests/toml_styles.py).

Where tests/test_fuzz_records.py mutates the text, this mutates what the text means: a
card moved, doubled or foreign, a seat or a count off by one, an action dropped, doubled
or given to another seat, a field of the wrong type, a ruleset or option swapped, deals
of a session reordered. Each mutated record keeps the contract of
[`fuzz_helpers.check`][check], and its answer does not depend on how its TOML is written:
the same exit status, the same JSON, the same message, in any style.
"""

from __future__ import annotations

import copy
import random
import tomllib
from collections.abc import Callable
from typing import Any

from fuzz_helpers import check, fuzz
from hypothesis import given
from hypothesis import strategies as st
from input_helpers import RECORDS
from toml_styles import dump

from mouche.presets import PRESETS
from mouche.records.contract import MAX_RECORD_CHARS, MAX_WHOLE
from mouche.rulesets import OPTIONS

SEED_DATA = [tomllib.loads(p.read_text(encoding="utf-8")) for p in sorted(RECORDS.glob("*.toml"))]
CARD_TOKENS = ["AS", "10H", "KD", "7C", "2S", "1H", "XX", "As", "10♥", "１０H", "\u202eKS", ""]
OPTION_VALUES = {
    name: [c.label for c in o.choices if not (o.integer and c.label == "N")]
    + ([1, 4, 20, 999_999, 0, -1] if o.integer else [True, False])
    for name, o in OPTIONS.items()
}
"""Each option's values, and some it does not take (the placeholder "N" of a numeric
option is left to tests/test_fuzz_options.py, which names it)."""

Draw = st.DrawFn
Mutation = Callable[[Draw, dict[str, Any]], None]


def _cards(table: dict[str, Any]) -> list[tuple[str, int, int]]:
    """Where the cards of a hand record are: (field, hand number or -1, position)."""
    out: list[tuple[str, int, int]] = []
    for i, hand in enumerate(
        table.get("hands", []) if isinstance(table.get("hands"), list) else []
    ):
        if isinstance(hand, str):
            out += [("hands", i, j) for j in range(len(hand.split()))]
    for field in ("talon", "deck"):
        if isinstance(table.get(field), str):
            out += [(field, -1, j) for j in range(len(table[field].split()))]
    if isinstance(table.get("turnup"), str):
        out.append(("turnup", -1, 0))
    return out


def _get(table: dict[str, Any], where: tuple[str, int, int]) -> str:
    field, i, j = where
    text = table[field][i] if i >= 0 else table[field]
    return str(text.split()[j])


def _set(table: dict[str, Any], where: tuple[str, int, int], card: str) -> None:
    field, i, j = where
    text = table[field][i] if i >= 0 else table[field]
    cards = text.split()
    cards[j] = card
    if i >= 0:
        table[field][i] = " ".join(cards)
    else:
        table[field] = " ".join(cards)


def swap_cards(draw: Draw, table: dict[str, Any]) -> None:
    """Two cards change places: a different deal, as valid as the first."""
    places = _cards(table)
    if len(places) >= 2:
        a, b = draw(st.sampled_from(places)), draw(st.sampled_from(places))
        ca, cb = _get(table, a), _get(table, b)
        _set(table, a, cb)
        _set(table, b, ca)


def double_card(draw: Draw, table: dict[str, Any]) -> None:
    """A card in two places at once: refused, never dealt."""
    places = _cards(table)
    if len(places) >= 2:
        _set(table, draw(st.sampled_from(places)), _get(table, draw(st.sampled_from(places))))


def foreign_card(draw: Draw, table: dict[str, Any]) -> None:
    places = _cards(table)
    if places:
        _set(table, draw(st.sampled_from(places)), draw(st.sampled_from(CARD_TOKENS)))


def move_hand(draw: Draw, table: dict[str, Any]) -> None:
    """A hand dropped, doubled or given five cards fewer or one more."""
    hands = table.get("hands")
    if isinstance(hands, list) and hands:
        i = draw(st.integers(0, len(hands) - 1))
        how = draw(st.sampled_from(["drop", "double", "short", "long"]))
        if how == "drop":
            del hands[i]
        elif how == "double":
            hands.insert(i, hands[i])
        elif how == "short" and isinstance(hands[i], str):
            hands[i] = " ".join(hands[i].split()[:-1])
        elif isinstance(hands[i], str):
            hands[i] += " " + draw(st.sampled_from(CARD_TOKENS))


def change_actions(draw: Draw, table: dict[str, Any]) -> None:
    """An action dropped, doubled, moved, cut short or given to another seat."""
    actions = table.get("actions")
    if not isinstance(actions, list) or not actions:
        return
    i = draw(st.integers(0, len(actions) - 1))
    how = draw(st.sampled_from(["drop", "double", "swap", "truncate", "seat", "card"]))
    if how == "drop":
        del actions[i]
    elif how == "double":
        actions.insert(i, actions[i])
    elif how == "swap" and i + 1 < len(actions):
        actions[i], actions[i + 1] = actions[i + 1], actions[i]
    elif how == "truncate":
        del actions[i:]
    elif isinstance(actions[i], str):
        words = actions[i].split()
        if how == "seat" and words:
            words[0] = draw(st.sampled_from(["p0", "p1", "p2", "p3", "p5", "p-1", "p²"]))
        elif words:
            words[-1] = draw(st.sampled_from(CARD_TOKENS + ["yes", "no", "p0", "p1"]))
        actions[i] = " ".join(words)


def change_number(draw: Draw, table: dict[str, Any]) -> None:
    key = draw(st.sampled_from(["players", "dealer", "pot"]))
    old = table.get(key, 0)
    base = old if isinstance(old, int) else 0
    table[key] = draw(
        st.sampled_from([base + 1, base - 1, 0, -1, 2, 7, MAX_WHOLE, MAX_WHOLE + 1, 2**64])
    )


def change_ruleset(draw: Draw, table: dict[str, Any]) -> None:
    table["ruleset"] = draw(st.sampled_from([*PRESETS, "nope", "ACADEMIE", "academie "]))


def change_rules(draw: Draw, table: dict[str, Any]) -> None:
    rules = table.get("rules")
    if not isinstance(rules, dict):
        rules = table["rules"] = {}
    name = draw(st.sampled_from([*OPTIONS, "id", "title", "Mouche_limit"]))
    rules[name] = draw(st.sampled_from(OPTION_VALUES.get(name, ["academie", 1, True])))


def change_owed(draw: Draw, table: dict[str, Any]) -> None:
    pair = st.lists(st.integers(-1, 7), min_size=0, max_size=3)
    table["owed"] = draw(st.lists(pair, max_size=3))


def change_type(draw: Draw, table: dict[str, Any]) -> None:
    """A field's value given in another TOML type: a number as text, text in an array, ..."""
    if not table:
        return
    key = draw(st.sampled_from(sorted(table)))
    value = table[key]
    table[key] = draw(
        st.sampled_from(
            [
                str(value),
                [value],
                {"value": value},
                True,
                1.5,
                value if not isinstance(value, list) else " ".join(map(str, value)),
            ]
        )
    )


def drop_field(draw: Draw, table: dict[str, Any]) -> None:
    if table:
        del table[draw(st.sampled_from(sorted(table)))]


HAND_MUTATIONS: list[Mutation] = [
    swap_cards,
    double_card,
    foreign_card,
    move_hand,
    change_actions,
    change_actions,
    change_number,
    change_ruleset,
    change_rules,
    change_owed,
    change_type,
    drop_field,
]


def change_deals(draw: Draw, data: dict[str, Any]) -> None:
    """A session's deals dropped, doubled, reordered, or given a first deal's field."""
    deals = data.get("deals")
    if not isinstance(deals, list) or not deals:
        return
    i = draw(st.integers(0, len(deals) - 1))
    how = draw(st.sampled_from(["drop", "double", "swap", "first-only"]))
    if how == "drop":
        del deals[i]
    elif how == "double":
        deals.insert(i, copy.deepcopy(deals[i]))
    elif how == "swap":
        deals[0], deals[i] = deals[i], deals[0]
    elif isinstance(deals[i], dict):
        deals[i][draw(st.sampled_from(["dealer", "pot", "owed"]))] = 1


@st.composite
def mutated(draw: Draw) -> dict[str, Any]:
    """A record of tests/records/, parsed, with one to four changes to its structure."""
    data = copy.deepcopy(draw(st.sampled_from(SEED_DATA)))
    for _ in range(draw(st.integers(1, 4))):
        deals = data.get("deals")
        if isinstance(deals, list) and deals and draw(st.booleans()):
            if draw(st.integers(0, 3)) == 0:
                change_deals(draw, data)
                continue
            table = draw(st.sampled_from(deals))
            if not isinstance(table, dict):
                continue
        else:
            table = data
        draw(st.sampled_from(HAND_MUTATIONS))(draw, table)
    return data


STYLES = st.integers(0, 2**32 - 1)
"""A style: the seed of the random choices the writer makes (a draw per choice would
cost more than checking the record)."""


def _styled(record: dict[str, Any], style: int) -> str:
    return dump(record, random.Random(style).choice)


@fuzz(60)
@given(mutated(), STYLES)
def test_mutated_structure_in_any_toml_style(record: dict[str, Any], style: int) -> None:
    plain = dump(record)
    styled = _styled(record, style)
    assert tomllib.loads(styled.removeprefix("\ufeff")) == record  # the writer's own check
    first = check(plain)
    if max(len(plain), len(styled)) > MAX_RECORD_CHARS:
        return  # one of the two is refused as too long
    second = check(styled)
    assert second == first, (plain, styled)


@fuzz(30)
@given(st.sampled_from(SEED_DATA), STYLES)
def test_valid_records_in_any_toml_style(record: dict[str, Any], style: int) -> None:
    """A valid record is valid however its TOML is written, and replays the same."""
    code, out, err = check(dump(record))
    assert (code, out, err) == check(_styled(record, style))
    assert code in (0, 1)
