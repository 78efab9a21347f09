"""The site's own search (Material's, in the browser) finds what readers type (issue 24.2):
"saved mouche" and "sauver la Mouche" list the Académie's art. 13 first (an Académie
clause on saving the mouche, arts. 12-14, before any other page and any engine
reference page); "levee" finds "levée"; the snippets read word by word ("p. 102 Rules",
not "Copy linkp. 102Rules"); highlighting, in the results and on the page opened, marks
whole words only."""

from __future__ import annotations

import json
import re
import unicodedata
from pathlib import Path
from typing import Any

import pytest

from .browser_helpers import Guard

# Each result item is a page; its first link is the page, the next its best section.
RESULTS = """() => [...document.querySelectorAll('.md-search-result__list > li')].map(li => {
  const links = [...li.querySelectorAll(':scope > a.md-search-result__link')];
  const best = links[1] || links[0];
  return new URL(best.href).pathname + new URL(best.href).hash;
})"""
SNIPPETS = """() => [...document.querySelectorAll('.md-search-result__article')].map(a =>
  [...a.querySelectorAll('p')].map(p => p.textContent).join(' '))"""
# Each mark with the character before and after it in its text (the text nodes beside it).
MARKS = """root => [...document.querySelectorAll(root + ' mark')].map(m => {
  const text = n => (n && n.nodeType === Node.TEXT_NODE ? n.textContent : '');
  return [text(m.previousSibling).slice(-1), m.textContent, text(m.nextSibling).slice(0, 1)];
})"""
SAVING = re.compile(r"/sources/academie/#academie\.1[234]$")
LETTER = re.compile(r"[^\W_]")  # a letter or digit: "_" and "." separate words


def fold(text: str) -> str:
    return "".join(
        c for c in unicodedata.normalize("NFD", text.lower()) if not unicodedata.combining(c)
    )


def search(page: Any, query: str) -> list[str]:
    box = page.locator("input.md-search__input")
    box.fill(query)
    box.press("End")  # Material searches on key events
    page.wait_for_function(
        "q => document.querySelector('.md-search__input').value === q"
        " && document.querySelectorAll('.md-search-result__list > li').length > 0",
        arg=query,
    )
    page.wait_for_timeout(300)  # let the worker's last answer land
    results: list[str] = page.evaluate(RESULTS)
    return results


def whole_words(marks: list[list[str]], terms: list[str]) -> list[list[str]]:
    """The marks that are not a whole word beginning with one of ``terms``."""
    return [
        m
        for m in marks
        if LETTER.match(m[0] or " ")
        or LETTER.match(m[2] or " ")
        or not any(fold(m[1]).startswith(t) for t in terms)
    ]


@pytest.fixture
def search_page(guarded: tuple[Any, Guard], site_url: str) -> Any:
    context, _guard = guarded
    page = context.new_page()
    page.set_viewport_size({"width": 1280, "height": 900})
    page.goto(site_url)
    page.locator("input.md-search__input").click()
    search(page, "mouche")  # the index is loaded once the first answer comes
    return page


def test_a_clause_is_found_by_what_readers_call_it(search_page: Any) -> None:
    page = search_page
    results = search(page, "saved mouche")
    assert results[0] == "/sources/academie/#academie.13", results[:6]
    results = search(page, "sauver la Mouche")
    assert SAVING.search(results[0]), results[:6]
    api = [i for i, r in enumerate(results) if "/reference/" in r]
    assert not api or api[0] > 0, results[:6]
    # "la" is a stop word: no result is missing it, none marks a word beginning with it
    missing = set(page.locator(".md-search-result del").all_text_contents())
    assert "la" not in missing, missing
    assert whole_words(page.evaluate(MARKS, ".md-search-result"), ["sauver", "mouche"]) == []


def test_accents_and_case_are_folded(search_page: Any) -> None:
    page = search_page
    for query in ("levee", "LEVÉE"):
        results = search(page, query)
        assert "/glossary/#levee" in results[:3], (query, results[:6])
        marks = page.evaluate(MARKS, ".md-search-result")
        assert marks and whole_words(marks, ["levee"]) == [], marks[:6]


