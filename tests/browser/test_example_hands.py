"""Example hands in the browser give exactly what ``python -m mouche replay --json`` gives.

Every page of the built site that embeds example hands is opened; nothing of
the engine is fetched before the first click; its first hand is replayed in Pyodide
and compared with CPython, in the page's language; its clause links lead to anchors that
exist. Every other hand of the page is replayed in the same Pyodide, the site's wheel,
under Node.js by ``tests/test_pyodide_parity.py`` and compared with CPython there (this
test checks that each of them is among the records that test replays): the browser adds
nothing to a replay but the widget's code, which the first hand of every page runs.

In the shared, warmed context (``warm_guarded``: a returning reader's engine, restored
from its snapshot); what a first visit fetches before a click is checked in a fresh
context by ``test_engine_on_demand.py``.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit

from input_helpers import run_command
from test_pyodide_parity import hand_records

from mouche.browser import call

from .browser_helpers import ENGINE_TIMEOUT, Guard

OPEN_DETAILS = (
    "w => { for (let e = w; e; e = e.parentElement) if (e.tagName === 'DETAILS') e.open = true; }"
)

ANSWER = """(w) => ({
  record: w.querySelector(".mouche-hand__record")?.textContent ?? null,
  result: w.getAttribute("data-result"),
  rulings: w.querySelectorAll(".mouche-rulings li, .mouche-error").length,
  links: [...w.querySelectorAll("a.mouche-clause")].map((a) => a.href),
})"""
"""What an example hand holds once replayed: its record, the engine's answer, how many
rulings (or refusals) it shows, and its clause links."""

TRANSLATED = ("fr", "ru")


def hand_pages(site: Path) -> list[str]:
    """Every English page with an example hand, and the French and Russian examples page
    (the other trees' pages hold the same records: one page each shows their language)."""
    pages = []
    for html in sorted(site.rglob("index.html")):
        path = html.parent.relative_to(site).as_posix() + "/"
        if path.split("/")[0] not in TRANSLATED and 'class="mouche-hand"' in html.read_text(
            encoding="utf-8"
        ):
            pages.append(path)
    return pages + [f"{lang}/try/examples/" for lang in TRANSLATED]


def cli_replay(record: str, tmp: Path, lang: str = "en") -> dict[str, Any]:
    """What ``python -m mouche replay FILE --json --lang LANG`` prints for ``record`` (its
    ``main``, run in this process: the same code, without a new interpreter for every
    hand)."""
    path = tmp / "record.toml"
    path.write_text(record, encoding="utf-8")
    status, out, err = run_command(["replay", str(path), "--json", "--lang", lang])
    assert status in (0, 1), err
    result: dict[str, Any] = json.loads(out)
    return result


def anchor_exists(site: Path, site_url: str, href: str) -> bool:
    parts = urlsplit(href)
    assert href.startswith(site_url), href
    page = site / parts.path[len(urlsplit(site_url).path) :] / "index.html"
    if not page.exists():
        return False
    return f'id="{parts.fragment}"' in page.read_text(encoding="utf-8")


def test_every_example_hand_replays_as_in_cpython(
    warm_guarded: tuple[Any, Guard], built_site: Path, site_url: str, tmp_path: Path
) -> None:
    context, guard = warm_guarded
    pages = hand_pages(built_site)
    assert "try/examples/" in pages
    page = context.new_page()
    checked_links: set[str] = set()
    replayed_in_node = {record.strip() for record in hand_records().values()}
    for path in pages:
        guard.forget_requests()
        page.goto(site_url + path)
        page.wait_for_load_state("networkidle")
        assert guard.page_engine_requests() == [], f"{path}: engine fetched before any click"
        widgets = page.locator(".mouche-hand")
        assert widgets.count() >= 1
        records = widgets.locator(".mouche-hand__record").all_text_contents()
        assert [r for r in records if r.strip() not in replayed_in_node] == [], path
        first = widgets.first
        # a page may fold its hands in <details>, their bodies in place once opened
        first.evaluate(OPEN_DETAILS)
        first.locator(".mouche-hand__run").click()
        first.locator(".mouche-hand__final").wait_for(timeout=ENGINE_TIMEOUT)
        lang = path.split("/")[0] if path.split("/")[0] in TRANSLATED else "en"
        hand = first.evaluate("w => (" + ANSWER + ")(w)")
        got = json.loads(hand["result"] or "null")
        assert got == cli_replay(hand["record"] or "", tmp_path, lang), path
        assert hand["rulings"] >= 1
        for href in hand["links"]:
            if href not in checked_links:
                assert anchor_exists(built_site, site_url, href), f"{path}: dead {href}"
                checked_links.add(href)
        # Fetched once at most: the first page's, or none where the service worker has it.
        wasm = [u for u in guard.engine_requests() if u.endswith("pyodide.asm.wasm")]
        assert len(wasm) <= 1, f"{path}: Pyodide loaded {len(wasm)} times"
    page.close()


def test_replay_under_another_ruleset_side_by_side(
    warm_guarded: tuple[Any, Guard], site_url: str
) -> None:
    context, _guard = warm_guarded
    page = context.new_page()
    page.goto(site_url + "try/examples/")
    widget = page.locator(".mouche-hand[data-compare='vanderaa1721']").first
    record = widget.locator(".mouche-hand__record").text_content() or ""
    widget.locator(".mouche-hand__run").click()
    button = widget.get_by_role("button", name="Replay under another ruleset")
    button.wait_for(timeout=ENGINE_TIMEOUT)
    assert widget.locator("select").input_value() == "vanderaa1721"
    button.click()
    widget.locator(".mouche-compare").wait_for(timeout=ENGINE_TIMEOUT)
    got = json.loads(widget.get_attribute("data-compare-result") or "null")
    request = {"op": "replay", "args": {"record": record, "ruleset": "vanderaa1721"}}
    assert got == json.loads(call(json.dumps(request)))["result"]["replay"]
    headers = widget.locator(".mouche-compare thead th").all_text_contents()
    assert headers[1:] == [
        json.loads(widget.get_attribute("data-result") or "{}")["ruleset"],
        "vanderaa1721",
    ]
    if got != json.loads(widget.get_attribute("data-result") or "{}"):
        assert widget.locator(".mouche-compare--differs").count() >= 1
    page.close()


def test_a_hand_on_a_source_page_reads_as_a_hand_on_a_phone(
    warm_guarded: tuple[Any, Guard], site_url: str
) -> None:
    """Issue 24.4: opened, an example hand shows its cards and rulings, not its TOML, and
    nothing runs off a 390 px screen, even with the record unfolded."""
    context, _guard = warm_guarded
    page = context.new_page()
    page.set_viewport_size({"width": 390, "height": 800})
    page.goto(site_url + "sources/academie/")
    example = page.locator("details.example-hand").first
    example.locator("summary").first.click()
    widget = example.locator(".mouche-hand")
    assert widget.locator(".mouche-hand__reading .mouche-card").first.is_visible()
    assert widget.locator(".mouche-hand__reading .mouche-action").count() >= 1
    assert not widget.locator(".mouche-hand__record").is_visible()
    widget.locator(".mouche-hand__source > summary").click()
    assert widget.locator(".mouche-hand__record").is_visible()
    wide = page.evaluate(
        """() => [...document.querySelectorAll('.mouche-hand__record, .example-hand p')]
        .filter(e => e.getBoundingClientRect().width > 0 && e.scrollWidth > e.clientWidth + 1)
        .map(e => e.textContent.slice(0, 40))"""
    )
    assert wide == []
    assert page.evaluate("document.documentElement.scrollWidth") <= 390
    page.close()
