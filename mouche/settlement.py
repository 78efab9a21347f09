"""Settlement of one deal: tricks paid, mouches made, the pot carried on.

Jetons are conserved: the seats' changes plus the change in the basket sum to
zero.  Mouches owed to later deals are debts, counted when paid in.
"""

from __future__ import annotations

from dataclasses import dataclass

from mouche.deal import EXCHANGED, OVER, STOOD, Deal, Owed
from mouche.errors import MoucheError
from mouche.flush import MoucheHand
from mouche.registry import implements
from mouche.rulings import Ruling


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


@implements(
    "academie.5",
    "academie.6",
    "academie.9",
    "academie.13",
    "academie.15",
    "encyclopedie1765.mouche",
    "vanderaa1721.payment",
    "vanderaa1721.limit",
    "vanderaa1721.deferred",
    "ed.trick-rounding",
    "ed.pot-short",
    "ed.all-pass",
    "ed.lone-player",
    "ed.penalty-once",
    "ed.separately-order",
)
def settle(deal: Deal) -> Settlement:
    """Pay out a finished deal.

    Tricks earn a fifth of the pot (vanderaa1721.payment) or one jeton per mouche
    on the game (academie.9), paid while the pot lasts (ed.pot-short); a player
    who played and took no trick, or who broke a duty of play under the penalty
    enforcement, makes the mouche (academie.5, encyclopedie1765.mouche): he pays
    what was on the game (academie.6, academie.15),
    capped by the mouche limit (vanderaa1721.limit).  Mouches made go into the
    next pot together or one per deal (academie.6, vanderaa1721.deferred).

    Clauses: academie.5, academie.6, academie.9, academie.13, academie.15,
    encyclopedie1765.mouche, vanderaa1721.payment, vanderaa1721.limit, vanderaa1721.deferred,
    ed.trick-rounding, ed.pot-short, ed.all-pass, ed.lone-player, ed.penalty-once,
    ed.separately-order.
    """
    if deal.phase != OVER or deal.end is None:
        raise MoucheError("the deal is not over yet")
    t, r, end = deal.table, deal.table.ruleset, deal.end
    deltas = list(t.opening)
    pot = t.pot
    rulings: list[Ruling] = []
    owed = list(t.owed)
    penalty = pot if r.limit is None else min(pot, r.limit)
    makers: list[int] = []

    if end.kind == "all-pass":
        if r.options["all_pass"] == "dealer-takes":
            pot = _take_pot(
                t.dealer,
                pot,
                deltas,
                rulings,
                f"Everyone passed: the dealer p{t.dealer} takes the pot of {pot}.",
                ("ed.all-pass",),
            )
        else:
            rulings.append(
                Ruling(
                    f"Everyone passed: the pot of {pot} stays for the next deal.", ("ed.all-pass",)
                )
            )
    elif end.kind == "mouche":
        m = end.mouche
        assert m is not None
        pot = _take_pot(
            m.seat,
            pot,
            deltas,
            rulings,
            f"p{m.seat} shows a mouche in {m.suit} ({m.points} points"
            f"{', trumps' if m.trump else ''}) and takes the pot of {pot} without "
            "play.",
            ("academie.10", "vanderaa1721.mouche"),
        )
        if len(end.showdown) > 1:
            rulings.append(
                Ruling(
                    "Several mouches were shown: "
                    + ", ".join(f"p{s}" for s in end.showdown)
                    + f"; p{m.seat}'s wins.",
                    ("academie.11", "vanderaa1721.several-mouches", "ed.mouche-showdown"),
                )
            )
        if r.options["flush_takes_owed"] == "saved" and owed and deal.status[m.seat] == STOOD:
            for o in owed:
                deltas[o.seat] -= o.amount
                deltas[m.seat] += o.amount
            rulings.append(
                Ruling(
                    f"p{m.seat} also takes the mouches owed: "
                    + ", ".join(f"{o.amount} from p{o.seat}" for o in owed)
                    + ", having stood on his mouche and shown it before the first card.",
                    ("academie.13",),
                )
            )
            owed = []
        makers = [
            s for s in t.order if deal.status[s] in (STOOD, EXCHANGED) and s not in end.showdown
        ]
        if makers:
            rulings.append(
                Ruling(
                    "Every other player who stood or exchanged makes the mouche: "
                    + ", ".join(f"p{s}" for s in makers)
                    + ".",
                    ("academie.13", "vanderaa1721.mouche"),
                )
            )
    else:
        won = list(deal.won)
        if end.kind == "lone":
            assert end.lone is not None
            if r.options["lone_player"] == "takes-pot":
                pot = _take_pot(
                    end.lone,
                    pot,
                    deltas,
                    rulings,
                    f"p{end.lone} alone stays in and takes the pot of {pot}.",
                    ("ed.lone-player",),
                )
                won = []
            else:
                won[end.lone] = 5
                rulings.append(
                    Ruling(
                        f"p{end.lone} alone stays in and takes the five tricks without play.",
                        ("ed.lone-player",),
                    )
                )
        if won:
            pot = _pay_tricks(deal, won, pot, deltas, rulings)
        if end.kind == "tricks":
            makers = [s for s in deal.active if deal.won[s] == 0]
            if makers:
                rulings.append(
                    Ruling(
                        "Took no trick, so makes the mouche: "
                        + ", ".join(f"p{s}" for s in makers)
                        + ".",
                        ("academie.5", "vanderaa1721.payment"),
                    )
                )
            faulty = [s for s in deal.faults if s not in makers]
            if faulty:
                rulings.append(
                    Ruling(
                        "Broke a duty of play, so makes the mouche: "
                        + ", ".join(f"p{s}" for s in faulty)
                        + ".",
                        ("academie.15", "ed.penalty-once"),
                    )
                )
            makers += faulty

    made = tuple(Owed(s, penalty) for s in makers)
    if made:
        cap = f" (the limit is {r.limit})" if r.limit is not None and r.limit < t.pot else ""
        rulings.append(
            Ruling(
                f"Each mouche made costs {penalty} jetons, what was on the game{cap}.",
                ("academie.5", "academie.6", "vanderaa1721.payment")
                + (("vanderaa1721.limit",) if cap else ()),
            )
        )
    if r.options["several_mouches"] == "together":
        for o in made:
            deltas[o.seat] -= o.amount
            pot += o.amount
    elif made:
        owed = sorted([*owed, *made], key=lambda o: -o.amount)
        rulings.append(
            Ruling(
                "The mouches go in separately: one at the start of each later "
                "deal, the largest first.",
                ("academie.6", "vanderaa1721.deferred", "ed.separately-order"),
            )
        )
    return Settlement(
        tuple(deltas),
        t.pot_before,
        pot,
        tuple(owed),
        made,
        end.mouche if end.kind == "mouche" else None,
        tuple(rulings),
    )


