"""How a command stops: Ctrl-C, ``kill`` (SIGTERM) and a closed terminal (SIGHUP).

A command run as ``python -m mouche ...`` ends on any of them with its worker processes,
quietly: no traceback, the exit status ``128 + signal`` (130, 143, 129), and a second signal
while it is stopping changes nothing (it used to deadlock in the pool's shutdown, or print
a traceback).  [`stop_on_signals`][stop_on_signals] makes each of them raise
[`Stopped`][Stopped], a ``KeyboardInterrupt``, so every path that keeps what was done on
Ctrl-C (``simulate`` prints the figures of the deals played) keeps it on the others too.
[`quiet_while_starting`][quiet_while_starting] covers the moment before that, while the
engine is imported.  A library that imports ``mouche`` gets none of this.
"""

from __future__ import annotations

import contextlib
import os
import signal
import sys
from types import FrameType

STOP_SIGNALS: tuple[signal.Signals, ...] = tuple(
    getattr(signal, name) for name in ("SIGINT", "SIGTERM", "SIGHUP") if hasattr(signal, name)
)
"""The signals that stop a command (SIGHUP where the system has it)."""


class Stopped(KeyboardInterrupt):
    """A command stopped by ``signum``; ``status`` is the exit status it ends with."""

    def __init__(self, signum: int) -> None:
        super().__init__(signum)
        self.signum = signum
        self.status = 128 + signum


_OWNER: list[int] = []
"""The process that set the handlers (a worker forked as the signal came inherits them)."""
_STOPPED: list[int] = []
"""The status of the signal that stopped this process, once one has."""


def _stop(signum: int, frame: FrameType | None) -> None:
    if not _OWNER or os.getpid() != _OWNER[0]:
        return  # a worker forked while the signal came: its parent ends it
    for s in STOP_SIGNALS:  # the command is stopping: a second signal changes nothing
        signal.signal(s, signal.SIG_IGN)
    _STOPPED.append(128 + signum)
    raise Stopped(signum)


def stop_on_signals() -> None:
    """Make Ctrl-C, SIGTERM and SIGHUP raise [`Stopped`][Stopped] in the main thread."""
    _OWNER[:] = [os.getpid()]
    for s in STOP_SIGNALS:
        signal.signal(s, _stop)


def end_if_stopped(status: int) -> int:
    """``status``, or, once a signal has stopped the command, the end of the process with
    that signal's status, now: its output flushed, nothing left to wait for (a worker pool's
    threads, joined at the interpreter's exit, could wait for a worker that was being
    started when the signal came)."""
    if not _STOPPED:
        return status
    for stream in (sys.stdout, sys.stderr):
        with contextlib.suppress(OSError, ValueError):
            stream.flush()
    os._exit(_STOPPED[0])


def status_of(stop: KeyboardInterrupt) -> int:
    """The exit status of a command stopped by ``stop``: 130 for a plain Ctrl-C."""
    return stop.status if isinstance(stop, Stopped) else 128 + signal.SIGINT


def _quiet(signum: int, frame: FrameType | None) -> None:
    os.write(2, b"\n")
    os._exit(128 + signum)


def quiet_while_starting() -> None:
    """While the engine is imported for ``python -m mouche``, any stop signal ends the
    process at once with its status, without the traceback of an interrupted import."""
    if sys.argv[:1] == ["-m"]:  # the interpreter's mark while it imports the -m package
        for s in STOP_SIGNALS:
            signal.signal(s, _quiet)


__all__ = [
    "STOP_SIGNALS",
    "Stopped",
    "end_if_stopped",
    "quiet_while_starting",
    "status_of",
    "stop_on_signals",
]
