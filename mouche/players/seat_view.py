"""What one seat knows: an [`InformationSet`][InformationSet] is everything the rules let seat
S see at a point of a deal, and nothing else: the table's stakes, the turned-up card, S's
own hand as dealt and now, the cards S drew, and every public action, with another seat's
exchange reduced to its number of cards (the discards go face down).
[`information_set`][information_set] builds it from a deal; a player that reasons reads only
this value, so two deals that differ only in cards S cannot see give it the same decisions.
Whole deals consistent with it are [`mouche.players.information`][mouche.players.information]'s.
"""

from __future__ import annotations

from dataclasses import dataclass

from mouche.actions import Action, Exchange, Play, Rob
from mouche.cards import Card
from mouche.deal import Deal, new_deal
from mouche.errors import MoucheError
from mouche.rulesets import Ruleset
from mouche.shown import shown_to
from mouche.stakes import Owed


@dataclass(frozen=True, slots=True)
class Exchanged:
    """Another seat's exchange as the table sees it: how many cards, not which."""

    seat: int
    count: int


@dataclass(frozen=True, slots=True)
class Robbed:
    """The taking of the turned-up card as another seat sees it: the cards put down in its
    place are face down (balzac1839.7, cotton1674.french-ruff.3)."""

    seat: int


@dataclass(frozen=True, slots=True)
class ShownEarly:
    """A card played before its turn and taken back (option ``out_of_turn``,
    cotton1674.french-ruff.7): every seat saw it, and it is in its player's hand."""

    seat: int
    card: Card


Seen = Action | Exchanged | Robbed | ShownEarly
"""A public action as one seat saw it."""


@dataclass(frozen=True, slots=True)
class InformationSet:
    """What seat ``seat`` knows at one point of a deal (see the module's docstring)."""

    seat: int
    ruleset: Ruleset
    players: int
    dealer: int
    pot: int
    """Jetons in the basket before this deal's ante."""
    owed: tuple[Owed, ...]
    """Mouches owed before this deal (public: they were made in earlier deals)."""
    turnup: Card
    dealt: tuple[Card, ...]
    """The seat's own hand as dealt."""
    hand: tuple[Card, ...]
    """The seat's own hand now."""
    drawn: tuple[Card, ...]
    """The cards it drew from the talon, if it exchanged, in the order drawn."""
    seen: tuple[Seen, ...]
    """Every action so far as the seat saw it (another's exchange: its number of cards)."""
    actions: tuple[Action, ...]
    """The actions the rules open to this seat now."""
    presumed: bool = True
    """Whether the others are presumed to have kept the duties of play (what their cards then
    reveal); under the 'penalty' enforcement a search drops the presumption when no world is
    consistent with it (their cards have shown that someone broke a duty)."""
    taken_up: tuple[Card, ...] = ()
    """The trumps taken from the stock with the turned-up card, in the order they lay (option
    ``turnup``, ed.following-trumps): every seat saw them taken."""
    chalks: tuple[int, ...] = ()
    """The tricks chalked so far in a game of chalked tricks (public: on the board), and
    which deal of the game this is (option ``trick_pay=chalked``, ed.chalks-paid)."""
    game_deal: int = 0
    shown: tuple[tuple[int, tuple[Card, ...]], ...] = ()
    """Cards in other seats' hands the seat sees, by seat: partners' hands shown, the
    dealer's last card turned up ([`mouche.shown.shown_to`][mouche.shown.shown_to])."""


def information_set(deal: Deal, seat: int) -> InformationSet:
    """What ``seat`` knows in ``deal``: the only view of a deal a reasoning player reads."""
    t = deal.table
    seen: list[Seen] = []
    taken: tuple[Card, ...] = ()
    discarded: tuple[Card, ...] = ()
    played: list[Card] = []
    early = set(deal.play.early)
    for i, a in enumerate(deal.history):
        if i in early:
            assert isinstance(a, Play)
            seen.append(ShownEarly(a.seat, a.card))
            continue
        if isinstance(a, Exchange):
            if a.seat == seat:
                discarded = a.cards
            else:
                seen.append(Exchanged(a.seat, len(a.cards)))
                continue
        elif isinstance(a, Rob):
            taken = _taken_up(deal, a.seat)
            if a.seat != seat:
                seen.append(Robbed(a.seat))
                continue
        elif isinstance(a, Play) and a.seat == seat:
            played.append(a.card)
        seen.append(a)
    dealt, hand = t.dealt[seat], deal.hands[seat]
    drawn = _drawn(deal, seat) if discarded else ()
    return InformationSet(
        seat,
        t.ruleset,
        t.players,
        t.dealer,
        t.pot_before,
        t.owed_before,
        t.turnup,
        dealt,
        hand,
        drawn,
        tuple(seen),
        tuple(a for a in deal.legal_actions() if a.seat == seat),
        taken_up=taken,
        chalks=t.chalks_before,
        game_deal=t.game_deal,
        shown=tuple(shown_to(deal, seat).items()),
    )


def _taken_up(deal: Deal, robber: int) -> tuple[Card, ...]:
    """The stock's cards ``robber`` took up with the turned-up card: the talon's cards he
    holds or has played (a rob is his only draw), in the order they lay."""
    t = deal.table
    played = (a.card for a in deal.history if isinstance(a, Play) and a.seat == robber)
    his = {*deal.hands[robber], *played}
    return tuple([c for c in t.talon if c in his])


def _drawn(deal: Deal, seat: int) -> tuple[Card, ...]:
    """The cards ``seat`` drew, in order: the deal replayed from its start to its exchange."""
    t = deal.table
    start = new_deal(
        t.ruleset,
        t.players,
        t.dealer,
        hands=t.dealt,
        turnup=t.turnup,
        talon=t.talon,
        pot=t.pot_before,
        owed=t.owed_before,
        chalks=t.chalks_before,
        game_deal=t.game_deal,
    )
    for a in deal.history:
        after = start.apply(a)
        if isinstance(a, Exchange) and a.seat == seat:
            return after.hands[seat][t.ruleset.hand_size - len(a.cards) :]
        start = after
    raise MoucheError("p{seat} has not exchanged", seat=seat)  # pragma: no cover


__all__ = ["Exchanged", "InformationSet", "Robbed", "Seen", "ShownEarly", "information_set"]
