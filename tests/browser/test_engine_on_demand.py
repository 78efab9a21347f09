"""A first-time reader's pages fetch nothing of the engine until the reader asks for it.

Every page of the built site that holds a try-it widget (example hands, Play, the
workbench, the compare view, "Rulesets in numbers"), and a Play permalink, opened in
one fresh context (empty caches, no service worker yet) and left to load: none of
Pyodide's files or the engine's wheel is requested. The tests that then use the
engine run in the shared, warmed context (``warm_guarded``), where a service worker
answering from its cache would hide such a request; this one is where it is seen.
"""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any
from urllib.parse import urlencode

from .browser_helpers import Guard

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


def test_no_page_fetches_the_engine_before_the_reader_asks(
    guarded: tuple[Any, Guard], built_site: Path, site_url: str
) -> None:
    context, guard = guarded
    pages = widget_pages(built_site)
    for path in ("try/examples/", "try/play/", "try/workbench/", "rulesets/numbers/"):
        assert path in pages, path
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
