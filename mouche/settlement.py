"""Settlement of one deal, as small payment rules: tricks paid, mouches made, the pot carried on.

:func:`settle` runs the rules that apply to the way the deal ended; each rule is a
pure function from the books so far to new books, and names its clauses.  The
stakes paid before play (the ante, the owed mouches paid in) are in
:mod:`mouche.stakes`.

Jetons are conserved: the seats' changes plus the change in the basket sum to
zero.  Mouches owed to later deals are debts, counted when paid in.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from typing import NamedTuple

from mouche.deal import EXCHANGED, OVER, STOOD, Deal
from mouche.errors import MoucheError
from mouche.flush import MoucheHand
from mouche.registry import implements
from mouche.rulesets import Citation
from mouche.rulings import Ruling
from mouche.stakes import Owed


@dataclass(frozen=True, slots=True)
class Settlement:
    """The outcome of a deal in jetons."""

    deltas: tuple[int, ...]
    """Net change of each seat (ante, tricks, mouches made and paid in)."""
    pot_before: int
    pot_after: int
    """Jetons in the basket for the next deal."""
    owed: tuple[Owed, ...]
    """Mouches owed to later deals, in the order they will be paid in."""
    made: tuple[Owed, ...]
    """The mouches made in this deal (seat, amount)."""
    mouche: MoucheHand | None
    """The mouche that won the deal, if any."""
    rulings: tuple[Ruling, ...]


class Books(NamedTuple):
    """The accounts while a deal is settled; each payment rule returns new books."""

    deltas: tuple[int, ...]
    pot: int
    owed: tuple[Owed, ...]
    makers: tuple[int, ...] = ()
    """Seats that make the mouche in this deal, in the order found."""
    rulings: tuple[Ruling, ...] = ()

    def pay(self, seat: int, amount: int) -> Books:
        """``seat`` takes ``amount`` from the pot (pays it in, when negative)."""
        return self.pay_all(((seat, amount),))

    def pay_all(self, payments: Iterable[tuple[int, int]]) -> Books:
        """Each ``(seat, amount)`` taken from the pot in turn (paid in, when negative)."""
        deltas = list(self.deltas)
        pot = self.pot
        for seat, amount in payments:
            deltas[seat] += amount
            pot -= amount
        return Books(tuple(deltas), pot, self.owed, self.makers, self.rulings)

    def say(self, text: str, citation: Citation) -> Books:
        """The books with one more ruling."""
        ruling = Ruling(text, citation.clauses, citation.note)
        return Books(self.deltas, self.pot, self.owed, self.makers, (*self.rulings, ruling))

    def make(self, seats: list[int]) -> Books:
        """``seats`` make the mouche (each once)."""
        new = tuple(s for s in seats if s not in self.makers)
        return Books(self.deltas, self.pot, self.owed, self.makers + new, self.rulings)


def _seats(seats: list[int] | tuple[int, ...]) -> str:
    return ", ".join(f"p{s}" for s in seats)


# -- the basket taken whole ---------------------------------------------------------------


def _take_pot(b: Books, seat: int, text: str, citation: Citation) -> Books:
    """``seat`` takes the whole pot, with the ruling that says why; nothing is left."""
    return b.pay(seat, b.pot).say(text, citation)


@implements("ed.all-pass")
def everyone_passed(deal: Deal, b: Books) -> Books:
    """Nobody plays: the pot stays in the basket, or the dealer takes it (option ``all_pass``).

    Clauses: ed.all-pass.
    """
    r, dealer = deal.ruleset, deal.table.dealer
    cite = r.option_citation("all_pass")
    if r.options["all_pass"] == "dealer-takes":
        return _take_pot(
            b, dealer, f"Everyone passed: the dealer p{dealer} takes the pot of {b.pot}.", cite
        )
    return b.say(f"Everyone passed: the pot of {b.pot} stays for the next deal.", cite)


@implements("academie.10", "academie.11", "vanderaa1721.mouche", "vanderaa1721.several-mouches")
def mouche_takes_the_basket(deal: Deal, b: Books) -> Books:
    """The best mouche shown wins the pot without play; several shown are compared.

    Clauses: academie.10, academie.11, vanderaa1721.mouche, vanderaa1721.several-mouches.
    """
    r, end = deal.ruleset, deal.end
    assert end is not None and end.mouche is not None
    m = end.mouche
    b = _take_pot(
        b,
        m.seat,
        f"p{m.seat} shows a mouche in {m.suit} ({m.points} points"
        f"{', trumps' if m.trump else ''}) and takes the pot of {b.pot} without play.",
        r.rule("mouche-wins"),
    )
    if len(end.showdown) > 1:
        b = b.say(
            f"Several mouches were shown: {_seats(end.showdown)}; p{m.seat}'s wins.",
            r.rule("several-mouches"),
        )
    return b


@implements("academie.13", "ed.saved-mouche")
def saved_mouche_takes_the_owed(deal: Deal, b: Books) -> Books:
    """A mouche saved by standing on it also wins the mouches owed (option ``flush_takes_owed``).

    Only a holder who stood (said "je m'y tiens") and showed his mouche before the
    first card takes them (art. 13); one shown at his decision turn takes the basket
    alone (art. 10).

    Clauses: academie.13, ed.saved-mouche.
    """
    r, end = deal.ruleset, deal.end
    assert end is not None and end.mouche is not None
    seat = end.mouche.seat
    if r.options["flush_takes_owed"] != "saved" or not b.owed or deal.status[seat] != STOOD:
        return b
    taken = ", ".join(f"{o.amount} from p{o.seat}" for o in b.owed)
    b = b.pay_all(p for o in b.owed for p in ((o.seat, -o.amount), (seat, o.amount)))
    b = b._replace(owed=())
    return b.say(
        f"p{seat} also takes the mouches owed: {taken}, having stood on his mouche and "
        "shown it before the first card.",
        r.rule("saved-takes-owed"),
    )


@implements("academie.13", "vanderaa1721.mouche")
def players_in_make_the_mouche(deal: Deal, b: Books) -> Books:
    """When a mouche wins, every other player who stood or exchanged makes the mouche.

    Clauses: academie.13, vanderaa1721.mouche.
    """
    assert deal.end is not None
    shown = deal.end.showdown
    makers = [s for s in deal.table.order if deal.status[s] in (STOOD, EXCHANGED)]
    makers = [s for s in makers if s not in shown]
    if not makers:
        return b
    return b.make(makers).say(
        f"Every other player who stood or exchanged makes the mouche: {_seats(makers)}.",
        deal.ruleset.rule("mouche-makers"),
    )


@implements("ed.lone-player")
def lone_player(deal: Deal, b: Books) -> Books:
    """A single player in takes the pot, or is paid five tricks (option ``lone_player``).

    Clauses: ed.lone-player.
    """
    r, lone = deal.ruleset, deal.end.lone if deal.end else None
    assert lone is not None
    cite = r.option_citation("lone_player")
    if r.options["lone_player"] == "takes-pot":
        return _take_pot(b, lone, f"p{lone} alone stays in and takes the pot of {b.pot}.", cite)
    b = b.say(f"p{lone} alone stays in and takes the five tricks without play.", cite)
    return pay_tricks(deal, b, [lone] * 5)


# -- the tricks ---------------------------------------------------------------------------


def pay_tricks(deal: Deal, b: Books, winners: list[int]) -> Books:
    """Pay the tricks taken (``winners``, in the order taken) by the option ``trick_pay``."""
    if deal.ruleset.fifth_of_pot:
        return trick_pays_a_fifth(deal, b, winners)
    return trick_pays_a_jeton_per_mouche(deal, b, winners)


@implements("vanderaa1721.payment", "ed.trick-rounding")
def trick_pays_a_fifth(deal: Deal, b: Books, winners: list[int]) -> Books:
    """Each trick earns a fifth of the pot, rounded down; all five take the whole pot.

    Clauses: vanderaa1721.payment, ed.trick-rounding.
    """
    r, pot = deal.ruleset, b.pot
    if len(set(winners)) == 1 and len(winners) == 5:
        s = winners[0]
        return _take_pot(
            b,
            s,
            f"p{s} took all five tricks and takes the whole pot of {pot}.",
            r.citation(("vanderaa1721.payment",)),
        )
    b = b.say(
        f"Each trick earns a fifth of the pot of {pot}: {pot // 5}.",
        r.option_citation("trick_pay"),
    )
    return pay_while_the_pot_lasts(deal, b, winners, pot // 5)


@implements("academie.9", "ed.trick-rounding")
def trick_pays_a_jeton_per_mouche(deal: Deal, b: Books, winners: list[int]) -> Books:
    """Each trick earns one jeton per mouche on the game: the pot over the players, rounded down.

    Clauses: academie.9, ed.trick-rounding.
    """
    n, pot = deal.table.players, b.pot
    b = b.say(
        f"Each trick earns one jeton per mouche on the game ({pot} for {n} players): {pot // n}.",
        deal.ruleset.option_citation("trick_pay"),
    )
    return pay_while_the_pot_lasts(deal, b, winners, pot // n)


@implements("ed.pot-short")
def pay_while_the_pot_lasts(deal: Deal, b: Books, winners: list[int], value: int) -> Books:
    """Tricks are paid in the order they were taken, while the pot lasts.

    Clauses: ed.pot-short.
    """
    pot = start = b.pot
    payments: list[tuple[int, int]] = []
    for s in winners:
        pay = value if value < pot else pot
        pot -= pay
        payments.append((s, pay))
    b = b.pay_all(payments)
    if value * len(winners) > start:  # the pot fell short
        b = b.say(
            "The pot ran out before every trick was paid in full.",
            deal.ruleset.citation(("ed.pot-short",)),
        )
    return b


@implements("academie.5", "encyclopedie1765.mouche", "vanderaa1721.payment")
def no_trick_makes_the_mouche(deal: Deal, b: Books) -> Books:
    """A player who played and took no trick makes the mouche.

    Clauses: academie.5, encyclopedie1765.mouche, vanderaa1721.payment.
    """
    makers = [s for s in deal.active if deal.won[s] == 0]
    if not makers:
        return b
    return b.make(makers).say(
        f"Took no trick, so makes the mouche: {_seats(makers)}.", deal.ruleset.rule("no-trick")
    )


@implements("academie.15", "ed.penalty-once")
def fault_makes_the_mouche(deal: Deal, b: Books) -> Books:
    """Under the 'penalty' enforcement, a player who broke a duty of play makes the mouche, once.

    Clauses: academie.15, ed.penalty-once.
    """
    faulty = [s for s in deal.faults if s not in b.makers]
    if not faulty:
        return b
    return b.make(faulty).say(
        f"Broke a duty of play, so makes the mouche: {_seats(faulty)}.",
        deal.ruleset.rule("fault"),
    )


# -- the mouches made ---------------------------------------------------------------------


@implements("academie.6", "academie.15", "vanderaa1721.payment")
def mouche_price(deal: Deal) -> int:
    """A mouche made costs what was on the game, within the limit (:func:`mouche_limit`).

    Clauses: academie.6, academie.15, vanderaa1721.payment.
    """
    return mouche_limit(deal, deal.table.pot)


@implements("vanderaa1721.limit")
def mouche_limit(deal: Deal, price: int) -> int:
    """The agreed limit caps what a player who makes the mouche pays (option ``mouche_limit``).

    Clauses: vanderaa1721.limit.
    """
    limit = deal.ruleset.limit
    return price if limit is None else min(price, limit)


def _price_ruling(deal: Deal, b: Books, price: int) -> Books:
    r, pot = deal.ruleset, deal.table.pot
    capped = price < pot
    cite = r.rule("mouche-price")
    if capped:
        cite = cite.plus(r.option_citation("mouche_limit"))
    return b.say(
        f"Each mouche made costs {price} jetons, what was on the game"
        + (f" (the limit is {r.limit})" if capped else "")
        + ".",
        cite,
    )


@implements("academie.6", "vanderaa1721.payment")
def mouches_go_in_together(deal: Deal, b: Books, made: tuple[Owed, ...]) -> Books:
    """The mouches made go all at once into the next deal's pot.

    Clauses: academie.6, vanderaa1721.payment.
    """
    return b.pay_all((o.seat, -o.amount) for o in made)


@implements("academie.6", "vanderaa1721.deferred", "ed.separately-order")
def mouches_go_in_separately(deal: Deal, b: Books, made: tuple[Owed, ...]) -> Books:
    """The mouches made are owed, one paid in at the start of each later deal, largest first.

    Clauses: academie.6, vanderaa1721.deferred, ed.separately-order.
    """
    owed = tuple(sorted([*b.owed, *made], key=lambda o: -o.amount))
    return b._replace(owed=owed).say(
        "The mouches go in separately: one at the start of each later deal, the largest first.",
        deal.ruleset.option_citation("several_mouches"),
    )


def _mouches_made(deal: Deal, b: Books) -> tuple[Books, tuple[Owed, ...]]:
    if not b.makers:
        return b, ()
    price = mouche_price(deal)
    made = tuple(Owed(s, price) for s in b.makers)
    b = _price_ruling(deal, b, price)
    if deal.ruleset.options["several_mouches"] == "together":
        return mouches_go_in_together(deal, b, made), made
    return mouches_go_in_separately(deal, b, made), made


# -- the whole settlement -----------------------------------------------------------------


def settle(deal: Deal) -> Settlement:
    """Pay out a finished deal by the payment rules that apply to how it ended.

    Nobody in: :func:`everyone_passed`.  A mouche: :func:`mouche_takes_the_basket`,
    :func:`saved_mouche_takes_the_owed`, :func:`players_in_make_the_mouche`.  One
    player in: :func:`lone_player`.  Tricks: :func:`pay_tricks`,
    :func:`no_trick_makes_the_mouche`, :func:`fault_makes_the_mouche`.  Then the
    mouches made (:func:`mouche_price`) go in together or separately.
    """
    if deal.phase != OVER or deal.end is None:
        raise MoucheError("the deal is not over yet")
    t, kind = deal.table, deal.end.kind
    b = Books(t.opening, t.pot, t.owed)
    if kind == "all-pass":
        b = everyone_passed(deal, b)
    elif kind == "mouche":
        b = mouche_takes_the_basket(deal, b)
        b = saved_mouche_takes_the_owed(deal, b)
        b = players_in_make_the_mouche(deal, b)
    elif kind == "lone":
        b = lone_player(deal, b)
    else:
        b = pay_tricks(deal, b, [tr.winner for tr in deal.tricks])
        b = no_trick_makes_the_mouche(deal, b)
        b = fault_makes_the_mouche(deal, b)
    b, made = _mouches_made(deal, b)
    return Settlement(
        b.deltas,
        t.pot_before,
        b.pot,
        b.owed,
        made,
        deal.end.mouche if kind == "mouche" else None,
        b.rulings,
    )
