"""Citations stay right after moving between pages (issue 20, point 8).

mkdocs-material's instant navigation swaps pages without reloading the scripts, and keeps
the config of the page first loaded. On a local build (no public address) the Cite
controls complete their permalinks from the site's root: it must be the root of the site,
not the first page's base resolved against a later page's address (which once gave
``…/sources/academie/sources/academie/#academie.13``). The reader here arrives at a source
page by clicking the site's own links, never by loading it directly.
"""

from __future__ import annotations

from typing import Any

from mouche import citations
from mouche.edition.loading import load_library

from .browser_helpers import Guard, click_through

LIB = load_library()


def test_permalinks_after_instant_navigation(guarded: tuple[Any, Guard], site_url: str) -> None:
    context, _ = guarded
    page = context.new_page()
    page.set_viewport_size({"width": 1280, "height": 900})
    page.goto(site_url + "cite/")  # a page one level down: its base is ".."
    page.evaluate("window.__visit = 'first'")
    click_through(page, "sources/")
    click_through(page, "sources/academie/")
    page.wait_for_selector('details[id="cite-academie.13"][data-cite-done]', state="attached")
    assert page.evaluate("window.__visit") == "first", "the page was reloaded, not navigated"

    link = page.locator('.clause[data-clause="academie.13"] .clause-bar button.site-copy')
    assert link.get_attribute("data-copy") == site_url + "sources/academie/#academie.13"
    block = page.locator('details[id="cite-academie.13"]')
    block.locator("summary").click()  # its body is in place once opened (site.js)
    permalink = block.locator(".cite-permalink").first
    assert permalink.text_content() == site_url + "sources/academie/#academie.13"
    note = block.locator("p.cite-chicago-note").first.text_content()
    assert note == citations.cite(LIB, "academie.13", "chicago-note", site_url)
    assert "sources/academie/sources/" not in (block.inner_html() or "")

    # What the Copy link button puts on the clipboard is that same address.
    context.grant_permissions(["clipboard-read", "clipboard-write"], origin=site_url.rstrip("/"))
    link.click()
    copied = page.evaluate("navigator.clipboard.readText()")
    assert copied == site_url + "sources/academie/#academie.13"
