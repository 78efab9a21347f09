"""Every kind of page that runs the engine (the Try pages, the reference, compare and the
numbers), each made ready (a hand replayed, a deal dealt, a record replayed, a run
drawn), light and dark, at 1280 and 390 px: axe-core finds no WCAG 2.1 A/AA violation,
no page scrolls sideways, and every control of the Try pages can be pressed (nothing
covers it). ``test_accessibility.py`` audits the pages one reads the same way, on the
suite's other process.
"""

from __future__ import annotations

from typing import Any

from .a11y_helpers import PAGES, audit
from .test_accessibility import READING

RUNNING = PAGES[len(READING) :]


def test_every_kind_of_page_that_runs_the_engine_passes_axe_and_fits_a_phone(
    chromium: Any, site_url: str
) -> None:
    problems = audit(chromium, site_url, RUNNING)
    assert not problems, "\n".join(problems)
