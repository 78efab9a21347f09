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
* a bad argument is one escaped line, as bad input is
  ([`OneLineParser`][mouche.cli_io.OneLineParser]);
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
from collections.abc import Sequence
from typing import IO, Any, BinaryIO, ClassVar, NoReturn

from mouche.errors import EXCERPT_CHARS, excerpt, one_line

__all__ = [
    "OneLineParser",
    "Unreadable",
    "open_regular",
    "reader_gone",
    "standard_input",
    "tolerant_output",
]

_KINDS = (
    (stat.S_ISDIR, "a directory"),
    (stat.S_ISFIFO, "a named pipe (FIFO)"),
    (stat.S_ISCHR, "a character device"),
    (stat.S_ISBLK, "a block device"),
    (stat.S_ISSOCK, "a socket"),
)
_NO_WAIT = getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_NOCTTY", 0)
"""Open flags: a FIFO's open does not wait for a writer, a terminal is not taken over."""


class Unreadable(OSError):
    """A file (or standard input) that is not there to be read, and why: one line."""


def _kind(mode: int) -> str:
    return next((what for test, what in _KINDS if test(mode)), "not a file")


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
            raise Unreadable(0, f"is {_kind(mode)}, not a regular file", os.fspath(path))
        if _NO_WAIT:
            os.set_blocking(fd, True)
        return os.fdopen(fd, "rb")
    except BaseException:
        os.close(fd)
        raise


def standard_input() -> IO[str]:
    """``sys.stdin``, or [`Unreadable`][mouche.cli_io.Unreadable] if it is closed."""
    if sys.stdin is None:
        raise Unreadable(0, "standard input is closed: give a file instead of -")
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


class OneLineParser(argparse.ArgumentParser):
    """Arguments parsed as argparse does, but a bad one is one escaped line, as bad input is,
    quoting at most a short excerpt of each argument (argparse quotes them whole)."""

    _arguments: ClassVar[tuple[str, ...]] = ()
    """The command line being parsed, so that any parser's error (a subcommand's too) can
    shorten the arguments argparse quotes whole."""

    def parse(self, argv: Sequence[str] | None = None) -> argparse.Namespace:
        """``parse_args``, but stray arguments are named by excerpts, three at most."""
        OneLineParser._arguments = tuple(sys.argv[1:] if argv is None else argv)
        parsed, stray = self.parse_known_args(argv)
        if stray:
            more = f" and {len(stray) - 3} more" if len(stray) > 3 else ""
            self.error(f"unrecognized arguments: {', '.join(map(excerpt, stray[:3]))}{more}")
        return parsed

    def _check_value(self, action: argparse.Action, value: Any) -> None:
        if action.choices is not None and value not in action.choices:
            choices = ", ".join(map(str, action.choices))
            raise argparse.ArgumentError(
                action, f"invalid choice: {excerpt(str(value))} (choose from {choices})"
            )

    def error(self, message: str) -> NoReturn:
        for argument in sorted(self._arguments, key=len, reverse=True):
            for quoted in (argument, *argument.split("=", 1)[1:]):
                if len(quoted) > EXCERPT_CHARS and quoted in message:
                    message = message.replace(quoted, excerpt(quoted)[1:-1])
        self.exit(2, f"error: {one_line(message)} ({self.prog} --help)\n")
