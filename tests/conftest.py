"""Shared fixtures.

``built_site``: the site built once per test run with ``mkdocs build --strict`` into a
temporary folder (the site tests and the browser tests read it, never write it). When the
suite runs on several processes (``pytest -n 2``, as ``make test`` does), the first process
to need it builds it and the others read the same folder; a process that would wait for
another's build builds the other site meanwhile (a whole run needs both), instead of
standing idle. ``public_site``: the same, built once with its public address set
(``MOUCHE_SITE_URL``), for the tests that need one.
"""

from __future__ import annotations

import contextlib
import fcntl
import os
from pathlib import Path

import pytest
from site_helpers import PUBLIC, build_site

BUILDS: dict[str, str | None] = {"site": None, "public": PUBLIC}
"""The session's builds: their folder's name, and their public address."""


def _build_shared(shared: Path, name: str, wait: bool) -> bool:
    """Build ``name`` into ``shared`` unless it is built; ``wait=False``: give up (False) if
    another process is building it."""
    with (shared / f"{name}.lock").open("w") as lock:
        try:
            fcntl.flock(lock, fcntl.LOCK_EX | (0 if wait else fcntl.LOCK_NB))
        except BlockingIOError:
            return False
        if not (shared / f"{name}.built").exists():  # the lock is released when the file closes
            build_site(shared / name, BUILDS[name])
            (shared / f"{name}.built").touch()
    return True


def _built_once(tmp_path_factory: pytest.TempPathFactory, name: str) -> Path:
    """The site built into ``name`` once per test run, whatever the number of processes."""
    if not os.environ.get("PYTEST_XDIST_WORKER"):
        return build_site(tmp_path_factory.mktemp(name) / "site", BUILDS[name])
    shared = tmp_path_factory.getbasetemp().parent  # the same for every process of this run
    if not _build_shared(shared, name, wait=False):
        for other in BUILDS.keys() - {name}:
            # a failed build: the test that needs it builds it again and says why
            with contextlib.suppress(AssertionError):
                _build_shared(shared, other, wait=False)
        _build_shared(shared, name, wait=True)
    return shared / name


@pytest.fixture(scope="session")
def built_site(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return _built_once(tmp_path_factory, "site")


@pytest.fixture(scope="session")
def public_site(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return _built_once(tmp_path_factory, "public")
