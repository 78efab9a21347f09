"""A command and its worker processes end together on every signal (issue 37, point 3):
Ctrl-C once or twice, SIGTERM or SIGHUP sent to the main process alone, and Ctrl-C while
the engine is still being imported: the status ``128 + signal``, no traceback, no worker
left behind holding standard output open.

Each case is a process group of its own on this machine, killed whole in a ``finally``;
the waits are generous bounds that stop a hang, not measures.
"""

from __future__ import annotations

import contextlib
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest
from process_helpers import all_gone, descendants

ROOT = Path(__file__).resolve().parent.parent
SIMULATE = [sys.executable, "-m", "mouche", "simulate", "--workers", "2", "--deals", "100000"]


@pytest.mark.skipif(not Path("/proc").is_dir(), reason="reads /proc")
@pytest.mark.parametrize(
    ("signals", "status"),
    [
        ((signal.SIGTERM,), 143),
        ((signal.SIGHUP,), 129),
        ((signal.SIGINT,), 130),
        ((signal.SIGINT, signal.SIGINT), 130),
    ],
    ids=["term", "hup", "int", "int-twice"],
)
def test_simulate_and_its_workers_end_together(signals: tuple[int, ...], status: int) -> None:
    p = subprocess.Popen(
        SIMULATE,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        cwd=ROOT,
        start_new_session=True,
    )
    try:
        deadline = time.monotonic() + 60
        while len(workers := descendants(p.pid)) < 2 and time.monotonic() < deadline:
            time.sleep(0.1)
        assert len(workers) == 2, "the workers never started"
        for s in signals:
            os.kill(p.pid, s)  # the main process alone, as kill PID does
            time.sleep(0.05)
        out, err = p.communicate(timeout=60)  # returns once every writer has closed stdout
        assert p.returncode == status
        assert b"Traceback" not in err and b"interrupted:" in err
        assert out.startswith(b"{")  # the figures of the deals played
        assert all_gone(workers)
    finally:
        with contextlib.suppress(ProcessLookupError):
            os.killpg(p.pid, signal.SIGKILL)


def test_ctrl_c_while_the_engine_is_imported_is_quiet() -> None:
    """The interpreter marks ``python -m``'s import with ``sys.argv == ['-m']``: a signal
    then ends the process at once, with its status and no traceback."""
    code = (
        "import sys; sys.argv[:] = ['-m']; import mouche, os, signal, time; "
        "os.kill(os.getpid(), signal.SIGINT); time.sleep(30)"
    )
    done = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, cwd=ROOT, timeout=60
    )
    assert done.returncode == 130 and done.stderr == "\n" and not done.stdout


def test_a_library_that_imports_mouche_keeps_its_own_handlers() -> None:
    code = (
        "import signal, mouche; "
        "print(signal.getsignal(signal.SIGINT) is signal.default_int_handler)"
    )
    done = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, cwd=ROOT, timeout=60
    )
    assert done.stdout == "True\n"
