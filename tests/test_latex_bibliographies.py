"""The whole bibliography in LaTeX, as editors compile it (issue 39.5, 39.6): the biblatex file
under biblatex-chicago, the convention How to cite says it follows, every entry cited with the
command its Cite panel shows; and the classic BibTeX file under BibTeX itself (``plain``).

The test writes a LaTeX document that cites every entry of the whole bibliography, and every
clause of a source, each with its panel's own ``\\autocite`` (the clause's locator as the
postnote), runs pdflatex, biber and pdflatex twice with ``biblatex-chicago`` in its notes
style, and reads the notes back from the PDF (``pdftotext``).  It fails on a LaTeX or biber
error and on each fault an editor met: "s.v." said twice, an entry's name said twice
("“Loo,” s.v. “Loo,”"), "Anonymous", an empty "()", an access date printed as a range, and
our edition's credit printed among the work's facts (inside a note's parentheses).  Where
Chicago's note and ours should agree (an entry of a reference work), the note is the one
the site prints.

The TeX packages (Debian ``texlive-latex-extra``, ``texlive-bibtex-extra``, ``lmodern``) and
``pdftotext`` (``poppler-utils``) are installed by ``.ci/run``; elsewhere the test skips
without them.
"""

from __future__ import annotations

import json
import os
import re
import shutil
import subprocess
from pathlib import Path

import pytest

from mouche import citations as C
from mouche.edition.loading import load_library
from mouche.edition.model import Library

REPO = Path(__file__).resolve().parent.parent
BASE = "https://example.org/mouche/"
TOOLS = ("pdflatex", "biber", "bibtex", "pdftotext", "kpsewhich")


def _tools() -> dict[str, str]:
    found = {t: shutil.which(t) for t in TOOLS}
    missing = [t for t, p in found.items() if p is None]
    style = found["kpsewhich"] and subprocess.run(
        [str(found["kpsewhich"]), "biblatex-chicago.sty", "lmodern.sty", "csquotes.sty"],
        capture_output=True,
        text=True,
    ).stdout.count("\n")
    if missing or style != 3:
        why = f"needs {', '.join(missing) or 'biblatex-chicago, lmodern and csquotes'}"
        if os.environ.get("CI"):
            pytest.fail(f"{why} (.ci/run installs them)")
        pytest.skip(why)
    return {t: str(p) for t, p in found.items()}


def _commands(lib: Library) -> list[tuple[str, str]]:
    """(id, the panel's cite command) for every entry and every clause of a source."""
    ids = [c.id for c in C.bibliography_citables(lib, BASE)]
    ids += [cid for cid, clause in lib.clauses.items() if not clause.is_reported]
    out = []
    for item_id in ids:
        text = C.cite(lib, item_id, "biblatex", BASE)
        (command,) = re.findall(r"% Cite it as: (\\autocite.*)", text)
        out.append((item_id, command))
    return out


_DOCUMENT = r"""\documentclass{article}
\usepackage[T1]{fontenc}
\usepackage{lmodern}
\usepackage[english]{babel}
\usepackage{csquotes}
\usepackage[notes,backend=biber,autolang=none]{biblatex-chicago}
\addbibresource{all.bib}
\pdfpagewidth=300cm \textwidth=290cm \hsize=290cm \pdfpageheight=500cm \textheight=490cm
\hyphenpenalty=10000 \exhyphenpenalty=10000 \tolerance=10000
\begin{document}
%s
\end{document}
"""


@pytest.fixture(scope="module")
def notes(tmp_path_factory: pytest.TempPathFactory) -> dict[str, str]:
    """Each cited id's footnote, as the PDF prints it."""
    tools = _tools()
    lib = load_library(REPO / "sources")
    folder = tmp_path_factory.mktemp("chicago")
    (folder / "all.bib").write_text(C.bibliography_file(lib, "biblatex", BASE), "utf-8")
    commands = _commands(lib)
    body = "\n".join(f"Cite {i}: X{command}.\n" for i, (_, command) in enumerate(commands, 1))
    (folder / "t.tex").write_text(_DOCUMENT % body, "utf-8")
    latex = [tools["pdflatex"], "-interaction=nonstopmode", "-halt-on-error", "t.tex"]
    for step in (latex, [tools["biber"], "t"], latex, latex):
        proc = subprocess.run(
            step, cwd=folder, capture_output=True, text=True, errors="replace", timeout=600
        )
        assert proc.returncode == 0, (step[0], proc.stdout[-3000:])
    assert "ERROR" not in (folder / "t.blg").read_text("utf-8")
    text = subprocess.run(
        [tools["pdftotext"], "-layout", "t.pdf", "-"],
        cwd=folder,
        capture_output=True,
        text=True,
        check=True,
    ).stdout
    printed = {}
    for line in text.splitlines():
        m = re.match(r"\s*(\d+)\.\s+(\S.*)$", line)
        if m and int(m.group(1)) <= len(commands):
            printed[int(m.group(1))] = " ".join(m.group(2).split())
    return {item_id: printed.get(n, "") for n, (item_id, _) in enumerate(commands, 1)}


