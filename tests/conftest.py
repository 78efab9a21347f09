"""Shared fixtures.

``built_site``: the site built once per test run with ``mkdocs build --strict`` into a
temporary folder (the site tests and the browser tests read it, never write it). When the
suite runs on several processes (``pytest -n 2``, as ``make test`` does), the first process
to need it builds it and the others wait for it and read the same folder. ``public_site``:
the same, built once with its public address set (``MOUCHE_SITE_URL``), for the tests that
need one.
"""

from __future__ import annotations

import fcntl
import os
from pathlib import Path

import pytest
from site_helpers import PUBLIC, build_site


def _built_once(tmp_path_factory: pytest.TempPathFactory, name: str, url: str | None) -> Path:
    """The site built into ``name`` once per test run, whatever the number of processes."""
    if not os.environ.get("PYTEST_XDIST_WORKER"):
        return build_site(tmp_path_factory.mktemp(name) / "site", url)
    shared = tmp_path_factory.getbasetemp().parent  # the same for every process of this run
    dest, built = shared / name, shared / f"{name}.built"
    with (shared / f"{name}.lock").open("w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)  # released when the file closes
        if not built.exists():
            build_site(dest, url)
            built.touch()
    return dest


@pytest.fixture(scope="session")
def built_site(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return _built_once(tmp_path_factory, "site", None)


@pytest.fixture(scope="session")
def public_site(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return _built_once(tmp_path_factory, "public", PUBLIC)
