"""Settlement of one deal, as small payment rules: tricks paid, mouches made, the pot carried on.

[`settle`][settle] runs the rules that apply to the way the deal ended; each rule is a
pure function from the books so far to new books, and names its clauses.  The
stakes paid before play (the ante, the owed mouches paid in) are in
[`mouche.stakes`][mouche.stakes].

Jetons are conserved: the seats' changes plus the change in the basket sum to
zero.  Mouches owed to later deals are debts, counted when paid in.

A ruling's sentence is kept as its form and values ([`Books.said`][mouche.books.Books.said]) and
written out only when [`Settlement.rulings`][Settlement.rulings] is read: a simulation that
only counts jetons never formats one.
"""

from __future__ import annotations

from functools import lru_cache
from itertools import filterfalse
from typing import NamedTuple

from mouche.books import Books
from mouche.cards import SuitSaid
from mouche.chalks import game_paid, tricks_chalked
from mouche.chosen import (
    AllPass,
    FlushTakesOwed,
    LonePlayer,
    LooedDealer,
    LooPrice,
    RevokePrice,
    SeveralFlushes,
    SeveralMouches,
)
from mouche.contract import player_against_the_field
from mouche.deal import EXCHANGED, OVER, STOOD, Deal
from mouche.errors import MoucheError
from mouche.flush import BLAZE, MoucheHand
from mouche.heaps import beast_heaps
from mouche.messages import N_, Message, counted, listed
from mouche.registry import implements
from mouche.rulesets import Citation
from mouche.rulings import Ruling, Said, written
from mouche.sides import early_loses_points, revoke_loses_points, side_points
from mouche.stakes import Owed


class Settlement(NamedTuple):
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
    said: tuple[Said, ...]
    """The rulings as said, in order (read [`rulings`][rulings] for their sentences)."""
    chalks: tuple[int, ...]
    """Tricks chalked to each seat in the game after this deal (all 0 where tricks are paid
    at once, and after a game's last deal, when the chalks are paid)."""

    @property
    def rulings(self) -> tuple[Ruling, ...]:
        """The rulings of the settlement, in order, each sentence written out."""
        return tuple([written(s) for s in self.said])


def _settlement(
    *,
    deltas: tuple[int, ...],
    pot_before: int,
    pot_after: int,
    owed: tuple[Owed, ...],
    made: tuple[Owed, ...],
    mouche: MoucheHand | None,
    said: tuple[Said, ...],
    chalks: tuple[int, ...],
) -> Settlement:
    """A [`Settlement`][Settlement] by name, built without its class call (dear in Pyodide)."""
    return tuple.__new__(
        Settlement, (deltas, pot_before, pot_after, owed, made, mouche, said, chalks)
    )


# -- the basket taken whole ---------------------------------------------------------------


def _take_pot(b: Books, seat: int, citation: Citation, form: str, *values: object) -> Books:
    """``seat`` takes the whole pot, with the ruling that says why; nothing is left."""
    return b.pay(seat, b.pot).say(citation, form, *values)


_TRUMPS = Message(", trumps")


@implements("ed.all-pass")
def everyone_passed(deal: Deal, b: Books) -> Books:
    """Nobody plays: the pot stays in the basket, or the dealer takes it (option ``all_pass``).

    Clauses: ed.all-pass.
    """
    r, dealer = deal.table.ruleset, deal.table.dealer
    cite = r.option_citation("all_pass")
    if r.chosen.all_pass is AllPass.DEALER_TAKES:
        return _take_pot(
            b, dealer, cite, "Everyone passed: the dealer p{} takes the pot of {}.", dealer, b.pot
        )
    return b.say(cite, "Everyone passed: the pot of {} stays for the next deal.", b.pot)


@implements("academie.10", "academie.11", "vanderaa1721.mouche", "vanderaa1721.several-mouches")
def mouche_takes_the_basket(deal: Deal, b: Books) -> Books:
    """The best mouche shown wins the pot without play; several shown are compared.

    Clauses: academie.10, academie.11, vanderaa1721.mouche, vanderaa1721.several-mouches.
    """
    r, end = deal.table.ruleset, deal.end
    assert end is not None and end.mouche is not None
    m = end.mouche
    if m.suit == BLAZE:  # option blaze=as-flush (pam-loo.7): five court cards, in no suit
        points = counted("{} point", "{} points", m.points)
        b = _take_pot(b, m.seat, r.option_citation("blaze"), _SHOWS_BLAZE, m.seat, points, b.pot)
        return _several(deal, b, m)
    b = _take_pot(
        b,
        m.seat,
        r.rule("mouche-wins"),
        r.game.shows,
        m.seat,
        SuitSaid(m.suit),
        counted("{} point", "{} points", m.points),
        _TRUMPS if m.trump else "",
        b.pot,
    )
    return _several(deal, b, m)


