"""The family page in headless Chromium (issue 36): on a phone its rows fold, and only the
rows near the screen are laid out; a row reached by its anchor is shown. The Rules page, which
the family page joins, is laid out near the screen likewise.

Runs under the browser tests' fixtures (``conftest.py`` here): Debian's Chromium, every
request held to the site's origin, console errors fail the test.
"""

from __future__ import annotations

from typing import Any

from .a11y_helpers import DESKTOP, PHONE
from .browser_helpers import ENGINE_TIMEOUT

ROWS = "table.family-table tbody tr"
LAID_OUT = (
    "sel => [...document.querySelectorAll(sel)]"
    ".map(r => r.querySelector('td').checkVisibility({contentVisibilityAuto: true}))"
)
"""For each row, whether the browser lays out and paints its first cell now: a row folded
far below the screen is skipped (``content-visibility: auto``), as the family page's cost
on a phone asks (issue 36.6: Lighthouse)."""


def test_on_a_phone_only_the_rows_near_the_screen_are_laid_out(
    guarded: tuple[Any, Any], site_url: str
) -> None:
    context, _ = guarded
    page = context.new_page()
    page.set_viewport_size(PHONE)
    page.goto(site_url + "family/")
    shown = page.evaluate(LAID_OUT, ROWS)
    assert len(shown) == 12, shown
    assert shown[-1] is False, "a folded row far below the screen is laid out"
    assert shown.count(True) <= 3, shown
    # a row reached by its anchor (a link from another page: a page of its own, where a
    # change of fragment in the same page did not always scroll) is laid out where the
    # reader lands, with its game's name
    page.close()
    page = context.new_page()
    page.set_viewport_size(PHONE)
    page.goto(site_url + "family/#family-point-flush")
    page.wait_for_timeout(300)
    row = page.locator("#family-point-flush")
    assert page.evaluate(LAID_OUT, ROWS)[-1] is True
    top = row.evaluate("r => r.getBoundingClientRect().top")
    assert 0 <= top < PHONE["height"] / 2, top
    cell = row.locator("td").first
    assert cell.evaluate("td => getComputedStyle(td, '::before').content") == '"Lanterloo (Cotton)"'
    # on a desktop the table is a table: every row laid out, side by side
    page.set_viewport_size(DESKTOP)
    assert all(page.evaluate(LAID_OUT, ROWS))
    page.close()


def test_on_a_phone_the_rules_page_lays_out_its_tables_and_clause_lists_near_the_screen(
    guarded: tuple[Any, Any], site_url: str
) -> None:
    """The Rules page, the family's rules side by side, folds as the family page does: its
    tables of variants and its paragraphs of clause links far below the screen are skipped
    (its Lighthouse cost, issue 40.12), and a section reached by its anchor stays where the
    reader lands while those above it take their real size."""
    context, _ = guarded
    page = context.new_page()
    page.set_viewport_size(PHONE)
    page.goto(site_url + "rules/")
    blocks = ".md-typeset .variants, .md-typeset .topic-clauses"
    shown = page.evaluate(FIRST_CHILD_LAID_OUT, blocks)
    assert len(shown) > 20 and shown[-1] is False, shown
    assert shown.count(True) <= 3, shown
    anchor = "appendix-clauses-by-topic"
    page.close()
    page = context.new_page()  # a link from another page, as the family page's
    page.set_viewport_size(PHONE)
    page.goto(site_url + "rules/#" + anchor)
    tops = []
    for _ in range(3):
        page.wait_for_timeout(400)
        tops.append(
            page.evaluate("a => document.getElementById(a).getBoundingClientRect().top", anchor)
        )
    assert all(0 <= t < 150 for t in tops) and max(tops) - min(tops) < 2, tops
    page.set_viewport_size(DESKTOP)
    page.goto(site_url + "rules/")
    assert all(page.evaluate(FIRST_CHILD_LAID_OUT, blocks))
    page.close()


FIRST_CHILD_LAID_OUT = (
    "sel => [...document.querySelectorAll(sel)]"
    ".map(b => b.firstElementChild.checkVisibility({contentVisibilityAuto: true}))"
)


def test_a_column_opens_play_with_its_game(guarded: tuple[Any, Any], site_url: str) -> None:
    """Issue 36: from the family page a game's 'play it' opens Play dealing that game's
    ruleset (here Cotton's French Ruff, played by sides)."""
    context, _ = guarded
    page = context.new_page()
    page.set_viewport_size(PHONE)
    page.goto(site_url + "family/")
    page.locator("#family-french-ruff a", has_text="play it").click()
    page.wait_for_url("**/try/play/?ruleset=cotton1674-french-ruff*")
    # the form is on the link's game before anything is dealt, and Deal deals it
    page.locator("#mouche-ruleset").wait_for()
    assert page.input_value("#mouche-ruleset") == "cotton1674-french-ruff"
    # the select names the game by its title alone (its id is a code: issue 40.11)
    assert page.locator("#mouche-ruleset option:checked").inner_text() == "Cotton 1674: French Ruff"
    assert (page.input_value("#mouche-players"), page.input_value("#mouche-seat")) == ("4", "0")
    page.locator(".mouche-play__form button[type=submit]").click()
    page.locator(".mouche-seats").wait_for(timeout=ENGINE_TIMEOUT)
    assert "ruleset=cotton1674-french-ruff" in page.evaluate("location.search")
    page.close()
