"""``python -m mouche cite``: one citation, or the whole bibliography (``--all``)."""

from __future__ import annotations

import sys

from mouche.citations.citables import UnknownCitable, citable
from mouche.citations.formats import render
from mouche.citations.site import SITE_URL_ENV, site_url
from mouche.citations.whole import WHOLE_FORMATS, bibliography_file

__all__ = ["cite_main"]


def cite_main(item_id: str | None, fmt: str, explicit_url: str | None, whole: bool = False) -> int:
    """Print one citation (or, with ``whole``, the whole bibliography in ``fmt``).

    An unknown id, a format with no whole bibliography or a bad address exits 2 with one
    line on stderr.
    """
    from mouche.edition.loading import load_library
    from mouche.errors import MoucheError, message_of

    try:
        base = site_url(explicit_url)
        if whole:
            if item_id:
                raise ValueError("give an id or --all, not both")
            if fmt not in WHOLE_FORMATS:
                raise ValueError(
                    f"--all prints a bibliography file: --format {' | '.join(WHOLE_FORMATS)}"
                )
            text = bibliography_file(load_library(), fmt, base).rstrip("\n")
        elif not item_id:
            raise ValueError("give the id of what to cite, or --all")
        else:
            text = render(citable(load_library(), item_id, base), fmt).rstrip("\n")
    except (UnknownCitable, MoucheError, ValueError, OSError) as exc:
        print(f"error: {message_of(exc)}", file=sys.stderr)
        return 2
    print(text)
    if not base:
        print(
            f"note: no site address (--site-url or {SITE_URL_ENV}): links are relative to its root",
            file=sys.stderr,
        )
    return 0
