"""The one registry linking engine objects to the clauses they implement.

Every rule function is decorated with [`implements`][implements]; every ruleset option
value carries its own citations (see [`mouche.rulesets`][mouche.rulesets]).  Both directions
of the clause-to-code mapping are derived from here:

* [`engine_refs`][engine_refs] -- engine object -> clause ids;
* [`clause_refs`][clause_refs] -- clause id -> engine objects.

>>> @implements("academie.10")
... def _example() -> None:
...     "Toy rule."
>>> clauses_of(_example)
('academie.10',)
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TypeVar

F = TypeVar("F", bound=Callable[..., object])


@dataclass(frozen=True, slots=True)
class EngineRef:
    """An engine object that implements clauses.

    ``kind`` is ``"function"`` (a rule function, documented in the engine
    reference under its dotted ``name``), ``"option"`` (an option value,
    ``name`` being ``"option=value"``) or ``"ruleset"`` (a preset's reason for
    its choice, ``name`` being ``"ruleset:option"``).
    """

    kind: str
    name: str
    clauses: tuple[str, ...]

    @property
    def anchor(self) -> str:
        """The HTML anchor of this object in the engine reference / rulesets page."""
        if self.kind == "function":
            return self.name
        if self.kind == "ruleset":
            ruleset, _, option = self.name.partition(":")
            return f"ruleset-{ruleset}-{option}".replace("_", "-").lower()
        option, _, value = self.name.partition("=")
        return f"option-{option}-{value}".replace("_", "-").lower()


_FUNCTIONS: dict[str, EngineRef] = {}


def implements(*clause_ids: str) -> Callable[[F], F]:
    """Record that the decorated rule function implements ``clause_ids``."""

    def register(func: F) -> F:
        name = f"{func.__module__}.{func.__qualname__}"
        _FUNCTIONS[name] = EngineRef("function", name, tuple(clause_ids))
        func.__clauses__ = tuple(clause_ids)  # type: ignore[attr-defined]
        return func

    return register


def clauses_of(func: Callable[..., object]) -> tuple[str, ...]:
    """The clause ids a decorated function implements (empty if none)."""
    return tuple(getattr(func, "__clauses__", ()))


def engine_refs() -> list[EngineRef]:
    """Every engine object with its clauses: rule functions, option values, presets' reasons."""
    import mouche  # noqa: F401  (importing the package registers every rule)
    from mouche.rulesets import OPTIONS, PRESETS

    refs = sorted(_FUNCTIONS.values(), key=lambda r: r.name)
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
