"""Fuzzing the record parser and replay through the command line and the browser facade.

Every input, whatever it is, must keep the contract of [`fuzz_helpers.check`][check]:
exit 0, 1 or 2 (never 3, the code of a bug), for 1 and 2 one printable line on stderr
with no traceback, the browser facade's answer with the same message; an accepted record
conserves its jetons, holds each card once, keeps its ruleset's label and replays the same
when written back.  The file adds a few seconds to the suite (``make fuzz``: longer).
"""

from __future__ import annotations

import json
import tomllib
from pathlib import Path
from typing import Any

from fuzz_helpers import check, fuzz
from hypothesis import given
from hypothesis import strategies as st
from input_helpers import HOSTILE_PARAMS, RECORDS
from toml_styles import dump

from mouche import browser
from mouche.actions import format_action
from mouche.records import parse_record
from mouche.records.contract import MAX_KEY_PARTS, MAX_NESTING, MAX_RECORD_CHARS, MAX_WHOLE
from mouche.rulesets import OPTIONS

FUZZ = fuzz(120)
SEEDS = [p.read_text(encoding="utf-8") for p in sorted(RECORDS.glob("*.toml"))]
"""The hand and session records of tests/records/, valid, to be mutated."""
SEED_DATA = [tomllib.loads(s) for s in SEEDS]
HAND_SEEDS = [s for s, d in zip(SEEDS, SEED_DATA, strict=True) if "deals" not in d]

HOSTILE_SNIPPETS = [
    # unicode digits and suits, odd cards and seats
    "²",
    "١٢",
    "０",
    "⁹",
    "①",
    "♠",
    "♥",
    "♦",
    "♣",
    "♤",
    "♡",
    "T♥",
    "１０H",
    "p²",
    "p99",
    "P1",
    # characters that must never reach a message raw
    "\x1b",
    "\x1b[2J",
    "\u202e",
    "\u2066",
    "\u200b",
    "\x00",
    "\x7f",
    "\ufeff",
    "\u2028",
    "\\u001b",
    "\\u202e",
    "\\uD800",
    "\\U0010FFFF",
    # structure
    "\n",
    "\r\n",
    "\t",
    '"',
    "'",
    '"""',
    "'''",
    "[",
    "]",
    "{",
    "}",
    "=",
    ",",
    ".",
    "#",
    "[" * 20,
    "{a=" * 12,
    ".a" * 10,
    "[[deals]]\n",
    # wrong types and huge numbers
    "true",
    "-1",
    "1.5",
    "inf",
    "nan",
    "1979-05-27",
    "0x" + "f" * 40,
    "9" * 40,
    "9" * 4400,
    "1_000",
    "0o777",
    "-0",
    # keys that must be refused
    "\n[rules]\nid = 'academie'\n",
    "\n[rules]\nself = 1\n",
    "\n[rules]\ntitle = 'x'\n",
    "\n[rules]\nmouche_limit = '²'\n",
    "\n[rules]\nmouche_limit = 0x" + "f" * 40 + "\n",
    "\nid = 'academie'\n",
    "\nowed = [[1, 5]]\n",
    "\nowed = [[9, -5]]\n",
    # action words
    "exchange",
    "ask p0",
    "answer yes",
    "silent",
    "declare",
    "protest",
    "play",
    "pass",
    "stand",
    "KS",
    "10H",
]


# ----------------------------------------------------------------------------- hostile records


