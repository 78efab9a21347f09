"""What the "Rulesets in numbers" page (``rulesets/numbers.md``) includes: the exact
odds of a mouche as dealt, for every pack and table size the presets use."""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction

from markupsafe import Markup

from mouche.odds import preset_tables

from ..context import Site


@dataclass(frozen=True, slots=True)
class Chance:
    """A probability as the table shows it: "1 in N", its decimal, its exact fraction."""

    value: Fraction

    @property
    def one_in(self) -> str:
        return f"{float(1 / self.value):,.0f}"

    @property
    def decimal(self) -> str:
        return f"{float(self.value):.6f}"

    @property
    def numerator(self) -> str:
        return f"{self.value.numerator:,}"

    @property
    def denominator(self) -> str:
        return f"{self.value.denominator:,}"


def odds_table(site: Site) -> Markup:
    """The odds of a given hand, of one mouche or more at the table, of two or more."""
    rows = [
        (row, [Chance(p) for p in (row.odds.hand, row.odds.at_least(1), row.odds.at_least(2))])
        for row in preset_tables()
    ]
    return site.html("odds.html", rows=rows)
