"""The site in headless Chromium: the parallel columns at desktop and phone widths,
and the reader's choice of columns persisting (issue 4).

Runs under the browser tests' fixtures (``conftest.py`` here): Debian's Chromium, every
request held to the site's origin, console errors fail the test.
"""

from __future__ import annotations

from typing import Any

from sitegen.strings import CITE_FORMATS

SOURCE = "sources/academie/"
PANEL = tuple(fmt for fmt, _label in CITE_FORMATS)
"""The formats a Cite panel shows, in its order."""


def _boxes(page: Any, clause: str) -> list[dict[str, float]]:
    return page.eval_on_selector_all(
        f'.clause[data-clause="{clause}"] .col',
        "els => els.filter(e => e.offsetParent !== null)"
        ".map(e => { const r = e.getBoundingClientRect();"
        " return {x: r.x, y: r.y, w: r.width, h: r.height}; })",
    )


def test_columns_side_by_side_on_desktop_and_stacked_on_a_phone(
    guarded: tuple[Any, Any], site_url: str
) -> None:
    context, _ = guarded
    page = context.new_page()
    page.set_viewport_size({"width": 1280, "height": 900})
    page.goto(site_url + SOURCE)
    desk = _boxes(page, "academie.11")
    assert len(desk) == 4
    assert len({round(b["y"]) for b in desk}) == 1, "four columns in one row"
    assert all(b["w"] > 150 for b in desk)

    page.set_viewport_size({"width": 390, "height": 844})
    page.reload()
    phone = _boxes(page, "academie.11")
    assert len(phone) == 4
    assert len({round(b["x"]) for b in phone}) == 1, "columns stacked"
    assert all(b["w"] > 300 for b in phone), "each column nearly full width"
    overflow = page.evaluate(
        "document.documentElement.scrollWidth - document.documentElement.clientWidth"
    )
    assert overflow <= 1, "no horizontal scroll of the page on a phone"


def test_hidden_columns_persist_across_pages(guarded: tuple[Any, Any], site_url: str) -> None:
    context, _ = guarded
    page = context.new_page()
    page.goto(site_url + SOURCE)
    page.uncheck('.col-toggles input[data-col="diplomatic"]')
    page.uncheck('.col-toggles input[data-col="russian"]')
    assert len(_boxes(page, "academie.11")) == 2
    page.goto(site_url + "sources/balzac1839/")
    assert page.is_checked('.col-toggles input[data-col="english"]')
    assert not page.is_checked('.col-toggles input[data-col="russian"]')
    first = page.eval_on_selector(".clause", "e => e.getAttribute('data-clause')")
    assert len(_boxes(page, first)) == 2
    # the last visible column cannot be hidden
    page.uncheck('.col-toggles input[data-col="reading"]')
    page.click('.col-toggles input[data-col="english"]')
    assert page.is_checked('.col-toggles input[data-col="english"]')
    assert len(_boxes(page, first)) == 1
    page.goto(site_url + SOURCE)
    page.check('.col-toggles input[data-col="russian"]')
    assert len(_boxes(page, "academie.11")) == 2


def test_search_works_offline(guarded: tuple[Any, Any], site_url: str) -> None:
    context, _ = guarded
    page = context.new_page()
    page.goto(site_url)
    page.click("label.md-search__icon, .md-search__input", timeout=10_000)
    page.fill(".md-search__input", "primauté")
    page.wait_for_selector(".md-search-result__item", timeout=30_000)
    assert page.locator(".md-search-result__item").count() > 0


def test_a_clause_cite_control_copies_the_librarys_strings(
    guarded: tuple[Any, Any], site_url: str
) -> None:
    from mouche import citations
    from mouche.edition.loading import load_library

    lib = load_library()
    context, _ = guarded
    page = context.new_page()
    page.add_init_script(
        "window.__copied = [];"
        "Object.defineProperty(navigator, 'clipboard', {value: {writeText: t =>"
        " { window.__copied.push(t); return Promise.resolve(); }}});"
        "Object.defineProperty(window, 'isSecureContext', {value: true});"
    )
    page.goto(site_url + SOURCE)
    panel = page.locator('.clause[data-clause="academie.11"] details.cite')
    panel.locator("summary").click()
    for button in panel.locator("button.site-copy").all():
        button.click()
    copied = page.evaluate("window.__copied")
    # built without MOUCHE_SITE_URL: site.js completes the permalinks from the page's
    # address, so the control copies what `mouche cite --site-url <that address>` prints
    assert copied == [
        citations.cite(lib, "academie.11", fmt, site_url) for fmt in PANEL
    ]


def test_a_preset_s_options_read_as_blocks_on_a_phone(
    guarded: tuple[Any, Any], site_url: str
) -> None:
    """Issue 24.10: the options table squeezed its value column to a word a line at 390 px;
    on a phone each row is a block, every cell the table's width, still a table to a screen
    reader; on a desktop, three columns."""
    context, _ = guarded
    page = context.new_page()
    cells = (
        "t => [...t.querySelectorAll('tbody tr')].map(r => [...r.children]"
        ".map(c => Math.round(c.getBoundingClientRect().width / t.getBoundingClientRect().width"
        " * 100)))"
    )
    for lang in ("", "fr/"):
        page.set_viewport_size({"width": 390, "height": 844})
        page.goto(site_url + lang + "rulesets/academie/")
        table = page.locator("table.ruleset-options")
        widths = table.evaluate(cells)
        assert len(widths) >= 10 and all(w >= 90 for row in widths for w in row), widths
        label = table.locator("td[data-label]").first.evaluate(
            "c => getComputedStyle(c, '::before').content"
        )
        assert label == ('"Rests on: "' if not lang else '"Repose sur\u202f: "'), label
        assert table.evaluate("t => t.getAttribute('role')") == "table"
        page.set_viewport_size({"width": 1280, "height": 900})
        widths = table.evaluate(cells)
        assert all(len(row) == 3 and max(row) < 60 for row in widths), widths
