"""The compare view in the browser: reached from a ruleset page with its preselection, it
lists the differing options before the engine loads, then replays the saved mouche under
academie and vanderaa1721 and puts the difference down to the ante; its state is in the
address. The records page, reached by the site's own links with the engine still loaded,
has the stepper the ruleset pages promise."""

from __future__ import annotations

import json
import re
import tomllib
from pathlib import Path
from typing import Any
from urllib.parse import parse_qs, urlsplit

from mouche.browser import call
from mouche.compare import differing_options
from mouche.presets import PRESETS

from .browser_helpers import ENGINE_STARTUP, ENGINE_TIMEOUT, Guard, guarded_context

RECORDS = Path(__file__).resolve().parents[1] / "records"


def facade(record: str, b: dict[str, Any], a: dict[str, Any] | None = None) -> dict[str, Any]:
    args: dict[str, Any] = {"record": record, "b": b}
    if a:
        args["a"] = a
    answer = json.loads(call(json.dumps({"op": "compare", "args": args})))
    assert answer["ok"], answer
    result: dict[str, Any] = answer["result"]
    return result


def test_compare_view_attributes_the_saved_mouche_to_the_ante(
    warm_guarded: tuple[Any, Guard], site_url: str
) -> None:
    context, guard = warm_guarded
    page = context.new_page()
    page.goto(site_url + "rulesets/academie/")
    page.get_by_role("link", name="compare it with Van der Aa 1721, as reported").click()
    page.wait_for_url("**/rulesets/compare/**")
    root = page.locator("#mouche-compare")
    root.locator(".mouche-cmp__diff table").wait_for()
    assert page.input_value("#mouche-cmp-a") == "academie"
    assert page.input_value("#mouche-cmp-b") == "vanderaa1721"
    # The options that differ are listed before the engine is loaded, with both sides' clauses.
    rows = root.locator(".mouche-cmp__diff tbody tr")
    expected = differing_options(PRESETS["academie"], PRESETS["vanderaa1721"])
    assert rows.count() == len(expected)
    ante = rows.nth([d.option for d in expected].index("ante"))
    # Each clause is linked under the reader's label (the site's own), with its id.
    labels = json.loads(root.get_attribute("data-compare") or "{}")["labels"]
    cited = "links => links.map(a => [a.dataset.clause, a.textContent])"
    assert ante.locator("td").nth(0).locator("a.mouche-clause").evaluate_all(cited) == [
        ["academie.5", labels["academie.5"]]
    ]
    assert ante.locator("td").nth(1).locator("a.mouche-clause").evaluate_all(cited) == [
        ["vanderaa1721.deal", labels["vanderaa1721.deal"]]
    ]
    assert labels["academie.5"].endswith("Art. 5")
    # In words: the option by its title (its id in the tooltip), each value by its
    # description, the value's id in code beside it.
    assert ante.locator("th").inner_text() == "The dealer's ante"
    assert ante.locator("th a, th span").first.get_attribute("title") == "option ante"
    assert (
        ante.locator("td")
        .nth(0)
        .inner_text()
        .startswith("As many jetons as there are players. one-per-player")
    )
    assert ante.locator("td code").all_text_contents() == ["one-per-player", "five"]
    five = page.locator("#mouche-cmp-b-ante option[value='five']")
    assert five.text_content() == "five jetons" and five.get_attribute("title") == "five"
    assert guard.page_engine_requests() == []

    page.select_option("#mouche-cmp-record", "saved-mouche")
    query = parse_qs(urlsplit(page.url).query)
    assert query == {"record": ["saved-mouche"], "a": ["academie"], "b": ["vanderaa1721"]}
    page.get_by_role("button", name="Compare and explain").click()
    root.locator(".mouche-cmp__why").wait_for(timeout=ENGINE_TIMEOUT)
    got = json.loads(root.get_attribute("data-result") or "null")
    record = (RECORDS / "saved-mouche.toml").read_text(encoding="utf-8")
    assert got == facade(
        record, {"preset": "vanderaa1721", "options": {}}, {"preset": "academie", "options": {}}
    )

    # The reader reads: −6/+3/−3 against −10/+5/−5, caused by the ante alone.
    why = root.locator(".mouche-cmp__why").inner_text()
    assert "under A, p0 −6, p1 +3, p2 −3; under B, p0 −10, p1 +5, p2 −5" in why
    # each clause by its name, as Play names it (issue 40.11: '[academie.5]')
    assert (
        "Caused by the dealer's ante (A: as many jetons as there are players [Académie des "
        "jeux, Art. 5]; B: five jetons [Van der Aa 1721, Dealer, ante and deal (reported)])"
        in why
    )
    assert "a saved mouche takes the mouches owed" in why  # ... changes nothing in this record
    assert "flush_takes_owed" not in why and "one-per-player" not in why
    assert "ante ante" not in root.inner_text().lower()
    outcome_rows = root.locator(".mouche-cmp__out table:not(.mouche-cmp__switches) tr")
    jetons = outcome_rows.filter(has_text="Jetons won or lost")
    assert jetons.locator("td").nth(2).inner_text() == "The dealer's ante (alone)"
    same = outcome_rows.filter(has_text="Mouche shown")
    assert "(the same)" in same.inner_text()
    switches = root.locator(".mouche-cmp__switches tbody tr")
    assert switches.count() == len(expected)
    for i, d in enumerate(expected):
        text = switches.nth(i).inner_text()
        if d.option == "ante":
            assert "Jetons won or lost: p0 −10, p1 +5, p2 −5" in text
            assert text.startswith(
                "The dealer's ante\nas many jetons as there are players one-per-player → five "
                "jetons five"
            ), text
        else:
            assert "nothing, in this hand" in text
    # Side by side: both replays, each with its stepper.
    columns = root.locator(".mouche-cmp__column")
    assert columns.count() == 2
    assert "−6" in columns.nth(0).inner_text() or "-6" in columns.nth(0).inner_text()

    # A preset with an option changed: B keeps the Académie's ante, the difference goes.
    page.locator("#mouche-cmp-b + details summary").click()
    page.select_option("#mouche-cmp-b-ante", "one-per-player")
    assert parse_qs(urlsplit(page.url).query)["b.ante"] == ["one-per-player"]
    assert root.locator(".mouche-cmp__diff tbody tr").count() == len(expected) - 1
    page.get_by_role("button", name="Compare and explain").click()
    root.locator(".mouche-cmp__why").wait_for(timeout=ENGINE_TIMEOUT)
    assert "same outcome" in root.locator(".mouche-cmp__why").inner_text()

    # Both refuse the same card; the clause each cites is the duty to head's.
    page.select_option("#mouche-cmp-record", "must-overtrump")
    page.select_option("#mouche-cmp-a", "vanderaa1721")
    page.select_option("#mouche-cmp-b", "academie")
    page.get_by_role("button", name="Compare and explain").click()
    root.locator(".mouche-cmp__why").wait_for(timeout=ENGINE_TIMEOUT)
    outcomes = root.locator(".mouche-cmp__out table:not(.mouche-cmp__switches)")
    refusal = outcomes.locator("tr", has_text="Clause of the refusal")
    assert "duty to head the trick" in refusal.inner_text().lower()
    # each clause by its name, as Play names it (issue 40.11: 'academie.15'), in the outcome
    # and in the causes
    names = json.loads(root.get_attribute("data-clause-names") or "{}")
    assert refusal.locator("a.mouche-clause[data-clause='academie.15']").count() == 1
    assert refusal.locator("a.mouche-clause", has_text=names["academie.15"]).count() == 1
    assert names["academie.15"] != "academie.15"
    why = root.locator(".mouche-cmp__why")
    assert why.locator("a.mouche-clause").count() > 0
    assert not re.search(r"\b(?:academie|vanderaa1721)\.\d", why.inner_text()), why.inner_text()
    # two names, each holding a comma, parted by a semicolon (not "Art. 15, Lacombe 1792")
    assert "[Académie des jeux, Art. 15; Lacombe 1792, ¶8 (fragment)]" in why.inner_text()

    # The link holds the comparison: opened afresh, it shows the same form.
    link = page.url
    fresh = context.new_page()
    fresh.goto(link)
    fresh.locator(".mouche-cmp__diff table").wait_for()
    assert fresh.input_value("#mouche-cmp-record") == "must-overtrump"
    assert fresh.input_value("#mouche-cmp-a") == "vanderaa1721"
    fresh.close()

    # A card in the prose as a face, as everywhere else ("9S" was left: issue 40.11).
    page.select_option("#mouche-cmp-record", "academie-must-head")
    page.select_option("#mouche-cmp-a", "")
    page.select_option("#mouche-cmp-b", "vanderaa1721")
    page.get_by_role("button", name="Compare and explain").click()
    page.wait_for_function(
        "() => document.querySelector('.mouche-cmp__why')?.innerText.includes('does not head')",
        timeout=ENGINE_TIMEOUT,
    )
    why = root.locator(".mouche-cmp__why").inner_text()
    assert "action 5: 9♠ does not head the trick" in why and "9S" not in why, why

    # The records page, reached by the site's own link (the engine stays loaded), has the
    # stepper the ruleset pages promise; its "replay under another ruleset" says why.
    page.evaluate("window.__visit = 'compare'")
    page.locator(".md-content a", has_text="hand records").first.click()
    page.wait_for_url("**/records/**")
    hands = [p for p in RECORDS.glob("*.toml") if "deals" not in tomllib.loads(p.read_text())]
    page.locator(".mouche-hand .mouche-hand__run").first.wait_for()
    assert page.locator(".mouche-hand").count() == len(hands)
    section = page.locator("#record-saved-mouche ~ .mouche-hand").first
    section.locator(".mouche-hand__run").click()
    section.locator(".mouche-stepper").wait_for(timeout=ENGINE_TIMEOUT)
    section.get_by_role("button", name="Next ▶").click()
    assert "Action 2 of" in section.locator(".mouche-stepper__count").inner_text()
    section.get_by_role("button", name="Replay under another ruleset").click()
    section.locator(".mouche-cmp__why").wait_for(timeout=ENGINE_TIMEOUT)
    assert "Caused by the dealer's ante" in section.locator(".mouche-cmp__why").inner_text()
    to_compare = section.get_by_role("link", name="Open this comparison in the compare view")
    query = parse_qs(urlsplit(to_compare.get_attribute("href") or "").query)
    assert query["b"] == ["vanderaa1721"] and "saved mouche" in query["text"][0].lower()
    # The same document and the same engine worker, started once.
    assert page.evaluate("window.__visit") == "compare", "the page was reloaded"
    assert page.evaluate(ENGINE_STARTUP)["boots"] == 1, "the engine was loaded again"
    page.close()


