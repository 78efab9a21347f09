"""One way to number actions: every message counts them from 1, as people do (the site,
the workbench, the command line); only the JSON's ``error.action`` is the 0-based index
into the record's ``actions``."""

from __future__ import annotations

import json

from input_helpers import run_main

from mouche.browser import call

# Van der Aa's rules, spades trumps: p1 leads a heart, p2 trumps, and p3, who holds the
# king of trumps, must overtrump: his seven (the seventh action) is refused.
ACTIONS = ["p1 stand", "p2 stand", "p3 stand", "p0 pass", "p1 play 9H", "p2 play 9S"]
RECORD = """ruleset = "vanderaa1721"
players = 4
hands = ["7C 8C 9C 10C QD", "9H KD AC JD 10D", "9S 8S KC 7D 8D", "KS 7S AD QC JC"]
turnup = "10S"
talon = "8H 9D"
actions = [{actions}]
"""


def record(last: str) -> str:
    return RECORD.format(actions=", ".join(json.dumps(a) for a in [*ACTIONS, last]))


def facade(op: str, **args: object) -> dict[str, object]:
    out: dict[str, object] = json.loads(call(json.dumps({"op": op, "args": args})))
    return out


def test_a_malformed_seventh_action_is_action_7_everywhere() -> None:
    text = record("p3 dance")
    code, _out, err = run_main(text)
    assert code == 2 and "action 7: unknown action 'p3 dance'" in err, err
    answer = facade("replay", record=text)
    error = answer["error"]
    assert isinstance(error, dict) and error["message"].startswith("action 7: "), error


def test_an_illegal_seventh_action_is_action_7_and_index_6() -> None:
    text = record("p3 play 7S")
    code, out, err = run_main(text)
    assert code == 1 and err.startswith("illegal action 7 ('p3 play 7S'): "), err
    assert json.loads(out)["error"]["action"] == 6  # the 0-based index, as labelled
    replayed = facade("replay", record=text)["result"]
    assert isinstance(replayed, dict) and replayed["replay"]["error"]["action"] == 6


def test_a_play_link_counts_its_actions_from_1() -> None:
    position = {"ruleset": "academie", "players": 4, "seed": 7, "seat": 1}
    answer = facade("position", **position, actions=["p1 stand", "p2 stand", "p3 dance"])
    error = answer["error"]
    assert isinstance(error, dict) and error["message"].startswith("action 3: "), error
