"""The id lock (sources/published-ids.toml): published ids never vanish or change meaning."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from mouche.edition.loading import load_library
from mouche.edition.lock import (
    LOCK_COMMAND,
    LOCK_KINDS,
    check_lock,
    fingerprint,
    fingerprints,
    read_lock,
    update_lock,
)
from mouche.edition.model import SourceError

REPO = Path(__file__).resolve().parent.parent
VALID = Path(__file__).resolve().parent / "fixtures" / "sources" / "valid"


def test_published_ids_still_exist_with_the_same_meaning() -> None:
    library = load_library(REPO / "sources")
    problems = check_lock(library, read_lock(REPO / "sources" / "published-ids.toml"))
    assert not problems, "\n".join(problems)


def test_every_id_is_locked() -> None:
    library = load_library(REPO / "sources")
    lock = read_lock(REPO / "sources" / "published-ids.toml")
    now = fingerprints(library)
    missing = [i for k in LOCK_KINDS for i in now[k] if i not in lock[k]]
    assert not missing, (
        f"ids not in sources/published-ids.toml; run `{LOCK_COMMAND}`: " + ", ".join(missing)
    )


def test_fingerprint_ignores_whitespace_only() -> None:
    assert fingerprint("a  b\n c") == fingerprint("a b c")
    assert fingerprint("a b c") != fingerprint("a b d")
    assert len(fingerprint("x")) == 16


@pytest.fixture
def tree(tmp_path: Path) -> Path:
    root = tmp_path / "sources"
    shutil.copytree(VALID, root)
    return root


def _edit(path: Path, old: str, new: str) -> None:
    text = path.read_text(encoding="utf-8")
    assert old in text
    path.write_text(text.replace(old, new), encoding="utf-8")


def test_update_adds_every_kind(tree: Path) -> None:
    added, problems = update_lock(load_library(tree))
    assert not problems
    assert {"demo", "demo.1", "lost.deal", "ed.all-pass", "mouche"} <= set(added)
    lock = read_lock(tree / "published-ids.toml")
    assert lock["source"]["demo"] == fingerprint("Démonstration des jeux")
    assert lock["clause"]["lost.deal"] == fingerprint("Cards are dealt by two and three.")
    assert lock["term"]["mouche"] == fingerprint("mouche")
    # a second run adds nothing and leaves the file as it was
    before = (tree / "published-ids.toml").read_text(encoding="utf-8")
    assert update_lock(load_library(tree)) == ([], [])
    assert (tree / "published-ids.toml").read_text(encoding="utf-8") == before


def test_changed_text_is_refused_until_accepted(tree: Path) -> None:
    update_lock(load_library(tree))
    _edit(tree / "lost.toml", "dealt by two and three", "dealt by three and two")
    library = load_library(tree)
    (problem,) = check_lock(library, read_lock(tree / "published-ids.toml"))
    assert "'lost.deal'" in problem and "--accept lost.deal" in problem
    added, problems = update_lock(library)
    assert added == [] and len(problems) == 1
    added, problems = update_lock(library, accept=["lost.deal"])
    assert problems == []
    assert check_lock(library, read_lock(tree / "published-ids.toml")) == []


def test_removed_id_needs_an_alias(tree: Path) -> None:
    update_lock(load_library(tree))
    _edit(tree / "demo.toml", 'id = "demo.3"', 'id = "demo.history"')
    library = load_library(tree)
    lock = read_lock(tree / "published-ids.toml")
    (problem,) = check_lock(library, lock)
    assert "'demo.3'" in problem and "aliases.toml" in problem
    _, problems = update_lock(library)
    assert problems  # refuses to drop demo.3
    with (tree / "aliases.toml").open("a", encoding="utf-8") as f:
        f.write('\n[[alias]]\nid = "demo.3"\nsuccessor = "demo.history"\nreason = "renamed"\n')
    library = load_library(tree)
    assert check_lock(library, lock) == []
    assert library.resolve("demo.3").id == "demo.history"
    added, problems = update_lock(library)
    assert added == ["demo.history"] and problems == []
    assert "demo.3" in read_lock(tree / "published-ids.toml")["clause"]  # never dropped


def test_accept_unknown_id_is_refused(tree: Path) -> None:
    _, problems = update_lock(load_library(tree), accept=["nothing.here"])
    assert problems == ["--accept nothing.here: no such live id"]


def test_live_id_cannot_be_aliased(tree: Path) -> None:
    with (tree / "aliases.toml").open("a", encoding="utf-8") as f:
        f.write('\n[[alias]]\nid = "demo.2"\nsuccessor = "demo.1"\nreason = "wrong"\n')
    with pytest.raises(SourceError, match="live id"):
        load_library(tree)


def test_malformed_lock(tmp_path: Path) -> None:
    lock = tmp_path / "published-ids.toml"
    lock.write_text('[clauses]\n"a.1" = "x"\n', encoding="utf-8")
    with pytest.raises(SourceError, match="clauses"):
        read_lock(lock)
    assert read_lock(tmp_path / "absent.toml") == {k: {} for k in LOCK_KINDS}


def test_the_lock_commands_run(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    """`python -m mouche sources --check-lock` and `python -m mouche.edition --check-lock`."""
    import runpy
    import sys

    from mouche.__main__ import main as mouche_main

    assert LOCK_COMMAND.startswith("python -m mouche sources ")
    assert mouche_main(["sources", "--check-lock"]) == 0
    assert "id lock: ok" in capsys.readouterr().out
    monkeypatch.setattr(sys, "argv", ["python -m mouche.edition", "--check-lock"])
    with pytest.raises(SystemExit) as exit_:
        runpy.run_module("mouche.edition", run_name="__main__")
    assert exit_.value.code == 0
    assert "id lock: ok" in capsys.readouterr().out
