"""Every kind of page, light and dark, at 1280 and 390 px: axe-core finds no WCAG 2.1
A/AA violation, no page scrolls sideways, and every control of the Try pages can be
pressed (nothing covers it).

One browser; one context per colour scheme (so the engine boots twice, not once per
page); the pages are reached by the site's instant navigation, and each is judged at
both widths.
"""

from __future__ import annotations

from typing import Any

import pytest

from .a11y_helpers import DESKTOP, PAGES, PHONE, axe, go, overflow, unpressable
from .browser_helpers import guarded_context


@pytest.mark.parametrize("scheme", ["light", "dark"])
def test_every_kind_of_page_passes_axe_and_fits_a_phone(
    chromium: Any, site_url: str, scheme: str
) -> None:
    context, guard = guarded_context(chromium, site_url, color_scheme=scheme)
    problems: list[str] = []
    try:
        page = context.new_page()
        page.set_viewport_size(DESKTOP)
        page.goto(site_url)
        expected = "slate" if scheme == "dark" else "default"
        assert page.evaluate("document.body.dataset.mdColorScheme") == expected
        for name, path, prepare in PAGES:
            page.set_viewport_size(DESKTOP)
            go(page, site_url, path)
            if prepare:
                prepare(page)
            for size in (DESKTOP, PHONE):
                page.set_viewport_size(size)
                where = f"{name} ({path or '/'}) at {size['width']} px, {scheme}"
                problems += [f"{where}: {v}" for v in axe(page)]
                if (px := overflow(page)) and size is PHONE:
                    problems.append(f"{where}: the page scrolls sideways by {px} px")
                if path.startswith("try/") and size is PHONE:
                    problems += [f"{where}: covered: {c}" for c in unpressable(page, ".md-content")]
        page.close()
    finally:
        context.close()
    guard.check()
    assert not problems, "\n".join(problems)
