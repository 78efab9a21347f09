"""The folder of hand records: each replays to its expected result (tests/records/expected/)."""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest

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
