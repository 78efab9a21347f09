"""A source's TEI document, and the files of every source in hand.

[`tei_document`][tei_document] puts the header
([`mouche.edition.tei.header`][mouche.edition.tei.header]) and the text
([`mouche.edition.tei.body`][mouche.edition.tei.body]) together;
[`write_tei_files`][write_tei_files] writes ``<source-id>.tei.xml`` for every source in hand
(the site build calls it, through [`mouche.edition.exports`][mouche.edition.exports], with the
built site's ``sources/`` folder).  The publication date is the release date of this
version (``CITATION.cff``), so a rebuild of the same version writes the same files.
"""

from __future__ import annotations

import xml.etree.ElementTree as ET
from pathlib import Path

from mouche.citations.site import RELEASE_DATE
from mouche.edition.model import Library, Source
from mouche.edition.tei.body import clause_div, translation_div
from mouche.edition.tei.elements import element, indent, subelement
from mouche.edition.tei.header import tei_header
from mouche.edition.tei.pages import page_breaks

__all__ = ["sources_in_hand", "tei_document", "tei_filename", "write_tei_files"]

_TRANSLATIONS = (("en", "english"), ("ru", "russian"))


def sources_in_hand(library: Library) -> list[Source]:
    """The sources with text in hand (status ``transcribed`` or ``excerpt``), in file order."""
    return [s for s in library.sources.values() if s.has_text]


def tei_filename(source_id: str) -> str:
    """The file name of a source's TEI document: ``academie.tei.xml``."""
    return f"{source_id}.tei.xml"


def tei_document(source: Source, base_url: str = "", date: str = RELEASE_DATE) -> str:
    """The TEI P5 document of a source with text in hand, as UTF-8 XML text.

    ``base_url`` (the site's address, ending in ``/``) gives the file's own address
    and the links to other clauses; ``date`` (YYYY-MM-DD) its publication date, by
    default the release date of this version.
    Raises ``ValueError`` for a source with no text in hand, an id that cannot be an
    ``xml:id``, or a page break with no place
    ([`PageBreakError`][mouche.edition.tei.pages.PageBreakError]).
    """
    if not source.has_text:
        raise ValueError(
            f"source {source.id!r} has no text in hand (status {source.status}): no TEI"
        )
    root = element("TEI", xml_lang="en")
    root.append(tei_header(source, base_url, tei_filename(source.id), date))
    body = subelement(subelement(root, "text"), "body")
    edition = subelement(body, "div", type="edition", xml_lang=source.language)
    breaks = page_breaks(source)
    for clause in source.clauses:
        edition.append(clause_div(clause, breaks[clause.id], base_url))
    for lang, field in _TRANSLATIONS:
        div = translation_div(source, lang, field)
        if div is not None:
            body.append(div)
    indent(root)
    return '<?xml version="1.0" encoding="UTF-8"?>\n' + ET.tostring(root, encoding="unicode") + "\n"


def write_tei_files(
    library: Library, directory: str | Path, base_url: str = "", date: str = RELEASE_DATE
) -> list[Path]:
    """Write ``<source-id>.tei.xml`` for every source in hand into ``directory``.

    Each file sits beside its source page (``sources/academie/``) when ``directory``
    is the built site's ``sources/`` folder.  Returns the paths written.
    """
    folder = Path(directory)
    folder.mkdir(parents=True, exist_ok=True)
    written = []
    for source in sources_in_hand(library):
        path = folder / tei_filename(source.id)
        path.write_text(tei_document(source, base_url, date), encoding="utf-8")
        written.append(path)
    return written
