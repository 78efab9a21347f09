"""The stakes before play: the dealer's ante and the mouches owed paid in.

Two small payment rules run when a deal is dealt ([`dealer_antes`][dealer_antes],
[`owed_paid_in`][owed_paid_in]); [`check_owed`][check_owed] first makes sure that every mouche
owed is owed by a seat at the table, for one jeton or more.

>>> from mouche.presets import get_ruleset
>>> s = opening_stakes(get_ruleset("vanderaa1721-limited"), 4, 0, 3, (Owed(2, 6), Owed(1, 9)))
>>> s.opening, s.on_game, s.still_owed
((-5, -9, 0, 0), 17, (Owed(seat=2, amount=6),))
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache
from typing import NamedTuple

from mouche.chosen import Ante, SeveralMouches
from mouche.errors import SetupError
from mouche.registry import implements
from mouche.rulesets import Ruleset


@dataclass(frozen=True, slots=True)
class Owed:
    """A mouche made in an earlier deal and not yet paid in (academie.6)."""

    seat: int
    amount: int


class Stakes(NamedTuple):
    """What is on the game when play starts."""

    opening: tuple[int, ...]
    """Each seat's payment into the pot before play, as negatives."""
    on_game: int
    """The basket, the ante and the mouches paid in."""
    still_owed: tuple[Owed, ...]
    """The mouches owed to later deals, largest first."""


def check_owed(owed: tuple[Owed, ...], players: int) -> None:
    """Every owed mouche is owed by a seat at the table, for one jeton or more.

    Every entry is checked, whether it is paid in now or later, so that no later
    deal can charge a seat that does not exist; the error names the entry.
    """
    for i, o in enumerate(owed):
        entry = f"owed mouche {i + 1} [{o.seat}, {o.amount}]"
        if isinstance(o.seat, bool) or not isinstance(o.seat, int):
            raise SetupError("{entry}: the seat must be a whole number", entry=entry)
        if isinstance(o.amount, bool) or not isinstance(o.amount, int):
            raise SetupError("{entry}: the amount must be a whole number", entry=entry)
        if not 0 <= o.seat < players:
            raise SetupError(
                "{entry}: there is no seat p{seat} at a table of {players} (seats 0 to {players2})",
                entry=entry,
                seat=o.seat,
                players=players,
                players2=players - 1,
            )
        if o.amount < 1:
            raise SetupError(
                "{entry}: a mouche owed is one jeton or more, not {amount}",
                entry=entry,
                amount=o.amount,
            )


GAME_DEALS = 5
"""The deals of a game where tricks are chalked: Cotton's five chalks, one rubbed out a deal
(cotton1674.lanterloo.3, cotton1674.lanterloo.7)."""


@cache
def no_chalks(players: int) -> tuple[int, ...]:
    """No trick chalked to any seat."""
    return (0,) * players


@implements("cotton1674.lanterloo.3", "ed.chalks-paid")
def check_chalks(
    ruleset: Ruleset, players: int, chalks: tuple[int, ...], game_deal: int
) -> tuple[int, ...]:
    """The tricks chalked to each seat before a deal, and which deal of the game of
    [`GAME_DEALS`][GAME_DEALS] it is (from 0), checked: kept only where tricks are chalked
    (option ``trick_pay`` = ``chalked``), one whole number per seat, and no more tricks than
    the deals already played in the game hold.

    Clauses: cotton1674.lanterloo.3, ed.chalks-paid.
    """
    if not ruleset.chalks:
        if game_deal or any(chalks):
            raise SetupError(
                "{ruleset} keeps no chalks: give no chalks or game_deal", ruleset=ruleset.id
            )
        return no_chalks(players)
    if type(game_deal) is not int or not 0 <= game_deal < GAME_DEALS:
        raise SetupError(
            "game_deal says which deal of the game this is, 0 to {last}, not {value!r}",
            last=GAME_DEALS - 1,
            value=game_deal,
        )
    if not chalks:
        return no_chalks(players)
    if len(chalks) != players or not all(type(c) is int and c >= 0 for c in chalks):
        raise SetupError(
            "chalks: one whole number (0 or more) per seat, {players} in all", players=players
        )
    most = game_deal * ruleset.hand_size
    if sum(chalks) > most:
        raise SetupError(
            "chalks: {total} tricks chalked, but the game's {deals} deals so far hold {most} "
            "at most",
            total=sum(chalks),
            deals=game_deal,
            most=most,
        )
    return tuple(chalks)


@implements("cotton1674.lanterloo.5", "ed.lanterloo-stake")
def cards_staked(ruleset: Ruleset, players: int) -> tuple[int, ...]:
    """Under ``ante`` = ``a-card-each``, every player lays one jeton upon each card dealt him
    (Cotton's "play upon every Card" read as a stake laid, ed.lanterloo-stake).

    Clauses: cotton1674.lanterloo.5, ed.lanterloo-stake.
    """
    return _every(players, ruleset.hand_size)


