"""What a seat sees of the others' hands besides the cards played: at the Triomphe, partners
seated together show each other their hands, and by one reading the dealer turns up the
last card he deals himself (encyclopedie1765-triomphe.2; options ``partners`` and
``dealer_last_card``).  Everywhere else a player sees his own hand only.

>>> from mouche.session import deal_from_seed
>>> d = deal_from_seed("triomphe1765", 4, seed=1)
>>> shown_to(d, 1)
{}
>>> seen = shown_to(deal_from_seed(d.table.ruleset.replace(partners="together-shown"), 4, 1), 1)
>>> list(seen), len(seen[0])
([0], 5)
"""

from __future__ import annotations

from mouche.cards import Card
from mouche.chosen import DealerLastCard
from mouche.deal import Deal
from mouche.registry import implements
from mouche.sides import partners, together


@implements("encyclopedie1765-triomphe.2", "ed.sides-reading", "ed.triomphe-turn-up")
def shown_to(deal: Deal, seat: int) -> dict[int, tuple[Card, ...]]:
    """The cards in other seats' hands that ``seat`` sees now, by seat: his partners'
    whole hands where they sit together ("Ceux du même parti se communiquent leur jeu de la
    vue seulement"), and the dealer's own last card where he turns it up ("la derniere de
    celles qu'il se donne à lui-même"), while he holds it.

    Clauses: encyclopedie1765-triomphe.2, ed.sides-reading, ed.triomphe-turn-up.
    """
    t = deal.table
    chosen = t.ruleset.chosen
    out: dict[int, tuple[Card, ...]] = {}
    if t.ruleset.sided and together(deal):
        for s in partners(seat, t.players, True):
            if s != seat:
                out[s] = deal.hands[s]
    last = t.dealt[t.dealer][-1]
    held = last in deal.hands[t.dealer]
    if chosen.dealer_last_card is DealerLastCard.SHOWN and t.dealer != seat and held:
        out.setdefault(t.dealer, (last,))
    return out


__all__ = ["shown_to"]
