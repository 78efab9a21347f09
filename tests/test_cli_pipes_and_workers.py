"""The command line at its edges (issue 22's leftovers): output read only in part
(``python -m mouche ... | head``) ends quietly, and ``simulate --workers`` starts no more
processes than the machine has processors, saying so in one line."""

from __future__ import annotations

import json
import os
import subprocess
import sys

import pytest

from mouche.cli_io import reader_gone
from mouche.simulate import PlanError, cpu_count, local_workers

MOUCHE = [sys.executable, "-m", "mouche"]


@pytest.mark.parametrize(
    "argv",
    [["rulesets"], ["simulate", "--deals", "20", "--quiet"], ["cite", "--all", "--format", "ris"]],
)
def test_a_reader_who_stops_reading_ends_the_command_quietly(argv: list[str]) -> None:
    child = subprocess.Popen([*MOUCHE, *argv], stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    assert child.stdout is not None and child.stderr is not None
    child.stdout.close()  # before the command writes a byte: as `| head -0` would
    err = child.stderr.read().decode()
    assert child.wait(timeout=120) == 0, err
    assert err == ""


def test_only_a_reader_gone_is_quiet(monkeypatch: pytest.MonkeyPatch) -> None:
    """A broken pipe is the reader's ``| head`` only if standard output's reader has gone:
    with it still reading, any other broken pipe stays an error."""
    read, write = os.pipe()
    with os.fdopen(write, "w") as out:
        monkeypatch.setattr(sys, "stdout", out)
        assert reader_gone() is False
        os.close(read)
        assert reader_gone() is True
        out.write("x" * 100_000)  # now the null device's
        out.flush()


def test_workers_are_held_to_the_processors_and_the_figures_do_not_change() -> None:
    most = cpu_count()
    assert local_workers(most) == (most, None)
    asked = most + 998
    used, said = local_workers(asked)
    assert used == most and said is not None and f"{most} processors" in said
    with pytest.raises(PlanError, match="--workers must be 1 or more, not 0"):
        local_workers(0)
    run = [*MOUCHE, "simulate", "--deals", "40", "--session", "2", "--quiet"]
    many = subprocess.run([*run, "--workers", str(asked)], capture_output=True, text=True)
    one = subprocess.run(run, capture_output=True, text=True, check=True)
    assert many.returncode == 0
    assert many.stderr.splitlines() == [f"note: {said}"]
    assert json.loads(many.stdout) == json.loads(one.stdout)
