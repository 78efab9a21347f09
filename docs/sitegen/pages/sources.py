"""The sources index: every source the site draws on, in groups by what is in hand."""

from __future__ import annotations

from markupsafe import Markup

from mouche.edition.model import Source

from ..context import Site
from ..generated import Generated
from ..strings import SOURCE_GROUPS, STATUS_TEXT


def sources_by_group(site: Site) -> list[tuple[str, list[Source]]]:
    """The sources in the index's and the nav's groups, by date (undated last)."""
    ordered = sorted(site.data.sources, key=lambda s: (s.year or 9999, s.id))
    groups = [(name, [s for s in ordered if s.status in st]) for name, st in SOURCE_GROUPS]
    return [(name, items) for name, items in groups if items]


def status_badge(site: Site, status: str) -> Markup:
    """A source's status, its meaning as a tooltip."""
    return site.templates.macro("status_badge")(status, site.t(STATUS_TEXT.get(status, "")))


def sources_index_page(site: Site) -> Generated:
    """The page ``sources/index.md``."""
    badges = {status: status_badge(site, status) for status in STATUS_TEXT}
    return Generated(
        site.markdown(
            "pages/sources_index.md.jinja",
            groups=sources_by_group(site),
            short_names={s.id: site.source_short(s) for s in site.data.sources},
            badges=badges,
            status_text=STATUS_TEXT,
        )
    )
