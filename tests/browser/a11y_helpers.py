"""Shared by the accessibility, phone-layout and keyboard tests: axe-core, the page
list of issue 13, moving between pages the site's own way, and what each page needs
done before it is judged (a cite panel opened, a deal dealt, a record replayed).

axe-core comes from npm (``package.json``, a dev dependency): the tests inject it,
the site never ships it.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

from .browser_helpers import ENGINE_TIMEOUT, guarded_context, leave, wait_arrived

AXE = Path(__file__).resolve().parents[2] / "node_modules" / "axe-core" / "axe.min.js"
WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]
PHONE = {"width": 390, "height": 844}
DESKTOP = {"width": 1280, "height": 900}


def open_cite(page: Any) -> None:
    summary = page.locator("details.cite > summary").first
    summary.scroll_into_view_if_needed()
    summary.click()


def run_hand(page: Any) -> None:
    page.locator(".mouche-hand__run").first.click()
    page.locator(".mouche-hand .mouche-hand__final").first.wait_for(timeout=ENGINE_TIMEOUT)


def deal(page: Any) -> None:
    page.fill("#mouche-seed", "12")
    page.locator(".mouche-play__form button[type=submit]").click()
    page.locator(".mouche-seats").wait_for(timeout=ENGINE_TIMEOUT)


def replay(page: Any) -> None:
    page.get_by_role("button", name="Replay").click()
    page.locator(".mouche-workbench__out .mouche-result").wait_for(timeout=ENGINE_TIMEOUT)


def simulate(page: Any) -> None:
    page.locator("#mouche-numbers").get_by_role("button", name="Run").click()
    page.wait_for_function(
        "() => document.querySelector('#mouche-numbers').dataset.drawn === '1'",
        timeout=ENGINE_TIMEOUT,
    )


NUMBERS_RUN = "rulesets/numbers/?a=academie&b=vanderaa1721&players=4&deals=200&session=10&seed=1"


# Every kind of page (issue 13, point 3), with what is done on it before the audit: the
# pages one reads, then (from "example hands" on) the pages that run the engine. The two
# halves are audited by two test files, which the suite runs on its two processes at once.
PAGES: list[tuple[str, str, Callable[[Any], None] | None]] = [
    ("home", "", None),
    ("source page, cite panel open", "sources/academie/", open_cite),
    ("rules", "rules/", None),
    ("a ruleset", "rulesets/academie/", None),
    ("the matrix", "rulesets/", None),
    ("options", "rulesets/options/", None),
    ("glossary", "glossary/", None),
    ("records", "records/", None),
    ("history", "history/", None),
    ("the family side by side", "family/", None),
    ("the family side by side, in French", "fr/family/", None),
    ("the family side by side, in Russian", "ru/family/", None),
    ("example hands, one replayed", "try/examples/", run_hand),
    ("Play, during a deal", "try/play/", deal),
    ("workbench, a record replayed", "try/workbench/", replay),
    ("engine reference", "reference/tricks/", None),
    ("rulesets compared", "rulesets/compare/", None),
    ("rulesets in numbers, a run drawn", NUMBERS_RUN, simulate),
]


def go(page: Any, site_url: str, path: str) -> None:
    """Open ``path`` as a link of the site would: Material's instant navigation, no reload."""
    before = page.evaluate("location.href")
    target = site_url + path
    if before == target:
        return
    leave(page)
    page.evaluate(
        "url => { const a = document.createElement('a'); a.href = url;"
        " document.body.append(a); a.click(); a.remove(); }",
        target,
    )
    page.wait_for_url(target)
    # The address changes before the content is swapped in: until then the page left is
    # shown (records/, left for try/examples/, has example hands of its own to run).
    wait_arrived(page)


def axe(page: Any) -> list[str]:
    """axe-core's WCAG 2.1 A/AA violations on the page as it is, one line each."""
    # Judge the page at rest: Material fades the header title and the sidebar in.
    page.wait_for_function(
        "() => document.getAnimations().every(a => a.playState !== 'running')", timeout=5000
    )
    if not page.evaluate("typeof window.axe !== 'undefined'"):
        page.add_script_tag(path=str(AXE))
    result = page.evaluate(
        "tags => axe.run(document, { runOnly: { type: 'tag', values: tags },"
        " resultTypes: ['violations'] })",
        WCAG_TAGS,
    )
    return [
        f"{v['id']}: {v['help']} — {[n['target'] for n in v['nodes']][:4]}"
        + (f" ({v['nodes'][0]['failureSummary'][:160]!r})" if v["nodes"] else "")
        for v in result["violations"]
    ]


