"""TEI P5: one XML document per source with text in hand, for the field's own tools.

[`tei_document`][tei_document] writes a source as TEI P5 (valid against ``tei_all``, 4.9.0):

* the ``teiHeader`` gives the electronic edition (``titleStmt`` with who did what,
  ``respStmt`` ``#editors`` and ``#transcriber``), its licence (``availability``),
  the source's bibliographic record (``sourceDesc/biblStruct``, from the same CSL
  item as every other citation of the site:
  [`csl_item`][mouche.citation_data.csl_item]), its provenance, and the editorial
  principles (``encodingDesc``);
* the body holds the edition (``div type="edition"``, in the source's language) and
  our translations (``div type="translation"``, ``xml:lang="en"`` / ``"ru"``,
  ``@resp``), each clause a ``div`` whose ``xml:id`` is the clause id and ``n`` its
  locator (article or paragraph), the translated clause pointing to it by ``corresp``.

The marks of a reading ([`mouche.edition.marks`][mouche.edition.marks]) become, one mark
one element:

* a correction: ``<choice><sic>raw</sic><corr cert="high">reading</corr></choice>``;
* a conjecture: the same with ``<corr cert="low" evidence="conjecture" xml:id=…>``,
  which the clause's editorial note (``note type="editorial"``) names in ``@target``:
  the note says why that guess;
* a crux: ``<sic ana="#crux">`` standing alone, with no ``corr`` (no reading is offered);
* a transcriber's own mark in the copy (a bracketed page number or remark, or the
  "[…]" we add where the copy begins or breaks off):
  ``<choice><orig>…</orig><reg>…</reg></choice>``, our sign of omission a
  ``<gap reason="not-in-hand"/>``;
* a page break: ``<pb n=…/>`` before the transcriber's page mark, or before the running
  head (``<fw type="header">``) our reading deletes, or at the head of a clause whose page
  differs from the one before ([`page_breaks`][page_breaks]).

So the diplomatic text is the text with every ``sic`` and ``orig`` (and ``fw``), our
reading the text with every ``corr`` and ``reg``: both come back from the file exactly
(``tests/test_tei_roundtrip.py``).  [`write_tei_files`][write_tei_files] writes
``<source-id>.tei.xml`` for every source in hand: the site build calls it with the
built site's ``sources/`` folder.
"""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

from mouche import __version__
from mouche.citation_data import SITE_AUTHOR, SITE_TITLE, attributed, csl_item
from mouche.edition.marks import Segment, mark_segments
from mouche.edition.model import Clause, Library, Source, clause_permalink

__all__ = [
    "CC_BY",
    "GAP_REASON",
    "TEI_NS",
    "PageBreak",
    "PageBreakError",
    "page_breaks",
    "sources_in_hand",
    "tei_document",
    "tei_filename",
    "write_tei_files",
]

TEI_NS = "http://www.tei-c.org/ns/1.0"
"""The TEI namespace."""
_XML_ID = "{http://www.w3.org/XML/1998/namespace}id"
_XML_LANG = "{http://www.w3.org/XML/1998/namespace}lang"
CC_BY = "https://creativecommons.org/licenses/by/4.0/"
"""The licence of our readings, translations, notes and encoding."""
GAP_REASON = "not-in-hand"
"""The ``@reason`` of the ``gap`` that stands for "[…]": the copy we have begins or breaks off."""
_OMISSION = "[…]"
_LANGUAGES = {"fr": "French", "en": "English", "ru": "Russian"}
_TRANSLATIONS = (("en", "english"), ("ru", "russian"))
_NCNAME_RE = re.compile(r"[A-Za-z_][A-Za-z0-9_.-]*")
_BRACKETED_RE = re.compile(r"\[[^\[\]]*\]")
_PAGE_MARK_RE = re.compile(r"\[p(?:age|\.)\s*0*(\d+)\b")

ET.register_namespace("", TEI_NS)


# --------------------------------------------------------------------------- which sources


def sources_in_hand(library: Library) -> list[Source]:
    """The sources with text in hand (status ``transcribed`` or ``excerpt``), in file order."""
    return [s for s in library.sources.values() if s.has_text]


def tei_filename(source_id: str) -> str:
    """The file name of a source's TEI document: ``academie.tei.xml``."""
    return f"{source_id}.tei.xml"


# --------------------------------------------------------------------------- page breaks


class PageBreakError(ValueError):
    """A page begins inside a clause, and nothing in its reading says where."""


