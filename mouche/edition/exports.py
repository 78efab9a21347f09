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
from mouche.edition.model import Library, Source
from mouche.edition.plaintext import plain_text, text_filename, text_languages
from mouche.edition.tei import sources_in_hand, tei_document, tei_filename

__all__ = ["export", "export_files", "export_one", "source_files"]


def source_files(source: Source) -> list[tuple[str, str]]:
    """A source's files to take away, ``(file name, what)``: ``("academie.tei.xml", "tei")``,
    ``("academie.txt", "reading")``, then each translation's with its language code
    (``("academie.en.txt", "en")``)."""
    texts = [(text_filename(source.id, lang), lang or "reading") for lang in text_languages(source)]
    return [(tei_filename(source.id), "tei"), *texts]


def export_files(library: Library, base_url: str = "") -> dict[str, str]:
    """File name to text: the TEI and plain-text files of every source in hand.

    ``base_url`` (the site's address, or ``""``) gives their links.  The TEI's
    publication date is the release date of this version (``CITATION.cff``), not the
    day of the build: a rebuild of the same version gives the same files.
    """
    files: dict[str, str] = {}
    for source in sources_in_hand(library):
        files[tei_filename(source.id)] = tei_document(source, base_url)
        for lang in text_languages(source):
            files[text_filename(source.id, lang)] = plain_text(library, source.id, lang, base_url)
    return files


def export(library: Library, directory: str | Path, explicit_url: str | None = None) -> list[Path]:
    """Write the TEI and plain-text files of every source in hand into ``directory``.

    Links use the site's address (``explicit_url``, else ``MOUCHE_SITE_URL``).
    Returns the paths written.
    """
    folder = Path(directory)
    folder.mkdir(parents=True, exist_ok=True)
    written = []
    for name, text in export_files(library, site_url(explicit_url)).items():
        path = folder / name
        path.write_text(text, encoding="utf-8")
        written.append(path)
    return written


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
