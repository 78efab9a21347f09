"""An option of a ruleset and the values it may take, each citing its clauses.

The options themselves are in [`mouche.options`][mouche.options].
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from mouche.errors import RulesetError, excerpt

_WHOLE_LABEL = re.compile(r"[1-9][0-9]{0,5}")
"""A numeric option value: ASCII digits only ('²'.isdigit() is true), no leading zero."""


@dataclass(frozen=True, slots=True)
class Choice:
    """One value an option may take, with the clauses it comes from."""

    label: str
    cites: tuple[str, ...]
    description: str
    placeholder: bool = False
    """The label stands for values (the ``N`` of any whole number) and is never one itself."""


@dataclass(frozen=True, slots=True)
class Option:
    """A named rule option and its possible values.

    ``integer`` options also accept any whole number from 1 to 999999 besides their named
    choices; such a number cites the clauses of the placeholder choice (labelled ``"N"``),
    whose label is not itself a value.
    """

    name: str
    title: str
    description: str
    choices: tuple[Choice, ...]
    integer: bool = False

    def choice(self, label: str) -> Choice:
        """The choice for ``label``; raises [`RulesetError`][RulesetError] if it is not allowed."""
        for c in self.choices:
            if c.label == label and not c.placeholder:
                return c
        if self.integer and isinstance(label, str) and _WHOLE_LABEL.fullmatch(label):
            return next(c for c in self.choices if c.placeholder)
        raise RulesetError(
            "option {name!r} cannot be {label}; allowed: {accepts}",
            name=self.name,
            label=excerpt(str(label)),
            accepts=self.accepts,
        )

    def described(self, label: str) -> Choice:
        """The choice ``label`` names or stands for, to describe it: unlike
        [`choice`][mouche.options.Option.choice], a placeholder's own label (``N``) too."""
        return next((c for c in self.choices if c.label == label), None) or self.choice(label)

    @property
    def accepts(self) -> str:
        """What the option takes, for a message: its labels, and whole numbers if it takes them."""
        allowed = ", ".join(c.label for c in self.choices if not c.placeholder)
        if self.integer:
            allowed += ", or a whole number from 1 to 999999"
        return allowed


def option(
    name: str, title: str, description: str, *choices: Choice, integer: bool = False
) -> Option:
    return Option(name, title, description, tuple(choices), integer)


__all__ = ["Choice", "Option", "option"]