@dataclass(frozen=True, slots=True)
class PageBreak:
    """A page that begins before segment ``index`` of a clause's reading.

    ``how`` is ``mark`` (before a transcriber's page mark, "[p. 145]"), ``head``
    (before a running head the reading deletes) or ``start`` (at the head of the
    clause, whose page differs from the one before).
    """

    index: int
    page: str
    how: str


def _pages(page: str) -> list[str]:
    """The pages a clause's ``page`` field spans: ``"101-102"`` gives ``["101", "102"]``."""
    first, _, last = (p.strip() for p in page.partition("-"))
    if not first:
        return []
    if last and first.isdigit() and last.isdigit() and int(first) < int(last):
        return [str(n) for n in range(int(first), int(last) + 1)]
    return [first, last] if last and last != first else [first]


def _transcriber_mark(seg: Segment) -> bool:
    """A certain change that touches only the transcriber's marks, not the source's words.

    Its raw text is a bracketed remark of the copy ("[p. 145]", "[EXCERPT ENDS HERE]")
    or nothing, and our reading is nothing or the sign of omission "[…]".
    """
    raw, new = seg.raw.strip(), seg.reading.strip()
    return (
        seg.kind in ("replace", "delete", "insert")
        and not seg.conjecture
        and (not raw or _BRACKETED_RE.fullmatch(raw) is not None)
        and new in ("", _OMISSION)
        and (raw or new) != ""
    )


def _running_head(segs: Sequence[Segment], i: int) -> bool:
    """A certain deletion of a whole line that is not a transcriber's mark."""
    seg = segs[i]
    if seg.kind != "delete" or seg.conjecture or _transcriber_mark(seg):
        return False
    before = segs[i - 1].reading if i > 0 else "\n"
    after = segs[i + 1].raw if i + 1 < len(segs) else "\n"
    return before.endswith("\n") and after.startswith("\n")


def page_breaks(source: Source) -> dict[str, list[PageBreak]]:
    """Where each page of the source begins: clause id to its page breaks, in order.

    A clause's ``page`` field gives the pages it is on; a page not already begun
    begins in it.  Its place is the transcriber's page mark that names it, else the
    next running head the reading deletes (a whole line; for the clause's first page,
    only one that opens the clause), else, for the clause's first page, the head of
    the clause.  The first clause's first page is the page
    the text in hand begins on, not necessarily the top of that page.  Raises
    [`PageBreakError`][PageBreakError] when a page begins inside a clause and its reading shows
    no place for it.
    """
    out: dict[str, list[PageBreak]] = {}
    current = ""
    for clause in source.clauses:
        pages = _pages(clause.page)
        out[clause.id] = breaks = []
        if not pages:
            continue
        segs = mark_segments(clause.reading)
        marks: dict[str, int] = {}
        for i, seg in enumerate(segs):
            m = _PAGE_MARK_RE.match(seg.raw.strip())
            if m and _transcriber_mark(seg):
                marks.setdefault(str(int(m.group(1))), i)
        heads = [i for i in range(len(segs)) if _running_head(segs, i)]
        lead = next((i for i, seg in enumerate(segs) if seg.raw.strip()), 0)
        after = -1
        for n, page in enumerate(pages):
            if n == 0 and page == current:
                continue
            later = [i for i in heads if i > after and (n > 0 or i == lead)]
            if page in marks and marks[page] > after:
                brk = PageBreak(marks[page], page, "mark")
            elif later:
                brk = PageBreak(later[0], page, "head")
            elif n == 0:
                brk = PageBreak(0, page, "start")
            else:
                raise PageBreakError(
                    f"{clause.id}: page {page} begins inside the clause, but its reading "
                    "has no page mark or deleted running head to show where"
                )
            breaks.append(brk)
            after = brk.index
        current = pages[-1]
    return out


# --------------------------------------------------------------------------- building


def _el(tag: str, text: str = "", **attrs: str) -> ET.Element:
    """A TEI element; ``xml_id`` and ``xml_lang`` give ``xml:id`` and ``xml:lang``."""
    el = ET.Element(f"{{{TEI_NS}}}{tag}")
    for key, value in attrs.items():
        if value:
            name = {"xml_id": _XML_ID, "xml_lang": _XML_LANG}.get(key, key)
            el.set(name, value)
    if text:
        el.text = text
    return el


def _sub(parent: ET.Element, tag: str, text: str = "", **attrs: str) -> ET.Element:
    el = _el(tag, text, **attrs)
    parent.append(el)
    return el


def _ncname(value: str) -> str:
    if not _NCNAME_RE.fullmatch(value):
        raise ValueError(f"{value!r} cannot be an xml:id (not an XML NCName)")
    return value


