"""Two sides: partners' tricks counted together, and the side's points (option ``sides``).

French Ruff is played "two, four or six of a side" (cotton1674.french-ruff.2), the Triomphe
"un contre un, deux contre deux, trois contre trois" (encyclopedie1765-triomphe.2).  The
engine seats partners alternately, so that a seat's side is the parity of its number in
playing order (ed.sides-reading), counts each side's tricks together and pays the winning
side its points in jetons (option ``trick_pay``; ed.side-points): at French Ruff "to win
two tricks signifies nothing, to win three or four wins but one, but to win five is the
winning of five" (cotton1674.french-ruff.4); at the Triomphe, whose scoring is not in hand,
one point to the side that takes three tricks (ed.triomphe-point).

>>> side_of(0, 4), side_of(3, 4), side_of(3, 4, together=True), partners(1, 6)
(0, 1, 1, (1, 3, 5))
>>> partners(1, 6, together=True), seats_of(1, 6, together=True)
((0, 1, 2), (3, 4, 5))
>>> points_won(3, 5, five_for_all=True), points_won(5, 5, True), points_won(5, 5, False)
(1, 5, 1)
"""

from __future__ import annotations

from mouche.books import Books
from mouche.chosen import Partners, RevokePrice, TrickPay
from mouche.deal import Deal
from mouche.messages import N_, counted
from mouche.out_of_turn import early_points
from mouche.registry import implements
from mouche.rulesets import Citation
from mouche.tricks import winner_by


@implements("encyclopedie1765-triomphe.2", "ed.sides-reading")
def side_of(seat: int, players: int, together: bool = False) -> int:
    """The side of ``seat``, 0 or 1: partners sit alternately, so that a seat's side is the
    parity of its number in playing order (ed.sides-reading), or, where they sit together
    on one side of the table (option ``partners``), the first half of the seats in playing
    order make one side.

    Clauses: encyclopedie1765-triomphe.2, ed.sides-reading.
    """
    return seat // (players // 2) if together else seat % 2


def seats_of(side: int, players: int, together: bool = False) -> tuple[int, ...]:
    """The seats of ``side`` (0 or 1), in playing order."""
    return tuple([s for s in range(players) if side_of(s, players, together) == side])


def partners(seat: int, players: int, together: bool = False) -> tuple[int, ...]:
    """The seats of ``seat``'s side (his own among them), in playing order."""
    return seats_of(side_of(seat, players, together), players, together)


def together(deal: Deal) -> bool:
    """Whether partners sit together at this deal (option ``partners``)."""
    return deal.table.ruleset.chosen.partners is Partners.TOGETHER_SHOWN


@implements("cotton1674.french-ruff.4", "ed.triomphe-point")
def points_won(tricks: int, of: int, five_for_all: bool) -> int:
    """The points a side wins with ``tricks`` of the deal's ``of``: none for less than most
    of them (two of five), one for most (three or four), and, where all five win five
    (``five_for_all``, French Ruff), five for all.

    Clauses: cotton1674.french-ruff.4, ed.triomphe-point.
    """
    if 2 * tricks <= of:
        return 0
    return 5 if five_for_all and tricks == of else 1


@implements("cotton1674.french-ruff.2", "encyclopedie1765-triomphe.2", "ed.side-points")
def side_points(deal: Deal, b: Books) -> Books:
    """The side that took three tricks or more wins its points; each player of the other
    side pays one jeton a point to one of the winners (the sides are equal).

    Clauses: cotton1674.french-ruff.2, encyclopedie1765-triomphe.2, ed.side-points.
    """
    t = deal.table
    won = deal.play.won
    n, by = t.players, together(deal)
    taken = [sum(won[s] for s in seats_of(side, n, by)) for side in (0, 1)]
    winner = 0 if taken[0] > taken[1] else 1
    five = t.ruleset.chosen.trick_pay is TrickPay.SIDE_ONE_OR_FIVE
    if deal.play.faults and t.ruleset.chosen.revoke_price is RevokePrice.THE_GAME:
        return game_lost(deal, b, deal.play.faults[0], five)
    points = points_won(taken[winner], t.ruleset.hand_size, five)
    ours, theirs = seats_of(winner, n, by), seats_of(1 - winner, n, by)
    cite = t.ruleset.option_citation("trick_pay")
    b = b.pay_each(ours, points).pay_each(theirs, -points)
    if points == 1:
        return b.say(cite, _ONE, ours, taken[winner], theirs)
    return b.say(cite, _POINTS, ours, taken[winner], points, theirs, points)


