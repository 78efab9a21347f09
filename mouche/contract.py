"""One player against the field: the Bête's game and its bête (option ``declarer``).

At the Bête the first who says he plays plays against all the others
([`mouche.deal`][mouche.deal] ends the round at his word and deals every player in).  He
takes the game, what is on it, if he makes three tricks, or the first two when nobody else
makes three; otherwise he *makes the bête*: he pays what was on the game, which stays there
beside it for the next deal (encyclopedie1752-bete.5 to .7; ed.bete-pot-stays).  The price
of a bête and its paying in are the mouche's ([`mouche.settlement`][mouche.settlement]):
a bête made on a bête still on the game costs both, the Encyclopédie's *bête double*.

>>> made_the_game([1, 1, 2, 2, 2], player=1), made_the_game([1, 1, 2, 0, 2], player=1)
(False, True)
>>> made_the_game([0, 2, 2, 1, 2], player=2)
True
"""

from __future__ import annotations

from mouche.books import Books
from mouche.deal import Deal
from mouche.messages import N_
from mouche.registry import implements


@implements("encyclopedie1752-bete.2", "encyclopedie1752-bete.5")
def made_the_game(winners: list[int], player: int) -> bool:
    """Whether ``player`` made his game with the tricks won by ``winners`` (in order): three
    tricks or more, or the first two unless another player makes three ("un jeu dont on
    puisse faire trois mains, ou deux tout au moins, que l'on doit se hâter de faire le
    premier"; the bête is the loss of one "qui ne fait pas trois mains ou les deux
    premieres, quand un autre joueur en fait trois").

    Clauses: encyclopedie1752-bete.2, encyclopedie1752-bete.5.
    """
    if winners.count(player) >= 3:
        return True
    if winners[:2] != [player, player]:
        return False
    return all(winners.count(s) < 3 for s in winners if s != player)


@implements(
    "encyclopedie1752-bete.5",
    "encyclopedie1752-bete.6",
    "encyclopedie1752-bete.7",
    "ed.bete-pot-stays",
)
def player_against_the_field(deal: Deal, b: Books) -> Books:
    """The player takes the game if he made it; else he makes the bête (priced and paid in
    as a mouche made is, [`mouche.settlement.mouche_price`][mouche.settlement.mouche_price]:
    what was on the game, so that a bête made on a bête is double), and nobody takes the
    game, which stays for the next deal with his bête beside it.

    Clauses: encyclopedie1752-bete.5, encyclopedie1752-bete.6, encyclopedie1752-bete.7,
    ed.bete-pot-stays.
    """
    r = deal.table.ruleset
    player = deal.player
    winners = [t.winner for t in deal.play.tricks]
    cite = r.option_citation("declarer")
    taken = winners.count(player)
    if made_the_game(winners, player):
        return b.pay(player, b.pot).say(cite, _MADE, player, taken, b.pot)
    three = next((s for s in winners if s != player and winners.count(s) >= 3), None)
    if winners[:2] == [player, player] and three is not None:
        b = b.make((player,), cite, _BETE_BEATEN, player, three, b.pot)
    else:
        b = b.make((player,), cite, _BETE, player, taken, b.pot)
    return devole(deal, b, player) if not taken else b


@implements("encyclopedie1752-bete.2")
def devole(deal: Deal, b: Books, player: int) -> Books:
    """A player who takes no trick makes the dévole: his bête ("fait autant de bêtes qu'il
    auroit pû en gagner"), and he "donne un jetton à chaque joueur".

    Clauses: encyclopedie1752-bete.2.
    """
    others = [s for s in deal.table.order if s != player]
    b = b.pay(player, -len(others)).pay_each(others, 1)
    cite = deal.table.ruleset.citation(("encyclopedie1752-bete.2",))
    return b.say(cite, _DEVOLE, player, tuple(others))


_MADE = N_("p{}, who plays, made his game with {} tricks and takes the game of {}.")
_BETE = N_(
    "p{}, who plays, made neither three tricks nor the first two ({} tricks) and makes the "
    "bête; the game of {} stays for the next deal."
)
_BETE_BEATEN = N_(
    "p{}, who plays, made the first two tricks, but p{} made three: he makes the bête; the "
    "game of {} stays for the next deal."
)
_DEVOLE = N_("p{} took no trick, the dévole: he gives one jeton to each of {}.")

__all__ = ["devole", "made_the_game", "player_against_the_field"]