def overflow(page: Any) -> int:
    """By how many pixels the page scrolls sideways (0: it does not)."""
    width: int = page.evaluate("document.documentElement.scrollWidth - window.innerWidth")
    return max(0, width)


def unpressable(page: Any, scope: str) -> list[str]:
    """The visible, enabled controls under ``scope`` that another element covers."""
    found: list[str] = page.evaluate(
        """scope => {
          const out = [];
          const controls = ' :is(button, select, input, a[href], textarea)';
          for (const el of document.querySelectorAll(scope + controls)) {
            if (el.disabled || el.closest('[hidden]') || !el.getClientRects().length) continue;
            // In a closed <details> (outside its summary) a control is not shown: Chromium
            // still gives it boxes (the content is only hidden from painting and hits).
            const fold = el.closest('details');
            if (fold && !fold.open && !el.closest('summary')) continue;
            el.scrollIntoView({ block: 'center', inline: 'center' });
            const r = el.getClientRects()[0];  // a link broken over two lines: its first part
            if (r.width === 0 || r.height === 0) continue;
            const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
            const own = hit && (hit === el || el.contains(hit)
              || (el.labels && [...el.labels].includes(hit)));
            if (!own) {
              const name = (el.textContent || el.name || el.id).trim().slice(0, 40);
              out.push(name + ' under ' + (hit ? hit.tagName + '.' + hit.className : 'nothing'));
            }
          }
          return out;
        }""",
        scope,
    )
    return found


SCHEMES = {"light": "default", "dark": "slate"}
"""The colour scheme a reader's system asks for, and the theme's scheme it gets."""

SWITCH = """scheme => {
  const input = document.querySelector(`input[name=__palette][data-md-color-scheme="${scheme}"]`);
  if (!input.checked) input.click();
  return document.body.dataset.mdColorScheme;
}"""
"""Switch to a colour scheme with the theme's palette control (the header's toggle)."""


def set_scheme(page: Any, scheme: str) -> None:
    """The page as a reader whose system asks for ``scheme`` sees it (the theme follows the
    system's scheme when a page loads, and its toggle afterwards)."""
    page.emulate_media(color_scheme=scheme)
    assert page.evaluate(SWITCH, SCHEMES[scheme]) == SCHEMES[scheme]


def audit(
    chromium: Any, site_url: str, pages: list[tuple[str, str, Callable[[Any], None] | None]]
) -> list[str]:
    """Each of ``pages`` (name, path, what to do first) in one fresh context (the engine
    boots once), reached by the site's instant navigation, made ready once and judged in
    both colour schemes at both widths: the reader's system asks for the other scheme and
    the reader switches to it with the theme's own control. What is wrong, a line each:
    axe-core's WCAG 2.1 A/AA violations, a page scrolling sideways at 390 px, a control of
    a Try page that something covers."""
    context, guard = guarded_context(chromium, site_url, color_scheme="light")
    problems: list[str] = []
    try:
        page = context.new_page()
        page.set_viewport_size(DESKTOP)
        page.goto(site_url)
        for name, path, prepare in pages:
            page.set_viewport_size(DESKTOP)
            go(page, site_url, path)
            if prepare:
                prepare(page)
            for scheme in SCHEMES:
                set_scheme(page, scheme)
                for size in (DESKTOP, PHONE):
                    page.set_viewport_size(size)
                    where = f"{name} ({path or '/'}) at {size['width']} px, {scheme}"
                    problems += [f"{where}: {v}" for v in axe(page)]
                    if (px := overflow(page)) and size is PHONE:
                        problems.append(f"{where}: the page scrolls sideways by {px} px")
                    if path.startswith("try/") and size is PHONE:
                        problems += [
                            f"{where}: covered: {c}" for c in unpressable(page, ".md-content")
                        ]
        page.close()
    finally:
        context.close()
    guard.check()
    return problems
