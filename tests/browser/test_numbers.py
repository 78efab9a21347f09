"""Rulesets in numbers in the browser: a two-ruleset run of 2 × 3,000 deals in the page's
engine, with progress and Cancel, figures with tables, no request off the site, the
permalink reproducing the same numbers, and the numbers identical to CPython's."""

from __future__ import annotations

import json
from typing import Any
from urllib.parse import parse_qs, urlsplit

from mouche.presets import get_ruleset
from mouche.simulate import Plan, simulate

from .browser_helpers import ENGINE_TIMEOUT, Guard

RUN = "?a=academie&b=vanderaa1721&b.mouche_limit=20&players=4&deals=3000&session=10&seed=7"


def _state(page: Any, *states: str) -> None:
    page.wait_for_function(
        "states => states.includes(document.querySelector('#mouche-numbers').dataset.state)",
        arg=list(states),
        timeout=ENGINE_TIMEOUT,
    )


def test_a_two_ruleset_run_draws_cancels_and_reproduces(
    warm_guarded: tuple[Any, Guard], site_url: str
) -> None:
    context, guard = warm_guarded
    page = context.new_page()
    page.goto(site_url + "rulesets/numbers/" + RUN)
    page.wait_for_load_state("networkidle")
    assert guard.page_engine_requests() == []  # nothing heavy before the reader asks
    root = page.locator("#mouche-numbers")
    run = root.get_by_role("button", name="Run")
    cancel = root.get_by_role("button", name="Cancel")
    bar = root.locator("progress")

    # Cancel: the bar has moved, the run stops, nothing is drawn from a partial run.
    run.click()
    page.wait_for_function(
        "() => document.querySelector('#mouche-numbers progress').value > 0.02",
        timeout=ENGINE_TIMEOUT,
    )
    cancel.click()
    _state(page, "cancelled")
    assert float(bar.evaluate("b => b.value")) < 1
    assert root.locator("figure.mouche-numbers__figure").count() == 0

    # The whole run: the bar moves, four figures, each with its numbers as a table.
    # the bar's values are gathered by the page itself (a test process starved of CPU
    # polled too seldom to see the bar move: cc17's one value, 0.83)
    bar.evaluate(
        "b => { window.__barSeen = new Set(); window.__barTimer = setInterval("
        "() => window.__barSeen.add(Math.round(b.value * 100)), 20); }"
    )
    run.click()
    while root.get_attribute("data-state") == "running":
        page.wait_for_timeout(150)
    seen = set(page.evaluate("() => (clearInterval(window.__barTimer), [...window.__barSeen])"))
    status = root.locator(".mouche-numbers__status").text_content()
    assert root.get_attribute("data-state") == "done", status
    assert len(seen) >= 3, seen
    page.wait_for_function("() => document.querySelector('#mouche-numbers').dataset.drawn === '1'")
    figures = root.locator("figure.mouche-numbers__figure")
    assert figures.count() == 4
    assert root.locator(".mouche-numbers__plot [role=img]").count() == 4
    assert root.locator(".mouche-numbers__figure table").count() == 4
    got = json.loads(root.get_attribute("data-summaries") or "[]")

    # The same numbers as CPython's `python -m mouche simulate` for the same parameters.
    plans = [
        Plan(get_ruleset("academie"), 4, 3_000, 10, 7),
        Plan(get_ruleset("vanderaa1721").replace(mouche_limit=20), 4, 3_000, 10, 7),
    ]
    assert got == [simulate(p) for p in plans]

    # The permalink holds every parameter and reproduces the run.
    link = root.locator(".mouche-numbers__link a").get_attribute("href") or ""
    query = parse_qs(urlsplit(link).query)
    assert query["a"] == ["academie"] and query["b.mouche_limit"] == ["20"]
    assert query["deals"] == ["3000"] and query["seed"] == ["7"]
    again = context.new_page()
    again.goto(link)
    again.locator("#mouche-numbers").get_by_role("button", name="Run").click()
    _state(again, "done", "failed")
    assert (
        json.loads(again.locator("#mouche-numbers").get_attribute("data-summaries") or "[]") == got
    )

    # A figure's citation names its parameters and its permalink.
    first = figures.first
    first.get_by_role("button", name="Cite this figure").click()
    note = first.locator(".mouche-numbers__cite").text_content() or ""
    assert "3,000 deals in sessions of 10" in note and "seed 7" in note and link in note
    assert "version 0.1.0, last modified " in note and note.startswith("The Mouche rules")
    assert all(u.startswith(site_url) for u in guard.requests)


