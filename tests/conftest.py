"""Shared fixtures.

``built_site``: the site built once per test run with ``mkdocs build --strict`` into a
temporary folder (the site tests and the browser tests read it, never write it). When the
suite runs on several processes (``pytest -n 2``, as ``make test`` does), the first process
to need it builds it and the others wait for it and read the same folder.
"""

from __future__ import annotations

import fcntl
import os
from pathlib import Path

import pytest
from site_helpers import build_site


@pytest.fixture(scope="session")
def built_site(tmp_path_factory: pytest.TempPathFactory) -> Path:
    if not os.environ.get("PYTEST_XDIST_WORKER"):
        return build_site(tmp_path_factory.mktemp("site") / "site")
    shared = tmp_path_factory.getbasetemp().parent  # the same for every process of this run
    dest, built = shared / "site", shared / "site.built"
    with (shared / "site.lock").open("w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)  # released when the file closes
        if not built.exists():
            build_site(dest)
            built.touch()
    return dest