def test_every_entry_and_clause_prints_a_note(notes: dict[str, str]) -> None:
    empty = [i for i, note in notes.items() if len(note) < 10]
    assert not empty, empty


def test_no_note_says_a_thing_twice_or_makes_one_up(notes: dict[str, str]) -> None:
    for item_id, note in notes.items():
        assert note.count("s.v.") <= 1, (item_id, note)
        headword = re.match(r"“([^”]+?),?” s\.v\. “\1[,.]?”", note)
        assert headword is None, (item_id, note)
        assert "Anonymous" not in note, (item_id, note)
        assert "()" not in note, (item_id, note)
        assert not re.search(
            r"–\s*(January|February|March|April|May|June|July|August|"
            r"September|October|November|December)",
            note,
        ), (item_id, note)


def test_our_credit_comes_after_the_works_facts(notes: dict[str, str]) -> None:
    credited = {i: n for i, n in notes.items() if "Transcription and" in n}
    assert len(credited) >= 10, credited
    for item_id, note in credited.items():
        assert not re.search(r"\([^()]*Transcription and", note), (item_id, note)


def test_an_entry_of_a_reference_work_is_named_once(notes: dict[str, str]) -> None:
    """ "“Loo,” in Encyclopaedia Britannica, …" or, once cited, "“Loo,” par. 1": the entry by
    its title, then its place in it, where biblatex-chicago printed "“Loo,” s.v. “Loo,”"; an
    s.v. stays where the headword is not the entry's title ("s.v. “Mouche.”")."""
    lib = load_library(REPO / "sources")
    for cid in ("eb1911-loo.1", "encyclopedie1752-bete.1", "encyclopedie1765.mouche"):
        clause = lib.clauses[cid]
        (item,) = json.loads(C.cite(lib, cid, "csl-json", BASE))
        note = notes[cid]
        assert note.startswith(f"“{item['title']},”"), (cid, note)
        assert note.count(item["title"]) == 1, (cid, note)
        if clause.sub_verbo and clause.sub_verbo != item["title"]:
            assert note.endswith(f"s.v. “{clause.sub_verbo}.”"), (cid, note)
        paragraph = re.search(r"par\. \d+", C.cite(lib, cid, "chicago-note", BASE))
        if paragraph:
            assert note.endswith(paragraph.group(0) + "."), (cid, note)


_PLAIN = r"""\documentclass{article}
\usepackage[T1]{fontenc}
\usepackage{lmodern}
\usepackage{url}
\begin{document}
\nocite{*}
\bibliographystyle{plain}
\bibliography{all}
\end{document}
"""


def test_bibtex_formats_every_entry_of_the_bibtex_file_without_a_warning(
    tmp_path: Path,
) -> None:
    """BibTeX's ``plain`` style, the classic file whole: every entry printed, no warning (it
    warned "empty publisher" for the 8 parts of books and reference works with none)."""
    tools = _tools()
    lib = load_library(REPO / "sources")
    (tmp_path / "all.bib").write_text(C.bibliography_file(lib, "bibtex", BASE), "utf-8")
    (tmp_path / "t.tex").write_text(_PLAIN, "utf-8")
    latex = [tools["pdflatex"], "-interaction=nonstopmode", "-halt-on-error", "t.tex"]
    for step in (latex, [tools["bibtex"], "t"], latex, latex):
        proc = subprocess.run(
            step, cwd=tmp_path, capture_output=True, text=True, errors="replace", timeout=300
        )
        assert proc.returncode == 0, (step[0], proc.stdout[-3000:])
    log = (tmp_path / "t.blg").read_text("utf-8", errors="replace")
    assert "Warning" not in log and "error" not in log.lower(), log
    bbl = (tmp_path / "t.bbl").read_text("utf-8")
    assert bbl.count("\\bibitem") == len(C.bibliography_citables(lib, BASE))
