"""How often a page is styled as it starts, and the colour scheme that no longer costs it
(issue 24.8), in Chromium.

Counts, not times: Chromium's trace of a page's load says how many elements each style
recalculation visited. Once a page was parsed, the theme's script restyled all of it four
times more, and mkdocstrings' stylesheet once more where it loaded; each is gone: its
palette component (it marked the body as switching colours, read the header's style,
unmarked it), the meta color-scheme tag it set once the page was styled, its "no-js" to
"js" swap and its focus-visible polyfill's marks (its .no-js rules invalidate every
element), its instant navigation making the main stylesheet's address absolute, and
mkdocstrings' ``:root`` rules on pages without a docstring.
What the palette did, the site's own switch does (``partials/javascripts/palette.html``):
the scheme the system prefers until the reader chooses, the choice kept across pages and
visits, the browser's colours (theme-color, color-scheme) set.
"""

from __future__ import annotations

import json
from typing import Any

import pytest

from .browser_helpers import guarded_context

PAGES = ("", "sources/academie/")
SCHEME = "() => document.body.getAttribute('data-md-color-scheme')"
METAS = """() => [...document.head.querySelectorAll(
    'meta[name="theme-color"], meta[name="color-scheme"]')].map(m => [m.name, m.content])"""


def _restylings(chromium: Any, context: Any, url: str) -> tuple[list[int], int]:
    """The elements each style recalculation visited from the theme's script on (the page
    parsed), and the page's elements."""
    page = context.new_page()
    page.set_viewport_size({"width": 412, "height": 823})
    chromium.start_tracing(page=page, categories=["devtools.timeline"])
    page.goto(url, wait_until="load")
    page.wait_for_timeout(1500)  # the theme's and the site's scripts have run
    events = json.loads(chromium.stop_tracing())["traceEvents"]
    elements = int(page.evaluate("document.getElementsByTagName('*').length"))
    page.close()
    events.sort(key=lambda e: e.get("ts", 0))
    bundle = next(
        e["ts"]
        for e in events
        if e["name"] == "EvaluateScript"
        and "bundle." in e.get("args", {}).get("data", {}).get("url", "")
    )
    counts = [
        int(e["args"].get("elementCount", 0))
        for e in events
        if e["name"] == "UpdateLayoutTree" and e.get("ph") == "X" and e["ts"] >= bundle
    ]
    return counts, elements


@pytest.mark.parametrize("path", PAGES, ids=["home", "academie"])
def test_the_theme_no_longer_restyles_the_whole_page_as_it_starts(
    chromium: Any, guarded: tuple[Any, Any], site_url: str, path: str
) -> None:
    context, _ = guarded
    counts, elements = _restylings(chromium, context, site_url + path)
    # A styling of (nearly) all the page the largest did: under load the page's own first
    # styling may come after the theme's script has started, so one may be there; before,
    # five on each page (the parse's last elements, the polyfill's and the "js" marks, the
    # palette component's two, the main stylesheet's address made absolute).
    largest = max(counts, default=0)
    whole = [n for n in counts if n >= 0.9 * largest and n >= elements // 3]
    assert len(whole) <= 1, (counts, elements)


def test_the_scheme_follows_the_system_until_the_reader_chooses(
    chromium: Any, site_url: str
) -> None:
    for system, other in (("light", "dark"), ("dark", "light")):
        context, guard = guarded_context(chromium, site_url, color_scheme=system)
        try:
            page = context.new_page()
            page.goto(site_url + "sources/academie/", wait_until="load")
            first = page.evaluate(SCHEME)
            assert first == ("default" if system == "light" else "slate")
            metas = dict(page.evaluate(METAS))
            assert metas["color-scheme"] == ("light" if system == "light" else "dark")
            assert metas["theme-color"].startswith("#") and len(metas["theme-color"]) == 7
            page.emulate_media(color_scheme=other)  # not chosen: the page follows
            page.wait_for_function(f"() => ({SCHEME})() !== '{first}'")
            page.emulate_media(color_scheme=system)
            page.wait_for_function(f"() => ({SCHEME})() === '{first}'")

            page.locator("[data-site-palette] label:not([hidden])").click()  # the reader chooses
            chosen = "slate" if first == "default" else "default"
            page.wait_for_function(f"() => ({SCHEME})() === '{chosen}'")
            assert dict(page.evaluate(METAS))["color-scheme"] == (
                "dark" if chosen == "slate" else "light"
            )
            assert page.locator("[data-site-palette] label:not([hidden])").count() == 1
            page.locator("a[href$='rules/']").first.click()  # instant navigation keeps it
            page.wait_for_url("**/rules/")
            assert page.evaluate(SCHEME) == chosen
            page.reload(wait_until="load")  # and so does a later visit
            assert page.evaluate(SCHEME) == chosen
            page.emulate_media(color_scheme="dark" if chosen == "default" else "light")
            page.wait_for_timeout(300)
            assert page.evaluate(SCHEME) == chosen  # the reader's choice holds
            guard.check()
        finally:
            context.close()
