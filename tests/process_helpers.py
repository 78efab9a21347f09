"""What the signal tests share: a process's descendants, and whether they are gone (read
from /proc; the tests that use them skip where there is none)."""

from __future__ import annotations

import subprocess
import time
from pathlib import Path


def descendants(pid: int) -> list[int]:
    """The processes under ``pid``, children first."""
    out: list[int] = []
    found = subprocess.run(["pgrep", "-P", str(pid)], capture_output=True, text=True).stdout
    for child in found.split():
        out += [int(child), *descendants(int(child))]
    return out


def alive(pid: int) -> bool:
    """Whether ``pid`` runs (a zombie, waiting to be reaped, does not)."""
    try:
        return Path(f"/proc/{pid}/stat").read_text().split(")")[-1].split()[0] != "Z"
    except OSError:
        return False


def all_gone(pids: list[int], within: float = 10.0) -> bool:
    """Whether every one of ``pids`` has ended within ``within`` seconds (a bound on a
    hang, not a measure)."""
    deadline = time.monotonic() + within
    while any(alive(p) for p in pids) and time.monotonic() < deadline:
        time.sleep(0.1)
    return not any(alive(p) for p in pids)