def _several(deal: Deal, b: Books, m: MoucheHand) -> Books:
    """The ruling on several flushes shown, if there were (``m`` the winner)."""
    r, shown = deal.table.ruleset, deal.end.showdown if deal.end else ()
    if len(shown) < 2:
        return b
    eldest = r.chosen.several_flushes is SeveralFlushes.ELDEST  # Cotton's, cotton1674.lanterloo.9
    cite = r.option_citation("several_flushes") if eldest else r.rule("several-mouches")
    return b.say(cite, r.game.several, tuple(shown), m.seat)


_SHOWS_BLAZE = N_(
    "p{} shows a blaze, five court cards ({}), and sweeps the board of {} without play."
)


@implements("academie.13", "ed.saved-mouche")
def saved_mouche_takes_the_owed(deal: Deal, b: Books) -> Books:
    """A mouche saved by standing on it also wins the mouches owed (option ``flush_takes_owed``).

    Only a holder who stood (said "je m'y tiens") and showed his mouche before the
    first card takes them (art. 13); one shown at his decision turn takes the basket
    alone (art. 10).

    Clauses: academie.13, ed.saved-mouche.
    """
    r, end = deal.table.ruleset, deal.end
    assert end is not None and end.mouche is not None
    seat = end.mouche.seat
    if r.chosen.flush_takes_owed is not FlushTakesOwed.SAVED or not b.owed:
        return b
    if deal.decisions.status[seat] != STOOD:
        return b
    taken = listed([Message("{amount} from p{seat}", amount=o.amount, seat=o.seat) for o in b.owed])
    b = b.pay_all(p for o in b.owed for p in ((o.seat, -o.amount), (seat, o.amount)))
    return b.owing(()).say(
        r.rule("saved-takes-owed"),
        "p{} also takes the mouches owed: {}, having stood on his mouche and "
        "shown it before the first card.",
        seat,
        taken,
    )


@implements("academie.13", "vanderaa1721.mouche", "hoyle-loo.a.2")
def players_in_make_the_mouche(deal: Deal, b: Books) -> Books:
    """When a mouche wins, every other player who stood or exchanged makes the mouche (at
    Loo: is looed), but one who showed a flush of his own; under option ``flush`` =
    ``four-with-top``, nor does the holder of the top card (Hoyle: "except a player holding
    Pam, or an inferior flush").

    Clauses: academie.13, vanderaa1721.mouche, hoyle-loo.a.2.
    """
    assert deal.end is not None
    shown, status, r = deal.end.showdown, deal.decisions.status, deal.table.ruleset
    caught = [s for s in deal.table.order if status[s] in (STOOD, EXCHANGED) and s not in shown]
    top = deal.table.laws.top if r.flush_top else None
    spared = tuple([s for s in caught if top is not None and top in deal.hands[s]])
    makers = tuple([s for s in caught if s not in spared])
    if spared:
        b = b.say(r.option_citation("flush"), _SPARED, spared, top)
    if not makers:
        return b
    return b.make(makers, r.rule("mouche-makers"), r.game.flush_catches, makers)


_SPARED = N_("{} holds {}, and a flush does not catch its holder.")


@implements("ed.lone-player")
def lone_player(deal: Deal, b: Books) -> Books:
    """A single player in takes the pot, or is paid every trick (option ``lone_player``).

    Clauses: ed.lone-player.
    """
    r, lone = deal.table.ruleset, deal.end.lone if deal.end else None
    assert lone is not None
    cite = r.option_citation("lone_player")
    if r.chosen.lone_player is LonePlayer.TAKES_POT:
        return _take_pot(b, lone, cite, "p{} alone stays in and takes the pot of {}.", lone, b.pot)
    b = b.say(cite, _ALONE_TAKES[r.hand_size], lone)
    return pay_tricks(deal, b, deal.takers())


_ALONE_TAKES = {
    5: N_("p{} alone stays in and takes the five tricks without play."),
    3: N_("p{} alone stays in and takes the three tricks without play."),
}


# -- the tricks ---------------------------------------------------------------------------


def pay_tricks(deal: Deal, b: Books, winners: list[int]) -> Books:
    """Pay the tricks taken (``winners``, in the order taken) by the option ``trick_pay``;
    chalked tricks are paid at the game's end ([`mouche.chalks`][mouche.chalks])."""
    if deal.table.ruleset.chalks:
        return b
    if deal.table.ruleset.trick_share:
        return trick_pays_a_share(deal, b, winners)
    return trick_pays_a_jeton_per_mouche(deal, b, winners)


