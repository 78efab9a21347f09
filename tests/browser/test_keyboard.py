"""A keyboard path through the Play page: a skip link first, focus on the next sensible
control after every action (never dropped to the page), disabled controls disabled,
and a whole deal played with the keyboard alone."""

from __future__ import annotations

from typing import Any

from .browser_helpers import ENGINE_TIMEOUT, Guard

FOCUSED = """() => { const e = document.activeElement;
  return { tag: e.tagName, id: e.id, text: (e.textContent || '').trim(),
           action: e.dataset.action || '', card: e.dataset.card || '',
           legal: e.dataset.legal || '', disabled: !!e.disabled,
           inBoard: !!e.closest('#mouche-board') }; }"""


def focused(page: Any) -> dict[str, Any]:
    info: dict[str, Any] = page.evaluate(FOCUSED)
    return info


def tab_to(page: Any, test: Any, limit: int = 40) -> dict[str, Any]:
    """Press Tab until the focused element passes ``test``; fail after ``limit`` presses."""
    for _ in range(limit):
        page.keyboard.press("Tab")
        now = focused(page)
        if test(now):
            return now
    raise AssertionError(f"not reached in {limit} Tab presses; last {focused(page)}")


def wait_for_answer(page: Any, before: str | None) -> None:
    page.wait_for_function(
        "before => { const r = document.querySelector('#mouche-play');"
        " return r.dataset.actions !== before"
        " && !document.querySelector('#mouche-board[aria-busy]'); }",
        arg=before,
        timeout=ENGINE_TIMEOUT,
    )


def test_a_whole_deal_with_the_keyboard_alone(
    warm_guarded: tuple[Any, Guard], site_url: str
) -> None:
    context, _guard = warm_guarded
    page = context.new_page()
    page.set_viewport_size({"width": 390, "height": 844})
    page.goto(site_url + "try/play/")
    page.wait_for_function("() => document.querySelector('#mouche-play[data-init]') !== null")

    # The first Tab reaches the skip link; it leads to the game, whose first control is next.
    page.keyboard.press("Tab")
    assert focused(page)["text"] == "Skip to the game"
    page.keyboard.press("Enter")
    assert focused(page)["id"] == "mouche-play"
    page.keyboard.press("Tab")
    assert focused(page)["id"] == "mouche-ruleset"

    tab_to(page, lambda f: f["id"] == "mouche-seed", limit=4)
    page.keyboard.type("12")
    page.keyboard.press("Enter")  # submits the form: Deal
    page.locator(".mouche-seats").wait_for(timeout=ENGINE_TIMEOUT)
    root = page.locator("#mouche-play")

    # A disabled control is disabled, not only grey: Tab skips it.
    exchange = page.locator("button[data-action='exchange']")
    if exchange.count():
        assert exchange.is_disabled()

    stood = False
    for _ in range(40):
        if root.get_attribute("data-over") == "true":
            break
        now = focused(page)
        assert now["inBoard"] and now["tag"] == "BUTTON" and not now["disabled"], now
        before = root.get_attribute("data-actions")
        if not stood and page.locator("button[data-action$=' stand']").count():
            # Decide to stand: the focus is on Stand after Deal (the first choice that keeps
            # the hand), else Tab from where it is to the Stand button.
            if not now["action"].endswith(" stand"):
                now = tab_to(page, lambda f: f["action"].endswith(" stand"), limit=12)
            stood = True
        else:
            # Focus is on a legal card (or the next decision): Enter plays it.
            assert now["legal"] == "true", now
        page.keyboard.press("Enter")
        wait_for_answer(page, before)
    assert root.get_attribute("data-over") == "true"
    assert stood
    # At the end, the focus is on "Next deal" (the session goes on), the result on the table.
    assert focused(page)["text"] == "Next deal (the deal passes on)"
    assert page.locator("#mouche-board .mouche-settlement").count() == 1
    page.close()
