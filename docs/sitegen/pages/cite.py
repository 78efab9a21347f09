"""What "How to cite" (``cite.md``) includes: the site's version and its Cite control, and
the whole bibliography to download."""

from __future__ import annotations

from mouche.citations import bibliography_citables

from ..bibliography_files import bibliography_downloads
from ..citing import cite_item_block
from ..context import Site
from ..meta import version_and_date


def site_citation(site: Site) -> str:
    """The site's version and build date, and the Cite control of the site as a whole."""
    return site.markdown(
        "site_citation.md.jinja",
        **version_and_date(),
        cite=cite_item_block(site, "site", open_=True),
    )


def bibliography_list(site: Site) -> str:
    """The list of the whole bibliography's files (``sitegen.bibliography_files``), linked."""
    entries = len(bibliography_citables(site.data.library, site.data.site_url))
    return site.markdown(
        "bibliography_files.md.jinja", files=bibliography_downloads(), entries=entries
    )