@implements("vanderaa1721.payment", "eb1911-loo.1", "ed.trick-rounding")
def trick_pays_a_share(deal: Deal, b: Books, winners: list[int]) -> Books:
    """Each trick earns a fifth of the pot (a third at three cards), rounded down; all the
    tricks of a deal take the whole pot.

    Clauses: vanderaa1721.payment, eb1911-loo.1, ed.trick-rounding.
    """
    r, pot = deal.table.ruleset, b.pot
    share = r.trick_share
    if winners and winners.count(winners[0]) == r.hand_size:  # no deal has more tricks
        s = winners[0]
        took_all = _TOOK_ALL[r.hand_size]
        return _take_pot(b, s, r.citation(_ALL_TRICKS[share]), took_all, s, pot)
    value = pot // share
    b = b.say(r.option_citation("trick_pay"), _EACH_EARNS[share], pot, value)
    return pay_while_the_pot_lasts(deal, b, winners, value)


_TOOK_ALL = {
    5: N_("p{} took all five tricks and takes the whole pot of {}."),
    3: N_("p{} took all three tricks and takes the whole pot of {}."),
}
_ALL_TRICKS = {5: ("vanderaa1721.payment",), 3: ("eb1911-loo.1",)}
_EACH_EARNS = {
    5: N_("Each trick earns a fifth of the pot of {}: {}."),
    3: N_("Each trick earns a third of the pot of {}: {}."),
}


@implements("academie.9", "ed.trick-rounding")
def trick_pays_a_jeton_per_mouche(deal: Deal, b: Books, winners: list[int]) -> Books:
    """Each trick earns one jeton per mouche on the game: the pot over the players, rounded down.

    Clauses: academie.9, ed.trick-rounding.
    """
    t, pot = deal.table, b.pot
    value = pot // t.players
    b = b.say(
        t.ruleset.option_citation("trick_pay"),
        "Each trick earns one jeton per mouche on the game, the pot over the players: "
        "{} for {} players, {} a trick.",
        counted("{} jeton", "{} jetons", pot),
        t.players,
        value,
    )
    return pay_while_the_pot_lasts(deal, b, winners, value)


@implements("ed.pot-short")
def pay_while_the_pot_lasts(deal: Deal, b: Books, winners: list[int], value: int) -> Books:
    """Tricks are paid in the order they were taken, while the pot lasts.

    Clauses: ed.pot-short.
    """
    pot = b.pot
    if value * len(winners) <= pot:  # every trick paid in full
        return b.pay_each(winners, value)
    payments: list[tuple[int, int]] = []
    for s in winners:
        pay = value if value < pot else pot
        pot -= pay
        payments.append((s, pay))
    return b.pay_all(payments).say(
        deal.table.ruleset.citation(("ed.pot-short",)),
        "The pot ran out before every trick was paid in full.",
    )


@implements("academie.5", "encyclopedie1765.mouche", "vanderaa1721.payment")
def no_trick_makes_the_mouche(deal: Deal, b: Books) -> Books:
    """A player who played and took no trick makes the mouche.

    Clauses: academie.5, encyclopedie1765.mouche, vanderaa1721.payment.
    """
    won = deal.play.won
    makers = tuple(filterfalse(won.__getitem__, deal.play.active))
    if not makers:
        return b
    return b.make(
        makers,
        deal.table.ruleset.rule("no-trick"),
        deal.table.ruleset.game.no_trick,
        makers,
    )


@implements("academie.15", "ed.penalty-once")
def fault_makes_the_mouche(deal: Deal, b: Books) -> Books:
    """Under the 'penalty' enforcement, a player who broke a duty of play makes the mouche,
    once; or loses points where the game counts a renonce so
    ([`revoke_loses_points`][mouche.sides.revoke_loses_points]).

    Clauses: academie.15, ed.penalty-once.
    """
    faults = deal.play.faults
    if not faults:  # the common case: no duty broken
        return b
    price = deal.table.ruleset.chosen.revoke_price
    if price is RevokePrice.THE_GAME:  # the side's game lost, with its points (mouche.sides)
        return b
    if price.points:  # French Ruff: points, not a forfeit
        return revoke_loses_points(deal, b)
    faulty = tuple([s for s in faults if s not in b.makers])
    if not faulty:
        return b
    return b.make(
        faulty,
        deal.table.ruleset.rule("fault"),
        deal.table.ruleset.game.broke_duty,
        faulty,
    )


# -- the mouches made ---------------------------------------------------------------------


