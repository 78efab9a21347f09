"""Nothing lost, nothing invented: each clause's TEI gives back the texts of sources/*.toml.

Read from the TEI file alone, as a reader's tool would (this walker knows TEI, not
our code): the diplomatic text is every ``sic`` and ``orig`` (and the running heads,
``fw``), our reading every ``corr`` and ``reg`` (a ``gap`` is our sign "[…]", a crux
``sic`` stands between daggers).  Both must equal, whitespace aside, the clause's
``diplomatic`` and its ``reading`` with the marks applied, for every clause of every
source in hand; and the marked reading itself, each change with its kind
(correction, conjecture, crux), comes back too.

The short ``note type="certainty"`` right after a conjecture or a crux ("conj.",
"crux") is skipped, and checked to point to the mark it follows: an editor's note is
neither the text in hand nor our reading (the TEI Consortium's Stylesheets' own "plain"
mode drops every ``note`` likewise, ``common/common_core.xsl``).
"""

from __future__ import annotations

import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from mouche.edition.loading import load_library
from mouche.edition.marks import apply_marks, normalize_ws
from mouche.edition.model import Clause, Library
from mouche.edition.tei import sources_in_hand, tei_document

TEI = "{http://www.tei-c.org/ns/1.0}"
XML_ID = "{http://www.w3.org/XML/1998/namespace}id"

_LIBRARY = load_library()
CLAUSES = [c for s in sources_in_hand(_LIBRARY) for c in s.clauses]


@pytest.fixture(scope="module")
def abs_by_id(tmp_path_factory: pytest.TempPathFactory) -> dict[str, ET.Element]:
    """Every clause's ``ab``, parsed from the written files."""
    folder: Path = tmp_path_factory.mktemp("roundtrip")
    out: dict[str, ET.Element] = {}
    for source in sources_in_hand(_LIBRARY):
        path = folder / f"{source.id}.tei.xml"
        path.write_text(tei_document(source), encoding="utf-8")
        edition = ET.parse(path).getroot().find(f"{TEI}text/{TEI}body/{TEI}div")
        assert edition is not None and edition.get("type") == "edition"
        for div in edition.findall(f"{TEI}div"):
            ab = div.find(f"{TEI}ab")
            assert ab is not None
            out[div.get(XML_ID, "")] = ab
    return out


def _local(el: ET.Element) -> str:
    return el.tag.removeprefix(TEI)


def _inner(el: ET.Element, mode: str) -> str:
    """The text of ``el`` in ``mode``: ``diplomatic``, ``reading`` or ``marked``."""
    parts = [el.text or ""]
    before: ET.Element | None = None
    for child in el:
        if _local(child) == "note":
            _check_flag(child, before)
        parts.append(_child(child, mode))
        parts.append(child.tail or "")
        before = child
    return "".join(parts)


def _check_flag(note: ET.Element, mark: ET.Element | None) -> None:
    """A certainty note stands right after the conjecture's ``choice`` or the crux's
    ``sic`` it points to."""
    assert mark is not None and not mark.tail, "a certainty note follows nothing"
    flagged = mark if _local(mark) == "sic" else mark.find(f"{TEI}corr")
    assert flagged is not None and note.get("target") == f"#{flagged.get(XML_ID)}"


def _part(choice: ET.Element, names: tuple[str, ...]) -> ET.Element:
    (found,) = [c for c in choice if _local(c) in names]
    return found


def _child(el: ET.Element, mode: str) -> str:
    tag = _local(el)
    if tag == "pb":
        assert el.get("n") and not len(el) and not el.text
        return ""
    if tag == "note":  # the flag of a conjecture or a crux (see _check_flag): not text
        assert el.get("type") == "certainty" and el.get("resp") == "#editors"
        assert el.get("subtype") in ("conjecture", "crux")
        return ""
    if tag == "gap":
        return "" if mode == "diplomatic" else "[…]"
    if tag == "fw":  # a running head: the text in hand has it, our reading leaves it out
        return _inner(el, mode)
    if tag == "sic":  # standing alone: a crux
        assert el.get("ana") == "#crux"
        words = _inner(el, mode)
        return {"diplomatic": words, "reading": f"†{words}†", "marked": f"⟦†{words}⟧"}[mode]
    if tag == "choice":
        assert len(el) == 2
        raw = _inner(_part(el, ("sic", "orig")), "reading")
        ours = _part(el, ("corr", "reg"))
        new = _inner(ours, "reading")
        if mode == "diplomatic":
            return raw
        if mode == "reading":
            return new
        arrow = "⇢" if ours.get("cert") == "low" else "→"
        return f"⟦{raw}{arrow}{new}⟧"
    raise AssertionError(f"unexpected element <{tag}> in a clause's text")


@pytest.mark.parametrize("clause", CLAUSES, ids=[c.id for c in CLAUSES])
def test_the_tei_gives_back_the_diplomatic_text_and_our_reading(
    clause: Clause, abs_by_id: dict[str, ET.Element]
) -> None:
    ab = abs_by_id[clause.id]
    assert normalize_ws(_inner(ab, "diplomatic")) == normalize_ws(clause.diplomatic)
    assert normalize_ws(_inner(ab, "reading")) == normalize_ws(apply_marks(clause.reading))
    assert normalize_ws(_inner(ab, "marked")) == normalize_ws(clause.reading)


def test_every_clause_of_every_source_in_hand_is_covered(abs_by_id: dict[str, ET.Element]) -> None:
    library: Library = _LIBRARY
    in_hand = [c.id for s in library.sources.values() if s.has_text for c in s.clauses]
    assert sorted(abs_by_id) == sorted(in_hand) == sorted(c.id for c in CLAUSES)
    assert len(in_hand) > 80


def test_a_lost_word_would_be_seen(abs_by_id: dict[str, ET.Element]) -> None:
    """The walker is strict: drop one corr and the reading no longer matches."""
    ab = abs_by_id["academie.13"]
    clone = ET.fromstring(ET.tostring(ab))
    corr = clone.find(f".//{TEI}corr")
    assert corr is not None
    corr.text = ""
    clause = _LIBRARY.clause("academie.13")
    assert normalize_ws(_inner(clone, "reading")) != normalize_ws(apply_marks(clause.reading))
