"""Where each page of a source begins, for the TEI's ``pb``.

A page break stands before the transcriber's page mark that names the page, or before
the running head (``<fw type="header">``) our reading deletes, or at the head of a
clause whose page differs from the one before ([`page_breaks`][page_breaks]).
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass

from mouche.edition.marks import Segment, mark_segments
from mouche.edition.model import Source
from mouche.edition.tei.apparatus import transcriber_mark

__all__ = ["PageBreak", "PageBreakError", "page_breaks"]

_PAGE_MARK_RE = re.compile(r"\[p(?:age|\.)\s*0*(\d+)\b")


class PageBreakError(ValueError):
    """A page begins inside a clause, and nothing in its reading says where."""


@dataclass(frozen=True, slots=True)
class PageBreak:
    """A page that begins before segment ``index`` of a clause's reading.

    ``how`` is ``mark`` (before a transcriber's page mark, "[p. 145]"), ``head``
    (before a running head the reading deletes) or ``start`` (at the head of the
    clause, whose page differs from the one before).
    """

    index: int
    page: str
    how: str


def _pages(page: str) -> list[str]:
    """The pages a clause's ``page`` field spans: ``"101-102"`` gives ``["101", "102"]``."""
    first, _, last = (p.strip() for p in page.partition("-"))
    if not first:
        return []
    if last and first.isdigit() and last.isdigit() and int(first) < int(last):
        return [str(n) for n in range(int(first), int(last) + 1)]
    return [first, last] if last and last != first else [first]


def _running_head(segs: Sequence[Segment], i: int) -> bool:
    """A certain deletion of a whole line that is not a transcriber's mark."""
    seg = segs[i]
    if seg.kind != "delete" or seg.conjecture or transcriber_mark(seg):
        return False
    before = segs[i - 1].reading if i > 0 else "\n"
    after = segs[i + 1].raw if i + 1 < len(segs) else "\n"
    return before.endswith("\n") and after.startswith("\n")


def page_breaks(source: Source) -> dict[str, list[PageBreak]]:
    """Where each page of the source begins: clause id to its page breaks, in order.

    A clause's ``page`` field gives the pages it is on; a page not already begun
    begins in it.  Its place is the transcriber's page mark that names it, else the
    next running head the reading deletes (a whole line; for the clause's first page,
    only one that opens the clause), else, for the clause's first page, the head of
    the clause.  The first clause's first page is the page
    the text in hand begins on, not necessarily the top of that page.  Raises
    [`PageBreakError`][PageBreakError] when a page begins inside a clause and its reading shows
    no place for it.
    """
    out: dict[str, list[PageBreak]] = {}
    current = ""
    for clause in source.clauses:
        pages = _pages(clause.page)
        out[clause.id] = breaks = []
        if not pages:
            continue
        segs = mark_segments(clause.reading)
        marks: dict[str, int] = {}
        for i, seg in enumerate(segs):
            m = _PAGE_MARK_RE.match(seg.raw.strip())
            if m and transcriber_mark(seg):
                marks.setdefault(str(int(m.group(1))), i)
        heads = [i for i in range(len(segs)) if _running_head(segs, i)]
        lead = next((i for i, seg in enumerate(segs) if seg.raw.strip()), 0)
        after = -1
        for n, page in enumerate(pages):
            if n == 0 and page == current:
                continue
            later = [i for i in heads if i > after and (n > 0 or i == lead)]
            if page in marks and marks[page] > after:
                brk = PageBreak(marks[page], page, "mark")
            elif later:
                brk = PageBreak(later[0], page, "head")
            elif n == 0:
                brk = PageBreak(0, page, "start")
            else:
                raise PageBreakError(
                    f"{clause.id}: page {page} begins inside the clause, but its reading "
                    "has no page mark or deleted running head to show where"
                )
            breaks.append(brk)
            after = brk.index
        current = pages[-1]
    return out
