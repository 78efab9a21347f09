"""benchmarks/pyodide_ops.py, the table of CONTRIBUTING.md's "Speed in Pyodide", still runs.

A short run (``--quick``, a few seconds) in CPython and in Pyodide under Node.js: every
whole-deal row and every operation gets both figures and a ratio.  The figures of a
quick run mean nothing and are not checked; the table itself is a minute's run.
"""

from __future__ import annotations

import importlib.util
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
SCRIPT = ROOT / "benchmarks" / "pyodide_ops.py"


def test_the_ops_table_is_made_in_both_interpreters() -> None:
    if shutil.which("node") is None:
        pytest.skip("Node.js is not installed")
    spec = importlib.util.spec_from_file_location("pyodide_ops", SCRIPT)
    assert spec and spec.loader
    ops = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(ops)
    proc = subprocess.run(
        [sys.executable, str(SCRIPT), "--quick"],
        capture_output=True,
        text=True,
        check=False,
        cwd=ROOT,
        timeout=120,
    )
    assert proc.returncode == 0, proc.stderr[-800:]
    out = proc.stdout
    assert re.search(r"^Pyodide: Python 3\.\d+\.\d+ in Pyodide, Node\.js v\d+", out, re.M), out
    rows = {
        line[:44].strip(): line[44:].split()
        for line in out.splitlines()
        if re.search(r" (µs|ns) +-?[\d.]+ (µs|ns) +(-?[\d.]+|n/a)$", line)
    }
    expected = ["bare_loop.py deal", "full deal", ops.EMPTY, *ops.OPS]
    assert [name for name in rows if name in expected] == expected
    assert all(len(cells) == 5 for cells in rows.values())
