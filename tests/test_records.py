"""The folder of hand records: each replays to its expected result (tests/records/expected/)."""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest

from mouche.errors import MoucheError
from mouche.records import replay_json

RECORDS = Path(__file__).parent / "records"
EXPECTED = RECORDS / "expected"
NAMES = sorted(p.stem for p in RECORDS.glob("*.toml"))


@pytest.mark.parametrize("name", NAMES)
def test_record_replays_to_its_expected_result(name: str) -> None:
    out = replay_json((RECORDS / f"{name}.toml").read_text(encoding="utf-8"))
    path = EXPECTED / f"{name}.json"
    if os.environ.get("MOUCHE_REGENERATE") == "1":  # pragma: no cover
        path.write_text(json.dumps(out, indent=1, ensure_ascii=False) + "\n", encoding="utf-8")
    assert out == json.loads(path.read_text(encoding="utf-8"))


def test_every_expected_result_has_its_record() -> None:
    assert sorted(p.stem for p in EXPECTED.glob("*.json")) == NAMES


BAD_OWED = [
    ("[[2, 6], [9, 4]]", "owed mouche 2 [9, 4]: there is no seat p9"),
    ("[[-1, 4]]", "owed mouche 1 [-1, 4]: there is no seat p-1"),
    ("[[3, -4]]", "owed mouche 1 [3, -4]: a mouche owed is one jeton or more"),
    ("[[2, 6], [3, 0]]", "owed mouche 2 [3, 0]: a mouche owed is one jeton or more"),
    ("[[1, 5], [2, 6], [4, 1]]", "owed mouche 3 [4, 1]: there is no seat p4"),
]


@pytest.mark.parametrize("several", ["together", "separately"])
@pytest.mark.parametrize(("owed", "message"), BAD_OWED)
def test_every_owed_entry_is_validated_under_every_option(
    owed: str, message: str, several: str
) -> None:
    text = (RECORDS / "mouche-at-once-basket-only.toml").read_text(encoding="utf-8")
    text = text.replace("owed = [[2, 5], [3, 4]]", f"owed = {owed}")
    text = text.replace('several_mouches = "separately"', f'several_mouches = "{several}"')
    with pytest.raises(MoucheError) as e:
        replay_json(text)
    assert message in str(e.value)


def test_new_deal_checks_owed_entries_it_does_not_pay_in_yet() -> None:
    from mouche.deal import Owed, new_deal
    from mouche.presets import get_ruleset
    from mouche.shuffle import shuffled_pack

    r = get_ruleset("vanderaa1721-limited")
    deck = shuffled_pack(r, 4, __import__("random").Random(1))
    with pytest.raises(MoucheError, match=r"owed mouche 2 \[7, 4\]"):
        new_deal(r, 4, deck=deck, owed=(Owed(1, 6), Owed(7, 4)))
    with pytest.raises(MoucheError, match="the seat must be a whole number"):
        new_deal(r, 4, deck=deck, owed=(Owed(True, 6),))
    with pytest.raises(MoucheError, match="the amount must be a whole number"):
        new_deal(r, 4, deck=deck, owed=(Owed(1, 2.5),))  # type: ignore[arg-type]
