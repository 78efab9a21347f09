"""The three interfaces in the browser (issue 25.1, 25.3): in each language, at 1280 and
390 px, a source's page speaks the reader's language, shows first the columns of that
language, passes axe-core, and its language switch leads to the same page and clause in
the next language, keeping the reader's place (the anchor: issue 40.5), where the clause
opens under the header with nothing of the theme's over it (its "Back to top" pill, woken
when the page moved under the reader: issue 40.10). One context for the three."""

from __future__ import annotations

from typing import Any

from .a11y_helpers import DESKTOP, PHONE, axe, overflow
from .browser_helpers import guarded_context

CLAUSE = "academie.13"
LANGS = {"en": "", "fr": "fr/", "ru": "ru/"}
NEXT = {"en": "fr", "fr": "ru", "ru": "en"}
SHOWN = {"en": "english", "fr": "diplomatic", "ru": "russian"}
"""A column each interface shows first."""
HIDDEN = {"en": None, "fr": "russian", "ru": "diplomatic"}
"""A column each interface hides at first (English shows every column)."""
LEGEND = {"en": "Show columns", "fr": "Colonnes affichées", "ru": "Показывать столбцы"}


ARRIVED = """id => {
  const top = document.getElementById(id).getBoundingClientRect().top;
  const header = document.querySelector(".md-header").getBoundingClientRect().bottom;
  const pill = document.querySelector(".md-top");
  return {hash: location.hash, pill: Boolean(pill && !pill.hidden), under: top - header};
}"""
"""Where a permalink's load left the reader: the hash, the theme's pill, the clause's heading
below the header (px)."""


def _switch_to(page: Any, lang: str) -> None:
    """Open the header's language list and follow the link to ``lang``."""
    page.locator(".md-header__option .md-select > button").first.hover()
    link = page.locator(f'a.site-language[hreflang="{lang}"]').first
    link.click()
    page.wait_for_function("l => document.documentElement.lang === l", arg=lang)
    page.wait_for_load_state("load")  # site.js (deferred) has applied the columns' choice


def test_each_interface_its_words_columns_and_switch_at_both_widths(
    chromium: Any, site_url: str
) -> None:
    context, guard = guarded_context(chromium, site_url)
    problems: list[str] = []
    try:
        page = context.new_page()
        page.set_viewport_size(DESKTOP)
        page.goto(f"{site_url}sources/academie/#{CLAUSE}")
        for lang in ("en", "fr", "ru"):
            path = f"{LANGS[lang]}sources/academie/"
            page.wait_for_timeout(500)  # what moves the page after its load has moved it
            arrived = page.evaluate(ARRIVED, CLAUSE)
            assert arrived["hash"] == f"#{CLAUSE}", f"{path}: the switch lost the anchor"
            assert not arrived["pill"] and 0 <= arrived["under"] < 40, f"{path}: {arrived}"
            assert page.evaluate("location.pathname").endswith("/" + path), lang
            assert page.evaluate("document.documentElement.lang") == lang
            assert page.locator("fieldset.col-toggles legend").first.inner_text() == LEGEND[lang]
            clause = page.locator(f'[data-clause="{CLAUSE}"]')
            assert clause.locator(f".col-{SHOWN[lang]}").first.is_visible(), lang
            if HIDDEN[lang]:
                assert not clause.locator(f".col-{HIDDEN[lang]}").first.is_visible(), lang
            for size in (DESKTOP, PHONE):
                page.set_viewport_size(size)
                where = f"{path} at {size['width']} px"
                problems += [f"{where}: {v}" for v in axe(page)]
                if overflow(page):
                    problems.append(f"{where}: scrolls sideways")
            page.set_viewport_size(DESKTOP)
            page.locator(f'[id="{CLAUSE}"]').scroll_into_view_if_needed()
            _switch_to(page, NEXT[lang])
        # round the three: back on the English page, the same path
        assert page.evaluate("location.pathname").endswith("/sources/academie/")
    finally:
        context.close()
    guard.check()
    assert problems == []


BACK = """clause => [...document.querySelectorAll(".md-content a[href]")]
  .filter(a => a.getAttribute("href").endsWith("sources/academie/#" + clause))
  .map(a => [new URL(a.href).pathname, a.hreflang])"""
"""The reference's links back to a clause: where they lead, and in what language."""


def test_the_reference_leads_a_french_or_russian_reader_back_to_his_pages(
    chromium: Any, site_url: str
) -> None:
    """Issue 40.7: from a French (Russian) clause, "Implemented by" opens the reference,
    which is English; its links back to the clause lead to the French (Russian) page, and
    to the English one for a reader who came from English."""
    context, guard = guarded_context(chromium, site_url)
    try:
        page = context.new_page()
        for lang in ("fr", "ru", "en"):
            page.goto(f"{site_url}{LANGS[lang]}sources/academie/#{CLAUSE}")
            clause = page.locator(f'[data-clause="{CLAUSE}"]')
            clause.locator('a[data-rel="implemented-by"][href*="reference/"]').first.click()
            page.wait_for_url("**/reference/**")
            page.wait_for_load_state("load")
            back = page.evaluate(BACK, CLAUSE)
            assert back, f"{lang}: no link back to {CLAUSE}"
            prefix = f"/{LANGS[lang]}sources/academie/"
            assert all(path.endswith(prefix) for path, _ in back), (lang, back)
            assert all(hreflang == ("" if lang == "en" else lang) for _, hreflang in back)
    finally:
        context.close()
    guard.check()


def test_a_missing_page_under_a_readers_tree_says_so_in_his_language(
    chromium: Any, site_url: str
) -> None:
    """Issue 40.11: a host serves the root's (English) 404 page at any missing address; under
    fr/ or ru/ it leads to that tree's own, which shows the address asked for, with a switch
    to every home."""
    context, guard = guarded_context(chromium, site_url)
    try:
        page = context.new_page()
        page.set_viewport_size(PHONE)
        answer = page.goto(f"{site_url}ru/no-such-page/#here")
        assert answer is not None and answer.status == 404
        page.wait_for_function(
            "document.documentElement.lang === 'ru' && location.pathname.endsWith('/no-such-page/')"
        )
        assert page.locator("h1").first.inner_text() == "Страница не найдена"
        assert page.evaluate("location.pathname + location.hash") == "/ru/no-such-page/#here"
        homes = page.evaluate(
            "[...document.querySelectorAll('a.site-language')].map(a => new URL(a.href).pathname)"
        )
        assert homes == ["/", "/fr/", "/ru/"]
        # the browser's own line for the page's status, and only that
        guard.errors[:] = [e for e in guard.errors if "status of 404" not in e]
    finally:
        context.close()
    guard.check()
