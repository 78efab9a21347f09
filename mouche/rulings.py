"""Rulings: readable sentences, with their clauses, explaining what each action did."""

from __future__ import annotations

import re
from dataclasses import dataclass

from mouche.actions import (
    Action,
    Answer,
    Ask,
    Declare,
    Exchange,
    Pass,
    Play,
    Protest,
    Silent,
    Stand,
)
from mouche.deal import OVER, PLAY, Deal
from mouche.rulesets import Citation


@dataclass(frozen=True, slots=True)
class Ruling:
    """A sentence explaining what the rules decided, with the clauses it applies.

    ``note`` says why a clause of another source than the ruleset's own is cited
    (that source is silent there); it is empty otherwise.
    """

    text: str
    clauses: tuple[str, ...]
    note: str = ""

    @classmethod
    def cited(cls, text: str, citation: Citation) -> Ruling:
        """A ruling citing ``citation`` (its clauses and note)."""
        return cls(text, citation.clauses, citation.note)


def describe(before: Deal, action: Action, after: Deal) -> list[Ruling]:
    """Rulings for ``action`` taken on ``before`` giving ``after`` (settlement not included)."""
    p = f"p{action.seat}"
    r = before.table.ruleset
    out: list[Ruling] = []
    guarantee = r.options["saving"] == "guarantee"
    reading = r.cites("saving")[:1] if guarantee else ()  # encyclopedie1765.sauver
    if isinstance(action, Pass):
        where = (
            "puts his cards aside"
            if r.options["passed_hand"] == "aside"
            else "puts his cards with the discards"
            if before.discards
            else "puts his cards under the talon, there being no discards yet"
        )
        out.append(
            Ruling.cited(
                f"{p} passes, {where}, and neither wins nor pays.",
                r.option_citation("passed_hand"),
            )
        )
    elif isinstance(action, Stand):
        out.append(
            Ruling.cited(f'{p} stands ("je m\'y tiens") and is bound to play.', r.rule("stand"))
        )
    elif isinstance(action, Exchange):
        k = len(action.cards)
        out.append(
            Ruling.cited(
                f"{p} discards {k} card{'s' if k > 1 else ''} and takes {k} from the "
                "top of the talon; he is bound to play.",
                r.rule("exchange"),
            )
        )
    elif isinstance(action, Ask):
        out.append(
            Ruling.cited(
                f"{p} asks p{action.target} whether he saves the mouche"
                + (", that is, whether he guarantees that he holds none." if guarantee else "."),
                r.citation(r.rule("question").clauses + ("ed.question-turn", *reading)),
            )
        )
    elif isinstance(action, Answer):
        meaning = ""
        if guarantee:
            meaning = (
                ": he guarantees that he holds no mouche"
                if action.yes
                else ": he gives no guarantee, and so holds a mouche"
            )
        out.append(
            Ruling.cited(
                f"{p} answers {'yes' if action.yes else 'no'}{meaning}; an answer must be true.",
                r.citation(r.rule("answer").clauses + reading),
            )
        )
    elif isinstance(action, Protest):
        out.append(
            Ruling.cited(
                f"{p} protests that he holds no mouche: he saves the mouche, guaranteeing "
                "the others against it.",
                r.rule("protest"),
            )
        )
    elif isinstance(action, Silent):
        if guarantee:
            text = f"{p} stays silent, as he may: silence guarantees nothing."
        elif r.options["silence"] == "counts-as-yes":
            text = f"{p} stays silent; silence counts as yes."
        else:
            text = f"{p} stays silent, as he may: only a spoken answer must be true."
        out.append(Ruling.cited(text, r.citation(r.option_citation("silence").clauses + reading)))
    elif isinstance(action, Declare):
        out.append(
            Ruling.cited(
                f"{p} declares a mouche.",
                r.rule("declare-saved" if before.phase == PLAY else "declare"),
            )
        )
    elif isinstance(action, Play):
        out.append(Ruling(f"{p} plays {action.card}.", ()))
        if len(after.faults) > len(before.faults):
            out.append(
                Ruling.cited(
                    f"{action.card} breaks a duty of play: {p} will make the mouche.",
                    r.rule("fault"),
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
                Ruling.cited(
                    f"p{tr.winner} wins trick {len(after.tricks)} with {card}, {how}.",
                    r.rule("trick-winner"),
                )
            )
    if before.phase != PLAY and after.phase == PLAY:
        out.append(
            Ruling.cited(
                f"Every player has decided; p{after.leader} leads the first trick.",
                r.rule("lead"),
            )
        )
    if after.phase == OVER and after.end is not None and after.end.kind == "lone":
        out.append(Ruling(f"Only p{after.end.lone} stays in.", ("ed.lone-player",)))
    return out


SUIT_SYMBOLS = {"S": "♠", "H": "♥", "D": "♦", "C": "♣"}
# A card (KS, 10H), or a lone suit letter after "in " or in parentheses, as messages write
# them; an action quoted in the record notation ("p3 play KS") is kept as it is.
_CARD_OR_SUIT = re.compile(
    r"(\bp\d+ (?:play|exchange)(?: (?:10|[2-9JQKA])[SHDC])+)"
    r"|\b(10|[2-9JQKA])([SHDC])\b|(?<=\bin )([SHDC])\b|(?<=\()([SHDC])(?=\))"
)


def with_suit_symbols(text: str) -> str:
    """``text`` (a ruling, a refusal) with its cards and suits as a reader sees them.

    For display only: records and actions keep their notation (``KS``).

    >>> with_suit_symbols("p2 wins trick 1 with 10H; a mouche in S; the suit led (C)")
    'p2 wins trick 1 with 10♥; a mouche in ♠; the suit led (♣)'
    >>> with_suit_symbols("action 2 (p3 play KS) is not legal: QH reneges")
    'action 2 (p3 play KS) is not legal: Q♥ reneges'
    """

    def face(m: re.Match[str]) -> str:
        if m[1]:
            return m[1]
        if m[2]:
            return m[2] + SUIT_SYMBOLS[m[3]]
        return SUIT_SYMBOLS[m[4] or m[5]]

    return _CARD_OR_SUIT.sub(face, text)
