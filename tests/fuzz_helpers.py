"""What every fuzzer shares: its budget, and the contract an input must keep, whatever it is.

**Budget.** In the suite each fuzz test runs a small fixed number of examples,
derandomised (the same examples every run: a red suite is reproducible, and it adds
seconds). ``make fuzz`` sets ``MOUCHE_FUZZ_EXAMPLES`` (default 2000): that many
examples per test, new ones each run, failures kept in Hypothesis's database
(``.hypothesis/``) and replayed first next time.

**Contract** ([`check`][check]): through the command line and the browser facade alike,
exit 0, 1 or 2, never 3 (a bug); for 1 and 2 one printable line on stderr, no traceback;
the facade's answer carries the same message; and an accepted record conserves its
jetons, holds every card in exactly one place, keeps its ruleset's label and replays the
same when written back.
"""

from __future__ import annotations

import json
import os
import tomllib
from collections import Counter
from typing import Any

from hypothesis import HealthCheck, settings
from input_helpers import assert_clean, run_main

from mouche import browser
from mouche.cards import pack
from mouche.deal import Deal
from mouche.presets import get_ruleset
from mouche.records import (
    HandRecord,
    format_record,
    format_session,
    parse_any,
    parse_record,
    replay,
    replay_session,
    replay_to_json,
    session_to_json,
)

BUDGET = int(os.environ.get("MOUCHE_FUZZ_EXAMPLES") or 0)
"""Examples per fuzz test asked for by ``make fuzz``; 0 in the suite."""


def fuzz(examples: int, share: float = 1.0, **options: Any) -> settings:
    """Hypothesis settings: ``examples`` derandomised in the suite, ``BUDGET`` random in
    ``make fuzz`` (times ``share``, for a test whose example is a batch); never a deadline
    (the machine's load is no finding)."""
    if BUDGET:
        return settings(
            max_examples=max(examples, int(BUDGET * share)),
            deadline=None,
            suppress_health_check=list(HealthCheck),
            **options,
        )
    return settings(
        max_examples=examples,
        derandomize=True,
        database=None,
        deadline=None,
        suppress_health_check=list(HealthCheck),
        **options,
    )


def cards_everywhere(d: Deal) -> Counter[str]:
    """Every card of a deal, wherever it is: hands, talon, discards, aside, trick, tricks."""
    places = [*d.hands, d.talon, d.discards, d.aside, d.trick, d.turned_up]
    places += [tr.cards for tr in d.tricks]
    return Counter(str(c) for p in places for c in p)


def check_deal(d: Deal) -> None:
    """Each card dealt is in one place, and only there; no jeton made or lost so far.

    (A record may deal only the cards in play: its hands and turn-up, an empty talon.)"""
    t = d.table
    dealt = Counter(str(c) for c in (*(c for h in t.dealt for c in h), t.turnup, *t.talon))
    assert max(dealt.values()) == 1 and cards_everywhere(d) == dealt
    assert set(dealt) <= {str(c) for c in pack(t.ruleset.lowest_rank(t.players))}
    assert sum(t.opening) + t.pot - t.pot_before == 0


def check(text: str | bytes, command_line: bool = True) -> tuple[int, str, str]:
    """Run ``text`` through the command line and the facade and assert the contract; return
    the exit status, stdout and stderr (``command_line=False``: the facade alone, and the
    status and output the command line would give)."""
    answer = None
    if isinstance(text, str) and text.strip():
        answer = json.loads(browser.call(json.dumps({"op": "replay", "args": {"record": text}})))
        assert answer["ok"] or answer["error"]["kind"] == "input", answer
    if command_line or answer is None:
        code, out, err = run_main(text)
    elif answer["ok"]:
        replayed = answer["result"]["replay"]
        code, out, err = int(replayed["status"] == "illegal"), json.dumps(replayed), ""
    else:
        code, out, err = 2, "", f"error: {answer['error']['message']}\n"
    assert code in (0, 1, 2), err
    if command_line:
        assert_clean(err, code)
    if code in (0, 1):
        status = json.loads(out)["status"]
        assert status == "illegal" if code else status in ("complete", "incomplete")
    if answer is not None:
        if code == 2:
            assert not answer["ok"] and answer["error"]["kind"] == "input"
            assert answer["error"]["message"].isprintable()
            assert err.removeprefix("error: ").rstrip("\n") in answer["error"]["message"]
        else:
            assert answer["ok"], answer
            assert answer["result"]["replay"]["status"] == json.loads(out)["status"]
    if code in (0, 1):
        assert isinstance(text, str)
        _check_accepted(text, json.loads(out))
    return code, out, err


def _check_accepted(text: str, out: dict[str, Any]) -> None:
    """An accepted record keeps its rulesets' labels, conserves its jetons, holds each card
    once, and replays the same when written back."""
    data = tomllib.loads(text.removeprefix("\ufeff"))
    parsed = parse_any(text)
    if isinstance(parsed, HandRecord):
        _check_label(parsed, data)
        rep = replay(parsed)
        check_deal(rep.deal)
        assert sum(out["deltas"]) + out["pot_after"] == data.get("pot", 0)
        again = replay(parse_record(format_record(rep.deal)))
        assert again.error is None
        first, second = replay_to_json(rep), replay_to_json(again)
        keys: tuple[str, ...] = ("ruleset", "tricks", "tricks_won", "deltas", "pot_after")
    else:
        for deal, table in zip(parsed.deals, data["deals"], strict=True):
            _check_label(deal, table)
        session = replay_session(parsed)
        for rep in session:
            check_deal(rep.deal)
        assert sum(out["totals"]) + out["pot_after"] == data["deals"][0].get("pot", 0)
        written = format_session([r.deal for r in session])
        first = session_to_json(session)
        second = session_to_json(replay_session(parse_any(written)))
        keys = ("totals", "pot_after", "owed")
    for key in keys:
        assert first.get(key) == second.get(key), key


def _check_label(rec: HandRecord, table: dict[str, Any]) -> None:
    base = get_ruleset(table["ruleset"])
    assert rec.ruleset.options == base.replace(**rec.rules).options
    assert rec.ruleset.id == base.replace(**rec.rules).id
    assert rec.ruleset.id == base.id or rec.ruleset.id.startswith(base.id + "+")
