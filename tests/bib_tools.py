"""Running the tools readers load our bibliography files in (the whole-bibliography tests and
the site's served files share them)."""

from __future__ import annotations

import subprocess
from pathlib import Path
from typing import Any

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


def expected_biber_warnings(items: list[dict[str, Any]], file: str) -> set[str]:
    """The warnings biber's data model gives for what the works do not have and the entries
    leave out rather than invent (issue 39.2 and 39.5): an author for an unsigned work (no
    "Anonymous", CMOS 17, 14.79), a date for an undated one, the Britannica's editor."""
    missing = "WARN - Datamodel: Entry '{}' (" + file + "): Missing mandatory field"
    out = {missing.format(i["id"]) + " 'author'" for i in items if "author" not in i}
    out |= {
        missing.format(i["id"]) + " - one of 'date, year' must be defined"
        for i in items
        if "issued" not in i
    }
    return {*out, "WARN - Datamodel: " + BRITANNICA_EDITOR.format(file=file)}
