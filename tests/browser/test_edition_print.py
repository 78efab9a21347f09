"""The Académie page on paper (issue 21).

Printed to PDF in Chromium (A4), the Académie page takes a handful of pages (7; 54
before the print stylesheet, 53 as the issue counted them), with its clause text,
permalinks and citation, and none of the controls.
"""

from __future__ import annotations

import re
import shutil
import subprocess
from pathlib import Path
from typing import Any

SOURCE = "sources/academie/"
PRINTED_PAGES_AT_MOST = 9


def _pages(pdf: bytes) -> int:
    return len(re.findall(rb"/Type\s*/Page(?![s\w])", pdf))


def test_the_academie_page_prints_in_a_handful_of_pages(
    guarded: tuple[Any, Any], site_url: str, tmp_path: Path
) -> None:
    context, _ = guarded
    page = context.new_page()
    page.set_viewport_size({"width": 1280, "height": 900})
    page.goto(site_url + SOURCE)
    pdf = page.pdf(format="A4", print_background=True)
    count = _pages(pdf)
    assert 1 < count <= PRINTED_PAGES_AT_MOST, f"{count} A4 pages"
    if shutil.which("pdftotext") is None:
        return  # the page count stands; the text needs poppler-utils
    (tmp_path / "academie.pdf").write_bytes(pdf)
    text = subprocess.run(
        ["pdftotext", "-enc", "UTF-8", str(tmp_path / "academie.pdf"), "-"],
        capture_output=True,
        text=True,
        check=True,
    ).stdout
    flat = " ".join(re.sub(r"-\n", "", text).split())
    assert "Source: “De la Mouche.” In [Académie des jeux]" in flat  # the citation at the head
    assert f"{site_url}{SOURCE}#academie.13" in flat  # each clause's permalink
    for words in ("je m'y tiens", "joue le premier", "the holder of the mouche"):
        assert words in flat, words
    controls = ("Copy link", "Cite this clause", "Example hand", "Show columns", "Search")
    for control in (*controls, "tap a mark"):  # no hover nor tap on paper (issue 40.11)
        assert control not in flat, control
