"""Random command lines under a memory cap: every subcommand, its flags and values no
reader should give (unicode digits, control characters, huge numbers, 100,000-character
ids), files that are not files (a named pipe, a folder, ``/dev/zero``), standard input
closed or not UTF-8.

Each batch runs in a process of its own whose address space is capped
(``resource.setrlimit``, tests/argv_child.py), so a command that would take memory without
bound fails with MemoryError (an internal error, exit 3) instead of taking the machine.
Every command line must end with exit 0, 1 or 2, its errors one printable line on stderr
(a refused argument included), its output free of control characters.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
from fuzz_helpers import fuzz
from hypothesis import given
from hypothesis import strategies as st
from input_helpers import HOSTILE, RECORDS, assert_clean

from mouche.citations import FORMATS
from mouche.presets import PRESETS
from mouche.rulesets import OPTIONS
from mouche.simulate import STYLES

CAP = 1 << 30
"""The child's address space: 1 GiB (a command line takes some 100 MB)."""
BATCH = 30
"""Command lines per child process."""
CHILD = Path(__file__).parent / "argv_child.py"

HOSTILE_TEXT = ["", " ", "\x1b[2J", "\u202e", "\udcff", "p²", "x" * 5_000, "y" * 100_000]
NUMBERS = ["0", "1", "3", "4", "6", "7", "-1", "٣", "²", "９", "9" * 30, "1e3", "0x10", " 4"]
DEALS = ["1", "2", "0", "-1", "100001", "9" * 25, "٣", "2.0"]
"""Deal counts for simulate: small, or refused (a valid large count would only take time)."""
PRESET_IDS = [*PRESETS, "nope", "ACADEMIE", *HOSTILE_TEXT]
OPTION_PAIRS = [
    f"{name}={c.label}"
    for name, o in OPTIONS.items()
    for c in o.choices
    if not (o.integer and c.label == "N")  # issue 22.1, the engine's: see test_fuzz_options
] + ["=", "x", "id=academie", "mouche_limit=²", "mouche_limit=20", "a" * 3000 + "=1", "k=v=w"]
URLS = ["https://example.org/mouche/", "http://x", "ftp://x", "https://e.org/\x1b", "https://"]
CITABLE = ["academie.13", "ruleset-academie", "site", "record-saved-mouche", "academie.99"]
FILES = [
    *(str(RECORDS / n) for n in ("saved-mouche.toml", "illegal-renege.toml", "tricks-paid.toml")),
    *(str(p) for p in sorted(HOSTILE.glob("*.toml"))[::7]),
    "fifo.toml",
    "folder.toml",
    "zero.toml",
    "-",
    "/nonexistent/x.toml",
    "x" * 5000 + ".toml",
    "\x1b[2J.toml",
]
JUNK = ["--", "-", "-h", "--json=1", "--players=4", "--jso", "--nope", *HOSTILE_TEXT[:6]]
STDIN: list[str | None] = [
    None,
    "",
    (RECORDS / "saved-mouche.toml").read_text(encoding="utf-8"),
    "\xff\xfe",
    "#" * 60_000,
]
"""Standard input: closed, empty, a record, not UTF-8 (as latin-1 bytes), too long."""


def _flags(pairs: dict[str, list[str]]) -> st.SearchStrategy[list[str]]:
    flag = st.sampled_from(sorted(pairs)).flatmap(
        lambda f: st.sampled_from(pairs[f]).map(lambda v: [f, v] if v is not None else [f])
    )
    return st.lists(flag, max_size=4).map(lambda fs: [x for f in fs for x in f])


