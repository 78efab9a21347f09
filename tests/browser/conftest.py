"""Playwright fixtures: Debian's Chromium against the built site on a free localhost port.

One browser per test process. Every page runs under a guard that routes all
requests: anything not on the site's origin is aborted and fails the test, and
so does any console error, uncaught page error or dialog (an injected
``alert``).

Two ways to get a guarded context (see CONTRIBUTING.md, "Browser tests"):

* ``guarded``: a fresh context (a first-time reader: empty caches, no service
  worker); a test that starts the engine in it pays a cold Pyodide start (several
  seconds of CPU). For what only a first visit shows (a cold start, the download's
  progress, what is fetched when), or a test that changes its context (routes,
  offline, a fake runtime).
* ``warm_guarded``: a context shared by the tests of this process, in which the
  engine has run once (a returning reader: the service worker keeps the engine's
  files and its memory snapshot, so a new page restores the engine in a small part
  of a cold start). Each test gets it with its guard's record emptied; its pages
  are closed after it, and after a failure the context is dropped and made anew.
"""

from __future__ import annotations

import os
import shutil
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from mouche.serve import running

from .browser_helpers import (
    CHROMIUM,
    CHROMIUM_ARGS,
    Guard,
    SharedContext,
    guarded_context,
    warmed_context,
)

FAILED = pytest.StashKey[bool]()


@pytest.hookimpl(wrapper=True)
def pytest_runtest_makereport(item: pytest.Item, call: pytest.CallInfo[None]) -> Any:
    report = yield
    if report.failed:
        item.stash[FAILED] = True
    return report


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


@pytest.fixture(scope="session")
def _shared_context(chromium: Any, built_site: Path, site_url: str) -> Iterator[SharedContext]:
    shared = SharedContext(lambda: warmed_context(chromium, built_site, site_url))
    yield shared
    shared.close()


@pytest.fixture
def warm_guarded(
    request: pytest.FixtureRequest, _shared_context: SharedContext
) -> Iterator[tuple[Any, Guard]]:
    context, guard = _shared_context.get()
    yield context, guard
    _shared_context.after_test(failed=request.node.stash.get(FAILED, False))
    try:
        guard.check()
    except AssertionError:
        _shared_context.close()
        raise
