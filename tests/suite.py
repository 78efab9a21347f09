"""``make test``: the whole suite in two phases, each phase's wall time printed.

1. Every test but those marked ``alone``, on ``--workers`` processes (pytest-xdist, a test
   file to a process), under coverage, with the 15 slowest tests listed.
2. The ``alone`` tests (they assert a ratio of two speeds, so no other test may load the
   machine meanwhile), by the ids the first phase set aside (``tests/conftest.py``), in one
   process, adding to the coverage and reporting it.

Both phases share one folder of builds (``MOUCHE_TEST_BUILDS``): the site is built once
per run, not once per phase. The set-up's time (``make setup``, before this script) is
printed too when the Makefile passes the time it started (``--started``).

Run from the repository's root: ``python tests/suite.py [--workers N] [PYTEST ARGS...]``.
"""

from __future__ import annotations

import argparse
import os
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

SHARED_BUILDS = "MOUCHE_TEST_BUILDS"
"""The variable naming the folder where both phases share their builds (``conftest.py``)."""
ALONE = "alone.txt"
"""In that folder: the ids of the tests the first phase set aside for the second."""
COVERAGE_FLOOR = 95


def pytest(args: list[str], env: dict[str, str]) -> int:
    return subprocess.call([sys.executable, "-m", "pytest", *args], env=env)


def alone_ids(folder: Path) -> list[str]:
    """The ``alone`` tests the first phase set aside, each once, in the order written."""
    path = folder / ALONE
    if not path.exists():
        return []
    lines = path.read_text(encoding="utf-8").splitlines()
    return list(dict.fromkeys(line for line in lines if line))


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--workers", default="2", help="processes of the first phase")
    parser.add_argument("--started", type=float, help="when make test started (epoch s)")
    options, extra = parser.parse_known_args(argv)
    times: list[tuple[str, float]] = []
    if options.started:
        times.append(("set-up", time.time() - options.started))
    folder = Path(tempfile.mkdtemp(prefix="mouche-builds-"))
    env = {**os.environ, SHARED_BUILDS: str(folder)}
    try:
        start = time.monotonic()
        status = pytest(
            ["-n", options.workers, "--dist", "loadfile", "-m", "not alone"]
            + ["--cov=mouche", "--cov-report=", "--durations=15", *extra],
            env,
        )
        times.append(("parallel phase", time.monotonic() - start))
        ids = alone_ids(folder)
        if status == 0 and ids:
            start = time.monotonic()
            status = pytest(
                [*ids, "--cov=mouche", "--cov-append", "--cov-report=term"]
                + [f"--cov-fail-under={COVERAGE_FLOOR}", *extra],
                env,
            )
            times.append(("alone phase", time.monotonic() - start))
    finally:
        shutil.rmtree(folder, ignore_errors=True)
    print(
        "wall time: "
        + ", ".join(f"{name} {seconds:.0f} s" for name, seconds in times)
        + f"; in all {sum(seconds for _, seconds in times):.0f} s"
    )
    return status


if __name__ == "__main__":
    sys.exit(main())