SUBCOMMANDS: dict[str, st.SearchStrategy[list[str]]] = {
    "replay": st.tuples(st.sampled_from(FILES), _flags({"--json": [None]})).map(
        lambda t: ["replay", t[0], *t[1]]
    ),
    "compare": st.tuples(
        st.sampled_from(FILES),
        _flags({"--against": PRESET_IDS, "--option": OPTION_PAIRS, "--json": [None]}),
    ).map(lambda t: ["compare", t[0], *t[1]]),
    "deal": _flags(
        {
            "--ruleset": PRESET_IDS,
            "--players": NUMBERS,
            "--seed": NUMBERS,
            "--dealer": NUMBERS,
            "--play": [None],
            "--record": [None],
            "--session": ["1", "2", "50", "51", "0", "-3", "٣"],
        }
    ).map(lambda f: ["deal", *f]),
    "simulate": _flags(
        {
            "--ruleset": PRESET_IDS,
            "--rule": OPTION_PAIRS,
            "--players": NUMBERS,
            "--deals": DEALS,
            "--session": ["1", "2", "1000", "1001", "0"],
            "--seed": NUMBERS,
            "--style": [
                *(s for s in sorted(STYLES) if s != "reasoning"),
                "nope",
            ],  # (reasoning: slow, not bad)
            "--seat": ["0=saves-the-mouche", "9=shows-at-once", "p1=nope", "x", "=", "٣=x"],
            "--workers": ["1", "0", "-1", "٣"],  # (not a large one: it forks that many at once)
            "--quiet": [None],
        }
    ).map(lambda f: ["simulate", "--deals", "3", *f]),
    "hint": st.tuples(
        st.sampled_from(
            ["-", "fifo.toml", "folder.toml", "zero.toml", "/nonexistent/x.toml"]
            + [str(RECORDS / n) for n in ("saved-mouche.toml", "illegal-renege.toml")]
        ),
        _flags({"--seed": NUMBERS, "--json": [None]}),
    ).map(lambda t: ["hint", t[0], *t[1]]),
    "rulesets": st.just(["rulesets"]),
    "sources": _flags(
        {
            "--sources": ["folder.toml", "fifo.toml", "zero.toml"],
            "--check-lock": [None],
            "--tei": ["academie", "nope", *HOSTILE_TEXT],
            "--text": ["academie", "nope", *HOSTILE_TEXT],
            "--lang": ["en", "ru", "xx", *HOSTILE_TEXT[:4]],
            "--site-url": URLS,
        }
    ).map(lambda f: ["sources", *f]),
    "cite": st.tuples(
        st.sampled_from([*CITABLE, *FILES, *HOSTILE_TEXT]),
        _flags({"--format": [*FORMATS, "html"], "--site-url": URLS + HOSTILE_TEXT[:4]}),
    ).map(lambda t: ["cite", t[0], *t[1]]),
}
ARGV = st.one_of(
    *(
        strategy.flatmap(
            lambda argv: st.lists(st.sampled_from(JUNK), max_size=1).map(lambda j: argv + j)
        )
        for strategy in SUBCOMMANDS.values()
    ),
    st.lists(st.sampled_from([*JUNK, *SUBCOMMANDS]), max_size=3),
)
"""A command line: a subcommand with some of its flags (and values no reader should give),
sometimes a stray argument; or anything at all."""


def _safe(argv: list[str]) -> list[str]:
    """Never a flag argparse could take for --update-lock or --export, which write files, or
    --scheduler, which dials out (a prefix is enough)."""
    return [a for a in argv if not a.startswith(("--u", "--e", "--sc"))]


@pytest.fixture(scope="module")
def fixtures(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The child's folder: a named pipe, a folder and a link to /dev/zero, each a .toml."""
    folder = tmp_path_factory.mktemp("argv")
    os.mkfifo(folder / "fifo.toml")
    (folder / "folder.toml").mkdir()
    (folder / "zero.toml").symlink_to("/dev/zero")
    return folder


def _run(folder: Path, cases: list[tuple[list[str], str | None]]) -> list[tuple[int, str, str]]:
    r = subprocess.run(
        [sys.executable, str(CHILD), str(CAP)],
        input=json.dumps(cases),
        capture_output=True,
        text=True,
        cwd=folder,
        timeout=600,  # a guard against a hang, not a measure
        check=False,
    )
    assert r.returncode == 0, r.stderr[-3000:]
    return [tuple(x) for x in json.loads(r.stdout)]  # type: ignore[misc]


def _check(argv: list[str], code: int, out: str, err: str) -> None:
    assert code in (0, 1, 2), (argv, code, err)
    assert all(line.isprintable() for line in out.splitlines()), (argv, out[:500])
    if code == 0:
        assert all(line.startswith("note: ") for line in err.splitlines()), (argv, err)
    elif argv[:1] == ["sources"] and code == 1:
        # the coverage report's gaps on stdout; a refusal, or the source data's errors, on
        # stderr (issue 37.6), each line printable
        assert out or err
        assert all(line.isprintable() for line in err.splitlines()), (argv, err[:500])
    else:
        assert_clean(err, code)


@fuzz(2, share=1 / BATCH)
@given(st.lists(st.tuples(ARGV.map(_safe), st.sampled_from(STDIN)), min_size=BATCH, max_size=BATCH))
def test_random_command_lines_under_a_memory_cap(
    fixtures: Path, cases: list[tuple[list[str], str | None]]
) -> None:
    for (argv, _), (code, out, err) in zip(cases, _run(fixtures, cases), strict=True):
        _check(argv, code, out, err)


def test_the_cap_catches_a_command_taking_memory_without_bound(fixtures: Path) -> None:
    """The cap is real: a command line that reads /dev/zero whole (what a record named by
    a link to it did, before files were checked) dies of MemoryError under it."""
    code = (
        f"import resource; resource.setrlimit(resource.RLIMIT_AS, ({CAP}, {CAP}));"
        f"open('/dev/zero', 'rb').read({CAP})"
    )
    r = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=False)
    assert r.returncode != 0 and "MemoryError" in r.stderr
