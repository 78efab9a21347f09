"""A first-time reader's pages fetch nothing of the engine until the reader asks for it.

Every English page of the built site that holds a try-it widget (example hands, Play,
the workbench, the compare view, "Rulesets in numbers"), the French and Russian Play,
and links that hold a whole state, opened in one fresh context (empty caches, no service
worker yet) and left to load: none of Pyodide's files or the engine's wheel is
requested. The tests that then use the engine run in the shared, warmed context
(``warm_guarded``), where a service worker answering from its cache would hide such a
request; this one is where it is seen.

The other French and Russian widget pages are not opened: their HTML shows that each
runs exactly the script files of its English page (the widgets read the page's language,
nothing else), that no inline script of any page can start the engine (none imports a
module, starts a worker or names the engine's files: the inline scripts differ by
language only in such settings as the columns shown), and that no page asks the browser
to preload the engine.
"""

from __future__ import annotations

import hashlib
import re
from pathlib import Path
from typing import Any
from urllib.parse import urlencode

from .browser_helpers import Guard

TRANSLATED = ("fr", "ru")
SCRIPT_FILE = re.compile(r'<script\b[^>]*\bsrc="([^"]+)"')
INLINE_SCRIPT = re.compile(r"<script>(.*?)</script>", re.S)
STARTS_ENGINE = re.compile(r"import\s*\(|\bWorker\b|pyodide|wheels/|serviceWorker\.register")
PRELOAD = re.compile(r'<link\b[^>]*\brel="(?:module)?preload"[^>]*>')

WIDGET = re.compile(r'class="mouche-hand"|id="mouche-(?:play|workbench|numbers|compare)"')
# Links that hold a whole state: a Play position, a numbers run, a comparison.
LINKS = [
    "try/play/?"
    + urlencode(
        {"ruleset": "academie", "players": "4", "seed": "2", "seat": "1", "actions": "p1 stand"}
    ),
    "rulesets/numbers/?a=academie&b=vanderaa1721&b.mouche_limit=20&players=4&deals=3000"
    "&session=10&seed=7",
    "rulesets/compare/?record=saved-mouche&a=academie&b=vanderaa1721",
]


def widget_pages(site: Path) -> list[str]:
    return [
        html.parent.relative_to(site).as_posix() + "/"
        for html in sorted(site.rglob("index.html"))
        if WIDGET.search(html.read_text(encoding="utf-8"))
    ]


def english(path: str) -> str:
    """The English page of a page of any language (``fr/try/play/`` -> ``try/play/``)."""
    first, _, rest = path.partition("/")
    return rest if first in TRANSLATED else path


def script_files(site: Path, path: str) -> list[str]:
    """The script files a page runs, by their content's digest (each language's build has
    its own copy of the theme's bundle)."""
    html = (site / path / "index.html").read_text(encoding="utf-8")
    return sorted(
        hashlib.sha256((site / path / src.partition("?")[0]).read_bytes()).hexdigest()
        for src in SCRIPT_FILE.findall(html)
    )


def test_each_translated_widget_page_runs_its_english_page_s_scripts(built_site: Path) -> None:
    pages = widget_pages(built_site)
    translated = [p for p in pages if english(p) != p]
    assert {english(p) for p in translated} == {p for p in pages if english(p) == p}
    for path in translated:
        assert script_files(built_site, path) == script_files(built_site, english(path)), path
    for html in built_site.rglob("*.html"):
        text = html.read_text(encoding="utf-8")
        assert PRELOAD.findall(text) == [], html
        assert [s for s in INLINE_SCRIPT.findall(text) if STARTS_ENGINE.search(s)] == [], html


def test_no_page_fetches_the_engine_before_the_reader_asks(
    guarded: tuple[Any, Guard], built_site: Path, site_url: str
) -> None:
    context, guard = guarded
    pages = [p for p in widget_pages(built_site) if english(p) == p]
    for path in ("try/examples/", "try/play/", "try/workbench/", "rulesets/numbers/"):
        assert path in pages, path
    pages += [f"{lang}/try/play/" for lang in TRANSLATED]
    addresses = [site_url + p.removeprefix("./") for p in pages + LINKS]
    page = context.new_page()
    for address in addresses:
        guard.forget_requests()
        page.goto(address)
        # its widgets' script ran: a widget started, or (hands folded in closed <details>,
        # built when opened) the skip link to the first hand written
        page.locator("[data-init], .mouche-skip").first.wait_for(state="attached")
        page.wait_for_load_state("networkidle")
        assert guard.engine_requests() == [], f"{address}: the engine fetched before any click"
    page.close()