@implements("academie.6", "academie.15", "vanderaa1721.payment")
def mouche_price(deal: Deal) -> int:
    """A mouche made costs what was on the game, within the limit ([`mouche_limit`][mouche_limit]).

    Clauses: academie.6, academie.15, vanderaa1721.payment.
    """
    return mouche_limit(deal, deal.table.pot)


@implements("vanderaa1721.limit")
def mouche_limit(deal: Deal, price: int) -> int:
    """The agreed limit caps what a player who makes the mouche pays (option ``mouche_limit``).

    Clauses: vanderaa1721.limit.
    """
    limit = deal.table.ruleset.limit
    return price if limit is None else min(price, limit)


def _price_ruling(deal: Deal, b: Books, price: int) -> Books:
    t = deal.table
    r = t.ruleset
    cite = r.rule("mouche-price")
    if price < t.pot:  # capped
        return b.say(
            cite.plus(r.option_citation("mouche_limit")),
            r.game.price_limited,
            price,
            r.limit,
        )
    return b.say(cite, r.game.price, price)


@implements("academie.6", "vanderaa1721.payment")
def mouches_go_in_together(deal: Deal, b: Books, made: tuple[Owed, ...]) -> Books:
    """The mouches made go all at once into the next deal's pot.

    Clauses: academie.6, vanderaa1721.payment.
    """
    return b.pay_in(made)


@implements("academie.6", "vanderaa1721.deferred", "ed.separately-order")
def mouches_go_in_separately(deal: Deal, b: Books, made: tuple[Owed, ...]) -> Books:
    """The mouches made are owed, one paid in at the start of each later deal, largest first.

    Clauses: academie.6, vanderaa1721.deferred, ed.separately-order.
    """
    owed = tuple(sorted([*b.owed, *made], key=lambda o: -o.amount))
    return b.owing(owed).say(
        deal.table.ruleset.option_citation("several_mouches"),
        "The mouches go in separately: one at the start of each later deal, the largest first.",
    )


"""A trick's winner, by name."""

_owed = lru_cache(maxsize=256)(Owed)
"""An [`Owed`][mouche.stakes.Owed], shared with any equal one made before (they are values)."""


@implements("cotton1674.lanterloo.14")
def looed_dealer_stakes_again(
    deal: Deal, b: Books, made: tuple[Owed, ...]
) -> tuple[Books, tuple[Owed, ...]]:
    """A looed dealer pays as the others do "besides the like quantity for dealing, if he
    that was loo'd dealt" (option ``looed_dealer``): his dealing stake over again.

    Clauses: cotton1674.lanterloo.14.
    """
    t = deal.table
    if t.dealer not in b.makers:
        return b, made
    stake = t.ruleset.ante(t.players)
    made = tuple([_owed(o.seat, o.amount + stake) if o.seat == t.dealer else o for o in made])
    cite = t.ruleset.option_citation("looed_dealer")
    return b.say(
        cite, "p{} dealt, and pays his stake for dealing again: {} more.", t.dealer, stake
    ), made


@implements("encyclopedie1752-bete.8")
def renonce_pays_double(
    deal: Deal, b: Books, made: tuple[Owed, ...]
) -> tuple[Books, tuple[Owed, ...]]:
    """Under option ``revoke_price`` = ``double``, one who broke a duty of play pays twice
    the price: "le double payement qu'on est obligé de faire de tout ce qui s'enleve du jeu
    dans un coup ordinaire".

    Clauses: encyclopedie1752-bete.8.
    """
    faults = deal.play.faults
    made = tuple([_owed(o.seat, 2 * o.amount) if o.seat in faults else o for o in made])
    doubled = tuple([o.seat for o in made if o.seat in faults])
    cite = deal.table.ruleset.option_citation("revoke_price")
    return b.say(cite, "A renonce pays double: {}.", doubled), made


@implements("cotton1674.lanterloo.6")
def loo_costs_the_cards(deal: Deal, b: Books) -> tuple[Books, tuple[Owed, ...]]:
    """Under option ``loo_price`` = ``a-card``, one who is looed lays down "so much for your
    five Cards as you plaid upon every one of them", one jeton a card; one who broke a duty
    of play still "pay[s] all on the Table", what was on the game.

    Clauses: cotton1674.lanterloo.6.
    """
    r, faults, value = deal.table.ruleset, deal.play.faults, deal.table.ruleset.hand_size
    price = mouche_price(deal)
    made = tuple([_owed(s, price if s in faults else value) for s in b.makers])
    looed = tuple([s for s in b.makers if s not in faults])
    if looed:
        b = b.say(r.option_citation("loo_price"), _CARDS_PRICE, value, looed)
    if len(looed) < len(made):
        b = b.say(r.option_citation("loo_price"), _TABLE_PRICE, price)
    return b, made


