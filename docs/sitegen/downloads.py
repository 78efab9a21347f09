"""The texts to take away: each source's TEI P5 and plain text, as files of the site.

[`mouche.edition.exports`][mouche.edition.exports] writes them; the build adds them to the
site's files (``on_files``) beside the source pages (``sources/academie.tei.xml`` next to
``sources/academie/``), so that mkdocs serves them and checks every link to them. Each
source page links its own (template ``downloads.md.jinja``); "How to cite" lists them all
(``{{ include: downloads }}``).
"""

from __future__ import annotations

from dataclasses import dataclass

from mkdocs.config.defaults import MkDocsConfig
from mkdocs.structure.files import File

from mouche.edition.exports import export_files, source_files
from mouche.edition.model import Source
from mouche.edition.tei import sources_in_hand

from .context import Site
from .once import once

FOLDER = "sources/"
"""Where the files sit in the site, beside the source pages."""


@dataclass(frozen=True, slots=True)
class Download:
    """One file of a source: ``what`` is ``tei``, ``reading`` (in ``lang``, the source's
    language) or a translation's language code (``en``, ``ru``, also its ``lang``)."""

    name: str
    what: str
    lang: str


def downloads(source: Source) -> list[Download]:
    """A source's files to take away (none for a source not in hand)."""
    if not source.has_text:
        return []
    return [
        Download(name, what, source.language if what in ("tei", "reading") else what)
        for name, what in source_files(source)
    ]


def download_files(site: Site, config: MkDocsConfig) -> list[File]:
    """Every source's TEI and plain-text files, as files the build writes."""
    made = once(("exports",), lambda: export_files(site.data.library, site.data.site_url))
    return [File.generated(config, FOLDER + name, content=text) for name, text in made.items()]


def downloads_list(site: Site) -> str:
    """The Markdown of "How to cite"'s list: every source in hand with its files."""
    return site.markdown(
        "downloads_list.md.jinja",
        sources=[
            (site.source_short(s), s, downloads(s)) for s in sources_in_hand(site.data.library)
        ],
        folder=FOLDER,
    )
