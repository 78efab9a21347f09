"""Page ranges, shortened the Chicago way (CMOS 17, 9.64)."""

from __future__ import annotations

import re

__all__ = ["page_range"]


def page_range(pages: str) -> str:
    """Page ranges shortened the Chicago way (CMOS 17, 9.64), for a note's locator.

    The style asks for this (``page-range-format="chicago-16"``), and citeproc-py
    applies it to a source's pages in the bibliography but only gives a locator an
    en dash, so a note would print "144–145" where the bibliography prints "173–74".

    >>> page_range("144-145"), page_range("101-108"), page_range("100-103")
    ('144–45', '101–8', '100–103')
    >>> page_range("121-122, 153"), page_range("1496-1500"), page_range("71-72")
    ('121–22, 153', '1496–500', '71–72')
    """

    def shorten(m: re.Match[str]) -> str:
        first, last = m.group(1), m.group(2)
        start = int(first)
        if start < 100 or start % 100 == 0 or len(last) != len(first) or int(last) <= start:
            return f"{first}–{last}"
        same = next(
            (i for i, (a, b) in enumerate(zip(first, last, strict=True)) if a != b), len(first)
        )
        keep = len(first) - same  # the digits that change ...
        if start % 100 >= 10:
            keep = max(keep, 2)  # ... but at least two from 10 on in each hundred
        return f"{first}–{last[-keep:]}"

    return re.sub(r"\b(\d+)\s*[-–]\s*(\d+)\b", shorten, pages)
