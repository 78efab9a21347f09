"""Plain text: a source's reading, and each of our translations, to take away.

One UTF-8 file per text ([`text_filename`][text_filename]): ``academie.txt`` is our reading
of the text in hand, ``academie.en.txt`` and ``academie.ru.txt`` our translations.  A
head says what the text is, how to cite it, what its signs mean and its licence;
after a blank line, each clause is one paragraph (one line) headed by its id and
page in square brackets, ``[academie.11, pp. 101-102] 11. Si plusieurs…``, the
paragraphs separated by blank lines.

The reading is the clean reading of [`mouche.edition.clean`][mouche.edition.clean]: every
correction applied, conjectures between ``⟨ ⟩`` and cruxes between daggers; the raw
OCR is not in it (it is in the TEI file, [`mouche.edition.tei`][mouche.edition.tei]).
[`mouche.edition.exports`][mouche.edition.exports] writes them all, with the TEI files.
"""

from __future__ import annotations

from mouche import __version__
from mouche.citations import cite
from mouche.citations.site import SITE_AUTHOR, SITE_TITLE
from mouche.edition.clean import PLAIN_MARKS, plain_reading
from mouche.edition.model import Clause, Library, Source
from mouche.edition.tei import CC_BY, tei_filename

__all__ = [
    "TRANSLATIONS",
    "clause_paragraph",
    "plain_text",
    "text_filename",
    "text_languages",
]

TRANSLATIONS = {"en": ("english", "English"), "ru": ("russian", "Russian")}
"""Our translations: language code to the clause field and the language's name."""
_LANGUAGES = {"fr": "French", "en": "English", "ru": "Russian"}


def text_filename(source_id: str, lang: str = "") -> str:
    """``academie.txt`` for the reading, ``academie.en.txt`` for a translation."""
    return f"{source_id}.{lang}.txt" if lang else f"{source_id}.txt"


def text_languages(source: Source) -> list[str]:
    """``""`` (the reading) and the translations the source has, in order."""
    return [""] + [
        lang
        for lang, (field, _) in TRANSLATIONS.items()
        if any(getattr(c, field) for c in source.clauses)
    ]


def _page(page: str) -> str:
    return ("pp. " if "-" in page or "," in page else "p. ") + page if page else ""


def clause_paragraph(clause: Clause, lang: str = "") -> str:
    """One clause as a paragraph: ``[id, page] text`` (``lang``: a translation's code)."""
    head = ", ".join(p for p in (clause.id, _page(clause.page)) if p)
    if lang:
        text = " ".join(getattr(clause, TRANSLATIONS[lang][0]).split())
    else:
        text = plain_reading(clause.reading)
    return f"[{head}] {text or '(not translated)'}"


def _head(library: Library, source: Source, lang: str, base_url: str) -> list[str]:
    language = _LANGUAGES.get(source.language, source.language)
    page = f"{base_url}sources/{source.id}/"
    where = page if base_url else f"its page {page} on the site"
    if lang:
        name = TRANSLATIONS[lang][1]
        what = (
            f"{source.title}: our modern {name} rendering"
            if lang == source.language
            else f"{source.title}: our {name} translation (from the {language})"
        )
        signs = [
            "A pair of daggers (†…†) renders a crux of the original, "
            "where the text in hand does not give the sense; […] marks text not in hand.",
        ]
        ours = f"our {name} translation"
    else:
        what = f"{source.title}: our reading of the text in hand ({language})"
        signs = [
            "Our reading: every correction of the text in hand applied, without marks. Signs:",
            *(f"  {line}" for line in PLAIN_MARKS),
            "The text in hand beside each change (the apparatus) is on the source page and "
            f"in the TEI file {tei_filename(source.id)}.",
        ]
        ours = "our reading (its corrections, conjectures and cruxes)"
    return [
        what,
        f"Source: {cite(library, source.id, 'chicago-bibliography', base_url)}",
        f"From the {SITE_TITLE} ({SITE_AUTHOR}), version {__version__}: {where}",
        "Each paragraph is one clause: its id in square brackets (its anchor on the source "
        f"page, {page}#ID) and its page, then the text.",
        *signs,
        f"Licence: {ours}: CC BY 4.0 ({CC_BY}); the text of the source: "
        f"{source.rights or 'not stated'}.",
    ]


def plain_text(library: Library, source_id: str, lang: str = "", base_url: str = "") -> str:
    """The plain text of a source's reading (``lang=""``) or of one of our translations.

    Raises ``ValueError`` for a source with no text in hand or an unknown language,
    ``KeyError`` for an unknown source.
    """
    source = library.source(source_id)
    if not source.has_text:
        raise ValueError(
            f"source {source.id!r} has no text in hand (status {source.status}): no plain text"
        )
    if lang and lang not in TRANSLATIONS:
        known = ", ".join(TRANSLATIONS)
        raise ValueError(f"no translation {lang!r}: our translations are {known}")
    paragraphs = [clause_paragraph(c, lang) for c in source.clauses]
    return (
        "\n".join(_head(library, source, lang, base_url)) + "\n\n" + "\n\n".join(paragraphs) + "\n"
    )
