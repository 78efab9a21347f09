"""Every kind of page, light and dark, at 1280 and 390 px: axe-core finds no WCAG 2.1
A/AA violation, no page scrolls sideways, and every control of the Try pages can be
pressed (nothing covers it).

One browser, one context (so the engine boots once); the pages are reached by the site's
instant navigation, each is made ready once (a deal dealt, a hand replayed) and judged in
both colour schemes, at both widths: the reader's system asks for the other scheme and the
reader switches to it with the theme's own control, as the site is dark for a reader whose
system is (checked first, in a context of each scheme).
"""

from __future__ import annotations

from typing import Any

from .a11y_helpers import DESKTOP, PAGES, PHONE, axe, go, overflow, unpressable
from .browser_helpers import Guard, guarded_context

SCHEMES = {"light": "default", "dark": "slate"}
"""The colour scheme a reader's system asks for, and the theme's scheme it gets."""

SWITCH = """scheme => {
  const input = document.querySelector(`input[name=__palette][data-md-color-scheme="${scheme}"]`);
  if (!input.checked) input.click();
  return document.body.dataset.mdColorScheme;
}"""
"""Switch to a colour scheme with the theme's palette control (the header's toggle)."""


def set_scheme(page: Any, scheme: str) -> None:
    """The page as a reader whose system asks for ``scheme`` sees it (the theme follows the
    system's scheme when a page loads, and its toggle afterwards)."""
    page.emulate_media(color_scheme=scheme)
    assert page.evaluate(SWITCH, SCHEMES[scheme]) == SCHEMES[scheme]


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


def test_every_kind_of_page_passes_axe_and_fits_a_phone(chromium: Any, site_url: str) -> None:
    context, guard = guarded_context(chromium, site_url, color_scheme="light")
    problems: list[str] = []
    try:
        page = context.new_page()
        page.set_viewport_size(DESKTOP)
        page.goto(site_url)
        for name, path, prepare in PAGES:
            page.set_viewport_size(DESKTOP)
            go(page, site_url, path)
            if prepare:
                prepare(page)
            for scheme in SCHEMES:
                set_scheme(page, scheme)
                for size in (DESKTOP, PHONE):
                    page.set_viewport_size(size)
                    where = f"{name} ({path or '/'}) at {size['width']} px, {scheme}"
                    problems += [f"{where}: {v}" for v in axe(page)]
                    if (px := overflow(page)) and size is PHONE:
                        problems.append(f"{where}: the page scrolls sideways by {px} px")
                    if path.startswith("try/") and size is PHONE:
                        problems += [
                            f"{where}: covered: {c}" for c in unpressable(page, ".md-content")
                        ]
        page.close()
    finally:
        context.close()
    guard.check()
    assert not problems, "\n".join(problems)
