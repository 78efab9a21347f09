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
