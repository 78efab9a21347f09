"""The browser facade answers the French and Russian widgets in their language (issue 25.2).

Every string a reader reads (a ruling, a refusal, a decision in the seats table, a title, a
value in words, the summary of a comparison) is said in the request's ``lang``: none keeps an
English word, and a card in a sentence is written with its suit's symbol (``9♠``).  Codes the
widgets' scripts read (actions in record notation, cards of a hand, statuses, option ids)
stay as they are.
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from mouche import browser
from mouche.compare import FIELDS
from mouche.presets import PRESETS

RECORDS = Path(__file__).resolve().parent / "records"
LANGS = ("fr", "ru")

ENGLISH = re.compile(
    r"\b(passed|stood|exchanged|complete|none|Status|Refusal|Clause|Tricks|Mouche shown|"
    r"Jetons won|Pot for|Mouches owed|jetons? each|five|the|and|of|with|under|plays|wins)\b"
)
"""English words that a French or Russian reader should never read."""
CARD_CODE = re.compile(r"\b(10|[2-9AKQJ])[SHDC]\b")
"""A card in record notation (9S, AH), which a sentence writes with its suit's symbol."""

SAID = {"decision", "text", "note", "message", "title", "ruleset_title", "summary"}
SAID |= {"a_words", "b_words", "from_words", "to_words", "words", "description"}
"""The keys whose strings a reader reads, wherever they are in an answer."""
SAID_SIDES = {"fields", "causes"}
"""Lists whose items' ``a`` and ``b`` are read too (elsewhere they are option values)."""


def said(value: Any, key: str = "", where: str = "") -> Iterator[tuple[str, str]]:
    """Every string of an answer that a reader reads, with where it is."""
    if isinstance(value, str):
        if key in SAID:
            yield where, value
    elif isinstance(value, dict):
        for k, v in value.items():
            if k in ("a", "b") and where.split(".")[-1].split("[")[0] in SAID_SIDES:
                yield from said(v, "text", f"{where}.{k}")
            else:
                yield from said(
                    v, k if k not in ("rulings", "steps", "log") else key, f"{where}.{k}"
                )
    elif isinstance(value, list):
        for i, v in enumerate(value):
            yield from said(v, key, f"{where}[{i}]")


def english_in(answer: dict[str, Any]) -> list[str]:
    return [
        f"{where}: {text}"
        for where, text in said(answer)
        if ENGLISH.search(text) or CARD_CODE.search(text)
    ]


def ask(op: str, lang: str, **args: Any) -> dict[str, Any]:
    request = {"op": op, "args": args, "lang": lang}
    answer = json.loads(browser.call(json.dumps(request)))
    assert isinstance(answer, dict)
    return answer


def played(lang: str) -> dict[str, Any]:
    """A deal of the Académie's preset where p1 (the reader) stands and leads a card."""
    view = ask("position", lang, ruleset="academie", players=4, seed=2, seat=1)["result"]
    view = ask("play", lang, **view["permalink"], action="p1 stand")["result"]
    card = view["legal_cards"][0]
    return ask("play", lang, **view["permalink"], action=f"p1 play {card}")["result"]  # type: ignore[no-any-return]


def test_the_stop_list_finds_what_the_english_widgets_read() -> None:
    rec = (RECORDS / "saved-mouche.toml").read_text(encoding="utf-8")
    view = played("en")
    compared = ask("compare", "en", record=rec, b={"preset": "vanderaa1721"})["result"]
    found = " ".join(english_in(view) + english_in(compared))
    for english in ("exchanged", "plays", "Status", "Jetons won", "five jetons", "summary["):
        assert english in found, english


@pytest.mark.parametrize("lang", LANGS)
def test_a_deal_played_through_the_facade_is_said_in_the_readers_language(lang: str) -> None:
    args = {"ruleset": "academie", "players": 4, "seed": 2, "seat": 1, "actions": []}
    view = ask("position", lang, **args)["result"]
    seen = english_in(view)
    refused = False
    while not view["over"]:
        if view["legal_cards"]:
            illegal = [c for c in view["hand"] if c not in view["legal_cards"]]
            if illegal and not refused:
                answer = ask("play", lang, **view["permalink"], action=f"p1 play {illegal[0]}")
                assert answer["ok"] is False and answer["error"]["kind"] == "illegal"
                seen += english_in(answer)
                refused = True
            action = f"p1 play {view['legal_cards'][0]}"
        else:
            action = "p1 stand"
        view = ask("play", lang, **view["permalink"], action=action)["result"]
        seen += english_in(view)
    assert all(s["decision"] for s in view["seats"])  # each seat decided
    assert refused and view["log"] and view["result"]["status"] == "complete"  # a code
    assert all(re.fullmatch(r"p\d \w+( \w+)*", e["action"]) for e in view["log"])  # notation
    assert not seen, seen[:8]


def test_a_card_in_a_sentence_keeps_its_code_in_english() -> None:
    view = played("en")
    texts = [r["text"] for e in view["log"] for r in e["rulings"]]
    assert any(re.fullmatch(r"p\d plays (10|[2-9AKQJ])[SHDC]\.", t) for t in texts), texts
    assert {s["decision"] for s in view["seats"]} <= {"", "passed", "stood", "exchanged"}


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("preset", list(PRESETS))
def test_a_comparison_is_said_in_the_readers_language(lang: str, preset: str) -> None:
    rec = (RECORDS / "saved-mouche.toml").read_text(encoding="utf-8")
    answer = ask("compare", lang, record=rec, b={"preset": preset})
    assert answer["ok"], answer
    out = answer["result"]
    assert [f["field"] for f in out["fields"]] == [f for f, _ in FIELDS]  # codes stay
    assert not english_in(out), english_in(out)[:8]


@pytest.mark.parametrize("lang", LANGS)
def test_the_compare_form_offers_every_value_in_the_readers_language(lang: str) -> None:
    from mouche.compare import catalog
    from mouche.messages import in_language

    options = in_language(catalog(), lang)["options"]
    words = [(o["name"], c["label"], c["words"]) for o in options for c in o["choices"]]
    english = [w for w in words if ENGLISH.search(w[2])]
    assert not english, english[:5]
    assert catalog()["options"][0]["choices"][0]["words"] != options[0]["choices"][0]["words"]


@pytest.mark.parametrize("lang", LANGS)
def test_compare_json_on_the_command_line_is_said_in_the_language(
    lang: str, capsys: pytest.CaptureFixture[str]
) -> None:
    from mouche.__main__ import main

    record = str(RECORDS / "saved-mouche.toml")
    assert main(["compare", record, "--against", "vanderaa1721", "--json", "--lang", lang]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["switches"] and not english_in(out), english_in(out)[:8]
    assert out["switches"][0]["option"] == "pack"  # the ids stay


@pytest.mark.parametrize("lang", LANGS)
def test_a_variant_of_a_preset_is_named_in_the_language(lang: str) -> None:
    rec = (RECORDS / "academie-borrowed-limit.toml").read_text(encoding="utf-8")  # has [rules]
    out = ask("compare", lang, record=rec, b={"preset": "academie-rigour"})["result"]
    assert out["b"]["title"].endswith(" (mouche_limit=4)")  # the option's id and value stay
    assert not english_in(out), english_in(out)[:8]
