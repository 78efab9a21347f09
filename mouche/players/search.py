"""The value of each action open to a seat: worlds consistent with what it knows, played out.

For world ``i`` of a search (seeded by the search's seed and ``i`` alone, so a search can
be run in chunks, in any order, and gives the same figures in CPython and in the
browser), a deal consistent with the seat's [information
set][mouche.players.seat_view.InformationSet] is drawn, and every candidate action is
applied to it and the deal played to its end by the rollout player, the simple built-in
player ([`mouche.strategy.choose`][mouche.strategy.choose]) at every seat, the seat's own
later turns included.  Every action meets the same worlds and the same rollout generator
(common random numbers), so their differences are measured more tightly than their
values.

An action's value is the seat's net jetons from the deal: its settlement delta, less any
mouche the deal leaves it owing to later deals (``several_mouches=separately``), since a
debt is jetons too.  Its interval is the 95% confidence interval of the mean over the
worlds (normal approximation: mean ± 1.96 standard errors).  In trick play, when the
consistent hands of the other players are few, every one of them is played instead
(method "exact"): the value is then exact for the rollout player, and the interval is the
value itself.

>>> from mouche.session import deal_from_seed
>>> from mouche.players.seat_view import information_set
>>> from mouche.actions import format_action
>>> info = information_set(deal_from_seed("vanderaa1721", 4, seed=3), 1)
>>> ev = evaluate(info, info.actions[:2], seed=1, worlds=8)
>>> ev.method, ev.worlds, [format_action(v.action) for v in ev.values]
('sampled', 8, ['p1 pass', 'p1 stand'])
"""

from __future__ import annotations

import dataclasses
import random
from collections.abc import Sequence
from dataclasses import dataclass
from math import sqrt

from mouche.actions import Action
from mouche.cards import Card
from mouche.deal import Deal
from mouche.errors import MoucheError
from mouche.players.information import enumerate_worlds, sample_world, world_of
from mouche.players.seat_view import InformationSet
from mouche.session import play_out
from mouche.settlement import settle
from mouche.stakes import GAME_DEALS
from mouche.strategy import choose

Z95 = 1.959964
"""The normal quantile of a two-sided 95% interval."""


