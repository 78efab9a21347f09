"""Each ruling is said once, by the rule that decides (issue 19, point 3).

The deal says what it decided, and why, as it decides, as the settlement's books do
(``Books.say``); ``mouche.rulings`` keeps the ``Ruling`` value and writes rulings out, and
decides nothing: where a passed hand goes, why a trick was won, what a yes means under the
reading are computed in one place, the step of the deal that applies the rule.
"""

from __future__ import annotations

import ast
import random
from dataclasses import replace
from pathlib import Path
from typing import NamedTuple

import pytest

from mouche import rulings
from mouche.actions import Action, Stand
from mouche.presets import PRESETS
from mouche.records import parse_record, replay
from mouche.rulesets import Citation
from mouche.rulings import Said, describe, say, written
from mouche.session import deal_from_seed, play_out, play_session

PACKAGE = Path(__file__).resolve().parent.parent / "mouche"
RECORDS = sorted((Path(__file__).parent / "records").glob("*.toml"))
HAND_RECORDS = [p for p in RECORDS if not p.stem.startswith("session-")]


def test_the_rulings_module_decides_nothing() -> None:
    """No test of an action's kind, no option, no ruleset's citation: only writing out."""
    tree = ast.parse((PACKAGE / "rulings.py").read_text(encoding="utf-8"))
    names = {n.id for n in ast.walk(tree) if isinstance(n, ast.Name)}
    attributes = {n.attr for n in ast.walk(tree) if isinstance(n, ast.Attribute)}
    assert "isinstance" not in names
    assert not attributes & {"options", "chosen", "guarantee", "rule", "option_citation", "cites"}
    imported = {n.module for n in ast.walk(tree) if isinstance(n, ast.ImportFrom)}
    assert imported == {"__future__", "dataclasses", "typing", "mouche.actions",
                        "mouche.cards", "mouche.messages",
                        "mouche.rulesets"}  # fmt: skip  (cards: suit symbols; messages: its words)


class _Step(NamedTuple):
    history: tuple[Action, ...]
    said: tuple[Said, ...]


def test_a_ruling_is_written_from_what_the_step_said_and_nothing_else() -> None:
    """``describe`` writes out what the step recorded, whatever the action was."""
    said = say(Citation(("academie.8",), "a note"), "p{} did what {} says.", 3, "art. 8")
    before, after = _Step((), ()), _Step((Stand(3),), (said,))
    assert describe(before, Stand(3), after) == [
        rulings.Ruling("p3 did what art. 8 says.", ("academie.8",), "a note")
    ]
    with pytest.raises(ValueError):
        describe(after, Stand(3), before)  # not one step from the one to the other


@pytest.mark.parametrize("path", HAND_RECORDS, ids=lambda p: p.stem)
def test_every_step_of_every_record_is_ruled_by_what_the_deal_said(path: Path) -> None:
    for step in replay(parse_record(path.read_text(encoding="utf-8"))).steps:
        said = [written(s) for s in step.after.said]
        assert list(step.rulings[: len(said)]) == said, (path.stem, step.action)


def test_every_step_of_played_deals_says_its_rulings() -> None:
    for rid, r in sorted(PRESETS.items()):
        for seed in range(20):
            d = deal_from_seed(r, 4, seed, dealer=seed % 4)
            final = play_out(d, random.Random(seed))
            assert final.history, rid
            replayed = d
            for action in final.history:
                after = replayed.apply(action)
                texts = [x.text for x in describe(replayed, action, after)]
                assert texts and all(texts), (rid, seed, action)
                replayed = after


def test_playing_writes_no_ruling_until_one_is_read(monkeypatch: pytest.MonkeyPatch) -> None:
    """A simulation plays and settles without writing a sentence: the deal keeps each
    ruling as said, its form and values, as the settlement's books do."""
    calls: list[Said] = []
    write = rulings.written
    monkeypatch.setattr(rulings, "written", lambda s: calls.append(s) or write(s))
    played = play_session(PRESETS["academie-1765"], 4, 6, random.Random(7))
    assert calls == []
    last = played[-1].deal
    assert describe(replace(last, history=last.history[:-1]), last.history[-1], last)
    assert calls