@HOSTILE_PARAMS
def test_hostile_records_through_the_browser_facade(
    source: Path | str, code: int, message: str
) -> None:
    """The workbench's replay refuses what the command line refuses, with its message."""
    raw = source if isinstance(source, str) else source.read_bytes()
    if isinstance(raw, bytes):
        try:
            raw = raw.decode("utf-8")
        except UnicodeDecodeError:
            return  # the page only ever sends text
    request = json.dumps({"op": "replay", "args": {"record": raw}})
    answer = json.loads(browser.call(request))
    if code == 2 or len(request) > browser.MAX_REQUEST:
        assert not answer["ok"] and answer["error"]["kind"] == "input"
        assert answer["error"]["message"].isprintable()
        if len(request) <= browser.MAX_REQUEST:
            assert message.removeprefix("error: ") in answer["error"]["message"]
    else:
        assert answer["ok"]
        assert answer["result"]["replay"]["status"] in (
            ("illegal",) if code else ("complete", "incomplete")
        )


# ----------------------------------------------------------------------------- raw input


@FUZZ
@given(st.binary(max_size=600))
def test_random_bytes(data: bytes) -> None:
    check(data)


@FUZZ
@given(st.text(max_size=400))
def test_random_text(text: str) -> None:
    check(text)


@st.composite
def mutated(draw: st.DrawFn) -> str:
    """A valid record from tests/records/ with a few spans replaced by hostile pieces."""
    text = draw(st.sampled_from(SEEDS))
    for _ in range(draw(st.integers(1, 5))):
        i = draw(st.integers(0, len(text)))
        j = draw(st.integers(i, min(len(text), i + 16)))
        piece = draw(st.sampled_from(HOSTILE_SNIPPETS) | st.text(max_size=8))
        text = text[:i] + piece + text[j:]
    return text


@FUZZ
@given(mutated())
def test_mutated_valid_records(text: str) -> None:
    check(text)


# ----------------------------------------------------------------------------- wrong types


NO_SURROGATES = st.characters(exclude_categories=("Cs",))
VALUES = st.recursive(
    st.booleans()
    | st.integers(-(2**70), 2**70)
    | st.floats()
    | st.text(NO_SURROGATES, max_size=20)
    | st.dates(),
    lambda inner: (
        st.lists(inner, max_size=4)
        | st.dictionaries(st.text(NO_SURROGATES, max_size=6), inner, max_size=3)
    ),
    max_leaves=8,
)
OPTION_VALUES = st.one_of(
    st.sampled_from([c.label for o in OPTIONS.values() for c in o.choices]),
    st.integers(-5, 10**7),
    VALUES,
)
RULES = st.dictionaries(
    st.sampled_from([*OPTIONS, "id", "title", "self", "based_on", "reasons"]),
    OPTION_VALUES,
    max_size=4,
)
FIELD_NAMES = [
    *{k for d in SEED_DATA for k in d},
    "owed",
    "pot",
    "dealer",
    "deck",
    "rules",
    "id",
    "deals",
]


@FUZZ
@given(
    st.sampled_from(SEED_DATA),
    st.dictionaries(st.sampled_from(FIELD_NAMES), VALUES, max_size=3),
    st.none() | RULES,
)
def test_wrong_types_in_every_field(
    seed: dict[str, Any], changes: dict[str, Any], rules: dict[str, Any] | None
) -> None:
    data = {**seed, **changes}
    if rules is not None:
        data["rules"] = rules
    check(dump(data))


# ----------------------------------------------------------------------------- shapes and numbers


@FUZZ
@given(
    st.integers(0, 600),
    st.sampled_from(["[", "{a = ", "[{a = "]),
    st.integers(1, 30_000),
    st.booleans(),
)
def test_deep_nesting_and_long_dotted_keys(
    depth: int, opener: str, parts: int, header: bool
) -> None:
    closer = {"[": "]", "{a = ": "}", "[{a = ": "}]"}[opener]
    code, _, err = check("x = " + opener * depth + "1" + closer * depth + "\n")
    assert code == 2
    if depth * (opener.count("[") + opener.count("{")) > MAX_NESTING:
        assert "more than 8 deep" in err
    key = ".".join(["a"] * parts)
    dotted = f"[{key}]\n" if header else f"{key} = 1\n"
    code, _, err = check(dotted)
    assert code == 2
    if parts > MAX_KEY_PARTS and len(dotted) <= MAX_RECORD_CHARS:
        assert "a dotted key has more than 4 parts" in err


