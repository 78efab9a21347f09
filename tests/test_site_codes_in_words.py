"""The data's codes said in the reader's words (issue 24.10: no raw code such as
'Language: fr'; the sidebar names rulesets, not their ids): a source's status, family,
language and (where it is ours, 'Anonymous') author, on the source pages, the sources
index and the timeline, and the rulesets by their titles in the navigation, in each
interface."""

from __future__ import annotations

import itertools
import re
from pathlib import Path

import pytest
from site_helpers import Page, page

from mouche.presets import PRESETS

LANGUAGE = {"en": "French", "fr": "Français", "ru": "Французский"}
EXCERPT = {"en": "excerpt", "fr": "extrait", "ru": "отрывок"}
ANONYMOUS = {"en": "Anonymous", "fr": "Anonyme", "ru": "Аноним"}
TREES = {"en": "", "fr": "fr/", "ru": "ru/"}


def _text(e_text: list[str]) -> str:
    return re.sub(r"\s+", " ", "".join(e_text)).strip()


def _row(p: Page, label: str) -> str:
    """The text of the bibliography row after the header cell ``label``."""
    cells = [e for e in p.find() if e.tag in ("th", "td")]
    for th, td in itertools.pairwise(cells):
        if th.tag == "th" and _text(th.text) == label and td.tag == "td":
            return _text(td.text)
    raise AssertionError(f"no row {label!r} on {p.url}")


@pytest.mark.parametrize("lang", TREES)
def test_a_source_page_says_its_language_status_and_author_in_words(
    built_site: Path, lang: str
) -> None:
    p = page(built_site, TREES[lang] + "sources/academie/")
    label = {"en": "Language", "fr": "Langue", "ru": "Язык"}[lang]
    assert _row(p, label) == LANGUAGE[lang]
    badges = [_text(e.text) for e in p.find("span", "status")]
    assert badges == [EXCERPT[lang]]
    lead = _text(next(e for e in p.find("em") if ANONYMOUS[lang] in _text(e.text)).text)
    assert lead == ANONYMOUS[lang]
    author = {"en": "Author", "fr": "Auteur", "ru": "Автор"}[lang]
    assert _row(p, author) == ANONYMOUS[lang]  # a citation's fields stay as they are


@pytest.mark.parametrize("lang", TREES)
def test_the_sources_index_names_families_and_languages(built_site: Path, lang: str) -> None:
    p = page(built_site, TREES[lang] + "sources/")
    cells = {_text(e.text) for e in p.find("td")}
    raw = {"beast", "french-ruff", "lanterloo", "fr", "en", "transcribed" if lang != "en" else "-"}
    assert cells & raw == set(), lang
    assert LANGUAGE[lang] in cells


@pytest.mark.parametrize("lang", TREES)
def test_the_navigation_names_rulesets_by_their_titles(built_site: Path, lang: str) -> None:
    p = page(built_site, TREES[lang] + "rules/")
    links = {_text(e.text) for e in p.find("a", "md-nav__link")}
    assert links & set(PRESETS) == set(), lang
    titles = ("Académie", "«Академия", "Van der Aa", "Ван дер")
    assert sum(1 for t in links if t.startswith(titles)) >= 4


@pytest.mark.parametrize(
    ("lang", "book", "article"),
    [
        ("en", "A 19th-century English games book", "Wikipedia, Article on Loo"),
        ("fr", "Un livre de jeux anglais du XIXe siècle", "Wikipedia, Article sur le Loo"),
        ("ru", "Английская книга об играх XIX века", "Wikipedia, Статья о Loo"),
    ],
)
def test_a_title_we_supplied_names_its_source_in_the_readers_language(
    built_site: Path, lang: str, book: str, article: str
) -> None:
    """A source with no title we know has one of ours in brackets; it names the source in
    the navigation, the headings and running text in the reader's language (the
    bibliography keeps it as catalogued, as citations do)."""
    book_page = page(built_site, TREES[lang] + "sources/pam-loo/")
    assert book in {_text(e.text) for e in book_page.find("a", "md-nav__link")}
    assert _text(next(book_page.find("h1")).text).startswith(book)
    h1 = _text(next(page(built_site, TREES[lang] + "sources/wikipedia-loo/").find("h1")).text)
    h1 = h1.replace("¶", "").strip()
    assert h1 == article


def test_a_readers_sidebar_lists_no_module_names(built_site: Path) -> None:
    """Issue 24.10: the engine's modules are a folded group of the reference, so a reader's
    page lists none of them (the reference's own pages do)."""

    def modules(url: str) -> list[str]:
        links = [_text(e.text) for e in page(built_site, url).find("a", "md-nav__link")]
        return [t for t in links if t.startswith("mouche.")]

    assert modules("rules/") == [] and modules("sources/academie/") == []
    assert len(modules("reference/deal/")) > 20


