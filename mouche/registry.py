"""The registry of rule functions: [`implements`][implements] and its lookups, nothing else.

Every rule function is decorated with [`implements`][implements], naming the clauses it
implements; the decorator records it here.  This module imports nothing of the engine: the
clause map ([`mouche.clause_map`][mouche.clause_map]) imports every rule module, then reads
what they registered.

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
        """The HTML anchor of this object in the engine reference, options or ruleset page."""
        if self.kind == "function":
            return self.name
        if self.kind == "ruleset":  # the preset's page, whose options table gives the reason
            return f"ruleset-{self.name.partition(':')[0]}"
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


def registered() -> list[EngineRef]:
    """Every rule function registered so far, by name (those of the modules imported)."""
    return sorted(_FUNCTIONS.values(), key=lambda r: r.name)