class _Mixed:
    """Appends text and elements to mixed content, as ElementTree keeps it (text, tails)."""

    def __init__(self, parent: ET.Element) -> None:
        self.parent = parent

    def text(self, text: str) -> None:
        if not text:
            return
        if len(self.parent):
            last = self.parent[-1]
            last.tail = (last.tail or "") + text
        else:
            self.parent.text = (self.parent.text or "") + text

    def add(self, el: ET.Element) -> ET.Element:
        self.parent.append(el)
        return el


def _our_text(parent: ET.Element, text: str) -> None:
    """Our reading inside ``corr``/``reg``: the sign "[…]" as a ``gap``."""
    out = _Mixed(parent)
    for n, piece in enumerate(text.split(_OMISSION)):
        if n:
            out.add(_el("gap", reason=GAP_REASON))
        out.text(piece)


def _change(seg: Segment, conj_id: str) -> ET.Element:
    """The ``choice`` of one change: ``orig``/``reg`` or ``sic``/``corr``."""
    choice = _el("choice")
    if _transcriber_mark(seg):
        _sub(choice, "orig", seg.raw)
        _our_text(_sub(choice, "reg", resp="#editors"), seg.reading)
        return choice
    _sub(choice, "sic", seg.raw)
    if seg.conjecture:
        corr = _sub(
            choice, "corr", cert="low", evidence="conjecture", resp="#editors", xml_id=conj_id
        )
    else:
        corr = _sub(choice, "corr", cert="high", resp="#editors")
    corr.text = seg.reading or None
    return choice


def _edition_ab(clause: Clause, breaks: Sequence[PageBreak]) -> tuple[ET.Element, list[str]]:
    """The clause's reading as an ``ab``, and the ids of its conjectures and cruxes."""
    ab = _el("ab")
    out = _Mixed(ab)
    at = {b.index: b for b in breaks}
    flagged: list[str] = []
    cruxes = conjectures = 0
    for i, seg in enumerate(mark_segments(clause.reading)):
        brk = at.get(i)
        if brk is not None:
            out.add(_el("pb", n=brk.page))
        if seg.kind == "text":
            out.text(seg.raw)
        elif seg.kind == "crux":
            cruxes += 1
            crux_id = _ncname(f"{clause.id}_crux{cruxes}")
            out.add(_el("sic", seg.raw, ana="#crux", resp="#editors", xml_id=crux_id))
            flagged.append(crux_id)
        else:
            conj_id = ""
            if seg.conjecture:
                conjectures += 1
                conj_id = _ncname(f"{clause.id}_conj{conjectures}")
                flagged.append(conj_id)
            choice = _change(seg, conj_id)
            if brk is not None and brk.how == "head":
                out.add(_el("fw", type="header", place="top")).append(choice)
            else:
                out.add(choice)
    return ab, flagged


def _note(text: str, kind: str, targets: Sequence[str] = ()) -> ET.Element:
    return _el(
        "note",
        text.strip(),
        type=kind,
        resp="#editors",
        xml_lang="en",
        target=" ".join(f"#{t}" for t in targets),
    )


def _clause_div(clause: Clause, breaks: Sequence[PageBreak], base_url: str) -> ET.Element:
    div = _el("div", type="clause", xml_id=_ncname(clause.id), n=clause.locator)
    ab, flagged = _edition_ab(clause, breaks)
    div.append(ab)
    if clause.note:
        div.append(_note(clause.note, "editorial", [clause.id, *flagged]))
    if clause.see_also:
        see = _note("See also:", "see-also")
        see.text = "See also: "
        refs = _Mixed(see)
        for n, other in enumerate(clause.see_also):
            if n:
                refs.text(", ")
            target = clause_permalink(other, base_url) if base_url else ""
            refs.add(_el("ref", other, target=target))
        refs.text(".")
        div.append(see)
    return div


def _translation_div(source: Source, lang: str, field: str) -> ET.Element | None:
    clauses = [c for c in source.clauses if getattr(c, field)]
    if not clauses:
        return None
    subtype = "modernisation" if lang == source.language else ""
    div = _el("div", type="translation", subtype=subtype, xml_lang=lang, resp="#editors")
    for c in clauses:
        part = _sub(
            div,
            "div",
            type="clause",
            xml_id=_ncname(f"{c.id}_{lang}"),
            n=c.locator,
            corresp=f"#{c.id}",
        )
        _sub(part, "ab", getattr(c, field).strip())
    return div


# --------------------------------------------------------------------------- the header


