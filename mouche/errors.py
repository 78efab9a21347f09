r"""The engine's errors: each names the problem; an illegal action names its clause.

A message may quote what the reader wrote, but only through
[`excerpt`][mouche.errors.excerpt]: short, on one line, with control characters,
right-to-left overrides and the like escaped.

>>> print(excerpt("p\u00b2 stand\x1b[31m"))
'p² stand\x1b[31m'
>>> len(excerpt("x" * 10_000)) <= EXCERPT_CHARS + 3
True
"""

from __future__ import annotations

import errno
import unicodedata
from typing import Any

from mouche.messages import ENGLISH, Message, render

EXCERPT_CHARS = 60
"""At most this many characters of input are quoted in a message (plus quotes and '…')."""
MESSAGE_CHARS = 400
"""A message shown to a reader is cut to this many characters."""


def _escaped(text: str, limit: int, quoted: bool) -> tuple[str, bool]:
    """``text`` with every unprintable character escaped as repr does, cut to ``limit``.

    ``quoted``: the text is a reader's (it goes between quotes): also escape backslashes,
    single quotes and the spaces other than U+0020. Otherwise it is a message of ours, whose
    translations write the no-break spaces of their typography (U+00A0, U+202F before a
    French colon): spaces are kept, every other unprintable character is escaped.
    """
    out: list[str] = []
    size = 0
    for ch in text:
        if quoted:
            shown = ch.isprintable() and ch not in "\\'"
        else:
            shown = ch.isprintable() or unicodedata.category(ch) == "Zs"
        if shown:
            piece = ch
        elif ch == "'":
            piece = "\\'"
        else:
            piece = repr(ch)[1:-1]
        if size + len(piece) > limit:
            return "".join(out), True
        out.append(piece)
        size += len(piece)
    return "".join(out), False


def excerpt(text: str, limit: int = EXCERPT_CHARS) -> str:
    """``text`` quoted for a one-line message: escaped like ``repr``, at most ``limit`` long."""
    body, cut = _escaped(str(text), limit, quoted=True)
    return f"'{body}{'…' if cut else ''}'"


def one_line(message: str, limit: int = MESSAGE_CHARS) -> str:
    r"""A message made safe to print: one line, nothing unprintable, at most ``limit`` long.

    Its spaces are kept (a translation's U+202F is typography, not something to escape):
    the reader's words in it were quoted by [`excerpt`][mouche.errors.excerpt], which
    escapes them too.

    >>> one_line("préréglages\u202f: a\x1b[0m") == "préréglages\u202f: a\\x1b[0m"
    True

    The last guard of the command line and the browser facade; the messages the
    engine builds already quote input only through [`excerpt`][mouche.errors.excerpt].
    """
    body, cut = _escaped(str(message), limit, quoted=False)
    return body + ("…" if cut else "")


_OS_ERRORS: dict[int, Message] = {
    errno.ENOENT: Message("no such file or directory"),
    errno.EACCES: Message("permission denied"),
    errno.EPERM: Message("permission denied"),
    errno.EISDIR: Message("is a directory"),
    errno.ENOTDIR: Message("a part of the path is not a directory"),
    errno.ENAMETOOLONG: Message("file name too long"),
    errno.ELOOP: Message("too many levels of symbolic links"),
    errno.EIO: Message("input/output error"),
}
"""The file errors a command meets, in words of the catalogue (Python's own, ``strerror``,
are the C library's, in English): in another language, one not listed is named by its code."""


def _os_error(exc: OSError, lang: str) -> str:
    why: object = exc.strerror
    if not isinstance(why, Message) and lang != ENGLISH:
        code = errno.errorcode.get(exc.errno or 0, str(exc.errno))
        why = _OS_ERRORS.get(exc.errno or 0) or Message("system error {}", code)
    name = exc.filename
    if isinstance(name, bytes):
        name = name.decode("utf-8", "surrogateescape")
    if name is None:
        return render(why, lang)
    return Message("{name}: {why}", name=excerpt(str(name)), why=why).render(lang)


def message_of(exc: BaseException, lang: str = ENGLISH) -> str:
    """The one line a reader is shown for ``exc``, whatever raised it: every command's error.

    An ``OSError`` names its file through [`excerpt`][mouche.errors.excerpt] (Python's
    own message quotes the whole name, however long), and says why in ``lang``; anything
    else is made safe by [`one_line`][mouche.errors.one_line]. An engine's error is said
    in ``lang``.

    >>> print(message_of(FileNotFoundError(2, "No such file or directory", "a/b" * 500)))
    'a/ba/ba/ba/ba/ba/ba/ba/ba/ba/ba/ba/ba/ba/ba/ba/ba/ba/ba/ba/b…': No such file or directory
    >>> print(message_of(FileNotFoundError(2, "No such file or directory", "a.toml"), "fr"))
    'a.toml'\u202f: fichier ou dossier introuvable
    """
    if isinstance(exc, OSError) and exc.strerror:
        return one_line(_os_error(exc, lang))
    return one_line(render(exc, lang))


class MoucheError(Exception):
    """Base class of every error the engine raises on bad input.

    Raised with a message id and its values (``RecordError("missing field {key}",
    key=...)``) or a [`Message`][mouche.messages.Message]: ``str(error)`` is English,
    ``said`` the message, which [`message_of`][mouche.errors.message_of] says in a language.
    """

    def __init__(self, message: str = "", /, **named: Any) -> None:
        said = message if isinstance(message, Message) else Message(message, **named)
        super().__init__(str(said))
        self.said = said

    def in_language(self, lang: str) -> str:
        """The error's message in ``lang``."""
        return self.said.render(lang)


class CardError(MoucheError, ValueError):
    """A card token that is not a card (names the bad token)."""


class RulesetError(MoucheError, ValueError):
    """An unknown ruleset, option or option value."""


class RecordError(MoucheError, ValueError):
    """A malformed hand record (names the field)."""


class IllegalAction(MoucheError):
    """An action the rules forbid.

    ``clause`` is the id of the clause or editorial decision that forbids it;
    ``message`` a readable reason; ``note``, when the clause is another source's
    than the ruleset's own, says so.  The state it was tried on is unchanged.
    """

    def __init__(self, clause: str, message: str, note: str = "", /, **named: Any) -> None:
        said = message if isinstance(message, Message) else Message(message, **named)
        super().__init__(Message("{message} [{clause}]", message=said, clause=clause))
        self.clause = clause
        self.message = said
        self.note = note


class SetupError(MoucheError, ValueError):
    """A deal that cannot be set up: wrong pack, duplicate card, bad seat."""
