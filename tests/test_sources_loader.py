"""The source loader and validator, on small made-up fixtures (tests/fixtures/sources/).

Each malformed fixture folder holds one defect; the error must name the file, the
clause (or table) and the field.
"""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from mouche.edition.cli import main
from mouche.edition.copies import copy_body, copy_mismatch
from mouche.edition.loading import load_library
from mouche.edition.marks import Segment, apply_marks, mark_segments, normalize_ws, undo_marks
from mouche.edition.model import Clause, GlossaryTerm, Source, SourceError, clause_permalink
from mouche.editorial import EditorialDecision

FIXTURES = Path(__file__).resolve().parent / "fixtures" / "sources"
VALID = FIXTURES / "valid"

# folder -> (file, clause or table, field, words of the message)
DEFECTS: dict[str, tuple[str, str, str, str]] = {
    "unknown-field": ("sec.toml", "clause 'sec.rule'", "field 'text'", "unknown field"),
    "unknown-source-field": ("sec.toml", "[source]", "field 'isbn'", "unknown field"),
    "missing-field": ("sec.toml", "clause 'sec.rule'", "field 'label'", "missing required"),
    "wrong-type": ("sec.toml", "clause 'sec.rule'", "field 'tags'", "wrong type"),
    "wrong-type-year": ("sec.toml", "[source]", "field 'year'", "wrong type"),
    "bad-status": ("sec.toml", "[source]", "field 'status'", "bad status 'lost'"),
    "bad-kind": ("sec.toml", "[source]", "field 'kind'", "bad kind 'tertiary'"),
    "bad-family": ("sec.toml", "[source]", "field 'family'", "bad family 'whist'"),
    "bad-tag": ("sec.toml", "clause 'sec.rule'", "field 'tags'", "unknown tag 'dealing'"),
    "mixed-tags": ("sec.toml", "clause 'sec.rule'", "field 'tags'", "not-mechanical"),
    "bad-language": ("sec.toml", "[source]", "field 'language'", "bad language tag"),
    "duplicate-id": ("sec.toml", "clause 'sec.rule'", "field 'id'", "duplicate id"),
    "unprefixed-id": ("sec.toml", "clause 'other.rule'", "field 'id'", "prefixed by its source id"),
    "bad-id-format": ("sec.toml", "clause 'sec.Rule_1'", "field 'id'", "bad id format"),
    "file-name-mismatch": ("misnamed.toml", "[source]", "field 'id'", "file name"),
    "unknown-attribution": (
        "sec.toml",
        "clause 'sec.rule'",
        "field 'attribution'",
        "unknown source 'nowhere'",
    ),
    "unknown-reported-by": ("sec.toml", "[source]", "field 'reported_by'", "unknown source"),
    "diplomatic-on-reported": ("sec.toml", "clause 'sec.rule'", "field 'diplomatic'", "no text"),
    "diplomatic-not-in-hand": ("sec.toml", "clause 'sec.rule'", "field 'diplomatic'", "no text"),
    "missing-report": ("sec.toml", "clause 'sec.rule'", "field 'report'", "missing required"),
    "reported-without-attribution": (
        "sec.toml",
        "clause 'sec.rule'",
        "field 'attribution'",
        "missing",
    ),
    "missing-diplomatic": ("txt.toml", "clause 'txt.1'", "field 'diplomatic'", "missing required"),
    "missing-russian": ("txt.toml", "clause 'txt.1'", "field 'russian'", "missing required"),
    "marks-mismatch": ("txt.toml", "clause 'txt.1'", "field 'reading'", "diplomatic text"),
    "omission-unmarked": ("txt.toml", "clause 'txt.1'", "field 'reading'", "begins with […]"),
    "malformed-mark": (
        "txt.toml",
        "clause 'txt.1'",
        "field 'reading'",
        "malformed correction mark",
    ),
    "copy-missing": ("txt.toml", "[source]", "field 'copy'", "file not found"),
    "bad-body-start": ("txt.toml", "[source]", "field 'body_start'", "not found"),
    "bad-body-end": ("txt.toml", "[source]", "field 'body_end'", "not found after body_start"),
    "bad-apparatus": ("txt.toml", "[source]", "field 'apparatus'", "no such line"),
    "copy-on-secondary": ("sec.toml", "[source]", "field 'copy'", "only for transcribed"),
    "invalid-toml": ("sec.toml", "", "", "invalid TOML"),
    "glossary-unknown-clause": (
        "glossary.toml",
        "term 'mouche'",
        "field 'clauses'",
        "unknown clause 'academie.99'",
    ),
    "glossary-missing-field": ("glossary.toml", "term 'mouche'", "field 'russian'", "missing"),
    "not-implemented-unknown": (
        "not-implemented.toml",
        "clause 'academie.99'",
        "field 'id'",
        "unknown clause",
    ),
    "see-also-unknown": ("sec.toml", "clause 'sec.rule'", "field 'see_also'", "unknown clause"),
    "alias-to-nowhere": (
        "aliases.toml",
        "alias 'academie.old'",
        "field 'successor'",
        "does not lead to a live id",
    ),
}


