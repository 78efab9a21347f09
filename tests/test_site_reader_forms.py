"""A French or Russian reader reads the site's figures and cards in the forms of their
language (issue 40.1, 40.8): every number the build writes into a table in CLDR's form
(72 409 and 0,32, never 72,409 and 0.32), every card written for a reader with the
language's letters (R D V, К Д В) while the records' notation stays as it is; and an
option's value in words, not its code, in the rulesets' matrix (issue 40.9)."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from site_helpers import ROOT, page, tree_pages

from mouche.rulesets import OPTIONS

ENGLISH_GROUPING = re.compile(r"(?<![\w.,])\d{1,3}(?:,\d{3})+(?!\d)")
"""72,409: English thousands."""
ENGLISH_DECIMAL = re.compile(r"(?<![\w.])[+−-]?\d+\.\d+(?![\w.])")
"""0.32: an English decimal point (a clause id, academie.13, is not one: a word before it)."""
LICENCES = re.compile(r"\bCC0 \d\.\d|\bCC BY(?:-[A-Z]+)* \d\.\d")
"""A licence's version (CC0 1.0) is its name, not a figure."""
TABLE_TEXT = ("td", "th", "caption")
TREES = {"en": "", "fr": "fr/", "ru": "ru/"}


@pytest.mark.parametrize("lang", ["fr", "ru"])
def test_every_number_in_a_table_is_in_the_languages_form(built_site: Path, lang: str) -> None:
    wrong = []
    for p in tree_pages(built_site, lang):
        for el in p.elements:
            if el.tag not in TABLE_TEXT:
                continue
            text = LICENCES.sub("", "".join(el.text))
            found = ENGLISH_GROUPING.findall(text) + ENGLISH_DECIMAL.findall(text)
            wrong += [f"{p.url}: {n!r} in {text.strip()[:60]!r}" for n in found]
    assert not wrong, "\n".join(sorted(set(wrong))[:20])
    strength = page(built_site, f"{lang}/rulesets/numbers/")
    numbers = " ".join(t for el in strength.find("p") for t in el.text)
    assert not ENGLISH_GROUPING.search(numbers), "the strength table's sentence: 2,000 deals"


ENGLISH_FACES = {"fr": "KQJ", "ru": "KQJA"}
"""The English letters a French or Russian reader never reads on a card (French writes the
ace A as English does)."""
NOTATION = re.compile(r"<(script|pre|code|textarea)\b.*?</\1>", re.DOTALL)
"""Where a page quotes the records' notation (KS, "p3 play KS"), which keeps its letters."""


@pytest.mark.parametrize("lang", ["fr", "ru"])
def test_every_card_a_reader_reads_has_the_languages_letters(built_site: Path, lang: str) -> None:
    faces = ENGLISH_FACES[lang]
    # a card, or a list of ranks ("K Q J A", "K, Q, J 10 each")
    card = re.compile(rf"(?<![\w])[{faces}][♠♥♦♣]|\b[{faces}],? [{faces}],? [{faces}]\b")
    wrong = []
    for p in tree_pages(built_site, lang):
        text = re.sub(r"<[^>]*>", " ", NOTATION.sub(" ", p.html))
        wrong += [
            f"{p.url}: {text[max(0, m.start() - 40) : m.end()]!r}" for m in card.finditer(text)
        ]
    assert not wrong, "\n".join(wrong[:20])
    shown = page(built_site, f"{lang}/try/examples/").html
    assert re.search(r">[%s][♠♥♦♣]<" % ("RDV" if lang == "fr" else "КДВТ"), shown), "no card drawn"


MATRIX = re.compile(r'<table class="ruleset-matrix">.*?</table>', re.DOTALL)
CELL = re.compile(r"<td\b[^>]*>(.*?)</td>", re.DOTALL)


@pytest.mark.parametrize("lang", ["en", "fr", "ru"])
def test_the_rulesets_matrix_says_each_value_in_words(built_site: Path, lang: str) -> None:
    """Issue 40.9: an option's value in the reader's words, not its code (counts-as-yes)."""
    codes = {c.label for o in OPTIONS.values() for c in o.choices if re.search("[a-z]", c.label)}
    matrix = MATRIX.search(page(built_site, TREES[lang] + "rulesets/").html)
    assert matrix
    values = {re.sub(r"<[^>]*>", "", cell).strip() for cell in CELL.findall(matrix[0])}
    assert len(values) > 10
    assert not values & codes, sorted(values & codes)


def test_a_french_reader_reads_a_clauses_terms_without_an_english_gloss(built_site: Path) -> None:
    """Issue 40.11: the French page glossed its French terms in English."""
    terms = re.compile(r'<span class="clause-terms">.*?(?=<span class="clause-impl"|</div>)')
    academie = page(built_site, "fr/sources/academie/").html
    found = terms.findall(academie)
    assert found and not [t for t in found if 'lang="en"' in t]
    assert 'lang="ru"' in terms.findall(page(built_site, "ru/sources/academie/").html)[0]


@pytest.mark.parametrize("lang", ["fr", "ru"])
def test_the_widgets_name_the_play_page_as_its_title_does(lang: str) -> None:
    """Issue 40.11: the offline notice said «Играть» where the page is «Сыграть сдачу»."""
    from babel.messages.pofile import read_po

    def catalogue(domain: str) -> dict[str, str]:
        path = ROOT / "docs" / "locale" / lang / "LC_MESSAGES" / f"{domain}.po"
        with path.open("rb") as f:
            return {str(m.id): str(m.string) for m in read_po(f) if m.id}

    title = catalogue("site")["Play a hand"]
    naming = {k: v for k, v in catalogue("widgets").items() if re.search(r"\bPlay(?: page|,)", k)}
    assert len(naming) >= 2
    assert not [v for v in naming.values() if title not in v], title


def test_no_page_names_an_environment_variable_to_its_reader(built_site: Path) -> None:
    """Issue 40.11: a local build's Cite panel told its reader "MOUCHE_SITE_URL"."""
    shown = re.compile(r"<!--.*?-->|<(script|pre|code)\b.*?</\1>", re.DOTALL)
    wrong = [
        f"{lang}: {p.url}"
        for lang in TREES
        for p in tree_pages(built_site, lang)
        if re.search(r"\bMOUCHE_[A-Z_]+", re.sub(r"<[^>]*>", " ", shown.sub(" ", p.html)))
    ]
    assert not wrong, wrong[:10]


def test_every_folder_above_a_page_is_a_page(built_site: Path) -> None:
    """Issue 40.11: /rulesets/quick/ and /try/, a reader's natural guesses, were 404s."""
    folders = {p.parent for p in built_site.rglob("index.html") if "assets" not in p.parts}
    missing = {
        above.relative_to(built_site).as_posix()
        for folder in folders
        for above in folder.parents
        if above.is_relative_to(built_site) and not (above / "index.html").exists()
    }
    assert not missing, sorted(missing)