def net(final: Deal, seat: int) -> int:
    """``seat``'s net jetons from a finished deal: its delta less what it is left owing more,
    and where tricks are chalked before the game's last deal, what the stock left on the
    table would pay the tricks chalked if the game ended now (ed.chalks-paid: a jeton a chalk
    while the stock lasts; an estimate, rounded down)."""
    st, t = settle(final), final.table
    before = sum(o.amount for o in t.owed if o.seat == seat)
    after = sum(o.amount for o in st.owed if o.seat == seat)
    value = st.deltas[seat] - (after - before)
    if t.ruleset.chalks and t.game_deal < GAME_DEALS - 1:
        gained = st.chalks[seat] - t.chalks_before[seat]
        value += min(gained, gained * st.pot_after // max(sum(st.chalks), 1))
    return value


@dataclass(frozen=True, slots=True)
class Sums:
    """Whole-number sums of one action's values over some worlds (exact; they add up)."""

    n: int = 0
    total: int = 0
    squares: int = 0

    def add(self, other: Sums) -> Sums:
        """Both together."""
        return Sums(self.n + other.n, self.total + other.total, self.squares + other.squares)

    @property
    def mean(self) -> float:
        """The mean value (0 over no world)."""
        return self.total / self.n if self.n else 0.0

    def interval(self, exact: bool) -> tuple[float, float]:
        """The 95% interval of the mean: the mean itself when every world was played."""
        m = self.mean
        if exact or self.n < 2:
            return (m, m) if exact else (float("-inf"), float("inf"))
        var = max(0.0, (self.squares - self.total * m) / (self.n - 1))
        half = Z95 * sqrt(var / self.n)
        return (m - half, m + half)


@dataclass(frozen=True, slots=True)
class Valued:
    """An action, its value in jetons for the seat, its 95% interval and the worlds behind it."""

    action: Action
    value: float
    interval: tuple[float, float]
    worlds: int


@dataclass(frozen=True, slots=True)
class Evaluation:
    """The values of a seat's candidate actions, best first, and how they were found."""

    seat: int
    values: tuple[Valued, ...]
    method: str
    """"exact" (every consistent world) or "sampled"."""
    worlds: int

    @property
    def best(self) -> Action:
        """The action of highest value (the first listed among equals)."""
        return self.values[0].action


@dataclass(frozen=True, slots=True)
class Worlds:
    """The worlds of one search: either every consistent one (``exact``) or draws."""

    info: InformationSet
    seed: int
    count: int
    exact: tuple[dict[int, tuple[Card, ...]], ...] | None

    def world(self, i: int) -> tuple[Deal, random.Random]:
        """World ``i`` and its rollout generator, from the seed and ``i`` alone."""
        rng = random.Random(f"mouche-search:{self.seed}:{i}")
        if self.exact is not None:
            return world_of(self.info, self.exact[i], rng), rng
        return sample_world(self.info, rng), rng


def worlds_of(info: InformationSet, seed: int, worlds: int) -> Worlds:
    """The worlds a search of ``worlds`` samples plays: every consistent one when they are at
    most that many (in trick play), else ``worlds`` draws; never none (a refusal instead)."""
    every = enumerate_worlds(info, worlds)
    if every == [] and info.presumed and info.ruleset.penalty_enforcement:
        # under 'penalty' a player may break a duty: their cards have shown one was broken,
        # so the worlds are those consistent with the cards alone
        return worlds_of(dataclasses.replace(info, presumed=False), seed, worlds)
    if every == []:
        raise MoucheError("no deal is consistent with what p{seat} has seen", seat=info.seat)
    if every is not None:
        return Worlds(info, seed, len(every), tuple(every))
    return Worlds(info, seed, worlds, None)


def play_world(world: Deal, rng: random.Random, actions: Sequence[Action], seat: int) -> list[int]:
    """Each action's value in one world: applied, then played out by the rollout player, every
    action with the same generator."""
    seed = rng.getrandbits(32)
    return [net(play_out(world.apply(a), random.Random(seed), choose), seat) for a in actions]


def sums(ws: Worlds, actions: Sequence[Action], start: int, count: int) -> list[Sums]:
    """The sums of each action's values over worlds ``start`` to ``start + count - 1``."""
    n, total, squares = 0, [0] * len(actions), [0] * len(actions)
    for i in range(start, min(ws.count, start + count)):
        world, rng = ws.world(i)
        n += 1
        for k, v in enumerate(play_world(world, rng, actions, ws.info.seat)):
            total[k] += v
            squares[k] += v * v
    return [Sums(n, t, q) for t, q in zip(total, squares, strict=True)]


def ranked(ws: Worlds, actions: Sequence[Action], parts: Sequence[Sums]) -> Evaluation:
    """The evaluation from each action's sums: best first, the first listed among equals."""
    exact = ws.exact is not None
    values = [
        Valued(a, p.mean, p.interval(exact and p.n == ws.count), p.n)
        for a, p in zip(actions, parts, strict=True)
    ]
    order = sorted(range(len(values)), key=lambda k: -values[k].value)
    worlds = max((p.n for p in parts), default=0)
    method = "exact" if exact else "sampled"
    return Evaluation(ws.info.seat, tuple(values[k] for k in order), method, worlds)


def evaluate(
    info: InformationSet, actions: Sequence[Action], seed: int, worlds: int
) -> Evaluation:
    """Every action in ``actions`` valued over the same ``worlds`` worlds (or all of them)."""
    if not actions:
        raise MoucheError("p{seat} has no action to value here", seat=info.seat)
    ws = worlds_of(info, seed, worlds)
    return ranked(ws, actions, sums(ws, actions, 0, ws.count))


def race(
    info: InformationSet,
    actions: Sequence[Action],
    seed: int,
    worlds: int,
    batch: int = 8,
) -> Evaluation:
    """The best action, found by dropping the clearly worse ones as the worlds come in.

    After each ``batch`` of worlds, an action is dropped when its mean difference from
    the best's, over the same worlds, is below zero by more than two standard errors, or
    when it has been equal to the best's in every world so far (the first listed stays).
    The search stops when one action is left or ``worlds`` worlds are played.
    """
    if len(actions) == 1:
        return Evaluation(info.seat, (Valued(actions[0], 0.0, (0.0, 0.0), 0),), "forced", 0)
    ws = worlds_of(info, seed, worlds)
    alive = list(range(len(actions)))
    values: list[list[int]] = [[] for _ in actions]
    played = 0
    while played < ws.count and len(alive) > 1:
        for i in range(played, min(ws.count, played + batch)):
            world, rng = ws.world(i)
            for k, v in zip(alive, play_world(world, rng, [actions[k] for k in alive], info.seat),
                            strict=True):  # fmt: skip
                values[k].append(v)
        played = min(ws.count, played + batch)
        best = max(alive, key=lambda k: (sum(values[k]), -k))
        alive = [k for k in alive if k == best or not _worse(values[k], values[best])]
    parts = [Sums(len(v), sum(v), sum(x * x for x in v)) for v in values]
    ev = ranked(ws, actions, parts)
    best = max(alive, key=lambda k: (sum(values[k]), -k))
    first = next(v for v in ev.values if v.action == actions[best])
    rest = tuple(v for v in ev.values if v is not first)
    return Evaluation(ev.seat, (first, *rest), ev.method, played)


def _worse(a: list[int], best: list[int]) -> bool:
    """Whether ``a`` is clearly below ``best`` over the same worlds (see [`race`][race])."""
    d = [x - y for x, y in zip(a, best, strict=True)]
    n = len(d)
    mean = sum(d) / n
    if all(x == 0 for x in d):
        return True
    var = sum((x - mean) ** 2 for x in d) / (n - 1) if n > 1 else float("inf")
    return mean + 2 * sqrt(var / n) < 0


__all__ = [
    "Z95",
    "Evaluation",
    "Sums",
    "Valued",
    "Worlds",
    "evaluate",
    "net",
    "play_world",
    "race",
    "ranked",
    "sums",
    "worlds_of",
]