def test_every_fixture_folder_is_tested() -> None:
    folders = {p.name for p in FIXTURES.iterdir() if p.is_dir()} - {"valid"}
    assert folders == set(DEFECTS)


@pytest.mark.parametrize("defect", sorted(DEFECTS))
def test_malformed_source_is_refused_naming_file_clause_and_field(defect: str) -> None:
    file, where, field, words = DEFECTS[defect]
    with pytest.raises(SourceError) as err:
        load_library(FIXTURES / defect)
    problems = err.value.problems
    assert len(problems) == 1, problems
    (message,) = problems
    assert message.startswith(f"{defect}/{file}: "), message
    assert where in message
    assert field in message
    assert words in message
    assert str(err.value) == message


def test_all_problems_are_reported_at_once(tmp_path: Path) -> None:
    for defect in ("bad-tag", "bad-language"):
        text = (FIXTURES / defect / "sec.toml").read_text(encoding="utf-8")
        (tmp_path / f"{defect.replace('-', '')}.toml").write_text(
            text.replace('id = "sec"', f'id = "{defect.replace("-", "")}"').replace(
                'id = "sec.rule"', f'id = "{defect.replace("-", "")}.rule"'
            ),
            encoding="utf-8",
        )
    with pytest.raises(SourceError) as err:
        load_library(tmp_path)
    assert len(err.value.problems) == 2


def test_missing_folder() -> None:
    with pytest.raises(SourceError, match="not found"):
        load_library(FIXTURES / "no-such-folder")


# --------------------------------------------------------------------------- valid fixture


def test_valid_fixture_loads() -> None:
    lib = load_library(VALID)
    assert list(lib.sources) == ["demo", "lost", "modern"]
    assert [c.id for c in lib.source("demo").clauses] == ["demo.1", "demo.2", "demo.3"]
    assert [c.index for c in lib.source("demo").clauses] == [0, 1, 2]
    demo1 = lib.clause("demo.1")
    assert isinstance(demo1, Clause)
    assert demo1.locator == "1"
    assert demo1.source_id == "demo"
    assert demo1.rule_bearing
    assert not lib.clause("demo.3").rule_bearing
    assert lib.source("lost").families == ("mouche", "loo")
    assert lib.source("lost").family == "mouche"
    assert lib.clause("lost.deal").is_reported
    assert lib.not_implemented == {
        "lost.limit": "The limit is not implemented in the fixture engine."
    }


def test_resolve_every_kind_and_aliases() -> None:
    lib = load_library(VALID)
    assert isinstance(lib.resolve("demo"), Source)
    assert isinstance(lib.resolve("demo.2"), Clause)
    assert isinstance(lib.resolve("mouche"), GlossaryTerm)
    assert isinstance(lib.resolve("ed.all-pass"), EditorialDecision)
    assert lib.resolve("demo.one") == lib.clause("demo.1")  # retired id -> successor
    assert lib.canonical("demo.one") == "demo.1"
    assert "demo.one" in lib and "nothing.here" not in lib
    with pytest.raises(KeyError):
        lib.resolve("nothing.here")
    with pytest.raises(KeyError):
        lib.clause("demo")


def test_editorial_decisions_are_citable_items() -> None:
    lib = load_library(VALID)
    editorial = lib.source("editorial")
    assert editorial.kind == "editorial"
    ids = [c.id for c in editorial.clauses]
    assert ids == list(lib.decisions)
    d = lib.decision("ed.all-pass")
    item = next(c for c in editorial.clauses if c.id == "ed.all-pass")
    assert (item.label, item.english, item.note) == (d.title, d.ruling, d.reasoning)
    assert lib.source_of("ed.all-pass").id == "editorial"
    assert lib.source_of("demo.2").id == "demo"


def test_all_ids_kinds() -> None:
    ids = load_library(VALID).all_ids()
    assert ids["demo"] == "source"
    assert ids["demo.1"] == "clause"
    assert ids["ed.all-pass"] == "decision"
    assert ids["mouche"] == "term"


def test_copy_body_skips_header_apparatus_and_rule_lines() -> None:
    demo = load_library(VALID).source("demo")
    body = copy_body(demo)
    assert body.startswith("1. Celui")
    assert "[page 2]" not in body
    assert "=====" not in body
    assert "Transcriber" not in body
    assert copy_mismatch(demo) is None


