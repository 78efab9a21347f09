"""The code is ruff clean; the engine and the site generator pass mypy --strict."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def _run(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", *args], cwd=ROOT, capture_output=True, text=True, check=False
    )


def test_ruff_clean() -> None:
    r = _run("ruff", "check", "mouche", "tests", "benchmarks", "docs/hooks", "docs/sitegen")
    assert r.returncode == 0, r.stdout + r.stderr


def test_mypy_strict_on_the_engine() -> None:
    r = _run("mypy", "--strict", "mouche")
    assert r.returncode == 0, r.stdout + r.stderr


def test_mypy_strict_on_the_site_generator() -> None:
    """The site generator (``docs/sitegen``) and the hooks that wire it (issue 19)."""
    r = _run("mypy", "--strict", "docs/sitegen", "docs/hooks")
    assert r.returncode == 0, r.stdout + r.stderr


def test_no_module_of_the_site_generator_is_over_600_lines() -> None:
    """As in the engine (tests/test_engine_layers.py): a module a reader can hold (issue 19.6)."""
    modules = [*(ROOT / "docs" / "sitegen").rglob("*.py"), *(ROOT / "docs" / "hooks").glob("*.py")]
    assert len(modules) > 10
    long = {
        m.relative_to(ROOT).as_posix(): n
        for m in modules
        if (n := len(m.read_text(encoding="utf-8").splitlines())) > 600
    }
    assert long == {}