def test_ruleset_pages_and_the_workbench_link_to_the_compare_view(
    guarded: tuple[Any, Guard], site_url: str
) -> None:
    context, _guard = guarded
    page = context.new_page()
    page.goto(site_url + "rulesets/academie/")
    example = page.get_by_role("link", name="The saved mouche traps those who play on", exact=True)
    assert (example.get_attribute("href") or "").endswith("records/#record-saved-mouche")
    per_record = page.locator("a.compare-link").first  # "compare", its full name sr-only
    assert "under academie and vanderaa1721" in (per_record.text_content() or "")
    query = parse_qs(urlsplit(per_record.get_attribute("href") or "").query)
    assert query["a"] == ["academie"] and query["b"] == ["vanderaa1721"] and query["record"]
    page.goto(site_url + "try/workbench/")
    compare = page.get_by_role("link", name="Compare under two rulesets")
    sample = page.input_value("#mouche-record")
    assert parse_qs(urlsplit(compare.get_attribute("href") or "").query)["text"] == [sample]
    compare.click()
    page.wait_for_url("**/rulesets/compare/**")
    page.locator(".mouche-cmp__diff").wait_for()
    assert page.input_value("#mouche-cmp-record") == ""
    assert page.input_value("#mouche-cmp-text") == sample
    assert page.input_value("#mouche-cmp-b") == "vanderaa1721"  # the sample is academie's
    page.close()


# The layout shifts of the page (not caused by the reader), from the first paint on.
LAYOUT_SHIFT = """() => new Promise((resolve) => {
  let total = 0;
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) if (!e.hadRecentInput) total += e.value;
  }).observe({ type: "layout-shift", buffered: true });
  setTimeout(() => resolve(total), 1000);
})"""


def test_the_compare_view_builds_without_shifting_the_page(chromium: Any, site_url: str) -> None:
    for width, height in ((390, 844), (1280, 900)):
        viewport = {"width": width, "height": height}
        context, guard = guarded_context(chromium, site_url, viewport=viewport)
        try:
            page = context.new_page()
            page.goto(site_url + "rulesets/compare/")
            page.locator("#mouche-compare .mouche-cmp__diff table").wait_for()
            shift = page.evaluate(LAYOUT_SHIFT)
            print(f"layout shift at {width} px: {shift:.4f}")
            assert shift < 0.1, (width, shift)
            guard.check()
        finally:
            context.close()
