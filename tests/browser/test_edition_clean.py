"""A source page's clean reading, copied (issue 21).

The clean view copies as exactly the text ``mouche.edition.clean`` gives (the plain
text's); the apparatus view stays.
"""

from __future__ import annotations

from typing import Any

from mouche.edition.clean import plain_reading
from mouche.edition.loading import load_library

SOURCE = "sources/academie/"
CLAUSE = '.clause[data-clause="academie.13"]'


def test_the_clean_reading_of_art_13_copies_as_plain_french(
    guarded: tuple[Any, Any], site_url: str
) -> None:
    context, _ = guarded
    context.grant_permissions(["clipboard-read", "clipboard-write"], origin=site_url)
    page = context.new_page()
    page.goto(site_url + SOURCE)
    raw = page.locator(f"{CLAUSE} .col-diplomatic")
    assert raw.is_visible() and page.locator(f"{CLAUSE} .reading-apparatus").is_visible()
    page.check('input[name="reading-view"][value="clean"]')
    clean = page.locator(f"{CLAUSE} .reading-clean")
    assert clean.is_visible()
    assert not raw.is_visible() and not page.locator(f"{CLAUSE} .reading-apparatus").is_visible()
    clean.evaluate(
        "el => { const r = document.createRange(); r.selectNodeContents(el);"
        " const s = getSelection(); s.removeAllRanges(); s.addRange(r); }"
    )
    page.keyboard.press("Control+C")
    copied = page.evaluate("navigator.clipboard.readText()")
    expected = plain_reading(load_library().clause("academie.13").reading)
    assert copied == expected
    assert "†celui qui joue le premier†" in copied and "Ieur" not in copied
    # the choice is kept across pages, and the apparatus view comes back
    page.reload()
    assert page.is_checked('input[name="reading-view"][value="clean"]') and clean.is_visible()
    page.check('input[name="reading-view"][value="apparatus"]')
    assert raw.is_visible() and not clean.is_visible()


def test_a_tapped_mark_is_spelled_out_on_a_phone(guarded: tuple[Any, Any], site_url: str) -> None:
    """Issue 40.11: a mark of the apparatus said what it is only in its title, which a phone
    never shows; a tap writes it out after the mark, a second tap takes it away."""
    context, _ = guarded
    page = context.new_page()
    page.set_viewport_size({"width": 390, "height": 800})
    page.goto(site_url + SOURCE)
    mark = page.locator(".col-text .corr[title^='Corrected: ']").first
    title = mark.get_attribute("title") or ""
    assert title.startswith("Corrected: ")
    mark.scroll_into_view_if_needed()
    mark.click()
    said = mark.locator("xpath=following-sibling::*[1]")
    assert said.get_attribute("class") == "mark-said" and said.inner_text() == title
    assert said.is_visible()
    mark.click()
    assert page.locator(".mark-said").count() == 0
