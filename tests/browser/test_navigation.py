"""One engine per visit: moving between the site's pages does not restart Pyodide.

Material's instant navigation swaps pages without reloading the scripts, so the
engine worker started on one page answers the widgets of the next. The first
answer on a page reached by the site's own links takes a small part of the cold
start measured in the same test; the progress bar follows the bytes downloaded.
"""

from __future__ import annotations

import time
from typing import Any

from .browser_helpers import ENGINE_TIMEOUT, Guard

# Samples the first status bar's value and maximum on every frame until the engine is ready.
SAMPLE_BAR = """() => {
  window.__bar = [];
  const tick = () => {
    const bar = document.querySelector('.mouche-status progress');
    if (bar && !bar.closest('[hidden]')) window.__bar.push([bar.value, bar.max]);
    if (!document.querySelector('.mouche-hand .mouche-rulings')) requestAnimationFrame(tick);
  };
  requestAnimationFrame(tick);
}"""


def follow_nav_link(page: Any, path: str) -> None:
    """Click the sidebar's link to ``path`` (a site link, as a reader would) and wait for it."""
    page.locator(f"nav.md-nav--primary a.md-nav__link[href$='{path}']").first.click()
    page.wait_for_url(f"**/{path}")
    page.wait_for_function("() => document.querySelector('[data-init]') !== null")


def test_the_engine_survives_page_changes(guarded: tuple[Any, Guard], site_url: str) -> None:
    context, guard = guarded
    page = context.new_page()
    page.set_viewport_size({"width": 1280, "height": 900})
    page.goto(site_url + "try/examples/")
    page.evaluate("window.__visit = 'one'")
    page.evaluate(SAMPLE_BAR)

    start = time.perf_counter()
    page.locator(".mouche-hand__run").first.click()
    page.locator(".mouche-hand .mouche-rulings").first.wait_for(timeout=ENGINE_TIMEOUT)
    cold = time.perf_counter() - start
    engine_files = len(guard.engine_requests())
    assert engine_files >= 5

    # The bar moved with the download: several distinct values strictly between 0 and full.
    samples = page.evaluate("window.__bar")
    total = max(m for _, m in samples)
    assert total > 10_000_000, samples[-3:]  # the bytes of the runtime, not a step count
    partial = {v for v, m in samples if m == total and 0 < v < total}
    assert len(partial) >= 3, f"the bar did not follow the download: {sorted(partial)}"

    # Play, through the sidebar: the same document, the same worker.
    follow_nav_link(page, "try/play/")
    assert page.evaluate("window.__visit") == "one", "the page was reloaded"
    start = time.perf_counter()
    page.locator(".mouche-play__form button[type=submit]").click()
    page.locator(".mouche-seats").wait_for(timeout=ENGINE_TIMEOUT)
    play = time.perf_counter() - start

    # The workbench, through the sidebar again.
    follow_nav_link(page, "try/workbench/")
    assert page.evaluate("window.__visit") == "one", "the page was reloaded"
    start = time.perf_counter()
    page.get_by_role("button", name="Replay").click()
    page.locator(".mouche-workbench__out .mouche-result").wait_for(timeout=ENGINE_TIMEOUT)
    bench = time.perf_counter() - start

    assert len(guard.engine_requests()) == engine_files, "the engine was fetched again"
    assert play < cold / 5, (cold, play)
    assert bench < cold / 5, (cold, bench)
    print(f"cold {cold:.2f}s, Play {play:.3f}s, workbench {bench:.3f}s")
    page.close()
