"""The clean reading and the plain-text files: our text alone, guesses still marked.

The clean reading (the view the source pages will get, and the text a reader
copies) has every correction applied and none of the raw OCR; conjectures and
cruxes stay marked.  The plain-text files give it, and each of our translations,
one clause a paragraph with its id, under a head that says what the signs mean.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from mouche.edition.clean import (
    PLAIN_MARKS,
    CleanSegment,
    clean_segments,
    plain_reading,
)
from mouche.edition.exports import export
from mouche.edition.loading import load_library
from mouche.edition.marks import mark_segments, normalize_ws
from mouche.edition.model import Clause, Library
from mouche.edition.plaintext import (
    plain_text,
    text_filename,
    text_languages,
)
from mouche.edition.tei import sources_in_hand

_LIBRARY = load_library()
CLAUSES = [c for s in sources_in_hand(_LIBRARY) for c in s.clauses]
PARAGRAPH_RE = re.compile(r"\[(?P<id>[a-z0-9.-]+)(?:, pp?\. (?P<page>[^\]]+))?\] (?P<text>.*)")


@pytest.fixture(scope="module")
def library() -> Library:
    return _LIBRARY


def _ours(clause: Clause) -> str:
    """Our reading with every change applied and nothing marked."""
    return normalize_ws("".join(s.reading for s in mark_segments(clause.reading)))


# --------------------------------------------------------------------------- clean reading


def test_clean_segments_of_a_reading() -> None:
    reading = "⟦BB→⟧\n⟦' 7*→7.⟧ Celui ⟦cfui→qui⟧ ⟦de autt^⇢des autres⟧ ⟦†joue⟧ ⟦x⇢⟧ fin⟦→ […]⟧"
    assert clean_segments(reading) == [
        CleanSegment("text", "7. Celui qui "),
        CleanSegment("conjecture", "des autres"),
        CleanSegment("text", " "),
        CleanSegment("crux", "joue"),
        CleanSegment("text", " "),
        CleanSegment("conjecture", ""),
        CleanSegment("text", " fin […]"),
    ]
    assert plain_reading(reading) == "7. Celui qui ⟨des autres⟩ †joue† ⟨⟩ fin […]"


@pytest.mark.parametrize("clause", CLAUSES, ids=[c.id for c in CLAUSES])
def test_the_clean_reading_is_our_reading_with_no_raw_text(clause: Clause) -> None:
    segments = clean_segments(clause.reading)
    assert normalize_ws("".join(s.text for s in segments)) == _ours(clause)
    marks = [s for s in mark_segments(clause.reading) if s.kind != "text"]
    assert [s.text for s in segments if s.kind == "conjecture"] == [
        normalize_ws(s.reading) for s in marks if s.conjecture
    ]
    assert [s.text for s in segments if s.kind == "crux"] == [
        normalize_ws(s.raw) for s in marks if s.kind == "crux"
    ]
    assert all("⟦" not in s.text and "⟧" not in s.text for s in segments)


def test_art_13_reads_clean() -> None:
    """The issue's example: no apparatus soup, the crux still between daggers."""
    text = plain_reading(_LIBRARY.clause("academie.13").reading)
    assert text.startswith("13. Si , après que celui qui a la Mouche a dit : je m'y tiens , ")
    assert "les autres joueurs vont leur train sans réflexion" in text
    assert "†celui qui joue le premier†" in text
    for raw in ("Ieur«", "yont", "qui ^ la", "montretoutes", "1 3."):
        assert raw not in text


# --------------------------------------------------------------------------- files


def _paragraphs(text: str) -> list[re.Match[str]]:
    head, _, body = text.partition("\n\n")
    assert head and body.endswith("\n") and not body.endswith("\n\n")
    matches = [PARAGRAPH_RE.fullmatch(p) for p in body.rstrip("\n").split("\n\n")]
    assert all(m is not None for m in matches), body[:400]
    return [m for m in matches if m is not None]


def test_the_reading_file_gives_every_clause_as_read(library: Library) -> None:
    for source in sources_in_hand(library):
        paragraphs = _paragraphs(plain_text(library, source.id))
        assert [m["id"] for m in paragraphs] == [c.id for c in source.clauses]
        for m, clause in zip(paragraphs, source.clauses, strict=True):
            assert m["page"] == (clause.page or None)
            text = m["text"]
            assert text == plain_reading(clause.reading)
            # the signs removed, what is left is our reading; the raw OCR is not in it
            unmarked = re.sub(r"[⟨⟩]", "", text).replace("†", "")
            assert normalize_ws(unmarked) == _ours(clause), clause.id
            conjectures = sum(s.conjecture for s in mark_segments(clause.reading))
            cruxes = sum(s.kind == "crux" for s in mark_segments(clause.reading))
            assert text.count("⟨") == text.count("⟩") == conjectures
            assert text.count("†") == 2 * cruxes + clause.reading.count("†") - cruxes


def test_the_translation_files_give_our_translations(library: Library) -> None:
    for source in sources_in_hand(library):
        assert text_languages(source) == ["", "en", "ru"]
        for lang, field in (("en", "english"), ("ru", "russian")):
            paragraphs = _paragraphs(plain_text(library, source.id, lang))
            assert [m["id"] for m in paragraphs] == [c.id for c in source.clauses]
            assert [m["text"] for m in paragraphs] == [
                normalize_ws(getattr(c, field)) for c in source.clauses
            ]


def test_the_head_says_what_the_signs_mean_and_the_licence(library: Library) -> None:
    head = plain_text(library, "academie", base_url="https://example.org/m/").partition("\n\n")[0]
    assert head.startswith("De la Mouche: our reading of the text in hand (French)\n")
    for line in PLAIN_MARKS:
        assert f"  {line}" in head.splitlines()
    assert "https://example.org/m/sources/academie/#ID" in head
    assert "CC BY 4.0 (https://creativecommons.org/licenses/by/4.0/)" in head
    assert "the text of the source: public domain." in head
    assert "academie.tei.xml" in head
    ru = plain_text(library, "academie", "ru").partition("\n\n")[0]
    assert ru.startswith("De la Mouche: our Russian translation (from the French)\n")
    en = plain_text(library, "cotton1674", "en").partition("\n\n")[0]
    assert "our modern English rendering" in en.splitlines()[0]


def test_export_writes_every_text(library: Library, tmp_path: Path) -> None:
    written = export(library, tmp_path)
    expected = [
        text_filename(s.id, lang) for s in sources_in_hand(library) for lang in text_languages(s)
    ]
    assert [p.name for p in written if p.suffix == ".txt"] == expected
    assert text_filename("academie") == "academie.txt"
    assert text_filename("academie", "en") == "academie.en.txt"
    ru = (tmp_path / "academie.ru.txt").read_bytes().decode("utf-8")  # UTF-8, no BOM
    assert ru == plain_text(library, "academie", "ru") and not ru.startswith("\ufeff")


def test_plain_text_refuses_what_it_cannot_give(library: Library) -> None:
    with pytest.raises(ValueError, match="no text in hand"):
        plain_text(library, "academie1718")
    with pytest.raises(ValueError, match="no translation 'de'"):
        plain_text(library, "academie", "de")
    with pytest.raises(KeyError):
        plain_text(library, "nope")
