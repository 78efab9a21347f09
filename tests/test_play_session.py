"""Play goes on from deal to deal (issue 36.2): a finished deal offers the next deal of the
session, the deal passing to the next seat with the basket, the mouches owed and, at Cotton's
first Lanterloo, the chalks carried (``mouche.session.carried``); the permalink carries them,
and every one of them is checked as any argument from a page is."""

from __future__ import annotations

import json
from typing import Any

import pytest

from mouche.browser import call
from mouche.records import parse_record, replay
from mouche.session import carried
from mouche.settlement import settle


def ask(op: str, **args: Any) -> dict[str, Any]:
    answer: dict[str, Any] = json.loads(call(json.dumps({"op": op, "args": args})))
    return answer


def played_out(**args: Any) -> dict[str, Any]:
    """The reader's seat stands, then plays its first legal card, to the deal's end."""
    view = ask("position", **args)["result"]
    for _ in range(60):
        if view["over"]:
            return view
        seat = view["seat"]
        action = (
            f"p{seat} play {view['legal_cards'][0]}" if view["legal_cards"] else f"p{seat} stand"
        )
        view = ask("play", **view["permalink"], action=action)["result"]
    raise AssertionError("the deal did not end")


def test_a_game_of_lanterloo_goes_on_with_its_chalks() -> None:
    args = {"ruleset": "cotton1674-lanterloo", "players": 4, "seed": 3, "seat": 1, "actions": []}
    first = played_out(**args)
    nxt = first["next"]
    assert nxt["dealer"] == 1 and nxt["game_deal"] == 1
    assert nxt.get("chalks", [0] * 4) == first["result"]["chalks"]
    second = ask("position", **{**args, "seed": 8, **nxt})["result"]
    assert second["dealer"] == 1 and second["game_deal"] == 1
    assert {k: second["permalink"][k] for k in nxt} == nxt
    assert [s["chalks"] for s in second["seats"]] == nxt.get("chalks", [0] * 4)
    record = parse_record(second["record"])  # the record of a game begun says where it is
    assert record.game_deal == 1 and record.dealer == 1


def test_the_basket_and_the_mouches_owed_are_carried() -> None:
    for seed in range(40):
        args = {"ruleset": "vanderaa1721-limited", "players": 4, "seed": seed, "seat": 1}
        view = played_out(**args, actions=[])
        if view["next"].get("pot") or view["next"].get("owed"):
            break
    else:
        raise AssertionError("no deal of forty left a basket")
    nxt = view["next"]
    again = ask("position", **{**args, "actions": [], **nxt, "seed": 99})["result"]
    record = parse_record(again["record"])
    deal = record.start()
    assert deal.table.pot_before == nxt.get("pot", 0)
    assert [[o.seat, o.amount] for o in deal.table.owed_before] == nxt.get("owed", [])
    # the same carry as the engine's own session rule
    start = parse_record(view["record"]).start()

    final = replay(parse_record(view["record"])).deal
    assert (
        carried(final, settle(final)).dealer == nxt.get("dealer", 0) == (start.table.dealer + 1) % 4
    )


def test_a_session_in_the_address_is_read_from_text() -> None:
    args = {"ruleset": "vanderaa1721-limited", "players": 4, "seed": 5, "seat": 1, "actions": []}
    view = ask("position", **args, dealer="2", pot="7", owed="3:4,1:2")["result"]
    assert view["dealer"] == 2 and view["permalink"]["owed"] == [[3, 4], [1, 2]]
    assert view["permalink"]["pot"] == 7


BAD = [
    ({"dealer": 4}, "dealer must be from 0 to 3"),
    ({"pot": -1}, "pot must be from 0"),
    ({"pot": "x"}, "pot must be a whole number"),
    ({"owed": "3-4"}, "each item of owed is a pair"),
    ({"owed": [[7, 3]]}, "no seat p7"),
    ({"owed": [[1, 0]]}, "one jeton or more"),
    ({"owed": {"a": 1}}, "owed must be a list"),
    ({"owed": ",".join(["1:1"] * 60)}, "owed has too many items"),
    ({"chalks": "1,2"}, "keeps no chalks"),
    ({"game_deal": 2}, "keeps no chalks"),
]


@pytest.mark.parametrize(("extra", "said"), BAD)
def test_a_tampered_session_is_refused_in_one_line(extra: dict[str, Any], said: str) -> None:
    args = {"ruleset": "academie", "players": 4, "seed": 5, "seat": 1, "actions": [], **extra}
    answer = ask("position", **args)
    assert not answer["ok"]
    message = answer["error"]["message"]
    assert said in message and "\n" not in message and "Traceback" not in message


@pytest.mark.parametrize(
    ("extra", "said"),
    [
        ({"chalks": "1,2"}, "one whole number (0 or more) per seat"),
        ({"chalks": "9,9,9,9", "game_deal": 1}, "hold 5 at most"),
        ({"game_deal": 5}, "game_deal must be from 0 to 4"),
        ({"chalks": "1,2,3,4,5"}, "chalks has too many items"),
    ],
)
def test_bad_chalks_in_a_permalink_are_refused(extra: dict[str, Any], said: str) -> None:
    args = {"ruleset": "cotton1674-lanterloo", "players": 4, "seed": 5, "seat": 1, **extra}
    answer = ask("position", actions=[], **args)
    assert not answer["ok"] and said in answer["error"]["message"], answer
