"""Settlement as small rules: each payment clause links to the small functions that carry it out."""

from __future__ import annotations

import importlib
import inspect
from pathlib import Path

import pytest

from mouche.clause_map import clause_refs
from mouche.registry import EngineRef

PAYMENT_CLAUSES = [
    "academie.5",
    "academie.6",
    "academie.9",
    "academie.10",
    "academie.13",
    "vanderaa1721.deal",
    "vanderaa1721.payment",
    "vanderaa1721.limit",
    "vanderaa1721.deferred",
    "vanderaa1721.mouche",
    "ed.pot-short",
    "ed.trick-rounding",
    "ed.separately-order",
    "ed.all-pass",
    "ed.lone-player",
    "ed.penalty-once",
]
MODULES = ("mouche.settlement.", "mouche.stakes.")


def _object(ref: EngineRef) -> object:
    module, _, name = ref.name.rpartition(".")
    return getattr(importlib.import_module(module), name)


def _payment_functions(clause: str) -> list[EngineRef]:
    return [
        r
        for r in clause_refs().get(clause, [])
        if r.kind == "function" and r.name.startswith(MODULES)
    ]


@pytest.mark.parametrize("clause", PAYMENT_CLAUSES)
def test_a_payment_clause_links_to_small_rule_functions(clause: str) -> None:
    refs = _payment_functions(clause)
    assert refs, f"{clause} links to no payment rule"
    for ref in refs:
        func = _object(ref)
        lines, _ = inspect.getsourcelines(func)  # type: ignore[arg-type]
        assert len(lines) <= 45, f"{ref.name} is {len(lines)} lines: not a small rule"
        doc = inspect.getdoc(func) or ""
        assert clause in doc, f"{ref.name}'s docstring does not name {clause}"


def test_the_whole_settlement_is_no_longer_what_the_clauses_link_to() -> None:
    linked = {r.name for refs in clause_refs().values() for r in refs}
    assert "mouche.settlement.settle" not in linked
    assert len({r.name for c in PAYMENT_CLAUSES for r in _payment_functions(c)}) >= 12


BUILT_LINKS = {
    ("academie", "academie.5"): {
        "mouche.stakes.dealer_antes",
        "mouche.settlement.no_trick_makes_the_mouche",
    },
    ("academie", "academie.6"): {
        "mouche.settlement.mouches_go_in_separately",
        "mouche.settlement.mouche_price",
    },
    ("academie", "academie.9"): {"mouche.settlement.trick_pays_a_jeton_per_mouche"},
    ("academie", "academie.13"): {"mouche.settlement.saved_mouche_takes_the_owed"},
    ("vanderaa1721", "vanderaa1721.payment"): {"mouche.settlement.trick_pays_a_share"},
    ("vanderaa1721", "vanderaa1721.limit"): {"mouche.settlement.mouche_limit"},
    ("vanderaa1721", "vanderaa1721.deferred"): {"mouche.settlement.mouches_go_in_separately"},
}


def test_the_built_clause_pages_link_payment_clauses_to_the_small_rules(
    built_site: Path,
) -> None:
    import re

    for (source, clause), wanted in BUILT_LINKS.items():
        html = (built_site / "sources" / source / "index.html").read_text(encoding="utf-8")
        start = html.index(f'id="{clause}"')
        end = html.find(f'id="{source}.', start + len(clause) + 5)
        section = html[start : end if end > 0 else None]
        linked = set(re.findall(r'reference/[a-z_.]+/#(mouche\.[A-Za-z_.]+)"', section))
        assert wanted <= linked, (clause, linked)
        assert "mouche.settlement.settle" not in linked
        for name in wanted:
            module = name.rsplit(".", 1)[0].split(".", 1)[1]
            page = built_site / "reference" / module / "index.html"
            assert f'id="{name}"' in page.read_text(encoding="utf-8"), name


def test_settling_writes_no_sentence_until_the_rulings_are_read(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """A simulation only counts jetons: settle keeps each ruling as its form and values."""
    import random

    from mouche import settlement
    from mouche.presets import PRESETS
    from mouche.session import play_session

    written: list[object] = []
    write = settlement.written
    monkeypatch.setattr(settlement, "written", lambda said: written.append(said) or write(said))
    played = play_session(PRESETS["academie"], 4, 8, random.Random(5))
    assert written == []
    for pd in played:
        rulings = pd.settlement.rulings
        assert rulings == pd.settlement.rulings  # the same sentences at every reading
        assert [r.clauses for r in rulings] == [s.citation.clauses for s in pd.settlement.said]
    assert len(written) == 2 * sum(len(pd.settlement.said) for pd in played) > 0
