"""What "How to cite" (``cite.md``) includes: the site's version and its Cite control."""

from __future__ import annotations

from mouche.citations import version_line

from ..citing import cite_item_block
from ..context import Site


def site_citation(site: Site) -> str:
    """The site's version and build date, and the Cite control of the site as a whole."""
    return site.markdown(
        "site_citation.md.jinja",
        version=version_line(),
        cite=cite_item_block(site, "site", open_=True),
    )
