"""What the History page (``history.md``) includes: the timeline of the sources."""

from __future__ import annotations

from markupsafe import Markup

from ..context import Site
from ..strings import STATUS_TEXT


def timeline(site: Site) -> Markup:
    """Every source by date (undated last), linked, with its author, family and status, and
    the rulesets that read it first: the games the engine plays from it (issue 36.4)."""
    sources = sorted(site.data.sources, key=lambda s: (s.year or 9999, s.id))
    year_notes = {s.id: site.prose(s.id, "year_note", s.year_note) for s in sources}
    played: dict[str, list[str]] = {}
    for r in site.data.presets.values():
        played.setdefault(r.reads[0], []).append(r.id)
    return site.html(
        "timeline.html",
        sources=sources,
        year_notes=year_notes,
        status_text=STATUS_TEXT,
        played=played,
    )
