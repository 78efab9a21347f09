"""Messages as values: what the engine says, in English, and in a reader's language at the edge.

A [`Message`][mouche.messages.Message] is a string (its English text, byte for byte what
the engine has always said) that keeps its message id (the English form, ``str.format``
style) and its values, so that the edge (the command line, the browser facade, the site)
can write it again in another language with [`render`][mouche.messages.render].  The
language is chosen per call: there is no global language and nothing is installed into
builtins.  Catalogues are gettext ``.mo`` files of the ``mouche`` domain,
``mouche/locale/<lang>/LC_MESSAGES/mouche.mo``, read with the standard library; English is
the source language and the fallback.

>>> m = Message("p{seat} does not hold {card}", seat=2, card="KS")
>>> m
'p2 does not hold KS'
>>> render(m, "fr")
'p2 n’a pas KS'
>>> render(Message("{n} jetons", n=3), "en")
'3 jetons'
>>> render(counted("{} card", "{} cards", 2), "ru")
'2 карты'
"""

from __future__ import annotations

import gettext
import os
import string
from collections.abc import Mapping, Sequence
from functools import cache
from pathlib import Path
from typing import Any

LANGUAGES = ("en", "fr", "ru")
"""The engine's languages: English (the source of every message), French, Russian."""
ENGLISH = "en"
LOCALE_DIR = Path(__file__).with_name("locale")
"""Where the ``mouche`` domain's catalogues are: ``<lang>/LC_MESSAGES/mouche.mo``."""
DOMAIN = "mouche"
GROUPING = {"en": ",", "fr": "\u202f", "ru": "\u00a0"}
"""Each language's thousands separator, which a message's ``{n:,}`` writes: CLDR's group
symbol (French a narrow no-break space, 10\u202f000; Russian a no-break space, 10\u00a0000;
English a comma, 10,000), kept here since the engine reads no locale data at run time."""


def N_(text: str) -> str:
    """Mark ``text`` as a message id for the catalogues without translating it."""
    return text


@cache
def translations(lang: str) -> gettext.NullTranslations:
    """The catalogue of ``lang`` (English: none, every message is its own id).

    Read once per language; a language with no catalogue falls back to English.
    """
    if lang == ENGLISH:
        return gettext.NullTranslations()
    return gettext.translation(DOMAIN, LOCALE_DIR, languages=[lang], fallback=True)


def translate(text: str, lang: str, context: str | None = None) -> str:
    """``text`` (a message id: English) in ``lang``; itself when not in the catalogue.

    For the fixed words of the engine's data (titles, labels, descriptions), which the
    site and the edges look up by their English text; ``context``, the ``msgctxt`` of a
    string kept in a data file rather than the code (a reason of
    ``sources/not-implemented.toml``: ``balzac1839.2.reason``).
    """
    if lang == ENGLISH or not text:
        return str(text)
    if context is not None:
        return translations(lang).pgettext(context, str(text))
    return translations(lang).gettext(str(text))


class Message(str):
    """A sentence of the engine: its English text, and its id and values to say it again.

    ``msgid`` is the English form (``str.format`` fields, named or positional); the
    values are kept as given, and one that is itself a message (or an error that says
    one) is rendered in the same language.  ``_plural`` and ``_count``: the form for a
    count other than one, and the count (``ngettext``'s; see [`counted`][counted]).
    """

    msgid: str
    args: tuple[Any, ...]
    named: Mapping[str, Any]
    plural: str
    n: int

    def __new__(
        cls, msgid: str, /, *args: Any, _plural: str = "", _count: int = 1, **named: Any
    ) -> Message:
        plural, n = _plural, _count
        form = msgid if not plural or n == 1 else plural
        text = form.format(*args, **named) if args or named else form
        self = super().__new__(cls, text)
        self.msgid, self.args, self.named, self.plural, self.n = msgid, args, named, plural, n
        return self

    def render(self, lang: str) -> str:
        """This message in ``lang`` (English: itself, as a plain string)."""
        if lang == ENGLISH or not self.msgid:
            return str(self)
        tr = translations(lang)
        form = tr.ngettext(self.msgid, self.plural, self.n) if self.plural else None
        if form is None:
            form = tr.gettext(self.msgid)
        if not (self.args or self.named):
            return form
        args = [render(a, lang) if _speaks(a) else a for a in self.args]
        named = {k: render(v, lang) if _speaks(v) else v for k, v in self.named.items()}
        sep = GROUPING.get(lang, ",")
        if sep == ",":  # str.format groups so already, without a Python-level formatter
            return form.format(*args, **named)
        return _Grouped(sep).vformat(form, args, named)

    def __reduce__(self) -> tuple[Any, ...]:
        return (_rebuilt, (self.msgid, self.args, dict(self.named), self.plural, self.n))


