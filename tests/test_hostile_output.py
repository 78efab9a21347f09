"""Output that is what it says (issue 37, point 6): a refusal is one line, escaped, on
standard error; an address printed in every citation holds no password and no port that
is no port; the reader's text quoted back never breaks a line."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from mouche.browser import call
from mouche.citations.site import site_url

ROOT = Path(__file__).resolve().parent.parent
RECORD = """ruleset = "vanderaa1721"
players = 3
dealer = 0
hands = ["8C QH JH 9D 10D", "KS QS JS KH KD", "AC 10H 9H 8D 9C"]
turnup = "KC"
talon = ""
actions = [{action}]
"""


@pytest.mark.parametrize("junk", ["\n", "\u2028", "\u2029", "\x1c", "\x1f", "\x85"])
def test_the_hint_quotes_a_records_illegal_action_escaped(junk: str) -> None:
    """A parsable action with a line break after it, illegal where it stands: the refusal
    quotes the reader's text escaped, as every other refusal does (it was quoted raw)."""
    record = RECORD.format(action=json.dumps("p2 stand" + junk))
    out = json.loads(call(json.dumps({"op": "hint", "args": {"record": record}})))
    message = out["error"]["message"]
    assert "is not legal here" in message
    assert not any(c in message for c in "\n\r\u2028\u2029\x1c\x1d\x1e\x1f\x85"), message


@pytest.mark.parametrize(
    ("address", "what"),
    [
        ("http://user:secret@example.org/", "user name or password"),
        ("https://user@example.org/mouche/", "user name or password"),
        ("http://example.org:abc/", "port 1-65535"),
        ("http://example.org:99999/", "port 1-65535"),
        ("http://example.org:0/", "port 1-65535"),
        ("http://:8000/", "port 1-65535"),
    ],
)
def test_a_site_address_with_credentials_or_no_port_is_refused(address: str, what: str) -> None:
    with pytest.raises(ValueError, match=what) as e:
        site_url(address)
    assert "\n" not in str(e.value)
    done = subprocess.run(
        [sys.executable, "-m", "mouche", "cite", "academie.5", "--site-url", address],
        capture_output=True,
        text=True,
        cwd=ROOT,
        timeout=120,
    )
    assert done.returncode != 0 and not done.stdout
    assert done.stderr.count("\n") == 1 and what in done.stderr


def test_a_good_address_keeps_its_port_and_its_path() -> None:
    assert site_url("http://127.0.0.1:8000") == "http://127.0.0.1:8000/"
    assert site_url("https://[::1]:8443/mouche") == "https://[::1]:8443/mouche/"


def test_an_export_refused_prints_nothing_on_standard_output(tmp_path: Path) -> None:
    """``sources --tei X > X.tei.xml`` saved the error as the file (issue 37.6)."""
    done = subprocess.run(
        [sys.executable, "-m", "mouche", "sources", "--tei", "nope"],
        capture_output=True,
        text=True,
        cwd=ROOT,
        timeout=120,
    )
    assert done.returncode == 1 and done.stdout == ""
    assert done.stderr == "error: no source 'nope'\n"


@pytest.mark.parametrize("bad", [["--players", "9"], ["--deals", "0"], ["--ruleset", "nosuch"]])
def test_a_refused_simulation_with_too_many_workers_is_one_line(bad: list[str]) -> None:
    """The note on --workers was printed before the plan was checked: two lines."""
    done = subprocess.run(
        [sys.executable, "-m", "mouche", "simulate", "--workers", "999", *bad],
        capture_output=True,
        text=True,
        cwd=ROOT,
        timeout=120,
    )
    assert done.returncode == 2 and not done.stdout
    assert done.stderr.count("\n") == 1 and done.stderr.startswith("error:"), done.stderr


@pytest.mark.parametrize("lang", ["en", "fr", "ru"])
def test_the_progress_line_fits_the_terminal(
    lang: str, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    from mouche.__main__ import _progress

    monkeypatch.setenv("COLUMNS", "80")
    show = _progress(100_000, lang)
    for deals in (0, 1_000, 99_999):
        show(deals)
    shown = capsys.readouterr().err.split("\r")
    lines = [line.removesuffix("\x1b[K") for line in shown if line]
    assert len(lines) == 3 and all(len(line) < 80 for line in lines), lines


@pytest.mark.parametrize("char", ["\\u0008", "\\u0000", "\\u001b", "\\uFFFE"])
def test_a_source_text_xml_cannot_hold_is_refused_not_exported(char: str, tmp_path: Path) -> None:
    """The exporter wrote a TEI document that was not well-formed, exit 0 (issue 37.6)."""
    import shutil

    folder = tmp_path / "sources"
    shutil.copytree(ROOT / "sources", folder)
    path = folder / "academie.toml"
    text = path.read_text(encoding="utf-8")
    path.write_text(text.replace('title = "', f'title = "{char}', 1), encoding="utf-8")
    done = subprocess.run(
        [sys.executable, "-m", "mouche", "sources", "--sources", str(folder), "--tei", "academie"],
        capture_output=True,
        text=True,
        cwd=ROOT,
        timeout=120,
    )
    assert done.returncode == 1 and done.stdout == ""
    assert "a character XML cannot hold (U+" in done.stderr
