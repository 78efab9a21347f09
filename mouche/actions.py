"""Actions: small immutable moves, with their text notation.

>>> parse_action("p1 exchange 8C 9D")
Exchange(seat=1, cards=(Card('8C'), Card('9D')))
>>> format_action(parse_action("P2 Play t♥"))
'p2 play 10H'
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any

from mouche.cards import Card, CardSaid, format_cards, parse_card, parse_cards
from mouche.errors import CardError, RecordError, excerpt
from mouche.messages import N_, Message


@dataclass(frozen=True, slots=True)
class Pass:
    """Pass: take no part in this deal (academie.7)."""

    seat: int


@dataclass(frozen=True, slots=True)
class Stand:
    """Stand, "je m'y tiens": play the cards as dealt (academie.8)."""

    seat: int


@dataclass(frozen=True, slots=True)
class Exchange:
    """Discard ``cards`` and take as many from the top of the talon (vanderaa1721.decisions)."""

    seat: int
    cards: tuple[Card, ...]


@dataclass(frozen=True, slots=True)
class Declare:
    """Show a mouche: five cards of one suit as dealt (academie.10)."""

    seat: int


@dataclass(frozen=True, slots=True)
class Ask:
    """Ask a standing player whether he saves the mouche (academie.12).

    What that asks depends on the reading (option ``saving``): whether he holds a
    mouche back, or whether he guarantees that he holds none.
    """

    seat: int
    target: int


@dataclass(frozen=True, slots=True)
class Answer:
    """Answer the question: ``yes`` or no; it must be true (academie.12).

    Under ``saving=hold-back`` yes means "I hold a mouche"; under
    ``saving=guarantee`` it means "I hold none" (encyclopedie1765.sauver).
    """

    seat: int
    yes: bool


@dataclass(frozen=True, slots=True)
class Silent:
    """Decline to answer the question (academie.12, academie.14)."""

    seat: int


@dataclass(frozen=True, slots=True)
class Protest:
    """Protest that one holds no mouche: to save the mouche in the Encyclopédie's sense.

    Only under the reading option ``saving=guarantee``; it must be true
    (encyclopedie1765.sauver, academie.14).
    """

    seat: int


@dataclass(frozen=True, slots=True)
class Rob:
    """The turned-up card taken for ``cards`` of one's own put down in its place: one card
    (balzac1839.7: "il a le droit de l'échanger contre une des cartes de son jeu"), or, where
    the trumps that follow it are taken too, as many as he took up (cotton1674.french-ruff.3:
    "laying out so many Cards as he took up in lieu thereof")."""

    seat: int
    cards: tuple[Card, ...]


@dataclass(frozen=True, slots=True)
class Play:
    """Play a card to the trick."""

    seat: int
    card: Card


Action = Pass | Stand | Exchange | Declare | Ask | Answer | Silent | Protest | Rob | Play
"""Any action."""


_FORMS: dict[type[Action], str] = {
    Pass: N_("p{seat} pass"),
    Stand: N_("p{seat} stand"),
    Exchange: N_("p{seat} exchange {cards}"),
    Declare: N_("p{seat} declare"),
    Ask: N_("p{seat} ask p{target}"),
    Silent: N_("p{seat} silent"),
    Protest: N_("p{seat} protest"),
    Rob: N_("p{seat} rob {cards}"),
    Play: N_("p{seat} play {card}"),
}
"""Each action's record notation, a message id: the catalogues say it in words
(``p1 stand`` is ``p1 s’y tient`` in French); the answers are the two below."""
_ANSWERS = (N_("p{seat} answer no"), N_("p{seat} answer yes"))


def _form(action: Action) -> tuple[str, dict[str, Any]]:
    if isinstance(action, Answer):
        return _ANSWERS[action.yes], {"seat": action.seat}
    values: dict[str, Any] = {"seat": action.seat}
    match action:
        case Exchange(cards=cards) | Rob(cards=cards):
            values["cards"] = format_cards(cards)
        case Ask(target=target):
            values["target"] = target
        case Play(card=card):
            values["card"] = card
    return _FORMS[type(action)], values


def format_action(action: Action) -> str:
    """The action in record notation, e.g. ``p1 play KS``."""
    form, values = _form(action)
    return form.format(**values)


def said_action(action: Action) -> Message:
    """The action as a reader is told it: its notation in English, words in another language.

    >>> said_action(Stand(1)), said_action(Stand(1)).render("fr")
    ('p1 stand', 'p1 s’y tient')
    >>> said_action(Play(1, parse_card("9S"))).render("ru")
    'p1 играет 9♠'
    """
    form, values = _form(action)
    said: dict[str, Any] = {
        k: CardSaid(v) if k in ("card", "cards") else v for k, v in values.items()
    }
    return Message(form, **said)


_SIMPLE: dict[str, type[Pass | Stand | Declare | Silent | Protest]] = {
    "pass": Pass,
    "stand": Stand,
    "declare": Declare,
    "silent": Silent,
    "protest": Protest,
}


_SEAT = re.compile(r"[pP]([0-9]{1,2})")
"""A seat: p and one or two ASCII digits ('p²' is not a seat, though '²'.isdigit())."""


def _seat(token: str, text: str) -> int:
    m = _SEAT.fullmatch(token)
    if m is None:
        raise RecordError(
            "bad seat {token} in action {text} (write p0, p1, ...)",
            token=excerpt(token, 20),
            text=excerpt(text),
        )
    return int(m.group(1))


def parse_action(text: str) -> Action:
    """Read an action; bad text raises [`RecordError`][RecordError] naming the problem."""
    if not isinstance(text, str):
        raise RecordError("an action must be a string, not {kind}", kind=type(text).__name__)
    words = text.split()
    if len(words) < 2:
        raise RecordError(
            "incomplete action {text} (e.g. 'p1 stand', 'p2 play KS')", text=excerpt(text)
        )
    seat = _seat(words[0], text)
    # ASCII words only: str.lower() maps the Kelvin sign 'K' to 'k', for one
    verb, args = (words[1].lower() if words[1].isascii() else "?"), words[2:]
    try:
        if verb in _SIMPLE and not args:
            return _SIMPLE[verb](seat)
        if verb == "exchange" and args:
            return Exchange(seat, parse_cards(" ".join(args)))
        if verb == "ask" and len(args) == 1:
            return Ask(seat, _seat(args[0], text))
        if verb == "answer" and len(args) == 1 and args[0].lower() in ("yes", "no"):
            return Answer(seat, args[0].lower() == "yes")
        if verb == "play" and len(args) == 1:
            return Play(seat, parse_card(args[0]))
        if verb == "rob" and args:
            return Rob(seat, parse_cards(" ".join(args)))
    except CardError as e:
        raise RecordError("in action {text}: {error}", text=excerpt(text), error=e) from None
    raise RecordError(
        "unknown action {text}; actions are: pass, stand, exchange CARDS, declare, ask pN, answer "
        "yes|no, silent, protest, rob CARDS, play CARD",
        text=excerpt(text),
    )
