"""Shared fixtures.

``built_site``: the site built once per test session with ``mkdocs build --strict``
into a temporary folder (the site tests and the browser tests read it).
"""

from __future__ import annotations

from pathlib import Path

import pytest
from site_helpers import build_site


@pytest.fixture(scope="session")
def built_site(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return build_site(tmp_path_factory.mktemp("site") / "site")
