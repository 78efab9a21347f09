"""The period texts of the Bête, the Triomphe, Littré and the Encyclopédie's "Mouche".

Their copies must be the shared files byte for byte, their clauses must be the copy's
paragraphs in order with the ids chosen once, and what they bear on must be cited where
the engine implements it.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from mouche.clause_map import clause_refs
from mouche.edition.copies import copy_body, copy_mismatch
from mouche.edition.coverage import mapping_report
from mouche.edition.loading import load_library
from mouche.edition.marks import normalize_ws, undo_marks
from mouche.edition.model import Library
from mouche.rulesets import OPTIONS

SOURCES = Path(__file__).resolve().parent.parent / "sources"
SHARED = Path(__file__).resolve().parents[2] / "shared" / "texts"

PERIOD_TEXTS = {
    "encyclopedie1765": ("encyclopedie-1765-mouche.md", ["jeu", "mouche", "sauver"]),
    "encyclopedie1752-bete": ("bete-triomphe-lanturelu.md", [str(n) for n in range(1, 9)]),
    "dictionnaire1792-bete": ("bete-triomphe-lanturelu.md", [str(n) for n in range(1, 9)]),
    "encyclopedie1765-triomphe": ("bete-triomphe-lanturelu.md", ["1", "2"]),
    "littre-lanturelu": ("bete-triomphe-lanturelu.md", ["1"]),
}


@pytest.fixture(scope="module")
def library() -> Library:
    return load_library(SOURCES)


@pytest.mark.parametrize("source_id", sorted(PERIOD_TEXTS))
def test_period_text_is_an_excerpt_of_the_shared_copy(library: Library, source_id: str) -> None:
    shared_name, locators = PERIOD_TEXTS[source_id]
    s = library.source(source_id)
    assert s.status == "excerpt" and s.language == "fr"
    assert s.missing.strip() and s.provenance.strip()
    assert [c.locator for c in s.clauses] == locators
    assert s.copy_path is not None and s.copy_path.name == shared_name
    assert copy_mismatch(s) is None
    shared = SHARED / shared_name
    if shared.is_file():
        assert s.copy_path.read_bytes() == shared.read_bytes()
    for c in s.clauses:
        assert normalize_ws(undo_marks(c.reading)) == normalize_ws(c.diplomatic)
        assert c.english.strip() and c.russian.strip(), c.id


def test_each_part_of_the_shared_copy_belongs_to_one_source(library: Library) -> None:
    """The four works of the shared file do not overlap, and none of the transcriber's
    labels or bracketed remarks is given as a source's words."""
    bodies = [
        normalize_ws(copy_body(library.source(sid)))
        for sid, (name, _) in PERIOD_TEXTS.items()
        if name == "bete-triomphe-lanturelu.md"
    ]
    for i, a in enumerate(bodies):
        assert "[the copy in hand" not in a and "================" not in a
        assert "Source:" not in a
        for b in bodies[i + 1 :]:
            assert a[:60] not in b and b[:60] not in a


def test_the_ids_others_rely_on(library: Library) -> None:
    assert library.clause("encyclopedie1752-bete.4").diplomatic.startswith(
        "Celui qui renonce fait la bête"
    )
    assert library.clause("encyclopedie1765.mouche").diplomatic.startswith(
        "Mouche, se dit encore à ce jeu de ce que doit payer celui qui"
    )
    assert library.clause("encyclopedie1765.sauver").diplomatic.startswith(
        "Mouche, sauver la, signifie"
    )
    jeu = library.clause("encyclopedie1765.jeu")
    assert jeu.diplomatic.startswith("Mo u c h e , le jeu de la mouche")
    assert "favoir au jufte" in jeu.diplomatic  # the long s as the OCR has it
    assert "⟦favoir→savoir⟧" in jeu.reading and "⟦jufte→juste⟧" in jeu.reading
    assert "découpeur" not in normalize_ws(copy_body(library.source("encyclopedie1765"))).lower()


def test_the_1792_transcribers_slips_are_marked_and_said_unchecked(library: Library) -> None:
    for cid, raw, mark in (
        ("dictionnaire1792-bete.5", "a indiquer", "a ⟦indiquer→indiqué⟧"),
        ("dictionnaire1792-bete.8", "s'il passent", "⟦s'il→s'ils⟧ passent"),
    ):
        c = library.clause(cid)
        assert raw in c.diplomatic
        assert mark in c.reading
        assert "not checked against a scan" in c.note


def test_what_the_period_texts_bear_on_is_cited_by_the_engine() -> None:
    refs = clause_refs()
    names = {cid: {r.name for r in rs} for cid, rs in refs.items()}
    assert "mouche.tricks.trick_winner" in names["encyclopedie1765-triomphe.2"]
    assert "mouche.deal.new_deal" in names["dictionnaire1792-bete.5"]
    for packets in ("2+3", "3+2", "2+1+2"):
        assert "dictionnaire1792-bete.6" in OPTIONS["packets"].choice(packets).cites
    assert "dictionnaire1792-bete.8" in OPTIONS["must_head"].choice("yes").cites
    assert "encyclopedie1765.mouche" in refs


def test_the_coverage_report_accounts_for_every_new_clause(library: Library) -> None:
    report = mapping_report(library)
    assert report.ok, report.errors
    for sid in PERIOD_TEXTS:
        for c in library.source(sid).clauses:
            assert (
                not c.rule_bearing or c.id in report.implemented or c.id in report.not_implemented
            ), c.id


def test_glossary_terms_from_the_bete(library: Library) -> None:
    for tid, cid in (
        ("curieuse", "encyclopedie1752-bete.2"),
        ("devole", "encyclopedie1752-bete.2"),
        ("bete-simple", "encyclopedie1752-bete.6"),
        ("bete-double", "encyclopedie1752-bete.7"),
        ("bete-de-renonce", "encyclopedie1752-bete.8"),
    ):
        assert cid in library.term(tid).clauses
    assert "encyclopedie1765.sauver" in library.term("sauver-la-mouche").clauses


def test_the_sources_command_reports_every_period_clause(library: Library) -> None:
    from mouche.edition.cli import main

    lines: list[str] = []
    assert main([], out=lines.append) == 0
    report = "\n".join(lines)
    for sid in PERIOD_TEXTS:
        for c in library.source(sid).clauses:
            assert f"  {c.id}" in report, c.id