def _name(parent: ET.Element, role: str, name: dict[str, str], bracketed: bool) -> None:
    holder = _sub(parent, role)
    out = _Mixed(holder)
    out.text("[" if bracketed else "")
    if "literal" in name:
        out.add(_el("name", name["literal"]))
    else:
        pers = out.add(_el("persName"))
        parts = _Mixed(pers)
        given = name.get("given", "")
        particle = name.get("dropping-particle") or name.get("non-dropping-particle") or ""
        if given:
            parts.add(_el("forename", given))
            parts.text(" ")
        if particle:
            parts.add(_el("nameLink", particle))
            parts.text("" if particle.endswith("'") else " ")
        parts.add(_el("surname", name["family"]))
    out.text("]" if bracketed else "")


def _names(parent: ET.Element, item: dict[str, object], role: str, bracketed: bool) -> None:
    names = item.get(role, [])
    assert isinstance(names, list)
    for name in names:
        _name(parent, role, name, bracketed)


def _bibl_struct(source: Source) -> ET.Element:
    item = csl_item(source)
    bracketed = attributed(source.author)
    bibl = _el("biblStruct", xml_lang=source.language)
    if source.container_title:
        analytic = _sub(bibl, "analytic")
        _names(analytic, item, "author", bracketed)
        _sub(analytic, "title", source.title, level="a")
        monogr = _sub(bibl, "monogr")
        _names(monogr, item, "editor", bracketed)
        level = "j" if item["type"] == "article-journal" else "m"
        _sub(monogr, "title", source.container_title, level=level)
    else:
        monogr = _sub(bibl, "monogr")
        _names(monogr, item, "author", bracketed)
        _names(monogr, item, "editor", bracketed)
        _sub(monogr, "title", source.title, level="m")
    imprint = _sub(monogr, "imprint")
    if source.place:
        _sub(imprint, "pubPlace", source.place)
    if source.publisher:
        _sub(imprint, "publisher", source.publisher)
    if source.year:
        _sub(imprint, "date", str(source.year), when=f"{source.year:04d}")
    else:
        _sub(imprint, "date", "[n.d.]")
    if source.volume:
        _sub(imprint, "biblScope", source.volume, unit="volume")
    if source.pages:
        _sub(imprint, "biblScope", source.pages, unit="page")
    for kind, text in (
        ("date", source.year_note),
        ("provenance", source.provenance),
        ("missing", source.missing),
    ):
        if text.strip():
            _sub(bibl, "note", text.strip(), type=kind, xml_lang="en")
    if source.url:
        _sub(bibl, "ptr", target=source.url)
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
        'with ana="#crux".'
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
    "they target the clause and the conjectures and cruxes they account for.",
)


def _encoding_desc() -> ET.Element:
    enc = _el("encodingDesc")
    project = _sub(enc, "projectDesc")
    _sub(
        project,
        "p",
        f"The {SITE_TITLE} presents the historical sources of La Mouche (Lanterlu, Bête), "
        "an old French trick-taking card game, clause by clause: the text in hand, our "
        "reading with every change marked, and our English and Russian translations; and "
        "it links each rule to the rules engine that implements it. This file is one "
        "source of that edition.",
    )
    decl = _sub(enc, "editorialDecl")
    _sub(_sub(decl, "correction", method="markup"), "p", _PRINCIPLES["correction"])
    _sub(_sub(decl, "normalization", method="markup"), "p", _PRINCIPLES["normalization"])
    for text in _PRINCIPLES_MORE:
        _sub(decl, "p", text)
    taxonomy = _sub(_sub(enc, "classDecl"), "taxonomy", xml_id="apparatus")
    _sub(
        _sub(taxonomy, "category", xml_id="crux"),
        "catDesc",
        "Crux: the words are kept as in hand, but they do not give the sense the passage "
        "needs, and no reading is offered.",
    )
    return enc


