"""The bibliography files the site serves for reference managers, as files of the build.

The whole bibliography in every format of ``mouche.citations.BIBLIOGRAPHY_FILES`` at the
site's root (How to cite links them, and its ``<link rel="alternate">``s), and each
source's own entry, biblatex and RIS (``mouche.citations.SOURCE_FILES``), beside its page
as its TEI and plain text are (``sitegen.downloads``): ``sources/academie.bib`` (its Cite
panel and its ``<link rel="alternate">``s, ``sitegen.head``).  Each is what
``python -m mouche cite`` writes for the build's public address. They are added to mkdocs'
files, so that ``--strict`` checks every Markdown link to them and the offline copy
(``hooks/offline.py``) keeps them.
"""

from __future__ import annotations

from dataclasses import dataclass

from mkdocs.config.defaults import MkDocsConfig
from mkdocs.structure.files import File, Files

from mouche.citations import (
    BIBLIOGRAPHY_FILES,
    MEDIA_TYPES,
    SOURCE_FILES,
    bibliography_file,
    source_file,
)

from .context import Site
from .once import once
from .strings import CITE_FORMATS

FORMAT_NAMES = dict(CITE_FORMATS)
"""What the site calls each format ("biblatex", "RIS")."""
HOW_TO_CITE = "cite.md"
"""The page that offers the whole bibliography."""


@dataclass(frozen=True, slots=True)
class Download:
    """One bibliography file the site serves."""

    fmt: str
    """Its format, as ``python -m mouche cite --format`` names it."""
    path: str
    """Its path in the built site: ``mouche-bibliography.bib``."""

    @property
    def name(self) -> str:
        """What the site calls its format: "biblatex"."""
        return FORMAT_NAMES[self.fmt]

    @property
    def media_type(self) -> str:
        return MEDIA_TYPES[self.fmt]

    @property
    def filename(self) -> str:
        """Its name alone: ``academie.bib``."""
        return self.path.rpartition("/")[2]


def bibliography_downloads() -> tuple[Download, ...]:
    """The whole bibliography, one file per format."""
    return tuple(Download(fmt, name) for fmt, name in BIBLIOGRAPHY_FILES.items())


def source_downloads(source_id: str) -> tuple[Download, ...]:
    """A source's own files, beside its page (``sources/<id>/``): ``sources/<id>.bib``."""
    return tuple(
        Download(fmt, f"sources/{source_id}{suffix}")
        for fmt, suffix in SOURCE_FILES.items()
    )


def bibliography_texts(site: Site) -> dict[str, str]:
    """Path in the site -> text, for every bibliography file the site serves."""
    lib, base = site.data.library, site.data.site_url
    out = {d.path: bibliography_file(lib, d.fmt, base) for d in bibliography_downloads()}
    for source in site.data.sources:
        for d in source_downloads(source.id):
            out[d.path] = source_file(lib, source.id, d.fmt, base)
    return out


def add_bibliography_files(site: Site, files: Files, config: MkDocsConfig) -> None:
    """Add the bibliography files to the build's files."""
    for path, text in once(("bibliography",), lambda: bibliography_texts(site)).items():
        files.append(File.generated(config, path, content=text))