_CARDS_PRICE = N_("Each looed player lays down the value of his cards, one jeton a card: {} ({}).")
_TABLE_PRICE = N_("One who broke a duty of play pays all on the table: {}.")


def _mouches_made(deal: Deal, b: Books) -> tuple[Books, tuple[Owed, ...]]:
    if not b.makers:
        return b, ()
    if deal.table.ruleset.chosen.loo_price is LooPrice.A_CARD:
        b, made = loo_costs_the_cards(deal, b)
    else:
        price = mouche_price(deal)
        made = tuple([_owed(s, price) for s in b.makers])
        b = _price_ruling(deal, b, price)
    if deal.table.ruleset.chosen.looed_dealer is LooedDealer.STAKE_AGAIN:
        b, made = looed_dealer_stakes_again(deal, b, made)
    if deal.play.faults and deal.table.ruleset.chosen.revoke_price is RevokePrice.DOUBLE:
        b, made = renonce_pays_double(deal, b, made)
    if deal.table.ruleset.chosen.several_mouches is SeveralMouches.TOGETHER:
        return mouches_go_in_together(deal, b, made), made
    return mouches_go_in_separately(deal, b, made), made


# -- the whole settlement -----------------------------------------------------------------


def settle(deal: Deal) -> Settlement:
    """Pay out a finished deal by the payment rules that apply to how it ended.

    Nobody in: [`everyone_passed`][everyone_passed].  A mouche:
    [`mouche_takes_the_basket`][mouche_takes_the_basket],
    [`saved_mouche_takes_the_owed`][saved_mouche_takes_the_owed],
    [`players_in_make_the_mouche`][players_in_make_the_mouche].  One
    player in: [`lone_player`][lone_player].  One player against the field (the Bête):
    [`player_against_the_field`][mouche.contract.player_against_the_field].  Two sides:
    [`side_points`][mouche.sides.side_points].  Tricks:
    [`pay_tricks`][pay_tricks],
    [`no_trick_makes_the_mouche`][no_trick_makes_the_mouche],
    [`fault_makes_the_mouche`][fault_makes_the_mouche].  Then the
    mouches made ([`mouche_price`][mouche_price], or
    [`loo_costs_the_cards`][loo_costs_the_cards]) go in together or separately.  Where tricks
    are chalked, [`tricks_chalked`][mouche.chalks.tricks_chalked] chalks them and, at a game's
    fifth deal, [`game_paid`][mouche.chalks.game_paid] pays the chalks.
    """
    end = deal.end
    if deal.phase != OVER or end is None:
        raise MoucheError("the deal is not over yet")
    t, kind = deal.table, end.kind
    b = Books(t.opening, t.pot, t.owed)
    if kind == "all-pass":
        b = everyone_passed(deal, b)
    elif kind == "mouche":
        b = mouche_takes_the_basket(deal, b)
        b = saved_mouche_takes_the_owed(deal, b)
        b = players_in_make_the_mouche(deal, b)
    elif kind == "lone":
        b = lone_player(deal, b)
    elif t.ruleset.heaps:  # Beast's three heaps (mouche.heaps)
        b = beast_heaps(deal, b)
        b = fault_makes_the_mouche(deal, b)
    elif t.ruleset.sided:  # two sides play for points (mouche.sides)
        b = side_points(deal, b)
        b = fault_makes_the_mouche(deal, b)
    elif t.ruleset.declares:  # the Bête: one player against the field (mouche.contract)
        b = player_against_the_field(deal, b)
        b = fault_makes_the_mouche(deal, b)
    else:
        b = pay_tricks(deal, b, deal.takers())
        b = no_trick_makes_the_mouche(deal, b)
        b = fault_makes_the_mouche(deal, b)
    if deal.play.early:  # French Ruff: a point for each card played before its turn
        b = early_loses_points(deal, b)
    chalks = t.chalks_before
    if t.ruleset.chalks:  # Cotton's first Lanterloo: the tricks chalked (mouche.chalks)
        b, chalks = tricks_chalked(deal, b)
    b, made = _mouches_made(deal, b)
    if t.ruleset.chalks:  # ... and paid from the stock at the game's fifth deal
        b, chalks = game_paid(deal, b, chalks)
    mouche = end.mouche if kind == "mouche" else None
    return _settlement(
        deltas=b.deltas,
        pot_before=t.pot_before,
        pot_after=b.pot,
        owed=b.owed,
        made=made,
        mouche=mouche,
        said=b.said,
        chalks=chalks,
    )
