"""The Cite controls in Chromium (issue 9): completed from the page's own address when the
build has no public address, and no element id repeated once mkdocs-material's scripts
have run (it names each code block's <pre> after its nearest element with an id; a Cite
control's texts are <pre> without <code>, which the theme leaves alone)."""

from __future__ import annotations

from typing import Any

from mouche import citations
from mouche.edition.loading import load_library

LIB = load_library()
# {class: text} of a Cite control's texts (p/pre text with a cite-FORMAT class, the permalink)
SHOWN = """b => Object.fromEntries([...b.querySelectorAll('p, .mouche-code, .cite-permalink')]
  .map(e => [[...e.classList].find(c => c.startsWith('cite-') && c !== 'cite-text'), e.textContent])
  .filter(([c]) => c))"""


def test_controls_take_the_address_the_page_was_loaded_from(
    guarded: tuple[Any, Any], site_url: str
) -> None:
    context, _ = guarded
    page = context.new_page()
    for url, cid in (
        ("sources/academie/", "academie.13"),
        ("sources/academie/", "academie"),
        ("editorial/", "ed.all-pass"),
        ("rulesets/options/", "option-mouche-limit"),
        ("cite/", "site"),
    ):
        page.goto(site_url + url)
        block = page.locator(f'details[id="cite-{cid}"]')
        if not block.evaluate("b => b.open"):
            block.locator("summary").click()  # its body is in place once opened (site.js)
        shown = block.evaluate(SHOWN)
        for fmt in ("chicago-note", "bibtex", "csl-json"):
            assert shown[f"cite-{fmt}"] == citations.cite(LIB, cid, fmt, site_url), (cid, fmt)
        assert shown["cite-permalink"] == citations.cite(LIB, cid, "permalink", site_url)
        assert "built without a public address" in (block.text_content() or "")
    page.goto(site_url + "sources/academie/")
    link = page.locator('.clause[data-clause="academie.13"] .clause-bar button.site-copy')
    assert link.get_attribute("data-copy") == site_url + "sources/academie/#academie.13"


def test_no_id_is_repeated_once_the_page_has_run(guarded: tuple[Any, Any], site_url: str) -> None:
    context, _ = guarded
    page = context.new_page()
    for url in ("sources/academie/", "sources/cotton1674/", "records/", "cite/"):
        page.goto(site_url + url)
        # the theme has run (it names a code block's <pre>), or the Cite controls have
        page.wait_for_selector("pre[id^='__code_'], [data-cite-done]", state="attached")
        # every folded body in place (site.js, as before printing): their ids too
        page.evaluate("window.dispatchEvent(new Event('beforeprint'))")
        assert page.locator("template.mouche-fold").count() == 0
        repeated = page.evaluate(
            "() => { const seen = {}; document.querySelectorAll('[id]').forEach(e =>"
            " seen[e.id] = (seen[e.id] || 0) + 1);"
            " return Object.keys(seen).filter(k => seen[k] > 1); }"
        )
        assert repeated == [], (url, repeated[:5])
