"""Citations: names, CSL-JSON items, Chicago strings against the manual, BibTeX, locators.

The rules of *The Chicago Manual of Style*, 17th edition (CMOS 17) are checked with the
manual's own examples where it gives one, by section number. The external tools (pybtex's
``plain`` style, the CSL data schema, citeproc-js) are in ``test_citation_tools.py``.
"""

from __future__ import annotations

import re
import warnings
from pathlib import Path

import pytest

pytest.importorskip("citeproc")
pybtex_database = pytest.importorskip("pybtex.database")

from mouche import citations as C  # noqa: E402
from mouche.citations import chicago as S  # noqa: E402
from mouche.citations import citeproc as engine  # noqa: E402
from mouche.citations.items import typography  # noqa: E402
from mouche.edition.loading import load_library  # noqa: E402
from mouche.edition.model import Library  # noqa: E402

REPO = Path(__file__).resolve().parent.parent
VALID = Path(__file__).resolve().parent / "fixtures" / "sources" / "valid"
BASE = "https://example.org/mouche/"


@pytest.fixture(scope="module")
def real() -> Library:
    return load_library(REPO / "sources")


@pytest.fixture(scope="module")
def demo() -> Library:
    return load_library(VALID)


@pytest.fixture(autouse=True)
def _fixed_date(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("SOURCE_DATE_EPOCH", "1764547200")  # 2025-12-01 00:00 UTC
    monkeypatch.delenv("MOUCHE_SITE_URL", raising=False)


# --------------------------------------------------------------------------- names


@pytest.mark.parametrize(
    ("author", "names"),
    [
        ("Charles Cotton", [{"family": "Cotton", "given": "Charles"}]),
        ("[Charles Cotton]", [{"family": "Cotton", "given": "Charles"}]),
        ("Cotton, Charles", [{"family": "Cotton", "given": "Charles"}]),
        ("Honoré de Balzac", [{"family": "Balzac", "given": "Honoré", "dropping-particle": "de"}]),
        (
            "Pierre van der Aa",
            [{"family": "Aa", "given": "Pierre", "non-dropping-particle": "van der"}],
        ),
        ("Van der Aa, Pierre", [{"family": "Van der Aa", "given": "Pierre"}]),
        ("Méry", [{"family": "Méry"}]),
        ("Académie des Jeux Oubliés", [{"literal": "Académie des Jeux Oubliés"}]),
        ("Wikipedia contributors", [{"literal": "Wikipedia contributors"}]),
        ("Anonymous", []),
        ("", []),
        ("Anonymous (after Edmond Hoyle)", []),
        (
            "Van Tenac, Charles and Delanque",
            [{"family": "Van Tenac", "given": "Charles"}, {"family": "Delanque"}],
        ),
    ],
)
def test_csl_names(author: str, names: list[dict[str, str]]) -> None:
    assert C.csl_names(author) == names


def test_editors() -> None:
    roles = C.csl_roles("Diderot, Denis and d'Alembert, Jean le Rond (eds.)")
    assert list(roles) == ["editor"]
    assert roles["editor"][0] == {"family": "Diderot", "given": "Denis"}


# --------------------------------------------------------------------------- CSL-JSON


def test_csl_items_of_the_real_data(real: Library) -> None:
    items = C.csl_items(real)
    assert [i["id"] for i in items] == list(real.sources)
    for item, source in zip(items, real.sources.values(), strict=True):
        assert item["title"] == typography(source.title) and item["language"] == source.language
        if "note" in item:  # only the credit of this edition, never a status text
            assert source.has_text and item["note"].startswith("Transcription"), item["note"]
        if source.year:
            assert item["issued"]["date-parts"][0][0] == source.year
    by_id = {i["id"]: i for i in items}
    for sid in ("encyclopedie1765", "eb1911-loo"):
        assert by_id[sid]["type"] == "entry-encyclopedia"
    assert by_id["depaulis1987"]["issued"] == {"date-parts": [[1987, 11]]}  # every part known
    assert by_id["ajo"]["accessed"] == {"date-parts": [[2026, 11, 30]]}  # from sources/ajo.toml
    for source in real.sources.values():  # a page consulted online has the day it was
        assert ("accessed" in by_id[source.id]) == bool(source.accessed), source.id
        if source.url or by_id[source.id]["type"] == "webpage":
            assert source.accessed, source.id
    assert len(C.validate_csl(items)) == len(items)


def test_validate_refuses_unknown_fields(demo: Library) -> None:
    item = C.csl_item(demo.source("demo"))
    item["colour"] = "blue"
    with pytest.raises(ValueError, match="colour"):
        C.validate_csl([item])
    with pytest.raises(ValueError, match="title"):
        C.validate_csl([{"id": "x", "type": "book"}])


def test_unrelated_warnings_while_rendering_are_not_data_problems(
    demo: Library, monkeypatch: pytest.MonkeyPatch
) -> None:
    # A socket collected by the garbage collector mid-render once failed this module's tests.
    real_style = engine._style

    def noisy_style() -> object:
        warnings.warn("unclosed <socket.socket>", ResourceWarning, stacklevel=1)
        return real_style()

    monkeypatch.setattr(engine, "_style", noisy_style)
    S._note.cache_clear()
    S._bibliography.cache_clear()
    assert dict(C.bibliography(demo))["demo"] == "Démonstration des jeux. Paris: Le Gras, 1718."


# --------------------------------------------------------------------------- CMOS 17


def _book(**extra: object) -> dict[str, object]:
    return {"id": "x", "type": "book", "language": "und", **extra}


def test_cmos_6_9_periods_and_commas_go_inside_closing_quotation_marks(demo: Library) -> None:
    assert (
        S.quotes_inside("“The Fail-Safe Device”, he said”.") == "“The Fail-Safe Device,” he said.”"
    )
    note = C.cite(demo, "modern", "chicago-note")
    assert "“La Mouche,”" in note and "”," not in note and "”." not in note


def test_cmos_14_79_an_author_known_but_not_on_the_title_page_is_bracketed() -> None:
    # The manual's example: [Henry Fielding?], An Apology for the Life of Mrs. Shamela
    # Andrews (London, 1741).
    item = _book(
        title="An Apology for the Life of Mrs. Shamela Andrews",
        author=[{"family": "Fielding?", "given": "Henry"}],
        issued={"date-parts": [[1741]]},
        **{"publisher-place": "London", "_attributed": [("Henry Fielding?", "Fielding?, Henry")]},
    )
    assert (
        S.note(item)
        == "[Henry Fielding?], An Apology for the Life of Mrs. Shamela Andrews (London, 1741)."
    )


def test_cotton_is_cited_with_the_brackets_of_his_attribution(real: Library) -> None:
    assert C.cite(real, "cotton1674", "chicago-note").startswith("[Charles Cotton], ")
    assert C.cite(real, "cotton1674", "chicago-bibliography").startswith("[Cotton, Charles]. ")


def test_no_place_and_no_date_give_n_p_and_n_d(real: Library, demo: Library) -> None:
    # CMOS 17 ch. 14: "n.p." where neither place nor publisher is known, "n.d." for no date.
    assert "(n.p., n.d.), 102, art. 13," in C.cite(real, "academie.13")
    assert C.cite(real, "academie", "chicago-bibliography").endswith("N.p., n.d.")
    assert "(Paris: Le Gras, 1718)" in C.cite(demo, "demo")


def test_cmos_14_22_locators_are_pages_then_article_or_paragraph(real: Library) -> None:
    assert "1674), 144–45, Lanterloo, par. 4," in C.cite(real, "cotton1674.lanterloo.4")
    assert "(n.p., n.d.), 173–74, par. 2," in C.cite(real, "hoyle-loo.a.2")  # not "Loo ¶2"
    assert "(n.p., 1839), par. 3," in C.cite(real, "balzac1839.3")
    assert "11th ed., s.v. “Loo,” par. 1," in C.cite(real, "eb1911-loo.1")  # not "16:par. 1"
    for cid in real.clauses:
        assert "¶" not in C.cite(real, cid), cid


def test_cmos_14_9_one_url_per_note_the_permalink(real: Library) -> None:
    for cid in ["hoyle-loo.a.1", "pam-loo.1", "ajo.pack", "encyclopedie1765.sauver", *real.clauses]:
        note = C.cite(real, cid, base=BASE)
        assert note.count("http") == 1, note
        assert note.endswith(f"{BASE}sources/{cid.split('.')[0]}/#{cid}."), note


def test_cmos_14_12_an_undated_web_page_has_an_access_date(real: Library) -> None:
    assert C.cite(real, "ajo") == (
        "Académie des Jeux Oubliés, “La Mouche,” accessed November 30, 2026, "
        "https://salondesjeux.fr/mouche.htm."
    )


def test_cmos_14_13_pages_of_the_site_give_version_and_last_modified(real: Library) -> None:
    for cid in ("ed.all-pass", "ruleset-academie", "option-mouche-limit", "site"):
        note = C.cite(real, cid, base=BASE)
        assert "0.1.0" in note and "last modified December 1, 2026" in note, note
    assert C.cite(real, "ed.all-pass", base=BASE).endswith(f"{BASE}editorial/#ed.all-pass.")
    assert C.cite(real, "site", base=BASE) == (
        "The Mouche rules explorer contributors, Mouche rules explorer, version 0.1.0, "
        "last modified December 1, 2026, https://example.org/mouche/."
    )
    assert "Version 0.1.0. Last modified" in C.cite(real, "site", "chicago-bibliography", BASE)


def test_titles_are_italic_in_html_and_the_plain_text_is_the_same(real: Library) -> None:
    for cid in ("cotton1674.lanterloo.4", "balzac1839", "academie.13", "parlett1990"):
        for fmt in ("chicago-note", "chicago-bibliography"):
            c = C.citable(real, cid, BASE)
            html = C.render(c, fmt, html=True)
            assert "<i>" in html, html
            assert S.plain_text(html) == C.render(c, fmt)


def test_reported_clause_is_cited_as_reported_in_its_reporter(real: Library) -> None:
    note = C.cite(real, "vanderaa1721.deal", base=BASE)
    assert note.startswith(
        "La plus nouvelle Académie universelle des jeux, vol. 1 (Leide: Pierre van der Aa, 1721), "
        "cited in Wikipedia contributors, “Mouche (card game),”"
    )


@pytest.mark.parametrize(
    ("pages", "short"),
    [  # the examples of CMOS 17, 9.64
        ("3-10", "3–10"),
        ("71-72", "71–72"),
        ("96-117", "96–117"),
        ("100-104", "100–104"),
        ("1100-1113", "1100–1113"),
        ("101-108", "101–8"),
        ("808-833", "808–33"),
        ("2002-2006", "2002–6"),
        ("321-328", "321–28"),
        ("498-532", "498–532"),
        ("1087-1089", "1087–89"),
        ("1496-1500", "1496–500"),
        ("11564-11615", "11564–615"),
        ("12991-13001", "12991–3001"),
        ("144", "144"),
        ("144–45", "144–45"),
        ("121-122, 144-147, 153", "121–22, 144–47, 153"),
    ],
)
def test_page_range_chicago(pages: str, short: str) -> None:
    assert C.page_range(pages) == short


def test_bibliography_is_sorted_and_anonymous_title_not_repeated(demo: Library) -> None:
    entries = dict(C.bibliography(demo))
    assert list(entries) == ["lost", "modern", "demo"]
    assert entries["demo"] == "Démonstration des jeux. Paris: Le Gras, 1718."
    assert entries["lost"].startswith("Aa, Pierre van der. La plus nouvelle académie.")
    assert dict(C.bibliography(demo, html=True))["demo"].startswith("<i>Démonstration des jeux</i>")


def test_the_old_api_still_answers(demo: Library, real: Library) -> None:
    assert C.source_citation(demo, "demo") == "Démonstration des jeux (Paris: Le Gras, 1718), 1–2."
    assert C.clause_citation(demo, "demo.one", BASE) == C.clause_citation(demo, "demo.1", BASE)
    assert C.clause_citation(demo, "ed.all-pass", BASE) == C.decision_citation(
        demo, "ed.all-pass", BASE
    )
    assert "(academie)" in C.ruleset_citation("academie", "Académie", BASE)
    assert C.ruleset_permalink("x", "https://a.b") == "https://a.b/rulesets/x/"
    assert C.SITE_AUTHOR in C.site_citation(BASE)
    with pytest.raises(KeyError):
        C.clause_citation(demo, "demo")
    parsed = pybtex_database.parse_string(C.bibtex(real), "bibtex")
    assert sorted(parsed.entries) == sorted(real.sources)


# --------------------------------------------------------------------------- formats


def test_bibtex_of_a_clause_is_its_source_entry_and_a_cite_command(real: Library) -> None:
    text = C.cite(real, "academie.13", "bibtex")
    entry = pybtex_database.parse_string(text, "bibtex").entries["academie"]
    assert entry.fields["title"] == "{De la Mouche}"  # brace-protected
    assert "pages" not in entry.fields or entry.type != "book"
    assert text.endswith("\\cite[102, art.~13]{academie}")  # the note's order, no "p."
    assert C.cite(real, "academie.13", "biblatex").endswith("\\autocite[102, art.~13]{academie}")
    assert "@book{parlett1990" in C.cite(real, "parlett1990", "bibtex")
    assert (
        "pages"
        not in pybtex_database.parse_string(C.cite(real, "parlett1990", "bibtex"), "bibtex")
        .entries["parlett1990"]
        .fields
    )


def test_csl_json_of_a_clause_locates_it(real: Library) -> None:
    import json

    (item,) = json.loads(C.cite(real, "academie.13", "csl-json"))
    assert item["id"] == "academie"
    (cite,) = json.loads(C.cite(real, "academie.13", "csl-citation"))["citationItems"]
    # the item exported alone notes the clause's place and permalink (the citation has both)
    assert item.pop("note").endswith("; cited at 102, art. 13, " + cite["suffix"][11:])
    assert {k: v for k, v in cite["itemData"].items() if k != "note"} == item
    assert {k: cite[k] for k in ("id", "locator", "label", "suffix")} == {
        "id": "academie",
        "locator": "102",
        "label": "page",
        "suffix": f", art. 13, {C.cite(real, 'academie.13', 'permalink')}",
    }
    balzac = json.loads(C.cite(real, "balzac1839.3", "csl-citation"))["citationItems"][0]
    assert (balzac["locator"], balzac["label"]) == ("3", "paragraph")


def test_permalinks_of_every_kind(real: Library) -> None:
    expect = {
        "academie.13": "sources/academie/#academie.13",
        "academie": "sources/academie/",
        "ed.all-pass": "editorial/#ed.all-pass",
        "ruleset-academie": "rulesets/academie/",
        "option-mouche-limit": "rulesets/options/#option-mouche-limit",
        "record-everyone-passes": "records/#record-everyone-passes",
        "site": "",
    }
    for cid, path in expect.items():
        assert C.cite(real, cid, "permalink", BASE) == BASE + path
        assert C.cite(real, cid, "permalink") == (path or "./")  # no public address: no host


def test_every_citable_thing_in_every_format(real: Library) -> None:
    ids = C.citable_ids(real)
    assert {"academie.13", "academie", "ed.all-pass", "ruleset-academie", "site"} <= set(ids)
    for cid in ids:
        c = C.citable(real, cid, BASE)
        for fmt in C.FORMATS:
            text = C.render(c, fmt)
            assert text or (fmt == "permalink" and not c.permalink), (cid, fmt)
            if fmt.startswith("chicago"):
                assert "  " not in text and " ," not in text and ",," not in text, (cid, text)


def test_a_hand_record_file_is_citable(real: Library, tmp_path: Path) -> None:
    example = REPO / "tests" / "records" / "everyone-passes.toml"
    assert C.cite(real, str(example), base=BASE) == C.cite(
        real, "record-everyone-passes", base=BASE
    )
    own = tmp_path / "mine.toml"
    own.write_text(example.read_text(encoding="utf-8"), encoding="utf-8")
    note = C.cite(real, str(own), base=BASE)
    assert "Everyone passes (hand record, ruleset vanderaa1721)" in note and "http" not in note
    assert C.cite(real, str(own), "permalink", BASE) == ""


def test_unknown_ids_name_the_nearest(real: Library) -> None:
    with pytest.raises(C.UnknownCitable, match=r"nearest: academie\.13"):
        C.citable(real, "acadmie.13")
    with pytest.raises(ValueError, match="format"):
        C.render(C.citable(real, "academie"), "mla")


def test_site_url_and_build_date(monkeypatch: pytest.MonkeyPatch) -> None:
    assert C.site_url() == ""
    monkeypatch.setenv("MOUCHE_SITE_URL", "https://example.org/mouche")
    assert C.site_url() == BASE
    assert C.site_url("http://other.example/") == "http://other.example/"
    for bad in ("example.org/mouche", "ftp://example.org/", "https://example.org/?q=1"):
        with pytest.raises(ValueError, match="absolute"):
            C.site_url(bad)
    assert C.build_date() == "2025-12-01"
    assert C.version_line() == "Version 0.1.0, built 2025-12-01"
    monkeypatch.setenv("SOURCE_DATE_EPOCH", "soon")
    with pytest.raises(ValueError, match="SOURCE_DATE_EPOCH"):
        C.build_date()
    monkeypatch.delenv("SOURCE_DATE_EPOCH")
    assert len(C.build_date()) == 10


def test_citation_cff_matches_the_package() -> None:
    import tomllib

    import mouche

    text = (REPO / "CITATION.cff").read_text(encoding="utf-8")
    assert "127.0.0.1" not in text and "localhost" not in text
    fields = dict(
        line.split(": ", 1) for line in text.splitlines() if ": " in line and not line[0].isspace()
    )
    version = tomllib.loads((REPO / "pyproject.toml").read_text(encoding="utf-8"))["project"]
    assert fields["version"].strip('"') == mouche.__version__ == version["version"]
    assert fields["date-released"].strip('"') == C.RELEASE_DATE
    # the licences said the same everywhere (issue 39.9): the README's two, by SPDX id
    assert "license:\n  - MIT\n  - CC-BY-4.0\n" in text
    readme = (REPO / "README.md").read_text(encoding="utf-8")
    assert "MIT licence" in readme and "CC BY 4.0" in readme


# --------------------------------------------------------------------------- CMOS 17, per kind
# One golden string per kind of item the site cites, each with the paragraph it follows.

GOLDEN = {
    # 14.100 (book), 14.79 (author supplied in brackets), 8.169 (double title: "or"
    # lowercased), 14.94 and 13.50 (an old title shortened with a spaced ellipsis)
    "cotton1674": "[Charles Cotton], The Compleat Gamester, or, Instructions How to Play at "
    "Billiards, Trucks, Bowls, and Chess .\u00a0.\u00a0. (London: Printed by A.M. for R. "
    "Cutler, 1674), 121–22, 144–47, 153.",
    # 14.100 (book)
    "parlett1990": "David Parlett, A History of Card Games (Oxford: Oxford University Press, "
    "1991).",
    # 14.79 (anonymous: the title first) and 14.100 (book)
    "academie1718": "Académie universelle des jeux (Paris: Le Gras, 1718).",
    # 14.232 (well-known reference work: edition, s.v., no facts, no volume or page)
    "eb1911-loo.1": "Encyclopaedia Britannica, 11th ed., s.v. “Loo,” par. 1, "
    f"{BASE}sources/eb1911-loo/#eb1911-loo.1.",
    # 14.232 (less well-known reference work: facts of publication, then s.v.)
    "encyclopedie1765.sauver": "Encyclopédie, ou Dictionnaire raisonné des sciences, des arts "
    "et des métiers, ed. Denis Diderot and Jean le Rond d’Alembert (Neufchastel [Paris], 1765), "
    f"s.v. “Mouche, sauver la,” {BASE}sources/encyclopedie1765/#encyclopedie1765.sauver.",
    # 14.232 (a dictionary by its author, s.v.; not "Sense 2" alone)
    "littre-lanturelu.1": "Émile Littré, Dictionnaire de la langue française, s.v. "
    f"“Lanturelu ou lanturlu,” sense 2, {BASE}sources/littre-lanturelu/#littre-lanturelu.1.",
    # 14.206-7 (web page) and 14.12 (access date: the day it was consulted, from its data)
    "ajo": "Académie des Jeux Oubliés, “La Mouche,” accessed November 30, 2026, "
    "https://salondesjeux.fr/mouche.htm.",
    # 14.171-72 (journal: no initial "The", arabic volume, month and year)
    "depaulis1987": "Thierry Depaulis, “Un peu de lumière sur l’Hombre,” Journal of the "
    "International Playing-Card Society 14 (November 1987).",
    # 14.22 (page, then article), 14.128 and 14.145 (n.p., n.d.), 14.9 (the permalink)
    "academie.13": "“De la Mouche,” in [Académie des jeux] (n.p., n.d.), 102, art. 13, "
    f"{BASE}sources/academie/#academie.13.",
    # 14.22: the chapter's name as its heading gives it, hyphen kept (not "french–Ruff")
    "cotton1674.french-ruff.0": "[Charles Cotton], The Compleat Gamester, or, Instructions How "
    "to Play at Billiards, Trucks, Bowls, and Chess .\u00a0.\u00a0. (London: Printed by A.M. "
    f"for R. Cutler, 1674), 121, French-Ruff, heading, {BASE}sources/cotton1674/"
    "#cotton1674.french-ruff.0.",
    # 14.260 (a source not in hand, cited in the one that reports it) and 14.160 ("under"
    # the heading of the section it paraphrases)
    "vanderaa1721.deal": "La plus nouvelle Académie universelle des jeux, vol. 1 (Leide: Pierre "
    "van der Aa, 1721), cited in Wikipedia contributors, “Mouche (card game),” Wikipedia "
    "(English), in a Russian translation, under “Раздача и объявления,” "
    f"{BASE}sources/vanderaa1721/#vanderaa1721.deal.",
    # 14.169 (software: version in full) and 14.13 (last modified: the release date)
    "site": "The Mouche rules explorer contributors, Mouche rules explorer, version 0.1.0, "
    f"last modified December 1, 2026, {BASE}.",
    # 14.169 and 14.13; 6.78 (an en dash between numbers: "articles 5–15")
    "ruleset-academie": "The Mouche rules explorer contributors, “Académie des jeux, articles "
    "5–15 (academie),” version 0.1.0, Mouche rules explorer, last modified December 1, 2026, "
    f"{BASE}rulesets/academie/.",
}


@pytest.mark.parametrize("cid", sorted(GOLDEN))
def test_chicago_17_to_the_letter(real: Library, cid: str) -> None:
    assert C.cite(real, cid, "chicago-note", BASE) == GOLDEN[cid]


def test_chicago_bibliography_of_reference_works_lists_the_work(real: Library) -> None:
    # CMOS 17, 14.232: a reference work, not its entry, goes into a bibliography
    assert C.cite(real, "encyclopedie1765", "chicago-bibliography") == (
        "Diderot, Denis, and Jean le Rond d’Alembert, eds. Encyclopédie, ou Dictionnaire "
        "raisonné des sciences, des arts et des métiers. Neufchastel [Paris], 1765."
    )
    assert C.cite(real, "cotton1674", "chicago-bibliography").startswith(
        "[Cotton, Charles]. The Compleat Gamester, or, Instructions"
    )


def test_every_clause_has_a_locator_in_every_format(real: Library) -> None:
    import json

    # ajo.pack reaches us only through the project's own notes: the page is not in hand and
    # no report in hand gives its place, so none is invented.
    unlocated = []
    for cid in real.clauses:
        c = C.citable(real, cid, BASE)
        where = c.locator or c.reported_at
        if where is None:
            unlocated.append(cid)
            continue
        note = C.render(c, "chicago-note")
        assert S.quotes_inside(where.chicago() + ",") in note, (cid, note)
        cites = json.loads(C.render(c, "csl-citation"))["citationItems"]
        assert any("locator" in ci for ci in cites), cid
        if c.locator:
            assert f"[{c.locator.latex()}]" in C.render(c, "bibtex"), cid
            # biblatex: no s.v. that repeats the entry's title, which its note prints
            post = c.locator.latex(c.item["title"])
            assert f"\\autocite{'[' + post + ']' if post else ''}{{" in C.render(c, "biblatex"), cid
    assert unlocated == ["ajo.pack"]


def test_every_clause_citation_in_every_format_carries_its_permalink(real: Library) -> None:
    """Issue 40.3: an editor importing a clause's entry into Zotero or LaTeX keeps the way
    back to the transcription cited (in BibTeX a ``#`` is written ``\\#``)."""
    for cid in real.clauses:
        c = C.citable(real, cid, BASE)
        for fmt in C.FORMATS:
            if fmt == "chicago-bibliography":  # the source's entry: Chicago lists no clause
                continue
            text = C.render(c, fmt).replace("\\#", "#")
            assert c.permalink in text, (cid, fmt)


def test_labels_are_csl_labels(real: Library) -> None:
    import json

    labels = set()
    for cid in real.clauses:
        for ci in json.loads(C.cite(real, cid, "csl-citation"))["citationItems"]:
            labels.add(ci.get("label"))
    assert labels <= {None, "page", "paragraph", "section", "sub-verbo", "article-locator"}
    assert {"sub-verbo", "section", "page", "paragraph"} <= labels
    (entry,) = json.loads(C.cite(real, "littre-lanturelu.1", "csl-citation"))["citationItems"]
    assert (entry["label"], entry["locator"]) == ("sub-verbo", "Lanturelu ou lanturlu")
    assert entry["suffix"].startswith(", sense 2")


def test_a_rebuild_on_another_day_changes_no_citation(
    real: Library, monkeypatch: pytest.MonkeyPatch
) -> None:
    ids = [*C.citable_ids(real)]

    def everything() -> list[str]:
        S._note.cache_clear()
        out = [C.cite(real, cid, fmt, BASE) for cid in ids for fmt in C.FORMATS]
        return out + [C.bibliography_file(real, f, BASE) for f in C.BIBLIOGRAPHY_FILES]

    monkeypatch.setenv("SOURCE_DATE_EPOCH", "1764547200")  # 2025-12-01
    first = everything()
    monkeypatch.setenv("SOURCE_DATE_EPOCH", "1803772800")  # 2027-02-28
    assert everything() == first
    assert C.build_date() == "2027-02-28"


def test_highwire_tags_and_coins_for_the_templates(real: Library) -> None:
    from urllib.parse import parse_qs

    import mouche

    tags = C.highwire_tags(real, "hoyle-loo", BASE)
    assert ("citation_title", "Loo") in tags
    assert ("citation_inbook_title", "Hoyle's Games, Improved and Enlarged") in tags
    assert ("citation_firstpage", "173") in tags and ("citation_lastpage", "174") in tags
    assert ("citation_public_url", f"{BASE}sources/hoyle-loo/") in tags
    book = dict(C.highwire_tags(real, "parlett1990"))
    assert book["citation_author"] == "Parlett, David" and book["DC.type"] == "book"
    assert book["citation_publisher"] == "Oxford University Press"
    assert book["eprints.place_of_pub"] == "Oxford"  # Zotero's place, through its RDF reader
    assert "citation_public_url" not in book  # no public address: no URL
    journal = dict(C.highwire_tags(real, "depaulis1987"))
    assert journal["citation_journal_title"].endswith("Playing-Card Society")
    assert journal["citation_volume"] == "14" and journal["citation_publication_date"] == "1987/11"
    # an institution is one name: Zotero splits at a comma, and finds nothing after it
    assert dict(C.highwire_tags(real, "ajo"))["citation_author"] == "Académie des Jeux Oubliés,"
    ruleset = dict(C.highwire_tags(real, "ruleset-academie", BASE))
    assert ruleset["DC.type"] == "dataset" and ruleset["prism.edition"] == mouche.__version__
    assert ruleset["citation_publication_date"] == C.RELEASE_DATE.replace("-", "/")
    assert ruleset["citation_public_url"] == f"{BASE}rulesets/academie/"
    assert dict(C.highwire_tags(real, "site", BASE))["DC.type"] == "computerProgram"
    # a clause's COinS is its source's, the work as a whole: no clause's page or locator
    coins = parse_qs(C.coins_title(real, "academie.13", BASE))
    assert coins == parse_qs(C.coins_title(real, "academie", BASE))
    assert coins["ctx_ver"] == ["Z39.88-2004"] and coins["rft.genre"] == ["bookitem"]
    assert coins["rft.pages"] == ["100-103"] and "rft.description" not in coins
    assert coins["rft_id"] == [f"{BASE}sources/academie/"]
    ajo = parse_qs(C.coins_title(real, "ajo"))
    assert ajo["rft.aucorp"] == ["Académie des Jeux Oubliés"] and "rft.au" not in ajo
    cotton = parse_qs(C.coins_title(real, "cotton1674"))
    assert cotton["rft.au"] == ["Cotton, Charles"] and cotton["rft.place"] == ["London"]
    assert "rft.pages" not in cotton  # a book's: the excerpt's pages are no field of a book


def test_access_dates_and_editions_are_validated(tmp_path: Path) -> None:
    import shutil

    from mouche.edition.model import SourceError

    folder = tmp_path / "sources"
    shutil.copytree(VALID, folder)
    path = folder / "modern.toml"
    text = path.read_text(encoding="utf-8")
    path.write_text(
        text.replace("[source]\n", '[source]\naccessed = "2026-02-30"\nedition = "first"\n', 1),
        encoding="utf-8",
    )
    with pytest.raises(SourceError) as err:
        load_library(folder)
    message = str(err.value)
    assert "field 'accessed': not a date" in message and "field 'edition'" in message


ADDRESS = re.compile(r'^UR  - (.*)$|\burl = \{([^}]*)\}|"URL": "([^"]*)"', re.MULTILINE)


@pytest.mark.parametrize("fmt", C.BIBLIOGRAPHY_FILES)
def test_no_file_carries_an_address_without_a_host(real: Library, fmt: str) -> None:
    """A build without a public address wrote 'UR  - rulesets/academie/' (and 'url =
    {./}' for the site) into the files a reader downloads into a library, where such an
    address leads nowhere: without a host an entry has no address; with one, every
    ruleset's and the site's entry has its own (issue 40.11)."""
    local = [next(g for g in m.groups() if g is not None) for m in ADDRESS.finditer(
        C.bibliography_file(real, fmt, ""))]
    assert local and all(re.match(r"https?://[^/]", a) for a in local), sorted(set(local))[:5]
    public = C.bibliography_file(real, fmt, BASE)
    assert f"{BASE}rulesets/academie/" in public and BASE in public.replace(
        f"{BASE}rulesets/", "")
