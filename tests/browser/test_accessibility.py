"""Every kind of page one reads (home to the records), light and dark, at 1280 and 390 px:
axe-core finds no WCAG 2.1 A/AA violation and no page scrolls sideways
(``a11y_helpers.audit``); the pages that run the engine are audited the same way by
``test_accessibility_try.py``, so that the suite's two processes share the audit. And
the site is dark for a reader whose system is (checked in a context of each scheme).
"""

from __future__ import annotations

from typing import Any

from .a11y_helpers import PAGES, SCHEMES, audit, go
from .browser_helpers import Guard, guarded_context

READING = PAGES[: [path for _, path, _ in PAGES].index("try/examples/")]
"""The pages one reads, audited here (the rest: ``test_accessibility_try.py``)."""


def test_go_returns_once_the_new_page_is_shown(guarded: tuple[Any, Guard], site_url: str) -> None:
    """Instant navigation changes the address before the new content comes in: on a slow
    network ``go`` still returns only once it is shown (it once returned on the page left,
    and the audit clicked records/' own example hand instead of try/examples/')."""
    context, _guard = guarded
    page = context.new_page()
    page.goto(site_url + "rules/")
    expected = page.locator(".md-content h1").text_content()
    go(page, site_url, "glossary/")  # a first instant navigation (the sitemap fetched)
    page.wait_for_function(
        "h => document.querySelector('.md-content h1').textContent !== h", arg=expected
    )
    network = context.new_cdp_session(page)
    network.send("Network.enable")
    slow = {"offline": False, "latency": 1500, "downloadThroughput": -1, "uploadThroughput": -1}
    network.send("Network.emulateNetworkConditions", slow)
    go(page, site_url, "rules/")
    assert page.locator(".md-content h1").text_content() == expected
    page.close()


def test_a_page_takes_the_reader_s_colour_scheme(chromium: Any, site_url: str) -> None:
    for scheme, expected in SCHEMES.items():
        context, guard = guarded_context(chromium, site_url, color_scheme=scheme)
        try:
            page = context.new_page()
            page.goto(site_url)
            assert page.evaluate("document.body.dataset.mdColorScheme") == expected, scheme
            page.close()
        finally:
            context.close()
        guard.check()


def test_every_kind_of_page_one_reads_passes_axe_and_fits_a_phone(
    chromium: Any, site_url: str
) -> None:
    problems = audit(chromium, site_url, READING)
    assert not problems, "\n".join(problems)