class _Grouped(string.Formatter):
    """``str.format`` writing the ``,`` of a number's grouping as ``sep``: 10\u202f000."""

    def __init__(self, sep: str) -> None:
        self.sep = sep

    def format_field(self, value: Any, format_spec: str) -> str:
        text = format(value, format_spec)
        grouped = "," in format_spec and isinstance(value, (int, float))
        return text.replace(",", self.sep) if grouped else text


def _rebuilt(
    msgid: str, args: tuple[Any, ...], named: dict[str, Any], plural: str, n: int
) -> Message:
    return Message(msgid, *args, _plural=plural, _count=n, **named)


def counted(singular: str, plural: str, n: int, *args: Any, **named: Any) -> Message:
    """A message about ``n`` things: ``singular`` for one, ``plural`` otherwise (in English;
    a catalogue has its language's forms). Without values, ``n`` fills the form's ``{}``."""
    return Message(singular, *(args or (n,)), _plural=plural, _count=n, **named)


def listed(items: Sequence[object], sep: str = ", ") -> Message:
    """``items`` one after the other, ``sep`` between: each said in the reader's language.

    >>> render(listed([Message("yes"), Message("no")], " / "), "fr")
    'oui / non'
    """
    return Message(sep.join(["{}"] * len(items)), *items)


def both(items: Sequence[object]) -> Message:
    """``items`` joined by "and" (in the reader's language): "a and b and c".

    >>> both(["academie.5", "balzac1839.2"])
    'academie.5 and balzac1839.2'
    """
    if len(items) == 1:
        return Message("{}", items[0])
    return Message("{} and {}", both(items[:-1]), items[-1])


def _speaks(value: object) -> bool:
    return isinstance(value, Message) or isinstance(getattr(value, "said", None), Message)


def render(value: object, lang: str) -> str:
    """``value`` as a reader of ``lang`` reads it: a message (or an error's message) in
    that language, anything else as ``str`` writes it."""
    if isinstance(value, Message):
        return value.render(lang)
    said = getattr(value, "said", None)
    if isinstance(said, Message):
        spoken = getattr(value, "in_language", None)
        return str(spoken(lang)) if callable(spoken) else said.render(lang)
    return str(value)


def in_language(value: Any, lang: str) -> Any:
    """A JSON-like ``value`` (dicts, lists) with every message in it rendered in ``lang``.

    What the browser facade answers: the operations build their answers in English with
    messages as strings, and the edge says them in the request's language.
    """
    if lang == ENGLISH:
        return value
    if isinstance(value, Message):
        return value.render(lang)
    if isinstance(value, dict):
        return {k: in_language(v, lang) for k, v in value.items()}
    if isinstance(value, (list, tuple)):
        return [in_language(v, lang) for v in value]
    return value


class LanguageError(ValueError):
    """A language the engine does not speak (names it and the languages it does)."""


def language(text: object) -> str:
    """``text`` checked as one of the engine's languages, or a one-line refusal.

    >>> language("ru")
    'ru'
    >>> language("de")
    Traceback (most recent call last):
    ...
    mouche.messages.LanguageError: unknown language 'de'; languages: en, fr, ru
    """
    if isinstance(text, str) and text.strip().lower() in LANGUAGES:
        return text.strip().lower()
    shown = repr(text[:20]) if isinstance(text, str) else type(text).__name__
    raise LanguageError(Message("unknown language {}; languages: {}", shown, ", ".join(LANGUAGES)))


def language_of_environment(environ: Mapping[str, str] | None = None) -> str:
    """The language the locale asks for, as gettext reads it (``LANGUAGE``, ``LC_ALL``,
    ``LC_MESSAGES``, ``LANG``): the first the engine speaks, else English.

    >>> language_of_environment({"LANG": "fr_FR.UTF-8"})
    'fr'
    >>> language_of_environment({"LANGUAGE": "de:ru", "LANG": "en_US.UTF-8"})
    'ru'
    >>> language_of_environment({"LC_ALL": "C.UTF-8", "LANG": "ru_RU.UTF-8"})
    'en'
    """
    env = os.environ if environ is None else environ
    for key in ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"):
        value = env.get(key, "")
        if not value:
            continue
        for wanted in value.split(":") if key == "LANGUAGE" else [value]:
            code = wanted.split(".")[0].split("@")[0].split("_")[0].split("-")[0].lower()
            if code in LANGUAGES:
                return code
        if key != "LANGUAGE":  # the first locale variable set decides, as gettext's does
            return ENGLISH
    return ENGLISH
