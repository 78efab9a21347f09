"""The hand-record workbench in the browser: replay, errors with clauses, hostile text
shown as text, download."""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

import pytest
from test_action_numbering import record

from mouche.records import replay_json

from .browser_helpers import ENGINE_TIMEOUT, Guard, in_language

HOSTILE = "<img src=x onerror=alert(1)><script>alert(2)</script>"


def replay(page: Any, text: str) -> Any:
    page.fill("#mouche-record", text)
    page.get_by_role("button", name="Replay").click()
    out = page.locator(".mouche-workbench__out")
    out.locator(".mouche-result, .mouche-error").first.wait_for(timeout=ENGINE_TIMEOUT)
    return out


def test_the_workbench_replays_explains_escapes_and_downloads(
    warm_guarded: tuple[Any, Guard], site_url: str, tmp_path: Path
) -> None:
    context, guard = warm_guarded
    page = context.new_page()
    page.goto(site_url + "try/workbench/")
    page.wait_for_load_state("networkidle")
    assert guard.engine_requests() == []
    sample = page.input_value("#mouche-record")
    assert "actions" in sample

    # The sample replays as in CPython.
    out = replay(page, sample)
    root = page.locator("#mouche-workbench")
    assert json.loads(root.get_attribute("data-result") or "null") == replay_json(sample)
    assert out.locator(".mouche-settlement").count() == 1

    # An illegal action: the error names its clause, with a link.
    illegal = sample.replace('actions = [\n  "p1', 'actions = [\n  "p2 stand",\n  "p1', 1)
    out = replay(page, illegal)
    error = out.locator(".mouche-error").first
    assert "action 1" in (error.text_content() or "")
    # its clause by its name, as Play names it (issue 40.11), its id kept in data-clause
    names = json.loads(root.get_attribute("data-clause-names") or "{}")
    clause = error.locator("a.mouche-clause")
    assert clause.get_attribute("data-clause") == "ed.turn-order"
    assert clause.text_content() == names["ed.turn-order"] != "ed.turn-order"

    # Hostile text, in a malformed record and in a field, is shown as text.
    out = replay(page, f'ruleset = "{HOSTILE}"\nplayers = 4\n')
    assert HOSTILE in (out.text_content() or "")
    assert page.locator("#mouche-workbench img, #mouche-workbench script").count() == 0
    out = replay(page, f"{HOSTILE}\n")
    assert page.locator("#mouche-workbench img, #mouche-workbench script").count() == 0

    # Download gives back the text in the editor.
    page.fill("#mouche-record", sample)
    with page.expect_download() as download:
        page.get_by_role("button", name="Download the record").click()
    saved = tmp_path / "hand.toml"
    download.value.save_as(saved)
    assert download.value.suggested_filename == "hand.toml"
    assert saved.read_text(encoding="utf-8") == sample
    page.close()


def test_the_workbench_replays_a_session_record(
    warm_guarded: tuple[Any, Guard], site_url: str
) -> None:
    context, _guard = warm_guarded
    page = context.new_page()
    page.goto(site_url + "try/workbench/")
    text = (Path(__file__).parent.parent / "records" / "session-owed-carried.toml").read_text(
        encoding="utf-8"
    )
    out = replay(page, text)
    page.locator(".mouche-session").wait_for(timeout=ENGINE_TIMEOUT)
    expected = replay_json(text)
    root = page.locator("#mouche-workbench")
    assert json.loads(root.get_attribute("data-result") or "null") == expected
    assert out.locator("details.mouche-session-deal").count() == len(expected["deals"]) == 5
    summary = out.locator(".mouche-session > .mouche-result").first.text_content() or ""
    assert "Session of 5 deals" in summary and "p0 +6, p1 -4, p2 +4, p3 -6" in summary
    # only the last deal is open; each has its steps and its settlement
    assert out.locator("details.mouche-session-deal[open]").count() == 1
    assert out.locator("details.mouche-session-deal .mouche-settlement").count() == 5
    page.close()


def test_the_workbench_counts_actions_from_1_as_the_command_line_does(
    warm_guarded: tuple[Any, Guard], site_url: str
) -> None:
    context, _guard = warm_guarded
    page = context.new_page()
    page.goto(site_url + "try/workbench/")
    # The seventh action, malformed: "action 7", as `python -m mouche replay` says.
    out = replay(page, record("p3 dance"))
    assert (out.locator(".mouche-error").text_content() or "").startswith(
        "This record cannot be replayed: action 7: unknown action"
    )
    # The seventh action, illegal: "action 7" again, and the seventh step of the stepper.
    out = replay(page, record("p3 play 7S"))
    assert (out.locator(".mouche-result .mouche-error").text_content() or "").startswith(
        "Illegal (action 7): "
    )
    out.get_by_role("button", name="All steps").click()
    steps = out.locator(".mouche-steps > li")
    assert steps.count() == 7
    assert (steps.nth(6).text_content() or "").startswith("Refused (action 7): ")
    page.close()


# What a reader of the language reads of a card (issue 40.8): the king, queen and knave R D V
# in French, К Д В and the ace Т in Russian, in the engine's rulings as on the board.
FACES = {"fr": ("KQJ", "RDV"), "ru": ("KQJA", "КДВТ")}
CLAUSE_ID = re.compile(r"\b(?:academie|vanderaa1721|ed)\.[a-z0-9-]+")
RULINGS_READ = """() => {
  const copy = document.querySelector('.mouche-workbench__out').cloneNode(true);
  copy.querySelectorAll('code, pre').forEach((n) => n.remove());
  return [...copy.querySelectorAll('.mouche-rulings')].map((n) => n.textContent).join('\\n');
}"""


@pytest.mark.parametrize("lang", ["fr", "ru"])
def test_the_workbench_s_rulings_name_cards_and_clauses_in_the_language(
    warm_guarded: tuple[Any, Guard], site_url: str, lang: str
) -> None:
    """The engine says a card outside English with its suit's symbol and its rank's English
    letter (``p1 joue K♠``); the page writes it with the language's letter (``R♠``), as it
    writes the cards of the deal; the actions in the records' notation keep theirs. A clause
    is named as Play names it, not by its id."""
    english, own = FACES[lang]
    context, _guard = warm_guarded
    page = context.new_page()
    page.goto(site_url + in_language("try/workbench/", lang))
    page.locator(".mouche-workbench__buttons .md-button--primary").click()
    out = page.locator(".mouche-workbench__out")
    out.locator(".mouche-result").first.wait_for(timeout=ENGINE_TIMEOUT)
    out.locator(".mouche-stepper__nav button").nth(2).click()  # all the steps
    rulings = page.evaluate(RULINGS_READ)
    assert re.search(rf"[{own}][♠♥♦♣]", rulings), rulings[:300]
    wrong = re.findall(rf".{{0,30}}(?<![\w])[{english}][♠♥♦♣]", rulings)
    assert wrong == [], wrong[:5]
    # and each clause by its name in the language, as Play names it (issue 40.11: the
    # workbench showed 'vanderaa1721.decisions'), in its link and in a ruling's note
    names = json.loads(page.locator("#mouche-workbench").get_attribute("data-clause-names") or "{}")
    cited = out.locator(".mouche-rulings a.mouche-clause").evaluate_all(
        "links => links.map(a => [a.dataset.clause, a.textContent])"
    )
    assert cited and all(text == names[cid] != cid for cid, text in cited), cited[:3]
    assert not CLAUSE_ID.findall(rulings), CLAUSE_ID.findall(rulings)[:3]
    page.close()
