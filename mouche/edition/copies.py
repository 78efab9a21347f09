"""The copy in hand: the transcription we were given, kept byte for byte, and its body.

A transcribed or excerpt source names its ``copy``; its body runs from
``body_start`` to ``body_end`` without the transcriber's ``apparatus`` lines and
rule lines, and must be exactly the clauses' diplomatic texts in order
([`copy_mismatch`][copy_mismatch]).  Several sources can share one copy that holds several
works.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from pathlib import Path
from typing import Any

from mouche.edition.marks import normalize_ws
from mouche.edition.model import Source

__all__ = ["check_copy", "copy_body", "copy_mismatch"]


def check_copy(copy: Path, meta: Mapping[str, Any], where: str, problems: list[str]) -> None:
    """The copy exists, is UTF-8, and holds ``body_start``, ``body_end`` and the apparatus."""
    if not copy.is_file():
        problems.append(f"{where}: field 'copy': file not found: {meta['copy']}")
        return
    try:
        text = copy.read_text(encoding="utf-8")
    except UnicodeDecodeError:
        problems.append(f"{where}: field 'copy': not UTF-8: {meta['copy']}")
        return
    start = meta.get("body_start", "")
    if start and start not in text:
        problems.append(f"{where}: field 'body_start': text not found in {meta['copy']}: {start!r}")
    end = meta.get("body_end", "")
    if end and end not in text[text.find(start) if start in text else 0 :]:
        problems.append(
            f"{where}: field 'body_end': text not found after body_start in {meta['copy']}: {end!r}"
        )
    lines = set(text.splitlines())
    for line in meta.get("apparatus", ()):
        if line not in lines:
            problems.append(f"{where}: field 'apparatus': no such line in {meta['copy']}: {line!r}")


_RULE_LINE_RE = re.compile(r"[-=]+")


def copy_body(source: Source) -> str:
    """The source text of a copy, without apparatus and rule lines.

    It runs from ``body_start`` (the start of the file if empty) up to, not
    including, ``body_end`` (the end of the file if empty): several sources can so
    share one copy that holds several works.  Raises ``ValueError`` for a source
    without a copy.
    """
    path = source.copy_path
    if path is None:
        raise ValueError(f"source {source.id!r} has no copy")
    text = path.read_text(encoding="utf-8")
    if source.body_start:
        text = text[text.index(source.body_start) :]
    if source.body_end:
        text = text[: text.index(source.body_end)]
    apparatus = set(source.apparatus)
    kept = [
        line
        for line in text.splitlines()
        if line not in apparatus and not _RULE_LINE_RE.fullmatch(line.strip())
    ]
    return "\n".join(kept)


def copy_mismatch(source: Source) -> str | None:
    """None when the clauses' diplomatic texts, in order, are exactly the copy's body.

    Otherwise a message locating the first difference (both whitespace-normalised).
    """
    body = normalize_ws(copy_body(source))
    ours = normalize_ws(" ".join(c.diplomatic for c in source.clauses))
    if body == ours:
        return None
    n = next(
        (i for i, (x, y) in enumerate(zip(body, ours, strict=False)) if x != y),
        min(len(body), len(ours)),
    )
    pos = 0
    at = "after the last clause"
    for c in source.clauses:
        pos += len(normalize_ws(c.diplomatic)) + 1
        if pos > n:
            at = f"in clause {c.id!r}"
            break
    return (
        f"{source.id}: diplomatic text differs from {source.copy} {at}, at character {n}:\n"
        f"  copy:    {body[max(0, n - 40) : n + 40]!r}\n"
        f"  clauses: {ours[max(0, n - 40) : n + 40]!r}"
    )
