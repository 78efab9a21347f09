"""The site's own search (Material's, in the browser) finds clauses by what readers call
them: "saved mouche" and "sauver la Mouche" list an Académie clause on saving the mouche
(art. 12, 13 or 14) among the first three results, before any engine reference page."""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

import pytest

from .browser_helpers import Guard

# Each result item is a page; its first link is the page, the next its best section.
RESULTS = """() => [...document.querySelectorAll('.md-search-result__list > li')].map(li => {
  const links = [...li.querySelectorAll(':scope > a.md-search-result__link')];
  const best = links[1] || links[0];
  return new URL(best.href).pathname + new URL(best.href).hash;
})"""
SAVING = re.compile(r"/sources/academie/#academie\.1[234]$")


def search(page: Any, query: str) -> list[str]:
    box = page.locator("input.md-search__input")
    box.fill(query)
    box.press("End")  # Material searches on key events
    page.wait_for_function(
        "q => document.querySelector('.md-search__input').value === q"
        " && document.querySelectorAll('.md-search-result__list > li').length > 0",
        arg=query,
    )
    page.wait_for_timeout(300)  # let the worker's last answer land
    results: list[str] = page.evaluate(RESULTS)
    return results


@pytest.mark.parametrize("query", ["saved mouche", "sauver la Mouche"])
def test_a_clause_is_found_by_what_readers_call_it(
    guarded: tuple[Any, Guard], site_url: str, query: str
) -> None:
    context, _guard = guarded
    page = context.new_page()
    page.set_viewport_size({"width": 1280, "height": 900})
    page.goto(site_url)
    page.locator("input.md-search__input").click()
    search(page, "mouche")  # the index is loaded once the first answer comes
    results = search(page, query)
    first = next((i for i, r in enumerate(results) if SAVING.search(r)), None)
    assert first is not None and first < 3, results[:6]
    api = [i for i, r in enumerate(results) if "/reference/" in r]
    assert not api or api[0] > first, results[:6]
    page.close()


def test_clause_sections_are_boosted_and_named(built_site: Path) -> None:
    index = json.loads((built_site / "search" / "search_index.json").read_text("utf-8"))
    by_location = {d["location"]: d for d in index["docs"]}
    art13 = by_location["sources/academie/#academie.13"]
    assert art13["boost"] > 1
    assert "sauver la Mouche" in art13["title"]  # what the clause is called, in its title
    reference = [d for d in index["docs"] if d["location"].startswith("reference/")]
    assert reference and all(d.get("boost", 1) < 1 for d in reference)