NUMBERS = st.builds(
    lambda form, digits: form.format(digits),
    st.sampled_from(["{}", "-{}", "+{}", "0x{}", "0o{}", "0b{}", "{}_000", "{}.0", "{}e3"]),
    st.integers(1, 5_000).map(lambda n: "1" * n),
)


@FUZZ
@given(
    st.sampled_from(HAND_SEEDS),
    st.sampled_from(["players", "dealer", "pot", "owed seat", "owed amount", "mouche_limit"]),
    NUMBERS,
)
def test_huge_and_odd_numbers(seed: str, field: str, number: str) -> None:
    kept = [x for x in seed.splitlines(keepends=True) if not x.startswith(f"{field} =")]
    text = "".join(kept)
    if field == "mouche_limit":
        line = f"mouche_limit = {number}\n"
        text = (
            text.replace("[rules]\n", "[rules]\n" + line)
            if "[rules]" in text
            else (text + "[rules]\n" + line)
        )
    elif field.startswith("owed"):
        pair = f"[1, {number}]" if field == "owed amount" else f"[{number}, 1]"
        text = f"owed = [{pair}]\n" + "".join(x for x in kept if not x.startswith("owed ="))
    else:
        text = f"{field} = {number}\n" + text
    code, _, _ = check(text)
    try:
        value = tomllib.loads(f"v = {number}")["v"]
    except ValueError:  # more digits than int() takes
        value = None
    if not (isinstance(value, int) and 0 <= value <= MAX_WHOLE):
        assert code == 2


# ----------------------------------------------------------------------------- replay


CARD_TOKENS = [
    r + s
    for r in ["K", "Q", "J", "A", "10", "T", "9", "8", "7", "6", "2", "１０", "⑩", "²", ""]
    for s in ["S", "H", "D", "C", "♠", "♥", "♦", "♣", "♤", "s", "X", "\u202e", ""]
]
SEATS = ["p0", "p1", "p2", "p3", "p5", "p9", "p99", "p²", "p١", "P1", "p01", "p", "p-1"]
ACTION = st.builds(
    lambda seat, verb, args: " ".join([seat, verb, *args]),
    st.sampled_from(SEATS),
    st.sampled_from(
        [
            "pass",
            "stand",
            "exchange",
            "declare",
            "ask",
            "answer",
            "silent",
            "protest",
            "play",
            "fly",
        ]
    ),
    st.lists(st.sampled_from(CARD_TOKENS + SEATS + ["yes", "no"]), max_size=6),
)


@FUZZ
@given(st.sampled_from(HAND_SEEDS), st.data())
def test_replay_of_a_legal_prefix_and_a_hostile_action(seed: str, data: st.DataObject) -> None:
    """Legal actions drawn from the engine, then any action at all: 0 for the prefix, then
    0, 1 or 2, and an illegal action names its clause."""
    deal = parse_record(seed).start()
    prefix = []
    for _ in range(data.draw(st.integers(0, 40))):
        if deal.is_over:
            break
        action = data.draw(st.sampled_from(deal.legal_actions()))
        prefix.append(format_action(action))
        deal = deal.apply(action)
    lines = [x for x in seed.splitlines(keepends=True) if not x.startswith(("actions", '  "', "]"))]
    tables = next((i for i, x in enumerate(lines) if x.startswith("[")), len(lines))
    actions = prefix + data.draw(st.lists(ACTION, max_size=3))
    line = "actions = " + json.dumps(actions, ensure_ascii=False) + "\n"
    text = "".join(lines[:tables]) + line + "".join(lines[tables:])
    code, out, _ = check(text)
    if len(actions) == len(prefix):
        assert code == 0
    if code == 1:
        error = json.loads(out)["error"]
        assert error["action"] >= len(prefix) and error["clause"]
