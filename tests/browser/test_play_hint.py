"""The Play page's Hint: the values the command line gives for the same record and seed, a
Cancel that stops it with the board still usable, and its cost against a full deal's replay
in the same page (printed, never asserted: a ratio, no wall clock)."""

from __future__ import annotations

import json
import random
import subprocess
import sys
from pathlib import Path
from typing import Any

from mouche.records import format_record
from mouche.session import deal_from_seed
from mouche.strategy import choose

from .a11y_helpers import PHONE, axe, overflow, unpressable
from .browser_helpers import ENGINE_TIMEOUT, Guard, try_module
from .test_play import facade, permalink_url

# A position where the reader (p1) is to decide, standing best (nine choices valued).
LINK: dict[str, Any] = {"ruleset": "academie", "players": 4, "seed": 8, "seat": 1, "actions": []}

HINT_STATE = "document.querySelector('#mouche-play').dataset.hint"

# The time of one whole Hint, then of one replay of a whole deal, in this page's engine.
TIMES = """async (record) => {
  const engine = ENGINE;
  const button = document.querySelector(".mouche-play__hint");
  const t0 = performance.now();
  button.click();
  await new Promise((resolve) => {
    const wait = () => (document.querySelector("#mouche-play").dataset.hint === "done"
      ? resolve() : setTimeout(wait, 5));
    wait();
  });
  const hint = performance.now() - t0;
  let replay = Infinity;
  for (let i = 0; i < 5; i++) {
    const t = performance.now();
    const out = await engine.call("replay", { record });
    if (!out.ok) throw new Error(out.error.message);
    replay = Math.min(replay, performance.now() - t);
  }
  return { hint, replay };
}""".replace("ENGINE", try_module("engine.js"))


def cli_hint(record: str, tmp_path: Path) -> dict[str, Any]:
    path = tmp_path / "position.toml"
    path.write_text(record, encoding="utf-8")
    run = [sys.executable, "-m", "mouche", "hint", str(path), "--seed", "0", "--json"]
    out: dict[str, Any] = json.loads(subprocess.run(run, capture_output=True, check=True).stdout)
    return out


def full_deal_record() -> str:
    deal, rng = deal_from_seed("academie", 4, seed=8), random.Random(8)
    while not deal.is_over:
        deal = deal.apply(choose(deal, rng))
    return format_record(deal)


COUNT_HINT_CALLS = """(() => {
  window.hintCalls = 0;
  window.holdHints = false;
  const held = [];
  const post = Worker.prototype.postMessage;
  Worker.prototype.postMessage = function (message, ...rest) {
    if (message && message.op === "hint") {
      window.hintCalls += 1;
      if (window.holdHints && window.hintCalls > 1) {
        held.push(() => post.call(this, message, ...rest));
        return undefined;
      }
    }
    return post.call(this, message, ...rest);
  };
  window.releaseHints = () => {
    window.holdHints = false;
    for (const send of held.splice(0)) send();
  };
})();"""
"""Counts the chunks of hint the page sends its engine worker; with ``holdHints``, every chunk
after the first waits for ``releaseHints()`` (so a Cancel surely comes while one is on its
way, however fast the engine)."""

ROUND_TRIPS = """async () => {
  const engine = ENGINE;
  await engine.call("info");
  await engine.call("info");
}""".replace("ENGINE", try_module("engine.js"))
"""Two answers from the engine: a chunk of hint sent before them is answered by then, and a
hint going on would have sent its next chunk before the second."""


