"""Running the tools readers load our bibliography files in (the whole-bibliography tests and
the site's served files share them)."""

from __future__ import annotations

import subprocess
from pathlib import Path

BRITANNICA_EDITOR = "Entry 'eb1911-loo' ({file}): Missing mandatory field 'editor'"
"""The one warning biber's data model gives our files: the 1911 Britannica's editor is not
in our data, and is not supplied from memory (How to cite says so)."""


def biber_validate(biber: str, bib: Path) -> list[str]:
    """``biber --tool --validate-datamodel`` on ``bib`` (beside it: ``*_bibertool.bib``):
    its warnings and errors, after checking that it ran."""
    proc = subprocess.run(
        [biber, "--tool", "--validate-datamodel", bib.name],
        capture_output=True,
        text=True,
        cwd=bib.parent,
        timeout=300,
    )
    assert proc.returncode == 0, proc.stdout[-2000:]
    lines = proc.stdout.splitlines()
    return [ln for ln in lines if ln.startswith(("WARN", "ERROR")) and "WARNINGS:" not in ln]
