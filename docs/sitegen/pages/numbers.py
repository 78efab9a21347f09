"""What the "Rulesets in numbers" page (``rulesets/numbers.md``) includes: the exact
odds of a flush as dealt, as each preset counts one (five of a suit, four with Pam, a blaze),
for every pack and table size the presets use; the reasoning
player's strength under each preset and what it does differently, as measured."""

from __future__ import annotations

import json
from dataclasses import dataclass
from fractions import Fraction
from pathlib import Path
from typing import Any

from markupsafe import Markup

from mouche.odds import PackTable, no_flush, preset_tables
from mouche.presets import PRESETS

from ..context import Site
from ..links import cite_links


@dataclass(frozen=True, slots=True)
class Chance:
    """A probability as the table shows it: "1 in N", its decimal, its exact fraction (the
    template writes each number in the reader's form, ``|num``)."""

    value: Fraction

    @property
    def one_in(self) -> float:
        return round(float(1 / self.value))

    @property
    def decimal(self) -> float:
        return float(self.value)

    @property
    def numerator(self) -> int:
        return self.value.numerator

    @property
    def denominator(self) -> int:
        return self.value.denominator


@dataclass(frozen=True, slots=True)
class OddsGroup:
    """Rows of the odds table whose presets count the same hands as a flush (a
    [`mouche.odds.Counted`][mouche.odds.Counted] key), with the clauses that say so."""

    key: str
    """``five``, ``five+jack-of-clubs``, ``five+jack-of-clubs+blaze``; ``three-card`` or
    ``none`` for the presets that count no flush (then ``rows`` is empty)."""
    cites: Markup
    rows: tuple[tuple[PackTable, tuple[Chance, ...]], ...] = ()
    presets: tuple[str, ...] = ()
    """The presets that count no flush."""


def _cites(site: Site, ids: tuple[str, ...], blaze: bool, reasons: bool = False) -> Markup:
    """The clauses behind the presets' options ``flush`` (and ``blaze`` when it counts);
    with ``reasons``, a preset's own reasons for its choice where it gives some (the Bête's
    decision, not the three-card clause that ``flush`` = ``none`` cites)."""
    out: list[str] = []
    for pid in ids:
        r = PRESETS[pid]
        own = (reasons and r.reasons.get("flush")) or r.cites("flush")
        for c in own + (r.cites("blaze") if blaze else ()):
            if c not in out:
                out.append(c)
    return cite_links(site, out)


def odds_groups(site: Site) -> list[OddsGroup]:
    """The odds table's groups: each way of counting a flush the presets use, its rows (the
    odds of a given hand, of one flush or more at the table, of two or more), then the
    presets that count none, by why."""
    by_key: dict[str, list[PackTable]] = {}
    for row in preset_tables():
        by_key.setdefault(row.counted.key, []).append(row)
    groups = []
    for key, rows in by_key.items():
        used = tuple(dict.fromkeys(p for row in rows for p in row.presets))
        chances = tuple(
            (row, tuple(Chance(p) for p in (row.odds.hand, row.odds.at_least(1),
                                            row.odds.at_least(2))))
            for row in rows
        )  # fmt: skip
        groups.append(OddsGroup(key, _cites(site, used, rows[0].counted.blaze), chances))
    for key, ids in no_flush().items():
        cites = _cites(site, ids, False, reasons=key == "none")
        groups.append(OddsGroup(key, cites, presets=ids))
    return groups


def odds_table(site: Site) -> Markup:
    """The odds of a flush as each preset counts one, grouped by what counts."""
    return site.html("odds.html", groups=odds_groups(site))


FIGURES = Path(__file__).resolve().parent.parent / "figures"
STRENGTH = FIGURES / "strength.json"
"""The reasoning player's figures as ``make strength`` measured them (``benchmarks/strength.py
--json``): precomputed, since each preset takes minutes, and the build only reads them."""

DECISION_KINDS = ("pass", "stand", "exchange", "declare", "save", "protest")
"""The decisions the page compares (``undecided``, a deal ended before the seat's turn, is
the same for both players and left out)."""


@dataclass(frozen=True, slots=True)
class SeatMean:
    """One seat's mean net jetons per deal and its 95% interval."""

    seat: int
    style: str
    mean: float
    low: float
    high: float

    @classmethod
    def of(cls, data: dict[str, Any]) -> SeatMean:
        low, high = data["ci95"]
        return cls(int(data["seat"]), str(data["style"]), float(data["mean"]), low, high)


@dataclass(frozen=True, slots=True)
class Decision:
    """How often p0 made one decision, and its net per deal then: reasoning, then simple."""

    kind: str
    reasoning_share: float
    reasoning_net: float
    simple_share: float
    simple_net: float


@dataclass(frozen=True, slots=True)
class PresetStrength:
    """One preset's run with the reasoning player at p0, beside the same deals all simple."""

    preset: str
    title: str
    seats: tuple[SeatMean, ...]
    """Every seat of the run with the reasoning player at p0."""
    simple: SeatMean
    """p0 when the simple player sits there too (the same seed)."""
    clear: bool
    """The reasoning seat's 95% interval lies above every other seat's mean."""
    decisions: tuple[Decision, ...]

    @property
    def gain(self) -> float:
        """What seating the reasoning player at p0 is worth there, per deal."""
        return self.seats[0].mean - self.simple.mean


def strength_of(data: dict[str, Any]) -> tuple[dict[str, Any], list[PresetStrength]]:
    """How the figures were measured, and each preset's."""
    out = []
    for p in data["presets"]:
        reasoning, simple = p["reasoning"][0]["decisions"], p["simple"][0]["decisions"]
        decisions = tuple(
            Decision(k, reasoning[k]["share"], reasoning[k]["net_per_deal"],
                     simple[k]["share"], simple[k]["net_per_deal"])
            for k in DECISION_KINDS
            if reasoning[k]["count"] or simple[k]["count"]
        )  # fmt: skip
        out.append(
            PresetStrength(
                p["preset"],
                PRESETS[p["preset"]].title,
                tuple(SeatMean.of(s) for s in p["reasoning"]),
                SeatMean.of(p["simple"][0]),
                bool(p["clear"]),
                decisions,
            )
        )
    return data["measured"], out


def strength_table(site: Site) -> Markup:
    """The reasoning player's strength under every preset measured, and what it does there."""
    measured, presets = strength_of(json.loads(STRENGTH.read_text(encoding="utf-8")))
    return site.html("strength.html", measured=measured, presets=presets)
