"""Cotton's chalks: tricks chalked over a game of five deals, paid from the stock at its end.

Under option ``trick_pay`` = ``chalked`` (Cotton's first Lanterloo) a trick earns nothing
when it is taken: it is chalked to its taker ([`tricks_chalked`][tricks_chalked]), the
chalks go from deal to deal with the game ([`mouche.session.carried`][mouche.session.carried]),
and after the fifth deal each chalk takes one jeton from the stock while it lasts
([`game_paid`][game_paid]).  The chalks a deal starts from are checked by
[`mouche.stakes.check_chalks`][mouche.stakes.check_chalks].

>>> import random
>>> from mouche.presets import get_ruleset
>>> from mouche.session import play_session
>>> game = play_session(get_ruleset("cotton1674-lanterloo"), 4, 5, random.Random(3))
>>> [d.deal.table.game_deal for d in game]
[0, 1, 2, 3, 4]
>>> game[-1].settlement.chalks  # paid at the fifth deal, rubbed out for the next game
(0, 0, 0, 0)
"""

from __future__ import annotations

from mouche.books import Books
from mouche.deal import Deal
from mouche.messages import N_, Message, listed
from mouche.registry import implements
from mouche.stakes import GAME_DEALS, no_chalks


def _by_seat(chalks: tuple[int, ...] | list[int]) -> Message:
    return listed([Message("p{seat}: {n}", seat=s, n=n) for s, n in enumerate(chalks) if n])


@implements("cotton1674.lanterloo.7")
def tricks_chalked(deal: Deal, b: Books) -> tuple[Books, tuple[int, ...]]:
    """Each trick of the deal is chalked to its taker, and nothing is paid for it now:
    "for every trick you win set up a score by you" (Cotton).

    Clauses: cotton1674.lanterloo.7.
    """
    t = deal.table
    chalks = [*t.chalks_before]
    taken = deal.takers()
    for seat in taken:
        chalks[seat] += 1
    if taken:
        b = b.say(
            t.ruleset.option_citation("trick_pay"),
            _CHALKED,
            t.game_deal + 1,
            GAME_DEALS,
            _by_seat(chalks),
        )
    return b, tuple(chalks)


_CHALKED = N_("The tricks are chalked, not paid (deal {} of the game's {}); chalks so far: {}.")


@implements("cotton1674.lanterloo.8", "ed.chalks-paid", "ed.pot-short")
def game_paid(deal: Deal, b: Books, chalks: tuple[int, ...]) -> tuple[Books, tuple[int, ...]]:
    """At the game's end, "All the Chalks for the Game being rub'd out" (Cotton): after
    the fifth deal's own payments, each player, from the eldest hand, takes one jeton from the
    stock for each of his chalks, while the stock lasts (ed.pot-short); the next game starts
    with no chalks.

    Clauses: cotton1674.lanterloo.8, ed.chalks-paid, ed.pot-short.
    """
    t = deal.table
    if t.game_deal != GAME_DEALS - 1:
        return b, chalks
    r, stock = t.ruleset, b.pot
    held = stock  # the stock before the chalks are paid
    cite = r.citation(("cotton1674.lanterloo.8", "ed.chalks-paid"))
    if not any(chalks):
        return b.say(cite, _NONE_CHALKED, GAME_DEALS), chalks
    payments = []
    for seat in t.order:
        pay = min(chalks[seat], stock)
        stock -= pay
        payments.append((seat, pay))
    b = b.pay_all(payments).say(cite, _PAID, GAME_DEALS, held, _by_seat(chalks))
    if sum(chalks) > held:  # the stock ran out
        b = b.say(r.citation(("ed.pot-short", "ed.chalks-paid")), _SHORT)
    return b, no_chalks(t.players)


_PAID = N_("The game's {} deals are over: each chalk takes one jeton from the stock of {} ({}).")
_NONE_CHALKED = N_("The game's {} deals are over, and no trick was chalked.")
_SHORT = N_("The stock ran out before every chalk was paid; the rest are rubbed out unpaid.")


__all__ = ["game_paid", "tricks_chalked"]