def _take_pot(
    seat: int,
    pot: int,
    deltas: list[int],
    rulings: list[Ruling],
    text: str,
    clauses: tuple[str, ...],
) -> int:
    """``seat`` takes the whole ``pot``, with the ruling that says why; nothing is left."""
    deltas[seat] += pot
    rulings.append(Ruling(text, clauses))
    return 0


def _pay_tricks(
    deal: Deal, won: list[int], pot: int, deltas: list[int], rulings: list[Ruling]
) -> int:
    """Pay each trick from ``pot``; return what is left."""
    t, r = deal.table, deal.table.ruleset
    if r.fifth_of_pot:
        value = pot // 5
        if 5 in won:
            s = won.index(5)
            return _take_pot(
                s,
                pot,
                deltas,
                rulings,
                f"p{s} took all five tricks and takes the whole pot of {pot}.",
                ("vanderaa1721.payment",),
            )
        clauses: tuple[str, ...] = ("vanderaa1721.payment", "ed.trick-rounding")
        text = f"Each trick earns a fifth of the pot of {pot}: {value}."
    else:
        value = pot // t.players
        clauses = ("academie.9", "ed.trick-rounding")
        text = (
            f"Each trick earns one jeton per mouche on the game ({pot} for "
            f"{t.players} players): {value}."
        )
    rulings.append(Ruling(text, clauses))
    # paid in the order the tricks were taken, while the pot lasts (ed.pot-short)
    winners = [tr.winner for tr in deal.tricks] or [s for s, n in enumerate(won) for _ in range(n)]
    short = False
    for s in winners:
        pay = min(value, pot)
        short = short or pay < value
        deltas[s] += pay
        pot -= pay
    if short:
        rulings.append(
            Ruling("The pot ran out before every trick was paid in full.", ("ed.pot-short",))
        )
    return pot
