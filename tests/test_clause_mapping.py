"""The clause-to-engine mapping, both directions (mouche.clause_map <-> sources/)."""

from __future__ import annotations

from pathlib import Path

import pytest

from mouche.edition.cli import main
from mouche.edition.coverage import mapping_report
from mouche.edition.loading import load_library
from mouche.edition.model import Library
from mouche.registry import EngineRef

REPO = Path(__file__).resolve().parent.parent
VALID = Path(__file__).resolve().parent / "fixtures" / "sources" / "valid"


@pytest.fixture(scope="module")
def real() -> Library:
    return load_library(REPO / "sources")


@pytest.fixture(scope="module")
def engine() -> dict[str, list[EngineRef]]:
    pytest.importorskip("mouche.rulesets")
    from mouche.clause_map import clause_refs

    return clause_refs()


def test_every_engine_reference_names_a_clause_or_decision(
    real: Library, engine: dict[str, list[EngineRef]]
) -> None:
    report = mapping_report(real, engine)
    wrong = [e for e in report.errors if " cites " in e]
    assert not wrong, "\n".join(wrong)


def test_every_rule_bearing_clause_is_implemented_or_listed(
    real: Library, engine: dict[str, list[EngineRef]]
) -> None:
    report = mapping_report(real, engine)
    missing = [e for e in report.errors if "bears a rule" in e]
    assert not missing, "\n".join(missing)


def test_the_report_partitions_the_clauses(
    real: Library, engine: dict[str, list[EngineRef]]
) -> None:
    report = mapping_report(real, engine)
    rule = {c.id for c in real.clauses.values() if c.rule_bearing}
    assert set(report.not_mechanical) == set(real.clauses) - rule
    covered = set(report.implemented) | set(report.not_implemented)
    assert rule - covered == {e.split("'")[1] for e in report.errors if "bears a rule" in e}
    assert set(report.decisions) == set(real.decisions)


def test_not_implemented_reasons_are_given(real: Library) -> None:
    for cid, reason in real.not_implemented.items():
        assert real.clause(cid).rule_bearing
        assert len(reason.split()) >= 5, cid


# --------------------------------------------------------------------------- fixture


def _ref(name: str, *clauses: str) -> EngineRef:
    return EngineRef("function", name, clauses)


def test_report_on_fixture() -> None:
    lib = load_library(VALID)
    refs = {
        "demo.1": [_ref("m.deal", "demo.1")],
        "demo.2": [_ref("m.flush", "demo.2")],
        "lost.deal": [EngineRef("option", "packets=3+2", ("lost.deal",))],
        "lost.limit": [_ref("m.limit", "lost.limit")],
        "ed.all-pass": [_ref("m.pass", "ed.all-pass")],
    }
    report = mapping_report(lib, refs)
    assert report.ok, report.errors
    assert list(report.implemented) == ["demo.1", "demo.2", "lost.deal", "lost.limit"]
    assert report.not_mechanical == ["demo.3"]
    assert list(report.not_implemented) == ["lost.limit"]
    assert report.decisions["ed.all-pass"] == refs["ed.all-pass"]
    assert "editorial decision 'ed.turn-order' is cited by no engine object" in report.warnings
    text = report.to_text(lib)
    assert "lost.limit: m.limit  [partly; see not-implemented]" in text
    assert "lost.deal: option packets=3+2" in text


def test_report_errors_on_fixture() -> None:
    lib = load_library(VALID)
    refs = {
        "demo.1": [_ref("m.deal", "demo.1")],
        "nowhere.1": [_ref("m.ghost", "nowhere.1")],
        "demo.one": [_ref("m.old", "demo.one")],
    }
    report = mapping_report(lib, refs)
    assert not report.ok
    assert "m.ghost cites unknown clause 'nowhere.1'" in report.errors
    assert "m.old cites retired id 'demo.one'; cite 'demo.1' instead" in report.errors
    assert any("'demo.2' bears a rule (flush)" in e for e in report.errors)
    assert any("'lost.deal' bears a rule (deal)" in e for e in report.errors)
    assert not any("lost.limit" in e for e in report.errors)  # listed as not implemented


def test_cli_prints_the_report(engine: dict[str, list[EngineRef]]) -> None:
    lines: list[str] = []
    status = main([], out=lines.append)
    text = "\n".join(lines)
    assert "Implemented (" in text and "Not yet implemented (" in text
    assert status == (0 if "Errors (0)" in text else 1)
