"""Nothing of ours holds up a page's first paint (issue 24.8), read in the built HTML.

Lighthouse's render-blocking resources on every page are the theme's two stylesheets and
nothing else: the site's screen stylesheets are inlined, its print stylesheet is for print
only, the widgets' is inlined where a widget shows at first and deferred elsewhere, and
mkdocstrings' blocks on the reference pages that need it and is absent from the others.
Every script the page loads is deferred (the theme's bundle too, after the inlined shim
that holds back its search index until the reader opens search); see
``tests/browser/test_first_visit.py``.
"""

from __future__ import annotations

import re
from pathlib import Path

from site_helpers import pages

THEME_CSS = re.compile(r"assets/stylesheets/(?:main|palette)\.[0-9a-f]+\.min\.css$")
REFERENCE_CSS = "assets/_mkdocstrings.css"
NOSCRIPT = re.compile(r"<noscript>.*?</noscript>", re.DOTALL)
LINK = re.compile(r"<link\b[^>]*>")
SCRIPT = re.compile(r"<script\b([^>]*)>")
ATTR = re.compile(r'([\w-]+)(?:="([^"]*)")?')
MEASURED = ("", "sources/academie/", "try/play/", "rulesets/numbers/", "rulesets/compare/")
"""The pages Lighthouse measures (benchmarks/lighthouse.py)."""


def attrs(tag: str) -> dict[str, str]:
    return {k: v for k, v in ATTR.findall(tag.split(None, 1)[1] if " " in tag else "")}


def blocking_stylesheets(html: str) -> list[str]:
    """The stylesheets a page's head links for the screen (a ``<noscript>`` copy aside):
    a browser waits for each before its first paint."""
    head = NOSCRIPT.sub("", html[: html.index("</head>")])
    links = [attrs(t.rstrip(">")) for t in LINK.findall(head)]
    return [
        a["href"] for a in links
        if a.get("rel") == "stylesheet" and a.get("media", "all") in ("all", "screen")
    ]


def test_only_the_theme_s_stylesheets_block_the_first_paint(built_site: Path) -> None:
    seen = set()
    for page in pages(built_site):
        if "</head>" not in page.html:
            continue  # not a page of the theme (a redirect, a fragment)
        seen.add(page.url)
        blocking = blocking_stylesheets(page.html)
        theirs = [h for h in blocking if THEME_CSS.search(h)]
        assert len(theirs) == 2, (page.url, blocking)
        ours = [h for h in blocking if h not in theirs]
        if page.url.startswith("reference/"):
            assert all(h.endswith(REFERENCE_CSS) for h in ours), (page.url, ours)
        else:
            assert ours == [], (page.url, ours)
            # not loaded later either: its :root rules would restyle the whole page
            assert REFERENCE_CSS not in page.html, page.url
    assert set(MEASURED) <= seen


def test_the_site_s_screen_rules_are_in_the_head_and_print_rules_for_print(
    built_site: Path,
) -> None:
    for page in pages(built_site):
        if page.url not in MEASURED:
            continue
        head = page.html[: page.html.index("</head>")]
        for css in ("stylesheets/site.css", "stylesheets/edition.css"):
            assert f'<style data-stylesheet="{css}">' in head, (page.url, css)
        assert re.search(r'<link rel="stylesheet" href="[./]*stylesheets/print\.css" '
                         r'media="print">', head), page.url
        widget = page.url.startswith(("try/", "rulesets/compare/"))
        assert ('<style data-stylesheet="javascripts/try/try.css">' in head) == widget


def test_every_script_is_deferred_and_the_index_waits_for_search(built_site: Path) -> None:
    for page in pages(built_site):
        if page.url not in MEASURED:
            continue
        external = [attrs(t) for t in SCRIPT.findall(page.html) if "src=" in t]
        assert external, page.url
        for a in external:
            assert "defer" in a or "async" in a or a.get("type") == "module", (page.url, a)
        bundle = page.html.index("assets/javascripts/bundle.")
        shim = page.html.find("search_index\\.json")
        assert 0 < shim < bundle, f"{page.url}: the search shim must come before the theme's"
