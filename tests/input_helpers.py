"""Helpers of the hostile-input tests: the hostile records, the command run in-process, and
what its error output may look like."""

from __future__ import annotations

import contextlib
import io
import re
import sys
from pathlib import Path

import pytest

from mouche.__main__ import main

RECORDS = Path(__file__).parent / "records"
HOSTILE = Path(__file__).parent / "hostile"
_EXPECT = re.compile(r"# expect ([0-3])(?:: (.*))?")


def _padded(size: int) -> str:
    """A valid record made exactly ``size`` characters long by a trailing comment."""
    text = (RECORDS / "tricks-paid.toml").read_text(encoding="utf-8") + "#"
    return text + "x" * (size - len(text) - 1) + "\n"


def _generated() -> dict[str, tuple[str, int, str]]:
    """The hostile records too big to keep in the repository: name -> (text, exit, message)."""
    dotted = "a dotted key has more than 4 parts (line 1)"
    too_long = "the record is too long: more than 50,000 characters, the limit"
    return {
        "dotted-key-4k": ("x" + ".a" * 2_000 + " = 1\n", 2, dotted),
        "dotted-key-40k": ("x" + ".a" * 20_000 + " = 1\n", 2, dotted),
        "dotted-header-40k": ("[x" + ".a" * 20_000 + "]\n", 2, dotted),
        "dotted-key-80k": ("x" + ".a" * 40_000 + " = 1\n", 2, too_long),
        "two-megabytes": (_padded(2_000_000), 2, too_long),
        # an open string of escaped quotes: the nesting scan was quadratic on it (27 s)
        "open-string-48k": ('x = """' + '\\"' * 24_000, 2, "not valid TOML"),
        "open-strings-48k": ('x = "\\"' * 6_000, 2, "not valid TOML"),
        "at-the-limit": (_padded(50_000), 0, ""),
        "one-over-the-limit": (_padded(50_001), 2, too_long),
    }


def _hostile_cases() -> list[tuple[str, Path | str, int, str]]:
    cases: list[tuple[str, Path | str, int, str]] = []
    for path in sorted(HOSTILE.glob("*.toml")):
        head = path.read_bytes().split(b"\n", 1)[0].decode("utf-8-sig").rstrip("\r")
        m = _EXPECT.fullmatch(head)
        assert m, f"{path.name}: the first line must be '# expect CODE[: message]'"
        cases.append((path.stem, path, int(m.group(1)), m.group(2) or ""))
    cases += [(name, text, code, msg) for name, (text, code, msg) in _generated().items()]
    return cases


HOSTILE_CASES = _hostile_cases()
HOSTILE_PARAMS = pytest.mark.parametrize(
    ("source", "code", "message"),
    [pytest.param(source, code, msg, id=name) for name, source, code, msg in HOSTILE_CASES],
)
"""Parametrize a test by hostile case: its source (a file, or text), exit status, message."""


def assert_clean(err: str, code: int) -> None:
    """What stderr may hold: nothing for 0; one printable line, no traceback, for 1 and 2."""
    if code == 0:
        assert err == ""
        return
    assert err.endswith("\n") and err.count("\n") == 1, repr(err[:300])
    line = err[:-1]
    assert line.isprintable() and "Traceback" not in line and len(line) <= 500, repr(line[:300])
    assert line.startswith("error: " if code == 2 else "illegal action ")


def run_main(source: Path | str | bytes) -> tuple[int, str, str]:
    """``python -m mouche replay --json`` in-process: a file, or text or bytes on stdin.

    Returns the exit status, stdout and stderr.
    """
    if isinstance(source, Path):
        return run_command(["replay", str(source), "--json"])
    stdin = source.encode("utf-8") if isinstance(source, str) else source
    return run_command(["replay", "-", "--json"], stdin)


def run_command(argv: list[str], stdin: bytes | None = b"") -> tuple[int, str, str]:
    """``python -m mouche ARGV`` in-process, ``stdin`` on standard input (None: closed).

    Returns the exit status (argparse's too), stdout and stderr.
    """
    out, err = io.StringIO(), io.StringIO()
    saved = sys.stdin
    given = None if stdin is None else io.TextIOWrapper(io.BytesIO(stdin), encoding="utf-8")
    sys.stdin = given  # type: ignore[assignment]
    try:
        with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
            try:
                code = main(argv)
            except SystemExit as exit_:
                code = exit_.code if isinstance(exit_.code, int) else 0 if exit_.code is None else 2
    finally:
        sys.stdin = saved
    return code, out.getvalue(), err.getvalue()