def test_a_run_with_the_reasoning_player_at_p0_gives_cpythons_numbers(
    warm_guarded: tuple[Any, Guard], site_url: str
) -> None:
    """Issue 23.3: the page seats the reasoning player at p0 (a short run), says so in the
    run's description and its permalink, and gives what ``simulate --seat 0=reasoning``
    gives for the same parameters."""
    context, _guard = warm_guarded
    page = context.new_page()
    page.goto(site_url + "rulesets/numbers/?a=academie&b=&players=4&deals=2&session=1&seed=3")
    root = page.locator("#mouche-numbers")
    root.get_by_label("Player at p0").select_option("reasoning")
    assert root.get_by_label("Deals", exact=True).get_attribute("max") == "200"
    root.get_by_role("button", name="Run").click()
    _state(page, "done", "failed")
    status = root.locator(".mouche-numbers__status").text_content() or ""
    assert root.get_attribute("data-state") == "done", status
    assert "the reasoning player at p0" in status
    # a reader reads the rulesets by their titles and the player's style in words (issue
    # 40.11): in the presets' list (its title first: a narrow select keeps what differs),
    # the run's description and its link, never "academie" or "shows-at-once"
    presets = root.locator("select[name=a] option").all_inner_texts()
    assert "Académie des jeux, articles 5-15" in presets
    label = root.locator(".mouche-numbers__link a").inner_text()
    for text in (status, label, *presets):
        assert "academie" not in text and "shows-at-once" not in text, text
    assert "at the others: shows it at once (art. 10)" in status
    got = json.loads(root.get_attribute("data-summaries") or "[]")
    plan = Plan(get_ruleset("academie"), 4, 2, 1, 3, seats=((0, "reasoning"),))
    assert got == [simulate(plan)]
    link = root.locator(".mouche-numbers__link a").get_attribute("href") or ""
    assert parse_qs(urlsplit(link).query)["p0"] == ["reasoning"]
    page.close()


def test_a_preset_s_options_are_made_when_the_reader_opens_them(
    guarded: tuple[Any, Guard], site_url: str
) -> None:
    """Issue 24.8: the option controls of both sides (a few hundred elements) are made when
    "Change options" is first opened, with the preset's values; an address that changes an
    option opens them at once, with its value."""
    context, guard = guarded
    page = context.new_page()
    page.goto(site_url + "rulesets/numbers/?a=academie&b=vanderaa1721&players=4&deals=2&session=1")
    root = page.locator("#mouche-numbers")
    data = json.loads(root.get_attribute("data-simulator") or "{}")
    preset = next(p for p in data["presets"] if p["id"] == "academie")
    first, second = (root.locator(".mouche-numbers__side").nth(k) for k in (0, 1))
    first.locator("details.mouche-numbers__changes").wait_for(state="attached")
    assert root.locator(".mouche-numbers__options .mouche-numbers__field").count() == 0
    first.locator("summary").click()
    fields = first.locator(".mouche-numbers__options .mouche-numbers__field")
    fields.first.wait_for()
    assert fields.count() == len(data["options"])
    shown = (
        first.locator(".mouche-numbers__options")
        .locator("input, select")
        .evaluate_all("controls => controls.map(c => c.value)")
    )
    assert shown == [preset["options"][o["name"]] for o in data["options"]]
    assert second.locator(".mouche-numbers__options .mouche-numbers__field").count() == 0
    # Issue 36.2: the players offered are the table sizes both presets deal
    players = root.get_by_label("Players", exact=True)
    sizes = "select => [...select.options].map(o => o.value)"
    assert players.evaluate(sizes) == ["3", "4", "5", "6"]
    root.get_by_label("First ruleset: preset").select_option("cotton1674-french-ruff")
    assert players.evaluate(sizes) == ["4", "6"] and players.input_value() == "4"
    root.get_by_label("Second ruleset: preset").select_option("")
    assert players.evaluate(sizes) == ["2", "4", "6"]
    root.get_by_label("Second ruleset: preset").select_option("bete1792")
    assert players.evaluate(sizes) == ["2", "4"]
    guard.check()
    page.close()

    page = context.new_page()
    page.goto(site_url + "rulesets/numbers/" + RUN)  # b.mouche_limit=20
    second = page.locator("#mouche-numbers .mouche-numbers__side").nth(1)
    second.locator(".mouche-numbers__options .mouche-numbers__field").first.wait_for()
    assert second.locator("details.mouche-numbers__changes").get_attribute("open") is not None
    names = [o["name"] for o in data["options"]]
    values = (
        second.locator(".mouche-numbers__options")
        .locator("input, select")
        .evaluate_all("controls => controls.map(c => c.value)")
    )
    assert values[names.index("mouche_limit")] == "20"
    page.close()


SAME = {"fr": "ont donné les mêmes chiffres", "ru": "дали одинаковые цифры"}


def test_two_rulesets_that_play_alike_are_drawn_once_and_said_so(
    warm_guarded: tuple[Any, Guard], site_url: str
) -> None:
    """academie and academie-1765 differ only when a player is asked about his mouche, which
    the built-in player never does: their figures are the same, drawn once under both
    names, and a note says why (issue 40.11: one line, two legends, nothing said); two
    rulesets that differ are drawn as two, with no note. In each language."""
    context, _guard = warm_guarded
    page = context.new_page()
    for tree, note in (("", "gave the same figures"), ("fr/", SAME["fr"]), ("ru/", SAME["ru"])):
        run = "?a=academie&b=academie-1765&players=4&deals=40&session=10&seed=7"
        page.goto(site_url + tree + "rulesets/numbers/" + run)
        root = page.locator("#mouche-numbers")
        root.locator("button.md-button--primary").first.click()  # Run, in the language
        _state(page, "done", "failed")
        assert root.get_attribute("data-state") == "done"
        assert note in root.locator(".mouche-numbers__same").inner_text()
        head = root.locator("#figure-basket thead th").all_inner_texts()
        assert len(head) == 2, head  # the deal, and one column naming both rulesets
    page.goto(site_url + "rulesets/numbers/" + RUN.replace("deals=3000", "deals=40"))
    root = page.locator("#mouche-numbers")
    root.get_by_role("button", name="Run").click()
    _state(page, "done", "failed")
    assert root.locator(".mouche-numbers__same").count() == 0
    page.close()
