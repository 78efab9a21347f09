"""The ``teiHeader`` of a source's TEI file: what it is, who did what, how, under which licence.

* ``titleStmt``: the source's title and author, and who did what (``respStmt``
  ``#editors``: our reading, translations, notes and encoding; ``#transcriber``: the copy
  in hand, as its provenance says);
* ``editionStmt`` and ``publicationStmt``: this site's version, the file's address and the
  date of the release (never the day of the build), the licences (``availability``);
* ``sourceDesc/biblStruct``: the source's bibliographic record, its names split as in
  every citation of the site ([`mouche.edition.authors`][mouche.edition.authors]);
* ``encodingDesc``: the editorial principles (what the site's → ⇢ †…† become here).
"""

from __future__ import annotations

import xml.etree.ElementTree as ET

from mouche import __version__
from mouche.citations.items import csl_type
from mouche.citations.site import SITE_AUTHOR, SITE_TITLE
from mouche.edition.authors import attributed, csl_roles
from mouche.edition.model import Source
from mouche.edition.tei.elements import Mixed, element, subelement

__all__ = ["CC_BY", "tei_header"]

CC_BY = "https://creativecommons.org/licenses/by/4.0/"
"""The licence of our readings, translations, notes and encoding."""
_LANGUAGES = {"fr": "French", "en": "English", "ru": "Russian"}


def _name(parent: ET.Element, role: str, name: dict[str, str], bracketed: bool) -> None:
    holder = subelement(parent, role)
    out = Mixed(holder)
    out.text("[" if bracketed else "")
    if "literal" in name:
        out.add(element("name", name["literal"]))
    else:
        pers = out.add(element("persName"))
        parts = Mixed(pers)
        given = name.get("given", "")
        particle = name.get("dropping-particle") or name.get("non-dropping-particle") or ""
        if given:
            parts.add(element("forename", given))
            parts.text(" ")
        if particle:
            parts.add(element("nameLink", particle))
            parts.text("" if particle.endswith("'") else " ")
        parts.add(element("surname", name["family"]))
    out.text("]" if bracketed else "")


def _names(parent: ET.Element, source: Source, role: str) -> None:
    """The source's authors (``role="author"``) or editors, as CSL splits them."""
    bracketed = attributed(source.author)
    for name in csl_roles(source.author).get(role, []):
        _name(parent, role, name, bracketed)


def _bibl_struct(source: Source) -> ET.Element:
    bibl = element("biblStruct", xml_lang=source.language)
    if source.container_title:
        analytic = subelement(bibl, "analytic")
        _names(analytic, source, "author")
        subelement(analytic, "title", source.title, level="a")
        monogr = subelement(bibl, "monogr")
        _names(monogr, source, "editor")
        level = "j" if csl_type(source) == "article-journal" else "m"
        subelement(monogr, "title", source.container_title, level=level)
    else:
        monogr = subelement(bibl, "monogr")
        _names(monogr, source, "author")
        _names(monogr, source, "editor")
        subelement(monogr, "title", source.title, level="m")
    imprint = subelement(monogr, "imprint")
    if source.place:
        subelement(imprint, "pubPlace", source.place)
    if source.publisher:
        subelement(imprint, "publisher", source.publisher)
    if source.year:
        subelement(imprint, "date", str(source.year), when=f"{source.year:04d}")
    else:
        subelement(imprint, "date", "[n.d.]")
    if source.volume:
        subelement(imprint, "biblScope", source.volume, unit="volume")
    if source.pages:
        subelement(imprint, "biblScope", source.pages, unit="page")
    for kind, text in (
        ("date", source.year_note),
        ("provenance", source.provenance),
        ("missing", source.missing),
    ):
        if text.strip():
            subelement(bibl, "note", text.strip(), type=kind, xml_lang="en")
    if source.url:
        subelement(bibl, "ptr", target=source.url)
    return bibl


