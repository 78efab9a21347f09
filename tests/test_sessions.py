"""Sessions as records: chained deals replayed from a [[deals]] array, written by
``deal --session N --record``, the basket and the owed mouches carried from deal to deal."""

from __future__ import annotations

import ast
import json
import random
from pathlib import Path

import pytest

from mouche.__main__ import main
from mouche.browser import call
from mouche.errors import MoucheError, RecordError
from mouche.presets import get_ruleset
from mouche.records import (
    format_session,
    parse_any,
    parse_record,
    parse_session,
    replay_json,
    replay_session,
    session_to_json,
)
from mouche.session import play_session

RECORDS = Path(__file__).parent / "records"
SESSIONS = sorted(p.stem for p in RECORDS.glob("session-*.toml"))


def text(name: str) -> str:
    return (RECORDS / f"{name}.toml").read_text(encoding="utf-8")


@pytest.mark.parametrize("name", SESSIONS)
def test_totals_are_the_sum_of_the_deals_and_jetons_are_conserved(name: str) -> None:
    session = parse_session(text(name))
    replayed = replay_session(session)
    out = session_to_json(replayed)
    columns = zip(*(d["deltas"] for d in out["deals"]), strict=True)
    assert out["totals"] == [sum(c) for c in columns]
    first = replayed[0].start.table
    assert sum(out["totals"]) + out["pot_after"] - first.pot_before == 0
    for k in range(1, len(replayed)):
        prev, t = replayed[k - 1], replayed[k].start.table
        assert prev.settlement is not None
        assert t.dealer == (prev.start.table.dealer + 1) % t.players
        assert t.pot_before == prev.settlement.pot_after
        assert t.owed_before == prev.settlement.owed


def test_a_session_of_at_least_five_deals_carries_the_owed_mouches() -> None:
    out = replay_json(text("session-owed-carried"))
    assert out["status"] == "complete" and len(out["deals"]) == 5 and "error" not in out
    assert any(d["owed"] for d in out["deals"][:-1])
    assert out["owed"] == out["deals"][-1]["owed"] == [[3, 15], [2, 5]]
    assert out["totals"] == [6, -4, 4, -6]


def test_a_deals_owed_output_writes_the_next_deals_record() -> None:
    """Deal k's JSON ``owed`` and ``pot_after`` are the next deal's record inputs, as given."""
    t = text("session-owed-carried")
    session = parse_session(t)
    out = replay_json(session)
    blocks = t.split("[[deals]]\n")[1:]
    for k in range(1, len(session.deals)):
        prev, rec = out["deals"][k - 1], session.deals[k]
        lone = (
            blocks[k]
            .replace("[deals.rules]", "[rules]")
            .replace(
                f"players = {rec.players}\n",
                f"players = {rec.players}\ndealer = {rec.dealer}\npot = {prev['pot_after']}\n"
                + f"owed = {json.dumps(prev['owed'])}\n",
            )
        )
        alone = replay_json(lone)
        assert alone["deltas"] == out["deals"][k]["deltas"], k
        assert alone["owed"] == out["deals"][k]["owed"], k


def test_an_illegal_action_names_the_deal_and_stops_the_session(
    capsys: pytest.CaptureFixture[str],
) -> None:
    assert main(["replay", str(RECORDS / "session-illegal-in-deal-1.toml"), "--json"]) == 1
    cap = capsys.readouterr()
    out = json.loads(cap.out)
    assert out["status"] == "illegal" and len(out["deals"]) == 2
    assert out["error"] == {
        "deal": 1,
        "action": 0,
        "clause": "academie.10",
        "message": "p2 holds no mouche (five cards of one suit as dealt)",
    }
    assert cap.err.count("\n") == 1 and "in deal 2" in cap.err


def test_deal_session_record_replays_to_the_same_result(
    capsys: pytest.CaptureFixture[str],
) -> None:
    args = ["deal", "--session", "5", "--ruleset", "vanderaa1721-limited", "--seed", "10"]
    assert main([*args, "--record"]) == 0
    written = capsys.readouterr().out
    # the record in tests/records was written by this very command
    stored = text("session-owed-carried")
    assert written.split("[[deals]]", 1)[1] == stored.split("[[deals]]", 1)[1]
    played = play_session(get_ruleset("vanderaa1721-limited"), 4, 5, random.Random(10))
    out = replay_json(written)
    assert out["status"] == "complete" and len(out["deals"]) == 5
    assert out["totals"] == [sum(pd.settlement.deltas[s] for pd in played) for s in range(4)]
    assert [d["deltas"] for d in out["deals"]] == [list(pd.settlement.deltas) for pd in played]
    assert out["owed"] == [[o.seat, o.amount] for o in played[-1].settlement.owed]
    assert main(args) == 0
    summary = capsys.readouterr().out
    assert "totals: p0:+6 p1:-4 p2:+4 p3:-6" in summary and "deal 5 (dealer p0)" in summary


def test_replay_session_text_account(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["replay", str(RECORDS / "session-basket-carried.toml")]) == 0
    out = capsys.readouterr().out
    assert "deal 6 (dealer p0):" in out and "totals: p0:-22" in out


