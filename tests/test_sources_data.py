"""The real source data in sources/: schema, ids, texts against their copies and ../shared."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from mouche.edition.copies import copy_mismatch
from mouche.edition.loading import load_library
from mouche.edition.marks import normalize_ws, undo_marks
from mouche.edition.model import (
    ID_RE,
    RULE_TAGS,
    SOURCE_ID_RE,
    TEXT_STATUSES,
    Library,
    Source,
    SourceError,
)

REPO = Path(__file__).resolve().parent.parent
SOURCES = REPO / "sources"


def _shared() -> Path | None:
    """The read-only shared/ folder: beside the clone in CI, /work/shared here."""
    for candidate in (REPO.parent / "shared", Path("/work/shared")):
        if (candidate / "texts").is_dir() or (candidate / "seeds").is_dir():
            return candidate
    return None


@pytest.fixture(scope="module")
def library() -> Library:
    return load_library(SOURCES)


def _collect() -> Library | None:
    """The library for parametrising; None if it does not load (a test then fails)."""
    try:
        return load_library(SOURCES)
    except SourceError:
        return None


def _text_sources() -> list[str]:
    lib = _collect()
    return [s.id for s in lib.sources.values() if s.status in TEXT_STATUSES] if lib else []


def test_the_data_loads_and_has_sources(library: Library) -> None:
    assert library.sources, "no source in sources/"
    assert library.clauses
    assert library.glossary


def test_ids_unique_across_kinds_and_well_formed(library: Library) -> None:
    seen: dict[str, str] = {}
    everything = [
        *((s, "source") for s in library.sources),
        *((c, "clause") for c in library.clauses),
        *((d, "decision") for d in library.decisions),
        *((t, "term") for t in library.glossary),
    ]
    for item_id, kind in everything:
        assert item_id not in seen, f"{item_id} is both a {seen[item_id]} and a {kind}"
        seen[item_id] = kind
        assert ID_RE.fullmatch(item_id), item_id
    for sid, source in library.sources.items():
        assert SOURCE_ID_RE.fullmatch(sid)
        assert source.path is not None and source.path.name == f"{sid}.toml"
        for c in source.clauses:
            assert c.id.startswith(f"{sid}.")


def test_editorial_ids(library: Library) -> None:
    assert all(d.startswith("ed.") for d in library.decisions)


def test_tags_are_known(library: Library) -> None:
    for c in library.clauses.values():
        assert c.tags, c.id
        assert set(c.tags) <= {*RULE_TAGS, "not-mechanical"}, c.id


@pytest.mark.parametrize("source_id", _text_sources())
def test_diplomatic_text_is_the_copy(library: Library, source_id: str) -> None:
    source = library.source(source_id)
    assert source.copy_path is not None and source.copy_path.is_file()
    problem = copy_mismatch(source)
    assert problem is None, problem


@pytest.mark.parametrize("source_id", _text_sources())
def test_copy_is_a_shared_file_byte_for_byte(library: Library, source_id: str) -> None:
    shared = _shared()
    if shared is None:
        pytest.skip("shared/ is not beside the clone")
    source = library.source(source_id)
    assert source.copy_path is not None
    data = source.copy_path.read_bytes()
    originals = [p for p in shared.rglob("*") if p.is_file() and p.stat().st_size == len(data)]
    assert any(p.read_bytes() == data for p in originals), (
        f"{source.copy} is not byte-identical to any file in {shared}"
    )


def test_every_copy_belongs_to_a_source(library: Library) -> None:
    used = {s.copy_path.resolve() for s in library.sources.values() if s.copy_path}
    copies = {
        p.resolve()
        for p in SOURCES.rglob("*")
        if p.is_file() and p.suffix not in (".toml",) and "csl" not in p.parts
    }
    assert copies <= used, f"copies no source uses: {sorted(map(str, copies - used))}"


def _text_clauses() -> list[str]:
    lib = _collect()
    if lib is None:
        return []
    return [c.id for c in lib.clauses.values() if lib.source(c.source_id).has_text]


@pytest.mark.parametrize("clause_id", _text_clauses())
def test_text_clause_is_complete_and_marks_undo(library: Library, clause_id: str) -> None:
    c = library.clause(clause_id)
    for name in ("diplomatic", "reading", "english", "russian"):
        assert getattr(c, name).strip(), f"{clause_id}: {name} is empty"
    assert normalize_ws(undo_marks(c.reading)) == normalize_ws(c.diplomatic)
    assert not c.report and not c.attribution


def test_sources_without_text_have_no_diplomatic(library: Library) -> None:
    for source in library.sources.values():
        if source.status in TEXT_STATUSES:
            continue
        assert not source.copy, source.id
        for c in source.clauses:
            assert not c.diplomatic and not c.reading, c.id
            assert c.report.strip(), c.id


def test_reported_clauses_name_who_reports_them(library: Library) -> None:
    for source in library.sources.values():
        if source.status != "reported":
            continue
        for c in source.clauses:
            assert c.attribution in library.sources, c.id
            assert c.attribution != source.id, c.id


def test_russian_is_cyrillic_and_english_is_not(library: Library) -> None:
    cyrillic = re.compile(r"[А-Яа-яЁё]")
    for c in library.clauses.values():
        if c.russian:
            assert cyrillic.search(c.russian), c.id
        if c.english:
            assert not cyrillic.search(c.english), c.id


def test_glossary_clauses_exist(library: Library) -> None:
    for term in library.glossary.values():
        for ref in term.clauses:
            assert ref in library.clauses or ref in library.decisions, (term.id, ref)


def test_bibliographic_fields(library: Library) -> None:
    for source in library.sources.values():
        assert isinstance(source, Source)
        assert source.title.strip(), source.id
        assert source.year >= 0
        if source.year == 0:
            assert source.year_note.strip(), f"{source.id}: year 0 needs a year_note"
