"""The folds of a source page in Chromium (issue 24.8): a body kept in a ``<template>``
(``tests/test_site_folds.py``) is in place as soon as the reader wants it: on opening its
fold (the hand started, the citation shown), on a link into it, before printing, on find
in page. Without ``site.js`` moving them in, each of these fails."""

from __future__ import annotations

from typing import Any

from mouche import citations
from mouche.edition.loading import load_library

LIB = load_library()
SOURCE = "sources/academie/"
FOLDED = "template.mouche-fold"


def _folded(page: Any) -> int:
    return int(page.evaluate(f"document.querySelectorAll('{FOLDED}').length"))


def test_opening_a_fold_shows_the_hand_and_the_citation(
    guarded: tuple[Any, Any], site_url: str
) -> None:
    context, _ = guarded
    page = context.new_page()
    page.set_viewport_size({"width": 390, "height": 800})
    page.goto(site_url + SOURCE)
    page.wait_for_load_state("load")
    before = _folded(page)
    assert before >= 20
    example = page.locator("details.example-hand").first
    assert example.locator(".mouche-hand__reading").count() == 0  # not in the page yet
    example.locator("summary").first.click()
    widget = example.locator(".mouche-hand")
    assert widget.locator(".mouche-hand__reading .mouche-card").first.is_visible()
    widget.locator(".mouche-hand__run").wait_for()  # try.js started it, on the same click
    assert example.locator(".fold-fallback").count() == 0
    assert _folded(page) == before - 1

    block = page.locator('details[id="cite-academie.13"]')
    assert block.locator(".cite-row").count() == 0
    fallback = block.locator(".fold-fallback").text_content() or ""
    assert fallback.startswith("Chicago note") and "art. 13" in fallback
    block.locator("summary").click()
    note = block.locator("p.cite-chicago-note").text_content()
    assert note == citations.cite(LIB, "academie.13", "chicago-note", site_url)
    assert block.locator(".cite-permalink").first.text_content() == (
        site_url + SOURCE + "#academie.13"
    )
    assert block.locator(".fold-fallback").count() == 0
    bibtex = block.locator(".cite-bibtex")
    assert bibtex.is_visible()
    # its Copy button copies it (site.js's delegated click: it works on what was moved in)
    context.grant_permissions(["clipboard-read", "clipboard-write"], origin=site_url.rstrip("/"))
    block.locator('button[data-copy-from="cite-academie.13-bibtex"]').click()
    copied = page.evaluate("navigator.clipboard.readText()")
    assert copied == citations.cite(LIB, "academie.13", "bibtex", site_url)
    page.close()


def test_a_link_into_a_closed_fold_opens_it(guarded: tuple[Any, Any], site_url: str) -> None:
    context, _ = guarded
    page = context.new_page()
    target = "cite-academie.9-bibtex"
    page.goto(site_url + SOURCE + "#" + target)
    shown = page.locator(f'[id="{target}"]')
    shown.wait_for()
    assert shown.is_visible()
    assert page.locator('details[id="cite-academie.9"]').evaluate("d => d.open")
    # a link followed on the page, not a new load
    page.evaluate("location.hash = '#cite-academie.11-ris'")
    page.locator('[id="cite-academie.11-ris"]').wait_for()
    assert page.locator('[id="cite-academie.11-ris"]').is_visible()
    page.close()


def test_printing_and_find_in_page_have_every_fold_in_place(
    guarded: tuple[Any, Any], site_url: str
) -> None:
    context, _ = guarded
    page = context.new_page()
    page.goto(site_url + SOURCE)
    page.wait_for_load_state("load")
    assert _folded(page) >= 20
    page.emulate_media(media="print")
    page.evaluate("window.dispatchEvent(new Event('beforeprint'))")
    assert _folded(page) == 0
    assert page.locator(".fold-fallback").count() == 0
    # on paper: the source's citation at the head, each clause's address beside it
    head = page.locator(".print-citation")
    assert head.is_visible()
    bibliography = citations.cite(LIB, "academie", "chicago-bibliography", site_url)
    assert bibliography in " ".join((head.text_content() or "").split())
    permalinks = page.locator(".print-permalink")
    assert permalinks.count() >= 10 and permalinks.first.is_visible()
    assert permalinks.first.text_content() == site_url + SOURCE + "#academie.5"

    page.emulate_media(media="screen")
    page.goto(site_url + SOURCE)
    page.wait_for_load_state("load")
    assert _folded(page) >= 20
    page.keyboard.press("Control+f")
    assert _folded(page) == 0
    page.close()
