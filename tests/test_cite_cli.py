"""``python -m mouche cite``: the acceptance points of issue 9, point 5."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

pytest.importorskip("citeproc")
pybtex_database = pytest.importorskip("pybtex.database")
jsonschema = pytest.importorskip("jsonschema")

from mouche.__main__ import main  # noqa: E402
from mouche.citations.citeproc import CSL_DIR  # noqa: E402

ROOT = Path(__file__).resolve().parent.parent
PUBLIC = "https://example.org/mouche/"


@pytest.fixture(autouse=True)
def _no_address(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("MOUCHE_SITE_URL", raising=False)


def run(capsys: pytest.CaptureFixture[str], *args: str) -> tuple[int, str, str]:
    code = main(["cite", *args])
    out = capsys.readouterr()
    return code, out.out, out.err


def test_permalink_with_a_site_url(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(capsys, "academie.13", "--format", "permalink", "--site-url", PUBLIC)
    assert code == 0 and out == "https://example.org/mouche/sources/academie/#academie.13\n"


def test_the_address_comes_from_mouche_site_url(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    code, out, err = run(capsys, "academie.13", "--format", "permalink")
    assert code == 0 and out == "sources/academie/#academie.13\n" and "no site address" in err
    monkeypatch.setenv("MOUCHE_SITE_URL", "https://example.org/mouche")
    code, out, err = run(capsys, "academie.13")
    assert out.rstrip().endswith(f"{PUBLIC}sources/academie/#academie.13.") and not err


def test_bibtex_parses_formats_and_locates_article_13(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    import pybtex.errors  # type: ignore[import-untyped]
    from pybtex.plugin import find_plugin  # type: ignore[import-untyped]

    code, out, _ = run(capsys, "academie.13", "--format", "bibtex")
    assert code == 0
    monkeypatch.setattr(pybtex.errors, "strict", True)
    data = pybtex_database.parse_string(out, "bibtex")
    (entry,) = find_plugin("pybtex.style.formatting", "plain")().format_entries(
        data.entries.values()
    )
    assert "De la Mouche" in entry.text.render_as("text")
    assert out.rstrip().endswith("\\cite[102, art.~13]{academie}")


def test_csl_json_is_an_array_of_items_and_the_citation_its_own_format(
    capsys: pytest.CaptureFixture[str],
) -> None:
    code, out, _ = run(capsys, "academie.13", "--format", "csl-json")
    items = json.loads(out)
    assert code == 0 and isinstance(items, list) and [i["id"] for i in items] == ["academie"]
    schema = json.loads((CSL_DIR / "csl-data-1.0.json").read_text(encoding="utf-8"))
    jsonschema.validate(items, schema)
    code, out, _ = run(capsys, "academie.13", "--format", "csl-citation")
    (cite,) = json.loads(out)["citationItems"]
    assert code == 0 and cite["id"] == "academie"
    assert "#academie.13" in items[0].pop("note")  # issue 40.3: the permalink travels with it
    assert {k: v for k, v in cite["itemData"].items() if k != "note"} == items[0]
    assert (cite["locator"], cite["label"]) == ("102", "page")
    assert cite["suffix"].startswith(", art. 13")
    _, out, _ = run(capsys, "encyclopedie1765.sauver", "--format", "csl-citation")
    (cite,) = json.loads(out)["citationItems"]
    assert (cite["label"], cite["locator"]) == ("sub-verbo", "Mouche, sauver la")
    _, out, _ = run(capsys, "vanderaa1721.deal", "--format", "csl-citation")
    unseen, report = json.loads(out)["citationItems"]
    assert unseen["id"] == "vanderaa1721" and "locator" not in unseen
    assert (report["id"], report["prefix"]) == ("wikipedia-ru", "cited in ")
    assert (report["label"], report["locator"]) == ("section", "Раздача и объявления")


@pytest.mark.parametrize("fmt", ["biblatex", "bibtex", "ris", "csl-json"])
def test_all_prints_the_whole_bibliography(capsys: pytest.CaptureFixture[str], fmt: str) -> None:
    from mouche.citations import bibliography_file
    from mouche.edition.loading import load_library

    code, out, _ = run(capsys, "--all", "--format", fmt, "--site-url", PUBLIC)
    assert code == 0 and out == bibliography_file(load_library(), fmt, PUBLIC).rstrip("\n") + "\n"


def test_all_refuses_a_format_without_a_file_and_an_id_beside_it(
    capsys: pytest.CaptureFixture[str],
) -> None:
    code, out, err = run(capsys, "--all", "--format", "chicago-note")
    assert code == 2 and not out and err.count("\n") == 1 and "--format" in err
    code, out, err = run(capsys, "academie", "--all", "--format", "ris")
    assert code == 2 and not out and "not both" in err
    code, out, err = run(capsys)
    assert code == 2 and "--all" in err


def test_chicago_note(capsys: pytest.CaptureFixture[str]) -> None:
    _, out, _ = run(capsys, "academie.13", "--site-url", PUBLIC)
    assert out == (
        "“De la Mouche,” in [Académie des jeux] (n.p., n.d.), 102, art. 13, "
        "https://example.org/mouche/sources/academie/#academie.13.\n"
    )
    _, out, _ = run(capsys, "cotton1674", "--format", "chicago-bibliography")
    assert out.startswith("[Cotton, Charles]. The Compleat Gamester")


def test_every_kind_and_a_record_file(capsys: pytest.CaptureFixture[str]) -> None:
    record = str(ROOT / "tests" / "records" / "saved-mouche.toml")
    for cid in ("ed.all-pass", "ruleset-academie", "option-mouche-limit", "site", record):
        for fmt in ("chicago-note", "biblatex", "csl-json"):
            code, out, _ = run(capsys, cid, "--format", fmt, "--site-url", PUBLIC)
            assert code == 0 and out.strip(), (cid, fmt)


def test_a_tei_file_cites_its_source(capsys: pytest.CaptureFixture[str]) -> None:
    """Issue 39.9: it was read as a hand record and refused with a TOML error."""
    code, out, _ = run(capsys, "sources/academie.tei.xml", "--format", "biblatex")
    assert code == 0 and out.startswith("@inbook{academie,")
    code, out, err = run(capsys, "sources/nothing.tei.xml")
    assert code == 2 and not out and err.count("\n") == 1 and "TEI file of no source" in err


def test_unknown_id_exits_2_naming_the_nearest(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, err = run(capsys, "academie.31")
    assert code == 2 and not out
    assert err.count("\n") == 1 and "academie.13" in err and "nearest" in err
    code, _, err = run(capsys, "academie.13", "--site-url", "example.org")
    assert code == 2 and "absolute" in err
    code, _, err = run(capsys, str(ROOT / "no-such-record.toml"))
    assert code == 2 and err.count("\n") == 1


def test_as_a_module() -> None:
    proc = subprocess.run(
        [sys.executable, "-m", "mouche", "cite", "academie.13", "--format", "permalink"],
        capture_output=True,
        text=True,
        cwd=ROOT,
        env={"PATH": "/usr/bin:/bin", "MOUCHE_SITE_URL": PUBLIC},
    )
    assert proc.returncode == 0 and proc.stdout == f"{PUBLIC}sources/academie/#academie.13\n"
