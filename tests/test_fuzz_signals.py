"""Signals at any moment (issue 37, point 3, at length under ``make fuzz``): SIGINT, SIGTERM
or SIGHUP, once or twice, to the main process of ``simulate --workers 2`` at a random moment
from its start (importing, planning, playing): it ends with ``128 + signal`` (killed by it
before the interpreter has started, or 0 if it had finished), no traceback, and no worker
left alive. The one exception is not ours: a SIGINT while CPython itself starts (importing
``site``), before the program runs, ends with the interpreter's own fatal error.

Each example is a process group of its own, killed whole in a ``finally``.
"""

from __future__ import annotations

import contextlib
import os
import re
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest
from fuzz_helpers import fuzz
from hypothesis import given
from hypothesis import strategies as st
from process_helpers import all_gone, descendants

ROOT = Path(__file__).resolve().parent.parent
SIGNALS = [signal.SIGINT, signal.SIGTERM, signal.SIGHUP]


@pytest.mark.skipif(not Path("/proc").is_dir(), reason="reads /proc")
@fuzz(2, share=0.01)
@given(st.sampled_from(SIGNALS), st.booleans(), st.integers(0, 2500))
def test_a_signal_at_any_moment_ends_simulate_and_its_workers(
    signum: int, twice: bool, after_ms: int
) -> None:
    p = subprocess.Popen(
        [sys.executable, "-m", "mouche", "simulate", "--workers", "2", "--deals", "100000"],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        cwd=ROOT,
        start_new_session=True,
    )
    seen: list[int] = []
    try:
        end = time.monotonic() + after_ms / 1000
        while time.monotonic() < end:
            seen = sorted(set(seen) | set(descendants(p.pid)))
            time.sleep(0.02)
        os.kill(p.pid, signum)
        if twice:
            time.sleep(0.05)
            with contextlib.suppress(ProcessLookupError):
                os.kill(p.pid, signum)
        _, err = p.communicate(timeout=60)
        # -signum: the signal came before the interpreter had set any handler (killed by it,
        # as any program is, silently; a shell reports it as 128 + signum)
        if p.returncode == 1 and signum == signal.SIGINT and _in_start_up(err):
            pass  # CPython's own start-up was interrupted, before any code of ours could run
        else:
            assert p.returncode in (0, 128 + signum, -signum), (p.returncode, err[-300:])
            assert b"Traceback" not in err
        assert all_gone(seen)
    finally:
        with contextlib.suppress(ProcessLookupError):
            os.killpg(p.pid, signal.SIGKILL)


def _in_start_up(err: bytes) -> bool:
    """A SIGINT while CPython imports ``site`` (its ``.pth`` files among them), before it runs
    the module asked for: the interpreter's own KeyboardInterrupt, which no program can
    catch (4 runs in 100 at 8 ms here; more on a loaded machine). No frame of ours or of
    ``runpy``, which runs ``-m mouche``, may be in it."""
    return b"KeyboardInterrupt" in err and not re.search(rb'File "[^"]*(/mouche/|runpy)', err)
