"""The clause map: every engine object with the clauses it implements, both directions.

The rule modules are imported here by name, so the map does not depend on what else was
imported before: [`engine_refs`][engine_refs] lists each rule function registered with
[`implements`][mouche.registry.implements], each option value with its citations and each
preset's reason for a choice; [`clause_refs`][clause_refs] turns it round, clause id ->
engine objects.
"""

from __future__ import annotations

from types import ModuleType

from mouche import (
    cards,
    chalks,
    checks,
    contract,
    deal,
    deal_plan,
    flush,
    heaps,
    out_of_turn,
    questions,
    rounds,
    settlement,
    shown,
    sides,
    stakes,
    tricks,
    turn_checks,
)
from mouche.options import OPTIONS
from mouche.presets import PRESETS
from mouche.registry import EngineRef, registered

RULE_MODULES: tuple[ModuleType, ...] = (
    cards,
    tricks,
    flush,
    stakes,
    deal_plan,
    turn_checks,
    out_of_turn,
    checks,
    questions,
    deal,
    contract,
    heaps,
    sides,
    chalks,
    settlement,
    shown,
    rounds,
)
"""The modules whose functions implement clauses (each registers them as it is imported)."""


def engine_refs() -> list[EngineRef]:
    """Every engine object with its clauses: rule functions, option values, presets' reasons."""
    refs = registered()
    for option in OPTIONS.values():
        for choice in option.choices:
            refs.append(EngineRef("option", f"{option.name}={choice.label}", choice.cites))
    for ruleset in PRESETS.values():
        for name, reasons in ruleset.reasons.items():
            refs.append(EngineRef("ruleset", f"{ruleset.id}:{name}", reasons))
    return refs


def clause_refs() -> dict[str, list[EngineRef]]:
    """Clause id -> the engine objects that implement it (derived from
    [`engine_refs`][engine_refs])."""
    out: dict[str, list[EngineRef]] = {}
    for ref in engine_refs():
        for clause in ref.clauses:
            out.setdefault(clause, []).append(ref)
    return out