def test_the_hint_cancels_gives_the_command_lines_values_and_leaves_the_board_usable(
    warm_guarded: tuple[Any, Guard], site_url: str, tmp_path: Path
) -> None:
    context, _guard = warm_guarded
    view = facade("position", **LINK)["result"]
    assert view["your_turn"] and view["phase"] == "decide"
    page = context.new_page()
    page.add_init_script(COUNT_HINT_CALLS)
    page.goto(permalink_url(site_url, LINK))
    page.locator(".mouche-play__restore").click()
    page.locator(".mouche-seats").wait_for(timeout=ENGINE_TIMEOUT)
    root = page.locator("#mouche-play")
    button = page.locator(".mouche-play__hint")
    assert button.text_content() == "Hint: value my choices"
    assert button.get_attribute("aria-controls") == "mouche-hint"
    assert page.locator(".mouche-hint__said").get_attribute("role") == "status"

    # Started from the keyboard, cancelled from it (the focus stays on the button).
    button.focus()
    page.evaluate("window.holdHints = true")
    page.keyboard.press("Enter")
    assert page.evaluate(HINT_STATE) == "running"
    assert button.text_content() == "Cancel the hint"
    assert page.locator(".mouche-hint__progress progress").count() == 1
    page.wait_for_function(
        "Number(document.querySelector('#mouche-play').dataset.hintDone) > 0",
        timeout=ENGINE_TIMEOUT,
    )
    page.keyboard.press("Enter")
    assert page.evaluate(HINT_STATE) == "cancelled"
    sent = page.evaluate("window.hintCalls")
    assert sent == 2  # the first chunk answered, the second on its way
    page.evaluate("window.releaseHints()")
    page.evaluate(ROUND_TRIPS)
    assert page.evaluate("window.hintCalls") == sent  # no chunk sent since
    assert page.evaluate(HINT_STATE) == "cancelled"
    assert page.locator(".mouche-hint__table").count() == 0
    assert "cancelled" in (page.locator(".mouche-hint__said").text_content() or "")
    assert button.text_content() == "Hint: value my choices"

    # Again, to the end: the command line's values for the position's record and seed 0.
    times = page.evaluate(TIMES, full_deal_record())
    shown = json.loads(page.locator("#mouche-hint").get_attribute("data-result") or "{}")
    expected = cli_hint(view["record"], tmp_path)
    n, worlds = len(expected["actions"]), expected["method"]["worlds"]
    print(f"browser hint/full-deal replay time ratio (decision, {n} choices, {worlds} worlds):"
          f" {times['hint'] / times['replay']:.0f}")  # fmt: skip
    assert shown == expected
    rows = page.locator(".mouche-hint__table tbody tr")
    assert rows.evaluate_all("rs => rs.map(r => r.dataset.action)") == [
        a["action"] for a in expected["actions"]
    ]
    best = expected["actions"][0]
    assert "\u2605 Best" in (rows.first.text_content() or "")
    said = page.locator(".mouche-hint__said").text_content() or ""
    assert said.startswith("Hint ready"), said
    assert f"{best['value']:+.2f}".replace("-", "\u2212") in said, said
    method = page.locator(".mouche-hint__method").text_content() or ""
    assert f"{expected['method']['worlds']} deals" in method
    assert best["action"] == "p1 stand"  # its value beside its button, marked the best
    badge = page.locator("button[data-action='p1 stand'] .mouche-hint-value--best")
    assert badge.count() == 1 and f"{best['value']:+.2f}" in (badge.text_content() or "")
    # Readable on a phone: nothing wider than the screen, nothing covering a control, no
    # WCAG violation with the hint shown.
    page.set_viewport_size(PHONE)
    assert overflow(page) == 0
    assert unpressable(page, "#mouche-play") == []
    assert axe(page) == []
    # The button hides the hint and shows it again.
    button.click()
    assert page.evaluate(HINT_STATE) == "hidden"
    assert not page.locator(".mouche-hint__body").is_visible()
    button.click()
    assert page.evaluate(HINT_STATE) == "done"

    # The board is the reader's: standing is played, and the hint of the old position goes.
    before = root.get_attribute("data-actions")
    page.locator("button[data-action='p1 stand']").click()
    page.wait_for_function(
        "before => document.querySelector('#mouche-play').dataset.actions !== before",
        arg=before,
        timeout=ENGINE_TIMEOUT,
    )
    assert page.evaluate(HINT_STATE) == ""
    assert page.locator(".mouche-hint__table").count() == 0
    page.close()
