"""The command line's edge with its environment: the files it is given, its standard streams.

Whatever the shell hands it, ``python -m mouche`` answers at once, in one line:

* a file named on the command line is read only if it is a regular file: a named
  pipe (which would wait for a writer, forever), a device (``/dev/zero`` never
  ends) or a folder is refused by [`open_regular`][mouche.cli_io.open_regular]
  before a byte is read, as an [`Unreadable`][mouche.cli_io.Unreadable] error;
* standard input, when closed (``<&-``), is refused the same way
  ([`standard_input`][mouche.cli_io.standard_input]); a pipe or a terminal is read;
* output goes to a terminal of any encoding: what it cannot show is escaped
  as JSON writes it (``\\u2026``), not fatal, and JSON stays the same JSON
  ([`tolerant_output`][mouche.cli_io.tolerant_output]);
* a bad argument is one escaped line, as bad input is, in the reader's language, and so is
  ``--help`` ([`OneLineParser`][mouche.cli_io.OneLineParser],
  [`argparse_speaks`][mouche.cli_io.argparse_speaks]);
* output read only in part (``python -m mouche ... | head``) ends the command quietly, exit
  0, as the reader wanted no more ([`reader_gone`][mouche.cli_io.reader_gone]).
"""

from __future__ import annotations

import argparse
import codecs
import io
import os
import select
import stat
import sys
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from typing import IO, Any, BinaryIO, ClassVar, NoReturn

from mouche.errors import EXCERPT_CHARS, excerpt, one_line
from mouche.messages import (
    ENGLISH,
    N_,
    LanguageError,
    Message,
    counted,
    language,
    language_of_environment,
    listed,
    render,
    translate,
    translations,
)

__all__ = [
    "ARGPARSE_MESSAGES",
    "OneLineParser",
    "Unreadable",
    "argparse_speaks",
    "open_regular",
    "reader_gone",
    "standard_input",
    "tolerant_output",
    "wanted_language",
]

_KINDS = (
    (stat.S_ISDIR, Message("a directory")),
    (stat.S_ISFIFO, Message("a named pipe (FIFO)")),
    (stat.S_ISCHR, Message("a character device")),
    (stat.S_ISBLK, Message("a block device")),
    (stat.S_ISSOCK, Message("a socket")),
)
_NO_WAIT = getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_NOCTTY", 0)
"""Open flags: a FIFO's open does not wait for a writer, a terminal is not taken over."""


class Unreadable(OSError):
    """A file (or standard input) that is not there to be read, and why: one line."""


def _kind(mode: int) -> Message:
    return next((what for test, what in _KINDS if test(mode)), Message("not a file"))


def open_regular(path: str | os.PathLike[str]) -> BinaryIO:
    """``path`` opened for reading in binary, if it is a regular file (links followed).

    Anything else raises [`Unreadable`][mouche.cli_io.Unreadable] at once, without
    reading: the kind of file is taken from the opened descriptor, so nothing can
    swap the file between a check and the open.
    """
    fd = os.open(path, os.O_RDONLY | _NO_WAIT | getattr(os, "O_CLOEXEC", 0))
    try:
        mode = os.fstat(fd).st_mode
        if not stat.S_ISREG(mode):
            raise Unreadable(
                0, Message("is {kind}, not a regular file", kind=_kind(mode)), os.fspath(path)
            )
        if _NO_WAIT:
            os.set_blocking(fd, True)
        return os.fdopen(fd, "rb")
    except BaseException:
        os.close(fd)
        raise


def standard_input() -> IO[str]:
    """``sys.stdin``, or [`Unreadable`][mouche.cli_io.Unreadable] if it is closed."""
    if sys.stdin is None:
        raise Unreadable(0, Message("standard input is closed: give a file instead of -"))
    return sys.stdin


def _u_escape(error: UnicodeError) -> tuple[str, int]:
    """Each character an output's encoding lacks, written ``\\uXXXX`` as JSON writes it (a
    pair of them beyond U+FFFF): text stays readable, JSON stays the same JSON."""
    if not isinstance(error, UnicodeEncodeError):
        raise error
    units = error.object[error.start : error.end].encode("utf-16-be", "surrogatepass")
    return "".join(
        f"\\u{units[i] << 8 | units[i + 1]:04x}" for i in range(0, len(units), 2)
    ), error.end


def tolerant_output() -> None:
    """Let stdout and stderr escape what their encoding cannot show (``…`` as ``\\u2026``)."""
    codecs.register_error("mouche.u-escape", _u_escape)
    for stream in (sys.stdout, sys.stderr):
        if isinstance(stream, io.TextIOWrapper):
            stream.reconfigure(errors="mouche.u-escape")


def reader_gone() -> bool:
    """Whether standard output is a pipe (or socket) whose reader has closed it: a
    ``BrokenPipeError`` is then the reader's ``| head``, not a failure, and standard output
    is pointed at the null device, so that the interpreter's last flush says nothing."""
    try:
        fd = sys.stdout.fileno()
        poll = select.poll()
        poll.register(fd, select.POLLOUT)
        gone = any(ev & (select.POLLERR | select.POLLHUP) for _, ev in poll.poll(0))
    except (AttributeError, OSError, ValueError):  # no such stream, or no poll
        return False
    if gone:
        os.dup2(os.open(os.devnull, os.O_WRONLY), fd)
    return gone


