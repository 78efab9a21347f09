"""What the edition gives readers to take away: TEI P5 and plain text of every source in hand.

[`export`][export] writes, into one folder, ``<id>.tei.xml``
([`mouche.edition.tei`][mouche.edition.tei]) and ``<id>.txt``, ``<id>.en.txt``, ``<id>.ru.txt``
([`mouche.edition.plaintext`][mouche.edition.plaintext]) for every source with text in hand.
The site build calls it with the built site's ``sources/`` folder, so that each
file sits beside its source page (``sources/academie/`` and ``sources/academie.tei.xml``);
``python -m mouche sources --export DIR`` does the same from the command line.
"""

from __future__ import annotations

from pathlib import Path

from mouche.citations.site import site_url
from mouche.edition.model import Library
from mouche.edition.plaintext import plain_text, write_text_files
from mouche.edition.tei import tei_document, write_tei_files

__all__ = ["export", "export_one"]


def export(library: Library, directory: str | Path, explicit_url: str | None = None) -> list[Path]:
    """Write the TEI and plain-text files of every source in hand into ``directory``.

    Links use the site's address (``explicit_url``, else ``MOUCHE_SITE_URL``); the
    TEI's publication date is the release date of this version (``CITATION.cff``), not
    the day of the build: a rebuild of the same version writes the same files.
    Returns the paths written.
    """
    base = site_url(explicit_url)
    return write_tei_files(library, directory, base) + write_text_files(
        library, directory, base
    )


def export_one(
    library: Library,
    tei_id: str | None,
    text_id: str | None,
    lang: str = "",
    explicit_url: str | None = None,
) -> str:
    """The TEI document of ``tei_id``, else the plain text of ``text_id`` (``lang``: a translation).

    Raises ``KeyError`` for an unknown source, ``ValueError`` for one with no text in hand.
    """
    base = site_url(explicit_url)
    if tei_id:
        return tei_document(library.source(tei_id), base).rstrip("\n")
    if not text_id:
        raise ValueError("give a source id to --tei or --text")
    return plain_text(library, text_id, lang, base).rstrip("\n")