@implements("academie.5", "vanderaa1721.deal")
def dealer_antes(ruleset: Ruleset, players: int, dealer: int) -> tuple[int, ...]:
    """The dealer alone puts in the ante: five jetons, or one per player.

    Clauses: academie.5, vanderaa1721.deal.
    """
    return _antes(ruleset.ante(players), players, dealer)


@cache
def _antes(ante: int, players: int, dealer: int) -> tuple[int, ...]:
    opening = [0] * players
    opening[dealer] = -ante
    return tuple(opening)


@implements("academie.6", "vanderaa1721.deferred", "ed.separately-order")
def owed_paid_in(ruleset: Ruleset, owed: tuple[Owed, ...]) -> tuple[tuple[Owed, ...], ...]:
    """The mouches owed that go in now, and those still owed after: all of them together,
    or, when they go separately, the largest alone.

    Clauses: academie.6, vanderaa1721.deferred, ed.separately-order.
    """
    pending = tuple(sorted(owed, key=lambda o: -o.amount))
    now = 1 if ruleset.chosen.several_mouches is SeveralMouches.SEPARATELY else len(pending)
    return pending[:now], pending[now:]


@implements("balzac1839.2", "ed.every-player-stakes")
def every_player_stakes(ruleset: Ruleset, players: int, owed: tuple[Owed, ...]) -> tuple[int, ...]:
    """Under ``ante`` = ``each-player``, every player puts in one jeton, "tant qu'il n'y a
    pas de remises au panier": none in a deal where a mouche owed is paid in.

    Clauses: balzac1839.2, ed.every-player-stakes.
    """
    return _antes(0, players, 0) if owed else _every(players)


@cache
def _every(players: int, unit: int = 1) -> tuple[int, ...]:
    return (-unit,) * players


@implements("eb1911-loo.1", "ed.pool-unit")
def pool_stakes(players: int) -> tuple[int, ...]:
    """Under ``ante`` = ``three-each``, every player puts three jetons into the pool before
    each deal is complete: "a sum previously agreed upon … divisible by three" (eb1911-loo.1,
    its own example; ed.pool-unit).

    Clauses: eb1911-loo.1, ed.pool-unit.
    """
    return _every(players, 3)


FICHE = 5
"""A fiche in jetons (ed.fiche-value): the texts give fiches and jetons "un prix convenu"."""


@implements("dictionnaire1792-bete.4", "ed.fiche-value")
def bete_stakes(players: int, dealer: int) -> tuple[int, ...]:
    """Under ``ante`` = ``fiche-and-two-jetons``: "L'enjeu de chaque joueur est d'une fiche
    et deux jetons, à quoi celui qui distribue les cartes ajoute un jeton", every deal.

    Clauses: dictionnaire1792-bete.4, ed.fiche-value.
    """
    return _with_dealer(_every(players, FICHE + 2), dealer)


@cache
def _with_dealer(stakes: tuple[int, ...], dealer: int) -> tuple[int, ...]:
    return stakes[:dealer] + (stakes[dealer] - 1,) + stakes[dealer + 1 :]


def _opening(
    ruleset: Ruleset, players: int, dealer: int, owed: tuple[Owed, ...]
) -> tuple[int, ...]:
    ante = ruleset.chosen.ante
    if ante is Ante.EACH_PLAYER:
        return every_player_stakes(ruleset, players, owed)
    if ante is Ante.THREE_EACH:
        return pool_stakes(players)
    if ante is Ante.FICHE_AND_TWO:
        return bete_stakes(players, dealer)
    if ante is Ante.A_CARD_EACH:
        return cards_staked(ruleset, players)
    if ante is Ante.NONE:  # two sides play for points (ed.side-points)
        return _every(players, 0)
    return dealer_antes(ruleset, players, dealer)


def opening_stakes(
    ruleset: Ruleset, players: int, dealer: int, pot: int, owed: tuple[Owed, ...]
) -> Stakes:
    """The stake (the dealer's ante, or every player's) and the owed mouches paid in on top
    of the basket ``pot``."""
    if not owed:  # most deals: the ante alone
        ante = _opening(ruleset, players, dealer, owed)
        return _stakes(opening=ante, on_game=pot - sum(ante), still_owed=())
    check_owed(owed, players)
    opening = list(_opening(ruleset, players, dealer, owed))
    pay_in, still = owed_paid_in(ruleset, owed)
    for o in pay_in:
        opening[o.seat] -= o.amount
    return _stakes(opening=tuple(opening), on_game=pot - sum(opening), still_owed=still)


def _stakes(*, opening: tuple[int, ...], on_game: int, still_owed: tuple[Owed, ...]) -> Stakes:
    """[`Stakes`][Stakes] by name, built without the class call (once per deal)."""
    return tuple.__new__(Stakes, (opening, on_game, still_owed))


__all__ = [
    "GAME_DEALS",
    "Owed",
    "Stakes",
    "bete_stakes",
    "cards_staked",
    "check_chalks",
    "check_owed",
    "dealer_antes",
    "no_chalks",
    "opening_stakes",
    "owed_paid_in",
]
