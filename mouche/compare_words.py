"""Options, values and outcomes of a comparison in the reader's words.

What the compare view and ``python -m mouche compare`` say about an option (its title), a
value (its choice's description, the number in place of N) and a part of an outcome
(``p0 −6, p1 +3``); [`mouche.compare`][mouche.compare] builds its sentences from these.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from typing import Any, cast

from mouche.cards import SUIT_SYMBOLS
from mouche.messages import ENGLISH, Message, both, counted, translate
from mouche.records import status_words
from mouche.rulesets import OPTIONS

_SENTENCE_END = re.compile(r"(?<=[^\W\d_)'’])\. (?=[A-ZÀ-ÖØ-ÞА-ЯЁ])")


def _lower_first(text: str) -> str:
    """``text`` with a lower-case first letter, unless it starts a capitalized word (an
    initial such as "BTW" stays)."""
    second = text[1:2]
    return text[:1].lower() + text[1:] if second == " " or second != second.upper() else text


def option_words(name: str, lang: str = ENGLISH) -> str:
    """An option as a sentence names it, by its title: ``the dealer's ante``.

    >>> option_words("ante"), option_words("trick_pay"), option_words("ante", "fr")
    ("the dealer's ante", 'payment for a trick', 'la mise du donneur')
    """
    return _lower_first(translate(OPTIONS[name].title, lang))


def value_words(name: str, value: str, lang: str = ENGLISH) -> str:
    """An option's value in the reader's words (in ``lang``): the first sentence of its
    choice's description, with the number in place of N (the value's id is for records
    and links).

    >>> value_words("ante", "one-per-player"), value_words("mouche_limit", "20")
    ('as many jetons as there are players', 'he pays what the pot held, but at most 20 jetons')
    >>> value_words("mouche_limit", "20", "fr")
    'il paie ce que tenait le panier, mais au plus 20 jetons'
    """
    option = OPTIONS[name]
    choice = option.described(value)  # the compare view describes N itself too
    described = translate(choice.description, lang)
    words = _SENTENCE_END.split(described, maxsplit=1)[0].rstrip(".")
    if choice.label == "N":
        words = re.sub(r"\bN\b", str(value), words)
    return _lower_first(words)


def _signed(n: int) -> str:
    return f"+{n}" if n > 0 else ("0" if n == 0 else f"−{-n}")


def _card(text: str) -> str:
    return text[:-1] + SUIT_SYMBOLS.get(text[-1:], text[-1:]) if text else text


def outcome_text(field: str, value: Any) -> str:
    """A value of ``field`` of a replay's JSON as a reader reads it (``p0 −6, p1 +3``): a
    [`Message`][mouche.messages.Message] where it has words, to be said in a language.

    >>> from mouche.messages import render
    >>> render(outcome_text("mouche", {"holder": 1, "suit": "S", "points": 50}), "fr")
    'p1 en ♠, 50 points'
    """
    if value is None or value == []:
        return Message("none")
    if field == "status":
        return value if isinstance(value, Message) else status_words(str(value))
    if field == "refusal":
        if isinstance(value, str):
            return value
        return Message("action {}: {}", value["action"] + 1, value["message"])
    if field == "tricks":
        return "; ".join(
            " ".join(_card(c) for c in t["cards"])
            + (f" → p{t['winner']}" if t.get("winner") is not None else "")
            for t in value
        )
    if field == "tricks_won":
        return ", ".join(f"p{s} {n}" for s, n in enumerate(value))
    if field == "deltas":
        return ", ".join(f"p{s} {_signed(n)}" for s, n in enumerate(value))
    if field == "mouche":
        suit = SUIT_SYMBOLS.get(value["suit"], value["suit"])
        points = int(value["points"])
        return counted(
            "p{} in {}, {} point", "p{} in {}, {} points", points, value["holder"], suit, points
        )
    if field == "mouches_owed":
        return ", ".join(map(str, value))
    return str(value)


def listed(items: Sequence[object]) -> Message:
    """Items as a sentence lists them, in the reader's language: ``a``, ``a and b``,
    ``a, b and c``.

    >>> listed(["a", "b", "c"]), listed(["a", "b", "c"]).render("fr")
    ('a, b and c', 'a, b et c')
    """
    if len(items) <= 2:
        return both(items) if items else Message("{}", "")
    return Message("{}, {}", items[0], listed(items[1:]))


class Worded(Message):
    """Words that a function says in each language (an option's title made lower case, a
    value's first sentence): English as its text, another language when rendered.

    ``say(*values, lang)`` says them; a copy (``dataclasses.asdict`` makes one) or a pickle
    keeps the function and its values, so it still speaks every language.

    >>> import copy
    >>> copy.deepcopy(value_said("ante", "five")).render("fr")
    'cinq jetons'
    """

    say: Callable[..., str]
    values: tuple[object, ...]

    def __new__(cls, say: Callable[..., str], *values: object) -> Worded:
        self = cast(Worded, super().__new__(cls, "{}", say(*values, ENGLISH)))
        self.say, self.values = say, values
        return self

    def render(self, lang: str) -> str:
        return self.say(*self.values, lang)

    def __reduce__(self) -> tuple[Any, ...]:
        return (Worded, (self.say, *self.values))


def option_said(name: str) -> Worded:
    """[`option_words`][option_words], said in the reader's language when rendered."""
    return Worded(option_words, name)


def value_said(name: str, value: str) -> Worded:
    """[`value_words`][value_words], said in the reader's language when rendered."""
    return Worded(value_words, name, value)


def _title_words(title: str, lower: bool, lang: str) -> str:
    return translate(title, lang).lower() if lower else translate(title, lang)


def title_said(title: str, lower: bool = False) -> Worded:
    """A title of the engine's words (a message id), lower case in a sentence if ``lower``."""
    return Worded(_title_words, title, lower)
