"""What a simulation plays: its [`Plan`][mouche.simulate_plan.Plan] (ruleset, players, deals,
session length, seed, the player at each seat), and the built-in players it may seat.

The run itself, its tallies and its summary are [`mouche.simulate`][mouche.simulate]'s.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from mouche.actions import Action, Declare, Stand
from mouche.deal import DECIDE, PLAY, Deal
from mouche.errors import MoucheError
from mouche.players import reasoning
from mouche.rounds import most_deals
from mouche.rulesets import Ruleset
from mouche.session import Player
from mouche.strategy import choose

MAX_DEALS = 100_000
"""The most deals one run may ask for."""
MAX_SESSION = 1_000
"""The longest session (deals in a row) a run may ask for."""


class PlanError(MoucheError):
    """A simulation that cannot be run as asked; the message says why."""


def _saves_the_mouche(deal: Deal, rng: random.Random) -> Action:
    """The built-in player, but standing silently on a mouche dealt (to show it later)."""
    s = deal.to_act
    if deal.phase == DECIDE and deal.table.mouches[s] is not None:
        return Stand(s)
    return choose(deal, rng)


STYLES: dict[str, Player] = {
    "shows-at-once": choose,
    "saves-the-mouche": _saves_the_mouche,
    "reasoning": reasoning.play,
}
"""The built-in players: the simple player's two styles with a mouche dealt (show it at
once, or save it), and the reasoning player
([`mouche.players.reasoning`][mouche.players.reasoning]), a few hundred times dearer per deal."""

SIMPLE_STYLES = ("shows-at-once", "saves-the-mouche")
"""The simple player's styles (the figures of "Rulesets in numbers" are theirs)."""


def seated(players: tuple[Player, ...]) -> Player:
    """One player for the table from one per seat: the seat to act plays its own.

    Before the first card, a mouche saved by standing is shown first, by its holder (every
    built-in player shows it then, academie.13).
    """

    def act(deal: Deal, rng: random.Random) -> Action:
        if deal.phase == PLAY and not deal.trick and not deal.tricks:
            for m in deal.active:
                if deal.may_declare_saved(m):
                    return Declare(m)
        return players[deal.to_act](deal, rng)

    return act


@dataclass(frozen=True, slots=True)
class Plan:
    """What a run plays: ``deals`` deals of ``ruleset`` at ``players`` seats, in sessions."""

    ruleset: Ruleset
    players: int
    deals: int
    session: int
    seed: int
    style: str = "shows-at-once"
    """The player at every seat not in ``seats`` (see [`STYLES`][STYLES])."""
    seats: tuple[tuple[int, str], ...] = ()
    """Seats given another player: ``(seat, style)``, in seat order."""

    def __post_init__(self) -> None:
        for seat, style in self.seats:
            if not 0 <= seat < self.players:
                raise PlanError(
                    "there is no seat p{seat} at a table of {players}",
                    seat=seat,
                    players=self.players,
                )
            if style not in STYLES:
                raise PlanError(
                    "unknown style {style!r}; styles: {styles}",
                    style=style[:40],
                    styles=", ".join(STYLES),
                )
        if [seat for seat, _ in self.seats] != sorted({seat for seat, _ in self.seats}):
            raise PlanError("each seat is given once, in seat order")
        if self.players not in self.ruleset.allowed_players:
            self.ruleset.lowest_rank(self.players)  # raises, naming the allowed counts
        if not 1 <= self.deals <= MAX_DEALS:
            raise PlanError(
                "deals must be from 1 to {max_deals:,}, not {deals}",
                max_deals=MAX_DEALS,
                deals=self.deals,
            )
        if not 1 <= self.session <= MAX_SESSION:
            raise PlanError(
                "a session must be from 1 to {max_session} deals, not {session}",
                max_session=MAX_SESSION,
                session=self.session,
            )
        if self.style not in STYLES:
            raise PlanError(
                "unknown style {style!r}; styles: {styles}",
                style=self.style[:40],
                styles=", ".join(STYLES),
            )
        if not 0 <= self.seed < 2**63:
            raise PlanError(
                "the seed must be a whole number from 0 to 2^63 - 1, not {seed}", seed=self.seed
            )

    @property
    def sessions(self) -> int:
        """Sessions in the run (the last holds the remaining deals)."""
        return -(-self.deals // self.session)

    def session_deals(self, i: int) -> int:
        """Deals in session ``i``."""
        return min(self.session, self.deals - i * self.session)

    @property
    def longest(self) -> int:
        """The most deals a session can play: ``session``, and one round more where a loo in
        its last deal makes the game go on (option ``round_end``, ed.round-end-cap)."""
        return most_deals(self.ruleset, self.players, self.session)

    def asked(self, sessions: int) -> int:
        """The deals the first ``sessions`` sessions were asked to play (those they play
        besides are the game going on after a loo)."""
        return min(self.deals, sessions * self.session)

    def rng(self, i: int) -> random.Random:
        """The generator of session ``i``: the same in every Python, whatever the chunking."""
        return random.Random(f"mouche-simulate:{self.seed}:{i}")

    @property
    def styles(self) -> tuple[str, ...]:
        """The style of each seat."""
        given = dict(self.seats)
        return tuple(given.get(s, self.style) for s in range(self.players))

    def player(self) -> Player:
        """The table's player: one style everywhere, or each seat its own."""
        styles = self.styles
        if len(set(styles)) == 1:
            return STYLES[styles[0]]
        return seated(tuple(STYLES[s] for s in styles))

    @property
    def cost(self) -> int:
        """What one deal of this plan costs, in simple deals of four players (a rough guide
        to chunk sizes: cards played grow with the table, and each reasoning seat searches
        at every turn)."""
        per_seat = sum(_COST.get(s, 1) for s in self.styles)
        return max(1, per_seat * self.players // 16)


_COST = {"reasoning": 4_000}
"""A reasoning seat's cost per deal, in simple seats: a deal of four with one reasoning seat
takes about 1,000 times a simple deal's time (``benchmarks/facade_chunks.py``)."""