@pytest.mark.parametrize(
    ("change", "message"),
    [
        (("players = 5\nhands", "players = 5\npot = 3\nhands", 1), "deal 2 sets 'pot'"),
        (("players = 5\nhands", "players = 5\ndealer = 2\nhands", 2), "deal 3 sets 'dealer'"),
        (("players = 5\nhands", "players = 5\nowed = [[1, 2]]\nhands", 1), "deal 2 sets 'owed'"),
        (('ruleset = "academie"', 'ruleset = "academie-rigour"', 2), "deal 2: every deal"),
        (("[[deals]]", "[[deals]]\nbogus = 1", 1), "deal 1: unknown field 'bogus'"),
        (("title =", "mystery = 1\ntitle =", 1), "session: unknown field 'mystery'"),
    ],
)
def test_malformed_sessions_are_refused_naming_the_deal(
    change: tuple[str, str, int], message: str
) -> None:
    old, new, nth = change
    t = text("session-basket-carried")
    i = -1
    for _ in range(nth):
        i = t.index(old, i + 1)
    bad = t[:i] + new + t[i + len(old) :]
    with pytest.raises(MoucheError) as e:
        parse_any(bad)
    assert message in str(e.value)


def test_other_malformed_sessions() -> None:
    with pytest.raises(RecordError, match="non-empty array of tables"):
        parse_session("deals = []")
    with pytest.raises(RecordError, match="non-empty array of tables"):
        parse_session('deals = ["x"]')
    with pytest.raises(RecordError, match=r"needs a \[\[deals\]\] array"):
        parse_session(text("tricks-paid"))
    # a deal left unfinished cannot be followed by another
    t = text("session-basket-carried")
    first = parse_session(t).deals[0].actions
    cut = t.replace(f'  "{first[-1]}",\n', "", 1)
    with pytest.raises(RecordError, match="deal 1 is not finished, but deal 2 follows it"):
        replay_json(cut)
    # the last deal may be unfinished: the session is incomplete
    last = parse_session(t).deals[-1].actions
    i = t.rindex(f'  "{last[-1]}",\n')
    out = replay_json(t[:i] + t[i:].replace(f'  "{last[-1]}",\n', "", 1))
    assert out["status"] == "incomplete" and "error" not in out


def test_the_workbench_replays_sessions_under_any_preset() -> None:
    t = text("session-owed-carried")
    for ruleset in (None, "vanderaa1721", "academie"):
        args = {"record": t} if ruleset is None else {"record": t, "ruleset": ruleset}
        answer = json.loads(call(json.dumps({"op": "replay", "args": args})))
        assert answer["ok"], answer
        out = answer["result"]["replay"]
        assert len(out["deals"]) >= 1 and "totals" in out
        clauses = {
            c for d in out["deals"] for s in d["steps"] for r in s["rulings"] for c in r["clauses"]
        }
        assert clauses <= set(answer["result"]["clause_links"])
    same = json.loads(call(json.dumps({"op": "replay", "args": {"record": t}})))
    assert same["result"]["replay"] == replay_json(t)


def test_hand_records_still_parse_alone() -> None:
    rec = parse_any(text("tricks-paid"))
    assert rec == parse_record(text("tricks-paid"))


def test_the_longest_session_deal_writes_still_replays(capsys: pytest.CaptureFixture[str]) -> None:
    from mouche.records import MAX_DEALS

    args = ["deal", "--session", str(MAX_DEALS), "--ruleset", "academie", "--players", "6"]
    assert main([*args, "--seed", "1", "--record"]) == 0
    out = replay_json(capsys.readouterr().out)
    assert out["status"] == "complete" and len(out["deals"]) == MAX_DEALS
    assert main([*args[:2], str(MAX_DEALS + 1)]) == 2
    assert f"from 1 to {MAX_DEALS} deals" in capsys.readouterr().err
    assert main(["deal", "--session", "3", "--players", "7"]) == 2


def _imports(module: str) -> set[str]:
    """The ``mouche`` modules that ``module``'s file imports (by name, read, not run)."""
    path = Path(__file__).parent.parent / (module.replace(".", "/") + ".py")
    tree = ast.parse(path.read_text(encoding="utf-8"))
    found = {a.name for n in ast.walk(tree) if isinstance(n, ast.Import) for a in n.names}
    found |= {n.module for n in ast.walk(tree) if isinstance(n, ast.ImportFrom) and n.module}
    return {m for m in found if m.startswith("mouche.")}


def test_play_stands_below_the_file_format() -> None:
    """Dealing from a seed and playing sessions never read the record format; the seeded
    shuffle stands below the deal itself."""
    below: set[str] = set()
    todo = ["mouche.session"]
    while todo:
        m = todo.pop()
        if m not in below:
            below.add(m)
            todo += _imports(m)
    assert "mouche.shuffle" in below and "mouche.deal" in below
    assert not {m for m in below if m.startswith("mouche.records")}
    assert _imports("mouche.shuffle") <= {"mouche.cards", "mouche.rulesets"}


def test_a_played_and_a_replayed_session_are_one_value() -> None:
    """``play_session`` and ``replay_session`` give the same kind of value, chained by one rule:
    the replay of what a player played has its deals, settlements and totals."""
    played = play_session(get_ruleset("academie"), 5, 4, random.Random(19))
    replayed = replay_session(parse_session(format_session([pd.deal for pd in played])))
    assert type(played) is type(replayed)
    assert [r.deal for r in replayed] == [pd.deal for pd in played]
    assert [r.settlement for r in replayed] == [pd.settlement for pd in played]
    assert replayed.totals == played.totals