_PRINCIPLES = {
    "correction": (
        "Every change we make to the text in hand is marked, none is silent. The text in hand "
        "(the transcription or OCR we were given, its errors included) is in sic, our reading "
        "in corr, the two in a choice. A correction (→ on the site) is a reading we would "
        'defend as certain: corr has cert="high"; an empty corr deletes (a stray mark), an '
        "empty sic inserts. A conjecture (⇢ on the site, labelled 'conj.') is our guess where "
        'the letters do not settle the reading: corr has cert="low" and '
        'evidence="conjecture", and its xml:id is among the targets of the clause\'s '
        "editorial note, which says why that guess and what else was considered. A crux "
        "(†…† on the site) is a passage kept as in hand although it does not give the sense "
        "the passage needs, with no reading offered: a sic standing alone, without corr, "
        'with ana="#crux". So that every rendering shows them, each conjecture\'s choice '
        'is followed by a note type="certainty" subtype="conjecture" place="inline" reading '
        "'conj.', and each crux by one of subtype \"crux\" reading 'crux', the note "
        "pointing to the mark by target (TEI Guidelines 21.1.1, 'Using Notes to Record "
        "Uncertainty'); these notes are neither the text in hand nor our reading."
    ),
    "normalization": (
        "The transcriber's own marks in the copy we were given (bracketed page numbers such "
        "as '[p. 145]', remarks on omitted text, '[EXCERPT ENDS HERE]') are not the source's "
        "words: they are kept in orig, and our reading in reg leaves them out or puts the sign "
        "of omission, a gap with reason=\"not-in-hand\" (shown '[…]'), where the text in hand "
        "begins or breaks off. Spelling, capitals and punctuation are otherwise the source's, "
        "except where a correction is marked; the notes on the source say what more it keeps."
    ),
}
_PRINCIPLES_MORE = (
    "Page breaks (pb) stand where the text in hand shows them: before a transcriber's page "
    'mark, or before a running head (fw type="header"), which our reading leaves out; else '
    "at the head of the clause whose page, as the edition gives it, differs from the one "
    "before (see the notes on the source for pages inferred). The first pb gives the page "
    "on which the text in hand begins, not necessarily the top of that page.",
    "Each clause (an article or a paragraph of the source, or a heading) is a div of type "
    '"clause" whose xml:id is its citable id on the site and n its article or paragraph. '
    "Line ends of the copy are kept as whitespace, not as lb: the copies do not reliably "
    "keep the lines of the print.",
    "Our translations (for a source in English, a modern English rendering, subtype "
    '"modernisation") are divisions of type "translation" with xml:lang and resp; each '
    "translated clause points to the clause it renders by corresp. A pair of daggers in a "
    "translation renders a crux of the original; '[…]' marks text not in hand.",
    'Our editorial notes are note elements of type "editorial" with resp="#editors"; '
    "they target the clause and the conjectures and cruxes they account for (the short "
    'inline notes of type "certainty" only flag a conjecture or a crux).',
)


def _encoding_desc() -> ET.Element:
    enc = element("encodingDesc")
    project = subelement(enc, "projectDesc")
    subelement(
        project,
        "p",
        f"The {SITE_TITLE} presents the historical sources of La Mouche (Lanterlu, Bête), "
        "an old French trick-taking card game, clause by clause: the text in hand, our "
        "reading with every change marked, and our English and Russian translations; and "
        "it links each rule to the rules engine that implements it. This file is one "
        "source of that edition.",
    )
    decl = subelement(enc, "editorialDecl")
    for kind, text in _PRINCIPLES.items():
        subelement(subelement(decl, kind, method="markup"), "p", text)
    for text in _PRINCIPLES_MORE:
        subelement(decl, "p", text)
    taxonomy = subelement(subelement(enc, "classDecl"), "taxonomy", xml_id="apparatus")
    subelement(
        subelement(taxonomy, "category", xml_id="crux"),
        "catDesc",
        "Crux: the words are kept as in hand, but they do not give the sense the passage "
        "needs, and no reading is offered.",
    )
    return enc


def tei_header(source: Source, base_url: str, filename: str, date: str) -> ET.Element:
    """The ``teiHeader`` of a source's file ``filename``, published at ``base_url`` (the
    site's address, or ``""``) on ``date`` (YYYY-MM-DD, or ``""``)."""
    header = element("teiHeader")
    file_desc = subelement(header, "fileDesc")
    title_stmt = subelement(file_desc, "titleStmt")
    subelement(title_stmt, "title", source.title, type="main")
    subelement(
        title_stmt,
        "title",
        "The text in hand, our reading and our translations: a TEI P5 edition",
        type="sub",
    )
    _names(title_stmt, source, "author")
    editors = subelement(title_stmt, "respStmt", xml_id="editors")
    subelement(
        editors,
        "resp",
        "reading (corrections, conjectures and cruxes), translations into English and "
        "Russian, editorial notes and TEI encoding",
    )
    subelement(editors, "orgName", SITE_AUTHOR)
    transcriber = subelement(title_stmt, "respStmt", xml_id="transcriber")
    subelement(transcriber, "resp", "transcription: the text in hand, as we received it")
    subelement(transcriber, "name", "the transcriber of the copy in hand (see the note)")
    subelement(transcriber, "note", source.provenance.strip(), xml_lang="en")
    subelement(
        subelement(file_desc, "editionStmt"),
        "edition",
        f"{SITE_TITLE}, version {__version__}",
        n=__version__,
    )
    pub = subelement(file_desc, "publicationStmt")
    subelement(subelement(pub, "publisher"), "orgName", SITE_AUTHOR)
    if base_url:
        subelement(pub, "idno", f"{base_url}sources/{filename}", type="URI")
        subelement(
            pub, "ref", f"{base_url}sources/{source.id}/", target=f"{base_url}sources/{source.id}/"
        )
    if date:
        subelement(pub, "date", date, when=date)
    availability = subelement(pub, "availability", status="free")
    subelement(
        availability,
        "licence",
        "Our reading (its corrections, conjectures and cruxes), translations, notes and "
        "this encoding: Creative Commons Attribution 4.0 International (CC BY 4.0).",
        target=CC_BY,
    )
    subelement(availability, "licence", f"The text of the source: {source.rights or 'not stated'}.")
    if source.note.strip():
        subelement(
            subelement(file_desc, "notesStmt"),
            "note",
            source.note.strip(),
            type="editorial",
            resp="#editors",
        )
    subelement(file_desc, "sourceDesc").append(_bibl_struct(source))
    header.append(_encoding_desc())
    langs = subelement(subelement(header, "profileDesc"), "langUsage")
    for code in dict.fromkeys([source.language, "en", "ru"]):
        subelement(langs, "language", _LANGUAGES.get(code, code), ident=code)
    return header
