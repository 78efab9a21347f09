"""Playwright fixtures: Debian's Chromium against the built site on a free localhost port.

One browser per test session. Every page runs under a guard that routes all
requests: anything not on the site's origin is aborted and fails the test, and
so does any console error, uncaught page error or dialog (an injected
``alert``).
"""

from __future__ import annotations

import os
import shutil
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from mouche.serve import running

from .browser_helpers import CHROMIUM, CHROMIUM_ARGS, Guard, guarded_context


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    here = Path(__file__).parent
    for item in items:
        if Path(str(item.fspath)).parent == here:
            item.add_marker(pytest.mark.browser)


@pytest.fixture(scope="session")
def site_url(built_site: Path) -> Iterator[str]:
    with running(str(built_site)) as url:
        yield url


@pytest.fixture(scope="session")
def chromium() -> Iterator[Any]:
    if not (Path(CHROMIUM).exists() or shutil.which(CHROMIUM)):
        if os.environ.get("CI"):
            pytest.fail(f"Chromium not found at {CHROMIUM}: .ci/run installs it")
        pytest.skip(f"Chromium not found at {CHROMIUM} (apt-get install chromium)")
    from playwright.sync_api import sync_playwright

    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
        yield browser
        browser.close()


@pytest.fixture
def guarded(chromium: Any, site_url: str) -> Iterator[tuple[Any, Guard]]:
    context, guard = guarded_context(chromium, site_url)
    yield context, guard
    context.close()
    guard.check()