def _header(source: Source, base_url: str, date: str) -> ET.Element:
    header = _el("teiHeader")
    file_desc = _sub(header, "fileDesc")
    title_stmt = _sub(file_desc, "titleStmt")
    _sub(title_stmt, "title", source.title, type="main")
    _sub(
        title_stmt,
        "title",
        "The text in hand, our reading and our translations: a TEI P5 edition",
        type="sub",
    )
    item = csl_item(source)
    _names(title_stmt, item, "author", attributed(source.author))
    editors = _sub(title_stmt, "respStmt", xml_id="editors")
    _sub(
        editors,
        "resp",
        "reading (corrections, conjectures and cruxes), translations into English and "
        "Russian, editorial notes and TEI encoding",
    )
    _sub(editors, "orgName", SITE_AUTHOR)
    transcriber = _sub(title_stmt, "respStmt", xml_id="transcriber")
    _sub(transcriber, "resp", "transcription: the text in hand, as we received it")
    _sub(transcriber, "name", "the transcriber of the copy in hand (see the note)")
    _sub(transcriber, "note", source.provenance.strip(), xml_lang="en")
    _sub(
        _sub(file_desc, "editionStmt"),
        "edition",
        f"{SITE_TITLE}, version {__version__}",
        n=__version__,
    )
    pub = _sub(file_desc, "publicationStmt")
    _sub(_sub(pub, "publisher"), "orgName", SITE_AUTHOR)
    if base_url:
        _sub(pub, "idno", f"{base_url}sources/{tei_filename(source.id)}", type="URI")
        _sub(
            pub, "ref", f"{base_url}sources/{source.id}/", target=f"{base_url}sources/{source.id}/"
        )
    if date:
        _sub(pub, "date", date, when=date)
    availability = _sub(pub, "availability", status="free")
    _sub(
        availability,
        "licence",
        "Our reading (its corrections, conjectures and cruxes), translations, notes and "
        "this encoding: Creative Commons Attribution 4.0 International (CC BY 4.0).",
        target=CC_BY,
    )
    _sub(availability, "licence", f"The text of the source: {source.rights or 'not stated'}.")
    if source.note.strip():
        _sub(
            _sub(file_desc, "notesStmt"),
            "note",
            source.note.strip(),
            type="editorial",
            resp="#editors",
        )
    _sub(file_desc, "sourceDesc").append(_bibl_struct(source))
    header.append(_encoding_desc())
    langs = _sub(_sub(header, "profileDesc"), "langUsage")
    for code in dict.fromkeys([source.language, "en", "ru"]):
        _sub(langs, "language", _LANGUAGES.get(code, code), ident=code)
    return header


# --------------------------------------------------------------------------- writing

_BLOCK_NAMES = (
    "TEI teiHeader fileDesc titleStmt respStmt editionStmt publicationStmt publisher "
    "availability notesStmt sourceDesc biblStruct analytic monogr imprint encodingDesc "
    "projectDesc editorialDecl correction normalization classDecl taxonomy category "
    "profileDesc langUsage text body div"
)
_BLOCKS = frozenset(_BLOCK_NAMES.split())
"""The elements whose content is other elements only: indented when written."""


def _indent(el: ET.Element, level: int = 0) -> None:
    """Indent the element-only containers; mixed content (``ab``, ``note``…) stays as it is."""
    if el.tag.rpartition("}")[2] not in _BLOCKS or not len(el):
        return
    pad = "\n" + "  " * (level + 1)
    el.text = pad
    for child in el:
        child.tail = pad
        _indent(child, level + 1)
    el[-1].tail = pad[:-2]


def tei_document(source: Source, base_url: str = "", date: str = "") -> str:
    """The TEI P5 document of a source with text in hand, as UTF-8 XML text.

    ``base_url`` (the site's address, ending in ``/``) gives the file's own address
    and the links to other clauses; ``date`` (YYYY-MM-DD) its publication date.
    Raises ``ValueError`` for a source with no text in hand, an id that cannot be an
    ``xml:id``, or a page break with no place ([`PageBreakError`][PageBreakError]).
    """
    if not source.has_text:
        raise ValueError(
            f"source {source.id!r} has no text in hand (status {source.status}): no TEI"
        )
    root = _el("TEI", xml_lang="en")
    root.append(_header(source, base_url, date))
    body = _sub(_sub(root, "text"), "body")
    edition = _sub(body, "div", type="edition", xml_lang=source.language)
    breaks = page_breaks(source)
    for clause in source.clauses:
        edition.append(_clause_div(clause, breaks[clause.id], base_url))
    for lang, field in _TRANSLATIONS:
        div = _translation_div(source, lang, field)
        if div is not None:
            body.append(div)
    _indent(root)
    return '<?xml version="1.0" encoding="UTF-8"?>\n' + ET.tostring(root, encoding="unicode") + "\n"


def write_tei_files(
    library: Library, directory: str | Path, base_url: str = "", date: str = ""
) -> list[Path]:
    """Write ``<source-id>.tei.xml`` for every source in hand into ``directory``.

    The site build calls it with the built site's ``sources/`` folder, so that
    each file sits beside its source page (``sources/academie/``).  Returns the
    paths written.
    """
    folder = Path(directory)
    folder.mkdir(parents=True, exist_ok=True)
    written = []
    for source in sources_in_hand(library):
        path = folder / tei_filename(source.id)
        path.write_text(tei_document(source, base_url, date), encoding="utf-8")
        written.append(path)
    return written
