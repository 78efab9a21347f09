"""Shared fixtures.

``built_site``: the site built once per test run with ``mkdocs build --strict`` into a
temporary folder (the site tests and the browser tests read it, never write it). When the
suite runs on several processes (``pytest -n 2``, as ``make test`` does), the first process
to need it builds it and the others read the same folder; a process that would wait for
another's build builds the other site meanwhile (a whole run needs both), instead of
standing idle. ``public_site``: the same, built once with its public address set
(``MOUCHE_SITE_URL``), for the tests that need one.

``make test`` (``tests/suite.py``) runs the suite in two phases and names one folder for
the builds of both in ``MOUCHE_TEST_BUILDS``: the second phase (the tests marked ``alone``)
reads the sites the first built instead of building them again, and runs only the tests
the first phase set aside for it (their ids, written here to ``alone.txt`` in that folder),
without collecting the whole suite again.
"""

from __future__ import annotations

import contextlib
import fcntl
import os
from pathlib import Path

import pytest
from site_helpers import PUBLIC, build_site
from suite import ALONE, SHARED_BUILDS

BUILDS: dict[str, str | None] = {"site": None, "public": PUBLIC}
"""The session's builds: their folder's name, and their public address."""

SITE_FIXTURES = frozenset({"built_site", "public_site", "site_url"})


@pytest.hookimpl(tryfirst=True)  # before -m deselects by the marks
def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    """A test that reads a built site is marked ``site`` (``make check`` leaves it out)."""
    for item in items:
        wanted = set(getattr(item, "fixturenames", ()))
        callspec = getattr(item, "callspec", None)  # a build named by a parameter
        if callspec is not None:
            wanted |= {v for v in callspec.params.values() if isinstance(v, str)}
        if SITE_FIXTURES & wanted:
            item.add_marker(pytest.mark.site)


def pytest_deselected(items: list[pytest.Item]) -> None:
    """Write down the ``alone`` tests this phase leaves out, for ``make test``'s second
    phase (each process of the first writes the same ids: the runner reads them once)."""
    folder = os.environ.get(SHARED_BUILDS)
    alone = [item.nodeid for item in items if item.get_closest_marker("alone")]
    if folder and alone:
        with (Path(folder) / ALONE).open("a", encoding="utf-8") as out:
            out.write("".join(f"{nodeid}\n" for nodeid in alone))


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


def _shared_folder(tmp_path_factory: pytest.TempPathFactory) -> Path | None:
    """Where this run's processes share their builds: the folder ``make test`` names for
    both its phases, else (``pytest -n N``) the parent of every process's temporary
    folder; ``None`` for a run in one process."""
    if folder := os.environ.get(SHARED_BUILDS):
        return Path(folder)
    if os.environ.get("PYTEST_XDIST_WORKER"):
        return tmp_path_factory.getbasetemp().parent  # the same for every process of this run
    return None


def _built_once(tmp_path_factory: pytest.TempPathFactory, name: str) -> Path:
    """The site built into ``name`` once per test run, whatever the number of processes."""
    shared = _shared_folder(tmp_path_factory)
    if shared is None:
        return build_site(tmp_path_factory.mktemp(name) / "site", BUILDS[name])
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
