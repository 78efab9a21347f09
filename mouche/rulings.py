"""Rulings: readable sentences, with their clauses, explaining what each action did."""

from __future__ import annotations

from dataclasses import dataclass

from mouche.actions import Action, Answer, Ask, Declare, Exchange, Pass, Play, Silent, Stand
from mouche.deal import OVER, PLAY, Deal


@dataclass(frozen=True, slots=True)
class Ruling:
    """A sentence explaining what the rules decided, with the clauses it applies."""

    text: str
    clauses: tuple[str, ...]


def describe(before: Deal, action: Action, after: Deal) -> list[Ruling]:
    """Rulings for ``action`` taken on ``before`` giving ``after`` (settlement not included)."""
    p = f"p{action.seat}"
    r = before.table.ruleset
    out: list[Ruling] = []
    if isinstance(action, Pass):
        where = (
            "puts his cards aside"
            if r.options["passed_hand"] == "aside"
            else "puts his cards with the discards"
            if before.discards
            else "puts his cards under the talon, there being no discards yet"
        )
        out.append(
            Ruling(f"{p} passes, {where}, and neither wins nor pays.", r.cites("passed_hand"))
        )
    elif isinstance(action, Stand):
        out.append(
            Ruling(
                f'{p} stands ("je m\'y tiens") and is bound to play.',
                ("academie.8", "vanderaa1721.decisions"),
            )
        )
    elif isinstance(action, Exchange):
        k = len(action.cards)
        out.append(
            Ruling(
                f"{p} discards {k} card{'s' if k > 1 else ''} and takes {k} from the "
                "top of the talon; he is bound to play.",
                ("vanderaa1721.decisions",),
            )
        )
    elif isinstance(action, Ask):
        out.append(
            Ruling(
                f"{p} asks p{action.target} whether he saves the mouche.",
                ("academie.12", "ed.question-turn"),
            )
        )
    elif isinstance(action, Answer):
        out.append(
            Ruling(
                f"{p} answers {'yes' if action.yes else 'no'}; an answer must be true.",
                ("academie.12",),
            )
        )
    elif isinstance(action, Silent):
        if r.options["silence"] == "counts-as-yes":
            out.append(
                Ruling(f"{p} stays silent; silence counts as yes.", ("vanderaa1721.questions",))
            )
        else:
            out.append(
                Ruling(
                    f"{p} stays silent, as he may: only a spoken answer must be true.",
                    ("academie.12", "academie.14"),
                )
            )
    elif isinstance(action, Declare):
        out.append(Ruling(f"{p} declares a mouche.", ("academie.10", "vanderaa1721.mouche")))
    elif isinstance(action, Play):
        out.append(Ruling(f"{p} plays {action.card}.", ()))
        if len(after.faults) > len(before.faults):
            out.append(
                Ruling(
                    f"{action.card} breaks a duty of play: {p} will make the mouche.",
                    ("academie.15",),
                )
            )
        if len(after.tricks) > len(before.tricks):
            tr = after.tricks[-1]
            card = tr.cards[tr.seats.index(tr.winner)]
            how = (
                "the highest trump"
                if card.suit == before.table.trump
                else "the highest card of the suit led"
            )
            out.append(
                Ruling(
                    f"p{tr.winner} wins trick {len(after.tricks)} with {card}, {how}.",
                    ("vanderaa1721.play", "academie.9"),
                )
            )
    if before.phase != PLAY and after.phase == PLAY:
        out.append(
            Ruling(
                f"Every player has decided; p{after.leader} leads the first trick.",
                ("vanderaa1721.play",),
            )
        )
    if after.phase == OVER and after.end is not None and after.end.kind == "lone":
        out.append(Ruling(f"Only p{after.end.lone} stays in.", ("ed.lone-player",)))
    return out