def test_snippets_keep_their_words_apart(search_page: Any) -> None:
    page = search_page
    search(page, "mouche")
    snippets = " ".join(page.evaluate(SNIPPETS))
    assert "Copy link" not in snippets  # a button, not text
    joined = re.findall(r"[a-z]p\. \d+|\d[A-Z][a-z]|[a-z][A-Z][a-z]{3}", snippets)
    assert joined == [], joined[:6]


def test_the_page_opened_marks_whole_words(search_page: Any, site_url: str) -> None:
    page = search_page
    search(page, "sauver la Mouche")
    link = page.locator(".md-search-result__link").first
    assert "h=sauver+la+Mouche" in (link.get_attribute("href") or "")
    link.click()
    page.wait_for_function("() => document.querySelectorAll('article mark').length > 0")
    marks = page.evaluate(MARKS, "article")
    assert whole_words(marks, ["sauver", "mouche"]) == [], marks[:6]
    assert not [m for m in marks if fold(m[1]) == "la"]
    page.goto(site_url + "glossary/?h=levee")
    page.wait_for_function("() => document.querySelectorAll('article mark').length > 0")
    assert "levée" in [m[1] for m in page.evaluate(MARKS, "article")]


def test_clause_sections_are_boosted_and_named(built_site: Path) -> None:
    index = json.loads((built_site / "search" / "search_index.json").read_text("utf-8"))
    assert index["config"]["lang"][-1] == "fold"  # lunr.fold.min.js folds accents
    assert (built_site / "assets/javascripts/lunr/min/lunr.fold.min.js").is_file()
    by_location = {d["location"]: d for d in index["docs"]}
    art13 = by_location["sources/academie/#academie.13"]
    assert art13["boost"] > by_location["sources/vanderaa1721/#vanderaa1721.mouche"]["boost"] > 1
    assert "sauver la Mouche" in art13["title"]  # what the clause is called, in its title
    reference = [d for d in index["docs"] if d["location"].startswith("reference/")]
    assert reference and all(d.get("boost", 1) < 1 for d in reference)


def test_the_index_leaves_out_what_no_one_searches(built_site: Path) -> None:
    """The engine's source listings, the hand records' TOML, the raw text in hand and the
    apparatus are not searched: a function is found by its name and docstring, a hand by
    its reading in words, a clause by its clean reading and translations."""
    raw = (built_site / "search" / "search_index.json").read_text("utf-8")
    index = json.loads(raw)
    reference = [d for d in index["docs"] if d["location"].startswith("reference/")]
    assert not [d["location"] for d in reference if "<pre>" in d["text"]]
    assert "KS QS 9H 8C 7C" not in raw  # a hand record's TOML (its reading shows K♠ Q♠ 9♥...)
    clauses = [d for d in index["docs"] if d["location"].startswith("sources/academie/#academie.")]
    assert clauses and not [d["location"] for d in clauses if "Copy link" in d["text"]]
    assert "mâismêÉqe" not in raw  # art. 13's raw OCR: the clean reading is searched


def test_a_word_of_the_family_lists_its_defining_clause_first(
    search_page: Any, site_url: str
) -> None:
    """Issue 36.5, in each tree (one page load each): "Pam" finds Pam-loo's "Pam, is the
    knave of clubs" before the Russian article's list of names that mentions it, "loo" the
    Britannica's definition of the game, "bête" the Encyclopédie's "La bête désigne…",
    "Mistigris" Balzac's "elle se nomme Mistigris" before the ruleset named after it, and
    so on; in the French and Russian trees the site's rendering of each word too («marques»,
    «Мистигри», «лу», «Триоле»…) (sitegen.search.DEFINING_CLAUSES, RENDERINGS)."""
    from sitegen.search import DEFINING_CLAUSES, RENDERINGS

    page = search_page
    wrong = {}
    for tree in ("", "fr/", "ru/"):
        if tree:
            page.goto(site_url + tree)
            page.locator("input.md-search__input").click()
            search(page, "mouche")
        renderings = RENDERINGS.get(tree.rstrip("/"), {})
        words = {w: c for w, c in DEFINING_CLAUSES.items() if tree != "ru/" or w not in renderings}
        for word, rendering in renderings.items():
            words |= {each: DEFINING_CLAUSES[word] for each in rendering.split(", ")}
        for word, clause in words.items():
            results = search(page, word)
            if not results[0].endswith(f"#{clause}"):
                wrong[tree + word] = results[:3]
    assert not wrong, wrong