ARGPARSE_MESSAGES = (
    N_("usage: "),
    N_("positional arguments"),
    N_("options"),
    N_("show this help message and exit"),
    N_("the following arguments are required: %s"),
    N_("argument %(argument_name)s: %(message)s"),
    N_("expected one argument"),
    N_("expected at most one argument"),
    N_("expected at least one argument"),
    N_("ignored explicit argument %r"),
    N_("ambiguous option: %(option)s could match %(matches)s"),
    N_("invalid %(type)s value: %(value)r"),
    N_("not allowed with argument %s"),
    N_("one of the arguments %s is required"),
    N_("unexpected option string: %s"),
)
"""argparse's own words that our command lines can show (its ``gettext`` message ids,
byte for byte): the ``mouche`` catalogue translates them, for
[`argparse_speaks`][mouche.cli_io.argparse_speaks]. (Its refusals of an unknown argument
and of a choice not offered are ours: [`OneLineParser`][mouche.cli_io.OneLineParser].)"""


@contextmanager
def argparse_speaks(lang: str) -> Iterator[None]:
    """argparse's own words (its usage line, its help's headings, its errors) in ``lang``
    while a command line is built and parsed.

    argparse asks for each of them with the names ``_`` and ``ngettext`` of its module
    (``gettext``'s, for a catalogue of a domain ``argparse`` that no system of ours has,
    and no language but the process's): for the parse, they are our catalogue's, which has
    them ([`ARGPARSE_MESSAGES`][mouche.cli_io.ARGPARSE_MESSAGES]), and they are put back
    after. The one way to make argparse speak without copying its code; the command line
    parses once, in one thread.
    """
    said = translations(lang)
    module = vars(argparse)  # its names _ and ngettext are not typed: they are its own
    saved = module["_"], module["ngettext"]
    module["_"], module["ngettext"] = said.gettext, said.ngettext
    try:
        yield
    finally:
        module["_"], module["ngettext"] = saved


def wanted_language(argv: Sequence[str], environ: dict[str, str] | None = None) -> str:
    """The language a command line asks for before it is parsed, to parse it in that
    language: its last ``--lang`` (before its subcommand or after), else the locale's; an
    unknown one is refused, later, in the locale's.

    >>> wanted_language(["--lang", "fr", "replay", "x"]), wanted_language(["x", "--lang=ru"])
    ('fr', 'ru')
    >>> wanted_language(["replay", "--lang", "de"], {"LANG": "fr_FR.UTF-8"})
    'fr'
    """
    wanted = None
    for k, token in enumerate(argv):
        if token == "--lang" and k + 1 < len(argv):
            wanted = argv[k + 1]
        elif token.startswith("--lang="):
            wanted = token.partition("=")[2]
    try:
        return language(wanted) if wanted is not None else language_of_environment(environ)
    except LanguageError:
        return language_of_environment(environ)


class _SpeakingFormatter(argparse.HelpFormatter):
    """``--help`` in the reader's language: our help texts and descriptions are message ids
    of the catalogue (argparse's own words are [`argparse_speaks`][argparse_speaks]')."""

    lang: ClassVar[str] = ENGLISH

    def _get_help_string(self, action: argparse.Action) -> str | None:
        return translate(action.help, self.lang) if action.help else action.help

    def start_section(self, heading: str | None) -> None:
        super().start_section(translate(heading, self.lang) if heading else heading)

    def add_text(self, text: str | None) -> None:
        super().add_text(translate(text, self.lang) if text and text != argparse.SUPPRESS else text)


class OneLineParser(argparse.ArgumentParser):
    """Arguments parsed as argparse does, but a bad one is one escaped line, as bad input is,
    quoting at most a short excerpt of each argument (argparse quotes them whole), in the
    language of the parse (``--help`` too)."""

    _arguments: ClassVar[tuple[str, ...]] = ()
    """The command line being parsed, so that any parser's error (a subcommand's too) can
    shorten the arguments argparse quotes whole."""
    lang: ClassVar[str] = ENGLISH
    """The language of the parse under way (``parse``'s), for every parser's refusals."""

    def parse(self, argv: Sequence[str] | None = None, lang: str = ENGLISH) -> argparse.Namespace:
        """``parse_args`` in ``lang``, but stray arguments are named by excerpts, three at most.

        The caller builds its parsers and parses inside [`argparse_speaks`][argparse_speaks].
        """
        OneLineParser._arguments = tuple(sys.argv[1:] if argv is None else argv)
        OneLineParser.lang = _SpeakingFormatter.lang = lang
        parsed, stray = self.parse_known_args(argv)
        if stray:
            shown = listed([excerpt(a) for a in stray[:3]])
            more = len(stray) - 3
            self.error(
                counted(
                    "unrecognized arguments: {} and {} more",
                    "unrecognized arguments: {} and {} more",
                    more,
                    shown,
                    more,
                )
                if more > 0
                else Message("unrecognized arguments: {}", shown)
            )
        return parsed

    def _get_formatter(self) -> argparse.HelpFormatter:
        return _SpeakingFormatter(prog=self.prog)

    def _check_value(self, action: argparse.Action, value: Any) -> None:
        if action.choices is not None and value not in action.choices:
            choices = ", ".join(map(str, action.choices))
            raise argparse.ArgumentError(
                action,
                Message(
                    "invalid choice: {value} (choose from {choices})",
                    value=excerpt(str(value)),
                    choices=choices,
                ).render(self.lang),
            )

    def error(self, message: str) -> NoReturn:
        message = render(message, self.lang)
        for argument in sorted(self._arguments, key=len, reverse=True):
            for quoted in (argument, *argument.split("=", 1)[1:]):
                if len(quoted) > EXCERPT_CHARS and quoted in message:
                    message = message.replace(quoted, excerpt(quoted)[1:-1])
        said = Message(
            "error: {message} ({prog} --help)", message=one_line(message), prog=self.prog
        )
        self.exit(2, said.render(self.lang) + "\n")