@pytest.mark.parametrize("lang", TREES)
def test_implemented_by_names_an_option_and_its_value_in_words(
    built_site: Path, lang: str
) -> None:
    """A clause's "Implemented by" names the option values that cite it by their words, in
    the reader's language, never as code (issue 40.1 and .9: 'параметр mouche_limit = none')."""
    p = page(built_site, TREES[lang] + "sources/hoyle-loo/")
    links = [e for e in p.find("a") if e.attrs.get("data-rel") == "implemented-by"]
    options = [_text(e.text) for e in links if "option" in e.attrs.get("href", "")]
    pack = {"en": "The whole pack", "fr": "Le jeu entier", "ru": "Вся колода"}[lang]
    assert options and any(pack in o for o in options), options[:3]
    assert not any(re.search(r"\b[a-z_]+ = [a-z0-9-]+", o) for o in options), options[:3]


@pytest.mark.parametrize("lang", TREES)
def test_an_option_value_is_headed_and_linked_in_words(built_site: Path, lang: str) -> None:
    """The options page heads each value by its name in the reader's words, its code after
    it; a ruleset page's link to a value carries those words in its title (a tooltip), which
    was the code ("ranking = king-high") on every page, in every language."""
    p = page(built_site, TREES[lang] + "rulesets/options/")
    headings = {
        e.attrs["id"]: _text(e.text).rstrip("¶ ") for e in p.find("h3") if "id" in e.attrs
    }
    king = {"en": "King highest", "fr": "Le roi en tête", "ru": "Старший — король"}[lang]
    assert headings["option-ranking-king-high"].startswith(king), headings
    assert headings["option-ranking-king-high"].endswith("(ranking = king-high)")
    assert headings["option-packets-3+2"] == "packets = 3+2"  # no words but the code
    r = page(built_site, TREES[lang] + "rulesets/academie/")
    titles = [
        e.attrs.get("title", "")
        for e in r.find("a")
        if e.attrs.get("href", "").endswith("#option-ranking-king-high")
    ]
    assert titles and all(t.startswith(king) for t in titles), titles


@pytest.mark.parametrize("lang", TREES)
def test_a_clause_cited_in_running_text_is_named_in_the_readers_words(
    built_site: Path, lang: str
) -> None:
    """A clause whose label is long (a reported section's) is cited by its label without
    its closing remark, in the reader's language: never by its id's last part, an English
    code word on a French or Russian page ('Van der Aa 1721, ranking')."""
    p = page(built_site, TREES[lang] + "family/")
    named = {
        _text(e.text)
        for e in p.find("a")
        if e.attrs.get("href", "").endswith("#vanderaa1721.ranking")
    }
    order = {"en": "Rank of the cards", "fr": "Ordre des cartes", "ru": "Старшинство карт"}[lang]
    assert named == {f"Van der Aa 1721, {order}"}, named


@pytest.mark.parametrize("lang", ["fr", "ru"])
def test_a_ruleset_built_on_another_is_described_in_the_readers_language(
    built_site: Path, lang: str
) -> None:
    """A preset's description that adds to its base's (academie-1765, hoyle-loo-limited) is
    a message of its own, translated whole: its base's words joined to English ones were a
    plain string no catalogue knew, printed in English on French and Russian pages."""
    for preset, english in (
        ("academie-1765", "is read as the Encyclopédie (1765) defines it"),
        ("hoyle-loo-limited", "whatever is on the table"),
    ):
        html = page(built_site, f"{lang}/rulesets/{preset}/").html
        assert english not in html, (lang, preset)
        said = {"fr": ("s’entend comme", "quoi qu’il y ait"),
                "ru": ("понимается так", "сколько бы ни лежало")}[lang]  # fmt: skip
        assert said[preset == "hoyle-loo-limited"] in html, (lang, preset)


@pytest.mark.parametrize("lang", TREES)
def test_the_simulators_option_values_are_offered_in_the_readers_words(lang: str) -> None:
    """The numbers page's simulator offered each option's values as codes ('by-players',
    'shows-at-once') under labels ending in the option's code (issue 40.9): each value is
    now named as the rest of the site names it, the code kept as the select's value."""
    from sitegen.widgets import simulator_data

    options = {o["name"]: o for o in simulator_data(lang)["options"]}
    for o in options.values():
        assert set(o["names"]) == set(o["choices"]), o["name"]
    whole = {"en": "The whole pack", "fr": "Le jeu entier", "ru": "Вся колода"}[lang]
    assert options["pack"]["names"]["whole"] == whole
