"""The Académie text, the sources not in hand, the modern secondary sources, the glossary.

Checked against the shared originals: the OCR copy must be the seed unchanged, and
nothing of the Wikipedia translation's wording may reappear in our reports.
"""

from __future__ import annotations

import re
import tomllib
from pathlib import Path

import pytest
from test_sources_period_texts import PERIOD_TEXTS

from mouche.edition.copies import copy_mismatch
from mouche.edition.loading import load_library
from mouche.edition.marks import apply_marks, normalize_ws, undo_marks
from mouche.edition.model import Library

SOURCES = Path(__file__).resolve().parent.parent / "sources"
SHARED = Path(__file__).resolve().parents[2] / "shared"
SEED_ACADEMIE = SHARED / "seeds" / "001_f1cf3179b63318bf.txt"
SEED_WIKIPEDIA = SHARED / "seeds" / "000_a4f151831fec5c41.txt"

NOT_IN_HAND = (
    "academie1718",
    "vantenac1858",
    "mery1847",
    "academy-of-play1764",
    "parlett1990",
    "depaulis1987",
)
SECONDARY = (
    "wikipedia-ru",
    "ajo",
    "adpoker",
    "jeux-de-cartes",
    "gamerules-loo",
    "wikipedia-loo",
    "wikipedia-lanterloo",
    "denexa-loo",
    "pokerwiner-loo",
    "playingcardgames-loo",
)
PERIOD = tuple(PERIOD_TEXTS)
OURS = ("academie", "vanderaa1721", *PERIOD, *NOT_IN_HAND, *SECONDARY)

ENGINE_CITES = (
    *(f"academie.{n}" for n in range(5, 16)),
    *(
        f"vanderaa1721.{loc}"
        for loc in (
            "players-pack",
            "ranking",
            "deal",
            "decisions",
            "mouche",
            "questions",
            "several-mouches",
            "play",
            "payment",
            "limit",
            "deferred",
        )
    ),
    "ajo.pack",
)

TEXT_FIELDS = ("english", "russian", "note", "report")


@pytest.fixture(scope="module")
def library() -> Library:
    return load_library(SOURCES)


def test_our_files_load(library: Library) -> None:
    assert set(OURS) <= set(library.sources)
    assert len(library.glossary) >= 30


def test_engine_citations_exist(library: Library) -> None:
    missing = [cid for cid in ENGINE_CITES if cid not in library.clauses]
    assert not missing


def test_academie_articles_in_order_and_complete(library: Library) -> None:
    src = library.source("academie")
    assert [c.id for c in src.clauses] == [f"academie.{n}" for n in range(5, 16)]
    assert copy_mismatch(src) is None
    for c in src.clauses:
        assert normalize_ws(undo_marks(c.reading)) == normalize_ws(c.diplomatic)
        assert c.english.strip() and c.russian.strip() and c.page
        assert "⟦" not in apply_marks(c.reading)


def test_academie_copy_is_the_seed_unchanged() -> None:
    if not SEED_ACADEMIE.is_file():
        pytest.skip("shared seeds not present")
    assert (SOURCES / "primary" / "academie.txt").read_bytes() == SEED_ACADEMIE.read_bytes()


def test_diplomatic_concatenation_is_the_whole_seed_exactly() -> None:
    data = tomllib.loads((SOURCES / "academie.toml").read_text(encoding="utf-8"))
    text = (SOURCES / "primary" / "academie.txt").read_text(encoding="utf-8")
    assert "\n".join(c["diplomatic"] for c in data["clause"]) == text


def test_running_heads_are_deleted_in_the_reading(library: Library) -> None:
    heads = ("BB LA UOtCVB. tel", "lOS .i>B LÀ HOVCHE.", "SE LA MOUCHÉ. S oS")
    for head in heads:
        (holder,) = [c for c in library.source("academie").clauses if head in c.diplomatic]
        assert f"⟦{head}→⟧" in holder.reading


def test_sources_not_in_hand_have_bibliography_only(library: Library) -> None:
    for sid in NOT_IN_HAND:
        s = library.source(sid)
        assert s.status == "not-in-hand" and not s.clauses and not s.copy
        assert s.missing.strip() and s.provenance.strip()


def test_reported_clauses_are_attributed_to_their_reporter(library: Library) -> None:
    for s in library.sources.values():
        if s.status in ("reported", "secondary"):
            for c in s.clauses:
                assert c.report.strip() and not c.diplomatic
                assert c.attribution in library.sources
                assert c.attribution == s.id or c.attribution in s.reported_by


def test_glossary_terms_cite_clauses(library: Library) -> None:
    for t in library.glossary.values():
        assert t.clauses, t.id
        assert all(ref in library.clauses for ref in t.clauses)


_WORD = re.compile(r"[^\W\d_]+", re.UNICODE)


def _words(text: str) -> list[str]:
    return [w.lower().replace("ё", "е") for w in _WORD.findall(text)]


def _our_texts() -> list[tuple[str, str]]:
    out = []
    for sid in OURS:
        data = tomllib.loads((SOURCES / f"{sid}.toml").read_text(encoding="utf-8"))
        out += [(f"{sid} [source] note", data["source"].get("note", ""))]
        for c in data.get("clause", []):
            out += [(f"{c['id']} {f}", c[f]) for f in TEXT_FIELDS if f in c]
    data = tomllib.loads((SOURCES / "glossary.toml").read_text(encoding="utf-8"))
    out += [(f"term {t['id']}", t["definition"]) for t in data["term"]]
    return out


def test_no_wording_copied_from_the_wikipedia_translation() -> None:
    """No run of six words of the Russian Wikipedia text reappears in our texts."""
    if not SEED_WIKIPEDIA.is_file():
        pytest.skip("shared seeds not present")
    seed = _words(SEED_WIKIPEDIA.read_text(encoding="utf-8"))
    runs = {tuple(seed[i : i + 6]) for i in range(len(seed) - 5)}
    copied = []
    for where, text in _our_texts():
        w = _words(text)
        copied += [
            (where, " ".join(w[i : i + 6]))
            for i in range(len(w) - 5)
            if tuple(w[i : i + 6]) in runs
        ]
    assert not copied


def test_no_mixed_script_words() -> None:
    """A Latin letter inside a Cyrillic word (or the reverse) is a typing slip."""
    bad = []
    for where, text in _our_texts():
        for w in _WORD.findall(text):
            cyr = any("\u0400" <= ch <= "\u04ff" for ch in w)
            lat = any(ch.isascii() for ch in w)
            if cyr and lat:
                bad.append((where, w))
    assert not bad