@implements("cotton1674.french-ruff.5", "ed.whole-game", "ed.penalty-once")
def game_lost(deal: Deal, b: Books, seat: int, five: bool) -> Books:
    """Under the 'penalty' enforcement and ``revoke_price`` = ``the-game``, a renonce loses
    the whole game, "if you so make it": the other side wins what all five tricks win,
    whatever the tricks, and the renouncing side pays it (ed.whole-game); the first renonce
    of the deal decides it, once.

    Clauses: cotton1674.french-ruff.5, ed.whole-game, ed.penalty-once.
    """
    t = deal.table
    size = t.ruleset.hand_size
    points = points_won(size, size, five)
    n, by = t.players, together(deal)
    ours, theirs = partners(seat, n, by), seats_of(1 - side_of(seat, n, by), n, by)
    b = b.pay_each(theirs, points).pay_each(ours, -points)
    paid = counted("{} jeton", "{} jetons", points)
    return b.say(t.ruleset.option_citation("revoke_price"), _GAME_LOST, seat, ours, theirs, paid)


@implements("cotton1674.french-ruff.5", "ed.side-points", "ed.penalty-once")
def revoke_loses_points(deal: Deal, b: Books) -> Books:
    """Under the 'penalty' enforcement and ``revoke_price`` = ``one-point`` or
    ``two-points``, one who renounced loses them, once: "if you renounce or renege you lose
    the whole Game, if you so make it, otherwise but one or two according to agreement".
    At two sides his side pays them to the other, a jeton a point and a player; else he pays
    a jeton a point to each other player.

    Clauses: cotton1674.french-ruff.5, ed.side-points, ed.penalty-once.
    """
    r = deal.table.ruleset
    points, cite = r.chosen.revoke_price.points, r.option_citation("revoke_price")
    for s in dict.fromkeys(deal.play.faults):
        b = _loses(deal, b, s, points, cite, _RENOUNCED)
    return b


@implements("cotton1674.french-ruff.7", "ed.out-of-turn", "ed.side-points")
def early_loses_points(deal: Deal, b: Books) -> Books:
    """Under ``out_of_turn`` = ``loses-one``, "he who playeth before his turn loseth one,
    unless it be the last Card of all": one point for each card played before its turn
    before the last trick, paid as a renonce's point is.

    Clauses: cotton1674.french-ruff.7, ed.out-of-turn, ed.side-points.
    """
    cite = deal.table.ruleset.option_citation("out_of_turn")
    for s in early_points(deal):
        b = _loses(deal, b, s, 1, cite, _PLAYED_EARLY)
    return b


def _loses(
    deal: Deal, b: Books, s: int, points: int, cite: Citation, forms: tuple[str, str]
) -> Books:
    """Seat ``s`` loses ``points``: at two sides his side pays them to the other, a jeton a
    point and a player; else he pays a jeton a point to each other player."""
    t = deal.table
    lost, paid = counted("{} point", "{} points", points), counted("{} jeton", "{} jetons", points)
    if t.ruleset.sided:
        n, by = t.players, together(deal)
        ours, theirs = partners(s, n, by), seats_of(1 - side_of(s, n, by), n, by)
        b = b.pay_each(ours, -points).pay_each(theirs, points)
        return b.say(cite, forms[0], s, lost, ours, paid)
    others = [o for o in t.order if o != s]
    b = b.pay(s, -points * len(others)).pay_each(others, points)
    return b.say(cite, forms[1], s, lost, paid, tuple(others))


def partner_wins(deal: Deal) -> bool:
    """Whether the trick so far is held by a partner of the seat to act."""
    holder = deal.trick_seats()[winner_by(deal.trick, deal.bidding)]
    n, by = deal.table.players, together(deal)
    return side_of(holder, n, by) == side_of(deal.to_act, n, by)


_ONE = N_(
    "The side of {} took {} tricks and wins one point; the other side, {}, pays a jeton a player."
)
_POINTS = N_(
    "The side of {} took {} tricks and wins {} points; the other side, {}, pays {} jetons a player."
)

_GAME_LOST = N_(
    "p{} renounced, and his side, {}, loses the game: the other side, {}, wins as with every "
    "trick, {} a player."
)
_RENOUNCED = (
    N_("p{} renounced and loses {}: his side, {}, pays {} a player to the other."),
    N_("p{} renounced and loses {}: he pays {} to each of {}."),
)
_PLAYED_EARLY = (
    N_("p{} played before his turn and loses {}: his side, {}, pays {} a player to the other."),
    N_("p{} played before his turn and loses {}: he pays {} to each of {}."),
)

__all__ = [
    "early_loses_points",
    "game_lost",
    "partner_wins",
    "partners",
    "points_won",
    "revoke_loses_points",
    "seats_of",
    "side_of",
    "side_points",
    "together",
]
