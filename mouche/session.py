"""Play: a deal dealt from a seed, played out, and chained into a session.

A session is deals chained in playing order: the seat after the dealer deals next,
the basket and the owed mouches carry over.  This module is that rule's one home
([`carried`][mouche.session.carried]) and holds the one value of a session,
[`Session`][mouche.session.Session]: the same whether a player played the deals
([`play_session`][mouche.session.play_session], a `Session` of
[`PlayedDeal`][mouche.session.PlayedDeal]) or a session record was replayed
([`mouche.records.replay_session`][mouche.records.replays.replay_session], a `Session`
of [`Replay`][mouche.records.replays.Replay]).  The record itself is the file's
concern: [`mouche.records.SessionRecord`][mouche.records.model.SessionRecord].

>>> import random
>>> from mouche.presets import get_ruleset
>>> session = play_session(get_ruleset("vanderaa1721"), 4, 3, random.Random(7))
>>> [d.deal.table.dealer for d in session]
[0, 1, 2]
>>> session[1].deal.table.pot_before == session[0].settlement.pot_after
True
>>> sum(session.totals) + session[-1].settlement.pot_after == 0
True

Under option ``round_end`` = ``hand-without-loo`` (the Britannica's Loo) a session whose last
deal asked for has a loo goes on till a deal without one, one round more at most
([`goes_on`][mouche.rounds.goes_on]).
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from typing import Generic, NamedTuple, Protocol, TypeVar

from mouche.actions import Action
from mouche.deal import OVER, Deal, Owed, new_deal
from mouche.presets import get_ruleset
from mouche.rounds import goes_on
from mouche.rulesets import Ruleset
from mouche.settlement import Settlement, settle
from mouche.shuffle import shuffled_pack
from mouche.stakes import GAME_DEALS
from mouche.strategy import choose

Player = Callable[[Deal, random.Random], Action]


def deal_from_seed(
    ruleset: Ruleset | str,
    players: int,
    seed: int,
    dealer: int = 0,
    pot: int = 0,
    carry: Carry | None = None,
) -> Deal:
    """A deal shuffled by ``random.Random(seed)``: the same seed gives the same deal everywhere;
    ``carry``, what an earlier deal of the session hands on, replaces ``dealer`` and ``pot``."""
    r = get_ruleset(ruleset) if isinstance(ruleset, str) else ruleset
    start = carry or Carry(dealer, pot, ())
    return _shuffled_deal(r, players, random.Random(seed), *start)


def _shuffled_deal(
    ruleset: Ruleset,
    players: int,
    rng: random.Random,
    dealer: int,
    pot: int,
    owed: tuple[Owed, ...] = (),
    chalks: tuple[int, ...] = (),
    game_deal: int = 0,
) -> Deal:
    deck = shuffled_pack(ruleset, players, rng)
    return new_deal(
        ruleset, players, dealer, deck=deck, pot=pot, owed=owed, chalks=chalks, game_deal=game_deal
    )


def play_out(deal: Deal, rng: random.Random, player: Player = choose) -> Deal:
    """Play ``deal`` to its end, every seat taking ``player``'s action."""
    while deal.phase != OVER:
        deal = deal.apply(player(deal, rng))
    return deal


# -- the session: deals chained --------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class PlayedDeal:
    """A deal played to its end, and its settlement."""

    deal: Deal
    settlement: Settlement


class DealOfSession(Protocol):
    """What a session reads of each of its deals: the deal as far as it went, and its
    settlement once it is over (a [`PlayedDeal`][mouche.session.PlayedDeal], or a
    record's [`Replay`][mouche.records.replays.Replay])."""

    @property
    def deal(self) -> Deal: ...

    @property
    def settlement(self) -> Settlement | None: ...


_D = TypeVar("_D", bound=DealOfSession, covariant=True)


@dataclass(frozen=True, slots=True)
class Session(Generic[_D]):
    """Deals chained in playing order, each dealt from what the one before left
    ([`carried`][mouche.session.carried]); every deal but the last is over.

    Read it as the sequence of its deals: ``session[k]``, ``len(session)``, ``for d in
    session``.
    """

    deals: tuple[_D, ...]

    def __iter__(self) -> Iterator[_D]:
        return iter(self.deals)

    def __len__(self) -> int:
        return len(self.deals)

    def __getitem__(self, k: int) -> _D:
        return self.deals[k]

    @property
    def totals(self) -> tuple[int, ...]:
        """Each seat's net jetons over the deals (a deal not over counts its payments in)."""
        return tuple(map(sum, zip(*(_deltas(d) for d in self.deals), strict=True)))


def _deltas(d: DealOfSession) -> tuple[int, ...]:
    st = d.settlement
    return st.deltas if st is not None else d.deal.table.opening


class Carry(NamedTuple):
    """What a deal over hands the next: who deals, the basket, the mouches still owed, and
    where tricks are chalked, the chalks and which deal of the game comes next."""

    dealer: int
    pot: int
    owed: tuple[Owed, ...]
    chalks: tuple[int, ...] = ()
    game_deal: int = 0


def next_dealer(dealer: int, players: int) -> int:
    """The seat that deals after ``dealer``: the deal passes to the next seat in the order of
    play ([`playing_order`][mouche.deal_plan.playing_order]), the eldest hand."""
    return (dealer + 1) % players


def carried(deal: Deal, settlement: Settlement) -> Carry:
    """What the deal after ``deal`` starts from: the next seat deals, the basket and the owed
    mouches carry over, and the chalks of a game of five deals
    (cotton1674.lanterloo.7: "Every deal rub off a score")."""
    t = deal.table
    dealer = next_dealer(t.dealer, t.players)
    if not t.ruleset.chalks:  # most games: every deal settled in itself
        return Carry(dealer, settlement.pot_after, settlement.owed)
    game_deal = (t.game_deal + 1) % GAME_DEALS
    return Carry(dealer, settlement.pot_after, settlement.owed, settlement.chalks, game_deal)


def play_session(
    ruleset: Ruleset,
    players: int,
    deals: int,
    rng: random.Random,
    dealer: int = 0,
    pot: int = 0,
    owed: tuple[Owed, ...] = (),
    player: Player = choose,
) -> Session[PlayedDeal]:
    """Play ``deals`` deals in a row, every seat taking ``player``'s action, and more while
    the ruleset's end of a session asks for them ([`goes_on`][mouche.rounds.goes_on])."""
    out: list[PlayedDeal] = []
    start = Carry(dealer, pot, owed)
    last: Settlement | None = None
    while goes_on(ruleset, players, deals, len(out), last):
        final = play_out(_shuffled_deal(ruleset, players, rng, *start), rng, player)
        last = settle(final)
        out.append(PlayedDeal(final, last))
        start = carried(final, last)
    return Session(tuple(out))

