"""A first visit fetches what its page shows, not the search index (issue 24.8): the theme
asks for ``search/search_index.json`` (about 1 MB, 190 KB compressed) as every page loads;
the site holds that request back until the reader opens search, and search then works as
before. See also ``tests/test_first_paint.py``."""

from __future__ import annotations

from typing import Any

from .browser_helpers import Guard

INDEX = "search/search_index.json"
RESULTS = "document.querySelectorAll('.md-search-result__list > li').length > 0"


def visit(context: Any, site_url: str, paths: tuple[str, ...], width: int) -> tuple[Any, list[str]]:
    """A page that has loaded each of ``paths`` in turn, fetching no index; and its
    requests for the index as they come (the page's own, whether the site's service
    worker answers them or the network: the worker's fetch to keep the index for offline
    use, after the load, is not the page's)."""
    page = context.new_page()
    asked: list[str] = []
    page.on("request", lambda r: asked.append(r.url) if r.url.endswith(INDEX) else None)
    page.set_viewport_size({"width": width, "height": 800})
    for path in paths:
        page.goto(site_url + path)
        page.wait_for_load_state("networkidle")
        assert asked == [], f"{path or 'home'}: index fetched on load"
    return page, asked


def test_the_search_index_waits_for_the_reader_to_search(
    guarded: tuple[Any, Guard], site_url: str
) -> None:
    page, asked = visit(guarded[0], site_url, ("", "sources/academie/", "try/play/"), 390)
    page.locator('label[for="__search"]:visible').first.click()  # the phone's search icon
    box = page.locator("input.md-search__input")
    box.fill("levee")
    box.press("End")
    page.wait_for_function(RESULTS)
    assert asked == [site_url + INDEX]


def test_the_theme_s_search_key_fetches_the_index(
    guarded: tuple[Any, Guard], site_url: str
) -> None:
    page, asked = visit(guarded[0], site_url, ("rules/",), 1280)
    page.keyboard.press("/")
    page.keyboard.type("mouche")
    page.wait_for_function(RESULTS)
    assert asked == [site_url + INDEX]
