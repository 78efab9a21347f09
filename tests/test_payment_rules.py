"""Settlement as small rules: each payment clause links to the small functions that carry it out."""

from __future__ import annotations

import importlib
import inspect

import pytest

from mouche.registry import EngineRef, clause_refs

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
