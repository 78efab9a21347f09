"""Random legal walks through the Play page's facade, with hostile actions on the way.

A reader's seat plays a deal of any preset through ``position`` and ``play``, as the page
does; before each of its legal moves, a few hostile ones: another seat's action, a card
not in hand, an answer out of turn, "continue" when it is the reader's turn, control
characters, a text too long. Each is refused (an "illegal" answer naming its clause with
the position unchanged, or an "input" one), or, if legal after all, played; never an
"internal" error. At every step each card dealt is in one place, and the hand shown is
the engine's; at the end the jetons are conserved.
"""

from __future__ import annotations

import json
from typing import Any

from fuzz_helpers import check_deal, fuzz
from hypothesis import given
from hypothesis import strategies as st

from mouche import browser
from mouche.actions import format_action, parse_action
from mouche.cards import pack
from mouche.deal import Deal
from mouche.presets import PRESETS
from mouche.session import deal_from_seed
from mouche.settlement import settle

TABLES = [(rid, n) for rid, r in PRESETS.items() for n in r.allowed_players]
VERBS = ["pass", "stand", "exchange", "declare", "ask", "answer", "silent", "protest", "play"]


def _call(op: str, args: dict[str, Any]) -> dict[str, Any]:
    answer: dict[str, Any] = json.loads(browser.call(json.dumps({"op": op, "args": args})))
    if not answer["ok"]:
        error = answer["error"]
        assert error["kind"] in ("illegal", "input"), answer
        assert error["message"].isprintable() and len(error["message"]) <= 500, error
        if error["kind"] == "illegal":
            assert error["clause"], error
    return answer


def _deal(rid: str, players: int, seed: int, actions: list[str]) -> Deal:
    deal = deal_from_seed(PRESETS[rid], players, seed)
    for text in actions:
        deal = deal.apply(parse_action(text))
    return deal


@st.composite
def hostile(draw: st.DrawFn, deal: Deal, seat: int) -> str:
    """An action a careless or hostile reader might send at this point."""
    players = deal.table.players
    cards = [str(c) for c in pack(deal.table.ruleset.lowest_rank(players))] + ["XX", "１０H"]
    who = draw(st.sampled_from([seat, seat, (seat + 1) % players, players, -1]))
    words = [f"p{who}", draw(st.sampled_from(VERBS))]
    words += draw(st.lists(st.sampled_from([*cards, "yes", "no", f"p{seat}"]), max_size=6))
    return draw(
        st.sampled_from(
            [
                " ".join(words),
                browser.CONTINUE,
                f"p{seat} play " + draw(st.sampled_from(cards)),
                f"p{seat} answer " + draw(st.sampled_from(["yes", "no"])),
                f"p{seat} \x1b[2J\u202e",
                f"p{seat} pass" + " " * 80,
                "",
                f"p{seat}²",
            ]
        )
    )


@fuzz(12)
@given(st.sampled_from(TABLES), st.integers(0, 2**32), st.data())
def test_legal_walks_with_hostile_actions(
    table: tuple[str, int], seed: int, data: st.DataObject
) -> None:
    rid, players = table
    seat = data.draw(st.integers(0, players - 1))
    where = {"ruleset": rid, "players": players, "seed": seed, "seat": seat}
    answer = _call("position", {**where, "actions": []})
    assert answer["ok"], answer
    view = answer["result"]
    for _ in range(60):
        actions = view["permalink"]["actions"]
        deal = _deal(rid, players, seed, actions)
        check_deal(deal)
        assert view["hand"] == [str(c) for c in deal.hands[seat]]
        if view["over"]:
            break
        for _ in range(data.draw(st.integers(0, 2))):
            text = data.draw(hostile(deal, seat))
            answer = _call("play", {**where, "actions": actions, "action": text})
            if answer["ok"]:  # legal after all: then the engine says so too
                assert text == browser.CONTINUE or deal.can(parse_action(text)), text
                break
            if answer["error"]["kind"] == "illegal":
                assert answer["view"] == view  # the position is unchanged
                assert not deal.can(parse_action(text)), text
        else:
            mine = [format_action(a) for a in deal.legal_actions() if a.seat == seat]
            waits = [b["action"] for b in view["buttons"] if b["action"] == browser.CONTINUE]
            assert mine or waits, view
            text = data.draw(st.sampled_from(mine + waits))
            answer = _call("play", {**where, "actions": actions, "action": text})
            assert answer["ok"], (text, answer)
        view = answer["result"]
    assert view["over"], "a deal ends within 60 of the reader's moves"
    deal = _deal(rid, players, seed, view["permalink"]["actions"])
    s = settle(deal)
    assert sum(s.deltas) + s.pot_after - s.pot_before == 0
    assert view["result"]["deltas"] == list(s.deltas)
    assert view["result"]["pot_after"] == s.pot_after