def test_copy_mismatch_locates_the_clause(tmp_path: Path) -> None:
    shutil.copytree(VALID, tmp_path / "s")
    copy = tmp_path / "s" / "primary" / "demo.txt"
    copy.write_text(copy.read_text(encoding="utf-8").replace("fort ancien", "très ancien"))
    message = copy_mismatch(load_library(tmp_path / "s").source("demo"))
    assert message is not None
    assert "demo.3" in message and "très" in message


def test_body_end_lets_sources_share_a_copy(tmp_path: Path) -> None:
    shutil.copytree(VALID, tmp_path / "s")
    toml = tmp_path / "s" / "demo.toml"
    text = toml.read_text(encoding="utf-8")
    text = text.replace(
        'body_start = "1. Celui"', 'body_start = "1. Celui"\nbody_end = "3. Ce jeu"'
    )
    toml.write_text(text[: text.index('[[clause]]\nid = "demo.3"')], encoding="utf-8")
    demo = load_library(tmp_path / "s").source("demo")
    assert demo.body_end == "3. Ce jeu"
    assert copy_body(demo).rstrip().endswith("gagne.----")
    assert copy_mismatch(demo) is None


def test_copy_body_needs_a_copy() -> None:
    with pytest.raises(ValueError):
        copy_body(load_library(VALID).source("lost"))


# --------------------------------------------------------------------------- marks


def test_marks_roundtrip() -> None:
    reading = "Celui ⟦cfui→qui⟧ veut⟦→,⟧ dit⟦----→⟧."
    assert undo_marks(reading) == "Celui cfui veut dit----."
    assert apply_marks(reading) == "Celui qui veut, dit."
    assert mark_segments(reading) == [
        Segment("text", "Celui ", "Celui "),
        Segment("replace", "cfui", "qui"),
        Segment("text", " veut", " veut"),
        Segment("insert", "", ","),
        Segment("text", " dit", " dit"),
        Segment("delete", "----", ""),
        Segment("text", ".", "."),
    ]
    assert "".join(s.raw for s in mark_segments(reading)) == undo_marks(reading)
    assert "".join(s.reading for s in mark_segments(reading)) == apply_marks(reading)


def test_marks_without_any() -> None:
    assert mark_segments("") == []
    assert mark_segments("plain") == [Segment("text", "plain", "plain")]
    assert undo_marks("plain") == apply_marks("plain") == "plain"


def test_clause_reading_helpers() -> None:
    c = load_library(VALID).clause("demo.1")
    assert c.clean_reading.endswith("à chacun.")
    assert [s.kind for s in c.segments] == ["text", "replace", "text"]
    assert c.meaning == c.diplomatic


def test_normalize_ws() -> None:
    assert normalize_ws("  a \n\t b  ") == "a b"
    assert normalize_ws("e\u0301") == "é"  # NFC


def test_clause_permalink() -> None:
    assert (
        clause_permalink("academie.11", "https://example.org/m/")
        == "https://example.org/m/sources/academie/#academie.11"
    )
    assert clause_permalink("academie.11", "https://example.org/m") == (
        "https://example.org/m/sources/academie/#academie.11"
    )
    assert clause_permalink("cotton1674.lanterloo.3") == (
        "sources/cotton1674/#cotton1674.lanterloo.3"
    )
    assert clause_permalink("ed.all-pass", "/") == "/editorial/#ed.all-pass"


# --------------------------------------------------------------------------- CLI


def test_cli_reports_data_errors() -> None:
    lines: list[str] = []
    assert main(["--sources", str(FIXTURES / "bad-tag")], err=lines.append) == 1
    assert "unknown tag 'dealing'" in "\n".join(lines)


def test_cli_lock_roundtrip(tmp_path: Path) -> None:
    shutil.copytree(VALID, tmp_path / "s")
    lines: list[str] = []
    assert main(["--sources", str(tmp_path / "s"), "--update-lock"], out=lines.append) == 0
    assert (tmp_path / "s" / "published-ids.toml").is_file()
    assert main(["--sources", str(tmp_path / "s"), "--check-lock"], out=lines.append) == 0
    assert lines[-1] == "id lock: ok"


def test_conjecture_and_crux_marks() -> None:
    from mouche.edition.marks import check_marks

    reading = "a ⟦b⇢c⟧ d ⟦†e f⟧ ⟦g→h⟧ ⟦⇢i⟧"
    assert check_marks(reading) is None
    assert undo_marks(reading) == "a b d e f g "
    assert apply_marks(reading) == "a c d †e f† h i"
    kinds = [(s.kind, s.conjecture) for s in mark_segments(reading) if s.kind != "text"]
    assert kinds == [("replace", True), ("crux", False), ("replace", False), ("insert", True)]
    assert "empty crux" in (check_marks("a ⟦† ⟧") or "")
    assert "changes nothing" in (check_marks("a ⟦b⇢b⟧") or "")
    assert "malformed" in (check_marks("a ⟦b⇢c→d⟧") or "")
