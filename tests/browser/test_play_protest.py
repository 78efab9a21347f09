"""The Play page's Protest control (the Encyclopédie's reading of "sauver la Mouche")."""

from __future__ import annotations

from typing import Any

from .browser_helpers import ENGINE_TIMEOUT, Guard
from .test_play import facade, permalink_url, wait_for_actions


def test_the_reader_protests_that_he_holds_no_mouche(
    warm_guarded: tuple[Any, Guard], site_url: str
) -> None:
    link = {"ruleset": "academie-1765", "players": 4, "seed": 0, "seat": 1, "actions": []}
    offered = {b["action"] for b in facade("position", **link)["result"]["buttons"]}
    assert "p1 protest" in offered  # the facade offers it: p1 holds no mouche
    context, guard = warm_guarded
    page = context.new_page()
    page.goto(permalink_url(site_url, link))
    page.locator(".mouche-play__restore").click()
    protest = page.locator("button[data-action='p1 protest']")
    protest.wait_for(timeout=ENGINE_TIMEOUT)
    assert protest.text_content() == "Protest that you hold no mouche"
    root = page.locator("#mouche-play")
    before = root.get_attribute("data-actions")
    protest.click()
    wait_for_actions(page, before)
    assert "actions=p1+protest" in page.url or "actions=p1%20protest" in page.url
    assert page.locator("button[data-action='p1 protest']").count() == 0
    assert page.locator("button[data-action='p1 stand']").count() == 1  # he still decides
    log = page.locator(".mouche-play__log").inner_text()
    assert "protests that he holds no mouche" in log
    cited = page.locator(".mouche-play__log a.mouche-clause[data-clause='encyclopedie1765.sauver']")
    assert cited.count() >= 1 and "encyclopedie1765" not in log  # by its name (issue 40.11)
    guard.check()
    page.close()
