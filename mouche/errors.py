"""The engine's errors: each names the problem; an illegal action names its clause."""

from __future__ import annotations


class MoucheError(Exception):
    """Base class of every error the engine raises on bad input."""


class CardError(MoucheError, ValueError):
    """A card token that is not a card (names the bad token)."""


class RulesetError(MoucheError, ValueError):
    """An unknown ruleset, option or option value."""


class RecordError(MoucheError, ValueError):
    """A malformed hand record (names the field)."""


class IllegalAction(MoucheError):
    """An action the rules forbid.

    ``clause`` is the id of the clause or editorial decision that forbids it;
    ``message`` a readable reason; ``note``, when the clause is another source's
    than the ruleset's own, says so.  The state it was tried on is unchanged.
    """

    def __init__(self, clause: str, message: str, note: str = "") -> None:
        super().__init__(f"{message} [{clause}]")
        self.clause = clause
        self.message = message
        self.note = note


class SetupError(MoucheError, ValueError):
    """A deal that cannot be set up: wrong pack, duplicate card, bad seat."""
