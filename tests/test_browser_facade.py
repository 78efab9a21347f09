"""The browser facade (mouche.browser) in CPython and the site hook's widgets.

The facade is what the page's worker calls in Pyodide: JSON in, JSON out, every
input validated (a permalink or a pasted record is untrusted), errors explained
with their clause, never a traceback.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from site_helpers import site_templates
from sitegen.assets import BuildError, copy_pyodide
from sitegen.widgets import place_widgets, replace_hand_fences, sample_record
from test_pyodide_parity import hand_records

from mouche import browser
from mouche.browser import call
from mouche.edition.model import clause_permalink
from mouche.presets import PRESETS
from mouche.records import replay_json

ROOT = Path(__file__).resolve().parent.parent


def ask(op: str, **args: Any) -> dict[str, Any]:
    answer = json.loads(call(json.dumps({"op": op, "args": args})))
    assert isinstance(answer, dict) and isinstance(answer["ok"], bool)
    return answer


def position(**overrides: Any) -> dict[str, Any]:
    args = {"ruleset": "academie", "players": 4, "seed": 2, "seat": 1, "actions": []}
    args.update(overrides)
    return ask("position", **args)


def test_info_lists_every_preset_with_its_player_counts() -> None:
    rulesets = ask("info")["result"]["rulesets"]
    assert [r["id"] for r in rulesets] == list(PRESETS)
    for r in rulesets:
        assert r["players"] == list(PRESETS[r["id"]].allowed_players)
    assert json.loads(browser.rulesets_json()) == rulesets


@pytest.mark.parametrize("name", sorted(hand_records()))
def test_replay_is_the_command_line_json_with_clause_links(name: str) -> None:
    text = hand_records()[name]
    answer = ask("replay", record=text)
    assert answer["ok"], answer
    assert answer["result"]["replay"] == json.loads(json.dumps(replay_json(text)))
    for cid, href in answer["result"]["clause_links"].items():
        assert href == clause_permalink(cid)
        assert not href.startswith(("/", "http"))


def test_replay_under_another_ruleset_shows_the_difference() -> None:
    text = (ROOT / "tests" / "records" / "academie-must-head.toml").read_text(encoding="utf-8")
    own = ask("replay", record=text)["result"]["replay"]
    other = ask("replay", record=text, ruleset="vanderaa1721")["result"]["replay"]
    assert own["status"] == "illegal" and own["error"]["clause"] == "academie.15"
    assert other["ruleset"] == "vanderaa1721" and other["status"] != "illegal"


def test_replay_under_a_ruleset_whose_pack_lacks_a_card_is_a_clear_error() -> None:
    # the Académie's pack for four players has the sixes; the piquet pack has not
    text = (
        'ruleset = "academie"\nplayers = 4\nturnup = "KC"\nhands = ["6S 7S 8S 9S 10S", '
        '"KH QH JH AH 10H", "KD QD JD AD 10D", "6H 7H 8H 9H 6D"]\n'
    )
    assert ask("replay", record=text)["ok"]
    answer = ask("replay", record=text, ruleset="vanderaa1721")
    assert not answer["ok"]
    assert answer["error"]["kind"] == "input"
    assert answer["error"]["message"].startswith("this deal cannot be dealt under vanderaa1721")


@pytest.mark.parametrize(
    ("record", "needle"),
    [
        ("", "empty"),
        ("ruleset = ", "TOML"),
        ('ruleset = "nope"\nplayers = 4\n', "nope"),
        ('ruleset = "academie"\nplayers = 4\nhands = ["KS"]\nturnup = "7H"\n', "hands"),
        ('ruleset = "<script>alert(1)</script>"\nplayers = 4\n', "<script>alert(1)</script>"),
    ],
)
def test_a_malformed_record_is_a_clear_error(record: str, needle: str) -> None:
    answer = ask("replay", record=record)
    assert not answer["ok"]
    assert answer["error"]["kind"] == "input"
    assert needle in answer["error"]["message"]
    assert "Traceback" not in answer["error"]["message"]


def test_a_new_deal_waits_for_the_readers_seat() -> None:
    view = position()["result"]
    assert view["to_act"] == 1 and view["your_turn"]
    assert view["permalink"] == {
        "ruleset": "academie",
        "players": 4,
        "seed": 2,
        "seat": 1,
        "actions": [],
    }
    assert len(view["hand"]) == 5 and view["exchange_max"] >= 1
    assert {"action": "p1 stand", "legal": True, "ends": False} in view["buttons"]


def test_the_engine_plays_up_to_the_readers_turn_the_same_way_every_time() -> None:
    first = position(seat=3)["result"]
    again = position(seat=3)["result"]
    assert first == again
    assert [a.split()[0] for a in first["permalink"]["actions"]] == ["p1", "p2"]
    assert first["to_act"] == 3


def test_string_parameters_from_a_url_are_accepted() -> None:
    assert position(players="4", seed="2", seat="1")["result"] == position()["result"]


@pytest.mark.parametrize(
    ("overrides", "needle"),
    [
        ({"ruleset": "nope"}, "unknown ruleset"),
        ({"ruleset": ""}, "missing ruleset"),
        ({"ruleset": None}, "missing ruleset"),
        ({"players": "9"}, "players"),
        ({"players": "4x"}, "players"),
        ({"players": True}, "players"),
        ({"seed": "-1"}, "seed"),
        ({"seed": "1e9"}, "seed"),
        ({"seed": 2**60}, "seed"),
        ({"seed": "１２"}, "seed"),
        ({"seat": 4}, "seat"),
        ({"actions": "p1 stand"}, "actions must be a list"),
        ({"actions": ["p1 stand"] * 500}, "too many"),
        ({"actions": ["p1 dance"]}, "action 1"),
        ({"actions": [7]}, "action 1"),
        ({"actions": ["x" * 500]}, "action 1"),
    ],
)
def test_a_tampered_permalink_is_a_clear_error(overrides: dict[str, Any], needle: str) -> None:
    answer = position(**overrides)
    assert not answer["ok"]
    assert answer["error"]["kind"] == "input"
    assert needle in answer["error"]["message"]


def test_an_illegal_action_in_a_permalink_names_its_clause() -> None:
    answer = position(actions=["p1 stand", "p3 stand"])
    assert not answer["ok"]
    error = answer["error"]
    assert error["clause"] == "ed.turn-order" and "action 2" in error["message"]
    assert error["clause_links"] == {"ed.turn-order": clause_permalink("ed.turn-order")}


def illegal_card_position(seed: int) -> tuple[dict[str, Any], str] | None:
    """Play seat 1 (standing, first legal card) until it holds a card it may not play."""
    view = position(seed=seed)["result"]
    while not view["over"]:
        if view["legal_cards"]:
            illegal = [c for c in view["hand"] if c not in view["legal_cards"]]
            if illegal:
                return view, illegal[0]
            action = f"p1 play {view['legal_cards'][0]}"
        else:
            action = "p1 stand"
        view = ask("play", **view["permalink"], action=action)["result"]
    return None


def test_an_illegal_card_is_refused_with_its_clause_and_the_position_kept() -> None:
    for seed in range(40):
        found = illegal_card_position(seed)
        if found is None:
            continue
        view, card = found
        answer = ask("play", **view["permalink"], action=f"p1 play {card}")
        assert not answer["ok"]
        assert answer["error"]["kind"] == "illegal"
        assert answer["error"]["clause"] in ("academie.15", "vanderaa1721.play")
        assert answer["error"]["clause_links"]
        assert answer["view"] == view
        return
    pytest.fail("no seed gave an illegal card to try")


def test_acting_for_another_seat_or_nonsense_is_refused() -> None:
    view = position()["result"]
    assert "you play p1" in ask("play", **view["permalink"], action="p2 stand")["error"]["message"]
    assert ask("play", **view["permalink"], action="p1 dance")["error"]["kind"] == "input"
    assert ask("play", **view["permalink"], action="")["error"]["message"] == "missing action"
    assert ask("play", **view["permalink"], action="continue")["error"]["kind"] == "input"


def test_a_whole_deal_through_the_facade_ends_as_its_record_replays() -> None:
    view = position(ruleset="vanderaa1721", seed=12)["result"]
    steps = 0
    while not view["over"]:
        steps += 1
        assert steps < 40
        action = f"p1 play {view['legal_cards'][0]}" if view["legal_cards"] else "p1 stand"
        view = ask("play", **view["permalink"], action=action)["result"]
    assert view["result"] == json.loads(json.dumps(replay_json(view["record"])))
    assert view["result"]["status"] == "complete"
    assert view["log"] == view["result"]["steps"]


def test_the_reader_may_ask_a_player_who_stood_and_the_engine_answers() -> None:
    for seed in range(100):
        view = position(players=3, seed=seed, seat=2)["result"]
        asks = [b["action"] for b in view["buttons"] if b["action"].startswith("p2 ask")]
        if not asks:
            continue
        after = ask("play", **view["permalink"], action=asks[0])["result"]
        assert after["permalink"]["actions"][-2:] == [asks[0], "p1 silent"]
        assert after["to_act"] == 2 and after["phase"] == "decide"
        assert all(b["action"] != asks[0] for b in after["buttons"])  # one question per player
        return
    pytest.fail("p1 never stood in these seeds")


@pytest.mark.parametrize(
    "request_text",
    [
        "",
        "not json",
        "[]",
        "null",
        '"x"',
        '{"op": "nope"}',
        '{"op": "info", "args": []}',
        '{"op": 3}',
        "[" * 100_000,
        json.dumps({"op": "replay", "args": {"record": "x" * 200_000}}),
    ],
)
def test_bad_requests_are_answered_not_raised(request_text: str) -> None:
    answer = json.loads(call(request_text))
    assert answer["ok"] is False
    assert answer["error"]["kind"] == "input"


def test_an_internal_failure_is_reported_without_traceback(monkeypatch: pytest.MonkeyPatch) -> None:
    def boom(args: dict[str, Any]) -> dict[str, Any]:
        raise ZeroDivisionError("secret detail")

    monkeypatch.setitem(browser.OPERATIONS, "info", boom)
    answer = ask("info")
    assert answer["error"] == {
        "kind": "internal",
        "message": "the engine failed on this request (ZeroDivisionError); please report it",
    }


@pytest.mark.parametrize(
    ("failure", "op", "message"),
    [
        (RecursionError, "replay", "the record is nested too deeply for the engine"),
        (MemoryError, "position", "the link is too large for the engine's memory"),
        (KeyError, "play", "the engine failed on this position (KeyError); please report it"),
    ],
)
def test_whatever_escapes_an_operation_is_named_in_the_readers_terms(
    monkeypatch: pytest.MonkeyPatch, failure: type[Exception], op: str, message: str
) -> None:
    def fails(args: dict[str, Any]) -> dict[str, Any]:
        raise failure("secret detail")

    monkeypatch.setitem(browser.OPERATIONS, op, fails)
    assert ask(op)["error"]["message"] == message


@pytest.mark.parametrize(
    ("op", "message"),
    [
        ("replay", "the record is too long: more than 50,000 characters, the limit"),
        ("compare", "the record is too long: more than 50,000 characters, the limit"),
        ("position", f"the link is too long ({browser.MAX_REQUEST + 1_000:,} characters)"),
        ("nonsense", f"the request is too long ({browser.MAX_REQUEST + 1_000:,} characters)"),
    ],
)
def test_a_request_too_long_to_read_is_refused_in_the_readers_terms(op: str, message: str) -> None:
    """The worker hands the facade only the length of such a request (oversized); call()
    refuses it in the same words, reading only its first characters for the operation."""
    length = browser.MAX_REQUEST + 1_000
    by_worker = json.loads(browser.oversized(op, length))
    assert by_worker["error"]["message"].startswith(message)
    head = json.dumps({"op": op, "args": {"record": ""}})[:-3]
    request = head + "x" * (length - len(head) - 3) + '"}}'
    assert len(request) == length
    assert json.loads(call(request)) == by_worker


def test_a_one_megabyte_record_is_refused_as_a_record() -> None:
    answer = ask("replay", record="x" * 1_000_000)
    assert answer["error"]["message"].startswith("the record is too long: more than 50,000")


json_values = st.recursive(
    st.none() | st.booleans() | st.integers() | st.text(max_size=20),
    lambda inner: (
        st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=8), inner, max_size=4)
    ),
    max_leaves=12,
)


@settings(max_examples=150, deadline=None)
@given(
    op=st.sampled_from(["info", "replay", "position", "play", "x"]),
    args=st.dictionaries(
        st.sampled_from(["ruleset", "players", "seed", "seat", "actions", "action", "record"]),
        json_values,
    ),
)
def test_any_request_gets_an_answer(op: str, args: dict[str, Any]) -> None:
    answer = json.loads(call(json.dumps({"op": op, "args": args})))
    assert answer["ok"] or answer["error"]["kind"] in ("input", "illegal")


# --------------------------------------------------------------------------- the site hook


def test_a_hand_fence_becomes_an_escaped_widget() -> None:
    md = (
        'Text\n\n```mouche-hand title="A <b>bold</b> try" compare="academie"\n'
        'ruleset = "</pre><script>x()</script>"\n```\n'
    )
    out = replace_hand_fences(site_templates(), md)
    assert "<script>" not in out and "<b>" not in out
    assert "&lt;/pre&gt;&lt;script&gt;" in out
    assert 'data-compare="academie"' in out
    widget = out.strip().splitlines()[-1]
    assert widget.startswith('<div class="mouche-hand"') and widget.endswith("</div>")


def test_the_play_and_workbench_markers_become_widgets() -> None:
    out = place_widgets(site_templates(), "<!-- mouche:play -->\n\n<!-- mouche:workbench -->\n")
    assert 'id="mouche-play"' in out and 'id="mouche-workbench"' in out
    assert replay_json(sample_record())["status"] == "complete"


def test_missing_pyodide_files_are_a_clear_build_error(tmp_path: Path) -> None:
    with pytest.raises(BuildError, match="npm ci"):
        copy_pyodide(tmp_path / "out", source=tmp_path)


def test_a_saved_mouche_waits_for_the_reader_who_may_play_on() -> None:
    """The reader stood on a mouche: before the first card he may declare it or let play go on."""
    from mouche.session import deal_from_seed

    for seed in range(5000):
        if deal_from_seed("academie", 3, seed).table.mouches[2] is None:
            continue
        view = position(players=3, seed=seed, seat=2)["result"]
        if not view["your_turn"]:
            continue
        view = ask("play", **view["permalink"], action="p2 stand")["result"]
        choices = [b["action"] for b in view["buttons"]]
        if "continue" not in choices:
            continue
        assert "p2 declare" in choices and view["to_act"] != 2
        on = ask("play", **view["permalink"], action="continue")["result"]
        assert len(on["permalink"]["actions"]) > len(view["permalink"]["actions"])
        assert "p2 declare" not in [b["action"] for b in on["buttons"]]  # too late now
        declared = ask("play", **view["permalink"], action="p2 declare")["result"]
        assert declared["over"] and declared["result"]["mouche"]["holder"] == 2
        return
    pytest.fail("no seed dealt the reader a mouche to save")


def test_more_bad_parameters() -> None:
    assert "too long" in position(ruleset="x" * 101)["error"]["message"]
    assert position(seed=1.5)["error"]["message"] == "seed must be a whole number"
    assert position(actions=None)["ok"]
    assert json.loads(call(None))["error"]["message"] == "a request is a JSON text"  # type: ignore[arg-type]


def test_the_reader_asked_by_a_player_must_answer_truly() -> None:
    # A permalink may carry any legal action of the engine's seats: here p2 asks p1.
    view = position(players=3, seed=1, seat=1, actions=["p1 stand", "p2 ask p1"])["result"]
    assert view["phase"] == "answer" and view["to_act"] == 1
    offered = {b["action"]: b["legal"] for b in view["buttons"]}
    assert set(offered) == {"p1 answer yes", "p1 answer no", "p1 silent"}
    lie = next(a for a, legal in offered.items() if not legal)
    refused = ask("play", **view["permalink"], action=lie)
    assert refused["error"]["clause"] == "academie.12"
    assert refused["view"] == view
